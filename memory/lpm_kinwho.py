"""What a relative does, said in a "who" clause after their name: "We have a daughter, Catrin,
who's a vet in Cardiff, and a son, Owain, who runs a café", "my brother Sam, who is a
plumber, ...".

Design decision: keyed as `lpm_people._kin_jobs` keys a relative's job (`relation.daughter
.catrin.job`), and only for a known job noun (`JOBS`). A relative said with "a"/"an" ("a
daughter, Catrin, who's ...") is the speaker's only where the sentence says they have them
("I have", "we've got" before it): "I met a friend of Tom's, a cousin, Jo, who's a vet" forms
nothing.
"""
from __future__ import annotations

import re

from .lpm_base import fact, kin_key, poss
from .lpm_words import BY_AGE, JOB_ALTS, NAME, RELATIONS
from .types import Page

_WHO_JOB = re.compile(r"\b(?i:(my|our|an?)) " + BY_AGE + r"(?i:(" + RELATIONS + r")),? " + NAME
                      + r",? (?i:who(?:'s| is| was)) (?:(?i:now|still|also) )?(?i:an?) "
                      r"((?:[\w-]+ ){0,2}?(?i:" + JOB_ALTS + r"))\b(?!-)(?: ((?:in|at|for|with) "
                      r"[^,.;!?()]{2,40}?)(?=[,.;!?)]|$| (?:and|but|so)\b))?")
_HAS = re.compile(r"\b(?:i|we)(?:'ve| have| had)\b", re.I)


def kin_who_jobs(s: str, page: Page, who: str) -> list[dict]:
    """A relative's job said in a "who" clause after their name, keyed by the relative."""
    out = []
    for m in _WHO_JOB.finditer(s):
        det, rel, name, job, where = m.groups()
        if det.lower() in ("a", "an") and not _HAS.search(s[:m.start()]):
            continue
        rel = rel.lower()
        was = "was" if re.search(r"\bwas\b", m.group(0), re.I) else "is"
        a = "an" if job[0].lower() in "aeiou" else "a"
        out.append(fact("trait", kin_key(rel, name) + ".job", job, f"{poss(who)} {rel} {name} "
                        f"{was} {a} {job}{' ' + where if where else ''} (their job).", page, 0.75))
    return out
