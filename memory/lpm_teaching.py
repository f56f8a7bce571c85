"""A teacher said by the subject taught, with no school named: "I teach biology now instead of
chemistry", "I'm teaching maths these days" (remember53: "teaching biology instead of
chemistry" formed no job, so the chemistry job stayed current).

Design decision: only a school subject or a language, said of the speaker in the present and
ending the clause (or followed by "now", "these days", "instead of ..."): "I teach my son
maths", "I'm teaching biology tonight", "I teach piano on Saturdays" are no job (lpm_changes
reads "I teach ... at a school" with where). What it replaced is kept in the text ("no longer
chemistry") for "What did I teach before?".
"""
from __future__ import annotations

import re

from .lpm_activities import LANGUAGES
from .lpm_base import article, fact, poss
from .types import Page

_SUBJECTS = (r"maths|math|mathematics|biology|chemistry|physics|science|history|geography|"
             r"economics|business studies|computing|computer science|ict|drama|art|music|pe|"
             r"religious studies|psychology|sociology|philosophy|literature|latin|"
             + LANGUAGES)
_TEACH = re.compile(r"\bi(?:'m| am)? (?:now |currently |also )?(?:teach|teaching) ((?i:" + _SUBJECTS
                    + r"))(?: (?:now|these days|this year|nowadays))?(?: instead of (?:teaching )?"
                    r"((?i:" + _SUBJECTS + r")))?(?=[,.;!]|$| now\b| these days\b)", re.I)


def teaches_subject(s: str, page: Page, who: str) -> list[dict]:
    """The job "<subject> teacher" the speaker says they teach in `s`, else []."""
    m = _TEACH.search(s)
    if not m or re.search(r"\b(?:if|maybe|might|would|used to|when i|want to|hope)\b",
                          s[:m.start()], re.I):
        return []
    subject = m.group(1).lower() if m.group(1).islower() else m.group(1)
    job = f"{subject} teacher"
    was = f"; no longer {m.group(2)}" if m.group(2) else ""
    return [fact("trait", "job", job, f"{poss(who)} job is working as {article(job)} (teaches "
                 f"{m.group(1)}{was}).", page, 0.8)]


__all__ = ["teaches_subject"]
