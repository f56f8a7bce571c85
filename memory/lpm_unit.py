"""The unit of a workplace one works on: "I've been doing nights on the cardiac floor at St.
Boniface for about six years", "I got transferred to the ICU", "I start in emergency at the
QEII on Monday" (remember43: no fact, so "what unit did I work on before?" got the new job).

Design decision: the unit is its own keyed fact (`job.unit`), so a move to another ends it and
keeps it as history while the job title said elsewhere ("I'm a nurse") stays; only a unit of
a workplace (floor, ward, unit, department, or a named hospital department), worked on by the
speaker, not visited ("I was on the cardiac ward for two days after my op") nor someone
else's ("my mum is on the stroke ward").
"""
from __future__ import annotations

import re

from .lpm_base import MONTHS, fact, poss
from .lpm_words import JOBS
from .types import Page

_DEPT = (r"ICU|NICU|PICU|ER|ED|A&E|CCU|HDU|(?i:emergency|intensive care|theatres?|oncology|"
         r"p(?:a)?ediatrics|maternity|cardiology|radiology|outpatients|orthopaedics|orthopedics|"
         r"neurology|geriatrics|labou?r and delivery|recovery|triage)")
_UNIT = (r"(?P<unit>(?:the )?(?!(?i:an?|my|our|his|her|their) )(?:[\w-]+ ){0,2}?(?i:floor|ward|unit|"
         r"department|wing)|(?:the )?(?:"
         + _DEPT + r"))\b(?P<where>(?: (?i:at|in|of) (?:(?i:an?|the) (?!(?i:(?:\w+ )?(?:weeks?|"
         r"months?|years?|days?|fortnight|few|couple)\b))[^,.;!?]{2,40}?|(?!(?i:" + MONTHS
         + r")|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)(?=(?-i:[A-Z]))(?:(?-i:St|Dr|Mt)\. |"
         r"[^,.;!?])+?))?)"
         r"(?=(?<!\bSt)(?<!\bDr)(?<!\bMt)[,.;!?]|$| (?i:for|since|and|but|so|now|on|from|with|last|"
         r"this|next|in|about|after|yesterday|today|two|three|a)\b)")
# "I've been doing nights on the cardiac floor", "I work days on the stroke ward"
_ON = re.compile(r"\b(?i:i)(?:'ve| have)? (?:(?i:been|now|currently|still|mostly) )*(?i:doing|working|"
                 r"do|work) (?:(?i:(?P<shift>nights|days|lates|earlies|night shifts|day shifts|shifts)) )?"
                 r"(?i:on|in) " + _UNIT)
# "I got transferred to the ICU", "I start in emergency at the QEII on Monday", "I've moved to
# the stroke ward"
_TO = re.compile(r"\b(?i:i)(?:'ve| have|'m| am)? (?:(?i:got|been|just|now|finally|recently) )*"
                 r"(?i:transferred|moved|switched|start|started|starting) (?:(?i:over) )?"
                 r"(?i:to|in|on) " + _UNIT)
# "I'm a staff nurse in the dialysis unit of a private hospital" (rodel: the transfer to the
# ICU then left no unit before it)
_AS = re.compile(r"\b(?i:i)(?:'m| am)(?: (?i:now|currently|still))? (?i:an?|the) (?P<job>(?:[\w-]+ )"
                 r"{0,2}?[\w-]+) (?i:in|on) " + _UNIT)
# a patient's stay, not a post
_STAY = re.compile(r"\b(?:after my|as a patient|visiting|visit|admitted|my op\b|my operation|"
                   r"surgery on my|for (?:a|two|three|\d+) (?:days?|nights?))", re.I)


def unit_worked(s: str, page: Page, who: str) -> list[dict]:
    """The `job.unit` fact of the workplace unit the speaker works on in `s`, or []."""
    m = _ON.search(s) or _TO.search(s)
    if not m:
        m = _AS.search(s)
        m = m if m and m.group("job").split()[-1].lower() in JOBS else None
    if not m or _STAY.search(s) or (m.re is _TO and re.search(
            r"\bfloor\b", m.group("unit"), re.I) and re.search(r"\b(?:flat|apartment|building|house|"
                                                       r"block|room|office)\b", s, re.I)):
        return []   # ("we moved to the third floor of the building": a home)
    shift = m.group("shift") if m.re is _ON else None
    unit, where = m.group("unit"), m.group("where")
    unit = re.sub(r"^(?i:the) ", "", unit)
    the = "" if re.fullmatch(r"(?i:emergency|intensive care|oncology|p(?:a)?ediatrics|maternity|"
                             r"cardiology|radiology|outpatients|orthopa?edics|neurology|"
                             r"geriatrics|labou?r and delivery|recovery|triage|theatres?)", unit) \
        else "the "
    said = f"{poss(who)} unit at work is {the}{unit}{where}"
    long = re.match(r" ((?:for (?:about |around |over |nearly |almost |just over )?\w+ (?:years?|"
                    r"months?))|since [^,.;!?]{2,30})", s[m.end():])
    how = ([f"working {shift.lower()}"] if shift else []) + ([long.group(1)] if long else [])
    said += f" ({', '.join(how)})." if how else "."
    return [fact("trait", "job.unit", unit, said, page, 0.75)]
