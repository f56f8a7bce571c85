"""Terse replies: facts said in fragments that lean on the sentence or message before them
("Yes. Two kids. Both girls.", "Older one is 9. Younger is 6.", "Nope, Glasgow. Been here all
my life.", "Electrician. Self-employed.", "Also got a collie. Bran.", "Wife's called Moira.").

Design decisions:
- People answering a question (the assistant's, or one they raised themselves) drop the
  subject, the verb and often the noun. `replies` says such fragments again as the plain
  first-person sentences the usual rules read ("I have two daughters.", "My older daughter
  is 9.", "I live in Glasgow."), so no rule downstream needs to know about fragments.
- Each rewrite needs the fragment's own grammar AND a cue that fixes what it is about, as a
  fragment alone is ambiguous: a bare place is a home only when the next sentence says "been
  here all my life / for years"; a bare job noun is the speaker's job only when the next
  sentence or clause says how they work ("self-employed", "full time", "for 12 years"); "the
  older one is 9" is a child only when children were just mentioned (this message or the
  one before, `before`); a bare name names a pet or child only right after "got a collie" /
  "have a daughter". Without the cue the fragment stays unread: a wrong fact about the user
  costs more than a missing one.
"""
from __future__ import annotations

import re

from .lpm_words import JOBS, NOT_JOBS, ORDER_WORDS, PET_KIND, PETS, RELATIONS

_YES = r"(?:(?i:yes|yeah|yep|yup|no|nope|nah|aye|correct|right|actually|well|oh|ah)[,.!]*\s+)*"
_NUM = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
_KIDS = r"(kids|children|boys|girls|sons|daughters)"
_COUNT = re.compile(r"^" + _YES + r"(two|three|four|five|six|seven|eight|[2-8])(?: \w+)? "
                    + _KIDS + r"(?:,? both (girls|boys))?[.!]*$", re.I)
# "Yes. Two. Both girls.": the noun left out, the sex said next
_BARE_COUNT = re.compile(r"^" + _YES + r"(two|three|four|five|six|seven|eight|[2-8])[.!]*$",
                         re.I)
_BOTH = re.compile(r"^(?:both|all(?: (?:of them|three|four|five))?) (girls|boys)[.!]*$", re.I)
# children in the talk: "two kids", "a 9 year old", "my daughters", "the girls"
_CHILDREN = re.compile(r"\b(?:kids?|children|child|sons?|daughters?|boys|girls|\d{1,2}[- ]"
                       r"(?:year|yr)[- ]olds?)\b", re.I)
_ORDER = r"(" + ORDER_WORDS + r")"
# "Older one is 9.", "The older one's 9.", "Eldest is 12, youngest 8."
_ONE_AGE = r"(?:(?i:the|my|our) )?" + _ORDER + r"(?: one)?(?: is|'s)? (\d{1,2})(?: now)?"
_ORDER_AGE = re.compile(r"^" + _YES + _ONE_AGE + r"(?:(?:,|;| and|, and) " + _ONE_AGE
                        + r")*[.!]*$", re.I)
_ORDER_ONE = re.compile(r"\bthe " + _ORDER + r" one\b", re.I)
_THEIR_NAME = re.compile(r"^(?i:(?:and )?(her|his) name(?:'s| is)) ([A-Z][a-z'-]+)[.!]*$")
_BARE_PLACE = re.compile(r"^" + _YES + r"([A-Z][a-z'-]+(?: [A-Z][a-z'-]+)?)[.!]*$")
_RAISED = re.compile(r"^([A-Z][a-z'-]+(?: [A-Z][a-z'-]+)?),? (?i:born and (?:raised|bred))[.!]*$")
_STAYED = re.compile(r"^(?:(?:I've|I have|we've|we have) )?(?:been|lived) here "
                     r"(?:all (?:my|our) li(?:fe|ves)|for (?:\w+ ){1,2}years?|since\b|"
                     r"forever)|^born and (?:raised|bred)(?: here)?\b", re.I)
_BARE_JOB = re.compile(r"^" + _YES + r"(?:(?:a|an) )?((?:[A-Za-z-]+ )?[A-Za-z-]+)"
                       r"(?:[.!]*$|,\s+(?=(?:self-employed|freelance|full[- ]time|part[- ]time)))",
                       re.I)
# how the speaker works, as a fragment of its own ("Self-employed.", "Night shifts mostly.",
# "Twenty years now.") - not the start of a sentence about something else
_HOW_I_WORK = re.compile(r"^(?:self-employed|freelance|full[- ]time|part[- ]time|"
                         r"(?:night|day|early|late|long|twelve-hour|12-hour) shifts?|nights|"
                         r"(?:been (?:one|doing (?:it|that)) )?(?:for )?(?:about |almost |nearly "
                         r"|over )?(?:\w+ ){1,2}years?(?! ago)|(?:own|run my own) (?:business|"
                         r"company|firm))(?: now| mostly| only| and counting)?(?=[.!,;]|$)", re.I)
_GOT = re.compile(r"^(?:(?:also|and|plus|oh|so)[,]?\s+)?(?:(?:I|we)(?:'ve| have)? )?(?:also )?"
                  r"(?:got|have|adopted|rescued|have got) (?:a|an) (?:[\w-]+ ){0,2}?(("
                  + PETS + "|" + "|".join(PET_KIND) + r")|son|daughter|boy|girl)[.!]*$", re.I)
# "Yes, a lab called Rosie.", "No kids, just a cat called Pixel.": a pet said as a bare
# noun phrase in a reply is the speaker's
_PET_NP = re.compile(r"^" + _YES + r"(?:(?i:no \w+),? )?(?:(?i:just|only) )?(?i:a|an|one) "
                     r"(?:[\w-]+ )?(?i:(" + PETS + "|" + "|".join(PET_KIND) + r")) (?i:called|named) "
                     r"([A-Z][a-z'-]+)[.!]*$")
_USED_TO = re.compile(r"^(?i:used to (?:be|work as) )")
_BARE_NAME = re.compile(r"^([A-Z][a-z'-]+)[.!]*$")
_REL_CALLED = re.compile(r"^(?i:((?:(?:new|old) )?(?:" + RELATIONS + r"))(?:'s name(?: is|'s)|"
                         r"'s (?:called|named)| is (?:called|named))) ([A-Z][a-z'-]+)\b")
# fragments that are never names or places ("Nope, Sorry.", "Yes. Definitely.")
_NOT_NAME = frozenset("Yes No Nope Yeah Yep Sorry Thanks Definitely Absolutely Sure Maybe "
                      "Probably Exactly Right Correct Okay Ok Fine Great Cool Nice Both None "
                      "Never Always Sometimes Everyone Nobody Here There".split())


# children someone else has: "My coworker Dave has two kids", "her girls", "Tom's boys"
_OTHERS = "|".join(r for r in RELATIONS.split("|") if r not in (
    "son", "daughter", "kid", "child", "stepson", "stepdaughter"))
_THEIRS = re.compile(r"^(?i:my|our) (?i:" + _OTHERS + r")\b|\b(?i:his|her|their|\w+'s) (?:\w+ )?"
                     r"(?i:kids?|children|child|sons?|daughters?|boys|girls)\b|\b(?:[Hh]e|[Ss]he|"
                     r"[Tt]hey|(?!We\b)[A-Z][a-z]+) (?:has|have|had|'s got) ")


def _kids_talk(sents: list[str]) -> bool:
    """Whether the speaker's own children were just mentioned (not someone else's)."""
    return any(_CHILDREN.search(x) and not _THEIRS.search(x) for x in sents)


def replies(sents: list[str], before: list[str] = ()) -> list[str]:
    """The message's sentences with terse fragments said as full first-person sentences."""
    out: list[str] = []
    girls = boys = False
    talk = " ".join(before)
    for i, s in enumerate(sents):
        s2 = s.strip()
        prev = sents[i - 1].strip() if i else (before[-1].strip() if before else "")
        nxt = sents[i + 1].strip() if i + 1 < len(sents) else ""
        m = _COUNT.match(s2)
        if m:   # "Yes. Two kids. Both girls." -> "I have two daughters."
            b = _BOTH.match(nxt)
            kids = m.group(2).lower()
            if b or m.group(3) or kids in ("girls", "boys", "sons", "daughters"):
                sex = (b.group(1) if b else m.group(3) or kids).lower()
                girls, boys = sex in ("girls", "daughters"), sex in ("boys", "sons")
                rel = "daughters" if girls else "sons"
                out.append(f"I have {m.group(1).lower()} {rel} ({m.group(1).lower()} kids, "
                           f"both {'girls' if girls else 'boys'}).")
            else:
                out.append(f"I have {m.group(1).lower()} {kids}.")
            talk += " " + s2
            continue
        if _BOTH.match(s2) and (_COUNT.match(prev) or _BARE_COUNT.match(prev)):
            continue   # folded into the count above
        m = _BARE_COUNT.match(s2)
        b = _BOTH.match(nxt)
        if m and b:
            sex = b.group(1).lower()
            girls, boys = sex == "girls", sex == "boys"
            n = m.group(1).lower()
            out.append(f"I have {n} {'daughters' if girls else 'sons'} ({n} kids, both {sex}).")
            talk += f" {n} {sex}"
            continue
        m = _ORDER_AGE.match(s2)
        if m and _kids_talk(list(before) + sents[:i]):
            girls = girls or re.search(r"\b(?:girls|daughters)\b", talk, re.I) is not None
            boys = boys or re.search(r"\b(?:boys|sons)\b", talk, re.I) is not None
            rel = "daughter" if girls and not boys else "son" if boys and not girls else "child"
            for o in re.finditer(_ONE_AGE, s2, re.I):
                out.append(f"My {o.group(1).lower()} {rel} is {o.group(2)} years old.")
            continue
        m = _THEIR_NAME.match(s2)
        o = _ORDER_ONE.search(prev)
        if m and o and _kids_talk(list(before) + sents[:i]):
            rel = "daughter" if m.group(1).lower() == "her" else "son"
            out.append(f"My {o.group(1).lower()} {rel} is called {m.group(2)}.")
            continue
        m = _BARE_PLACE.match(s2)
        if m and _STAYED.match(nxt) and m.group(1).split()[0] not in _NOT_NAME:
            out.append(f"I live in {m.group(1)}.")   # "Nope, Glasgow. Been here all my life."
            out.append(s)
            continue
        m = _RAISED.match(s2)
        if m and m.group(1).split()[0] not in _NOT_NAME:   # "Glasgow, born and raised."
            out.append(f"I grew up in {m.group(1)}.")
            continue
        m = _PET_NP.match(s2)
        if m:
            out.append(f"I have a {m.group(1).lower()} called {m.group(2)}.")
            continue
        if _USED_TO.match(s2):   # "Retired. Used to be a teacher.": chat drops the "I"
            out.append("I " + s2[0].lower() + s2[1:])
            continue
        m = _BARE_JOB.match(s2)
        if (m and m.group(1).split()[-1].lower() in JOBS - NOT_JOBS
                and (_HOW_I_WORK.match(nxt) or _HOW_I_WORK.match(s2[m.end():]))):
            job = m.group(1).lower()
            out.append(f"I work as {'an' if job[0] in 'aeiou' else 'a'} {job}.")
            out.append(s)
            continue
        m = _BARE_NAME.match(s2)
        g = _GOT.match(prev)
        if m and g and m.group(1) not in _NOT_NAME:   # "Also got a collie. Bran."
            # said as "I have a collie called Bran", which the pet and kin rules read
            word = {"boy": "son", "girl": "daughter"}.get(g.group(1).lower(), g.group(1).lower())
            out.append(f"I have a {word} called {m.group(1)}.")
            continue
        m = _REL_CALLED.match(s2)
        if m:   # "Wife's called Moira.": chat drops the "my"
            out.append(f"My {m.group(1).lower()} is called {m.group(2)}{s2[m.end():]}")
            continue
        out.append(s)
    return out
