"""The home left, said after the new one: "ever since Graham and I moved up to Whanganui from
Nelson last year ...", "we relocated to Leeds from York".

Design decision: `lpm_changes._FROM_TO` reads "moved from X to Y"; told the other way round
only the new home was formed and "Where did we live before?" had nothing (remember41). Only
the former home is formed here (`former_location.x`, as `lpm_changes` keys it): the new one is
the home `lpm_identity` already reads from "moved to Y". The mover is the speaker ("I", "we",
"Graham and I", "my wife and I"), the move done ("moved", not "might move"), and both places
names (not "from Monday", "from a tiny flat").
"""
from __future__ import annotations

import re

from .lpm_base import CALENDAR, UNSURE, fact, slug
from .lpm_home import home
from .types import Page

_PLACE = r"([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)"
_TO_FROM = re.compile(r"\b(?:(?i:i|we)|(?:[A-Z][\w'-]+|(?i:my|our) [a-z]+) (?i:and) I)"
                      r"(?:'ve| have)? (?:(?i:just|finally|recently|eventually|then) )?"
                      r"(?i:moved|relocated)(?: (?i:up|down|out|over|back|across|south|north|"
                      r"east|west))? (?i:to) " + _PLACE + r" (?i:from) " + _PLACE + r"\b"
                      r"(?! (?i:team|department|dept|office|division|role|position|branch)\b)")


# "We left Dansoman last year, we are now staying at Kasoa" (remember41: the place left formed
# nothing, so "where did we live before?" had no answer): a place left is the former home only
# when the same sentence says the home now (`home`), so "I left Google", "we left Leeds at six"
# are none
_LEFT = re.compile(r"\b(?:(?i:i|we)|(?:[A-Z][\w'-]+|(?i:my|our) [a-z]+) (?i:and) I)(?:'ve| have)? "
                   r"(?:(?i:just|finally|recently|eventually) )?(?i:left) " + _PLACE + r"\b")


# "I sell the house in Campbelltown ... and I move in with my daughter Lina in Norwood"
# (remember43: no home moved from): the home sold, when the same sentence says the home now
_SOLD = re.compile(r"\b(?:(?i:i|we)|(?:[A-Z][\w'-]+|(?i:my|our) [a-z]+) (?i:and) I)(?:'ve| have)? "
                   r"(?:(?i:just|finally|recently|eventually) )?(?i:sold|sell) (?i:the|my|our) "
                   r"(?:(?i:old|family|big) )?(?i:house|flat|home|place|bungalow|apartment|"
                   r"cottage) (?i:in) " + _PLACE + r"\b")


def moved_from(s: str, page: Page, who: str) -> list[dict]:
    """The former home of "moved to Y from X" (or "left X ..., now living in Y") said by the
    speaker."""
    m = _TO_FROM.search(s)
    left = None if m else (_LEFT.search(s) or _SOLD.search(s))
    if left:
        now = home(s[left.end():])
        # ("I left Google and now I live in Austin": one leaves work too, so said by "I" the
        # place left needs a time of leaving, as a move is told: "I left Lagos in 2019, ...")
        when = re.match(r",? (?:(?i:last|in|back in|about|around|over) [\w ]{3,20}|\w+ (?i:years?|"
                        r"months?) (?i:ago))\b", s[left.end():])
        if now and now != left.group(1) and (when or left.group(0)[:1].lower() != "i"
                                             or left.re is _SOLD):
            m = left
    if not m or UNSURE.search(s[:m.start()]) or any(
            CALENDAR.match(p) or p in ("I", "My", "Our", "The") for p in m.groups()):
        return []
    was = m.group(m.lastindex)
    if m is left:
        return [fact("trait", f"former_location.{slug(was)}", was,
                     f"{who} used to live in {was} (a former home, before {now}).", page, 0.7)]
    return [fact("trait", f"former_location.{slug(was)}", was,
                 f"{who} used to live in {was} (a former home, before {m.group(1)}).", page, 0.7)]
