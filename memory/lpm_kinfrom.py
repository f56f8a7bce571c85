"""Where a relative is from: "My husband Omer is from Khartoum", "my boyfriend Jonas is
originally from Hamburg", "My wife grew up in Porto", "my mum was born in Cork".

Keyed `relation.<rel>[.<name>].hometown`, as the speaker's own `hometown` is, so that "Where is
Omer from?" finds it among the many facts that name him (remember57: the sentence was kept
whole, unkeyed, and never came beside). Only a relative said with "my"/"our" as the subject:
not "my friend's husband is from Lyon", nor where they went ("my son is back from Leeds").
"""
from __future__ import annotations

import re

from .lpm_base import fact, kin_key, poss
from .lpm_words import RELATIONS
from .types import Page

_FROM = re.compile(r"^(?:(?:so|and|also|oh and),? )?(?:my|our) (?:(?:older|younger|little|big|"
                   r"eldest|youngest) )?(" + RELATIONS + r")(?: ([A-Z][\w'-]+))? (?:is|'s|was) "
                   r"(?:originally |also |actually )?(?:from|born in) |"
                   r"^(?:(?:so|and|also|oh and),? )?(?:my|our) (?:(?:older|younger|little|big|"
                   r"eldest|youngest) )?(" + RELATIONS + r")(?: ([A-Z][\w'-]+))? grew up in ", re.I)
_TOWN = re.compile(r"((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2})(?=[,.;!?]|$| and | but | so |"
                   r" originally| too| as well| in | near )")


def kin_from(s: str, page: Page, who: str) -> list[dict]:
    """Where the relative said in `s` is from, keyed by them."""
    m = _FROM.match(s)
    town = _TOWN.match(s[m.end():]) if m else None
    if not town or re.match(r"(?:I|My|Our|The|Christmas|Easter)\b", town.group(1)):
        return []
    rel = (m.group(1) or m.group(3)).lower()
    name = m.group(2) or m.group(4)
    if name in ("I", "My", "Our"):
        return []
    whom = f"{rel} {name}" if name else rel
    return [fact("trait", kin_key(rel, name) + ".hometown", town.group(1),
                 f"{poss(who)} {whom} is from {town.group(1)} (where they are from).", page, 0.75)]


__all__ = ["kin_from"]
