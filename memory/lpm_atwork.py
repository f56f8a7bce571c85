"""Where the speaker works, said as where they are beside their job: "I've been a mechanic
for 20 years, right now I'm at the Firestone on Saunders in Laredo" (remember37: formed no
workplace, so "I left Firestone!" ended nothing and "Where did I work before?" found none).

Design decision: "I'm at X" is where someone is far more often than where they work ("I'm at
Tesco", "I'm at the Hilton for a conference"), so it is the workplace only in the sentence
that says the job, at a place said by its name, and not for a stay, a visit or an errand.
"""
from __future__ import annotations

import re

from .lpm_base import CALENDAR, fact
from .types import Page

_AT = re.compile(r"\b(?:(?:right now|currently|at the moment|these days|nowadays|now),? )?"
                 r"i(?:'m| am) (?:now |currently |still )?(?:working )?at (the )?"
                 r"((?-i:[A-Z][\w&'-]+)(?: (?-i:[A-Z][\w&'-]+)){0,2})"
                 r"((?: (?:on|in) (?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+)){0,2}){0,2})"
                 r"(?!\w| (?:for|with|to|visiting|today|tonight|this|until|till)\b)", re.I)
# a name that is a time, a person's title or an event: no workplace
_NOT_PLACE = re.compile(r"(?:I|My|Christmas|Easter|Dr|Mr|Mrs|Ms|Home|Work|Uni|School)\b")


def at_work(s: str, page: Page, who: str, out: list[dict]) -> list[dict]:
    """The workplace fact of "I'm at X" in `s`, a sentence whose facts so far (`out`) say the
    speaker's job and no workplace; else []."""
    if not any(f["attribute"] == "job" for f in out) or any(
            f["attribute"] == "employer" for f in out):
        return []
    m = _AT.search(s)
    if not m or CALENDAR.match(m.group(2)) or _NOT_PLACE.match(m.group(2)):
        return []
    org = m.group(2)
    said = f"{m.group(1) or ''}{org}{m.group(3)}"
    return [fact("trait", "employer", org, f"{who} works at {said}.", page, 0.75)]
