"""Humour, irony and hyperbole beside real facts: "I'm allergic to Mondays" (no allergy),
"I'd die for a good croissant" (a liking, not a death wish), "As a thrilling tax
accountant, my weekends are wild" (a job, said with irony).

Design decisions:
- A joke fact is worse than none: "The user is allergic to Mondays" would be served as a
  health fact. An allergy to something no one is allergic to (a day, mornings, work,
  people, effort) is a joke whatever else the sentence says, and `joke` drops the whole
  sentence, so it becomes no statement either.
- Hyperbole of wanting ("I'd die for", "I'd kill for", "I'd sell my soul for") is a liking
  of its object; `plain_hyperbole` says it as "I love X", which the taste rules read with
  their usual checks. "Right now" and "a good" go: the liking is of the thing.
- "because apparently I hate sleep" after a habit mocks the habit: the clause is dropped.
- "As a <job>, my ... " describes the speaker (the dangling opener refers to the owner of
  "my"); said as "I'm a <job>." before the rest, so the job rule reads it. An evaluative
  word before the job ("thrilling", "humble", "glamorous") is the irony, not the job, and
  goes. Only known job nouns (`lpm_words.JOBS`) are read.
"""
from __future__ import annotations

import re

from .lpm_base import MONTHS
from .lpm_words import JOB_ALTS

_NOT_ALLERGEN = (r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mornings?|early mornings?|"
                 r"work|working|my job|people|humans|effort|exercise|cardio|adulting|"
                 r"responsibility|responsibilities|commitment|meetings|small talk|homework|"
                 r"housework|chores|mondays|deadlines|emails|the gym|running|waking up|"
                 r"getting up|stupidity|nonsense|drama|my (?:boss|kids|husband|wife)|"
                 r"" + MONTHS + r"|winter|the cold|fun|sleep|bills|taxes)")
_JOKE_ALLERGY = re.compile(r"\ballergic to " + _NOT_ALLERGEN + r"(?=[\s,.;!?]|$)", re.I)


def joke(s: str) -> bool:
    """Whether sentence `s` states a joke as a fact (an allergy to Mondays)."""
    return _JOKE_ALLERGY.search(s) is not None


_CRAVE = re.compile(r"\b(I)(?:'d| would)(?: honestly| literally| actually| seriously)? "
                    r"(?:die|kill|sell my soul|give anything) for (?:an? |some )?"
                    # "I'd kill for a bowl of olives": the thing, not its bowl
                    r"(?:(?:\w+ )?(?:bowl|plate|cup|glass|slice|pint|mug|piece|packet|bag|box|tub|"
                    r"jar)s? of )?"
                    r"(?:(?:really |very )?(?:good|decent|proper|nice|fresh|warm|great) )?"
                    r"([a-z][\w'-]*(?: (?!right\b|now\b|at\b)[a-z][\w'-]*)?)"
                    r"(?: right now| now| at the moment)?"
                    r"(?=[,.;!?]|$)", re.I)
# "I swim at 6am because apparently I hate sleep": a reason said with "apparently" about
# oneself mocks the habit, it is no taste; the clause goes, the habit before it stays
_SARCASTIC_REASON = re.compile(r",?\s+(?:because|cause|cos|since|as) apparently (?:I|i)\b"
                               r"[^.!?\n]*", re.I)
_IRONIC = (r"(?:thrilling|exciting|glamorous|humble|lowly|boring|overworked|underpaid|"
           r"exhausted|tired|busy|fabulous|riveting|dazzling|world-famous|so-called|mere)")
_AS_JOB = re.compile(r"(^|(?<=[.!?]\s)|(?<=\n))[Aa]s an? (?:" + _IRONIC + r" )?"
                     r"((?:[a-z][\w-]* ){0,2}?(?:" + JOB_ALTS + r")),\s+([mo])(?=(?:y|ur)\b)")


def _as_job(m: re.Match) -> str:
    job = m.group(2)
    art = "an" if job[0].lower() in "aeiou" else "a"
    return f"{m.group(1)}I'm {art} {job}. {m.group(3).upper()}"


def plain_hyperbole(text: str) -> str:
    """`text` with hyperbole of wanting said as a liking and an ironic "As a <job>, my ..."
    said as the job."""
    t = _CRAVE.sub(lambda m: f"{m.group(1)} love {m.group(2)}", text or "")
    t = _SARCASTIC_REASON.sub("", t)
    return _AS_JOB.sub(_as_job, t)
