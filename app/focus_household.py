"""A vehicle asked of as the household's ("What car did we get?") is answered by the fact of
the one who bought it for the household: "The user's husband Chuks ... bought a silver Honda
Jazz." (ifeoma: a question about the user alone drops a fact only about a relative, and the
allotment was given).

Design decision: only with "we/our" (a household's thing) and a vehicle word asked; the fact
must name a make or a vehicle word. "What car does my sister drive?" is a relative's question
and goes the usual way.
"""
from __future__ import annotations

import re

from memory.lpm_words import CAR_MAKES

_ASKS = re.compile(r"\b(?:what|which)\b[^?]*\b(?:car|van|ute|truck|motorbike|caravan|campervan|"
                   r"vehicle)\b[^?]*\b(?:we|our|us)\b|\b(?:our|we)\b[^?]*\b(?:car|van|ute|truck|"
                   r"motorbike|caravan|campervan|vehicle)\b", re.I)
_SAYS = re.compile(r"\b(?:" + CAR_MAKES + r"|car|van|ute|truck|motorbike|caravan|campervan)\b",
                   re.I)
_KIN = re.compile(r"\b(?:my|our|his|her|their) (?:sister|brother|mum|mom|dad|son|daughter|"
                  r"friend|neighbou?r|boss|colleague)\b", re.I)


def ours(facts, text: str, plain):
    """The fact saying the household's vehicle `text` asks of, or None."""
    if not _ASKS.search(text) or _KIN.search(text):
        return None
    return next((f for f in facts if _SAYS.search(plain(f))), None)
