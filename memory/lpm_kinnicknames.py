"""A relative's nickname said beside their name: "my husband Chukwuma, everybody calls him
Chuks", "the wife Sharon, Shaz to everyone", "my brother Robert (Bobby to his mates)", "my
son William, Will for short".

Design decisions:
- Keyed by the relative (`relation.<rel>.<name>.nickname`): a newer nickname replaces the
  old, and a later message that names them by it alone ("Chuks has been busy on the
  allotment") speaks of them, as `fact_formation._kin_known` reads every current relation
  value that is a given name (remember47: "What do people call my husband?" and "What's my
  wife's nickname?" had nothing to find).
- Only right after the relative's name, set off by a comma or a bracket, and with words
  saying it is what people call them ("everybody calls him", "to everyone", "for short",
  "known as"): "my brother Robert, Bobby and I went fishing" names no nickname.
"""
from __future__ import annotations

import re

from .lpm_base import fact, poss, slug
from .lpm_words import BY_AGE, FEMALE, MALE, RELATIONS
from .types import Page

_NICK = r"([A-Z][\w'-]+)"
_WHO = (r"(?:everybody|everyone|every one|we all|we|the family|the kids|the grandkids|people|"
        r"most people|they all|all (?:his|her|their) (?:mates|friends)|(?:his|her|their) "
        r"(?:mates|friends|family))")
_CALL = (r"(?i:" + _WHO + r")(?: (?i:just|all|always))? (?i:calls?|called) (?i:him|her|them) "
         + _NICK + r"|" + _NICK + r" (?i:to (?:" + _WHO + r"|all|us)|for short)\b|(?i:(?:who )?"
         r"(?:is )?(?:known as|goes by|aka)) " + _NICK)
_NICKNAMED = re.compile(r"\b(?i:my|our|the) " + BY_AGE + r"(" + RELATIONS + r") ([A-Z][\w'-]+)"
                        r"(?:, | \()(?:" + _CALL + r")(?=[,.;:!?)]|$|\s+(?i:and|but|so)\b)")


def nicknames(s: str, page: Page, who: str) -> list[dict]:
    """The nickname facts of the relatives `s` names with one."""
    out = []
    for m in _NICKNAMED.finditer(s):
        rel, name = m.group(1).lower(), m.group(2)
        nick = next(g for g in m.groups()[2:] if g)
        if nick == name:
            continue
        them = "him" if rel in MALE else "her" if rel in FEMALE else "them"
        out.append(fact("trait", f"relation.{slug(rel)}.{slug(name)}.nickname", nick,
                        f"{poss(who)} {rel} {name}'s nickname is {nick} (everyone calls {them} "
                        f"{nick}).", page, 0.75))
    return out


__all__ = ["nicknames"]
