"""A slip put right in the same breath: "a dental hygenist i mean hygienist", "Brsitol i mean
Bristol", "on tuesday sorry thursday", mended where it stands before any rule reads the
sentence (lpm_prepare), only where the two words are spellings of one word or of one kind (a
weekday, a month, a number), as "I mean" is mostly a filler ("I mean, it's fine"). Split out
of lpm_corrections (which puts right what an earlier sentence said) at 400 lines.
"""
from __future__ import annotations

import difflib
import re

from .lpm_corrections import kind_of as _kind


_INLINE = re.compile(r"\b([\w'-]+),? (?:i mean|i meant|sorry|\*)[,:]? \*?([\w'-]+)\b", re.I)


def _same_word(a: str, b: str) -> bool:
    """Whether `b` puts right `a`: a spelling of the same word, or a word of the same kind."""
    if a.lower() == b.lower():
        return False
    ka, kb = _kind(a), _kind(b)
    if ka or kb:
        return ka == kb
    return (min(len(a), len(b)) >= 4 and a[:1].lower() == b[:1].lower()
            and difflib.SequenceMatcher(None, a.lower(), b.lower()).ratio() >= 0.75)


def inline(text: str) -> str:
    """`text` with a slip put right in the same breath replaced by the right word:
    "a dental hygenist i mean hygienist" -> "a dental hygienist"."""
    return _INLINE.sub(lambda m: m.group(2) if _same_word(m.group(1), m.group(2))
                       else m.group(0), text or "")
