"""A workplace said as where the speaker is now, right after the work they left: "I finally
left the depot, I'm at the council now", "I quit the bank and I'm with Aviva these days".

Design decision: "I'm at the hospital now" alone is as likely a visit as a job, so it is a
workplace only in a sentence that first says work was left (`lpm_changes.LEFT`), and only a
workplace by its kind (`lpm_changes.A_WORKPLACE`: "the council", "a dental practice") or by
its name. The new workplace ends the old job, as "I got a new job at ..." does (remember46:
"Where do I work now?" had only the statement).
"""
from __future__ import annotations

import re

from .lpm_base import fact
from .lpm_changes import A_WORKPLACE, LEFT, poss_left
from .types import Page

_NOW_AT = re.compile(r"^,? (?:(?i:and|so|now|but) )?(?:(?i:i'm|i am) )(?:(?i:now|currently) )?"
                     r"(?i:at|with) (" + A_WORKPLACE + r"|[A-Z][\w&'-]+(?: [A-Z][\w&'-]+){0,2})"
                     r"(?= (?i:now|these days|instead)\b)")


# "I don't work at Asda anymore, I'm at Lidl now": the work left said by the place
_NOT_THERE = re.compile(r"\b(?i:i (?:don't|do not|no longer) work (?:at|for)|i(?:'m| am) (?:not|no "
                        r"longer) (?:at|with)) ((?:(?i:the) )?[A-Z][\w&'-]+(?: [A-Z][\w&'-]+){0,2})"
                        r"(?: (?i:any ?more|now))?")


def now_at(s: str, page: Page, who: str) -> list[dict]:
    """The workplace `s` says the speaker is at now, after the work it says they left."""
    left = LEFT.search(s) or _NOT_THERE.search(s)
    m = _NOW_AT.match(s[left.end():]) if left else None
    if not m or re.match(r"(?:I|My|Our|The|Home)\b", m.group(1)):
        return []
    if left.re is _NOT_THERE:
        return [fact("trait", "employer", m.group(1), f"{who} works at {m.group(1)} now (no longer "
                     f"at {left.group(1)}).", page, 0.75, ends=["job"])]
    was = re.sub(r"^(?i:i|i've|i have)(?: just| finally)? \w+(?: \w+ \w+)? (?=my|the|a)", "",
                 left.group(0))
    return [fact("trait", "employer", m.group(1), f"{who} works at {m.group(1)} now (since "
                 f"leaving {poss_left(was)}).", page, 0.75, ends=["job"])]


__all__ = ["now_at"]
