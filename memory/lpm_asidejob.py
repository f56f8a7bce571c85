"""What someone just named does, said as an aside after a comma: "I'm engaged to Tarek, he's a
dentist", "I live in Matosinhos with my wife Fernanda, she still works as a pharmacist",
"I've got a new partner, Zoltán, he's a violinist in the city orchestra".

Design decisions:
- The aside is said again as its own sentence with the relative in place of the pronoun ("My
  partner Tarek is a dentist."), so the job rules of lpm_people key it by the relative as if
  it had been said so (remember53: four such jobs formed only a long statement).
- The pronoun stands for the one relative named before it whose sex fits ("he" is not the
  wife); two who fit, or none, form nothing: "my son met Tom, he's a pilot" may be Tom.
- Only a job noun after "a"/"an" (lpm_words.JOBS), said now ("is", "still works as"): "she
  was a wonderful cook" is praise, and a past job is not the relative's job now.
"""
from __future__ import annotations

import re

from .lpm_passing import kin_named
from .lpm_words import FEMALE, JOBS, MALE

_JOB = "|".join(sorted(JOBS, key=len, reverse=True)) + r"|(?!apologist)[a-z]+ologist"
_ASIDE = re.compile(r",\s+(he|she)(?:'s| is)?(?: (?:now|still|also|currently))?"
                    r"(?:(?<=s) | works as )(an? (?:[\w-]+ ){0,2}?(?:" + _JOB + r"))\b(?!-)"
                    r"([^,.;!?]{0,40})", re.I)
# ones the kin rules do not name by the relation: "engaged to Tarek", "a new partner, Zoltán"
_PARTNER = re.compile(r"\b(?:engaged to|(?:a|my) new (?:partner|boyfriend|girlfriend),?) "
                      r"([A-Z][\w'-]+)")
_PRAISE = re.compile(r"\b(?:good|great|wonderful|amazing|brilliant|terrible|awful|lovely|"
                     r"fantastic|excellent|natural|born|bad|decent|keen|fine|lousy)\b", re.I)
_CLOSE = re.compile(r"^ (?:(?:in|at|for|with) [^,.;!?]{2,40}?|there|here|now)$")


def aside_jobs(s: str) -> list[str]:
    """The job said of a relative in an aside of `s`, as a sentence of its own; [] if none."""
    m = _ASIDE.search(s)
    if not m:
        return []
    head = s[:m.start()]
    she = m.group(1).lower() == "she"
    kin = [(r, n) for r, n in kin_named(s) if n and n in head]
    kin += [("partner", n) for n in _PARTNER.findall(head)]
    fits = {(r, n) for r, n in kin
            if (r in FEMALE if she else r in MALE) or r not in FEMALE | MALE and "former" not in r}
    if len({n for _, n in fits}) != 1:
        return []
    rel, name = sorted(fits, key=lambda k: k[0] == "partner")[0]
    # (another person named between: "my brother Sam met Tom, he's a pilot"; a place is none)
    between = head[head.rindex(name) + len(name):]
    if re.search(r"(?<!\bin)(?<!\bto)(?<!\bat)(?<!\bfrom)(?<!\bnear) [A-Z][a-z]", between) or \
            _PRAISE.search(m.group(2)):
        return []
    where = m.group(3) if _CLOSE.match(m.group(3) or "") and m.group(3).strip() not in (
        "there", "here", "now") else ""
    return [f"My {rel} {name} is {m.group(2)}{where}."]


__all__ = ["aside_jobs"]
