"""A side business the speaker names: "also doing a bit of tiling on the side at weekends, I
called it Florin Tiles", "on the side I make shea butter soaps ..., the shop is called Nkabom
Naturals".

Design decision (remember49: florin, akosua): the statement kept the name, but "What's my side
business called?" did not find it among the closest facts, whose words said nothing of a
business. Keyed `business.side`, so that a new name ends the old one, and worded with "side
business" and what is done. Only with "on the side" (or "side business/hustle/gig") said of
the speaker and a name given with "called"/"named": not "a stall on the side of the road".
"""
from __future__ import annotations

import re

from .lpm_base import fact, poss
from .types import Page

_SIDE = re.compile(r"\bon the side\b(?! of\b)|\bside (?:business|hustle|gig|line)\b", re.I)
_NAMED = re.compile(r"\b(?:i|we) (?:called|named|call|name) (?:it|the (?:shop|business|brand|"
                    r"page|company))|\b(?:the|my|our) (?:shop|business|brand|page|company|"
                    r"label|stall)(?:'s| is) (?:called|named)", re.I)
_NAME = re.compile(r" ((?-i:[A-Z][\w&'-]+)(?: (?-i:[A-Z][\w&'-]+|&)){0,3})")
# what is done on the side: "doing a bit of tiling on the side", "on the side I make soaps"
_WHAT = re.compile(r"\b(?:doing|do|does|make|making|sell|selling|run|running) ((?:a bit of |some )?"
                   r"[a-z][\w -]{2,40}?) on the side\b|\bon the side,? (?:i|we) (?:also )?"
                   r"(make|sell|do|run|bake|fix|build|design|teach) ([a-z][\w -]{2,40}?)"
                   r"(?=[,.;!?]| and | on | at |$)", re.I)


def side_business(s: str, page: Page, who: str) -> list[dict]:
    """The speaker's named side business in `s`, keyed `business.side`."""
    side, named = _SIDE.search(s), _NAMED.search(s)
    if not side or not named or not re.match(r"(?:\w+[,!]?\s+){0,3}(?:i|we)\b|on the side\b", s,
                                             re.I):
        return []
    name = _NAME.match(s[named.end():])
    if not name:
        return []
    what = _WHAT.search(s)
    said = (f" ({what.group(1)} on the side)" if what.group(1) else
            f" ({what.group(2).lower()}s {what.group(3)} on the side)") if what else ""
    said = said.replace("(a bit of ", "(").replace("(some ", "(")
    return [fact("trait", "business.side", name.group(1),
                 f"{poss(who)} side business is called {name.group(1)}{said}.", page, 0.75)]


__all__ = ["side_business"]
