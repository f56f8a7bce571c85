"""The shift the speaker works: "I am on the morning shift, from 4am", "They have moved me to
the night shift now, 8pm to 6am", "I'm on nights".

Design decision (remember44, blind scripts): a shift said beside a job formed nothing, so
"Which shift am I working now?" and "what shift was I on before?" found only the statement of
the move. Keyed `work.shift`, so the next shift ends the old one and keeps it as history.
Only the speaker's own shift said as held now (not "if they put me on nights", not one
night's cover: "I'm on the late shift tonight"), and only the named kinds of shift.
"""
from __future__ import annotations

import re

from .lpm_base import fact
from .types import Page

_KIND = (r"(morning|night|day|evening|afternoon|late|early|graveyard|overnight|weekend|"
         r"night-time)")
_ON = re.compile(r"\b(?:i(?:'m| am)|i(?:'ve| have) been) (?:now |currently |still |mostly |"
                 r"usually )?(?:working )?on (?:the )?" + _KIND + r" shifts?\b|"
                 r"\bi (?:now |currently |still |mostly |usually )?work (?:the )?" + _KIND
                 + r" shifts?\b|"
                 r"\b(?:moved|put|switched|changed|transferred) (?:me|us) (?:on)?to (?:the )?"
                 + _KIND + r" shifts?\b|"
                 # "I'm on nights", "I've moved to days now" (the one-fact sweep's changes2)
                 r"\b(?:i(?:'m| am)(?: now| currently| still| back)? on|i(?:'ve| have)? (?:now |"
                 r"just )?(?:moved|switched|changed|gone|gone back) (?:on)?to|(?:moved|put|"
                 r"switched) (?:me|us) (?:on)?to) (days|nights|lates|earlies)\b(?! off\b)", re.I)
_PLURAL = {"days": "day", "nights": "night", "lates": "late", "earlies": "early"}
# when it starts and ends: "from 4am", "8pm to 6am"
_TIME = r"\d{1,2}(?:[:.]\d\d)? ?(?:am|pm)"
_HOURS = re.compile(r",? ((?:from )?" + _TIME + r"(?: (?:to|till|until|-) " + _TIME + r")?|"
                    r"(?:from )?\d{1,2}(?:[:.]\d\d)? (?:to|till|until|-) \d{1,2}(?:[:.]\d\d)?\b)",
                    re.I)
_NOT_HELD = re.compile(r"\b(?:if|might|maybe|would|could|going to|want to|hope|used to|was on|"
                       r"were on|tonight|tomorrow|this week|next week|not|no longer)\b", re.I)


# "I drive for Uber, mostly nights, 8pm to 4am", "now I drive mornings, 6am to 2pm": the part
# of the day one works said after one's working verb or job (remember48's seun: no shift)
_PART = re.compile(r"(?:\b(?P<own>i|we) (?:now |mostly |usually |only |both |all )?(?:work|drive|do)|,) (?:(?:mostly|"
                   r"usually|only|always) )?(?P<part>nights|days|mornings|evenings|afternoons|weekends)\b"
                   r"(?=,? \d| now\b| (?:at|in|for|and|so|but|on)\b|[,.;!]|$)", re.I)
# "I start work at 3am every day", "I start at 5am now" beside a workplace: when the working
# day starts, keyed `work.start` (hamza: "What time do I start work now?" had both times)
_START = re.compile(r"\bi (?:now |usually |normally )?(?:start|begin) (work |my shift |my day )?"
                    r"at (" + _TIME + r")", re.I)
_AT_WORK = re.compile(r"\b(?:work|working|job|shifts?|bakery|bakeries|office|changed \w+s)\b|"
                      r"\bi'm at (?-i:[A-Z])", re.I)


# "Four 12-hour shifts on, four off": how long a shift is, and the pattern (noemi: "how long
# are my shifts?" found only "a weird shift pattern")
# ("12.5 hour shifts" was read as 5-hour shifts; remember67)
_LONG = re.compile(r"\b(?:i (?:do|work) |(?<![\w-])(?=\w+ \d))?(?:(\w+) )?(?<![\d.])(\d{1,2}(?:\.\d)?)[- ]?(?:hour|hr|h) "
                   r"shifts?\b(?:,? (?:on,? )?(?:then )?(\w+) off\b)?", re.I)


def _long(s: str, page: Page, who: str) -> list[dict]:
    m = _LONG.search(s)
    if not m or _NOT_HELD.search(s[:m.start()]) or re.search(
            r"\b(?:my|our|his|her|their) (?:\w+ )?(?:" + r"husband|wife|partner|son|daughter|mum|"
            r"dad|mom|sister|brother)\b|\b(?:he|she|they)\b", s[:m.start()], re.I):
        return []
    on = f" ({m.group(1).lower()} on, {m.group(3).lower()} off)" if m.group(1) and m.group(3) \
        else ""
    return [fact("trait", "work.shift_length", f"{m.group(2)}-hour shifts",
                 f"{who} works {m.group(2)}-hour shifts{on}.", page, 0.75)]


def _start(s: str, page: Page, who: str) -> list[dict]:
    m = _START.search(s)
    if not m or _NOT_HELD.search(s[:m.start()]) or not (m.group(1) or _AT_WORK.search(s)):
        return []
    at = m.group(2).replace(" ", "").lower()
    return [fact("trait", "work.start", at, f"{who} starts work at {at}.", page, 0.75)]


def shift(s: str, page: Page, who: str) -> list[dict]:
    """The speaker's shift now, keyed `work.shift`, and when work starts, `work.start` (see
    the docstring)."""
    return _shift(s, page, who) + _start(s, page, who) + _long(s, page, who)


def _shift(s: str, page: Page, who: str) -> list[dict]:
    m = _ON.search(s)
    part = None if m else _PART.search(s)
    if part and not _NOT_HELD.search(s[:part.start()]) and (part.group("own") or re.match(
            r"(?:\w+[,!]?\s+){0,2}i\b", s, re.I)):
        kind = {"nights": "night", "days": "day", "mornings": "morning", "evenings": "evening",
                "afternoons": "afternoon", "weekends": "weekend"}[part.group("part").lower()]
        hours = _HOURS.match(re.sub(r"^ now\b", "", s[part.end():]))
        # ("i do weekends at a cinema rn": where, said after it; kayla lost the cinema)
        at = re.match(r" ((?:at|in) (?:an? |the )?[\w' -]{2,40}?)(?=[,.;!?]|$| (?:rn|right now|"
                      r"now|these days|and|but|so|which)\b)", s[part.end():], re.I)
        said = f" ({hours.group(1)})" if hours else f" ({at.group(1)})" if at else ""
        return [fact("trait", "work.shift", f"{kind} shift",
                     f"{who} works the {kind} shift{said}.", page, 0.75)]
    if not m or _NOT_HELD.search(s[:m.start()]) or _NOT_HELD.match(s[m.end():].lstrip(" ,")):
        return []
    kind = next(g for g in m.groups() if g).lower()
    kind = _PLURAL.get(kind, kind)
    hours = _HOURS.match(re.sub(r"^ now\b", "", s[m.end():]))
    said = f" ({hours.group(1)})" if hours else ""
    return [fact("trait", "work.shift", f"{kind} shift",
                 f"{who} works the {kind} shift{said}.", page, 0.75)]


__all__ = ["shift"]
