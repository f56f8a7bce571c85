"""A change of plan announced by its topic: "Change of plan on the caravan trip. I'm going to
Kangaroo Island instead, leaving on the 3rd of March."

Design decisions (remember19, blind scripts):
- The announcing line names what changed ("the caravan trip") but says nothing of the
  speaker, so it forms no fact, and the new plan said next names neither the caravan nor the
  trip: the old plan ("planning a trip to the Flinders Ranges") stayed current, and it was
  the one put beside "Where am I taking the caravan?". The topic is said with the next
  sentence ("... leaving on the 3rd of March (a change of plan for the caravan trip).") so
  the new plan is found by the words of its topic.
- The new plan ends the current facts that name all of the topic's content words (as "I
  gave up X" does, long_term's `ends_like`); the old plan stays as history. A topic of one
  word ("the wedding") ends nothing: "my sister's wedding is in June" names it too.
- Only for "change of plan(s)" or "plans (have) changed" said of "the/my/our <topic>", and
  only when the sentence after it is the speaker's: "Change of plan for tonight" or "Plans
  changed, my sister can't come" name no topic and change nothing.
"""
from __future__ import annotations

import calendar
import re

from . import sentences as S

# (or a place by name: "Change of plan on Accra, ... so we're going on the 20th of December
# now"; remember45, the August trip stayed current)
_TOPIC = (r"((?:the|my|our) (?:[a-z'-]+ ){0,3}?[a-z'-]+|(?-i:[A-Z][\w'-]+)"
          r"(?: (?-i:[A-Z][\w'-]+))?)")
_OPENER = (r"^(?:(?:ok(?:ay)?|so|right|well|oh|hi|hey)[,!]?\s+)*(?:(?:a |slight |small |big |"
           r"bit of a |quick )?change of plans?|(?:the |our |my )?plans? (?:have |has )?changed) "
           r"(?:on|for|about|with|re|regarding) " + _TOPIC)
_ANNOUNCED = re.compile(_OPENER + r"\s*[.:!,-]*\s*$", re.I)
# "Change of plan on the wedding: we're doing it in Rome now": the topic and the plan in one
_INLINE = re.compile(_OPENER + r"\s*(?::|,|-+)\s+(?=\S)", re.I)
_ME = re.compile(r"^(?:(?:so|and|but|now|instead)[,]?\s+)?(?:i|i'm|i've|i'll|we|we're|we've|"
                 r"we'll)\b", re.I)
_SAID = re.compile(r"\(a change of plan for (?:(?:the|my|our|their) ([^)]{2,60})|"
                   r"((?-i:[A-Z])[^)]{1,40}))\)")
# a plan the speaker goes on: said of a place, the plan changed is a trip there, not who lives
# there ("Change of plan on Accra" ends no "The user's dad lives in Accra")
_TRIP = "fly|flying|going to|go to|trip|travel|visit|holiday|leaving|heading|off to"
# (after a place named: the speaker's own going somewhere, anywhere in the next sentence)
_ME_GOING = re.compile(r"\b(?:i|we)(?:'m|'re|'ll| am| are| will)? (?:now |then )?(?:go|going|"
                       r"fly|flying|leave|leaving|travel|travelling|head|heading)\b", re.I)


def replanned(sents: list[str]) -> list[str]:
    """`sents` with a line announcing a change of plan said with the speaker's next sentence."""
    out, i = [], 0
    sents = [called_off(x) for s in sents for x in _apart(s)]
    while i < len(sents):
        m = _ANNOUNCED.match(sents[i])
        topic = m.group(1) if m else ""
        place = topic[:1].isupper() and not re.match(r"(?i:the|my|our) ", topic)
        if m and i + 1 < len(sents) and (_ME.match(sents[i + 1]) or (
                place and _ME_GOING.search(sents[i + 1]))) and not S.is_question(sents[i + 1]):
            nxt = sents[i + 1].rstrip().rstrip(".!")
            out.append(f"{nxt} (a change of plan for {topic if place else topic.lower()}).")
            i += 2
            continue
        out.append(sents[i])
        i += 1
    return out


def _apart(s: str) -> list[str]:
    m = _INLINE.match(s)
    return [m.group(0).rstrip(" :,-") + ".", s[m.end():]] if m else [s]


# "now we go to Malta instead of Sicily": the place the speaker goes instead of another ends
# the plan that named the other (remember36: the Sicily plan stayed current and was put beside
# "Where are we going on holiday?"). Only a place by name after a verb of going, by the
# speaker: "I drink tea instead of coffee" or "my sister flies to Rome instead of Oslo" end
# nothing.
_INSTEAD = re.compile(r"\b(?:i|we)(?:'m|'re|'ll| am| are| will)? (?:now |then |probably )?(?:go|"
                      r"going|fly|flying|travel|travelling|traveling|head|heading|drive|driving) "
                      r"to (?:[A-Z][\w'-]+ ){1,3}instead of ((?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+))?)",
                      re.I)


_LET_DOWN = re.compile(r"\b((?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+))?) (?:double-booked|cancell?ed on|"
                       r"fell through on|let (?:us|me) down|pulled out on) ?(?:us|me)?\b", re.I)


def plan_ended(statement: str) -> tuple[str, ...]:
    """The content words of the topic whose older facts a changed plan in `statement` ends."""
    # ("Kinkell Byre double-booked us so we've moved to Errol Park instead": the place that
    # let one down is the topic; remember72 kept it current)
    let_down = _LET_DOWN.search(statement)
    if let_down:
        return tuple(S.content_words(let_down.group(1)))[:2]
    instead = _INSTEAD.search(statement)
    if instead:
        return tuple(S.content_words(instead.group(1)))[:2]
    moved = MOVED_TRIP.search(statement)
    if moved:
        return tuple(S.content_words(moved.group(1) or moved.group(2)))[:2] + (_TRIP,)
    m = _SAID.search(statement)
    if m and m.group(2):
        return tuple(S.content_words(m.group(2)))[:2] + (_TRIP,)
    words = tuple(S.content_words(m.group(1)))[:4] if m else ()
    return words if len(words) > 1 else ()   # "the wedding" alone may be anyone's


# "Vienna is off, the conference was cancelled", "Bariloche is cancelled, Graciela is coming
# to us instead": a plan named by its place alone is called off (remember50: the first formed
# nothing, the second ended nothing, and the trips stayed current beside "Are we still going
# to ...?"). Said as the speaker's plan for the place, with the topic, so its trip ends. "Is
# off" only with a word of cancelling after it: "Sarah is off, she's ill" is a day off.
_WHAT = r"(?: (trip|holiday|visit|flight|break|conference|wedding|party))?"
_CALLED_OFF = re.compile(r"^((?:(?:ok(?:ay)?|so|well|oh|and|but|sadly|unfortunately|bad news|"
                         r"(?:a )?change of plans?|plans (?:have )?changed)[,!]?"
                         r"\s+)*)(?:(?:the|our|my) )?((?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+))?)"
                         + _WHAT + r"(?: is|'s| has been| got| was) (?:now |been )?"
                         r"(cancell?ed|called off|off)\b(.*)$", re.I)
_DAYS = re.compile(r"(?:" + "|".join(calendar.day_name) + "|" + "|".join(
    m for m in calendar.month_name if m) + r")s?", re.I)
# "We've moved the Rarotonga trip to June", "the Cuba holiday got pushed back": a trip named
# by its place, put off or moved, ends the trip said before (remember50: April stayed current)
MOVED_TRIP = re.compile(r"\b(?:moved|pushed back|put back|postponed|rescheduled|brought forward|"
                        r"cancell?ed|called off) (?:the|our|my) ((?-i:[A-Z][\w'-]+)(?: "
                        r"(?-i:[A-Z][\w'-]+))?) (?:trip|holiday|visit|flight|break)\b|"
                        r"\b(?:the|our|my) ((?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+))?) (?:trip|"
                        r"holiday|visit|flight|break) (?:has been|got|was|is) (?:moved|pushed back|"
                        r"put back|postponed|rescheduled|brought forward)\b", re.I)


def called_off(s: str) -> str:
    """`s`, a plan named by its place said called off, as the speaker's plan for it."""
    m = _CALLED_OFF.match(s.strip())
    if not m or _DAYS.fullmatch(m.group(2)) or (
            m.group(4).lower() == "off" and not re.search(r"\b(?:cancell?ed|called off|postponed)\b|"
                                                          # "Maui is off, we're doing a cruise
                                                          # to Alaska in May instead"
                                                          r"\b(?:i|we)(?:'m|'re| am| are|'ll| "
                                                          r"will)? [^.;]*\binstead\b",
                                                          m.group(5), re.I)):
        return s
    plan = f"{m.group(2)} {m.group(3).lower()}" if m.group(3) else f"plan for {m.group(2)}"
    rest = m.group(5).rstrip().rstrip(".!")
    return (f"{m.group(1)}Our {plan} is cancelled{rest} "
            f"(a change of plan for {m.group(2)}).")


__all__ = ["called_off", "plan_ended", "replanned"]
