"""Office and tech jargon said in plain words before the fact rules read a message: "my EM
Sara" (engineering manager), "12 YOE", "I WFH Tue/Thu", "PTO next week".

Design decisions:
- The rules and the embedder key on plain words ("my manager Sara", "I work from home",
  "years of experience", "time off"); people who work in offices, and in tech above all,
  write these as acronyms. Rewriting the few acronyms with one reading, here, lets every
  rule (kin names, statements) and every question ("Which days do I work from home?") meet
  them, as `lpm_chat` does for texting spellings.
- Only capitalised acronyms are read ("em" is chat for "them", "pto" is rare), and a
  manager word only after "my"/"our", where it can only be the speaker's boss.
- A short weekday pair said with a slash ("Tue/Thu", "Mon/Wed/Fri") is written out, so a
  question that says "Tuesday" meets it.
"""
from __future__ import annotations

import re

# "my EM Sara", "my line manager", "my eng manager": the speaker's manager
_MANAGER = re.compile(r"\b((?:[Mm]y|[Oo]ur) )(?:EM|(?:line|eng|engineering) manager)\b(?![\w'-])")
_ACRONYMS = {"WFH": "work from home", "YOE": "years of experience", "PTO": "time off",
             "OOO": "out of office"}
_ACRONYM = re.compile(r"(?<![\w'-])(" + "|".join(_ACRONYMS) + r")(?![\w'-])")
_DAYS = {"mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "wed": "Wednesday",
         "thu": "Thursday", "thur": "Thursday", "thurs": "Thursday", "fri": "Friday",
         "sat": "Saturday", "sun": "Sunday"}
_DAY = r"(?:" + "|".join(_DAYS) + r")"
_DAY_LIST = re.compile(r"\b(" + _DAY + r"(?:/" + _DAY + r")+)\b", re.I)


def _acronym(m: re.Match) -> str:
    word = _ACRONYMS[m.group(1)]
    before = m.string[:m.start()]
    # "I WFH Tue/Thu": the verb takes the subject's form; "12 YOE": a count of years; "PTO
    # next week" opening a message: "Time off next week"
    if m.group(1) == "WFH" and re.search(r"\b(?:he|she|[A-Z][a-z]+) $", before):
        return "works from home"
    if not before.strip() or before.rstrip().endswith((".", "!", "?", "\n")):
        return word[0].upper() + word[1:]
    return word


def _days(m: re.Match) -> str:
    days = [_DAYS[d.lower()] for d in m.group(1).split("/")]
    return ", ".join(days[:-1]) + " and " + days[-1]


# "I'm on Neovim, any good LSP config?", "I'm on Windows 11 at work": a named tool one is on is
# what one uses (ivan: formed nothing); not "I'm on holiday", "I'm on Main Street", a date
_ON_TOOL = re.compile(r"\b(I'm|I am|[Ww]e're|[Ww]e are) (?:(?:still|now|currently) )?on (?=(?!(?:"
                      r"Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|"
                      r"March|April|May|June|July|August|September|October|November|December|"
                      r"Christmas|Easter)\b)[A-Z][\w+#.-]*(?: \d[\w.]*)?(?:[,.;!?]|$| (?:and|but|at|for|"
                      r"now|too)\b)(?! (?:Street|Road|Avenue|Lane|Drive)\b))")


def plain_jargon(text: str) -> str:
    """`text` with the office acronyms above said in plain words."""
    t = _ON_TOOL.sub(lambda m: "I use " if m.group(1)[0] == "I" else "we use ", text or "")
    t = _MANAGER.sub(lambda m: m.group(1) + "manager", t)
    # "12 YOE and I still ...": a count of years of experience opening a clause is the speaker's
    t = re.sub(r"(?:(?<=^)|(?<=[.!?]\s)|(?<=\n))(\d{1,2}) YOE\b", r"I have \1 YOE", t)
    t = _ACRONYM.sub(_acronym, t)
    return _DAY_LIST.sub(_days, t)
