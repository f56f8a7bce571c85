"""An appointment's first date and place: "my cataract operation is booked for the 3rd of March
at the Mercy University Hospital", "the hospital has fixed my MRI scan for the 9th of December
at JSS Hospital", "my eye appointment, the glaucoma clinic on the 22nd of January at ...".

Design decisions (remember55, blind scripts of older users):
- The first date said of the speaker's own event is keyed as a new date is
  (`plan.<kind event>.date`, lpm_plans.rescheduled), so a later "has been moved to the 17th"
  ends it and the old date stays as history for "when was it first booked?". Said only as a
  statement it was lost beside another fact of the sentence ("St. Luke's Hospital here in
  Duluth" formed the home and the booking was dropped).
- The place said after the date is kept in the text: "which hospital is it at?" is asked as
  often as "when". A new date said "still at X" keeps the place too (lpm_plans.still_at).
- Only "my/our" event (not "my sister's operation"), only a date (a month, a day, "the 3rd"),
  and not in the past ("my operation was on the 3rd" is over), nor "now/instead" (a change,
  lpm_plans reads it).
"""
from __future__ import annotations

import re

from .lpm_base import MONTHS, fact, poss, slug
from .lpm_moved import EVENTS
from .lpm_plans import DAY as _DAY, future_date as _date
from .types import Page

_KIND = r"((?:[A-Za-z]+ ){0,2}?)"
# "at the Mercy University Hospital", "at St. Luke's Hospital", "at JSS Hospital"
_PLACE = (r"(?:,? (?i:at|in) (?:(?i:the) )?((?:St\.? )?[A-Z][\w'.-]*(?: (?:[A-Z][\w'.-]*|of|"
          r"and))*))?")
_OF = r"(?: (?i:of|on) (?:(?i:the|my) )?[a-z]+)?"
_BOOKED = re.compile(
    r"\b(?i:my|our) " + _KIND + r"(?i:(" + EVENTS + r"))s?" + _OF + r" (?i:is|'s|has been|"
    r"have been|are) (?:(?i:booked|scheduled|fixed|set|arranged|planned|pencilled in|due|"
    r"confirmed) )?(?i:for|on) " + _DAY + _PLACE + r"|"
    # "the hospital has fixed my MRI scan of the brain for the 9th of December at ..."
    r"\b(?i:has|have|'ve|'s) (?:(?i:now|finally|just) )?(?i:booked|scheduled|fixed|arranged|"
    r"set|sent|given me) (?i:my|our) " + _KIND + r"(?i:(" + EVENTS + r"))s?" + _OF + r"(?:,"
    r" (?i:the|a) [\w' ]{1,30}?)? (?i:for|on) " + _DAY + _PLACE)


def booked(s: str, page: Page, who: str) -> list[dict]:
    """The speaker's own event first booked for a date (and place) that `s` says."""
    m = _BOOKED.search(s)
    if not m or re.search(r"\b(?:now|instead|if|might|maybe|hope)\b", s[m.start():m.end() + 12],
                          re.I):
        return []
    g = m.groups()
    kind, event, when, place = (g[0], g[1], g[2], g[3]) if g[1] else (g[4], g[5], g[6], g[7])
    # ("my dentist appointment is on Wednesday": a day of this week is a statement, dated
    # there; only a date of the calendar is booked)
    if not re.search(r"\d|\b(?:" + MONTHS + r")\b", when, re.I):
        return []
    # ("my exam is on the 14th of March": a date alone stays the statement it was; booked or
    # with where, it is an appointment)
    if g[1] and not place and not re.search(r"\b(?:booked|scheduled|fixed|set|arranged|planned|"
                                            r"pencilled|confirmed)\b", m.group(0), re.I):
        return []
    event = event.lower()
    kind = kind if kind.strip().isupper() else kind.lower()   # ("my MRI scan")
    if kind.strip().lower() in ("next", "last", "first", "new"):
        kind = ""
    when = _date(when, page)
    at = f" at {place.rstrip('.')}" if place else ""
    return [fact("trait", f"plan.{slug(kind.lower() + event)}.date", when,
                 f"{poss(who)} {kind}{event} is booked for {when}{at}.", page, 0.75)]

