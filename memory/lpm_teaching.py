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
from .lpm_base import article, fact, kin_key, poss
from .lpm_words import BY_AGE, NAME, RELATIONS
from .types import Page

_SUBJECTS = (r"maths|math|mathematics|biology|chemistry|physics|science|history|geography|"
             r"economics|business studies|computing|computer science|ict|drama|art|music|pe|"
             r"religious studies|psychology|sociology|philosophy|literature|latin|"
             + LANGUAGES)
_TEACH = re.compile(r"\bi(?:'m| am)? (?:now |currently |also )?(?:teach|teaching) ((?i:" + _SUBJECTS
                    + r"))(?: (?:now|these days|this year|nowadays))?(?: instead of (?:teaching )?"
                    r"((?i:" + _SUBJECTS + r")))?(?=[,.;!]|$| now\b| these days\b)", re.I)


# a relative's: "my wife teaches English at a high school", "my husband teaches maths" (the
# wife's old job was a statement only, so her promotion ended nothing: "What did Ewa do
# before?"); where a school is said it is kept; not "teaches yoga on Tuesdays"
_KIN_TEACH = re.compile(r"\b(?i:my|our) " + BY_AGE + r"(?i:(" + RELATIONS + r"))(?:,? " + NAME
                        + r",?)? (?:(?i:still|now|also) )?(?i:teaches) ((?i:" + _SUBJECTS + r"))"
                        r"(?: ((?i:at|in) (?i:an?|the) (?:[\w'-]+ ){0,3}?(?i:school|college|"
                        r"university|academy|uni)))?(?=[,.;!]|$| and | but | now\b| in [A-Z])")


# "Carolina got a job at a school in Santiago, teaching physics this time not maths" (said of
# the wife memory knows: "My wife Carolina got a job ..."; matias: the maths job stayed):
# a new job at a school, then the subject taught, is the teaching job
_KIN_NEW = re.compile(r"\b(?i:my|our) (?i:(" + RELATIONS + r"))(?: " + NAME + r")? (?i:got|has got|"
                      r"'s got|found|started) (?i:a (?:new )?job) (?i:at|in) (?i:an?|the) "
                      r"(?:[\w'-]+ ){0,2}?(?i:school|college|academy|uni|university)\b[^,]{0,30},"
                      r" (?i:teaching) ((?i:" + _SUBJECTS + r"))\b(?:(?: this time)?,? (?i:not|"
                      r"instead of) ((?i:" + _SUBJECTS + r")))?")


def teaches_subject(s: str, page: Page, who: str) -> list[dict]:
    """The job "<subject> teacher" the speaker (or a relative) says they teach in `s`."""
    n = _KIN_NEW.search(s)
    if n and not s.rstrip().endswith("?"):
        rel, name, subject = n.group(1).lower(), n.group(2), n.group(3)
        job = f"{subject if not subject.islower() else subject.lower()} teacher"
        was = f"; no longer {n.group(4)}" if n.group(4) else ""
        return [fact("trait", kin_key(rel, name or "") + ".job", job, f"{poss(who)} "
                     f"{rel}{' ' + name if name else ''} teaches {subject} (their job: "
                     f"{article(job)}{was}).", page, 0.75)]
    k = _KIN_TEACH.search(s)
    if k and not s.rstrip().endswith("?"):
        rel, name, subject = k.group(1).lower(), k.group(2), k.group(3)
        whom = f"{rel} {name}" if name else rel
        where = f" {re.sub(r'(?i)^(at|in) ', lambda w: w.group(1).lower() + ' ', k.group(4))}" \
            if k.group(4) else ""
        job = f"{subject if not subject.islower() else subject.lower()} teacher"
        # ("teaches maths" kept in the words: "What does Anjali do?" is close to them)
        return [fact("trait", kin_key(rel, name or "") + ".job", job, f"{poss(who)} {whom} "
                     f"teaches {subject}{where} (their job: {article(job)}).", page, 0.75)]
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
