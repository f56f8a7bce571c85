"""The one unkeyed statement a message yields: its most informative sentences (at most two,
three about one child), in the third person with relative dates resolved (split out of
lpm_rules, which reads the message and scores its sentences)."""
from __future__ import annotations

import re

from . import sentences as S
from .lpm_base import MONTHS, fact as _fact
from .lpm_changes import left_ends
from .lpm_ended import ended_words, gave_up
from .lpm_kidnamed import one_relative
from .lpm_replans import plan_ended
from .person import third_person
from .timewords import resolve
from .types import Page

MAX_STATEMENT = 220   # two informative sentences of one message make one fact up to this size
MIN_SCORE = 5.0       # statement threshold: LoCoMo dev recall/precision/facts-per-page trade-off
FIRST_BONUS = 2.0     # the message's first statement (name-blind recall 58 -> 66 on LoCoMo dev)

_FUTURE = re.compile(r"\b(?:will|'ll|going to|gonna|plan(?:ning)? to|next|tomorrow|soon|"
                     r"about to|hope to|want to|intend to|looking forward|(?<!was )due (?:in|on|by))\b|"
                     r"\b(?:i'm|i am|we're|we are) (?!\w+ed\b)\w+ing\b|"
                     # "my sister is coming to visit in October", "they're getting married"
                     r"\b(?:is|are|'re|'s) (?:coming|visiting|getting married|moving|starting|arriving|"
                     r"flying|heading|expecting|off to|leaving|retiring|going|having|graduating)\b|"
                     # "she turns 8 on Saturday": a birthday said in the present is ahead
                     r"\b(?:turns|turning) \d{1,3}\b|"
                     # "our eldest starts secondary school in September", "I finish uni in
                     # June": a start or an end said in the present is on the calendar ahead
                     r"\b(?:start|starts|starting|begin|begins|beginning|finish|finishes|graduate|graduates|"
                     r"retire|retires)\b[^.;!?]{0,40}?\b(?:in|on) (?:january|february|march|"
                     r"april|may|june|july|august|september|october|november|december|monday|"
                     r"tuesday|wednesday|thursday|friday|saturday|sunday)\b|"
                     # "my appointment is on Wednesday": an event said in the present is ahead
                     r"\b(?:is|are|'s|'re) (?:on |this |in )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)"
                     r"day|the \d{1,2}(?:st|nd|rd|th)|" + MONTHS + r")\b|"
                     # "I have a job interview on Friday", "we've got the dentist on Tuesday":
                     # what one has on a day, said in the present, is ahead
                     r"\b(?:i|we)(?: have|'ve got| have got)\b(?! (?:had|been)\b)[^.;!?]{0,50}? on (?:monday|tuesday|"
                     r"wednesday|thursday|friday|saturday|sunday)\b(?!s)|"
                     # "got accepted to present a poster ... in June", "training for the Dublin
                     # marathon in October": what one is chosen for or works towards is ahead
                     # (remember68, 69 put them in a month gone by)
                     r"\b(?:accepted|invited|selected|chosen|picked|signed up|registered|booked) "
                     r"to (?-i:[a-z]+)\b|\b(?:training|preparing|saving up|saving|getting ready) for\b|"
                     # "switched my goal to the Valencia Marathon in December", "I'm back in
                     # training on Tuesday": a goal's month, a return's day (remember75 put them
                     # in the past)
                     r"\b(?:goal|target|aim)\b[^.;!?]{0,90}\bin (?:january|february|march|april|may|june|july|"
                     r"august|september|october|november|december)\b|\b(?:i'm|i am|we're|we are|he's|she's) "
                     r"back\b[^.;!?]{0,30}\bon (?:mon|tues|wednes|thurs|fri|satur|sun)day\b|"
                     # "the move got pushed back to May": a new date is ahead
                     r"\b(?:pushed back|put back|postponed|rescheduled|brought forward|delayed) "
                     r"(?:to|until|till)\b", re.I)

_OWN = re.compile(r"(?:I|I'm|I've|I'd|I was|We|We're|We've|We were)\b")
_FRIENDS = re.compile(r"(?:my|our) (?:best |old |good |close )?(?:friend|mate|pal|colleague|"
                      r"co-?worker|neighbou?r|boss|manager|teammate|roommate|flatmate|housemate)s?\b",
                      re.I)


def _statement(cs: list[str], page: Page, who: str) -> dict | None:
    """One fact from the message's most informative sentences, in the third person."""
    text = " ".join(third_person(resolve(c, page.created, future=bool(_FUTURE.search(c))), who)
                    for c in cs)
    c = " ".join(cs)
    if len(text) > 300:
        return None
    ends_like = left_ends(c, who) or gave_up(c) or ended_words(c) or plan_ended(c)
    conf = min(0.8, 0.4 + S.score(c) / 50)
    return _fact("user_knowledge", "", text, text, page, round(conf, 2), ends_like=ends_like)


_NEWS = frozenset("new got have has finally now".split())


def statement_of(best: list[tuple[float, int, str]], out: list[dict], ending: tuple[str, ...],
                 page: Page, who: str) -> dict | None:
    """The statement of the candidates `best` (score, order, sentence), or None where it says
    nothing beside the keyed facts `out`; `ending`: the work the message said was left."""
    if not best:
        return None
    top = sorted(best, reverse=True)[:3 if one_relative([c for _, _, c in best]) else 2]
    top = top[:2] if sum(len(t[2]) for t in top) > 260 else top   # (three: one child's)
    if len(top) > 1 and len(top[0][2]) + len(top[1][2]) > MAX_STATEMENT:
        # (one of them: the speaker's own before a friend's news, "My friend Brenda from the
        # choir has just been diagnosed ... I'm in the choir too, we sing on Wednesdays" kept
        # the friend's alone; remember71)
        own = [t for t in top[:2] if _OWN.match(t[2])]
        top = own[:1] if own and _FRIENDS.match(top[0][2]) else top[:1]
    # (a clause read again as a candidate of its own is said once: "... I go to the Norfolk
    # and Norwich every six weeks ..., Karen takes me" had "Norwich every six weeks ..."
    # twice; remember80)
    # (and one said again with "X is" for "X, he's": remember86's "our son Alfie, he's 9")
    def said(c: str) -> str:
        return re.sub(r"\bour\b", "my", re.sub(r",? (?:he|she)'s\b", " is", c.rstrip(" .!?").lower()))
    top = [t for n, t in enumerate(top) if not any(
        said(t[2]) in said(u[2]) and (len(u[2]) > len(t[2]) or m < n) for m, u in enumerate(top) if m != n)]
    st = _statement([c for _, _, c in sorted(top, key=lambda t: t[1])], page, who)
    if st is not None and not st["ends_like"] and ending:
        # "Big news, we sold the salon! ... Now I help my sister at her bakery": the work
        # left in a sentence not chosen for the statement still ends (remember39: the job
        # stayed current)
        st["ends_like"] = list(ending)
    # "I have a new job!" beside the keyed job itself says nothing more
    news = set(S.content_words(" ".join(c for _, _, c in top))) - _NEWS
    if news and news <= {w for f in out for w in f["attribute"].split(".")}:
        return None
    # ("We're both vegetarian" said again as "I'm vegetarian.": the same words as the diet)
    return st if st is not None and all(st["text"] != f["text"] for f in out) else None


__all__ = ["FIRST_BONUS", "MAX_STATEMENT", "MIN_SCORE", "statement_of"]
