"""How long the speaker has had their job, said after it as doing "it": "I work as a
pharmacist in Thessaloniki, been doing it for 16 years", "I'm a welder, have done for 20 years".

Design decision (remember50, blind scripts): the job was keyed but the years were lost, so
"How long have I been a pharmacist?" found nothing ("I've been a nurse for 12 years" keeps
them: lpm_identity). Only a clause that points back at the job ("doing it/this/that", "have
done", "been at it") and only after a job keyed in the same sentence: "I'm a nurse, I've been
running for 16 years" says how long of the running, not of the nursing.
"""
from __future__ import annotations

import re

_LONG = re.compile(r",?\s+(?:and |i've |i have |i |ive )?(?:been (?:doing|at) (?:it|this|that|this job"
                   r"|the job)|(?:have |'ve )?done(?: it| this| that| so)?|doing (?:it|this|that))\s+"
                   r"((?:for (?:about |almost |nearly |over |around |just over |more than )?"
                   r"[\w-]+ (?:years?|months?))|since [^,.;!?]{2,30}?)(?=[,.;!?]|$| and | but | now)",
                   re.I)


_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
# "I am head chef in new place in Chamberí, more money and no work on Mondays": the days off
# said with the job (wilmer: "Which day I am free at the new job?" found nothing)
_OFF = re.compile(r"\b(?:no work on|(?:i'm |i am |and )?off on|never work on|don't work on|"
                  r"(?:and )?free on) (" + _DAY + r"(?:(?: and|,) " + _DAY + r")?)|\b(" + _DAY
                  + r"(?:(?: and|,) " + _DAY + r")?) off\b", re.I)


def with_how_long(facts: list[dict], s: str) -> list[dict]:
    """`facts` with how long said of the job, and the days off said with it, kept in its
    text."""
    off = _OFF.search(s)
    for f in facts if off else ():
        if f["attribute"] == "job" and f["value"] != "retired":
            said = f"no work on {off.group(1)}" if off.group(1) else f"{off.group(2)} off"
            f["text"] = (f["text"][:-2] + f", {said})." if f["text"].endswith(").")
                         else f["text"][:-1] + f" ({said}).")
    m = _LONG.search(s)
    for f in facts if m else ():
        if f["attribute"] == "job" and f["value"] != "retired" and not re.search(
                r"\((?:for|since) ", f["text"]):
            # ("(in Thessaloniki, for 16 years)": one aside)
            f["text"] = (f["text"][:-2] + f", {m.group(1)})." if f["text"].endswith(").")
                         else f["text"][:-1] + f" ({m.group(1)}).")
    return facts
