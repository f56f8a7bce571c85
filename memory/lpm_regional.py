"""Regional and colloquial words for kin made standard: "my missus", "my nan", "my mam",
"our grandad", and a home said by how long the speaker has been there ("I've been in
Manchester about eight years now").

Design decisions:
- The kin rules key on the standard words (`lpm_words.RELATIONS`); British, Irish and
  Australian chat names a wife, a grandmother or a mother otherwise. Each word is rewritten
  only after "my"/"our"/"the" (for "the missus"), where it can only be the relative: "Mrs
  Patel" and "my gran turismo" stay as they are (a word must stand alone).
- "I've been in <Place> (for) N years / since 2015" is where the speaker lives; said with
  weeks or days, or "for a conference", it is a stay, and "in IT", "in Sales" a field of
  work: both are left alone. Said as "I live in
  <Place>" so the home rule (`lpm_identity`) reads it with all its checks.
"""
from __future__ import annotations

import re

_KIN = {"missus": "wife", "missis": "wife", "mrs": "wife", "wifey": "wife",
        "nan": "grandmother", "nana": "grandmother", "nanna": "grandmother",
        "gran": "grandmother", "granny": "grandmother",
        "grandad": "grandfather", "granda": "grandfather", "gramps": "grandfather",
        "mam": "mum", "mammy": "mum", "mummy": "mum", "daddy": "dad", "fella": "partner",
        "hubby": "husband"}
_KIN_RE = re.compile(r"\b((?:my|our)(?: (?:lovely|dear|old))? |the (?=(?:missus|missis|mrs)\b))("
                     + "|".join(_KIN) + r")\b(?![\w-]|'(?!s\b))", re.I)   # ("my mam's name": hers)
# "I've been in Manchester about eight years now", "we've lived in Cork since 2015"
_BEEN_IN = re.compile(r"\b((?:I|[Ww]e)(?:'ve| have)) been (?:living |based )?in "
                      r"([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2})"
                      r"(?=,? (?:for )?(?:about |around |almost |nearly |over |just over |going "
                      r"on )?(?:\w+|\d+) (?:years|yrs)\b|,?\s+since (?:19|20)\d\d\b)")


# a field of work said with "in", not a place: "I've been in IT for ten years"
_FIELDS = frozenset("sales marketing finance retail tech education banking insurance nursing "
                    "management engineering teaching hospitality recruitment construction "
                    "accounting consulting media advertising publishing government parliament "
                    "business charge love therapy recovery remission office treatment".split())


def _home(m: re.Match) -> str:
    place = m.group(2)
    if place.isupper() or place.split()[0].lower() in _FIELDS:
        return m.group(0)
    return re.split(r"'| ", m.group(1))[0] + f" live in {place}, been here"


def kin_words(text: str) -> str:
    """`text` with regional kin words standard ("my mam" -> "my mum"); also for questions."""
    def kin(m: re.Match) -> str:
        if m.group(2).lower() == "mrs" and re.match(r" [A-Z]", m.string[m.end():]):
            return m.group(0)   # "the Mrs Patel next door" is a title
        return (m.group(1).replace("the ", "my ").replace("The ", "My ")
                + _KIN[m.group(2).lower()])
    return _KIN_RE.sub(kin, text or "")


def regional(text: str) -> str:
    """`text` with regional kin words standard and a home said by its duration said plainly."""
    return _BEEN_IN.sub(_home, kin_words(text))
