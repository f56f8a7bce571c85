"""Whom a relative is going out with: "My daughter's boyfriend is called Kieran", "she's split
up with Kieran and is seeing a guy called Dev now", "my son has a new girlfriend called Mia".

Design decisions (one-fact sweep kin_changes s004: each formed a statement only, so the new
boyfriend never ended the old one and "Who is my daughter going out with?" got Kieran):
- Keyed by the relative (`relation.daughter.partner`, `relation.son.tom.partner`), as their
  job and home are, so the next one ends the last and keeps it as history.
- Only a boyfriend, girlfriend, partner or fiancé(e) named, or one the relative is seeing,
  dating or going out with by name; a spouse is an in-law of their own (lpm_kinwords).
- A break-up said alone ends the partner keyed; said with a new one, the new one does.
- Not a wish or a question ("I hope my son finds a girlfriend", "is my daughter seeing Tom?").
"""
from __future__ import annotations

import re

from .lpm_base import fact, kin_key, poss
from .lpm_words import NAME, RELATIONS
from .types import Page

_WHO = r"\b(?i:my|our) (?i:(" + RELATIONS + r"))(?: ([A-Z][\w'-]+))?"
_ONE = r"(?i:boyfriend|girlfriend|partner|fianc[eé]e?)"
# "my daughter's (new) boyfriend is called Kieran", "my son has a new girlfriend called Mia"
_NAMED = re.compile(_WHO + r"(?:'s (?:(?i:new) )?" + _ONE + r" (?i:is called|is named|'s called|"
                    r"is) |,? (?i:has|has got|'s got|got) (?i:a) (?:(?i:new) )?" + _ONE
                    + r",? (?i:called|named) )" + NAME + r"\b")
# "my daughter is seeing a guy called Dev (now)", "my son is dating Mia"
_SEEING = re.compile(_WHO + r"(?:[^.;!?]{0,60}?\band)? (?:(?i:is|'s) )?(?:(?i:now) )?(?i:seeing|dating|"
                     r"going out with) (?:(?i:a|this|some) (?i:guy|girl|lad|lass|man|woman|boy) "
                     r"(?i:called|named) )?" + NAME + r"\b")
_SPLIT = re.compile(_WHO + r" (?:(?i:has|'s) )?(?:(?i:just|finally) )?(?i:split up|broken up|broke up|"
                    r"split) (?i:with) ([A-Z][\w'-]+)\b")
_NOT = re.compile(r"\b(?:hope|wish|if|might|maybe|want|wants|should|would)\b", re.I)


def kin_partner(s: str, page: Page, who: str) -> list[dict]:
    """The partner of a relative named in `s`, keyed by the relative, or their break-up."""
    if s.rstrip().endswith("?"):
        return []
    for rx in (_NAMED, _SEEING):
        m = rx.search(s)
        if m and not _NOT.search(s[:m.start()] + s[m.start():m.end()]):
            rel, name, one = m.group(1).lower(), m.group(2), m.group(3)
            if one.lower() in (rel, "I") or (name and one == name):
                continue
            whom = f"{rel} {name}" if name else rel
            return [fact("trait", kin_key(rel, name) + ".partner", one,
                         f"{poss(who)} {whom} is going out with {one} (their partner).", page,
                         0.75)]
    m = _SPLIT.search(s)
    if m and not _NOT.search(s[:m.end()]):
        rel, name, was = m.group(1).lower(), m.group(2), m.group(3)
        whom = f"{rel} {name}" if name else rel
        key = kin_key(rel, name) + ".partner"
        return [fact("trait", key + ".ex", was, f"{poss(who)} {whom} split up with {was} "
                     "(no longer together).", page, 0.7, ends=[key])]
    return []


__all__ = ["kin_partner"]
