"""Whether a relative or pet said by name has died, so that its name is kept as the late one
("The user's late dog was called Shep") rather than as one the speaker has now.

Design decision: "passed" alone is a death only where nothing it could have passed follows
("Shep passed last year", "since Shep passed I've been ..."; not "Tom passed his test"), and
"lost" or "put down" only with the relative or pet said as the speaker's own.
"""
from __future__ import annotations

import re

from .lpm_base import MONTHS


def died(s: str, rel: str, name: str) -> bool:
    """Whether `s` says the relative or pet `rel` `name` has died: "since my wife Margaret
    passed away", "Our old dog Shep passed last year", "we had to put our cat Milo down", "we
    lost our dog Bess in March" (not "my son Tom passed his test")."""
    n = re.escape(name)
    return bool(re.search(
        rf"\blate {rel}\b|\b{n},? (?:who |he |she |sadly |has |had |just |finally )*(?:passed away"
        r"|passed on|died|was put down|was put to sleep|passed(?=[,.;!]|$| last | recently\b|"
        r" yesterday\b| (?:i|we|and|but|so)\b| in (?:the )?(?:spring|summer|autumn|fall|winter|" + MONTHS + r")\b"
        r"| \w+ (?:weeks|months|years) ago\b| and\b))\b"
        rf"|\b(?:put|lost) (?:my|our) (?:old |poor )?(?:{rel} )?{n}\b(?! to bed\b)", s, re.I))


__all__ = ["died"]
