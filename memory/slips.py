"""A slip put right in passing, inside a sentence: "I'm 67, no wait, 68", "we moved to Lyon,
sorry, Lille", "Copenhagen next January - sorry, I meant Stockholm" (lpm_corrections puts
right what an earlier sentence or message said).
"""
from __future__ import annotations

import re

from .lpm_base import MONTHS

# a slip corrected in passing: "I'm 67, no wait, 68", "we moved to Lyon, sorry, Lille": the
# corrected value replaces the slip when both are of one kind (two numbers, two names)
# (a day of the year is one value: "22 of August, sorry, I mean 24 of August", and "sorry, I
# meant" is one connector: remember33's birthday kept the slip)
_MONTH = (r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*")
_DAY = r"(?:\d{1,2}(?:st|nd|rd|th)?(?: of)? " + _MONTH + r"|" + _MONTH + r"\.? \d{1,2}(?:st|nd|rd|th)?)"
# ("he's 19 - sorry, 20": a dash before the correction too; remember35)
# ("Auckland... sorry, I meant Wellington": trailing dots too, remember39; not the word quoted
# in "I said Aberdeen, I meant Inverness", which lpm_corrections puts right where it was said)
_SLIP = re.compile(r"(?<!\bsaid )(?<!\bwrote )(?<!\btyped )(?<!\bput )"
                   # ("he's 19. wait no he's 18", "3rd of march. nah wait its 3rd of april":
                   # a slip put right in the next sentence; remember86, 87)
                   r"\b(" + _DAY + r"|\d+|[A-Z][\w'-]+)(?:(?<=\d) years? old)?(?:[,;.]|\.{2,}|\u2026)?\s+"
                   r"(?:[-\u2013\u2014]+\s+)?"
                   r"(?:(?:no|sorry|oops|well|nah)[,;]?\s+)?"   # ("Denver well actually Aurora": remember60)
                   r"(?:no wait|no,? wait|wait,? no|nah,? wait|wait|no|sorry|i mean|i meant|make that|or rather|"
                   # ("she is 5 years old... sorry I say wrong, she is 6": a learner's words
                   # and the subject said again; remember63)
                   r"actually|(?:sorry,? )?i (?:say|said|read|got|typed|wrote)(?: it| that)? wrong|my mistake)[,;:]?\s+"
                   r"(?:(?:sorry|no)[,;]?\s+)?(?:(?:she|he|it|they)(?:'s| is| are|s|re)\s+|i(?:'m| am|m)\s+)?"
                   # ("Ms. Patel - sorry, Ms. Pandya": the title said again; remember70 "Ms. Ms.")
                   r"(?:(?-i:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+)?(" + _DAY + r"|\d+|[A-Z][\w'-]+)\b", re.I)
# a month or weekday said whole (lpm_base's words) or short ("Marco", "market" are neither)
_MONTHS = r"(?:" + MONTHS + r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)"
_CALENDAR_WORD = re.compile(r"(?:" + _MONTHS + r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)",
                            re.I)


# "Our son Yusra- sorry, our daughter Yusra is 9", "my sister Anna, I mean my cousin Anna": a
# phrase restarted with its own possessive after the slip is said in its place (a bare "no"
# is no slip here: "I told my boss no, my health comes first")
_RESTART = re.compile(r"\b(my|our|his|her|their) (?:[\w'-]+ ){0,3}?[\w'-]+(?:-|\u2014)?[,;]?\s+"
                      r"(?:[-\u2013\u2014]+\s+)?(?:(?:no|oops)[,;]?\s+)?(?:sorry|no wait|i mean|"
                      r"i meant|or rather|oops)[,;:]?\s+(?=\1\b)", re.I)


# "birthday is 3rd of june. wait no thats aoifes, mine is 13th july": a date or number that
# was another's, the speaker's own said after it (remember86 kept the girlfriend's birthday)
_MINE = re.compile(r"\b(?:" + _DAY + r"|\d+)[,;.]?\s+(?:(?:wait|no|nah|oops|sorry)[,;]?\s+){1,3}"
                   r"(?:that's|thats|that is) (?:my |our )?[\w'-]+?(?:'s|s)\b[,;.]?\s+(?:and )?mine(?:'s| is)\s+"
                   r"(?:the\s+)?(" + _DAY + r"|\d+)\b", re.I)


def corrected(s: str) -> str:
    """`s` with a slip corrected in passing replaced by its correction ("67, no wait, 68")."""
    s = _MINE.sub(r"\1", s)
    def fix(m):
        a, b = m.group(1), m.group(2)
        if re.match(r"\.\s", m.group(0)[len(a):]) and not a[:1].isdigit():
            return m.group(0)   # (a name and the next sentence's first: "Leeds. No, Tom ...")
        day = re.compile(_DAY, re.I).fullmatch
        if day(a) or day(b):
            return b if day(a) and day(b) else m.group(0)
        if bool(_CALENDAR_WORD.fullmatch(a)) != bool(_CALENDAR_WORD.fullmatch(b)):
            return m.group(0)   # a month is no slip for a place (see `_named_before`)
        same = (a.isdigit() and b.isdigit()) or (a[:1].isupper() and b[:1].isupper()
                                                  and not a.isdigit() and not b.isdigit())
        old = re.match(r"\d+( years? old)", m.group(0))   # (the age's words kept)
        return b + (old.group(1) if old and b.isdigit() else "") if same else m.group(0)
    return _said_again(_named_before(_SLIP.sub(fix, _RESTART.sub("", _RESTATED.sub(_restated, s)))))


# "Copenhagen next January - sorry, I meant Stockholm": the name put right is the last one
# said before the month that ends the slip (remember35: "Copenhagen next Stockholm")
_NAMED_BEFORE = re.compile(r"\b([A-Z][\w'-]+)((?: [a-z]+){0,2} (?i:" + _MONTHS + r"))[,;]?\s+"
                           r"(?:[-\u2013\u2014]+\s+)?(?i:(?:(?:no|sorry|oops)[,;]?\s+)?(?:sorry|"
                           r"i mean|i meant|or rather))[,;:]?\s+([A-Z][\w'-]+)\b")


def _named_before(s: str) -> str:
    def fix(m):
        if _CALENDAR_WORD.fullmatch(m.group(1)) or _CALENDAR_WORD.fullmatch(m.group(3)):
            return m.group(0)
        return m.group(3) + m.group(2)
    return _NAMED_BEFORE.sub(fix, s)


# a value put right by one of its kind after "no": "together seven years, no eight", "32 years,
# no, 34", "the 14th of November, no, the 11th", "the 3rd of next month, no, the 5th", "since
# 1985, no, '86", "my Ford F-150, no, it's an F-250", "silver, no, grey", "a knee replacement,
# no, hip", "Tuesday evenings, no, Wednesdays" (remember71: heavy self-correctors kept the slip);
# "50 micrograms, no wait, it went up to 75 in the spring" (the dose now, said as a slip)
_WORDNUM = (r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
            r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|"
            r"eighty|ninety")
_COLOURS = (r"black|white|grey|gray|silver|red|blue|green|yellow|orange|purple|pink|brown|beige|"
            r"navy|gold|maroon|cream")
_BODY = (r"knee|hip|shoulder|ankle|wrist|elbow|back|neck|foot|hand|leg|arm|eye|ear|heart|"
         r"lung|kidney|liver|spine")
_WEEKDAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
_VALUE = (r"\d{1,4}(?:st|nd|rd|th)?|'\d\d|" + _WORDNUM + "|" + _COLOURS + "|" + _BODY + "|" + _WEEKDAYS
          + r"|(?:january|february|march|april|june|july|august|september|october|november|december)"
          + r"|[A-Z][A-Za-z]*-?\d+[A-Za-z]*")
_UNIT = (r" (?:years?|micrograms|mcg|mg|days|weeks|months|hours|minutes|mornings|evenings|nights|afternoons|"
         r"replacement|surgery|operation|op|injury|pain|scan)")
_AGAIN = re.compile(r"\b(?P<a>" + _VALUE + r")(?P<unit>" + _UNIT + r")?(?P<rest> of (?:next|this) month| of "
                    + _MONTHS + r")?[,.]?\s+(?:(?:sorry|nah|no)[,;]?\s+)?(?:no|nope|no wait|wait,? no|nah,? wait|wait|sorry|i mean|scratch that)[,;:]?\s+"
                    r"(?:(?:sorry|no)[,;]?\s+)?"
                    r"(?:(?:it's|its|it is|she's|shes|he's|hes|they're|theyre|it was|it (?:went|'s gone|has gone|got put|was put) "
                    r"(?:up|down) to)\s+)?(?:(?:in|on|at)\s+)?(?:(?:a|an|the)\s+)?(?P<b>" + _VALUE
                    + r")\b(?![-'])", re.I)


def _kind_of(w: str) -> str | None:
    w = w.lower()
    for kind, rx in (("year", r"(?:19|20)\d\d|'\d\d"), ("ordinal", r"\d{1,2}(?:st|nd|rd|th)"),
                     ("number", r"\d{1,4}|" + _WORDNUM), ("colour", _COLOURS), ("body", _BODY),
                     ("day", _WEEKDAYS), ("month", r"january|february|march|april|june|july|august|"
                                                   r"september|october|november|december"),
                     ("model", r"[a-z]*-?\d+[a-z]*")):
        if re.fullmatch(rx, w):
            return kind
    return None


def _said_again(s: str) -> str:
    def fix(m: re.Match) -> str:
        a, b = m.group("a"), m.group("b")
        ka, kb = _kind_of(a), _kind_of(b)
        if ka == "year" and kb == "year" and b.startswith("'"):
            b = a[:2] + b[1:]
        elif ka is None or ka != kb or (ka == "model" and not (a[:1].isupper() and b[:1].isupper())):
            return m.group(0)
        unit = m.group("unit") or "" if ka in ("number", "year", "ordinal", "body") else ""
        return b + unit + (m.group("rest") or "")
    return _AGAIN.sub(fix, s)


# "My host is Graham - no sorry, Graham is his brother who visits sometimes, my host is
# Martin": the slip explained, then the phrase said again right (remember70 kept "host is
# Graham is his brother ...")
_RESTATED = re.compile(r"\b((?:[Mm]y|[Oo]ur) [\w' -]{2,25}? (?:is|was)) ([A-Z][\w'-]+)\s*(?:[-\u2013\u2014,;]+\s*)"
                       r"(?i:no|sorry|no sorry|no wait|oops|wait)[,;]?\s+\2 (is|was|'s) ([^,.;!?]{3,60}),\s*"
                       r"(?i:\1) ([A-Z][\w'-]+)")


def _restated(m: re.Match) -> str:
    return f"{m.group(1)} {m.group(5)}. {m.group(2)} {m.group(3)} {m.group(4)}"
