"""The date of an event said right after the event is named in a request: "What should I get
my wife for her birthday? It's on the 9th of March.", "what should I get Lerato for her
birthday it's on the ninth of March", "Help me plan our anniversary, it's next Saturday".

Design decisions:
- The request names whose event it is ("my wife ... for her birthday", "our anniversary");
  the date comes in a clause or sentence of its own opening "it's" / "it is" / "which is".
  Both are said again as one plain sentence ("My wife's birthday is on the 9th of March.")
  that the usual rules read, dates resolved as anywhere else. A relative said by a name alone
  ("get Lerato for her birthday") keeps the name: lpm_rules says it of the relative memory
  knows by that name, or of no one.
- Only events that have a date of their own (a birthday, an anniversary, a wedding, a party, a
  retirement, a graduation), only with one such event in the sentence, and only "it" right
  after: "It's on my list" or "it's in the fridge" do not follow an event, and "It was lovely"
  is not a date ("on"/"in"/"next"/"this" must follow, or a date's own words).
"""
from __future__ import annotations

import re

from .lpm_words import RELATIONS

_EVENT = r"(birthday|anniversary|wedding|retirement|graduation|leaving do|party)"
# (a capital opening a request is no name)
_NOT_NAMES = r"(?!(?:I|My|Our|What|Which|When|How|Can|Could|Would|Should|Help|Any|Please|Plan|" \
             r"Write|Need|Ideas|Suggest)\b)"
_OWNED = re.compile(
    # "my wife for her birthday", "Lerato for her birthday", "my son Sam's birthday"
    r"\b(?:((?i:my|our) (?:(?i:little|big|older|younger|best) )?(?i:" + RELATIONS + r")"
    r"(?: [A-Z][\w'-]+)?)|" + _NOT_NAMES + r"((?-i:[A-Z])[a-z'-]+))"
    r"(?:'s| (?:[^.?!,]{0,25}? )?(?i:for|on|at) "
    r"(?i:her|his|their)) (?:(?i:big|30th|40th|50th|60th|70th|80th|\d{1,3}(?:st|nd|rd|th)) )?"
    + "(?i:" + _EVENT + r")\b"
    # "our anniversary", "my birthday"
    r"|\b((?i:my|our)) (?:(?i:big|wedding|\d{1,3}(?:st|nd|rd|th)) )?(?i:" + _EVENT + r")\b"
    # "my 18th edition regs exam", "my driving test": the speaker's own exam or test, which
    # has a date of its own too (remember38: "It's on the 14th of March." formed nothing)
    r"|\b((?i:my)) (?:(?!(?i:with|for|and|or|to|his|her|their|" + RELATIONS + r")\b)[\w-]+ )"
    r"{0,3}?(?i:(exam|driving test|interview))\b")
# a date's words: "on the 9th of March", "on Friday", "in June", "in two weeks", "next
# Saturday" (not "on my list", "in the fridge")
_WHEN = (r"( (?:on (?:the )?(?:\d|(?-i:[A-Z])|(?:first|second|third|fourth|fifth|sixth|"
         r"seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|twent\w*|thirt\w*)\b)[^,.;!?]{0,28}?|in (?:(?-i:[A-Z])\w+|\d{4}|a (?:week|month|fortnight)|\w+ (?:weeks|"
         r"days|months))|next \w+|this (?:\w+day|weekend|month|year|summer|spring|autumn|"
         r"winter)|at the end of \w+))(?=[,.;!?]|$| and | but | so )")
_DATE = r"(?:it's|it is|which is|that's|that is|it falls)" + _WHEN
_SAID_DATE = re.compile(r"[,;]? (?:and )?" + _DATE, re.I)
_NEXT_DATE = re.compile(r"^(?:oh,? |and |but )?" + _DATE, re.I)


def _owner(s: str) -> tuple[str, str] | None:
    """(whose, event) of the one event `s` names, else None."""
    found = list(_OWNED.finditer(s))
    if len(found) != 1:
        return None
    m = found[0]
    if m.group(6):
        return "My", m.group(7).lower()
    ev = re.search(r"(?:(\d{1,3}(?:st|nd|rd|th)|big) )?" + _EVENT, m.group(0), re.I)
    event = " ".join(filter(None, (ev.group(1), ev.group(2)))).lower()   # ("40th birthday")
    if m.group(4):
        return m.group(4).capitalize(), event
    return (m.group(1) or m.group(2)), event


def _sentence(whose: tuple[str, str], when: str) -> str:
    who, event = whose
    own = who if who.lower() in ("my", "our") else f"{who}'s"
    return f"{own[0].upper()}{own[1:]} {event} is{when}."


# the speaker's own event with its date right after, inside a request: "help me plan a weekend
# in Istanbul for our 15th anniversary in May?" (remember39: the month was in no fact), and
# one said as coming: "It'll be our 10th anniversary, is tin the traditional gift?"
_OWN_EVENT = r"\b(my|our) ((?:(?:\d{1,3}(?:st|nd|rd|th)|wedding|big) ){0,2}" + _EVENT + r")"
_OWN_DATED = re.compile(_OWN_EVENT + _WHEN, re.I)
_COMING = re.compile(r"\b(?:it'll|it will|it's going to) be " + _OWN_EVENT + r"(?=[,.;!?]|$)", re.I)


# "a message to my son Anand for his birthday on 14th August": the date right after the
# relative's event (ravindra: no birthday formed, so the correction to September had none)
_KIN_DATED = re.compile(r"\b(?:for|on|at) (?:her|his|their) (?:(?:big|\d{1,3}(?:st|nd|rd|th)) )?"
                        + _EVENT + r"(?=" + _WHEN + r")", re.I)


# "Can you help me plan Yusra's 10th birthday party for 22 January?": the party's date said as
# what it is planned for (remember57: the date was in no fact); a day of the year only
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
_PARTY_FOR = re.compile(r"\b(?:plan|planning|organi[sz]e|organi[sz]ing|throw|throwing|arrange|"
                        r"arranging) (.{2,40}?) party (?:for|on) (?:the )?(\d{1,2}(?:st|nd|rd|th)?"
                        r"(?: of)? " + _MONTH + r"|" + _MONTH + r" \d{1,2}(?:st|nd|rd|th)?)\b", re.I)


def event_said(s: str) -> list[str]:
    """ "My wife's birthday is on the ninth of March." for a request `s` that names an event and
    its date in one sentence, else []."""
    p = _PARTY_FOR.search(s)
    whose = _owner(p.group(1)) if p else None
    if whose:
        return [_sentence((whose[0], whose[1] + " party"), f" on {p.group(2)}")]
    d = _SAID_DATE.search(s)
    whose = _owner(s[:d.start()]) if d else None
    if whose:
        return [_sentence(whose, d.group(1))]
    k = _KIN_DATED.search(s)
    whose = _owner(s[:k.end()]) if k else None
    if whose and whose[0].lower() not in ("my", "our"):
        return [_sentence(whose, re.match(_WHEN, s[k.end():], re.I).group(1))]
    m = None if re.match(r"\s*(?:my|our) \S+ (?:\S+ )?is\b", s, re.I) else _OWN_DATED.search(s)
    if m:
        return [_sentence((m.group(1), m.group(2).lower()), m.group(4))]
    m = _COMING.search(s)
    return [f"{'We' if m.group(1).lower() == 'our' else 'I'} have {m.group(1).lower()} "
            f"{m.group(2).lower()} coming up."] if m else []


def event_date(prev: str | None, s: str) -> str | None:
    """`s` ("It's on the 9th of March.") said as the date of the one event `prev` named."""
    d = _NEXT_DATE.match(s.strip())
    whose = _owner(prev) if d and prev else None
    return _sentence(whose, d.group(1)) if whose else None
