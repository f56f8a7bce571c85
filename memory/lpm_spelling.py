"""The speaker's name put right by its spelling: "Oh and it's Noemi with an i, not Naomi",
"It's Siobhan spelt with a bh, not Shivon".

Design decision: a name spelt out against a wrong one is the name the assistant got wrong,
which is the speaker's own (the one it writes when it addresses or signs for them); it is said
as "My name is X, not Y." for the identity rules. Only with the spelling said ("with an i",
"spelt ..."): "it's Lucia, not Sophie" may put right anyone's name. A name memory holds as a
relative's is theirs, not the speaker's.
"""
from __future__ import annotations

import re

_SPELT = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?i:oh|and|also|btw|ps)[,.]?\s+)*(?i:it's|its|it is) "
                    r"([A-Z][a-z'-]+),? (?:(?i:with (?:an? [a-z]|two [a-z]'?s|a (?:capital|double) "
                    r"[a-z]))|(?i:spelt|spelled) [^,.!?]{1,20}),? (?i:not) ([A-Z][a-z'-]+)(?=[.!]|$)",
                    re.M)


def spelt_name(text: str, known: dict[str, str] | None = None) -> str:
    """`text` with a name put right by its spelling said as the speaker's name."""
    return _SPELT.sub(lambda m: m.group(0) if m.group(1) in (known or {}) else
                      f"My name is {m.group(1)}, not {m.group(2)}", text)


__all__ = ["spelt_name"]
