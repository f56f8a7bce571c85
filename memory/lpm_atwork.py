"""Where the speaker works, said as where they are beside their job: "I've been a mechanic
for 20 years, right now I'm at the Firestone on Saunders in Laredo" (remember37: formed no
workplace, so "I left Firestone!" ended nothing and "Where did I work before?" found none).

Design decision: "I'm at X" is where someone is far more often than where they work ("I'm at
Tesco", "I'm at the Hilton for a conference"), so it is the workplace only in the sentence
that says the job, at a place said by its name, and not for a stay, a visit or an errand.
"""
from __future__ import annotations

import re

from .lpm_base import CALENDAR, fact
from .types import Page

_AT = re.compile(r"\b(?:(?:right now|currently|at the moment|these days|nowadays|now),? )?"
                 r"i(?:'m| am) (?:now |currently |still )?(?:working )?at (the )?"
                 r"((?-i:[A-Z][\w&'-]+)(?: (?-i:[A-Z][\w&'-]+)){0,3})"
                 r"((?: (?:on|in) (?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+)){0,2}){0,2})"
                 r"(?!\w| (?:for|with|to|visiting|today|tonight|this|until|till)\b)", re.I)
# a name that is a time, a person's title or an event: no workplace
_NOT_PLACE = re.compile(r"(?:I|My|Christmas|Easter|Dr|Mr|Mrs|Ms|Home|Work|Uni|School)\b")


# a workplace changed said without the job: "I changed bakeries, now I'm at Boulangerie Meunier"
# (remember48's hamza), "I moved to the hospital pharmacy at Vancouver General" (parisa);
# not "I changed gyms, now I'm at PureGym", not "we moved to the flat at Leith"
_PLACES = (r"(?:jobs|employers|companies|firms|workplaces|teams|departments|branches|stores|"
           r"bakeries|pharmacies|hospitals|clinics|practices|restaurants|kitchens|salons|garages|"
           r"offices|agencies|labs|surgeries|warehouses|depots|schools|wards)")
_CHANGED = re.compile(r"\bi(?:'ve| have)? (?:just |finally |recently )?(?:changed|switched|"
                      r"swapped|moved) " + _PLACES + r"\b", re.I)
_MOVED_TO = re.compile(r"\bi(?:'ve| have)? (?:just |now |recently |finally )?(?:moved|transferred|"
                       r"switched|gone) (?:over )?to (?:the|a|an|another) ((?:[a-z]+ ){0,2}(?:pharmacy|"
                       r"branch|team|office|store|department|ward|clinic|depot|lab|practice|"
                       r"bakery|restaurant|kitchen|warehouse|hospital|surgery|school|salon|garage)) "
                       r"(?:at|in|of) (?:the )?((?-i:[A-Z][\w&'-]+)(?: (?-i:[A-Z][\w&'-]+)){0,3})",
                       re.I)


# "My new employer is Bosch, I start in the powertrain department ..." (remember90: no
# employer was formed, only the department)
_EMPLOYER_IS = re.compile(r"\b(?:my|our) (?:new |current |future )?employer (?:is|'s|will be) "
                          r"((?-i:[A-Z][\w&'-]+)(?: (?-i:[A-Z][\w&'-]+)){0,3})", re.I)


def at_work(s: str, page: Page, who: str, out: list[dict]) -> list[dict]:
    """The workplace fact of "I'm at X" in `s`, a sentence whose facts so far (`out`) say the
    speaker's job, or a change of workplace, and no workplace; else []."""
    if any(f["attribute"] == "employer" for f in out):
        return []
    m = _MOVED_TO.search(s)
    if m and not CALENDAR.match(m.group(2)) and not _NOT_PLACE.match(m.group(2)):
        return [fact("trait", "employer", m.group(2), f"{who} works at the {m.group(1)} at "
                     f"{m.group(2)} (moved there).", page, 0.75)]
    m = _EMPLOYER_IS.search(s)
    if m and not CALENDAR.match(m.group(1)) and not _NOT_PLACE.match(m.group(1)):
        return [fact("trait", "employer", m.group(1), f"{who} works at {m.group(1)}.", page, 0.75)]
    if not any(f["attribute"] == "job" for f in out) and not _CHANGED.search(s):
        return []
    m = _AT.search(s)
    if not m or CALENDAR.match(m.group(2)) or _NOT_PLACE.match(m.group(2)):
        return []
    org = m.group(2)
    said = f"{m.group(1) or ''}{org}{m.group(3)}"
    return [fact("trait", "employer", org, f"{who} works at {said}.", page, 0.75)]
