"""The user's job as a keyed fact, with what its sentence says of it: where it is mostly done,
the shift, the field (lpm_identity reads the job; this writes its fact)."""
from __future__ import annotations

import re

from .lpm_base import article, fact, poss
from .types import Page


_PLACE = (r"(?:hospital|company|firm|school|shop|store|restaurant|caf[eé]|bank|office|factory|warehouse|"
          r"clinic|practice|agency|council|university|college|hotel|pub|salon|garage|mine|plant|studio|"
          r"charity|nursery|care home|nursing home|courthouse|court|prison|airport|station)")


def job_fact(job: str, page: Page, who: str, s: str = "") -> dict:
    """The job fact; its text says "job", which questions about work use and "works as" lacks
    (MiniLM cosine to "What's my new job?" 0.26 -> 0.37). Where it is mostly done goes with it
    ("interpreter, mostly in courts and hospitals"): a job is never restated beside its keyed
    fact (lpm_rules._more), so the place would be lost."""
    said = (f"{who} is {article(job)}." if re.match(r"(?:retired|former|ex-)", job, re.I)
            else f"{poss(who)} job is working as {article(job)}.")
    where = re.search(re.escape(job) + r",? ((?:mostly|mainly|usually|largely|primarily|often) "
                      r"(?:in|on|at|for|with) [^.;!?]{3,60}?(?=[.;!?]|$| but )|"
                      # "a charge nurse in the emergency department" (remember32)
                      r"(?:in|on) the (?:[\w-]+ ){1,3}?(?:department|ward|unit|team)\b|"
                      # "a pharmacist in the University Hospital", "a bookkeeper for a trucking
                      # company": where, asked when the job has changed (remember93)
                      # (not "at": lpm_atwork keys where one works "at" as the employer)
                      r"(?:in|for|with) (?:the|a|an) (?:(?!(?:at|in|for|with|of|and)\b)[\w'&-]+ ){0,3}?" + _PLACE + r"s?\b(?: "
                      + _PLACE + r")?(?! (?:in|on|near) [A-Z]))", s, re.I)
    # "a porter at the hospital, mostly nights": the shift is asked when it changes
    shift = re.search(r"\b((?:mostly|mainly|usually|always|only) (?:on )?(?:nights|days|"
                               r"lates|earlies|evenings|weekends|mornings|(?:night|day) shifts)"
                               r"(?: (?:on|in) the [\w-]+ (?:ward|unit|department|wing))?)"   # (ward)
                               r"\b", s, re.I)
    aside = ", ".join(m.group(1) for m in (where, shift) if m and not (
        m is shift and where and shift.group(1) in where.group(1)))
    said = said[:-1] + f" ({aside})." if aside else said
    # "a lecturer in microbiology at ...": the subject taught or studied is the job's field,
    # asked for ("What subject do I lecture in?"; remember29: only "lecturer" was kept)
    field = re.search(r"\b" + re.escape(job) + r" (?:in|of) ((?!the\b|a\b|an\b|my\b|our\b|town\b|"
                      r"the city\b)[a-z][a-z-]{3,}(?: [a-z][a-z-]{3,})?)(?=[,.;!?]|$| at | for "
                      r"| and | with | in )", s)
    # ("I tutor maths and physics for GCSE": the subjects said with the verb; remember94)
    field = field or re.search(r"\bI (?:tutor|teach|lecture in|lecture) ((?i:year|grade|form|class|p|ks) ?\d+|(?!(?:the|a|an|my|our|kids|children|"
                               r"people|adults|students|at|in|for|part|full|online|privately)\b)[a-z][a-z-]{2,}"
                               r"(?:(?:,| and) (?!(?:the|a|an)\b)[a-z][a-z-]{2,}){0,2})(?=[,.;!?]|$| at | for "
                               r"| to | in | with | on | and )", s, re.I)
    if field and re.search(r"(?:lecturer|professor|teacher|tutor|researcher|instructor|"
                           r"scientist|student)$", job, re.I) and not where:
        said = said[:-1] + f" in {field.group(1)}."
    return fact("trait", "job", job, said, page, 0.8)
