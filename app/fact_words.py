"""What a fact says to the user: in the second person ("Your cat is called Miso."), and the
line a chat shows when facts were formed, changed or forgotten after a turn (the desktop
chat under the answer, `engram chat` after it). The model is given the third-person
sentence; these words are for the user's eyes only.
"""
from __future__ import annotations

import re

SHOWN = ("added", "updated", "forgotten")   # a "confirmed" repeat is no news
_VERB_S = re.compile(r"^The user (\w+?)(ies|es|s)\b")
_NO_STRIP = {"is", "was", "has", "does", "goes", "says"}
# the irregular verbs first; the regular ones lose their -s in `second_person`
_YOU = ((r"^The user's\b", "Your"), (r"^The user is\b", "You are"),
        (r"^The user was\b", "You were"), (r"^The user has\b", "You have"),
        (r"^The user does\b", "You do"), (r"^The user goes\b", "You go"))


def second_person(sentence: str) -> str:
    """'The user's cat is called Biscuit.' -> 'Your cat is called Biscuit.' (for the user's
    eyes only; the model is given the third-person sentence)."""
    s = sentence.strip()
    for pattern, words in _YOU:
        s = re.sub(pattern, words, s)

    def verb(m: re.Match) -> str:
        stem, end = m.group(1), m.group(2)
        if m.group(0).split()[-1] in _NO_STRIP:
            return m.group(0)
        return "You " + stem + ("y" if end == "ies" else
                                ("e" if end == "es" and not re.search(r"(ch|sh|ss|x|o)$", stem)
                                 else ""))
    s = _VERB_S.sub(verb, s)
    s = re.sub(r"\bthe user's\b", "your", s)
    s = re.sub(r"\bthe user\b", "you", s)
    return s


def describe(change) -> str:
    """The line's words for one FactChange (plain text)."""
    now = second_person(change.item.text)
    if change.action == "updated" and change.previous is not None:
        return f"Updated: {now} (was: {second_person(change.previous.text)})"
    if change.action == "forgotten":
        return f"Forgot: {now}"
    return f"Remembered: {now}"
