"""What the speaker studies, said in passing or as a change: "I'm Jia Hui, second year
chemical engineering at NUS", "I officially switched out of chem eng into data science".

Design decisions (remember35, blind scripts):
- Students name their course and year as a tag after their name, with no verb; it formed
  nothing, and "What am I studying?" had no fact. Said with an ordinal year and "at" a
  capitalised place it is the course (`study`, the key lpm_story's "in my second year of law"
  uses), so a later change of course ends it and keeps it as history ("What was my major
  before I switched?").
- A change of course is said as "switched / changed / transferred (my major) from X to Y"
  or "out of X into Y". People switch many things (coffee to tea, sales to finance), so it is
  a course only where the sentence says major, course, degree or programme, or where both
  sides are fields of study by their ending or word (engineering, data science, law,
  economics ...); the old one is said in the text.
"""
from __future__ import annotations

import re

from .lpm_base import fact
from .types import Page

_YEAR = r"first|second|third|fourth|fifth|final|1st|2nd|3rd|4th|5th"
# a field of study by its word or ending ("chem eng", "data science", "economics", "biology")
_FIELD = re.compile(r"(?:eng|engineering|sciences?|ics|ology|istry|law|medicine|nursing|"
                    r"studies|history|arts?|business|accounting|finance|maths?|english|"
                    r"literature|design|architecture|pharmacy|dentistry|analytics|"
                    r"philosophy|geography|music|education|languages|sci)$", re.I)
# the speaker, and the age said before in a run-on ("I'm 16 and in S5 at ..."; remember54)
_ME = r"\b(?i:i'm|i am|im)(?: \d{1,2}(?: (?i:years old|yo))?(?:,? (?i:and)|,(?= \w+ year)))?"
# ("Jakub here, final year computer science at ...", "I'm Ayesha, first year PhD in materials
# chemistry at Sheffield": the name said as "X here", a degree before the field; remember69)
_TAG = re.compile(r"(?:" + _ME + r"(?: [A-Z][\w'-]+(?: [A-Z][\w'-]+)?,)?|\b[A-Z][\w'-]+ (?i:here),|^(?=(?i:"
                  + _YEAR + r")[- ](?i:year) ))(?: \d{1,2},)?(?: (?i:doing|studying))? ?(?:(?i:a|in) )?"
                  r"(?:(?i:my) )?(?i:(" + _YEAR + r"))[- ](?i:year) "
                  r"(?!(?:in|of|on|at|for|running|straight)\b)((?:(?i:phd|msc|ma|bsc|ba|mphil|dphil|masters?|"
                  r"llm|mba|doctorate)(?: (?i:student))? (?i:in|of) )?(?:[a-z][\w-]* ){0,2}?[a-z][\w-]*)"
                  r"(?: (?i:student))? (?i:at) ([A-Z][\w&'-]*(?: [A-Z][\w&'-]*){0,3})\b")
# "I'm a sophomore at NAU in Flagstaff": an American student says the year of study for the
# course (remember44: "Where do I go to college?" had no fact). The year word right before
# "at" a capitalised name: "a junior developer at Google" is a job, not a year of college.
_CLASS = re.compile(_ME + r" (?:(?i:a|an|now a|currently a) )?(?i:(freshman|sophomore|"
                    r"junior|senior|grad student|undergrad)) (?i:at) ([A-Z][\w&'-]*(?: "
                    r"(?:of )?[A-Z][\w&'-]*){0,3})(?: (?i:in) ([A-Z][\w'-]+(?: [A-Z][\w'-]+)?))?")
# "I'm in S5 at Millburn Academy", "I'm in year 12 at St Mary's", "I'm in 11th grade at
# Lincoln High": the speaker's school, said with the school year (remember54 formed nothing;
# "What school do I go to?"); keyed so a new school ends it. Not a child's (lpm_school), nor
# "in a meeting at Google"
_PUPIL = re.compile(_ME + r" (?:(?i:now|currently|still) )?(?i:in) ((?i:year|grade|form|"
                    r"standard|primary|p|s)\s?\d{1,2}|(?:\d{1,2}(?i:st|nd|rd|th)|(?i:first|second|"
                    r"third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)) "
                    r"(?i:grade|year|form|class|standard)|(?i:sixth form|upper sixth|lower sixth))"
                    r" (?i:at) ((?:(?i:the) )?(?:St\.? )?[A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,4})"
                    r"(?: (?i:in) ([A-Z][\w'-]+(?: [A-Z][\w'-]+)?))?")
# "i stay in res at knockando hall", "I'm living in halls at New College": a hall of
# residence is the home (remember54: no home, so the flat moved into later ended nothing);
# not "a party in res at ..." said of no one's living there
_RES = re.compile(r"\b(?i:i|we)(?:'m| am|'re| are)? (?i:live|living|stay|staying) (?i:in) "
                  r"(?i:res|halls|residence|dorms?|student halls|student accommodation) (?i:at) "
                  r"((?:(?i:the) )?[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})")
_SWITCH = re.compile(r"\b(?i:i)(?:'ve| have)? (?:(?i:officially|finally|just|now) )*"
                     r"(?i:switched|changed|transferred)(?: (?i:my) (?i:(major|course|degree|"
                     r"programme|program)))?(?: (?i:out of|from) ([a-z][\w -]{1,30}?))? "
                     r"(?i:into|to) ([a-z][\w -]{1,40}?)"
                     r"(?=[,.;!?]|$| (?:because|since|after|so|but|last|this|in \d)\b)")


def study(s: str, page: Page, who: str) -> list[dict]:
    """The course the speaker studies, said as a tag or as a change (see the docstring)."""
    m = _TAG.search(s)
    if m:
        year, subject, where = m.group(1).lower(), m.group(2), m.group(3)
        # (where is kept apart too: a change of course later ends the course, not the
        # university; remember35's "Which university do I go to?" lost NUS with the switch)
        return [fact("trait", "study", subject, f"{who} is studying {subject} at {where} (in "
                     f"their {year} year).", page, 0.75),
                fact("trait", "education.university", where, f"{who} is a student at {where}.",
                     page, 0.7)]
    m = _CLASS.search(s)
    if m and not re.search(r"\b(?:if|when|used to|was)\b", s[:m.start()], re.I):
        where = m.group(2) + (f" in {m.group(3)}" if m.group(3) else "")
        return [fact("trait", "education.university", where, f"{who} is a student at {where} "
                     f"(a {m.group(1).lower()}).", page, 0.7)]
    m = _PUPIL.search(s)
    if m and not re.search(r"\b(?:if|when|used to|was)\b", s[:m.start()], re.I):
        where = m.group(2).rstrip(".") + (f" in {m.group(3)}" if m.group(3) else "")
        return [fact("trait", "education.school", where, f"{who} goes to {where} (in "
                     f"{m.group(1)}).", page, 0.7)]
    m = _RES.search(s)
    if m and not re.search(r"\b(?:if|when|used to|was|might|will)\b", s[:m.start()], re.I):
        return [fact("trait", "location", m.group(1), f"{who} lives in {m.group(1)} (a hall "
                     f"of residence).", page, 0.75)]
    m = _SWITCH.search(s)
    if not m or re.search(r"\b(?:if|maybe|might|thinking|would|should)\b", s, re.I):
        return []
    old, new = m.group(2), m.group(3)
    fields = _FIELD.search(new) and (old is None or _FIELD.search(old))
    if not (m.group(1) or (old and fields)):
        return []
    was = f" (switched from {old})" if old else " (a new course)"
    return [fact("trait", "study", new, f"{who} is studying {new}{was}.", page, 0.75)]


__all__ = ["study"]
