"""Things said as a list beside one keyed fact: "I have asthma and eczema", "I can't stand
coriander and olives" (the rules keyed the first thing only, and the statement of one more
word was too short to keep: eczema and olives were lost).

Design decision: only for keys that hold one thing each of a kind people have several of
(a condition, a liking or dislike, a food avoided), and only for words listed right after the
keyed value with "and", "&" or commas, up to the end of the clause: "I have asthma and my
son has eczema" lists nothing (a new subject), nor "I love jazz and I play the sax".
"""
from __future__ import annotations

import re

from .lpm_base import slug

_LISTED = ("health.", "likes.", "dislikes.", "avoids.")
_ITEM = r"(?!(?:my|our|the|a|an|his|her|their|which|so|i|it|that|also|too|now|on|off|in|at|for|with|from|to|type)\b)[a-z][\w-]*(?: (?!(?:and|or)\b)[a-z][\w-]*)?"
_AFTER = re.compile(r"((?:(?:,|,? and|,? &) " + _ITEM + r")+?)(?=[.!?;]|$| so\b| but\b| because\b|"
                    r" which\b| too\b| as well\b)", re.I)


def coordinated(statement: str, facts: list[dict]) -> list[dict]:
    """Facts of the things listed after a keyed value of `_LISTED` in `statement`."""
    out: list[dict] = []
    have = {f["value"].lower() for f in facts if f["value"]}
    for f in facts:
        if not f["attribute"].startswith(_LISTED) or f["value"].lower() not in f["text"].lower():
            continue
        at = re.search(r"\b" + re.escape(f["value"]) + r"\b", statement, re.I)
        m = _AFTER.match(statement[at.end():]) if at else None
        for item in re.split(r",? (?:and|&) |, ", m.group(1))[1:] if m else []:
            if item.lower() in have:
                continue
            have.add(item.lower())
            prefix = f["attribute"].rsplit(".", 1)[0]
            text = re.sub(re.escape(f["value"]), item, f["text"], count=1, flags=re.I)
            out.append({**f, "attribute": f"{prefix}.{slug(item)}", "value": item, "text": text})
    return out


__all__ = ["coordinated"]
