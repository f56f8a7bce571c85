"""What the speaker says they are in a word or two: "I'm divorced", "I'm dyslexic", "I'm an only
child", "I'm a night owl", "I'm unemployed at the moment". Too short for a statement (one
content word), these formed nothing, yet each is lasting and asked later ("Am I married?").

Design decisions:
- Only words that name a lasting state, from short lists: being married or single (keyed
  `family.status`, so "I'm divorced now" ends "married"; divorced or separated ends the spouse,
  single ends a partner), a condition (`health.<word>`), a trait of the person
  (`identity.<word>`), being out of work (the job, as being retired is). "I'm tired", "I'm
  happy" name none.
- Only the speaker's own, said as now: not "I'm not married", "if I was single", "I'm single
  for the weekend" (what follows the word must end the clause or say since when).
"""
from __future__ import annotations

import re

from .lpm_base import fact, slug
from .types import Page

_STATUS = {"married": "married", "divorced": "divorced", "separated": "separated",
           "single": "single", "widowed": "widowed", "a widow": "widowed",
           "a widower": "widowed", "engaged": "engaged"}
_HEALTH = ("dyslexic", "autistic", "colou?r[- ]?blind", "deaf", "partially sighted",
           "epileptic", "hard of hearing", "asthmatic", "anaemic", "anemic", "dyspraxic")
_TRAIT = ("left-handed", "right-handed", "left handed", "an only child", "a twin", "adopted",
          "a morning person", "a night owl", "an early bird", "an introvert", "an extrovert",
          "bilingual", "trilingual")
_OUT_OF_WORK = ("unemployed", "out of work", "between jobs", "jobless")
# looking after the home and children is what one does all day, asked as "What do I do?"
_AT_HOME = (r"an? (?:(?:stay[- ]at[- ]home|full[- ]time) (?:mum|mom|dad|parent|mother|father)|sahm|"
            r"sahd)|"
            r"a (?:housewife|househusband|homemaker)")
_WORDS = "|".join([*map(re.escape, _STATUS), *_HEALTH, *map(re.escape, _TRAIT),
                   *map(re.escape, _OUT_OF_WORK), _AT_HOME])
_SELF = re.compile(r"(?:^|[,;]\s*|\b(?:and|but|so)\s+)(?:(?:now|these days),?\s+)?(?:i'm|i am|im)\s+(?:\d{1,2},\s*)?"
                   r"(?:now\s+|recently\s+|newly\s+|happily\s+|still\s+|also\s+|currently\s+|"
                   r"actually\s+|officially\s+)*(" + _WORDS
                   + r")(?=\s*(?:[,.;!]|$|\s+(?:now|at the moment|right now|these days|since|with|"
                   r"and|but|so|too|myself|lol|haha)\b|(?<=mum|mom|dad|ahm|ahd)\s+(?:to|of)\b))", re.I)
_UNSURE = re.compile(r"\b(?:if|when|wish|hope|would|maybe|might|pretend|feel like|as if)\b", re.I)


def self_said(s: str, page: Page, who: str) -> list[dict]:
    """The lasting states the speaker says they are in, keyed."""
    out = []
    for m in _SELF.finditer(s):
        if _UNSURE.search(s[:m.start()]) or s.rstrip().endswith("?"):
            continue
        word = re.sub(r"\s+", " ", m.group(1).lower())
        status = _STATUS.get(word)
        if status:
            ends = (["relation.husband", "relation.wife"] if status in ("divorced", "separated")
                    else ["relation.boyfriend", "relation.girlfriend", "relation.partner"]
                    if status == "single" else [])
            out.append(fact("trait", "family.status", status, f"{who} is {status} (their "
                            "marital status).", page, 0.75, ends=ends))
        elif word in _OUT_OF_WORK:
            out.append(fact("trait", "job", "out of work", f"{who} is out of work ({word}).",
                            page, 0.75))
        elif re.fullmatch(_AT_HOME, word):
            job = re.sub(r"^an? ", "", word).replace("stay at home", "stay-at-home")
            out.append(fact("trait", "job", job, f"{who} is {word} (looks after the home; "
                            "their work).", page, 0.75))
        elif any(re.fullmatch(h, word) for h in _HEALTH):
            out.append(fact("trait", f"health.{slug(word)}", word, f"{who} is {word} (a health "
                            "condition).", page, 0.75))
        else:
            out.append(fact("trait", f"identity.{slug(re.sub(r'^an? ', '', word))}", word,
                            f"{who} is {word}.", page, 0.7))
    return out


__all__ = ["self_said"]
