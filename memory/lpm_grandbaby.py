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
_MOTHER = (r"(?:(?-i:[A-Z][a-z'-]+)(?: (?:wife|partner|girlfriend))?|(?:my|our) (?:son|daughter|boy|girl|son-in-law|"
           r"daughter-in-law|(?:son|daughter)'s (?:wife|partner|husband|girlfriend))"
           r"(?: (?-i:[A-Z][a-z'-]+))?)")
# "..., my first great-grandchild": a great-grandparent, said of the baby (remember55: an
# older speaker's great-grandchildren formed none); not "my great-grandson's school"
_GREAT = re.compile(r"\b(?:my|our) (?:(?:first|second|third|fourth|fifth|sixth|\w+th|new|"
                    r"newest|latest|very first) )?great[- ]grand(?:child|son|daughter|baby|kid)\b"
                    r"(?!'s)", re.I)
_BORN = re.compile(r"(?i:\b" + _MOTHER + r" (?:has |have )?(?:just |finally )?(?:had|welcomed|delivered|gave "
                   r"birth to) (?:a |their |her |the )?(?:(?:little|wee|baby|beautiful|healthy|"
                   r"bonny|gorgeous) )*(boy|girl))\b((?:[^.!?]|\.(?=\d)){0,60}?),? (?:(?i:and )?"
                   r"(?i:they've|they have|they|we've)? ?(?i:called|named) (?i:him|her) |(?i:called|"
                   r"named) |(?i:he|she) (?:is|'s) (?i:called|named) )([A-Z][a-z'-]+)\b")


# "And the baby came! Isla Rose, 7lb 2oz, born on the 3rd": the baby memory knows is on the
# way (`family.expecting`), named when it comes; whose child it is comes from memory
# (fact_formation.born_as; keith: "What is my granddaughter's name?" found the wait only).
# Not "the baby came round for tea", not a name that is a day or month
_CAME = re.compile(r"\b(?:the|our) (?:baby|little one)(?: has| have)? (?:came|come|arrived|is here|"
                   r"was born|is born)\b[!.,]*\s+(?:(?:it's|its|a) (?:a )?(?:little )?(?:boy|girl)[!.,]*\s+)?"
                   r"((?-i:[A-Z][a-z-]+)(?: (?-i:[A-Z][a-z-]+))?)\b(?!')((?:[^.!?]|\.(?=\d)){0,60})", re.I)


def baby_came(text: str, page: Page, who: str) -> list[dict]:
    """The baby on the way, named as born in `text` (`family.born`; see _CAME)."""
    m = _CAME.search(text)
    if not m or not m.group(1)[0].isupper() or CALENDAR.fullmatch(m.group(1).split()[0]):
        return []
    when = re.search(r"\bborn (?:on )?([^,.;!?]{2,30})", m.group(2))
    born = f" (born {when.group(1).strip()})" if when else ""
    sex = re.search(r"\b(?:a|little|baby) (boy|girl)\b", text, re.I)
    born += f" (a {sex.group(1).lower()})" if sex else ""
    return [fact("trait", "family.born", m.group(1), f"{poss(who)} baby that was on the way has "
                 f"arrived: {m.group(1)}{born}.", page, 0.8, ends=("family.expecting",))]


def grand_baby(text: str, page: Page, who: str) -> list[dict]:
    """The grandchild whose birth `text` tells with the speaker becoming a grandparent."""
    great = _GREAT.search(text)
    m = _BORN.search(text) if _BECAME.search(text) or great else None
    if not m or CALENDAR.fullmatch(m.group(3)):
        return baby_came(text, page, who)
    rel = ("great-" if great else "") + ("grandson" if m.group(1).lower() == "boy" else
                                         "granddaughter")
    when = re.sub(r"^,? ", "", re.split(r",", m.group(2).strip(" ,"), maxsplit=1)[0])
    born = f" (born {when})" if when else ""
    return [fact("trait", kin_key(rel, m.group(3)), m.group(3),
                 f"{poss(who)} {rel} is called {m.group(3)}{born}.", page, 0.8)]


__all__ = ["baby_came", "grand_baby"]
