"""The children named after their count, each said as the speaker's own: "We have two sons.
Caio is 24 and lives in Coimbra. The younger one, Davi, is 19." (split out of lpm_kinclauses
when it passed 400 lines).
"""
from __future__ import annotations

import re

from .lpm_base import CALENDAR
from .lpm_spoken import AGE_WORDS, in_digits
from .lpm_words import ORDER_WORDS

# "We have two sons. Caio is 24 and lives in Coimbra. The younger one, Davi, is 19.": the
# children counted, then each said by name alone (remember25: neither son was formed, and
# "Where does Caio live?" found nothing). Only where the count says their sex (sons,
# daughters), so the relation is sure; a name then opens a sentence with a verb, or an order
# word names the one ("The younger one, Davi, ...").
# ("We have two kids. Colton is 16 and just got his license, and Brynn is 12.": a count of
# kids says no sex, so each is a son or daughter by the pronoun said of them, else a child;
# the second named in the same sentence ("..., and Brynn is 12") is said on its own;
# remember34: neither child was formed)
# (grandchildren too, counted or said as "the grandchildren" by their grandparent: "coming up
# with the grandchildren. Rhys is twelve now"; remember26's winifred had no grandson's age)
_COUNTED = re.compile(r"\b(?i:i|we)(?:'ve| have)?(?: (?i:got|also|both))? (?:(?i:have) )?"
                      r"(?i:two|three|four|five|\d) (?i:(sons|daughters|boys|girls|kids|children|"
                      r"grandsons|granddaughters|grandchildren|grandkids))\b(?! (?:and|&))|"
                      r"\b(?i:the|my|our) (?i:(grandchildren|grandkids))(?=[.!]?$)")
_AND_NEXT = re.compile(r",? and (?=[A-Z][\w'-]+ (?:is|'s) (?:\d|(?:" + AGE_WORDS + r")\b))")
_SEXED = {"he": "son", "his": "son", "him": "son", "she": "daughter", "her": "daughter"}
_ORDER_ONE = re.compile(r"^(?i:the) ((?i:" + ORDER_WORDS + r"|little|big)) "
                        r"(?i:one|boy|girl|son|daughter),? ([A-Z][\w'-]+),? ")
_NAME_DOES = re.compile(r"^([A-Z][\w'-]+) (?=(?:is|'s|was) (?:\d|(?:" + AGE_WORDS + r")\b|an? |at |"
                        r"in |still |now |doing |"
                        r"studying |working |married |engaged )|(?:lives|works|just|still|turned|"
                        r"turns|studies|goes|got|started|moved|plays|has (?:just|got|been|an?))\b)")
_NOT_A_CHILD = frozenset("I My Our The He She It They We This That There Then Now Both One "
                         "Mine Ours".split())


# "Oisin's our youngest, he's six.": a child named by their place among the children (remember26:
# a statement only, so "how old is my youngest?" found the daughter's age); the pronoun says
# the sex, else a child
_NAMED_ORDER = re.compile(r"^([A-Z][\w'-]+)(?:'s| is) (?i:our|my) (?i:(youngest|eldest|oldest|"
                          r"middle|baby))(?: (?i:one|child|of (?:the )?(?:three|four|five)))?"
                          r"(?=,? (?:and )?(?i:(he|she))\b)?(?:,? (?:and )?(?i:he|she)(?:'s| is) "
                          r"(\d{1,2}|" + AGE_WORDS + r")\b)?")


def counted_kin(sents: list[str]) -> list[str]:
    """`sents` with the children named after their count said as "My son Caio ..."."""
    out, rel, left = [], None, 0
    for s in sents:
        m = _NAMED_ORDER.match(s)
        if m and m.group(1) not in _NOT_A_CHILD:
            child = {"he": "son", "she": "daughter"}.get((m.group(3) or "").lower(), "child")
            s = (f"My {m.group(2).lower()} {child} {m.group(1)} is "
                 f"{in_digits(m.group(4).lower())}{s[m.end():]}" if m.group(4) else
                 f"My {m.group(2).lower()} {child} is called {m.group(1)}{s[m.end():]}")
        c = _COUNTED.search(s)
        if c:
            rel, left = {"sons": "son", "boys": "son", "daughters": "daughter",
                         "girls": "daughter", "grandsons": "grandson",
                         "granddaughters": "granddaughter", "grandchildren": "grandchild",
                         "grandkids": "grandchild"}.get((c.group(1) or c.group(2)).lower(),
                                                        "child"), 3
            # (no more to name when the count names them all: "two kids, Poppy who's 9 and
            # Alfie who's 6. ... Handover is at the McDonald's" named a son Handover;
            # remember83)
            n = re.search(r"\b(two|three|four|five|\d)\b", c.group(0), re.I)
            count = ({"two": 2, "three": 3, "four": 4, "five": 5}.get(n.group(1).lower())
                     or int(n.group(1))) if n else 0
            left = 0 if count and len(re.findall(r"\b[A-Z][\w'-]+", s[c.end():])) >= count else left
            out.append(s)
            continue
        o = _ORDER_ONE.match(s) if rel and left else None
        n = _NAME_DOES.match(s) if rel and left and not o else None
        if o:
            s = f"My {o.group(1).lower()} {rel} {o.group(2)} {s[o.end():]}"
        elif n and n.group(1) not in _NOT_A_CHILD and not CALENDAR.match(n.group(1)):
            parts = _AND_NEXT.split(s) if rel in ("child", "grandchild") else [s]
            if len(parts) > 1:   # each said on its own
                out += [f"My {_sex_of(p, rel)} {p.rstrip('.')}." for p in parts]
                left -= len(parts)
                continue
            s = f"My {_sex_of(s, rel) if rel in ('child', 'grandchild') else rel} {s}"
        left = max(0, left - 1)
        out.append(s)
    return out


def _sex_of(said: str, rel: str = "child") -> str:
    """A child (or grandchild) by the first pronoun said of them ("Colton ... got his
    license": a son)."""
    m = re.search(r"\b(he|his|him|she|her)\b", said, re.I)
    sex = _SEXED[m.group(1).lower()] if m else "child"
    return sex if rel == "child" else "grand" + sex


__all__ = ["counted_kin"]
