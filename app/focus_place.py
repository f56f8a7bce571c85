"""Where someone lives or studies, asked (the home part split out of focus_subject).
"Where is my son studying?", "Which city is my daughter studying in?" (abena, bartek, dragan:
a relative's study, once keyed, led with the subject and no place): the facts that name a
place come first; the order is kept otherwise.
"""
from __future__ import annotations

import re

# (not "Where do I work now?": the workplace is said "at a Ledgerline", no capital after "at"; jamal)
_ASKS_WHERE = re.compile(r"\bwhere (?:is|does|did|do) .{1,40}?\b(?:study|studying|studies)\b|\bwhich "
                         r"(?:city|town|country|university|uni|college|school) .{1,40}?\b(?:study|"
                         r"studying|studies)\b", re.I)
# (a month is no place: "switching to midwifery in September")
_PLACE = re.compile(r"\b(?:in|at) (?:the )?(?!(?:January|February|March|April|May|June|July|August|"
                    r"September|October|November|December|Spring|Summer|Autumn|Winter)\b)[A-Z][\w'-]+")


def place_first(pick: list, text: str, plain) -> list:
    """`pick` with, for a question asking where someone studies or works, the facts that name
    a place first."""
    # (someone else's: the user's own study is said as they said it, "at uni in sheffield"; kayla)
    if len(pick) < 2 or not _ASKS_WHERE.search(text) or re.search(r"\b(?:I|we)\b", text, re.I):
        return pick
    return sorted(pick, key=lambda f: not _PLACE.search(plain(f)))


# where someone lives asked ("Which city is my brother in?"; not "Where is Omer from?": remember57)
_ASKS_HOME = re.compile(r"^(?!.*\b(?:work|works|study|studies|job|school|uni|from)\b).*(?:\bwhere "
                        r"(?:does|do|is|did)\b.*\b(?:live|living|based)\b|\bwhich (?:city|"
                        r"town|country|village|part of)\b)", re.I)
_SAYS_HOME = re.compile(r"\b(?:lives?|living|based in|moved to|settled in)\b", re.I)
# (not where one will visit: "Kwabena will finally visit the user in Hamburg"; abena)
_VISITS = re.compile(r"\bvisit(?:s|ing)?\b", re.I)


def home_first(pick: list, text: str, plain) -> list:
    """`pick` with, for a question asking where someone lives, the facts saying a home first
    and those saying a visit last."""
    if not _ASKS_HOME.search(text):
        return pick
    return sorted(pick, key=lambda f: (not _SAYS_HOME.search(plain(f)), bool(_VISITS.search(plain(f)))))
