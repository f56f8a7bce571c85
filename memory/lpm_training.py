"""Training for a trade said as what one is doing now, and leaving it: "I'm doing an
apprenticeship as an electrician", "I'm training to be a chef", then "I quit my apprenticeship"
(remember53: neither formed a fact, so "What was I training to be before?" found nothing).

Design decisions:
- Training is kept under the key a course of study has (`study`, lpm_study), as it is what one
  studies; "retraining as" after leaving a job is the job (lpm_changes._TRAINING) and is left
  to it.
- Leaving the training or the course ends that key (kept as history, asked as "before"): "I
  quit my apprenticeship", "I dropped out of uni", "I left my course". Not "I quit my job"
  (lpm_changes), not "I might quit my course".
"""
from __future__ import annotations

import re

from .lpm_base import END, article, fact, kin_key, poss as _poss
from .lpm_words import NAME, RELATIONS
from .types import Page

_DOING = re.compile(r"\bi(?:'m| am) (?:(?:now|currently|still|also) )?(?:doing|on|starting|in the "
                    r"(?:first|second|third|last|final) year of) (?:an?|my) (?:([\w-]+) )?"
                    r"apprenticeship(?: (?:as an? |in )((?-i:[a-z])[\w -]{2,30}?))?(?:" + END
                    + r"|(?= (?:in|at|with) (?-i:[A-Z])))(?: ((?:in|at|with) (?-i:[A-Z])[\w'&-]*"
                    r"(?: (?-i:[A-Z])[\w'&-]*){0,2}))?", re.I)
_TO_BE = re.compile(r"\bi(?:'m| am) (?:(?:now|currently|still|also) )?training to be(?:come)? (an?) "
                    r"([a-z][\w -]{2,30}?)" + END, re.I)
_QUIT = re.compile(r"\bi(?:'ve| have)? (?:(?:just|finally|actually) )?(?:quit|left|dropped out of|"
                   r"gave up|given up|packed in|walked out of) (?:my|the) (apprenticeship|training|"
                   r"course|degree|uni|university|college|studies)\b|\bi(?:'ve| have)? "
                   r"(?:(?:just|finally) )?dropped out\b", re.I)
_UNSURE = re.compile(r"\b(?:if|might|maybe|thinking|want to|should|would|could|considering)\b",
                     re.I)


# "my brother Shane has given up the trucks, he's doing a plumbing apprenticeship at 41"
# (brett: the trucks stayed his work): a relative's apprenticeship is their work now, keyed
# as their job so the old one ends; not "... wants to do an apprenticeship"
_KIN_DOING = re.compile(r"\b(?i:my|our) (?i:(" + RELATIONS + r"))(?: " + NAME + r")?(?:,? (?i:who)"
                        r"(?:'s| is)| (?i:is|'s)|[^.;!?]{0,60}?,? (?i:he|she)(?:'s| is)) (?:(?i:now|"
                        r"also|currently) )?(?i:doing|starting) (?i:an?|his|her) (?:([\w-]+) )?"
                        r"(?i:apprenticeship)(?: (?i:as an?) ((?-i:[a-z])[\w-]+(?: [a-z][\w-]+)?))?")


def training(s: str, page: Page, who: str) -> list[dict]:
    """The training the speaker is doing, or its end, keyed as `study`; a relative's as their
    job."""
    k = _KIN_DOING.search(s)
    if k and (k.group(3) or k.group(4)) and not _UNSURE.search(s[:k.start()]) and \
            not s.rstrip().endswith("?"):
        rel, name = k.group(1).lower(), k.group(2)
        job = f"{k.group(3).lower()} apprentice" if k.group(3) else f"apprentice {k.group(4)}"
        said = (f"{article(k.group(3).lower())} apprenticeship" if k.group(3) else
                f"an apprenticeship as {article(k.group(4))}")
        return [fact("trait", kin_key(rel, name or "") + ".job", job, f"{_poss(who)} {rel}"
                     f"{' ' + name if name else ''} is doing {said} (their work now).", page, 0.75)]
    m = _DOING.search(s) or _TO_BE.search(s)
    if m and not _UNSURE.search(s[:m.start()]) and not s.rstrip().endswith("?"):
        if m.re is _DOING:
            kind, trade = m.group(1), (m.group(2) or "").strip()
            said = f"doing {article(kind) if kind else 'an'} apprenticeship"
            said += (f" in {trade}" if trade and re.search(r"(?i)apprenticeship in ", m.group(0))
                     else f" as {article(trade)}" if trade else "")
            if not (kind or trade):
                return []
            said += f" {m.group(3)}" if m.group(3) else ""   # where: "at Halfords"
        else:
            said = f"training to be {m.group(1).lower()} {m.group(2).strip()}"
        return [fact("trait", "study", said, f"{who} is {said} (their training).", page, 0.75)]
    m = _QUIT.search(s)
    if m and not _UNSURE.search(s[:m.start()]) and not s.rstrip().endswith("?"):
        what = (m.group(1) or "course").lower()
        poss = "their" if who == "The user" else "the"
        return [fact("trait", "study.left", what, f"{who} left {poss} {what} (no longer "
                     "training or studying).", page, 0.7, ends=["study"])]
    return []


__all__ = ["training"]
