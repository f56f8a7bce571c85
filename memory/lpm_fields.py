"""Facts given as a form: "Name: Oskar Lind; Age: 38; Job: designer", "fav food = sushi".

Design decision: people paste or type their details as labelled fields, often several to a
line, split by semicolons, commas or new lines. `expand` rewrites each field whose label is
a known kind of personal detail into the plain sentence that says it ("I'm 38.", "I live in
Uppsala."), so the usual rules read it; a message without such a label is left unchanged,
and an unknown label ("Big news: ...", "Update: ...") is never read as a field.
"""
from __future__ import annotations

import re

from .lpm_base import article
from .lpm_words import SINGLE

# label -> the sentence that says its value
_SAY = {
    **dict.fromkeys(("name", "full name", "my name"), "My name is {v}."),
    **dict.fromkeys(("nickname", "call me", "goes by"), "My nickname is {v}."),
    **dict.fromkeys(("age",), "I'm {v} years old."),
    **dict.fromkeys(("job", "occupation", "profession", "job title"), "I work as {a}."),
    **dict.fromkeys(("employer", "workplace", "works at"), "I work at {v}."),
    **dict.fromkeys(("city", "location", "home", "lives in", "living in", "based in", "town",
                     "hometown now", "current city", "residence"), "I live in {v}."),
    # not a bare "From:", which opens a pasted email
    **dict.fromkeys(("born in", "hometown", "country of origin"), "I'm from {v}."),
    **dict.fromkeys(("birthday", "date of birth", "dob", "born on"), "My birthday is {v}."),
    **dict.fromkeys(("hobbies", "hobby", "interests", "pastimes"), "My hobbies are {v}."),
    **dict.fromkeys(("allergies", "allergy", "allergic to"), "I'm allergic to {v}."),
    **dict.fromkeys(("diet",), "I'm {v}."),
    **dict.fromkeys(("pets", "pet"), "I have {a}."),
}
_FAVOURITE = r"(?:favou?rite|fave|fav|go-to) [a-z]+(?: [a-z]+)?"
_LABEL = (r"(?:" + "|".join(sorted(map(re.escape, _SAY), key=len, reverse=True))
          + r"|" + _FAVOURITE + r"|(?:" + SINGLE + r"))")
LABEL = _LABEL   # (lpm_notebook: a form label after a dash)
# a field: a label at the start of a segment, then ":" or "=" and its value
_FIELD = re.compile(r"^\s*(" + _LABEL + r")\s*[:=]\s*(\S.*?)[\s.]*$", re.I)
# segments: split at ";", "|" or a new line, and at a comma that opens the next field
_SEGMENT = re.compile(r"\s*[;|\n]\s*|[,.]\s*(?=" + _LABEL + r"\s*[:=])", re.I)   # ("... green. fav band: a-ha")


def _say(label: str, value: str) -> str:
    label = label.lower()
    if label in _SAY:
        if label == "age":
            value = re.sub(r"\s*(?:years old|years|yrs|y/?o)$", "", value, flags=re.I)
        return _SAY[label].format(v=value, a=article(value))
    if re.fullmatch(_FAVOURITE, label):
        return f"My favourite {label.split(' ', 1)[1]} is {value}."
    return f"My {label} is {value}."   # a relation: "Wife: Anna"


def expand(text: str) -> str:
    """`text` with each labelled field said as a sentence; unchanged without one."""
    if not re.search(_LABEL + r"\s*[:=]", text or "", re.I):
        return text
    parts = [p for p in _SEGMENT.split(text) if p and p.strip()]
    said = [_FIELD.match(p) for p in parts]
    if not any(said):
        return text
    return "\n".join(_say(m.group(1), m.group(2)) if m else p.strip() for m, p in
                     zip(said, parts))
