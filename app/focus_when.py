"""A "when" question about the user gets a dated fact that says more of the question than the
closest one does.

Design decision (remember50, blind scripts): "When did I run my first half marathon?" was
given the running habit ("runs with a club every Saturday morning") while "The user ran their
first half marathon in April 2026." was among the facts found. focus_kinds puts a date first
only among the facts about one person asked of (for the user's own, "When is my anatomy exam?"
must not get another dated fact; leona). Here a dated fact comes first only where it says
more of the question's words than the first one: the half marathon, not any date. Likewise
"What happened to Rusty?" asks the news of him: a fact saying only his name or age comes
after one that tells what happened (darryl: "The user's dog Rusty is 2 years old." was given).
"""
from __future__ import annotations

import re

from memory.asked_attribute import HAPPENED

from .focus_kinds import SAYS_DATE, asked_words

_WHEN = re.compile(r"^\s*(?:when\b|since when\b|what (?:date|day|year|month)\b)", re.I)


def when_first(pick: list, text: str, plain) -> list:
    """`pick` with, for a question asking when, the dated fact saying most of it first."""
    if len(pick) < 2 or not _WHEN.search(text):
        return pick
    # ("When was Fionn's hurling before it moved?": the change is when it was not; remember62)
    words = asked_words(re.sub(r"\bbefore (?:it|that|they|he|she|we|i) \w+", "", text, flags=re.I), set())

    def said(f) -> int:
        return sum(bool(re.search(rf"\b{re.escape(w)}", plain(f), re.I)) for w in words)
    dated = [f for f in pick if SAYS_DATE.search(plain(f))]
    best = max(dated, key=said, default=None)
    if best is None or said(best) <= said(pick[0]):
        return pick
    return [best] + [f for f in pick if f is not best]


_ONLY_WHO = re.compile(r"\b(?:is|was) called\b|\bis \d+ years old\.$|\bbirthday is\b")
_DONE = re.compile(r"\b(?:got|was|were|had|went|came|fell|broke|died|passed|lost|\w{3,}ed)\b")


def news_first(pick: list, text: str, plain) -> list:
    """`pick` with, for "What happened to X?", the facts that tell something done or befallen
    first, then those saying more than X's name, age or birthday."""
    if len(pick) < 2 or not HAPPENED.search(text):
        return pick
    return sorted(pick, key=lambda f: (bool(_ONLY_WHO.search(plain(f))),
                                       not _DONE.search(plain(f))))


_NEW_DATE = re.compile(r"\(the new dates?\)")


def original_date(facts, text: str, plain) -> list:
    """For "What was the original date for my knee surgery?", when the first fact is the new
    date an event was moved to: the other fact that says a date (the date told first)."""
    if not facts or not _NEW_DATE.search(plain(facts[0])) or not re.search(
            r"\b(?:original|first|old|previous)\b|\bbefore\b", text, re.I):
        return []
    return [f for f in facts[1:] if SAYS_DATE.search(plain(f)) and not _NEW_DATE.search(plain(f))][:1]
