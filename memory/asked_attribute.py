"""Which of the user's keyed facts a question asks for, when it asks for one by its usual words.

"Which company do I work for at the moment?" is close in meaning to every fact about the
user's work ("leads a team of six engineers", "is applying for a job at ..."), and the one
fact that answers it ("The user works at Arcadis.", attribute `employer`) ranked fourth, past
the few facts restated next to the message (retrieval.MAX_FACTS). A question asking for a
well-known attribute of the user names it in a handful of ways; the current fact of that
attribute then leads the restated facts, whatever the ranks.

Only the user's own attributes, asked in the first person: "Where does my sister live?" asks
of the sister, "Where should I live?" asks for advice, so neither is matched.
"""
from __future__ import annotations

import re

_I = r"(?:i|we)"
_ASKED: tuple[tuple[str, re.Pattern], ...] = tuple((attr, re.compile(rx, re.I)) for attr, rx in (
    ("location", rf"\b(?:where|which (?:city|town|country|village|area))(?: do| did)? {_I} "
                 rf"(?:live|reside|stay)(?: in)?(?: now| at the moment| these days)?\W*$|"
                 r"\bwhere(?:'s| is) (?:my|our) home\b|\bwhere am i (?:living|based)\b"),
    ("employer", rf"\b(?:where|which (?:company|firm|place)|who)(?: do| did)? {_I} work"
                 r"(?: for| at)?(?: now| at the moment| these days)?\W*$|"
                 r"\bwhat(?:'s| is) (?:the name of )?(?:my|our) (?:company|employer|workplace)\b"),
    ("job", r"\bwhat(?:'s| is) my (?:job|occupation|profession|line of work)\b|"
            r"\bwhat do i do for (?:a living|work)\b|\bwhat(?:'s| is) my job title\b"),
    ("age", r"\bhow old am i\b|\bwhat(?:'s| is) my age\b"),
    ("name", r"\bwhat(?:'s| is) my (?:full |first )?name\b|\bwhat am i called\b"),
    ("birthday", r"\bwhen(?:'s| is) my (?:birthday|bday)\b|\bwhen was i born\b"),
    ("car", r"\bwhat (?:car|vehicle) do i (?:drive|have|own)\b|\bwhat(?:'s| is) my car\b"),
    ("diet", r"\bwhat(?:'s| is) my diet\b|\bwhat diet do i (?:follow|have|eat)\b"),
    ("height", r"\bhow tall am i\b|\bwhat(?:'s| is) my height\b"),
    ("hometown", r"\bwhere (?:am i from|did i grow up|was i born)\b|\bwhat(?:'s| is) my home ?town\b"),
    ("languages", r"\bwhat languages? do i speak\b|\bwhich languages? do i speak\b"),
))


def asked_attribute(question: str) -> str | None:
    """The attribute key `question` asks for (e.g. "employer"), or None."""
    q = re.sub(r"\s+", " ", question.strip())
    for attr, rx in _ASKED:
        if rx.search(q):
            return attr
    return None


__all__ = ["asked_attribute"]
