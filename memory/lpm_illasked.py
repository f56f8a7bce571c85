"""A condition the speaker has, said as what they ask advice for, with the doctor's word to
them in the same message: "Can you suggest a breakfast that is good for gout? The doctor told
me to cut red meat." (kiprono: "What health problem do I have?" found nothing).

Design decision: advice asked "for gout" alone may be for anyone (a parent, a guest); the
doctor's word said to the speaker in the same message makes the ask their own, so the message
gains the sentence "I have gout." for the condition rules. Not when a relative is named in the
ask ("good for my dad's gout") nor the doctor's word is said to someone else ("told him").
"""
from __future__ import annotations

import re

from .lpm_tastes import ILLS
from .lpm_words import RELATIONS

_ASKED = re.compile(r"\b(?i:good|best|safe|okay|ok|bad|help|helps|with|for)\b (?:(?i:my) )?(" + ILLS
                    + r")\b[^.!?\n]*\?", re.I)
_DOCTOR = re.compile(r"\b(?i:the|my) (?i:doctor|doc|gp|consultant|specialist|nurse|physio)\b "
                     r"(?:(?i:has |just |also ))*(?i:told me|tells me|said|says|wants me|advised "
                     r"me|has told me|put me on)\b(?! (?:he|she|they|him|her|them|my)\b)")


def ill_asked(text: str) -> str:
    """`text`, with "I have X." after it where it asks advice for condition X and gives the
    doctor's word to the speaker."""
    m = _ASKED.search(text)
    if not m or not _DOCTOR.search(text) or re.search(
            r"\b(?:my|our|his|her|their) (?:" + RELATIONS + r")\b", text[:m.end()], re.I):
        return text
    ill = m.group(1) if m.group(1).isupper() else m.group(1).lower()
    return f"{text.rstrip()} I have {ill}."


__all__ = ["ill_asked"]
