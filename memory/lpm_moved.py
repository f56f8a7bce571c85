"""An event moved by someone, said as what they did: "The hospital moved my op to the 14th",
"Josefa and Tomás moved the wedding to the 22nd of March", "The wedding has changed! They
moved it to March" (the event named one sentence before "it"), and a relative's event moved
("My granddaughter Josefa's wedding was moved to March").

Design decisions:
- Who moved it is how the news came, not the fact: the active sentence is said again as the
  passive that lpm_plans.rescheduled reads ("My op was moved to the 14th."), so the new date
  ends the one said before exactly as "my op has been moved to the 14th" does.
- "the wedding" moved by named people ("Josefa and Tomás moved the wedding") is the first
  named one's ("Josefa's wedding"): people move their own events; moved by "they", "the
  hospital" or "the church" it stays "the", which lpm_plans.as_mine reads as the speaker's.
- "it" is the event only when the sentence before names exactly one event and this one moves
  "it" to a date with a verb of rescheduling ("The wedding has changed! They moved it to
  March."); "It was moved" without an event before, or "moved it to the shed", is none.
- A relative's event moved is keyed by the relative (`plan.<rel>_<name>_<event>.date`), its
  text saying whose it is. It does not end the statement that said the old date: that one
  holds more (where, "I must make a speech"; ending it lost both for mirta), and focus puts
  the keyed new date first for "when" while "When was it going to be before?" finds the old.
"""
from __future__ import annotations

import re

from .lpm_base import slug
from .lpm_words import RELATIONS

EVENTS = (r"move|wedding|surgery|operation|op|appointment|trip|holiday|honeymoon|interview|"
          r"flight|exam|procedure|start date|due date|closing|completion|test|graduation|"
          r"deadline|viva|scan|check-up|checkup|replacement|hip|knee|cataract|transplant|"
          r"party|sitting|ceremony|christening|induction|colonoscopy|endoscopy|biopsy|mammogram|"
          r"consultation|infusion|treatment")
VERBS = r"moved|pushed back|postponed|delayed|rescheduled|brought forward|put back|changed"
# "pushed it back", "put the op back": the particle after the object
_ACTIVE = (r"(?:have |has |'ve |had )?(?:(?:just|now|finally|already) )?"
           r"(moved|pushed|postponed|delayed|rescheduled|brought|put|changed)")
# ("Helen has moved my CBT sessions to Tuesdays": a weekly one, which lpm_habits reads)
_OBJ = (r"((?i:my|our|the|their|her|his) (?:[a-z]+ |[A-Z]{2,5} ){0,2}?(?i:" + EVENTS + r"|sessions|classes|"
        r"lessons)|it)"
        r"(?: (back|forward))?")
_TO = r" (?i:to|until|till) "
# ("The GI center called, they moved my colonoscopy to November 4": how the news came first)
_BY = re.compile(r"^((?:[^,.;!?]{2,40} (?:called|rang|phoned|emailed|texted|wrote)(?: me)?[,:;] )?"
                 r"(?:(?i:so|and|but|now|then|well|oh|guess what)[,!]? )?)"
                 r"((?:[A-Z][\w'-]+(?: (?:and|&) [A-Z][\w'-]+)?)|(?i:they|the [a-z]+|we))"
                 r" " + _ACTIVE + r" " + _OBJ + r"(?=" + _TO + r")")
_NAMED_EVENT = re.compile(r"\b(?:(?i:the|my|our)|[A-Z][\w'-]+'s) (?:[a-z]+ ){0,2}?(?i:(" + EVENTS
                          + r"))s?\b")
_PERSON = re.compile(r"[A-Z][\w'-]+")


def _passive(verb: str, particle: str | None) -> str | None:
    if verb in ("pushed", "put"):
        return f"{verb} back" if particle == "back" else None
    if verb == "brought":
        return "brought forward" if particle == "forward" else None
    return verb


# ("the airline moved my flight, I'm now leaving on December 18th instead": the new date in
# a clause of its own; remember79 kept the 20th)
_THEN_ON = re.compile(r"(\b" + _ACTIVE + r" " + _OBJ + r"),? (?:so )?(?i:i'm|i am|we're|we are|"
                      r"it's|it is) now (?:(?i:leaving|going|flying|travelling|traveling|off|"
                      r"starting|booked|scheduled|set) )?(?i:on|for|in) ")


def moved_by(s: str, prev: str | None = None) -> str | None:
    """`s` said as the event's move, without who moved it ("The hospital moved my op to the
    14th." -> "My op was moved to the 14th."); "it" is the one event `prev` names; else
    None."""
    s = _THEN_ON.sub(lambda t: t.group(1) + " to ", s, count=1)
    m = _BY.match(s.strip())
    if not m:
        return None
    lead, agent, verb, obj, particle = m.groups()
    said = _passive(verb.lower(), particle and particle.lower())
    if not said:
        return None
    if obj.lower() == "it":
        named = list(_NAMED_EVENT.finditer(prev or ""))
        if len(named) != 1:
            return None
        obj = named[0].group(0)
        obj = obj[0].lower() + obj[1:] if obj.split()[0] in ("The", "My", "Our") else obj
    owner, rest = obj.split(" ", 1) if " " in obj else (obj, "")
    if owner.lower() in ("the", "their", "her", "his") and _PERSON.fullmatch(agent.split()[0]) \
            and agent.split()[0] not in ("They", "The", "We"):
        obj = f"{agent.split()[0]}'s {rest}"   # "Josefa and Tomás moved the wedding"
    elif owner.lower() in ("their", "her", "his"):
        return None   # whose is unsaid
    out = f"{lead}{obj[0].upper()}{obj[1:]} was {said}{s.strip()[m.end():]}"
    return out if out.endswith((".", "!", "?")) else out + "."


# "my granddaughter Josefa's wedding was moved to ...": (relation, name, event words)
KIN_EVENT = re.compile(r"\b(?i:my|our) (?i:(" + RELATIONS + r"))(?: ([A-Z][\w'-]+))?'s "
                       r"((?:[a-z]+ ){0,2}?(?i:" + EVENTS + r"))s? (?:got |has been |have been |"
                       r"was |were |is |are |'s been )?(?i:(" + VERBS + r"))")


def kin_event(m: re.Match) -> tuple[str, str, str]:
    """(whose, the attribute, the event's words) of a relative's event moved, `m` a match of
    KIN_EVENT."""
    rel, name, event = m.group(1).lower(), m.group(2), m.group(3).lower()
    whose = f"{rel} {name}" if name else rel
    return whose, f"plan.{slug(whose + ' ' + event)}.date", event
