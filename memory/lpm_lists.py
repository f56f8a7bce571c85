"""Facts given as a list or in parentheses: "Quick update: 1) we moved to Bologna 2) I started
at ...", "Things I'm into:\n- sourdough baking\n- trail running", "my wife Giulia (a dentist)",
"our kids (Marco 12, Elena 9)", "my brother (Luca, a pilot)".

Design decisions:
- A numbered list in one line ("1) ... 2) ...") is several sentences with no full stop between
  them; `items` puts each item on a line of its own, which `sentences.split` honours, so a
  place does not run on into the next item ("lives in Bologna 2) I started"). Only a list
  that counts up from 1 is one: "I have 2) kids" or "in 2) cases" is no list.
- A bulleted list under a first-person header ("Things I'm into:", "Stuff I love:") says the
  header's verb of each item; an item alone ("- sourdough baking") has no subject, so the
  header and its items are said as one sentence ("I'm into sourdough baking and trail
  running."). A header without such a verb leaves its items alone.
- Parentheses after a relative name them, say what they do, or give ages; `said_in_brackets`
  says each as the plain sentence the usual rules read ("My wife Giulia is a dentist.", "My
  kid Elena is 9."). Other parentheses ("an old Alfa Romeo (a 1998 Spider)") are left alone.
"""
from __future__ import annotations

import re

from .lpm_words import NAME, RELATIONS

_NUMBER = re.compile(r"(?:(?<=^)|(?<=[\s:,;]))(\d{1,2})[).]\s+(?=\S)")
_BULLET = re.compile(r"^\s*(?:[-*\u2022\u2013]|\d{1,2}[).])\s+", re.M)
# "things I'm into", "stuff I love", "what I enjoy": the verb each bulleted item takes
_FRAME = re.compile(r"\b(I'm into|I am into|I love|I like|I enjoy|I'm obsessed with|"
                    r"I'm really into|I do for fun)\b", re.I)


def _numbered(text: str) -> str:
    """A one-line list counted from 1 with each item on its own line; else `text`."""
    marks = list(_NUMBER.finditer(text))
    nums = [int(m.group(1)) for m in marks]
    if len(nums) < 2 or nums != list(range(1, len(nums) + 1)):
        return text
    out, last = [], 0
    for m in marks:
        out.append(text[last:m.start()].rstrip(" ,;"))
        last = m.end()
    out.append(text[last:])
    return "\n".join(p for p in out if p.strip())


def _framed(text: str) -> str:
    """Bulleted items under a header with a first-person verb, said as one sentence with that
    verb ("Things I'm into:\n- baking\n- running" -> "I'm into baking and running.")."""
    out: list[str] = []
    frame, told = None, []
    for line in text.split("\n") + [""]:
        if frame and _BULLET.match(line):
            told.append(_BULLET.sub("", line).strip().rstrip(".;,"))
            continue
        if frame and told:
            out[-1] = f"{frame} {', '.join(told[:-1])}{' and ' if len(told) > 1 else ''}" \
                      f"{told[-1]}."
        m = _FRAME.search(line) if line.rstrip().endswith(":") else None
        frame, told = (m.group(1) if m else None), []
        out.append(line)
    return "\n".join(out[:-1])


def items(text: str) -> str:
    """`text` with a list's items on lines of their own, said with their header's verb."""
    if not text:
        return text
    return _framed(_numbered(text))


_REL = r"(?i:my|our) (?i:(" + RELATIONS + r"))"
_JOB = r"(an? [a-z][\w -]{1,30}?)"
# "my wife Giulia (a dentist)", "my brother (Luca, a pilot)"
_WHO = re.compile(_REL + r"(?: " + NAME + r")? \((?:" + NAME + r",\s*)?" + _JOB + r"\)")
# "our kids (Marco 12, Elena 9)", "my sons (Ben, 7 and Sam, 4)"
_AGES = re.compile(r"(?i:my|our) (?i:(kids|children|sons|daughters|boys|girls|grandkids|"
                   r"grandchildren)) \(([^()]{3,80})\)")
_ONE = {"kids": "kid", "children": "child", "sons": "son", "daughters": "daughter",
        "boys": "son", "girls": "daughter", "grandkids": "grandchild",
        "grandchildren": "grandchild"}


def said_in_brackets(s: str) -> list[str]:
    """What parentheses after a relative say of them, each as a sentence of its own."""
    out = []
    for m in _WHO.finditer(s):
        rel, name = m.group(1).lower(), m.group(2) or m.group(3)
        if name:
            out.append(f"My {rel} {name} is {m.group(4)}.")
    for m in _AGES.finditer(s):
        rel = _ONE[m.group(1).lower()]
        for name, age in re.findall(NAME + r",? (?:aged |age )?(\d{1,2})\b", m.group(2)):
            out.append(f"My {rel} {name} is {age}.")
    return out
