"""A message written as a notebook entry, said as the plain sentences the rules read: "note to
self: dentist - Dr. Visser, Thursday 14 March 10:30", "about me: 52, civil engineer at
Rijkswaterstaat, live in Utrecht, married to Marieke", "bike: Gazelle Ultimate C8",
"Marieke's birthday - 9 June", "routine: swimming Tuesday evenings, gym Friday at 7",
"coffee order changed - oat cappuccino these days".

Design decisions (session 32: a notebook user's script formed 5 facts from 15 messages):
- Some people keep their life in the assistant as a notebook: an opener ("note to self:",
  "reminder:", "fyi"), then a label and its value after ":" or a dash. lpm_fields reads the
  form labels (name, age, job ...) after ":"; here the labels a notebook uses: the people
  who look after one (dentist, vet, mechanic ...), things owned (bike, car, phone ...), a
  usual order, an anniversary, a named person's birthday, a routine, and "about me" with its
  list of details. Each line with such a label becomes sentences; any other line is left as
  it was, so a message without a notebook label is unchanged.
- A list after "about me" is read item by item: a number is the age, a verb in the plain
  form is said with "I" ("live in Utrecht"), "married to ..." and the like with "I'm", a
  count of children with their names and ages ("two boys (Daan 19, Sem 16)") as a list of
  names, anything else as what the speaker is ("civil engineer at ...").
- A routine's items are habits on the days said ("gym Friday at 7" -> "I go to the gym on
  Fridays at 7."), so no date is read into a weekday.
- A label with "changed", "now" or "new" after it says the new value the same way, which
  ends the old one where the rules key it ("coffee order changed - oat cappuccino").
"""
from __future__ import annotations

import re

from .lpm_base import article
from .lpm_fields import LABEL as _FORM_LABEL
from .lpm_notelabels import named, note_line
from .lpm_words import SINGLE

_OPENER = re.compile(r"^\s*(?:(?:note to self|reminder|note|memo|fyi|nb|ps|update|for the record|save "
                     r"this)\s*[:,-]\s*|remember\s*:\s*|"
                     r"(?:note to self|fyi)\s+)", re.I)
_CARERS = (r"dentist|doctor|gp|vet|mechanic|hairdresser|barber|physio|physiotherapist|optician|"
           r"accountant|plumber|electrician|solicitor|lawyer|landlord|landlady|personal trainer|"
           r"therapist|counsellor|midwife|dietitian|chiropractor|osteopath|podiatrist")
_THINGS = r"bike|car|phone|laptop|guitar|piano|camera|watch|motorbike|scooter|van|tablet|e-?bike"
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_SHORT_DAYS = {"mon": "Mondays", "tue": "Tuesdays", "tues": "Tuesdays", "wed": "Wednesdays",
               "thu": "Thursdays", "thur": "Thursdays", "thurs": "Thursdays", "fri": "Fridays",
               "sat": "Saturdays", "sun": "Sundays"}
_ACTIVITY = r"gym|swimming|swim|yoga|pilates|running|football|training|choir|tennis|climbing|spin"
_COUNT = {2: "two", 3: "three", 4: "four", 5: "five"}
# "wife: Priya, birthday 12 Nov": the relative named, then their birthday
_KIN_BDAY = re.compile(r"^\s*(" + SINGLE + r")\s*(?:[:=]|\s[-\u2013\u2014]\s)\s*([A-Z][\w'-]+),? "
                       r"(?:birthday|bday|b'day)\s*(?:[:=-]\s*|is |on )?(.+?)[\s.]*$", re.I)
# "Dentist appt moved to 5 April": an appointment moved, its owner left out
_APPT_MOVED = re.compile(r"^\s*(?:my )?((?:(?!(?:the|a|an|our|his|her|their)\b)[a-z]+ )?(?:appt|appointment|exam|interview|operation|"
                         r"surgery|scan|check-?up|flight|hearing|viewing)) (?:got |has been |was |is )?"
                         r"(moved|changed|pushed back|postponed|brought forward|rescheduled) to ", re.I)
_LABEL = re.compile(
    r"^\s*(?:(?P<about>about me|me|bio|quick facts|basics)|(?P<routine>routine|weekly routine|"
    r"schedule|week)|(?:my )?(?:new |family )?(?P<carer>" + _CARERS + r")(?: for (?:the|my) [a-z]+)?|(?P<thing>(?:my )?"
    r"(?:new )?(?:" + _THINGS + r"))|(?P<order>(?:usual |fav(?:ou?rite)? |go-to )?(?:coffee|"
    r"tea|drink)(?: order)?)|(?P<anniv>(?:wedding )?anniversary)|(?P<bday>(?-i:[A-Z])[\w'-]+'s "
    r"(?:birthday|bday))|(?P<kids>kids|children|sons|daughters|boys|girls)|(?P<act>" + _ACTIVITY
    + r"))(?:\s+(?:changed|now|update[d]?|is now))?\s*(?:[:=]|\s[-\u2013\u2014]\s|"
    r"\s(?=\d{1,2}(?:st|nd|rd|th)? (?-i:[A-Z])))"   # ("Anniversary 22 August": a date after it)
    r"\s*(?P<value>\S.*?)[\s.]*$", re.I)
# a form label (lpm_fields) after a dash: "age - 52", "job - nurse"
_FORM_DASH = re.compile(r"^\s*(" + _FORM_LABEL + r")\s+[-\u2013\u2014]\s+(?=\S)", re.I)


def _kids(item: str) -> str:
    """ "two boys (Daan 19, Sem 16)" -> "two boys, Daan (19) and Sem (16)"."""
    m = re.match(r"(.+?)\s*\(((?:[A-Z][\w'-]+,? \d{1,2}(?:,|\s+and)?\s*)+)\)$", item)
    if not m:
        return item
    pairs = re.findall(r"([A-Z][\w'-]+),? (\d{1,2})", m.group(2))
    named = [f"{n} ({a})" for n, a in pairs]
    return f"{m.group(1)}, " + (", ".join(named[:-1]) + " and " + named[-1] if len(named) > 1
                                else named[0])


def _about(value: str) -> str:
    """The items of an "about me" list, each said as a sentence of the speaker's."""
    out = []
    for item in re.split(r",\s*(?![^(]*\))", value):
        item = item.strip(" .;")
        if not item:
            continue
        if re.fullmatch(r"\d{1,3}(?: ?(?:years old|yrs|y/?o))?", item, re.I):
            out.append("I'm " + re.match(r"\d+", item).group(0) + ".")
        elif re.match(r"(?:live|work|have|love|like|speak|drive|ride|play|study|run|own)\b", item, re.I):
            out.append(f"I {_kids(item)}.")
        elif re.match(r"(?:married|engaged|single|divorced|widowed|retired|vegetarian|vegan|"
                      r"from)\b", item, re.I):
            out.append(f"I'm {item}.")
        elif re.match(r"(?:one|two|three|four|five|\d) (?:kids|children|boys|girls|sons|daughters)\b",
                      item, re.I):
            out.append(f"I have {_kids(item)}.")
        elif re.match(r"twins?\b|twin (?:boys|girls)\b", item, re.I):   # ("twins Mateo and Lucía")
            out.append(re.sub(r"^(twin(?:s| boys| girls)?) ", r"I have \1, ", item, flags=re.I) + ".")
        else:
            out.append(f"I'm {article(item)}.")
    return " ".join(out)


def _routine(value: str) -> str:
    """ "swimming Tuesday evenings at X, gym Friday at 7" -> habits on those days."""
    out = []
    for item in re.split(r",\s*|;\s*", value):
        m = re.match(r"(.+?) ((?i:(?:every |on )?" + _DAY + r"s?)(?: (?:and|&) (?i:" + _DAY
                     + r"s?))?)( (?i:mornings?|evenings?|afternoons?|nights?))?(.*)$", item.strip())
        if not m:
            continue
        what = m.group(1).strip()
        what = ("go to the gym" if what.lower() == "gym" else f"go {what}"
                if what.lower().endswith("ing") else f"have {what}")
        days = re.sub(r"(?i)\b(?:every|on) ", "", m.group(2))
        if not m.group(3):
            days = re.sub(r"(?i)(day)\b(?!s)", r"\1s", days)
        out.append(f"I {what} on {days}{m.group(3) or ''}{m.group(4).rstrip(' .')}.")
    return " ".join(out)


# "scratch that about the dentist, it's Dr. de Wit now": the value of a label put right
_PUT_RIGHT = re.compile(r"^\s*(?:scratch that|correction|update|change)(?: about| re| on)? (?:the|my) "
                        r"(" + _CARERS + r"|" + _THINGS + r")\s*[,:-]\s*(?:it's|its|it is|now) (.+?)"
                        r"(?:,\s*(?=[A-Z][\w'-]+ (?:retired|left|moved|quit))|[.!]*$)", re.I)


# "gym moved to Wednesday, the Friday class got cancelled": a routine's new day, said terse
# (no "my", no "has"); said as the weekly habit moved, which lpm_habits keys and which ends
# the old day ("My pottery class has moved to Saturday" is one class moved: not read here)
_MOVED_DAY = re.compile(r"^\s*(gym|swimming|yoga|pilates|football|training|practice|padel|tennis|"
                        r"golf|squash|badminton|netball|hockey|choir|bowls|bingo|quiz|parkrun|(?:men's |the )?shed|"
                        r"[a-z]+ (?:class|club)|[a-z]+ing)(?: day)? "
                        r"(?:moved|switched|changed|moves|is moving) to ((?i:" + _DAY + r"))s?\b( (?:mornings?|evenings?|"
                        r"afternoons?|nights?))?", re.I)


def _kin_list(label: str, value: str) -> str:
    """ "kids: Ella (7), Max (4)" -> "I have two kids, Ella (7) and Max (4)."."""
    named = [n.strip() for n in re.split(r",\s*|\s+and\s+|\s*&\s*", value) if n.strip()]
    if not 1 < len(named) <= 5 or not all(re.fullmatch(r"[A-Z][\w'-]+(?: \(\d{1,2}\))?", n)
                                          for n in named):
        return f"My {label} are {value}."
    return f"I have {_COUNT[len(named)]} {label}, {', '.join(named[:-1])} and {named[-1]}."


def _days(value: str) -> str | None:
    """ "Mon/Wed/Fri 6am" -> "on Mondays, Wednesdays and Fridays at 6am"; None without days."""
    m = re.match(r"((?:(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)[a-z]*\.?(?:\s*[/,&+]\s*|\s+and\s+)?)+)"
                 r"\s*(.*)$", value, re.I)
    if not m:
        return None
    days = [_SHORT_DAYS.get(d.lower()[:4].rstrip("s"), _SHORT_DAYS.get(d.lower()[:3]))
            for d in re.findall(r"[a-z]+", m.group(1), re.I) if d.lower() != "and"]
    if not days or None in days:
        return None
    said = ", ".join(days[:-1]) + " and " + days[-1] if len(days) > 1 else days[0]
    rest = m.group(2).strip(" .")
    return f"on {said}" + (f" at {rest}" if re.fullmatch(r"\d{1,2}(?::\d\d)?\s*(?:am|pm)?", rest, re.I)
                           else f" {rest}" if rest else "")


# "call me pimmy from now on", "please call me Gunn, nobody says Gunnhild": the name wanted
# (not "Call me crazy but ...", "call me back later": only a name said to end the request)
_CALL_ME = re.compile(r"^\s*(?:(?:please|pls|and|also|oh)[,]?\s+)*(?:just |you can )?call me "
                      r"(?!(?:crazy|mad|silly|old-fashioned|stupid|paranoid|lazy|back|later|now|"
                      r"tomorrow|anytime|when|if)\b)([A-Za-z][\w'-]+)(?=\s*(?:$|[,.!]|from now on\b|"
                      r"instead\b|please\b|pls\b))", re.I)
# "switched dentists, now Dr Nilsen at ...": a new one of those who look after one
_SWITCHED = re.compile(r"^\s*(?:switched|changed|new) (" + _CARERS + r")s?\b[,:!-]*\s*(?:now |it's |its )?"
                       r"((?:Dr\.?|Doctor|Mr\.?|Mrs\.?|Ms\.?) .+?)[.!]*$", re.I)
# "scratch that about Saoirse, her birthday is 15 March not the 14th"
_BDAY_RIGHT = re.compile(r"^\s*(?:scratch that|scrap that|correction|sorry)(?: about| re| on)? "
                         r"((?-i:[A-Z])[\w'-]+|[a-z][\w'-]+)\s*[,:-]\s*"
                         r"(?:her|his|their) (?:birthday|bday)(?:'s| is) (?:on )?(.+?)(?:,? not (?:on )?(?:the )?"
                         r"[\w ]{1,15})?[.!]*$")
# "new car! a Toyota Hilux, grey": a thing got, said as news
_NEW_THING = re.compile(r"^\s*new (car|van|bike|motorbike|phone|laptop)\s*[!:.-]+\s*(an? .+)$", re.I)


def _line(line: str) -> str:
    # (a bullet before a label: "- my vet: ..."; a list of things, "- sourdough baking", stays
    # a list for lpm_items: dario)
    bare = re.sub(r"^\s*[-*\u2022]\s+(?=\w)", "", line)
    line = bare if bare != line and (_LABEL.match(_OPENER.sub("", bare)) or note_line(bare)) else line
    bare = _OPENER.sub("", line)   # ("note to self: ...")
    note = note_line(bare)   # (lowercase writers' entries: lpm_notelabels)
    if note:
        return note
    call = _CALL_ME.match(bare)
    if call:
        rest = bare[call.end():].strip(" ,.!")
        rest = re.sub(r"^(?:from now on|instead|please|pls)\b[\s,.!]*", "", rest, flags=re.I)
        return f"My nickname is {call.group(1)[0].upper() + call.group(1)[1:]}." + (
            f" {rest[0].upper() + rest[1:]}." if rest else "")
    switched = _SWITCHED.match(line)
    if switched:
        return f"My {switched.group(1).lower()} is {switched.group(2)}."
    right = _BDAY_RIGHT.match(line)
    if right:
        return f"{named(right.group(1))}'s birthday is on {right.group(2)}."
    new = _NEW_THING.match(line)
    if new:
        thing = new.group(1).lower()
        verb = {"car": "drive", "van": "drive", "bike": "ride", "motorbike": "ride"}.get(thing, "have")
        return f"I {verb} {new.group(2)}"
    bday = _KIN_BDAY.match(bare)
    if bday:
        rel, name = bday.group(1).lower(), bday.group(2)
        return f"My {rel} is called {name}. My {rel} {name}'s birthday is on {bday.group(3)}."
    appt = _APPT_MOVED.match(bare)
    if appt:
        thing = re.sub(r"(?i)\bappt\b", "appointment", appt.group(1)).lower()
        return f"My {thing} was {appt.group(2).lower()} to {bare[appt.end():]}"
    day = _MOVED_DAY.match(line)
    if day:
        rest = line[day.end():]
        part = f" {day.group(3).strip().rstrip('s')}s" if day.group(3) else "s"
        return (f"{day.group(1).capitalize()} has moved to {day.group(2).capitalize()}{part} now"
                f"{rest if rest[:1] in ',;.!' else '. ' + rest}")
    fix = _PUT_RIGHT.match(line)
    if fix:
        return f"My {fix.group(1).lower()} is {fix.group(2)}."
    m = _LABEL.match(bare)
    if not m:
        return _FORM_DASH.sub(r"\1: ", bare) if _OPENER.match(line) or \
            _FORM_DASH.match(line) else line
    v = m.group("value")
    if m.group("about"):
        return _about(v)
    if m.group("routine"):
        return _routine(v) or line
    if m.group("carer"):
        return f"My {m.group('carer').lower()} is {named(v)}."
    if m.group("thing"):
        thing = re.sub(r"(?i)^(?:my )?(?:new )?", "", m.group("thing")).lower()
        verb = {"car": "drive", "van": "drive", "bike": "ride", "motorbike": "ride",
                "scooter": "ride"}.get(thing)
        return f"I {verb} {article(v)}." if verb else f"My {thing} is {article(v)}."
    if m.group("order"):
        return f"My favourite {'coffee' if 'coffee' in m.group('order').lower() else 'drink'} is {v}."
    if m.group("kids"):
        return _kin_list(m.group("kids").lower(), v)
    if m.group("act"):
        what = m.group("act").lower()
        days = _days(v)
        what = "go to the gym" if what == "gym" else "go swimming" if what == "swim" else \
            f"go {what}" if what.endswith("ing") else f"have {what}"
        return f"I {what} {days}." if days else line
    if m.group("anniv"):
        return f"Our wedding anniversary is on {v}."
    return f"{m.group('bday')} is on {v}."


def notebook(text: str) -> str:
    """`text` with each notebook line said as plain sentences (see the module's note)."""
    if not text or not (_OPENER.match(text) or _PUT_RIGHT.match(text) or _MOVED_DAY.match(text) or
                        _APPT_MOVED.match(text) or _CALL_ME.match(text) or _SWITCHED.match(text) or
                        _BDAY_RIGHT.match(text) or _NEW_THING.match(text) or re.search(
            r"[:=]|\s[-\u2013\u2014]\s|^\s*(?:(?:wedding )?anniversary|[A-Z][\w'-]+'s b(?:irth)?day) \d",
            text, re.I) or any(note_line(x) for x in text.split("\n"))):
        return text
    lines = re.split(r"(\n|(?<=[.!?])\s+(?=[A-Z]))", text)
    return "".join(_line(p) if p.strip() and not p.isspace() else p for p in lines)


__all__ = ["notebook"]
