"""An operation told the way a hospital's news is: "I finally got the letter from the hospital
about my hip. They're doing the replacement at Glangwili on the 12th of March." and later "they've
moved my operation. It's not the 12th of March anymore, it's now the 23rd of April." (emlyn,
remember58: neither date was kept).

Design decisions:
- "They're doing the replacement/operation" says the speaker's own operation where the message
  names the part of the body it is for ("about my hip"): said as "My hip replacement is ...".
- A move said first without its date ("they've moved my operation.") and the new date in the
  next sentence ("it's now the 23rd of April", "it's not the 12th anymore, it's now ...") is
  said as "My operation was moved to the 23rd of April." for the plan rules, which key it and
  end the date said before.
"""
from __future__ import annotations

import re

from .lpm_moved import EVENTS

_PART = re.compile(r"\b(?i:my) (hip|knee|shoulder|back|eye|eyes|cataracts?|gallbladder|bunion|"
                   r"hernia|ankle|wrist|spine|heart|tonsils|teeth|tooth)\b")
_DOING = re.compile(r"\b(?i:they're|they are|they'll be|they will be|they're going to be) doing "
                    r"(?i:the|my|it|a) ?((?i:replacement|operation|op|surgery|procedure))?\b")
_DATE = (r"(?:the )?\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:January|February|March|April|May|June|July|"
         r"August|September|October|November|December)|(?:January|February|March|April|May|June|"
         r"July|August|September|October|November|December) \d{1,2}(?:st|nd|rd|th)?")
# ("USCIS rescheduled the interview, now it's November 7 instead": an office by its letters,
# "the", and "now" first; remember70 formed nothing)
_MOVED = re.compile(r"\b(?:(?i:they|the hospital|the surgeon|the clinic|the court|the embassy|the "
                    r"consulate|the council|the office)|([A-Z]{2,}[A-Za-z]*))(?:'ve| have)? (?i:moved|"
                    r"changed|rescheduled|postponed|put back|pushed back) (?i:my|our|the) ([a-z]+(?: [a-z]+)?)"
                    r"[.,;!]\s+(?:(?i:now) (?i:it's|it is) |(?i:it's|it is) (?:(?i:not) [^.!?]{2,40}? "
                    r"(?i:any ?more),? (?i:it's|it is) )?(?i:now) )(?:(?i:on|for) )?(" + _DATE + r")")


# "My knees are getting worse, the physio says it's osteoarthritis", "I hurt my knee at soccer,
# doctor says it's a sprain": what the speaker has, named by their doctor (remember68, 70: the
# diagnosis was cut off as someone else's words)
_SAYS_ITS = re.compile(r",\s+(?:(?i:the|my) )?(?i:doctor|doc|gp|physio|consultant|nurse|specialist|"
                       r"dentist|surgeon|a&e|[a-z]+ologist)\s+(?i:says|said|thinks|reckons|reckoned|"
                       r"confirmed)\s+(?=(?i:it's|its|it is|it was|i have|i've got|i've)\b)")


# "the day centre has moved mum to Thursdays now": whose day moved (remember68 formed nothing)
_MOVED_WHO = re.compile(r"\b(?i:the|my|our) ([a-z]+(?: [a-z]+)?) (?:has|have|'s) (?i:moved|switched|changed) "
                        r"((?i:me|us|mum|mom|dad|my [a-z-]+(?: [A-Z][\w'-]+)?)) (?i:to|over to) "
                        r"((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?)\b")

# "the exam's been moved, it's now on 2 April": the move and its new date said apart
# (remember81 kept the old date)
_BEEN_MOVED = re.compile(r"\b(?i:the|my|our) ((?:[\w-]+ ){0,2}?(?i:" + EVENTS + r"))(?:'s| has| have) "
                         r"been (?i:moved|changed|rescheduled|postponed|put back|pushed back|brought "
                         r"forward)(?: again)?[,.;!]?\s+(?:(?i:so )?(?i:it's|it is) (?i:now) |(?i:now "
                         r"it's|now it is) )(?:(?i:on|for) )?(" + _DATE + r")")


def _moved_who(m: re.Match) -> str:
    who = m.group(2)
    whose = "My" if who.lower() in ("me", "us") else f"My {who[3:] if who.lower().startswith('my ') else who.lower()}'s"
    return f"{whose} {m.group(1)} has moved to {m.group(3)}"


def hospital_news(text: str) -> str:
    """`text` with an operation's date and its move said plainly (see the module's note)."""
    if not text:
        return text
    text = _MOVED_WHO.sub(_moved_who, _SAYS_ITS.sub(", ", text))
    part = _PART.search(text)
    doing = _DOING.search(text, part.end()) if part else None
    if doing:
        op = (doing.group(1) or "operation").lower()
        text = text[:doing.start()] + f"My {part.group(1).lower()} {op} is" + text[doing.end():]
    text = _BEEN_MOVED.sub(lambda t: f"My {t.group(1)} was moved to {t.group(2)}", text)
    m = _MOVED.search(text)
    if m:
        org = f"{m.group(1)} " if m.group(1) else ""   # (the office's letters name the event)
        text = text[:m.start()] + f"My {org}{m.group(2).lower()} was moved to {m.group(3)}" + text[m.end():]
    return text


__all__ = ["hospital_news"]
