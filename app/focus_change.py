"""Of the facts about the user's own thing, the one a question asking "now" or "before" is
after (focus_subject's `then_or_now`, split out of it).

A change the user told without a key ("We've switched beans, dropped Red Hare and gone with
Bailies", "I'm at Lara station now") leaves the statement that told the old value current
beside it (lpm ends only what a rule keys or names as ended), and meaning alone puts the old
one first: it says the asked words plainly. So for "now" the fact telling a change of what
is asked comes first, the latest of them first; for "before" the one telling the old value.
A fact is about what is asked when it says an asked word (by its stem: "supplies" asked,
"supplier" told) or says two words of the fact meaning found closest.
"""
from __future__ import annotations

import re

from .focus_kinds import asked_words

NOW_SAID = re.compile(r"\b(?:now|these days|nowadays|at the moment|currently)\b", re.I)
# (or a dose a doctor changed: "... put his levetiracetam up to 750mg"; remember68)
MOVED_TO = re.compile(r"\b(?:has|have|'s|was|were) (?:moved|changed|switched) (?:to|over to)\b|\b(?:has|have) "
                      r"changed\b|\b(?:put|"
                      r"upped|bumped|increased|raised|reduced|lowered|doubled|halved)\b[^.;]{0,70}?\b(?:up |down )?"
                      r"to [£$€]?(?:\d|one|two|three|four|five|six)", re.I)
_GONE_TO = re.compile(r"\b(?:gone|went|been put|been cut) (?:up |down )?to\b|\binstead\b|\((?:a new one|switched "
                      r"doctors|a new job|the new date)\)", re.I)
# a change told in other words: "switched supplier", "moved the Friday pilates to Thursday",
# "the user is at Lara station now", "has got a new agent now" (not a stretch of time, "open
# four years now", nor "for now")
_CHANGE_SAID = re.compile(r"\b(?:switched|swapped|changed|traded|replaced|transferr?ed|"
                          r"moved (?:\w+ )?(?:to|over|from|up|into)|moved out of|(?:their|the user's) new\b|"
                          r"pushed (?:back )?to|put back to|brought forward to|"
                          r"(?<!\bfor )(?<!\byears )(?<!\bmonths )(?<!\bweeks )(?<!\bdays )"
                          r"(?<!\bages )(?<!\bwhile )(?<!\bright )now)\b", re.I)
# the old value named beside the new: "... green tea instead of coffee", "took the user off
# warfarin", "switched from memoQ to Trados", "in October now, not September", "swapped the
# pub lunch for a barbecue", "has sold their bike"
_OLD_SAID = re.compile(r"\b(?:instead of|rather than|from|off|moved out of|no longer|no more)\b|\bany ?more\b|(?:,|\band|\bthe user(?: is| has)?) retired\b|(?:[,;]|\bnow) not\b|\b(?:swapped|"
                       r"traded|replaced|sold|quit|stopped|dropped|gave up|given up|packed in)"
                       r" (?!(?:it|that|them|this|up)\b)\w", re.I)
_PLACE = re.compile(r"(?<!^)(?<![.!?] )\b(?!(?:The|User|Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)(?:day)?\b|"
                    r"(?:January|February|March|April|May|June|July|August|September|October|"
                    r"November|December)\b)[A-Z](?:[a-z]+|[A-Z]+\b)")
_WAS = re.compile(r"\b(?:came from|moved from there|used to|grew up|former|previous)\b", re.I)
_PLAIN = frozenset("about after again being could their there these those which while would "
                   "really still since the user user's with from that this have been will what "
                   "when they them than then were also just like only some into over more much "
                   "very even said gonna wanna".split())
# what a question's verb is said with in a fact: "where do i work now?" of "... quit beanz
# ... started at the odeon cinema instead" (zoe)
_SAID_AS = {"work": r"work|job|started at|shifts?|employ|quit|left\b",
            "live": r"live|living|moved (?:in|into|out|house|home|away|back)|flat|house|home",
            "play": r"play|position|team"}


def _stems(words) -> set[str]:
    return {w[:5] for w in words}


def _content(text: str) -> set[str]:
    return {w[:6] for w in re.findall(r"[a-z]{4,}", text.lower()) if w not in _PLAIN}


def changed(p: str) -> bool:
    """Whether fact text `p` tells a change (of anything)."""
    return bool(MOVED_TO.search(p) or _GONE_TO.search(p) or _CHANGE_SAID.search(p))


def then_or_now(pick: list, text: str, plain, past: bool) -> list:
    """`pick` with, for a question about the user's own thing now or before ("What's our
    wedding budget now?", "... before it went up?"), the facts saying more of what is asked
    first, and of those the changed value for now, the other for before (remember72: "...
    wedding planning mode now" came before both budgets)."""
    now = NOW_SAID.search(text)
    if len(pick) < 2 or not (now or past):
        return pick
    said = asked_words(re.sub(r"\bbefore (?:it|that|they|he|she|we|i) \w+(?: \w+)?|\bthese days\b", "", text), set())
    # ("Where do we live now?": a change naming no place is no home now, "... moved into the
    # new house on Friday"; colette)
    where = re.search(r"\bwhere (?:do|did|are|am) (?:i|we) (?:live|living|stay)|\b(?:which|what) (?:city|town|area|"
                      r"suburb|part of)\b", text, re.I)
    # (and a short noun asked after "my": "Who is my vet now?", "my gp", "my car"; lupita)
    said |= set(re.findall(r"\b(?:my|our) ([a-z]{2,3})\b", text.lower())) - {"new", "old", "own"}
    said = _stems(said - {"now", "before", "used"})
    top = _content(plain(pick[0]))

    def about(p: str) -> int:
        hits = sum(bool(re.search(rf"\b(?:{_SAID_AS.get(w, re.escape(w))})", p, re.I)) for w in said)
        # (for "before" only the words asked: the fact closest in meaning is often the change)
        return hits or int(bool(now) and not past and len(_content(p) & top) >= 2)

    def key(n_f):
        n, f = n_f
        p = plain(f)
        hits = about(p)
        is_change = changed(p)
        # (what was before is no change for now: "The user came from Valparaíso (moved from
        # there in 2022)", "used to live in Crookes"; catalina)
        is_change = is_change and not (now and not past and _WAS.search(p))
        # (a change that says nothing of what it is now: "The user changed their job."; zhiwei)
        # (a place typed in lowercase is one: "... flat sharing with orla on the hawkhill"; juno)
        is_change = is_change and len(_content(p)) >= 3 and not (where and not (_PLACE.search(p) or re.search(
            r"\b(?:in|on the) (?!(?:the|a|an|my|their|his|her|our)\b)[a-z]{4,}\b", p)))
        # (now: a change that says something asked first, "... increased the herd to 100
        # cows" before "... milking 80 cows"; remember seamus; the latest change first,
        # "now the user is in Level 1" after "now the user is in Entry 3")
        # (before: not a change that names what it replaced, "... green tea instead of coffee")
        if now and not past:
            return (not (is_change and hits), -f.created if is_change and hits else n)
        return (is_change and hits > 0 and not _OLD_SAID.search(p), -hits)
    # (only where something asked was changed: else the order chosen so far stands)
    keyed = [(key((n, f)), f) for n, f in enumerate(pick)]
    firsts = [k[0] for k, _ in keyed]
    moved = not all(firsts) if now and not past else any(firsts)
    return [f for _, f in sorted(keyed, key=lambda t: t[0])] if moved else pick


def past_of(pick: list, text: str, plain) -> list:
    """`pick` with, for a question of the user's own past in a place ("What was my profession
    back in Poland?"), what was so there first ("In Poland the user was a mechanical engineer"
    before the job now; remember92), and for where the user is from originally, where they
    are from ("The user is from Gdańsk") before a home they came from ("The user came from
    Leicester (moved from there to Nottingham)")."""
    if len(pick) < 2:
        return pick
    there = re.search(r"\b(?:was|were|did)\b.*\bin ([A-Z][a-z]+)\s*[?.!]*\s*$", text)
    if there:
        pick = sorted(pick, key=lambda f: not (re.search(rf"\b{there.group(1)}\b", plain(f)) and re.search(
            r"\b(?:was|were|used to|had)\b", plain(f))))
    if re.search(r"\bfrom\b[^?]*\boriginally\b|\boriginally from\b|\bwhere (?:am i|are we|do i come) from\b",
                 text, re.I):
        pick = sorted(pick, key=lambda f: not re.match(r"The user (?:is|was) (?:originally )?from\b|"
                                                       r"The user grew up\b|The user was born\b", plain(f)))
    return pick
