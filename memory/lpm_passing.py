"""Facts said in passing: inside a request, in the sentence after one, in lowercase chat.

Design decisions:
- People mostly tell an assistant about themselves while asking for something: "Can you
  suggest a present for my wife Anneke? She's into pottery." The question itself is never a
  candidate statement (`sentences.candidate`), but "my wife Anneke" presupposes the relation
  whatever the mood, so `kin_named` reads that one pattern from any sentence; nothing else of
  a question is kept.
- The sentence after such a mention often goes on in the third person ("She's into pottery",
  "He's turning nine"). `about_kin` puts the relative back as the subject ("My wife Anneke
  is into pottery") so the usual rules read it as the speaker's; only "he"/"she" opening the
  sentence, only right after one named relative, and only where the pronoun fits the
  relation (a wife is "she"), so "She said ..." about someone else stays unread.
- Chat written without capitals ("my budgie, called him sid", "live in norwich") hides the
  names that the rules find by their capital. `capitalised` restores it in a few slots where
  a name is all but certain (after "called"/"named", after "live in"/"moved to", a relation
  followed by "passed away"), only in a message with no capitals of its own, and never for a
  common word.
"""
from __future__ import annotations

import re

from .lpm_words import RELATIONS
from . import sentences as S

_SHE = frozenset("wife mother mom mum sister daughter girlfriend granddaughter grandmother "
                 "grandma aunt niece stepdaughter fiancee fiancée".split())
_HE = frozenset("husband father dad brother son boyfriend grandson grandfather grandpa uncle "
                "nephew stepson fiance fiancé".split())
_KIN = re.compile(r"\b(?i:my|our) (?i:(" + RELATIONS + r")),? ([A-Z][\w'-]+)(?:'s)?\b")
# words that follow a relation without being a name ("my son started", "my wife loves")
_COMMON = frozenset(
    "town city country village home house flat apartment place area suburbs countryside "
    "abroad here there work school college uni university hospital church bed own self "
    "old new late little big mum mom dad wife husband son daughter friend family".split())


def kin_named(s: str) -> list[tuple[str, str]]:
    """(relation, name) pairs a sentence of any mood names: "for my wife Anneke?"."""
    return [(m.group(1).lower(), re.sub(r"'s$", "", m.group(2))) for m in _KIN.finditer(s)
            if m.group(2) not in ("I", "My")]


def about_kin(s: str, rel: str, name: str) -> str | None:
    """`s` with an opening "He"/"She" replaced by the relative just named, or None."""
    m = re.match(r"(He|She)(?:('s)|\b)", s)
    if not m or (m.group(1) == "She") != (rel in _SHE) or (rel not in _SHE | _HE):
        return None
    rest = s[m.end():]
    if m.group(2):   # "'s been" is "has been", "'s turning" is "is turning"
        rest = (" has" if re.match(r"\s+(?:been|got|had)\b", rest) else " is") + rest
    return f"My {rel} {name}{rest}"


def capitalised(text: str) -> str:
    """`text` with names in sure slots capitalised when the writer uses no capitals."""
    if re.search(r"[A-Z]", re.sub(r"\bI\b(?:'\w+)?", "", text)):
        return text

    def cap(m):
        w = m.group(2)
        if not S.content_words(w) or w in _COMMON or re.fullmatch(r"(?:him|her|it|them|me|us)", w):
            return m.group(0)
        return m.group(1) + w[0].upper() + w[1:]
    slots = (r"(\b(?:called|named)(?: (?:him|her|it))? )([a-z][a-z'-]+)",
             r"(\b(?:live|living|lives|moved|based|settled) (?:in|to) )([a-z][a-z'-]+)",
             r"(\b(?:my|our) (?:" + RELATIONS + r") )([a-z][a-z'-]+)(?= (?:passed|died|who)\b)",
             r"(^(?:(?:hi|hello|hey|hiya)(?: there)?[\s,!.]*)(?:its|it's|this is) )"
             r"([a-z][a-z'-]+)")
    for pat in slots:
        text = re.sub(pat, cap, text, flags=re.M)
    return text
