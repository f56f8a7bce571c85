"""The user's job as a keyed fact, with what its sentence says of it: where it is mostly done,
the shift, the field (lpm_identity reads the job; this writes its fact)."""
from __future__ import annotations

import re

from .lpm_base import article, fact, poss
from .types import Page


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
                      r"(?:in|on) the (?:[\w-]+ ){1,3}?(?:department|ward|unit|team)\b)", s, re.I)
    # "a porter at the hospital, mostly nights": the shift is asked when it changes
    shift = where or re.search(r"\b((?:mostly|mainly|usually|always|only) (?:on )?(?:nights|days|"
                               r"lates|earlies|evenings|weekends|mornings|(?:night|day) shifts)"
                               r"(?: (?:on|in) the [\w-]+ (?:ward|unit|department|wing))?)"   # (ward)
                               r"\b", s, re.I)
    said = said[:-1] + f" ({shift.group(1)})." if shift else said
    # "a lecturer in microbiology at ...": the subject taught or studied is the job's field,
    # asked for ("What subject do I lecture in?"; remember29: only "lecturer" was kept)
    field = re.search(r"\b" + re.escape(job) + r" (?:in|of) ((?!the\b|a\b|an\b|my\b|our\b|town\b|"
                      r"the city\b)[a-z][a-z-]{3,}(?: [a-z][a-z-]{3,})?)(?=[,.;!?]|$| at | for "
                      r"| and | with | in )", s)
    if field and re.search(r"(?:lecturer|professor|teacher|tutor|researcher|instructor|"
                           r"scientist|student)$", job, re.I) and not where:
        said = said[:-1] + f" in {field.group(1)}."
    return fact("trait", "job", job, said, page, 0.8)
