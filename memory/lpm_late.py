"""Whether a relative or pet said by name has died, so that its name is kept as the late one
("The user's late dog was called Shep") rather than as one the speaker has now.

Design decision: "passed" alone is a death only where nothing it could have passed follows
("Shep passed last year", "since Shep passed I've been ..."; not "Tom passed his test"), and
"lost" or "put down" only with the relative or pet said as the speaker's own.
"""
from __future__ import annotations

import re

from .lpm_base import MONTHS, fact, poss, slug
from .lpm_words import NAME, PET_KIND, PETS, grown
from .types import Page


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



# "I've not had a dog since our old Shep died": the pet said by its kind, then by its name
# alone as the one that died (remember39: "What was our old dog called?" had no fact)
_SINCE = re.compile(r"\b(?i:an?|any|another) (?i:(" + PETS + r"))s? (?i:since) (?:(?i:our|my) )?"
                    r"(?:(?i:old|dear|late|poor|wee|beloved) )?" + NAME + r",? (?i:died|passed"
                    r"(?: away| on)?|was put down|was put to sleep)\b")


def late_pets(s: str, page: Page, who: str) -> list[dict]:
    """The pets `s` names only as having died since, each keyed by kind and name (the key of
    the pet the speaker has now, `relation.<kind>`, stays for a living one)."""
    out = []
    for m in _SINCE.finditer(s):
        kind = PET_KIND.get(m.group(1).lower(), m.group(1).lower())
        kind = grown(kind)
        out.append(fact("trait", f"relation.{kind}.{slug(m.group(2))}", m.group(2),
                        f"{poss(who)} late {kind} was called {m.group(2)}.", page, 0.75))
    return out


__all__ = ["died", "late_pets"]
