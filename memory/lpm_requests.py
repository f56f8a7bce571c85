"""What a request presupposes about the speaker: "Any tips for fitting in training for my
first half marathon in October?" says the speaker is training for one, whatever the mood.

Design decisions:
- Like a relative named in a question ("a present for my wife Anneke?", `lpm_passing`), an
  activity the speaker is preparing for, said with "my", is presupposed by the request:
  `presupposed` says it as a plain sentence ("I'm training for my first half marathon in
  October."), which the usual rules read as a statement. The request itself stays no fact.
- A relative's coming birthday said as the occasion ("for his 40th", "my daughter's 8th
  birthday party") is the age they turn ("My husband is turning 40.").
- Only "training / preparing / studying / revising for my <event>", where <event> is a race,
  an exam, a test or an interview: the verb and "my" make it the speaker's own event. Not in
  a hypothetical ("if I were training for my first marathon"), and not "my son's exam".
"""
from __future__ import annotations

import re

from .lpm_words import CAR_MAKES, RELATIONS

_EVENT = (r"(?:half[- ]marathon|marathon|ultra(?:marathon)?|triathlon|ironman|\d{1,3} ?k(?: run| "
          r"race)?|race|fun run|sportive|exams?|finals|driving test|test|interview|audition|"
          r"black belt|grading|qualifiers|bar exam|boards)")
_PREP = re.compile(r"\b(?:training|preparing|prepping|studying|revising|practi[sc]ing) for my "
                   r"((?:(?:first|next|upcoming|big|final|[\w-]+) ){0,2}?" + _EVENT + r")"
                   r"((?: (?:in|on|this|next) (?:[A-Z]\w+|\w+ \d{1,2}|\d{1,2}\w*|week|month|"
                   r"year|spring|summer|autumn|fall|winter))?)\b", re.I)
# "a present for my husband for his 40th?", "my daughter's 8th birthday party": the age a
# relative turns, said as the occasion of the request
_TURNS = re.compile(r"\b(?i:my|our) (?i:(" + RELATIONS + r"))(?: ([A-Z][\w'-]+))?(?:(?:'s)? "
                    r"(?:[\w']+ ){0,5}?(?i:for (?:his|her|their))|'s) (\d{1,2})(?:st|nd|rd|th)"
                    r"(?= birthday|\b(?! (?:anniversary|time|place|grade|year|week|day|of|floor|"
                    r"century|round|attempt|try)))")
# "winter tires for my Toyota RAV4?": the speaker's car named by make and model as what the
# request is for (the make alone, "my Ford", may be a loan or a toy; "my Apple TV" no car)
_MY_CAR = re.compile(r"\b(?i:for|on|in|of|with|to) (?i:my|our) (?:(?i:new|little|wee|trusty) )?"
                     r"((?=[A-Z])(?i:" + CAR_MAKES + r") (?!(?i:tv|phone|watch|speaker|app|card)\b)"
                     r"[A-Z0-9][\w-]*)\b")
_IF = re.compile(r"\b(?:if|would|could|might|imagine|suppose|someday|one day)\b", re.I)


def presupposed(s: str) -> list[str]:
    """["I'm training for my <event>."] for a request or remark that presupposes it, else []."""
    t = _TURNS.search(s)
    if t and not _IF.search(s):
        who = f"{t.group(1).lower()}{' ' + t.group(2) if t.group(2) else ''}"
        return [f"My {who} is turning {t.group(3)}."] + _prep(s) + _car(s)
    return _prep(s) + _car(s)


def _car(s: str) -> list[str]:
    m = _MY_CAR.search(s)
    if not m or _IF.search(s) or "?" not in s:
        return []
    return [f"My car is a {m.group(1)}."]


def _prep(s: str) -> list[str]:
    m = _PREP.search(s)
    if not m or _IF.search(s) or not re.search(r"\?|\b(?:you|tips|help|advice|ideas|plan)\b",
                                                 s, re.I):
        return []
    verb = m.group(0).split()[0].lower()
    return [f"I'm {verb} for my {m.group(1)}{m.group(2)}."]
