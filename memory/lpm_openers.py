"""Facts said in an opening phrase before the speaker's own clause: "As a 52-year-old engineer
living in Denver, I ...", "Being diabetic, I ...", "Having grown up in Halifax, I ...",
"Recently promoted to director, I ...", "Born in Cork, I ...".

Design decisions:
- Such a phrase describes the subject of the clause after it; where that subject is the
  speaker ("..., I", "..., we"), the phrase is a fact about the speaker said without "I am".
  `opened` says it as the plain sentences the usual rules read ("I'm 52.", "I'm a civil
  engineer.", "I live in Denver."), then the speaker's clause on its own: a statement of the
  whole sentence would restate an age or a job that a newer one supersedes.
- Only openers whose meaning is fixed: "as a/an" (a role or an age), "being" (a state),
  "having grown up / turned / moved", "born (and raised) in", "originally from", "living
  in", "(recently) promoted to", "a (huge) fan of", "married to a ... named ...". An
  opener before someone else's clause ("Being a nurse, my sister ...") says nothing about
  the speaker and is left alone. "Since moving (here) to X" says the speaker moved there
  whatever clause follows: no one else's move is said without a subject.
"""
from __future__ import annotations

import re

from .lpm_base import article

# the speaker's clause after the opener
_ME = r",\s+(?=(?:I|I'm|I've|I'd|I'll|we|we're|we've)\b)"
_PLACE = r"([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})"
_OPENER = re.compile(r"^(?:(?:so|well|and|but|also|honestly)[\s,]+)?(.{4,90}?)" + _ME, re.I)
_AS = re.compile(r"(?i:as an?) (?:(\d{1,3})-year-old )?([a-z][\w -]{1,40}?)"
                 r"(?: (?i:living|based) in " + _PLACE + r"| from " + _PLACE + r")?$")
_SAY = (
    # "Being diabetic", "Being the oldest of five sisters", "Being a nurse"
    (re.compile(r"(?i:being) ((?:an? |the )?[\w -]{3,60})$"), "I'm {0}."),
    (re.compile(r"(?i:having) (?:(?i:just|recently) )?(?i:grown up|grew up) in " + _PLACE + "$"),
     "I grew up in {0}."),
    (re.compile(r"(?i:having) (?:(?i:just|recently) )?(?i:turned) (\d{1,3})\b.*$"), "I'm {0}."),
    (re.compile(r"(?i:having) (?:(?i:just|recently) )?(?i:moved|relocated) to " + _PLACE + "$"),
     "I moved to {0}."),
    (re.compile(r"(?i:born(?: and (?:raised|bred))?) in " + _PLACE + "$"), "I was born in {0}."),
    (re.compile(r"(?i:originally) from " + _PLACE + "$"), "I'm from {0}."),
    (re.compile(r"(?i:living|based) in " + _PLACE + "$"), "I live in {0}."),
    # "Married to a jazz pianist named Theo, I ...": a partner (of a sex not said) and what
    # they do
    (re.compile(r"(?i:married) to (an? [\w -]{2,40}?) (?i:named|called) ([A-Z][\w'-]+)\b.*$"),
     "My partner {1} is {0}."),
    # "A huge fan of Thai food, I ...": a liking said as what the speaker is
    (re.compile(r"((?i:an?) (?:(?i:huge|big|massive|great) )?(?i:fan) of [\w' -]{2,40})$"),
     "I'm {0}."),
    (re.compile(r"(?:(?i:recently|newly|just) )?(?i:promoted) to ((?:an? |the )?[\w -]{3,40})$"),
     "I was promoted to {0}."),
)


# "Since moving up here to Aberystwyth the weather has been grim": whoever the clause after
# it is about, a move said without a subject is the speaker's (as "Having moved to ...")
_SINCE_MOVING = re.compile(r"^(?:(?:so|well|and|but|ever)[\s,]+)?(?i:since) (?:(?i:moving|"
                           r"relocating))(?: (?i:out|back|over|away|down|up))?(?: (?i:here|"
                           r"there))? (?i:to) ([A-Z][\w'-]*(?: (?!I\b)[A-Z][\w'-]*){0,3})\b(?!')")


def opened(s: str) -> list[str]:
    """`s` as the sentences its opening phrase says of the speaker, then the speaker's clause
    ("As a nurse, I work nights." -> ["I'm a nurse.", "I work nights."]); [] if no such phrase."""
    since = _SINCE_MOVING.match(s)
    if since:   # the sentence is read whole too: what else it says is no clause of the speaker
        return [f"I moved to {since.group(1)}.", s]
    m = _OPENER.match(s)
    if not m:
        return []
    phrase, rest = m.group(1).strip(), s[m.end():]
    out = []
    a = _AS.match(phrase)
    if a:
        age, role, home, origin = a.groups()
        out += [f"I'm {age}."] if age else []
        out.append(f"I'm {article(role)}.")
        out += [f"I live in {home}."] if home else []
        out += [f"I'm from {origin}."] if origin else []
    for pat, said in () if out else _SAY:
        p = pat.match(phrase)
        if p:
            out.append(said.format(*p.groups()))
            break
    return out + [rest] if out else []
