"""A job said as the vehicle one drives: "I drive a crane at the Port Kembla steelworks", "I
drive a bus for the council" (remember28), "I drive a tow truck and work's been slow"
(remember30), "I drive artics for Morrisons" (remember35); each formed a statement only.

Design decision: most vehicles are driven for oneself as well ("I drive a van"), so one is
the job only when said with whom or where it is driven for (`_DRIVES`); a few are driven
only for work (`_WORK_VEHICLE`: a tow truck, a taxi, an ambulance) and are the job alone.
Not the speaker's when a relative drives ("My dad drives a taxi": his job, `kin_drivers`), nor a
trip ("I drive the bus to school").
"""
from __future__ import annotations

import re

from .lpm_base import article, fact, kin_key, opens_with_me, poss
from .lpm_words import BY_AGE, FEMALE, MALE, NAME, RELATIONS
from .types import Page

# ("I'm driving a mixer for a concrete company now": remember42, a statement only)
_DRIVES = re.compile(r"\b(?i:i)(?:'ve| have|'m| am)? (?:(?i:now|still|also|just|mostly) )?(?i:drive|"
                     r"have driven|'ve driven|started driving|(?<=m )driving|(?<=am )driving) "
                     r"(?i:a|an|the) (?:[a-z]+ )?"
                     r"(?i:(bus|crane|taxi|cab|lorry|truck|forklift|train|tram|van|ambulance|"
                     r"digger|tractor|minibus|coach|delivery van|school bus|tanker|ferry|mixer|"
                     r"cement mixer|concrete mixer|dump truck|bin lorry|garbage truck))s? "
                     r"(?i:for|at|with|around|in) (?:(?i:a|an|the|my) )?(?:[A-Z]|"
                     r"(?:[a-z]+ )?(?i:living|work|"
                     r"company|firm|council|port|depot|hospital|school|mine|steelworks|"
                     r"factory|warehouse|airport|site|docks))"
                     # (a trip: "I'm driving a van for the school trip")
                     r"(?![^.;!?]{0,30}\b(?i:trips?|outing|party|today|tomorrow|tonight|"
                     r"this weekend)\b)")
# "I drive artics for Morrisons", "I've packed in the nights and started on the bin lorries
# for the council" (remember35: no job): vehicles in the plural without an article are the
# job only when driven for someone named or a council, company or firm ("I drive haul trucks
# at the mine" stays the statement it was, which questions about the mine find)
_FOR = re.compile(r"\b(?:(?i:i)|(?i:and))(?:'ve| have)? (?:(?i:now|still|also|just|mostly) )?"
                  r"(?i:drive|started driving|started on|(?:'m|am) on) (?:(?i:the) )?"
                  r"(?i:(artic|lorr|truck|bus|wagon|hgv|van|taxi|coach|tanker|bin lorr)"
                  r"(?:s|es|ies)) (?i:for) (?:(?i:the|a) )?(?:[A-Z]|(?i:council|company|firm)\b)")
# one drives only for work ("I drive a tow truck and work's been slow"; not "I drive a pickup")
# ("I've been driving a cab for ten years", "I started driving a taxi": remember43, no job)
_WORK_VEHICLE = re.compile(r"\b(?i:i)(?:'ve| have)? (?:(?i:now|still|also|just|mostly) )?(?i:drive|"
                           r"been driving|started driving) (?i:an?) (?i:("
                           r"tow truck|school bus|bus|taxi|cab|forklift|ambulance|tanker|bin lorry|"
                           r"garbage truck|dump truck|lorry|big rig|semi|semi-truck|18-wheeler|"
                           r"eighteen-wheeler))s?\b(?! (?:to|into|home)\b)")
# ("I drive trams in Kraków": a kind driven only for work, in the plural; a statement only)
_PLURAL_WORK = re.compile(r"\b(?i:i)(?:'ve| have)? (?:(?i:now|still|also|just|mostly) )?(?i:drive|"
                          r"been driving|started driving) (?i:(tram|train|bus|taxi|cab|ambulance|"
                          r"forklift|tanker|lorr|coach|school bus))(?i:s|es|ies)\b(?! (?:to|into|"
                          r"home|for (?:fun|a laugh))\b)")


# "I'm driving the community minibus three mornings a week instead" (norman: a statement
# only, so "what do I do for work these days?" got his son's job): a vehicle driven for so
# many days a week, or part-time, is a job; not "I drive to the shops three days a week"
_WEEKLY = re.compile(r"\b(?i:i)(?:'m| am)? (?:(?i:now|still|also|just|mostly) )?(?i:drive|"
                     r"driving) (?i:a|an|the) (?:[a-z]+ )?(?i:(bus|minibus|coach|taxi|cab|lorry|"
                     r"ambulance|tanker|school bus|tram|train))s? (?=(?:(?:\w+ ){1,2}"
                     r"(?:days|mornings|afternoons|evenings|nights|shifts) (?:a|per) week|"
                     r"part[- ]time|full[- ]time|for a living)\b)")


# "I have been driving taxi for twelve years now" (remember41, nii: a statement only, so "what
# do I do for a living?" had nothing): a vehicle driven for work only, driven for years or
# since a time, is the job; not "I've been driving a van since I was 17" (one drives a van for
# oneself) nor "I've been driving the bus for an hour" (a trip)
_YEARS = re.compile(r"\b(?i:i)(?:'ve| have) been (?:(?i:mostly|just) )?(?i:driving) (?:(?i:a|an|the) )?"
                    r"(?:[a-z]+ )?(?i:(taxi|cab|bus|minibus|coach|lorry|truck|tow truck|school bus|"
                    r"forklift|ambulance|tanker|bin lorry|matatu|trotro|tro-tro|tuk-tuk|rickshaw|"
                    r"jeepney))s? (?:(?i:in|around|across) [A-Z][\w'-]+(?: [A-Z][\w'-]+)? )?"
                    r"(?=(?i:for) (?:(?:\w+[ -]){0,2}(?i:years?|decades?)|(?i:ages|a while|"
                    r"a long time|donkey's years))\b|(?i:since) (?:\d{4}|(?i:the|I)\b))")
# "I'm driving Uber these days", "I drive for Bolt" (nii, remember41): driving for a ride-hailing
# service is work; not "I took an Uber", nor "I'm driving the Uber to the airport" (a trip)
HAIL = r"Uber|Lyft|Bolt|Ola|Grab|DiDi|Careem|Yango|inDrive"
_HAILING = re.compile(r"\b(?i:i)(?:'m| am|'ve been| have been)? (?:(?i:now|still|also|just|mostly|"
                      r"currently) )?(?i:drive|driving) (?:(?i:for) )?(?:(?i:an?) )?(" + HAIL + r")\b"
                      r"(?! (?:(?i:to|into|home|back|from|eats)\b))")


# "I drive long haul for a freight outfit out of Las Cruces" (remember42: a statement only):
# trucking said by its kind of run is the job, by whatever it is driven
_LONG_HAUL = re.compile(r"\b(?i:i)(?:'ve| have|'m| am)? (?:(?i:now|still|also|just|mostly) )?"
                        r"(?i:drive|driving|been driving) ((?i:long[- ]haul|over[- ]the[- ]road|"
                        r"cross[- ]country))\b(?! (?:to|into|home|for (?:the|a) (?:day|weekend|"
                        r"holiday))\b)")


def driven_for_work(s: str) -> re.Match | None:
    """The speaker's driving in `s` that is their job; group 1 is the vehicle."""
    m = _FOR.search(s)
    if m and m.group(0)[:3].lower() == "and" and not opens_with_me(s[:m.start()]):
        m = None   # (not "my brother left and started on the buses")
    return (_DRIVES.search(s) or m or _WORK_VEHICLE.search(s) or _PLURAL_WORK.search(s)
            or _WEEKLY.search(s) or _YEARS.search(s) or _HAILING.search(s) or _LONG_HAUL.search(s))


def vehicle(m: re.Match) -> str:
    """The vehicle of a `driven_for_work` match, said as one ("lorr" of "lorries" -> "lorry";
    a ride-hailing service keeps its name's capital)."""
    v = m.group(1)
    if re.fullmatch(HAIL, v):
        return v
    v = v.lower()
    if re.match(r"long|over|cross", v):
        return "long-haul truck"
    return v + "y" if v.endswith("lorr") else v


# "My husband drives a school bus now", "Dale quit trucking, he drives a school bus now" (a
# known husband; remember34: a statement only): a vehicle driven only for work is a
# relative's job as it is the speaker's (`_WORK_VEHICLE`); "my wife drives a Honda" is not
_KIN_DRIVES = re.compile(
    r"\b(?i:my|our) " + BY_AGE + r"(?i:(" + RELATIONS + r"))(?:,? " + NAME + r",?)?\b(?!')"
    # (not another person between: "my son met Tom, he drives a taxi")
    r"(?:(?:(?! (?i:met|and|with|married|marrying|dating|seeing|to) [A-Z])[^.;!?]){0,90}?, "
    # ("he started driving a school bus", "and now he's driving Uber": remember43, no job)
    # ("My son has been driving a taxi for years", "... driving taxi": the article optional)
    r"(?:(?i:and|but|so) )?(?:(?i:now) )?(?i:(he|she)))?(?: |(?='))(?:(?i:now|still|also|just) )?"
    r"(?i:drives|has driven|'s driven|(?:has )?started "
    r"driving|(?:'s|is) (?:now )?driving|(?:'s|has) been driving) (?:(?i:an? )?"
    r"(?i:(tow truck|school bus|bus|taxi|cab|forklift|ambulance|tanker|bin lorry|garbage truck|"
    r"dump truck|lorry|big rig|truck|coach|semi|semi-truck|18-wheeler|eighteen-wheeler))(?:s|es)?\b|"
    r"(?:(?i:for) )?(" + HAIL + r")\b)"
    r"(?! (?:to|into|home)\b)")


def kin_drivers(s: str, page: Page, who: str) -> list[dict]:
    """A relative's job said as the vehicle they drive, keyed as their job."""
    out = []
    for m in _KIN_DRIVES.finditer(s):
        rel, name, pron = m.group(1).lower(), m.group(2), m.group(3)
        what = m.group(4).lower() if m.group(4) else m.group(5)   # (an app keeps its capital)
        if pron and rel in FEMALE | MALE and (pron.lower() == "she") != (rel in FEMALE):
            continue
        whom = f"{rel} {name}" if name else rel
        rest = re.match(r"([^,.;!?]{0,40}?)(?=[,.;!?]|$| and | but | so )", s[m.end():])
        out.append(fact("trait", kin_key(rel, name) + ".job", f"{what} driver",
                        f"{poss(who)} {whom} is {article(what + ' driver')}, driving "
                        f"{article(what) if m.group(4) else 'for ' + what}{rest.group(1)} "
                        f"(their job).", page, 0.75))
    return out
