"""What the speaker does regularly: "Every Sunday morning I go swimming at the lake", "I picked
up pottery classes", "I play squash on Tuesdays".

Design decisions:
- A habit is a durable fact people later ask about by its time ("What do I do on Sunday
  mornings?"); it is keyed by the time (`habit.sunday_morning`), so a new Sunday habit ends
  the old one, and said with the time last, where a small model finds the activity first.
- Only a weekly or daily time ("every Sunday", "on Tuesdays", "every morning") with a
  first-person verb of doing is a habit: "Every time I try, it fails" and "on Sunday I went
  swimming" (one day, past) are none.
- Classes or lessons taken up (plural: an ongoing course, not one class on a day) are an
  activity whatever their subject ("pottery classes", "Spanish lessons"), keyed by it, as
  the sport rule keys a sport.
- A group joined is often said with when it meets, its members for subject: "I've joined a
  ukulele group, we meet every Wednesday morning". "We meet" alone says nothing of what, so
  the habit is said as going to the group (`habit.<day>`, "The user goes to a ukulele group
  every Wednesday morning"), only for a group, club, choir, class or team the speaker joined.
- Smoking is a habit with no day ("I smoke about ten a day", "I'm a smoker") that people give
  up and are later asked about ("Do I still smoke?"): it is keyed `habit.smoking`, and giving
  it up is a new value of the same key, so the smoking stays as history. Only the speaker's
  own smoking said as done now: "I smoke brisket", "when I smoke", "I want to quit smoking"
  and "my dad quit smoking" are none.
"""
from __future__ import annotations

import re

from .lpm_base import fact, poss, slug
from .lpm_words import RELATIONS
from .person import third_person
from .timewords import resolve
from .types import Page

_DAY = (r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|morning|evening|night|"
        r"afternoon|day|week)")
_WHEN = (r"((?:every|each) (?:single )?" + _DAY + r"(?: (?:morning|evening|night|afternoon))?"
         r"|on (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend)(?:s(?: (?:morning|evening|"
         r"night|afternoon)s?)?"
         # "on Thursday nights": one day, its evenings every week
         r"| (?:morning|evening|night|afternoon)s))")
_DOING = r"((?:go|play|visit|call|walk|run|swim|cook|bake|meet|have|do|take|volunteer|work|" \
         r"train|practi[sc]e|ride|attend|watch|clean)\b[^,.;!?]{2,60}?)"
_HABIT = re.compile(r"^(?:\w+,? )?" + _WHEN + r",? (?i:i|we) " + _DOING + r"(?=[,.;!?]|$| and )"
                    r"|\b(?i:i|we) " + _DOING + r" " + _WHEN + r"\b", re.I)
_CLASSES = re.compile(r"\b(?:i|we)(?:'ve| have|'m| am)? (?:just |recently |finally |also )?"
                      r"(?:started|taken up|took up|picked up|signed up for|joined|enrolled in|"
                      r"began|begun|taking|go to|take) (?:a |an |some |the )?((?:[\w-]+ ){0,2}?"
                      r"[\w-]+) (classes|lessons)\b", re.I)
_GROUP = re.compile(r"\b(?:i|we)(?:'ve| have)? (?:just |recently |finally |also )?(?:joined|"
                    r"signed up for|started going to) (an?|the) ((?:[\w-]+ ){0,3}?(?:group|club|"
                    r"choir|class|team|society|circle|band))\b[^.;!?]{0,40}?[,;]? (?:(?:and )?"
                    r"(?:we|it|they) (?:meet|meets|practise|practice|rehearse|play|train|run)s?) "
                    + _WHEN + r"\b", re.I)
_NOT_SUBJECT = frozenset("new first last evening night weekly online few more extra".split())


# one day told as the usual: "Played five-a-side on Saturday morning like always, we lost 7-2"
# (remember18: only a statement about that one Saturday, which the question "What do I play
# on Saturdays?" did not find); the habit in the present, keyed by the day as above. Only
# with "like always"/"as usual" after the day: "I played squash on Saturday" is one day.
_PAST = {"went": "go", "played": "play", "visited": "visit", "called": "call",
         "walked": "walk", "ran": "run", "swam": "swim", "cooked": "cook", "baked": "bake",
         "met": "meet", "had": "have", "did": "do", "took": "take", "volunteered": "volunteer",
         "worked": "work", "trained": "train", "practised": "practise", "practiced": "practice",
         "rode": "ride", "attended": "attend", "watched": "watch", "cleaned": "clean",
         "cycled": "cycle"}
_USUAL = re.compile(r"\b(?:i|we) (?:also |still )?(" + "|".join(_PAST) + r") ([^,.;!?]{2,60}?) "
                    r"on ((?:mon|tues|wednes|thurs|fri|satur|sun)day)(?: \d{1,2} \w+ \d{4})?"
                    r"(?: (morning|evening|night|afternoon))? (?:like always|as usual|as always|"
                    r"as ever|as (?:i|we) always do)\b", re.I)


_HOW_MUCH = (r"(?:(?:about|around|roughly|like|maybe|over|at least|up to|nearly|almost) )?"
             r"(?:\d+|five|ten|fifteen|twenty|thirty|forty|a (?:pack|packet|few)|half a pack)"
             r"(?: (?:cigarettes|cigs|fags|roll-?ups|rollies|a day|a week|per day))*")
_SMOKES = re.compile(
    r"(?<!\bwhen )(?<!\bwhenever )(?<!\bif )\b(?i:i)(?: still| also)? (?:smoke|vape)(?: (?P<much>"
    + _HOW_MUCH + r")\b| (?:cigarettes|cigs|fags|roll-?ups|rollies|cigars|a pipe|too much|a lot|"
    r"heavily|socially)\b|(?=[,.;!?]|$| but | and ))"
    r"|\b(?i:i)(?:'m| am) (?:a )?(?:heavy |light |social |chain |big )?smoker\b"
    r"|\b(?i:i)(?:'ve| have) been (?:a )?(?:smoking|smoker)\b(?! (?:salmon|meat|fish|brisket))"
    r"(?P<since> (?:since|for) [^,.;!?]{2,30})?", re.I)
_QUIT_SMOKING = re.compile(
    r"\bi(?:'ve| have)?(?: (?:finally|just|now|officially|actually))? (?:quit|given up|gave up|"
    r"stopped|packed in|kicked) (?:smoking|vaping|the (?:smokes|fags|cigarettes|cigs|ciggies|"
    r"vape)|cigarettes|cigs|fags)\b"
    r"|(?:^|\bi(?:'m| am|'ve been| have been) (?:now )?)((?:\w+ ){0,2}(?:days?|weeks?|months?|"
    r"years?)) (?:off|without) (?:the )?(?:smokes|fags|cigarettes|cigs|ciggies)\b"
    r"|\bi (?:don't|do not) smoke (?:any ?more|now)\b|\bi(?:'m| am) (?:now )?a non-?smoker\b",
    re.I)


# "I packed in drinking three years ago": drink given up, as "I don't drink" (`avoids.alcohol`;
# kofi: kept only as a statement no question found); not a drink ("stopped drinking coffee")
# nor a break ("for Lent", "for January")
_QUIT_DRINKING = re.compile(r"\bi(?:'ve| have)?(?: (?:finally|just|now|officially|actually))? "
                            r"(?:quit|given up|gave up|stopped|packed in|kicked|knocked) "
                            r"(?:drinking|the drink|the booze|booze|alcohol)\b(?! (?:coffee|tea|"
                            r"fizzy|soda|energy|milk|cola|coke|pop|juice|water)\b| for (?!good\b))",
                            re.I)


def _given_up(s: str, m: re.Match, page: Page, who: str, what: str) -> str:
    """ "The user packed in smoking in 2023": the giving up said in `m`, with when."""
    # "I quit smoking in January": when, asked as "When did I give up cigarettes?"
    when = re.match(r" ((?:in|last|on|at|since) [\w ]{3,20}?|(?:\w+ ){1,2}ago)(?=[,.;!?]|$|"
                    r" and | but )", s[m.end():], re.I)
    # the user's own verb ("quit" is asked back as "quit"; "stopped" reads as given up)
    verb = re.search(r"\b(quit|packed in|kicked)\b", m.group(0), re.I)
    past, perfect = ((verb.group(1).lower(),) * 2 if verb else ("gave up", "given up"))
    return f"{who} " + (f"{past} {what} {resolve(when.group(1), page.created)}" if when
                        else f"has {perfect} {what}")


def smoking(s: str, page: Page, who: str) -> list[dict]:
    """The speaker's smoking, or its giving up, as `habit.smoking` (see the docstring); drink
    given up as `avoids.alcohol`."""
    m = _QUIT_DRINKING.search(s)
    out = [fact("trait", "avoids.alcohol", "alcohol", _given_up(s, m, page, who, "drinking")
                + " (doesn't drink alcohol now).", page, 0.7, ends=["likes.alcohol"])] if m else []
    m = _QUIT_SMOKING.search(s)
    if m:
        long = f", {m.group(1).lower()} now" if m.group(1) else ""
        return out + [fact("trait", "habit.smoking", "gave up smoking",
                           _given_up(s, m, page, who, "smoking") + f" (no longer smokes{long}).",
                           page, 0.7)]
    m = _SMOKES.search(s)
    if m:
        what = "vapes" if "vape" in m.group(0).lower() else "smokes"
        how = m.group("much") or (m.group("since") or "").strip()
        how = third_person(how, who).rstrip(".") if how else ""
        how = f" ({how[0].lower()}{how[1:]})" if how else ""
        return out + [fact("trait", "habit.smoking", what, f"{who} {what}{how} (a habit).",
                           page, 0.7)]
    return out


# "Training has moved again, it's on Wednesdays now", "My yoga class has moved to Thursdays",
# "Choir is on Mondays now": a weekly thing that changed its day (remember26: the old day's
# habit stayed current, the new day a statement only). The speaker's ("my", "the" or none),
# said as moved or "now"; not "my son's training", "training is on Mondays" (no change said).
_THING = (r"((?:[a-zA-Z']+ ){0,2}?(?:training|practice|class(?:es)?|lessons?|sessions?|choir|rehearsals?|club|"
          r"group|meeting|match|game|shift|gym|swimming|yoga|pilates|padel|tennis|golf|squash|"
          r"badminton|netball|hockey|shed|bowls|bingo|quiz|parkrun|"
          # ("Pack night has moved to Wednesdays", "my food bank shift": remember97)
          r"(?:pack|quiz|club|games|choir|band|curry|date|movie|film|book club) night))")   # (pieter, teodoro: "gym moved", "padel moved")
# (a day said plural or with "every": weekly, not one meeting moved to Monday)
_D = r"((?:mon|tues|wednes|thurs|fri|satur|sun)day)"
_WEEKLY = (r"(?:every " + _D + "|" + _D + "s|" + _D + r"(?= (?:morning|evening|night|afternoon)s\b))"
           r"(?: ((?:morning|evening|night|afternoon)s?))?")
_MOVED_DAY = re.compile(
    r"^(?:(?:my|our|the) )?" + _THING + r" (?:(?:has|have|'s|was|were) )?(?:(?:been|now|just) )?"
    r"(?:(?:moved|changed|switched|shifted)(?: again| back)?(?: (?:to|over to)|,? (?:it's|it is|"
    r"they're|they are)(?: now)?(?: on)?)|(?:is|are) (?:now on|on(?= \w+ now\b| \w+ \w+ now\b))) "
    + _WEEKLY, re.I)


# ("Training has moved again": chat drops the "my" of the speaker's own weekly thing)
_BARE_MOVED = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=\n))((?:and|but|so|also|oh|well|ok|okay|plus),? )?"
                         r"(?!(?:my|our|the|his|her|their|your|a|an|this|that|no|and|but|so|also|oh|well|ok|"
                         r"okay|plus)\b)" + _THING + r"(?= (?:(?:has|have|'s) )?"
                         r"(?:(?:been|now|just) )?(?:moved|changed|switched|shifted|(?:is|are) "
                         r"(?:now on|on " + _WEEKLY + r",? now\b)))", re.I)


# ("they've moved my food bank shift to Thursday evenings", "we've moved rehearsals to
# Wednesday evenings": the move said of who made it; remember96, 97)
_MOVED_BY = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=\n)|(?<=: )|(?<=, ))(?:they|we|[A-Z][a-z]+)(?:'ve| have| has|'s)? "
                       r"(?:moved|changed|switched|shifted) (?:(my|our|the) )?(?!(?:her|his|their|your|its)\b)" + _THING + r" (?=to (?:every )?"
                       + _D + ")", re.I)


def owned_weekly(text: str) -> str:
    """`text` with "my" before a weekly thing said bare as moved ("Training has moved ...")."""
    text = _MOVED_BY.sub(lambda m: f"{(m.group(1) or 'my').lower()} {m.group(2)} "
                         f"{'have' if re.search(r'(?<!s)s$', m.group(2)) else 'has'} moved ", text)
    # ("And rehearsals have moved ...": the opening word kept before "my"; remember96)
    return _BARE_MOVED.sub(lambda m: (m.group(1) + "my " if m.group(1) else "My ") + m.group(2).lower(), text)


def moved_habit(s: str, page: Page, who: str) -> list[dict]:
    """A weekly habit moved to another day, keyed by the new day; it ends the habit it was
    (whose text names the thing) on the day before."""
    m = _MOVED_DAY.search(s)
    if not m or re.match(r"(?i:my|our) (?!(?:men|women|children|kids)'s)[a-z]+'s\b", s):   # ("men's shed")
        return []
    # ("CBT sessions": an acronym keeps its capitals)
    thing = " ".join(w if w.isupper() else w.lower() for w in m.group(1).split())
    day = (m.group(2) or m.group(3) or m.group(4)).lower()
    part = (m.group(5) or "").lower()
    when = f"on {day.capitalize()}" + (f" {part.rstrip('s')}s" if part else "s")
    return [fact("trait", f"habit.{slug(day + (' ' + part.rstrip('s') if part else ''))}",
                 thing, f"{poss(who)} {thing} {'are' if re.search(r'(?:sessions|classes|lessons)$', thing) else 'is'} "
                 f"{when} now (a habit; moved from another day).",
                 page, 0.7, ends_like=(*thing.split(), "(a habit"))]


def habits(s: str, page: Page, who: str) -> list[dict]:
    """A regular habit and classes taken up, said in sentence `s`."""
    out = []
    m = _GROUP.search(s)
    if m:
        group, when = f"{m.group(1).lower()} {m.group(2)}", m.group(3)
        key = slug(re.sub(r"^(?:every|each|on) (?:single )?|s\b", "", when.lower()))
        out.append(fact("trait", f"habit.{key}", f"goes to {group}",
                        f"{who} goes to {group} {when[0].lower()}{when[1:]} (a habit).", page,
                        0.7))
    m = None if out else _HABIT.search(s)
    u = None if m or out else _USUAL.search(s)
    if u:
        doing = f"{_PAST[u.group(1).lower()]} {u.group(2)}"
        day = u.group(3).lower()
        when = (f"on {day.capitalize()} {u.group(4).lower()}s" if u.group(4)
                else f"on {day.capitalize()}s")
        said = third_person(f"I {doing} {when}", who).rstrip(".")
        key = slug(day + (f" {u.group(4).lower()}" if u.group(4) else ""))
        out.append(fact("trait", f"habit.{key}", doing, said + " (a habit).", page, 0.7))
    if m:
        when, doing = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        said = third_person(f"I {doing} {when[0].lower()}{when[1:]}", who)
        key = slug(re.sub(r"^(?:every|each|on) (?:single )?|s\b", "", when.lower()))
        out.append(fact("trait", f"habit.{key}", doing, said[:-1] + " (a habit).", page, 0.7))
    out.extend(smoking(s, page, who) + moved_habit(s, page, who))
    m = _CLASSES.search(s)
    if m and m.group(1).split()[-1].lower() not in _NOT_SUBJECT:
        subject, kind = m.group(1), m.group(2).lower()
        out.append(fact("trait", f"activity.{slug(subject)}", subject,
                        f"{who} takes {subject} {kind}.", page, 0.7))
    return out


def whom_called(keyed: list[dict], said: str) -> list[dict]:
    """`keyed` with "her"/"him" in a habit said of the one relative `said` names before it
    ("My mother still lives in Shiraz alone, I call her every Friday": "The user calls their
    mother every Friday"; remember70 kept "calls her", which "Which day do I call my mother?"
    did not find)."""
    kin = re.findall(r"\b(?i:my) (" + RELATIONS + r")\b", said)
    if len(set(k.lower() for k in kin)) != 1:
        return keyed
    rel = kin[0].lower()
    for f in keyed:
        if f["attribute"].startswith("habit.") and re.search(r"\b(?:her|him)\b", f["text"]):
            f["text"] = re.sub(r"\b(?:her|him)\b", f"their {rel}", f["text"], count=1)
    return keyed

