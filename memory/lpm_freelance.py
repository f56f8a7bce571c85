"""Working for oneself said as the job: "I'm freelance now, designing book covers", "I went
self-employed last year, I fix bikes".

Design decisions:
- Freelancing is the job now when said of the speaker as it is (not "Before I went freelance
  I taught English", the time before it: remember37 kept "freelance" as the job after the
  speaker said they no longer were).
- A job noun already read in the sentence is the job ("I work as a freelance interpreter"):
  a second, bare "freelance" as the newer value would end it (remember28).
Split out of lpm_identity when it neared 400 lines.
"""
from __future__ import annotations

import re

from .lpm_base import fact, poss, third_person
from .types import Page

_FREELANCE = re.compile(
    r"(?<!\bbefore )(?<!\buntil )\bi(?:'m| am| work| went)(?: now)? (?:as an? )?"
    r"(freelance|self-employed)(?:r)?"
    r"(?: now)?\b(?:,? (\w+ing [^,.;!?]{2,40}|(?:and |so )?i (?:do|make|sell|run|"
    r"teach|write|design|build|fix|repair|make) [^,.;!?]{2,40}))?", re.I)


def freelance(s: str, page: Page, who: str, out: list[dict]) -> list[dict]:
    """The job "freelance" (with what is done, where said) when `s` says the speaker works
    for themselves and `out`, the facts of `s` already read, holds no job."""
    m = _FREELANCE.search(s)
    if not m or any(f["attribute"] == "job" for f in out):
        return []
    what = re.sub(r"^(?:and |so )?i (\w+)", lambda v: third_person(v.group(1).lower()),
                  m.group(2), flags=re.I) if m.group(2) else ""
    job = m.group(1).lower() + (f" ({what})" if what else "")
    return [fact("trait", "job", job, f"{poss(who)} job is working {job}.", page, 0.8)]
