"""A break-up said in the other common ways: "We've split up, me and Dan", "I'm not with Dan
anymore", "Dan and I aren't together any more" (formed nothing; "Me and Dan broke up" is
lpm_people.exes). The partner relation ends and the ex is kept by name, as there.
"""
from __future__ import annotations

import re

from .lpm_base import fact, poss, slug
from .lpm_words import NAME
from .types import Page

# ("Myself and my husband Ger split the milking": a thing shared out is no break-up; maura)
_SPLIT = r"split(?! (?i:the|our|their|his|her|my|it|this|that|them|everything|costs?|bills?|rent|shifts?)\b)"
_SHAPES = (
    re.compile(r"\b(?i:we)(?:'ve| have)? (?:(?i:just|finally) )?(?i:broke up|split up|" + _SPLIT + r"|separated)"
               r",? (?i:me and) " + NAME + r"\b"),
    re.compile(r"\b(?i:i'm|i am|im) (?i:not|no longer) (?i:with|seeing|dating) " + NAME
               + r"(?= (?i:any ?more|now)\b| (?i:since|after)\b)"),
    re.compile(r"\b" + NAME + r" (?i:and) (?i:i|me) (?:(?i:aren't|are not|'re not) (?i:together)|"
               r"(?i:are|'re) (?i:no longer together|over|done|finished))"
               r"(?=[,.;!]|$| (?i:now|any ?more|for good)\b)"),
)
_NOT = re.compile(r"\b(?:if|would|wish|maybe|might|think|should|worried)\b", re.I)


def break_up(s: str, page: Page, who: str) -> list[dict]:
    """The ex a break-up of `s` names, ending the partner relation, else []."""
    for rx in _SHAPES:
        m = rx.search(s)
        if m and m.group(1) not in ("I", "My", "Me", "You") and not _NOT.search(
                s[:m.start()]) and not s.rstrip().endswith("?"):
            return [_ex(m.group(1), "they broke up", _PARTNERS, page, who)]
    return []


_PARTNERS = ["relation.boyfriend", "relation.girlfriend", "relation.partner"]


def _ex(name: str, how: str, ends: list[str], page: Page, who: str) -> dict:
    # (and what said they were together: "me n tyler have been dating 2 yrs" stayed current
    # beside the ex; remember64)
    return fact("trait", f"relation.ex.{slug(name)}", name,
                f"{poss(who)} ex is {name} ({how}; no longer together).", page, 0.8, ends=ends,
                ends_like=(name.lower(), "dating|together|seeing|going out|boyfriend|girlfriend"))


def exes(s: str, page: Page, who: str) -> list[dict]:
    """ "Me and Jordan broke up", "I divorced Sam": a partner who is now an ex. The partner
    relation ends (people have one boyfriend, girlfriend or partner at a time); the ex is kept
    by name, so "who did I break up with?" finds it."""
    m = re.search(r"\b(?i:(?:me|i) and )" + NAME + r" (?i:(broke up|split up|" + _SPLIT + r"|separated|"
                  r"divorced|got divorced))\b|\b(?i:i|we)(?:'ve| have)? (?i:just |finally )?"
                  r"(?i:(broke up|split up|separated|divorced|got divorced)) (?i:with |from )?"
                  + NAME, s)
    if not m or (m.group(1) or m.group(4)) in ("I", "My", "Me"):
        return []
    name, verb = m.group(1) or m.group(4), (m.group(2) or m.group(3)).lower()
    # (a spouse separated from is an ex too: remember53's husband stayed beside the ex)
    ends = _PARTNERS + (["relation.husband", "relation.wife"] if "divorced" in verb or
                        verb == "separated" else [])
    return [_ex(name, "they divorced" if "divorced" in verb else "they broke up", ends, page, who)]


__all__ = ["break_up", "exes"]
