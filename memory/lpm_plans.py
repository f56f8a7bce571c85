"""Plans that are not yet true: "We'll move to Hamburg in June" (where the speaker lives stays the
old place), "the move got pushed back to September".

Design decisions:
- A planned move is keyed `plan.move`, apart from `location`: the home changes only when the
  move is said as done ("we moved to ..."), so "where do I live now?" keeps the old place,
  and "where am I moving to?" finds the plan. Its date is keyed apart (`plan.move.date`), as
  is a new date for any of the speaker's events, so "pushed back to September" ends "June".
- A change of date for one of the speaker's own events ("the move", "the wedding", "my
  surgery") says "the" for "our": the speaker has no other move in mind. `as_mine` says it
  with "our", so the sentence is a first-person candidate like any other; only for events a
  person has and only with a verb of rescheduling, so "the concert was great" stays unread.
"""
from __future__ import annotations

import re

from .lpm_base import END, MONTHS, WHEN, clean, fact, poss, slug
from .lpm_moved import EVENTS, KIN_EVENT, kin_event, moved_by
from .types import Page
from .timewords import resolve

_MOVE = re.compile(r"\b(?i:i|we)(?:'ll| will|'re| are|'m| am)? (?i:(?:going|planning|hoping|about) "
                   r"to |gonna )?(?:be )?(?i:mov(?:e|ing)|relocat(?:e|ing)) to ([A-Z][\w'-]*(?: "
                   r"[A-Z][\w'-]*){0,2})(?: ((?:in|by|next|this) (?i:" + WHEN + r"|year|month|"
                   r"week|\d{4})(?: \d{4})?))?" + END)
# "the hip has been put back", "my knee op": an operation is often named by the joint or by
# "op"; with a verb of rescheduling and a date after it, nothing else is meant
_EVENTS = EVENTS
# "the anatomy exam", "my driving test": the kind of event said before it (two words at most)
# ("the MRI scan": remember55; "my Part 2 test": remember81)
_KIND = r"((?:[a-z]+ |[A-Z]{2,5} |Part \d+ |Stage \d+ |Level \d+ ){0,2}?)"
# at the start or after a clause's "and"/"so"/"but" ("the hospital rang and the hip has been
# put back to May")
_EVENT = re.compile(r"((?:^|\b(?:and|so|but) )(?:(?i:ah|oh|ok|okay|so|well|right|update|news)[,!.]* )*"
                    r"(?:[\w ]{1,20}[:,!]\s+)?)(the |The |(?<![\w ])(?=(?i:" + _EVENTS + r")s? ))"
                    r"(?=(?:[A-Za-z]+ ){0,2}?(?i:" + _EVENTS +
                    r")s? "
                    r"(?:got |has been |have been |was |were |is |are |'s been )?"
                    r"(?i:pushed back|postponed|delayed|moved|rescheduled|brought forward|put back|"
                    r"cancell?ed|called off|(?:is|'s) now (?:(?:on|in|for|from) )?(?:the )?\d{1,2}(?:st|nd|rd|th)?)\b)")


# "we bought a house!! a three bed semi in Sutton Coldfield, moving in next month": a home
# bought or found with the move in still to come is a planned move to its town (florin's
# rented flat stayed the only word of where he lives); not "we bought a house in Spain" (a
# second home, no move said), not "my sister bought a flat in Leeds, moving in next month"
_BOUGHT = re.compile(r"^(?:[^.;!?]{0,30}?\b)?(?i:i|we)(?:'ve| have)? (?:(?i:just|finally|now) )?"
                     r"(?i:bought|got|found) (?i:a|an|our|my)(?: own)? (?:[\w-]+ ){0,3}?(?i:house|"
                     r"flat|home|place|apartment|semi|bungalow|cottage|condo|terrace)\b[^.;?]{0,40}? "
                     r"in ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}),?[^.;?]{0,30}?\b(?i:moving in|"
                     r"(?:we|i)(?:'re| are|'m| am) moving) ((?:in|by|next|this) (?i:" + WHEN + r"|year|"
                     r"month|week|\d{4})(?: \d{4})?)")


def planned_move(s: str, page: Page, who: str) -> list[dict]:
    """ "We'll move to Hamburg in June" -> the plan, keyed `plan.move` (not the home)."""
    m = _MOVE.search(s) or _BOUGHT.search(s)
    if not m or not re.search(r"'ll|will|going|planning|hoping|about|gonna|'re|are|'m|am|"
                              r"moving in", m.group(0)) or re.search(r"\b(?:if|maybe|might)\b", s, re.I):
        return []
    place = clean(m.group(1))
    bought = re.search(r"\b(bought|got|found) (?:a|an|our|my)(?: own)? ((?:[\w-]+ ){0,3}?(?:house|"
                       r"flat|home|place|apartment|semi|bungalow|cottage|condo|terrace))\b",
                       m.group(0), re.I) if m.re is _BOUGHT else None
    said = f"; {bought.group(1).lower()} {_a(bought.group(2))} there" if bought else ""
    out = [fact("trait", "plan.move", place, f"{who} plans to move to {place} (not there "
                f"yet{said}).", page, 0.75)]
    if m.group(2):
        when = _date(m.group(2), page)
        out.append(fact("trait", "plan.move.date", when,
                        f"{poss(who)} move to {place} is planned for {when}.", page, 0.75))
    return out


def _a(thing: str) -> str:
    return thing if re.match(r"(?i)(?:our|my) ", thing) else (
        f"{'an' if thing[0].lower() in 'aeiou' else 'a'} {thing}")


# a date said after "to" or "on": "the 9th of December", "next Friday", "May"
_DAY = (r"((?:(?i:the )?\w+ )?(?i:" + WHEN + r"|\d{1,2}(?:st|nd|rd|th)?\b|(?i:mon|tues|wednes|"
        r"thurs|fri|satur|sun)day)(?: (?:the )?\d{1,2}(?:st|nd|rd|th)?| \d{4})?"
        r"(?: (?i:of) (?i:" + MONTHS + r"))?)")
# ("exam got moved to 21 January": chat leaves out the "my" at the start)
_NEW_DATE = re.compile(r"(?:\b(?i:our|my) |^)" + _KIND + r"(?i:(" + _EVENTS + r"))s? (?:got |has been |have been |"
                       r"was |were |is |are |'s been )?(?i:(pushed back|postponed|delayed|moved|"
                       r"rescheduled|brought forward|put back))(?: (?i:from) [^,;.]{2,25}?)? (?i:to|until|"
                       r"till) " + _DAY)   # ("moved from 12 March to 9 April")
# "so now my exam is on 8 November instead": a new date said as the event's date with "now"
# or "instead" (without them, "my exam is on Monday" is the first date said, no change)
_NOW_ON = re.compile(r"\b(?i:our|my) " + _KIND + r"(?i:(" + _EVENTS + r"))s? (?:is|'s|are) "
                     r"(?:now )?(?i:on|in|for) " + _DAY + r"(?: now| instead)")
# "the Patagonia trip is now the 3rd to the 13th of February": a new date, or span of dates,
# said with "now" right after the verb (matias: the dates moved formed nothing); the event may
# be named by a place ("the Patagonia trip"); without "now" it is the first date said
_NOW_SPAN = re.compile(r"\b(?i:our|my|the) ((?:[A-Za-z]+ ){0,2}?)(?i:(" + _EVENTS + r"))s? (?:is|'s) "
                       r"now (?:(?i:on|in|for|from) )?" + _DAY + r"(?: (?i:to|till|until|-) "
                       + _DAY + r")?")
# the old date's statement said the speaker's own event and a month: "the hip ... is on the
# 14th of March" (a relative's "my sister's wedding is in June" says neither "user is/has")
_OWN = "user is|user has|user's {e}|user was"


_KIN_NEW = re.compile(KIN_EVENT.pattern + r" (?i:to|until|till) " + _DAY)


def rescheduled(s: str, page: Page, who: str) -> list[dict]:
    """ "Our move got pushed back to September" -> the event's new date, keyed
    `plan.<event>.date`, so it ends the date planned before; a relative's event moved the
    same, keyed by the relative (lpm_moved.kin_event)."""
    k = _KIN_NEW.search(s)
    if k:
        whose, attr, event = kin_event(k)
        when = _date(k.group(5), page)
        verb = "moved" if k.group(4).lower() == "changed" else k.group(4).lower()
        return [fact("trait", attr, when, f"{poss(who)} {whose}'s {event} was {verb} to {when} "
                     "(the new date).", page, 0.75)]
    m = _NEW_DATE.search(s)
    n = None if m else _NOW_ON.search(s)
    span = None if m or n else _NOW_SPAN.search(s)
    if span and not span.group(4):
        n = span
    elif span:
        kind, event = span.group(1), span.group(2).lower()
        when = f"{span.group(3)} to {span.group(4)}"
        return [fact("trait", f"plan.{slug(kind.lower() + event)}.date", when,
                     f"{poss(who)} {kind}{event} was moved to {when} (the new dates).", page,
                     0.75, ends_like=tuple(kind.lower().split()) + (event,))]
    if n:
        kind, event, verb, when = n.group(1).lower(), n.group(2).lower(), "moved", n.group(3)
    elif m:
        kind, event, verb, when = (m.group(1).lower(), m.group(2).lower(), m.group(3).lower(),
                                   m.group(4))
    else:
        return []
    when = _date(when, page)
    # the date said before for "the anatomy exam" was an unkeyed statement: it ends with the
    # words naming that event; "the exam" alone may name another one's, so then only a
    # statement of the speaker's own with a month in it
    ends_like = tuple(kind.split()) + (event,) if kind else (
        event, _OWN.format(e=event), MONTHS)
    return [fact("trait", f"plan.{slug(kind + event)}.date", when,
                 f"{poss(who)} {kind}{event} was {verb} to {when} (the new date)"
                 f"{still_at(s[(m or n).end():])}.", page, 0.75, ends_like=ends_like)]


def _date(when: str, page: Page) -> str:
    """A future date said relatively, as a date ("next year" -> "2025", "May" -> "May 2025")."""
    if re.fullmatch(r"(?i:" + WHEN + r")", when):
        when = "in " + when
    return re.sub(r"^(?:(?:in|on|by) )+", "", resolve(when, page.created, future=True))


def as_mine(s: str) -> str:
    """ "The move got pushed back to May" -> "Our move got pushed back to May"; else `s`."""
    m = _EVENT.search(s)
    if not m:
        return s
    if not m.group(2):   # ("exam got moved to 21 January": no "the" said)
        return s[:m.end()] + ("our " if m.group(1) else "Our ") + s[m.end()].lower() + s[m.end() + 1:]
    return s[:m.start(2)] + ("Our " if m.group(2) == "The " else "our ") + s[m.end():]


def moved(prev: str | None, s: str) -> str | None:
    """`s` ("They moved it to March.", "The hospital moved my op to the 14th.") said as the
    event's move (lpm_moved.moved_by), "the" event the speaker's own; else None."""
    said = moved_by(s, prev)
    return as_mine(said) if said else None


def still_at(s: str) -> str:
    """ "..., still at St. Luke's" after a new date: " (still at St. Luke's)"; else ""."""
    m = re.search(r"\b(?i:still|also) (?i:at|in) (?:(?i:the) )?((?:St\.? )?[A-Z][\w'.-]*"
                  r"(?: (?:[A-Z][\w'.-]*|of))*)", s)
    return f" (still at {m.group(1).rstrip('.')})" if m else ""


# (the date words and reading of an event's date, shared with lpm_appointments)
DAY, future_date = _DAY, _date
