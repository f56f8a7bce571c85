"""The speaker's own measurements and dates: height ("I'm only 5'4\"", "I'm 170cm tall"),
weight ("I weigh 90 kilos", "I'm down to 82kg") and birth year ("I was born in 1987").

Design decisions (remember8, blind scripts):
- A height is asked as a number long after it was said in passing ("How tall am I?"), and a
  sentence such as "I'm only 5'4 so the bump gets in the way" scores too low to be kept as
  a statement. Feet and inches ("5'4", "5 foot 4", "5ft 4in") are a height wherever the
  speaker says "I'm" them ("5 feet" alone only with "tall": "I'm 5 feet away"); metres or centimetres only with "tall" ("I'm 150cm from the door"
  is no height). Keyed `height`, so a corrected height ends the old one.
- A weight is said with its unit, and changes (keyed `weight`, so "I'm down to 82 kilos now"
  ends "I weigh 90 kilos"); how much was lost or gained is no weight ("I've lost 8 kilos").
- A birth year is a date, not a place: lpm_identity reads "I was born in <Place>"; "I was
  born in 1987" is keyed `birth_year`.
"""
from __future__ import annotations

import re

from .lpm_base import MONTHS, fact
from .types import Page

_HEIGHT = re.compile(r"\b(?i:i(?:'m| am)) (?:(?i:only|just|about|around|nearly|almost|"
                     r"exactly|barely|over|under) )?(?:(\d)\s?'\s?(\d{1,2})\b(?!\s?(?:years|"
                     r"months))|(\d) ?(?i:foot|feet|ft)(?: ?(\d{1,2})(?: ?(?i:inches|in)\b)?|(?= tall))|"
                     r"(1[.,]\d{1,2}) ?(?i:m|metres|meters)\b(?= tall)|(1\d\d) ?(?i:cm)\b(?= tall))")
# "I weigh 90 kilos", "I'm down to 82kg now", "I'm 14 stone 3": a weight said with its unit
WEIGHT_UNIT = r"(?:kg|kgs|kilos?|kilograms?|stone|st|lbs?|pounds)\b"
_WEIGHT = re.compile(r"\b(?i:i weigh|i(?:'m| am) (?:now |currently )?(?:down to|up to|at)|i(?:'m| am)"
                     r"(?: now| currently)?|my weight is(?: now)?) (?:(?i:about|around|nearly|almost|"
                     r"just over|just under|over|under) )?(\d{2,3}(?:\.\d)?) ?((?i:" + WEIGHT_UNIT
                     + r")(?: ?\d{1,2}(?: ?(?i:lbs?|pounds))?\b)?)")
_BORN = re.compile(r"\b(?i:i was born in) (?:(?i:" + MONTHS + r") )?((?:19|20)\d\d)\b")


def measures(s: str, page: Page, who: str) -> list[dict]:
    """Height and birth year said by the speaker in `s`."""
    out = []
    m = _HEIGHT.search(s)
    if m:
        if m.group(1):
            h = f"{m.group(1)}'{m.group(2)}"
        elif m.group(3):
            h = f"{m.group(3)} foot" + (f" {m.group(4)}" if m.group(4) else "")
        else:
            h = f"{m.group(5)} m" if m.group(5) else f"{m.group(6)} cm"
        out.append(fact("trait", "height", h, f"{who} is {h} tall.", page, 0.75))
    m = _WEIGHT.search(s)
    if m and not re.search(r"\b(?:lost|gained|put on)\b[^.;!?]{0,12}$", s[:m.start(1)], re.I):
        w = f"{m.group(1)} {m.group(2)}"
        out.append(fact("trait", "weight", w, f"{who} weighs {w} (their weight).", page, 0.75))
    m = _BORN.search(s)
    if m:
        out.append(fact("trait", "birth_year", m.group(1), f"{who} was born in {m.group(1)}.",
                        page, 0.8))
    return out
