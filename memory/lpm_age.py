"""The speaker's own age and birthday, each a keyed fact: "I'm 34", "I just turned 30", "I'm
turning 40", "I turn 74 in March", "My birthday is on the 3rd of May".

Design decision: an age said as coming ("turning", "I'll be 60 next month") is kept as
"turning N (their next birthday)" rather than counted back a year, since when the birthday
falls is rarely said; a month or date said with it is the birthday.
"""
from __future__ import annotations

import re
from datetime import datetime

from .lpm_base import END as _END
from .lpm_base import MONTHS as _MONTHS
from .lpm_base import OBJ as _OBJ
from .lpm_base import WHEN as _WHEN
from .lpm_base import clean as _clean
from .lpm_base import fact as _fact
from .lpm_base import poss as _poss
from .lpm_measures import WEIGHT_UNIT
from .lpm_spoken import AGE_WORDS, in_digits
from .timewords import resolve
from .types import Page


# "I turn 74 in March", "I'll be 60 next month": the age coming said by when (not "I'll be 20
# minutes late", "I'll be 5 in a minute")
_TURNING = re.compile(r"\bi(?:'m| am) turning (\d{1,3})\b|\bi(?: turn|'ll be| will be) (\d{1,3})"
                      r"(?= (?:next|this) (?:week|month|year|\w+day)\b| in (?:" + _MONTHS
                      + r")\b| on (?:the \d|\w+day\b)| tomorrow\b|[.,;!]|$)", re.I)
# the month or calendar date of that age coming, which is the birthday ("on Saturday" or
# "next month" say only when this year's falls)
_TURNING_WHEN = re.compile(r" (in (?:" + _MONTHS + r")|on (?:the )?\d{1,2}(?:st|nd|rd|th)?(?: of)? "
                           r"(?:" + _MONTHS + r"))\b", re.I)

# an age said as an aside in a sentence about the speaker, by the year ("..., seventy-four
# this year, and ..."; not "we've had 40 this year", said of no one)
_THIS_YEAR = re.compile(r"\bi(?:'m| am)\b[^.;!?]*?, (\d{1,3}|" + AGE_WORDS + r") this year\b",
                        re.I)

# "I'm a nurse at UNN in Tromsø, 38, night shifts mostly": a bare number between commas after
# what the speaker is (remember56); not "..., 38 beds" nor "..., 12 years now"
_ASIDE = re.compile(r"\bi(?:'m| am) an? [^.;!?]*?, ([1-9]\d)(?=,|[.!]|$| and | but )", re.I)


def own_age(s: str, page: Page, who: str) -> list[dict]:
    """The age and birthday facts of the speaker (`who`) that sentence `s` says."""
    out: list[dict] = []
    # ("I am eighty-one years of age", "I am Cyril Atherton, aged seventy-nine": remember80)
    m = re.search(r"\bi(?:'m| am) (?:(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?, aged )?(\d{1,3})"
                  r"(?= years old| yrs old| years of age|[.,;!]|$| since | now\b"
                  r"| and | but | this year\b)|\bi(?:'ve| have)? (?:just |recently )?turned (\d{1,3})"
                  r"(?= today| yesterday| last (?:week|month)| on \w+day|[.,;!]|$| and | but )",
                  s, re.I)
    # "I'm a grandma at 46": a stage of life reached at one's age now (remember43)
    m = m or re.search(r"\bi(?:'m| am) (?:now |already )?an? (?:grandma|grandmother|granny|nana|"
                       r"grandad|granddad|grandpa|grandfather|mum|mom|dad|first-time \w+) at "
                       r"(\d{2})(?=[.,;!]|$| and | but | now\b)", s, re.I)
    age = m.group(1) or (m.lastindex > 1 and m.group(2)) if m else None   # ("I just turned 30")
    this_year = None if m else _THIS_YEAR.search(s) or _ASIDE.search(s)
    if this_year:   # "I'm Mina, I've lived in Scalloway all my days, seventy-four this year"
        age = in_digits(this_year.group(1))
    # ("I've lost 8 kilos, I'm 82 now" is a weight)
    if age and not re.search(r"\b(?:lost|gained|put on|dropped) (?:about |around |over )?\d+ ?"
                             + WEIGHT_UNIT, s, re.I):
        out.append(_fact("trait", "age", age, f"{who} is {age} years old.", page, 0.8))
    m = _TURNING.search(s)
    if m and not any(f["attribute"] == "age" for f in out):
        n = m.group(1) or m.group(2)
        out.append(_fact("trait", "age", f"turning {n}",
                         f"{who} is turning {n} (their next birthday).", page, 0.75))
        when = _TURNING_WHEN.match(s, m.end())
        if when:
            day = resolve(when.group(1), page.created, future=True, yearly=True)
            # ("How old will I be in May?": the age fact says when too; sweep2)
            out[-1]["text"] = f"{who} is turning {n} (their next birthday, {day})."
            out.append(_fact("trait", "birthday", day, f"{_poss(who)} birthday is {day}.",
                             page, 0.75))
    m = re.search(r"\bmy (?:(\d{1,3})(?:st|nd|rd|th) )?birthday(?: is|'s)(?: on)? " + _OBJ + _END,
                  s, re.I)
    if m and re.search(r"\d|" + _WHEN + r"|week|month|day", m.group(2), re.I):
        said = _clean(m.group(2))
        # "My birthday's in June, the 14th": the day said after the month
        day = re.match(r",? (?:the )?(\d{1,2}(?:st|nd|rd|th))\b|,? the (\d{1,2})\b(?! \w)",
                       s[m.end(2):])
        month = re.fullmatch(r"in ([A-Z][a-z]+)", said)
        said = f"the {day.group(1) or day.group(2)} of {month.group(1)}" if day and month else said
        when = resolve(said, page.created, future=True, yearly=True)
        # ("My birthday is in June" was "is on in June")
        on = "" if re.match(r"(?:in|on|next|this|at|around|during)\b", when, re.I) else "on "
        out.append(_fact("trait", "birthday", when, f"{_poss(who)} birthday is {on}{when}.",
                         page, 0.8))
        if m.group(1) and not any(f["attribute"] == "age" for f in out):
            # "My 40th birthday is in June": the age they are turning
            out.append(_fact("trait", "age", f"turning {m.group(1)}",
                             f"{who} is turning {m.group(1)} (their next birthday).", page, 0.75))
    out += _born(s, page, who, out)
    return out


# "I was born on 3 May 1985", "I was born in 1985": the age then (sweep1: "How old am I?"
# found nothing); not a child's birth, nor "born in Leeds"
_BORN = re.compile(r"\bi was born (?:on )?(?:(?:the )?(\d{1,2})(?:st|nd|rd|th)?(?: of)? ([A-Z][a-z]+),? "
                   r"|in (?:([A-Z][a-z]+),? )?)(\d{4})\b", re.I)
_MONTH_NO = {m: i for i, m in enumerate(("january february march april may june july august "
                                        "september october november december").split(), 1)}


def _born(s: str, page: Page, who: str, out: list[dict]) -> list[dict]:
    m = _BORN.search(s)
    if not m or any(f["attribute"] == "age" for f in out):
        return []
    day, month = m.group(1), (m.group(2) or m.group(3) or "").lower()
    if month and month not in _MONTH_NO:
        return []
    now = datetime.fromtimestamp(page.created)
    age = now.year - int(m.group(4))
    if month and (now.month, now.day) < (_MONTH_NO[month], int(day or 1)):
        age -= 1   # (the birthday not yet come this year; a month alone counts from its 1st)
    if not 0 < age < 120:
        return []
    born = " ".join(filter(None, (day, month.capitalize(), m.group(4))))
    got = [_fact("trait", "age", str(age), f"{who} is {age} years old (born {born}).", page, 0.8)]
    if day:
        got.append(_fact("trait", "birthday", f"{day} {month.capitalize()}",
                         f"{_poss(who)} birthday is on {day} {month.capitalize()}.", page, 0.8))
    return got


__all__ = ["own_age"]
