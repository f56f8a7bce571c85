"""Which earlier message a correction puts right, when several hold the wrong value.

Design decisions (remember50, blind scripts):
- "Sorry, the twins turn 6, not 5" names what it is about ("twins") beside the value; the
  newest message holding "5" was "My German exam is on 5 December", and the exam date was
  swapped to the 6th while the twins stayed 5. The messages that say a word of the
  correction's subject come first; the newest first among each (as before), so a correction
  naming nothing else ("Sorry, I meant Thursday") still goes to the newest. Weekdays, months
  and numbers are values, not subjects: "I meant Thursday" is about no Thursday said before.
- The subject is the correcting sentence's content words less the values and the words of
  correcting itself ("sorry", "meant"); a plural said as a singular ("twins", "twin boys")
  is the same word.
"""
from __future__ import annotations

import re

from .lpm_corrections import kind_of
from .sentences import content_words, split
from .types import Page

_FIXING = frozenset("sorry oops whoops correction meant mean said wrote typed told actually "
                    "mistake typo wrong rather not bad earlier before instead".split())


def _stem(w: str) -> str:
    w = re.sub(r"'s$", "", w)
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w


def subject(text: str, old: str) -> set[str]:
    """The words of what the correction in `text` of `old` is about."""
    sents = [s for s in split(text) if re.search(rf"(?<![\w]){re.escape(old)}(?![\w])", s, re.I)]
    return {_stem(w) for w in content_words(" ".join(sents[:1]))
            if w not in _FIXING and not any(c.isdigit() for c in w) and not kind_of(w)} - {_stem(old.lower())}


def by_subject(pages: list[Page], text: str, old: str) -> list[Page]:
    """`pages` (newest first) with those that say a word of the subject first."""
    words = subject(text, old)
    if not words:
        return pages
    said = [p for p in pages if words & {_stem(w) for w in content_words(p.user_text)}]
    return said + [p for p in pages if p not in said]
