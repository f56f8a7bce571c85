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
    sents = [x for s in sents for x in _apart(s)]
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


def plan_ended(statement: str) -> tuple[str, ...]:
    """The content words of the topic whose older facts a changed plan in `statement` ends."""
    instead = _INSTEAD.search(statement)
    if instead:
        return tuple(S.content_words(instead.group(1)))[:2]
    m = _SAID.search(statement)
    if m and m.group(2):
        return tuple(S.content_words(m.group(2)))[:2] + (_TRIP,)
    words = tuple(S.content_words(m.group(1)))[:4] if m else ()
    return words if len(words) > 1 else ()   # "the wedding" alone may be anyone's


__all__ = ["plan_ended", "replanned"]
