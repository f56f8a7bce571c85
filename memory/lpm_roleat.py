"""A job said as the one post at a place: "I'm the cook at the primary school in Felinfoel",
"I'm the night nurse on the cardiac floor at St. Boniface", and a job said as the part of a
workplace one runs: "I'm running the kitchen at a care home in Burry Port now" (remember42:
both formed no job, so "Where did I used to work?" and "Where am I working now?" found only
statements).

Design decision: "the" before a role names a post only where it is held at a workplace: a
known job noun (not a suffix guess: "I'm the organiser of the quiz") followed by where, and
not a household or an occasion's role ("I'm the cook at home", "the driver in our family",
"the cook at the barbecue on Saturday"). Running a part of a workplace is a job only for the
parts people are paid to run (kitchen, bar, office ...), at a place ("I'm running the bath",
"I run the kitchen at home" are none). Where it is done is kept in the job's text, as no
statement is kept beside a job fact.
"""
from __future__ import annotations

import re

from .lpm_base import fact, poss
from .lpm_jobfact import job_fact
from .lpm_words import JOBS
from .types import Page

# ("at St. Boniface": a title's full stop ends nothing)
_TEXT = r"(?:(?-i:St|Dr|Mt)\. |[^,.;!?])"
_WHERE = (r"((?:at|in|for) (?:the\b|an?\b|(?-i:(?=[A-Z])))" + _TEXT + r"{2,60}?|on the (?:[\w-]+ ){0,2}?"
          r"(?:floor|ward|unit|wing|desk|line|rigs?|boats?|ships?|buses|trains|trucks)"
          r"(?: (?:at|in) (?:the |an? )?(?-i:(?=[A-Z]))" + _TEXT + r"{1,40}?)?)"
          r"(?=(?<!\bSt)(?<!\bDr)(?<!\bMt)[,.;!?]|$| and | but | so | now\b| these days\b| for (?:\w+ ){1,2}(?:years?|months?)\b)")
_THE = re.compile(r"\bi(?:'m| am) (?:now |currently |still |just )?the ((?:[\w-]+ ){0,2}?[\w-]+) "
                  + _WHERE, re.I)
_PART = (r"kitchens?|bar|office|front desk|reception|canteen|warehouse|stores|front of house|"
         r"laundry|shop floor|cafeteria|pharmacy|stockroom|workshop|yard|depot")
_RUN = re.compile(r"\bi(?:'m| am)? (?:now |currently |still |basically )?(?:running|run|managing|"
                  r"manage) the (" + _PART + r") " + _WHERE, re.I)
# a household's or an occasion's role, or a post that is a time to come
_NOT_WORK = re.compile(r"\b(?:(?<!care )(?<!nursing )(?<!funeral )(?<!retirement )home|house|"
                       r"household|family|families|couple|relationship|group|"
                       r"marriage|party|barbecue|bbq|wedding|picnic|story|game|photo|film|video|"
                       r"run|trips?|outing|errands?|"
                       r"tonight|tomorrow|this week|for the week|weekend|next|on (?:mon|tues|wednes|thurs|fri|satur|sun)"
                       r"day)\b", re.I)


def _their(where: str) -> str:
    return re.sub(r"\b(?i:my|our)\b", "their", where)


def role_at(s: str, page: Page, who: str, out: list[dict]) -> list[dict]:
    """The job fact of a post held or a part of a workplace run in `s`, where the sentence's
    facts so far (`out`) say no job; else []."""
    if any(f["attribute"] == "job" for f in out):
        return []
    m = _THE.search(s)
    if m and m.group(1).split()[-1].lower() in JOBS and not _NOT_WORK.search(m.group(2)):
        job = m.group(1).lower()
        said = job_fact(job, page, who, s)
        where = _their(m.group(2))
        said["text"] = (said["text"][:-2] + f"; {where})." if said["text"].endswith(").")
                        else said["text"][:-1] + f" ({where}).")
        return [said]
    m = _RUN.search(s)
    if m and not _NOT_WORK.search(m.group(2)):
        job = f"running the {m.group(1).lower()}"
        where = _their(m.group(2))
        return [fact("trait", "job", job, f"{poss(who)} job is {job} {where}.", page, 0.8)]
    return []
