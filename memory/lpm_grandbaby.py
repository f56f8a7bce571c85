"""A grandchild born, told as the speaker becoming a grandparent: "Well, we're grandparents!
Mel had a little boy Tuesday night at Dubbo Base, 3.6 kilos, they've called him Harrison."

Design decision: the mother may be known to memory only as someone's partner ("His partner
Mel's due with their first", remember47), so the relation comes from what the speaker says
they became, in the same message, not from who had the baby. Only a named boy or girl
("called him Harrison", "a little girl, Isla"); where and when it was born, said right
after, stay in the fact's text ("Where was my grandson born?").
"""
from __future__ import annotations

import re

from .lpm_base import CALENDAR, fact, kin_key, poss
from .types import Page

_BECAME = re.compile(r"\b(?:we're|we are|i'm|i am|we've become|i've become|i became|we became) "
                     r"(?:now |finally |officially )?(?:an? )?(?:proud )?grand(?:parents|mother|"
                     r"father|ma|pa|dad|mum|mom|nan|ad)\b(?! of\b)", re.I)
# who had the baby: one named, or the speaker's child or their partner ("I'm a grandmother of
# five. My neighbour had a boy called Sam" names no grandchild)
_MOTHER = (r"(?:(?-i:[A-Z][a-z'-]+)|(?:my|our) (?:son|daughter|boy|girl|son-in-law|"
           r"daughter-in-law|(?:son|daughter)'s (?:wife|partner|husband|girlfriend))"
           r"(?: (?-i:[A-Z][a-z'-]+))?)")
_BORN = re.compile(r"(?i:\b" + _MOTHER + r" (?:has |have )?(?:just |finally )?(?:had|welcomed|gave "
                   r"birth to) (?:a |their |her |the )?(?:(?:little|wee|baby|beautiful|healthy|"
                   r"bonny|gorgeous) )*(boy|girl))\b((?:[^.!?]|\.(?=\d)){0,60}?),? (?:(?i:and )?"
                   r"(?i:they've|they have|they|we've)? ?(?i:called|named) (?i:him|her) |(?i:called|"
                   r"named) )([A-Z][a-z'-]+)\b")


def grand_baby(text: str, page: Page, who: str) -> list[dict]:
    """The grandchild whose birth `text` tells with the speaker becoming a grandparent."""
    m = _BORN.search(text) if _BECAME.search(text) else None
    if not m or CALENDAR.fullmatch(m.group(3)):
        return []
    rel = "grandson" if m.group(1).lower() == "boy" else "granddaughter"
    when = re.sub(r"^,? ", "", re.split(r",", m.group(2).strip(" ,"), maxsplit=1)[0])
    born = f" (born {when})" if when else ""
    return [fact("trait", kin_key(rel, m.group(3)), m.group(3),
                 f"{poss(who)} {rel} is called {m.group(3)}{born}.", page, 0.8)]


__all__ = ["grand_baby"]
