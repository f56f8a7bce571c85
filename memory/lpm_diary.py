"""A diary or daily check-in written in fragments, given the subject it leaves out before the
fact rules read it: "Day 12. Ran 5k. Knee sore again.", "Dentist Thurs.", "Mum's bday tmrw -
70!", "Boss = Priyanka.", "Cat (Biscuit) knocked coffee over the laptop.".

Design decisions:
- A log drops "I" and "my": the writer is the subject of every fragment. The rules key on
  "I ..." and "my ...", so a fragment is said again with them, and only in a message that
  reads as a log (`is_log`): one opening "Day 12." or "Week 3:", or one of at least two
  sentences most of which are short and open on no subject. A full sentence ("The kids
  are asleep.") and a message in ordinary prose are left as they are.
- Only a few fragment shapes with one reading are rewritten: a relative or pet opening it
  ("Mum's bday", "Boss = X", "Cat (Biscuit) ..."), an appointment or event with its day
  ("Dentist Thurs.", "Half marathon in 6 wks"), a birthday with the age ("bday tmrw - 70!"),
  a measure of one's own ("Commute 40 min by bike"), a job title in a log that speaks of
  work, and a verb in the past opening it ("Ran 5k."). Anything else stays a fragment,
  which forms nothing.
- Short day and time words of a log ("Thurs", "tmrw", "6 wks") are written out so that the
  date rules resolve them.
"""
from __future__ import annotations

import re

from .lpm_words import JOBS, RELATIONS

_SUBJECT = frozenset("i i'm i've i'd i'll im ive we we're we've you you're he he's she she's "
                     "they they're it it's its there there's this that my our his her their "
                     "the a an what how why when where who can could would will do does did "
                     "is are was were should hi hey hello thanks thank ok okay yes no".split())
_DAYS = {"mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "wed": "Wednesday",
         "weds": "Wednesday", "thu": "Thursday", "thur": "Thursday", "thurs": "Thursday",
         "fri": "Friday", "sat": "Saturday", "sun": "Sunday", "tmrw": "tomorrow",
         "tmr": "tomorrow", "tmw": "tomorrow", "2moro": "tomorrow", "tomoz": "tomorrow",
         "wk": "week", "wks": "weeks", "hr": "hour", "hrs": "hours", "yday": "yesterday",
         "tonite": "tonight"}
_DAY_RE = re.compile(r"(?<![\w'-])(" + "|".join(_DAYS) + r")(?![\w'-])", re.I)
_WHEN = (r"(?:on )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tonight|tomorrow|"
         r"this (?:week|weekend|morning|afternoon|evening)|next (?:week|month|\w+day)|"
         r"in (?:\d+|a|an|two|three|four|five|six) (?:days?|weeks?|months?))")
_CARERS = (r"dentist|doctor|doctor's|gp|physio|optician|vet|hairdresser|hairdresser's|barber|"
           r"therapist|counsellor|counselor|nurse|consultant|specialist|midwife|chiropractor")
_EVENTS = (r"interview|exam|test|scan|appointment|check-up|checkup|surgery|operation|"
           r"meeting|flight|race|marathon|half marathon|half-marathon|10k|5k|wedding|party|"
           r"gig|concert|match|game|date|deadline|presentation|audition|recital|driving test|"
           r"mot|viewing|trip")


def _on(when: str) -> str:
    """ "Thursday" -> "on Thursday": a day said as written English says it."""
    return ("on " + when) if re.match(r"\w+day\b", when) and when[:5].lower() != "today" else when


_OPENERS = [
    # "Mum's bday tmrw - 70!": a relative's birthday with the age they turn
    (re.compile(r"^(?:[Mm]y )?(" + RELATIONS + r")'s (?:bday|birthday) (" + _WHEN
                + r")\s*[-–:,!]*\s*(\d{1,3})\b!*", re.I), lambda m:
     f"My {m.group(1).lower()} turns {m.group(3)} {_on(m.group(2))}."),
    # "Boss = Priyanka.", "Boss: Priyanka"
    (re.compile(r"^(?:[Nn]ew )?((?i:" + RELATIONS + r"))\s*[=:]\s*(?=[A-Z])"),
     lambda m: "My " + ("new " if m.group(0)[:3].lower() == "new" else "")
               + f"{m.group(1).lower()} is "),
    # "Mum's bday ...", "Cat (Biscuit) knocked ...", "Sister's kids ...": my relative
    (re.compile(r"^(" + RELATIONS + r")(?='s\b| \(| [a-z])", re.I),
     lambda m: f"My {m.group(1).lower()}"),
    # "Dentist Thurs.", "Physio today": an appointment with someone who sees the writer
    (re.compile(r"^(" + _CARERS + r")\s+(" + _WHEN + r")\b", re.I),
     lambda m: f"My {m.group(1).lower().removesuffix(chr(39) + 's')} appointment is "
               f"{_on(m.group(2))}"),
    # "Half marathon in 6 wks", "Interview Friday": an event of the writer's with its day
    (re.compile(r"^(?:(?:big|first|final|another|the) )?(" + _EVENTS + r")\s+(" + _WHEN
                + r")\b", re.I),
     lambda m: f"My {m.group(1).lower()} is {_on(m.group(2))}"),
    # "Commute 40 min by bike", "Weight 82kg": a measure of the writer's own
    (re.compile(r"^(commute|weight|resting heart rate|heart rate|sleep|run|walk|ride|swim)\s+"
                r"(?=(?:about |around |approx\.? |~)?\d)", re.I),
     lambda m: f"My {m.group(1).lower()} is "),
    # "Ran 5k.", "Booked flights to Oslo.": a verb in the past opening it
    (re.compile(r"^(ran|swam|walked|cycled|biked|hiked|booked|bought|finished|met|saw|"
                r"passed|failed|signed|adopted|sold|quit|joined|visited|lost|won)\b", re.I),
     lambda m: f"I {m.group(1).lower()}"),
]
# "New job Monday. Junior architect, small practice in Leeds.": a bare job title in a log
# that speaks of work is the writer's own
_TITLE = re.compile(r"^(?=(?:[a-z-]+ ){0,2}(?:" + "|".join(sorted(JOBS)) + r")(?:[,.;!]|$| at | in "
                    r"| for | with ))", re.I)
_WHERE = re.compile(r", (?:an? |the )?((?:[a-z-]+ ){0,2}(?:practice|firm|company|school|"
                    r"hospital|agency|studio|office|shop|bank|startup|start-up|charity|clinic|"
                    r"surgery|restaurant|cafe|hotel|nursery|lab|warehouse|factory|garage)"
                    r"(?: in [A-Z][\w-]+)?)(?=[.;!]|$)")
_WORK = re.compile(r"\b(?:job|role|position|work|hired|offer|promot\w*)\b", re.I)
_SPLIT = re.compile(r"(?<=[.!?])\s+")


def _fragment(s: str) -> bool:
    """Whether `s` is short and opens on no subject ("Dentist Thurs.", "Legs dead.")."""
    words = re.findall(r"[\w'=-]+", s)
    return 0 < len(words) <= 8 and words[0].lower() not in _SUBJECT


def is_log(text: str) -> bool:
    """Whether `text` reads as a diary entry or check-in written in fragments."""
    if re.match(r"\s*(?:day|week|entry) \d{1,4}\b[.:,-]", text, re.I):
        return True
    sents = [s for s in _SPLIT.split(text.strip()) if s]
    frags = sum(_fragment(s) for s in sents)
    return len(sents) >= 2 and frags >= 2 and 2 * frags >= len(sents)


def entries(text: str) -> str:
    """`text` with its fragments given the subject they leave out, if it reads as a log."""
    if not is_log(text):
        return text
    out = []
    for s in _SPLIT.split(text.strip()):
        if _fragment(s):
            s = _DAY_RE.sub(lambda m: _DAYS[m.group(1).lower()], s)
            for pat, new in _OPENERS:
                if pat.search(s):
                    s = pat.sub(new, s, count=1)
                    break
            else:
                if _WORK.search(text) and _TITLE.match(s):
                    s = "I'm " + ("an " if s[0].lower() in "aeiou" else "a ") + s[0].lower() + s[1:]
                    # "Junior architect, small practice in Leeds.": where, said after the title
                    s = _WHERE.sub(r". I work at a \1", s, count=1)
        out.append(s)
    return " ".join(out)
