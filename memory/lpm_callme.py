"""Being told what to call the speaker ("you can call me Weng", "Bridget is the name on
paper ..., so Bridie please"): moved out of lpm_identity (its size).
"""
from __future__ import annotations

import re

from .lpm_base import CALENDAR as _CALENDAR
from .lpm_identity import NOT_NAME as _NOT_NAME
from .lpm_words import NAME

# "I'm Rowena, but you can call me Weng": said to the listener, so the clause is cut from the
# statement (sentences.trim); read again as a sentence of its own (remember33: it was lost)
_YOU_CALL_ME = re.compile(r"\b(?i:you (?:can|may|could|should|might as well) (?:just |always )?"
                          r"call me) " + NAME + r"(?=[,.;!]|$| (?i:for short|instead|if you)\b)")


# "Bridget is the name on paper but nobody has called me that since, so Bridie please": the
# name used instead, asked for after the one nobody uses (remember45)
_SO_NAME = re.compile(r"\b(?i:call(?:s|ed)? me (?:that|it))\b[^.!?]{0,60}?,? (?i:so|just) " + NAME
                      + r",? (?i:please|instead)\b")


def you_call_me(s: str) -> list[str]:
    """"My nickname is X." when `s` tells the listener to call the speaker X."""
    m = _YOU_CALL_ME.search(s) or _SO_NAME.search(s)
    if not m or _CALENDAR.match(m.group(1)) or m.group(1).split()[0] in _NOT_NAME:
        return []   # ("you can call me Monday")
    return [f"My nickname is {m.group(1)}."]


__all__ = ["you_call_me"]
