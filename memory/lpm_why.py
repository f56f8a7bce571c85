"""Why the speaker moved, kept in the home's fact: "We just moved to Oranmore, closer to
Colm's restaurant", "I moved to Bristol to be near my daughter", "we moved to Leeds for my
job". The home was keyed and the reason, said in the same sentence, was dropped with the
statement, so "Why did we move?" had nothing to answer with.

Design decision: only the clause right after the new place, opened by a word that gives a
reason ("closer to", "to be near", "for", "because", "so"), up to the clause's end; said in
the third person ("my" -> "their"). Not "We moved to Leeds in May" (a time) nor "..., and
I love it" (news after).
"""
from __future__ import annotations

import re

_REASON = re.compile(r",? ((?:(?:to be |so we(?:'re| are|'d be) |so i(?:'m| am|'d be) )?(?:closer "
                     r"to|nearer(?: to)?|near|with)|to be (?:with|there for)|for (?:my|our|the|a|"
                     r"work|uni|school)|because|as (?:my|our)|since (?:my|our)|to (?:look after|"
                     r"care for|help|start|join|study|work))\b[^.;!?]{3,60}?)(?=[.;!?]|$|, (?:and|"
                     r"but|so)\b| and (?:i|we)\b)", re.I)
_MOVED = re.compile(r"\b(?:moved|moving|relocated|shifted|came)\b", re.I)


def why_moved(statement: str, facts: list[dict]) -> None:
    """The reason said after a new home's place, added to its fact's text in place."""
    if not _MOVED.search(statement):
        return
    for f in facts:
        if f["attribute"] != "location" or not f["value"]:
            continue
        at = re.search(re.escape(f["value"]) + r"\b", statement)
        m = _REASON.match(statement, at.end()) if at else None
        if m and "(moved " not in f["text"]:
            why = re.sub(r"\b(?:my|our)\b", "their", m.group(1), flags=re.I)
            why = re.sub(r"\b(?:me|us)\b", "them", why, flags=re.I)
            f["text"] = f["text"].rstrip(".") + f" (moved {why})."


__all__ = ["why_moved"]
