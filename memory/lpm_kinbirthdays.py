"""A relative's birthday, keyed by them: "My mum's birthday is on the 3rd of June", and said
inside a request, "a message to my son Anand for his birthday on 14th August".

Design decisions:
- Was a statement only, which a long message or a request did not keep; keyed
  (`relation.<rel>[.<name>].birthday`), a later date ends the earlier one.
- A date must be said ("on the 3rd", "in March", "next Friday"); inside a request only a
  dated one ("for his birthday on 14th August"), not "for her birthday" alone, which says
  when nothing is. The date is resolved as yearly: a birthday has no year.
"""
from __future__ import annotations

import re

from .lpm_base import WHEN, fact, kin_key, poss
from .lpm_words import NAME, RELATIONS
from .timewords import resolve
from .types import Page

_KIN_BIRTHDAY = re.compile(r"\b(?i:my|our) (?i:(" + RELATIONS + r"))(?:,? " + NAME + r",?)?(?:'s "
                           r"(?i:birthday)(?: (?i:is|'s))| (?i:for|on) (?i:his|her) (?i:birthday)"
                           r"(?= (?i:on) (?:the )?\d))(?: (?i:on))? ([^,.;!?]{3,30}?)"
                           r"(?=[,.;!?]|$| and | but | so )")


def kin_birthdays(s: str, page: Page, who: str) -> list[dict]:
    """The birthdays of relatives said in sentence `s`, keyed by them."""
    out = []
    for m in _KIN_BIRTHDAY.finditer(s):
        rel, name, when = m.group(1).lower(), m.group(2), m.group(3).strip()
        if name in ("I", "My") or not re.search(r"\d|" + WHEN, when, re.I):
            continue
        when = resolve(when, page.created, future=True, yearly=True)
        on = "" if re.match(r"(?:in|on|next|this|at|around|the)\b", when, re.I) else "on "
        key = kin_key(rel, name) + ".birthday"
        who_ = f"{rel} {name}" if name else rel
        out.append(fact("trait", key, when, f"{poss(who)} {who_}'s birthday is {on}{when}.",
                        page, 0.75))
    return out


__all__ = ["kin_birthdays"]
