"""A relative named first and placed after a comma: "Karen, my daughter, she's a pharmacist in
Brandon", "Owen, my husband, is my official taster", "Bev, that's my partner, says ...".

Design decision: stories name the person first and say who they are as an aside; the rules
read a relative as "my daughter Karen", so `kin_first` says it that way ("My daughter Karen
is a pharmacist in Brandon") and the usual rules form the relation and what follows. Only a
capitalised name that is no opening word ("Anyway, my husband, he's ..." is no one called
Anyway), only a relation word, and only where the aside is closed by a comma and followed by
a verb or a pronoun that goes on about them; "I rang Mum, my sister, and Dad" is left alone.
"""
from __future__ import annotations

import re

from .lpm_words import RELATIONS

_APPOS = re.compile(r"(?:^|(?<=[.!?] )|(?<=, ))([A-Z][a-z'-]+), (?:(?i:that's|who's|who is) )?"
                    r"(?i:(my|our)) ((?i:older |younger |little |big |eldest |youngest )?"
                    r"(?i:" + RELATIONS + r")), "
                    r"(?:(?i:(?:he|she)(?:'s| is))|(is|was|has|works|lives|says|said|reckons|"
                    r"thinks|keeps|runs|teaches|does))\b")
# words that open a sentence before a comma and are nobody's name
_OPENERS = frozenset("Anyway Anyways Well Also So Oh Yes Yeah No Honestly Basically Actually "
                     "Btw Plus Sadly Luckily Funnily Now Then Still Okay Ok Right Thanks "
                     "Cheers Hi Hello Hey Sorry Alright Morning Evening Apparently Obviously "
                     "Unfortunately Fortunately Anyhow Besides Meanwhile Later Today "
                     "Yesterday Tomorrow Recently Lately Again Mind Listen Look See "
                     "Christmas Easter Sunday Monday Tuesday Wednesday Thursday Friday "
                     "Saturday".split())


def kin_first(text: str) -> str:
    """`text` with "Karen, my daughter, she's ..." said as "My daughter Karen is ..."."""
    def put(m: re.Match) -> str:
        if m.group(1) in _OPENERS:
            return m.group(0)
        # ("..., Owen, my husband, is my taster": the aside starts a sentence of its own)
        lead = ". " if m.start() and text[m.start() - 2] == "," else ""
        return (f"{lead}{m.group(2).capitalize()} {m.group(3).lower()} {m.group(1)} "
                f"{m.group(4) or 'is'}")
    return re.sub(r",\s+\. ", ". ", _APPOS.sub(put, text))
