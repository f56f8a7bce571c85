"""When the speaker married, and a spouse named only by the wedding anniversary.

Design decisions (remember50, blind scripts):
- "My wife Neema and I got married in 2017", "We got married in 2017": the wife was keyed but
  the year was lost (the sentence was the wife's fact only), so "When did I get married?"
  found nothing. A year said of the speaker's own wedding is keyed (`married.year`), with
  the spouse named beside it. Only a past year of the speaker's: "My sister got married in
  2017" is hers, "we're getting married in 2027" is a plan (lpm_plans).
- "It's our 10th wedding anniversary on 22 October, me and Nikos": the one named with the
  speaker in "our" wedding anniversary is the spouse (remember50: "What's my husband called?"
  found nothing). Husband or wife is not said, so the partner, married; only with "our".
"""
from __future__ import annotations

import re

from .lpm_base import CALENDAR, fact, poss

_NAME = r"((?-i:[A-Z][\w'-]+))"
_WED = re.compile(r"(?:^|(?<=[\s,]))(?:(?:my (?:wife|husband|partner) )?" + _NAME + r" and (?:i|me)|"
                  r"we|i|me and (?:my (?:wife|husband|partner) )?" + _NAME + r")(?: finally| actually)? "
                  r"(?:got married|were married|got hitched|tied the knot|married|wed)"
                  r"(?: (?:(?:to|with) )?" + _NAME + r")?(?: (?:back )?in| on [^,.;!?]{3,25}?) "
                  r"((?:19|20)\d\d)\b", re.I)
_ANNIVERSARY = re.compile(r"\bour (?:\w+ )?(?:wedding )?anniversary\b", re.I)
_WITH = re.compile(r"\b(?:me and|and me,?|with) " + _NAME + r"\b|\b" + _NAME + r" and (?:me|I)\b",
                   re.I)


def wedded(s: str, page, who: str, out: list[dict]) -> list[dict]:
    """The year of the speaker's wedding and a spouse named by the anniversary, in `s`."""
    got = []
    m = _WED.search(s)
    if m:
        name = next((n for n in m.groups()[:3] if n and not CALENDAR.match(n)
                     and n not in ("I", "My", "Me", "We")), None)
        to = f" (to {name})" if name else ""
        got.append(fact("trait", "married.year", m.group(4),
                        f"{who} got married in {m.group(4)}{to}.", page, 0.75))
    w = _WITH.search(s) if _ANNIVERSARY.search(s) and "wedding" in s.lower() else None
    name = w and (w.group(1) or w.group(2))
    if name and not CALENDAR.match(name) and name not in ("I", "My", "Me", "We") and not any(
            f["attribute"].startswith("relation.") for f in out):
        got.append(fact("trait", "relation.partner", name,
                        f"{poss(who)} partner is called {name} (they are married).", page, 0.7))
    return got
