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


def with_how_long(facts: list[dict], s: str) -> list[dict]:
    """`facts` with how long said of the job kept in its text."""
    m = _LONG.search(s)
    for f in facts if m else ():
        if f["attribute"] == "job" and f["value"] != "retired" and not re.search(
                r"\((?:for|since) ", f["text"]):
            # ("(in Thessaloniki, for 16 years)": one aside)
            f["text"] = (f["text"][:-2] + f", {m.group(1)})." if f["text"].endswith(").")
                         else f["text"][:-1] + f" ({m.group(1)}).")
    return facts
