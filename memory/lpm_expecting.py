"""A baby on the way and when it is due: "I'm pregnant, due in March", "We're expecting our
first baby in April", "my wife is expecting, due on the 3rd of May" (the due date formed no
fact: "When is the baby due?" found only "The user is pregnant.").

Design decision: keyed `family.baby_due` with the date resolved against the page, so a later
date said ("the baby's now due in early April") ends the old one; the birth itself is read by
lpm_kinclauses. Only the speaker's household (I, we, my wife or partner), never a friend's or
a sister's, and not a wish ("we hope to be expecting by summer").
"""
from __future__ import annotations

import calendar
import re

from .lpm_base import fact, poss
from .timewords import resolve
from .types import Page

_WHO = r"(?:i(?:'m| am)|we(?:'re| are)|my (?:wife|partner|girlfriend)(?: is|'s))"
_DUE = re.compile(r"\b" + _WHO + r" (?:pregnant|expecting(?: (?:a|our|my) (?:first |second |third |"
                  r"new )?(?:baby|child|little one))?)(?:[,!]? (?:and |with (?:the baby )?)?"
                  r"(?:(?:she's|it's|the baby's|baby's|the baby is|we're) )?due|(?= (?:in|on|at "
                  r"the end of) )) ((?:(?:in|on|at the end of|around|by) )?(?:(?:early|mid|late)"
                  r"[ -])?[^,.;!?]{2,25}?)(?=[,.;!?]|$| and | but )", re.I)
_NOT = re.compile(r"\b(?:if|hope|hoping|wish|want|trying|maybe|might|not)\b", re.I)


def baby_due(s: str, page: Page, who: str) -> list[dict]:
    """When the speaker's household's baby is due, keyed `family.baby_due`, else []."""
    m = _DUE.search(s)
    if not m or _NOT.search(s[:m.start()]) or s.rstrip().endswith("?"):
        return []
    when = resolve(m.group(1), page.created, future=True)
    if not re.search(r"\d|\b(?:" + "|".join(calendar.month_name[1:]) + r")\b", when):
        return []   # a date, not "due any day"
    return [fact("trait", "family.baby_due", when, f"{poss(who)} baby is due {when} (a baby "
                 "on the way).", page, 0.75)]


__all__ = ["baby_due"]
