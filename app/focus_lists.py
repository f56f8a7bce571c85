"""A question about several of the user's relatives or pets ("What are my kids called?") gets
the fact naming them all first.

Design decision: given "The user's youngest child is called Rory.", "... oldest child is
called Aoife." and "The user has two kids: Aoife (9) and Rory (7).", the focused layout put
the first beside the question (its words "called" and "child" matched), and the small model
answered with one child. A plural asked of ("kids", "sons", "dogs") puts a fact that lists two
names or more first; "how many" questions have their own order (focus_subject).
"""
from __future__ import annotations

import re

_PLURAL = re.compile(r"\b(?:my|our) (?:\w+ )?(?:kids|children|sons|daughters|grandkids|"
                     r"grandchildren|grandsons|granddaughters|brothers|sisters|siblings|dogs|"
                     r"cats|pets|boys|girls)\b(?!'| \w+ (?:called|named))", re.I)
_LISTS = re.compile(r"\b[A-Z][\w'-]+(?: \(\d{1,2}\))?,? (?:and|&) [A-Z][\w'-]+")


def list_first(pick: list, text: str, plain) -> list:
    """`pick` with a fact listing several names first, where `text` asks of several."""
    if len(pick) < 2 or not _PLURAL.search(text) or re.search(r"\bhow many\b", text, re.I):
        return pick
    return sorted(pick, key=lambda f: not _LISTS.search(plain(f)))
