"""The school a child goes to: "Bianca goes to Maple Grove Public School", "our son Ravi
started at Hillcrest Academy this week".

Design decisions (remember24, blind scripts):
- A child's school changes (a move, primary to secondary) and people ask both "Which school
  does she go to now?" and "What was her old school called?". Said as a plain statement it
  stayed unkeyed, so the new school never ended the old one and the bundled model was given
  the old one. It is keyed by the child (`relation.daughter.school`,
  `relation.child.bianca.school` where a relation has several), as a relative's job is
  (lpm_people), so the next school ends it and keeps it as history (past_facts).
- Only a school named as one (a capitalised name ending in School, Academy, Primary, High,
  College ...) and said of the speaker's own child as going there or having started there:
  "my son is starting at Hillcrest next year" (not yet), "my sister teaches at Hillcrest
  School" (not a pupil, not a child) and "my son goes to football" (no school) are none.
- A named relative alone ("Bianca goes to ...") reaches this family already said as "My
  child Bianca" (lpm_kinclauses rewrites a name memory knows), so the relation is always in
  the sentence.
"""
from __future__ import annotations

import re

from .lpm_base import fact, kin_key, poss
from .lpm_words import NAME
from .timewords import resolve
from .types import Page

_CHILD = (r"(?i:son|daughter|child|kid|boy|girl|stepson|stepdaughter|grandson|granddaughter|"
          r"youngest|eldest|oldest)")
_SCHOOL = (r"((?:the )?(?:[A-Z][\w'.-]+ ){1,4}(?:School|Academy|Primary|Elementary|College|High|"
           r"Middle|Secondary|Nursery|Kindergarten|Preschool|Montessori|Grammar|Infants|Juniors)"
           r"(?: School)?)\b")
_GOES = re.compile(r"\b(?i:my|our) (?:(?i:older|younger|little|big|middle|eldest|youngest) )?("
                   + _CHILD + r")(?:,? " + NAME + r")?,? (?i:(?:now |still |also )?(goes|go) to|"
                   r"(?:is|'s) (?:now |still )?(?:at|in \w+ \w+ at)|(?:has |'s )?(?:just |now )?"
                   r"(started|moved|changed schools?|switched) (?:at|to)) " + _SCHOOL)
# "our daughter Sithumi, she is in year 3", "My son is in 5th grade": the child's school year,
# which changes each year and is asked of ("What year is Sithumi in?"; remember46 formed
# none); keyed by the child as the school is, so a correction or the next year ends it. Not
# "year 3 of her PhD", nor a class that is no year ("in class with Tom")
_YEAR = re.compile(r"\b(?i:my|our) (?:(?i:older|younger|little|big|middle|eldest|youngest) )?("
                   + _CHILD + r")(?:,? " + NAME + r")?,? (?:(?i:who|she|he) )?(?i:is|'s) "
                   r"(?:(?i:now|currently|just|already) )?(?i:in) ((?i:year|grade|form|standard|"
                   r"class|primary|p|s) \d{1,2}|(?i:the )?(?:\d{1,2}(?i:st|nd|rd|th)|(?i:first|"
                   r"second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth))"
                   r" (?i:grade|year|form|class|standard|std)|(?i:reception|kindergarten|kindy|prep))\b"
                   r"(?! (?i:of|at uni|at university|at college)\b)")
_NOT_YET = re.compile(r"\b(?:next|will|going to|gonna|hope|might|maybe|if|in september)\b", re.I)


def school(s: str, page: Page, who: str) -> list[dict]:
    """The school the speaker's child goes to, keyed by the child (see the docstring)."""
    m = _GOES.search(s)
    out = _year(s, page, who)
    if not m or _NOT_YET.search(s[:m.start()]):
        return out
    rel, name, new, place = m.group(1).lower(), m.group(2), m.group(4), m.group(5)
    if rel in ("youngest", "eldest", "oldest"):
        rel = "child"
    key = kin_key(rel, name)
    whom = f"{rel} {name}" if name else rel
    said = f"{poss(who)} {whom} goes to {place}"
    if new:   # "started at ... this week": when the new school began, kept in the text
        when = re.match(r" ((?:this|last|on|in) [\w ]{3,20}?)(?=[,.;!?]|$| and | but | so )",
                        s[m.end():], re.I)
        said += f" (a new school, started {resolve(when.group(1), page.created)})" if when \
            else " (a new school)"
    return out + [fact("trait", key + ".school", place, said + ".", page, 0.75)]


def _year(s: str, page: Page, who: str) -> list[dict]:
    """The school years of the speaker's children said in `s`, each keyed by the child."""
    out = []
    for m in _YEAR.finditer(s):
        if _NOT_YET.search(s[:m.start()]):
            break
        rel = "child" if m.group(1).lower() in ("youngest", "eldest", "oldest") else m.group(1).lower()
        whom = f"{rel} {m.group(2)}" if m.group(2) else rel
        # ("in Primary 5 at Nan Chiau": the school named, kept; remember47 "Which school does
        # Ethan go to?" got "at school")
        at = re.match(r" (?i:at) ((?:(?i:the) )?[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,3})",
                      s[m.end():])
        out.append(fact("trait", kin_key(rel, m.group(2)) + ".school_year", m.group(3),
                        f"{poss(who)} {whom} is in {m.group(3)} at "
                        f"{at.group(1) if at else 'school'}.", page, 0.75))
    return out


__all__ = ["school"]
