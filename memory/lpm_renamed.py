"""A name put right, said without the relation: "oops, it's Aoife not Aoiffe", "sorry, Aoife,
not Aoiffe", and a pet or relative memory knows said as "the dog": "wait no, the dog is called
Bruno" (neither formed anything: no "my", and a name memory holds for a relative was not read
as that relative's).

Design decision: said again as the sentence the people rules read ("My daughter is called
Aoife, not Aoiffe.", "My dog is called Bruno."), so the wrong name is ended as a correction
said with the relation ends it (lpm_people._wrong_names). Only a name memory holds for exactly
one relative, and a new name that looks like one (a capital, no other relation said): "it's
Tuesday not Monday" and "it's Leeds not York" name no relative memory knows.
"""
from __future__ import annotations

import re

from . import sentences as S
from .lpm_base import CALENDAR
from .lpm_words import PET_KIND, PETS

_OPEN = r"^(?:(?:oops|sorry|wait|no|actually|correction|my bad|my mistake|typo)[,:!.]*\s+)*"
_FIX = re.compile(_OPEN + r"(?:(?i:it's|it is|its|that's|that should be|should be|i meant) )?"
                  r"([A-Z][\w'-]+),? (?i:not) ([A-Z][\w'-]+)\W*$", re.I)
_THE = re.compile(_OPEN + r"(?i:the) ([a-z]+) (?i:is|'s) (?i:called|named) ([A-Z][\w'-]+)\W*$", re.I)


def renamed(s: str, known: dict[str, str] | None) -> list[str]:
    """The correction of `s` said with the relation memory knows, else []."""
    if not known or S.is_question(s):
        return []
    m = _FIX.match(s.strip())
    if m and m.group(2) in known and m.group(1) not in known and not CALENDAR.match(m.group(1)):
        return [f"My {known[m.group(2)]} is called {m.group(1)}, not {m.group(2)}."]
    m = _THE.match(s.strip())
    if m and m.group(1).lower() in set(known.values()):
        return [f"My {m.group(1).lower()} is called {m.group(2)}."]
    # "We had to put Max down last week": a pet memory knows by name, lost (lpm_late.died
    # reads it with the kind said: "put our dog Max down")
    m = re.search(r"\b(?:put|lost) ([A-Z][\w'-]+) (?=down\b|to sleep\b|(?:last|this|in|on|yesterday)\b)",
                  s)
    if m and m.group(1) in known and known[m.group(1)] in _PETS:
        return [s[:m.start(1)] + f"our {known[m.group(1)]} " + s[m.start(1):]]
    return []


_PETS = frozenset(PETS.split("|")) | frozenset(PET_KIND.values())


__all__ = ["renamed"]
