"""A "when" question gets, of the facts about whom it asks, one that says a date.

Design decision (remember50, blind scripts): "When is my sister coming to visit?" was given
the fact naming the sister ("The user's sister is called Graciela."), and "When did I run my
first half marathon?" the running habit, while the facts saying "in September 2027" and "in
April 2026" were among those found. A question asking when is answered only by a fact with a
date or a day in it; of those, the one saying more of the question's words first. Other
questions keep their order.
"""
from __future__ import annotations

import calendar
import re

from .focus_kinds import asked_words

_WHEN = re.compile(r"^\s*(?:when\b|since when\b|what (?:date|day|year|month)\b|"
                   r"how long ago\b)", re.I)
_DATED = re.compile(r"\b(?:(?:19|20)\d\d|\d{1,2}(?:st|nd|rd|th)|" + "|".join(
    m for m in calendar.month_name if m) + "|" + "|".join(calendar.day_name)
    + r"|ago|last (?:week|month|year)|tomorrow|tonight)\b", re.I)


def when_first(pick: list, text: str, plain) -> list:
    """`pick` with, for a question asking when, the facts saying a date first."""
    if len(pick) < 2 or not _WHEN.search(text):
        return pick
    words = asked_words(text, set())

    def said(f) -> int:
        return sum(bool(re.search(rf"\b{re.escape(w)}", plain(f), re.I)) for w in words)
    return sorted(pick, key=lambda f: (not _DATED.search(plain(f)), -said(f)))
