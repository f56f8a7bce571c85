"""A relative who has retired: "my father finally retired from the market, his knees are bad",
"my mum Jean retired last year". Told in passing, it ends the job said of them before.

Design decision: formed as that relative's job (`relation.father.job` = "retired"), keyed as
`lpm_people._kin_jobs` keys it, so the newer value supersedes the job told earlier and "What
does my father do now?" finds it (remember41: the fishmonger job stayed current). Only the
relative's own word "retired" right after them (an adverb between at most): "my dad's retired
friend" names someone else, "if my mum retired" and "my dad wants to retire" say no retiring.
"""
from __future__ import annotations

import re

from .lpm_base import fact, kin_key, poss
from .lpm_words import BY_AGE, NAME, RELATIONS
from .types import Page

_RETIRED = re.compile(r"\b(?i:my|our) " + BY_AGE + r"(?i:(" + RELATIONS + r"))(?:,? " + NAME
                      + r",?)?(?: (?i:has|is)|'s)?(?: (?i:just|finally|recently|officially|now|"
                      r"already|at last))? (?i:retired)\b"
                      # what follows is when or from what, never a noun the word describes
                      r"(?=[,.;!?)]|$| (?i:from|after|in|on|at|last|this|two|three|a|and|but|"
                      r"so|now|early|recently|yesterday|years|months|for good)\b)")
_FROM = re.compile(r" (from [^,.;!?]{2,60}?)(?=[,.;!?]|$| and | but | so )", re.I)
_NOT = re.compile(r"\b(?:if|unless|wish|wishes|hope|hopes|until|till)\s+$", re.I)


def kin_retired(s: str, page: Page, who: str) -> list[dict]:
    """A relative's retiring said in passing, as their job now."""
    out = []
    for m in _RETIRED.finditer(s):
        if _NOT.search(s[:m.start()]):
            continue
        rel, name = m.group(1).lower(), (m.group(2) or "").removesuffix("'s") or None
        whom = f"{rel} {name}" if name else rel
        # what they retired from goes with it: once they take up other work, "What did my dad
        # retire from?" finds only this (remember43: "from CN" was in no fact then)
        frm = _FROM.match(s[m.end():])
        frm = f", retired {frm.group(1)}" if frm else ""
        out.append(fact("trait", kin_key(rel, name or "") + ".job", "retired",
                        f"{poss(who)} {whom} is retired now (their job){frm}.", page, 0.75))
    return out
