"""What a relative studies: "my brother Matías moved to Montreal for a PhD in chemistry", "My
sister is studying law at Leeds", "our son Kai is doing a master's in robotics".

Keyed `relation.<rel>[.<name>].study` so that "What is my brother studying?" finds it among
the facts that name him (remember57: the sentence was kept whole and a home fact came beside),
and a new subject ends the old one. Only the relative said as the subject ("my"/"our"), with
no one else named between them and the study: "my sister's boyfriend is studying law" and "my
son and his friend Ali study maths" make nothing.
"""
from __future__ import annotations

import re

from .lpm_base import fact, kin_key, poss
from .lpm_words import RELATIONS
from .types import Page

_DEGREE = (r"(?:phd|doctorate|master'?s(?: degree)?|masters|degree|msc|ma|ba|bsc|diploma|"
           r"course|apprenticeship)")
_STUDY = re.compile(r"(?:^|[,;] )(?:(?:so|and|but|also|oh and|btw),? )?(?:my|our) (?:(?:older|younger|little|big|"
                    r"eldest|youngest) )?(" + RELATIONS + r")(?: ((?-i:[A-Z])[\w'-]+))?"
                    r"((?: (?!(?:and|with|says|said|thinks|friend|boyfriend|girlfriend|husband|wife|"
                    r"partner)\b)[\w'-]+){0,6}?) (?:(?:is |'s )?(?:studying|studies|reading|majoring in|"
                    r"majors in)|(?:(?:is |'s |has )?(?:doing|does|started|starting|finished|"
                    r"finishing|begun|begins)|for|to do) (?:a |an |her |his |their )?(" + _DEGREE
                    + r") (?:in|on)|to study) (?!(?:hard|a lot|late|for|at|with|abroad|online|"
                    r"part-time|full-time|again|now|too)\b)((?-i:[a-z])[\w'-]+(?: (?-i:[a-z])[\w'-]+){0,3}?)"
                    r"(?= at | in |[,.;!?]|$| and | but | so )"
                    # where, said with it: "studies medicine in Krakow" (bartek, dragan)
                    r"(?: (?:at|in) ((?:the )?(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,3}))?", re.I)


_ONCE = re.compile(r"\b(?:19|20)\d\d\b|\bused to\b|\bwhen (?:he|she|they) (?:was|were)\b|"
                   r"\b(?:studied|graduated|went)\b", re.I)


def kin_study(s: str, page: Page, who: str) -> list[dict]:
    """What the relative said in `s` studies, keyed by them."""
    m = _STUDY.search(s)
    # (a study once done: "My mum went to Leeds to study nursing in 1970")
    if not m or (m.group(2) or "") in ("I", "My", "Our") or _ONCE.search(s):
        return []
    rel, name = m.group(1).lower(), m.group(2)
    subject = re.sub(r" (?:too|as well|now|also)$", "", m.group(5))
    whom = f"{rel} {name}" if name else rel
    what = f" ({article_of(m.group(4))})" if m.group(4) else ""
    where = f" in {m.group(6)}" if m.group(6) else ""
    return [fact("trait", kin_key(rel, name) + ".study", subject,
                 f"{poss(who)} {whom} is studying {subject}{where}{what}.", page, 0.75)]


def article_of(degree: str) -> str:
    d = degree.lower()
    return d if d.startswith(("a ", "an ")) else ("an " if d[0] in "aeiou" and d != "ba" else "a ") + \
        (degree if degree.isupper() or d in ("phd", "msc", "bsc") else d)


__all__ = ["kin_study"]
