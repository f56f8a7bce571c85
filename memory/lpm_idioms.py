"""Tastes said in idioms: "folk music is my jam", "not a fan of crowds", "I'm a tea person",
"coffee just isn't for me", "horror films? I'll pass", "give me a good rom-com any day",
"I'm all about documentaries now", "I've gone off rom-coms", "I basically run on tea".

Design decisions:
- Most people say what they like and dislike this way, not with "I like X". Rather than teach
  each taste rule every idiom, the idiom is said plainly ("I love folk music", "I don't like
  crowds") before the rules read the message, so `lpm_tastes` keys it with its usual checks
  (categories, pronoun objects, "would"); the statement reads plainly too.
- Only the speaker's own taste: the idiom must open the sentence or have "I" as its subject,
  and "your" marks the listener's ("a big fan of your work" is praise, not a taste); "my
  husband is not a fan of crowds" is someone else's and stays as written.
- "I'm a X person" is a taste only for a thing with a known kind (a drink, a food, music, a
  sport, a season) or a pet: "a morning person", "a people person" are temperaments.
- An allergy said after the thing ("No nuts please, I'm allergic") is said as "I'm allergic
  to nuts", whoever's it is (the subject is kept: "she's allergic" stays hers).
- "X? I'll pass." declines a kind of thing only when X is a bare plural or a thing of a known
  kind ("Horror films? I'll pass."); "Dinner on Friday? I'll pass." declines one event.
"""
from __future__ import annotations

import re

from .lpm_words import CATEGORY_OF

_NP = r"([a-z][\w'-]*(?: [a-z][\w'-]*){0,3}?)"   # a short noun phrase, lowercase words
_OPEN = r"(^|(?<=[.!?]\s)|(?<=\n)|(?<=[,;]\s)|(?<=\bbut\s)|(?<=\band\s))"
_STOP = r"(?=\s*(?:[,.;!?]|$|\n| and | but | so | now\b| these days| lately| any ?more))"
_THINGS = "|".join(sorted(set(CATEGORY_OF) | {"dog", "cat", "dogs", "cats"}, key=len,
                          reverse=True))

_RULES = (
    # "tame impala is the best band ever", "The Beatles are the greatest band of all time": a
    # favourite said as the best (remember53: formed nothing); not "my sister is the best
    # singer", "this is the best film ever" (a person or a thing pointed at)
    (re.compile(_OPEN + r"(?!(?:my|our|your|his|her|their|this|that|it|he|she|they|you|"
                r"there|what|which|who)\b|the (?-i:[a-z]))((?:[\w'&.-]+ ){0,3}?[\w'&.-]+) (?:is|are) "
                r"(?:easily |hands down |probably |honestly )?the (?:best|greatest) (band|singer|"
                r"artist|album|song|film|movie|show|series|book|author|team|podcast)(?: of all time|"
                r" ever| in the world)?" + _STOP, re.I),
     lambda m: f"{m.group(1)}my favourite {m.group(3)} is {m.group(2)}"),
    # "No nuts please, I'm allergic", "Oh and nothing with nuts, she's allergic": the thing said
    # first and the allergy after it (remember22; "she" is read as the relative just named)
    (re.compile(_OPEN + r"(?:(?:oh|and|but|also|so|just|plus)[,!]? )*(?:no|nothing with|nothing "
                r"containing|without|hold the|avoid) " + _NP + r"(?: please| pls| if possible| "
                r"if you can)?,? (?:as |"
                r"because |cos |since )?((?:i|we|he|she|they)(?:'m|'re|'s| am| are| is)|my "
                r"[a-z]+(?: [A-Z][\w'-]+)? is) (?:really |very |severely |badly |seriously )?"
                # ("without eggs since she's allergic to them": the thing said again)
                r"allergic(?: to (?:them|it))?\b(?! to\b)", re.I),
     lambda m: f"{m.group(1)}{m.group(3)} allergic to {m.group(2)}"),
    # "Folk music is my jam", "Sci-fi is totally my thing", "crosswords are my jam"
    (re.compile(_OPEN + r"(?i:(?:honestly |really )?)" + _NP + r" (?:is|are|'s) (?:(?:totally|"
                r"really|so|definitely|absolutely) )?my (?:jam|thing|cup of tea)\b"
                # ("steelpan is my thing man": the one spoken to is no part of it; remember51)
                r"(?:,? (?:man|mate|bro|dude|fam)(?=[,.!?;]|$))?", re.I),
     lambda m: f"{m.group(1)}I love {m.group(2)}"),
    # "X isn't my thing", "coffee just isn't for me", "X is not my cup of tea"
    (re.compile(_OPEN + _NP + r" (?:just |really |really just )?(?:isn't|is not|aren't|are not|"
                r"'s not) (?:really )?(?:for me|my (?:thing|jam|cup of tea))\b", re.I),
     lambda m: f"{m.group(1)}I don't like {m.group(2)}"),
    # "Not a fan of crowds", "I'm not a big fan of olives" (not "of your work")
    (re.compile(_OPEN + r"(?:I'm |I am |i'm |im )?(?:really |just )?(?:not|never been) (?:a |"
                r"the )?(?:big |huge |massive |great )?fan of (?!your\b|you\b)", re.I),
     lambda m: f"{m.group(1)}I don't like "),
    # "I'm a big fan of jazz" (not "of your work")
    (re.compile(r"\b(?:I'm|I am|i'm|im) (?:a |such a )?(?:big |huge |massive |great )?fan of "
                r"(?!your\b|you\b|the show\b)", re.I),
     lambda m: "I love "),
    # "Nothing beats a plate of ackee and saltfish", "there's nothing like a cold pint":
    # the speaker's favourite said as what nothing beats (remember40 formed no taste); not
    # of a person or a thing pointed at ("nothing beats him at chess", "nothing like that")
    (re.compile(_OPEN + r"(?:(?:honestly|really|oh|and),? )*(?:nothing (?:quite |really )?beats|"
                r"there's nothing (?:quite )?like|there is nothing (?:quite )?like) "
                r"(?!(?:him|her|them|me|us|you|it|that|this|those|these)\b)(?=[a-z])", re.I),
     lambda m: f"{m.group(1)}I love "),
    # "I'm all about nature documentaries now"
    (re.compile(r"\b(?:I'm|I am|i'm|im) (?:all about|obsessed with|hooked on|really into|so "
                r"into|big into) (?=(?:the |those |these )?[a-z])", re.I),
     lambda m: "I love "),
    # "I've gone off rom-coms lately" (not "gone off to uni", "the alarm has gone off")
    (re.compile(r"\b(?:I've|I have|i've|ive|I) (?:totally |completely |kind of |sort of )?"
                r"(?:gone|went) off (?!to\b|on\b|with\b|at\b|for\b|it\b|the rails\b)" + _NP
                + _STOP, re.I),
     lambda m: f"I don't like {m.group(1)}"),
    # "Give me a good rom-com any day", "give me tea over coffee any day"
    (re.compile(_OPEN + r"(?i:give me) (?!(?:a |an )?(?:call|ring|shout|buzz|text|hand|lift|"
                r"minute|sec|second|moment|break)\b)(?:(?:a|an|some) )?(?:(?:good|nice|decent|"
                r"proper|great) )?" + _NP + r"(?: over [a-z][\w'-]*(?: [a-z][\w'-]*)?)? any "
                r"(?:day|time)(?: of the week)?" + _STOP, re.I),
     lambda m: f"{m.group(1)}I love {m.group(2)}"),
    # "Horror films? I'll pass." (a bare plural or a thing of a known kind)
    (re.compile(_OPEN + r"([a-z][\w'-]*(?: [a-z][\w'-]*){0,2})\?\s+(?:I'll|I will|i'll|ill) "
                r"(?:pass|give (?:it|them|those) a miss)\b|" + _OPEN
                + r"([a-z][\w'-]*(?: [a-z][\w'-]*){0,2})\?\s+(?:hard pass|no thanks|"
                r"no thank you)\b",
                re.I),
     None),
)
# "I basically run on strong tea", "I live on coffee": what one keeps going on is a taste,
# only for a drink or a food ("I run on Sundays", "the car runs on diesel" are none)
_FUEL = "|".join(sorted((w for w, c in CATEGORY_OF.items() if c in ("drink", "food")),
                        key=len, reverse=True))
_RUN_ON = re.compile(r"\b(I|i) (?:basically |pretty much |practically |mostly |mainly |just |"
                     r"only |literally )*(?:run|live|survive|exist) (?:entirely |mostly |purely )?"
                     r"on (?=(?:[a-z][\w'-]* )?(?:" + _FUEL + r")\b)")
_PERSON = re.compile(r"\b(I'm|I am|i'm|im) (?:a |an )(?:total |real |proper |big |huge )?("
                     + _THINGS + r") (?:person|girl|guy|drinker|lover)(?: through and through| "
                     r"all the way| at heart| for life)?\b")
# "I used to hate olives but these days I'd kill for a bowl of them": the craving's "them"
# is the thing the same sentence named after a taste verb
_THEM = re.compile(r"\b(?:hate|hated|like|liked|love|loved|dislike|disliked) ([a-z][\w'-]*"
                   r"(?: (?!but\b|and\b|so\b|now\b|these\b|then\b|though\b|until\b)[a-z][\w'-]*)?)"
                   r"\b([^.!?\n]*?\b(?:die|kill|sell my soul|give anything) "
                   r"for (?:(?:a |an )?(?:\w+ )?(?:bowl|plate|cup|glass|slice|pint|mug|piece|"
                   r"packet|bag|box|tub|jar) of )?)(them|it)\b", re.I)
_VERBS = frozenset("want fancy come coming go going shall should can could would do does did "
                   "are is was you another more any some tonight tomorrow".split())


def _declined(m: re.Match) -> str:
    lead, what = (m.group(1), m.group(2)) if m.group(2) else (m.group(3), m.group(4))
    words = what.lower().split()
    kind = words[-1] in CATEGORY_OF or (words[-1].endswith("s") and not
                                        words[-1].endswith("ss"))
    if not kind or words[0] in _VERBS:
        return m.group(0)
    return f"{lead}I don't like {what}."


def plain_tastes(text: str) -> str:
    """`text` with the speaker's taste idioms above said plainly ("I love X", "I don't like
    X"); other text unchanged."""
    t = _THEM.sub(lambda m: f"{m.group(0)[:m.start(3) - m.start(0)]}{m.group(1)}", text or "")
    t = _PERSON.sub(lambda m: f"I love {m.group(2)}" + (
        "s" if m.group(2).lower() in ("dog", "cat") else ""), t)
    t = _RUN_ON.sub(lambda m: f"{m.group(1)} love ", t)
    for rx, fn in _RULES:
        t = rx.sub(fn or _declined, t)
    return t


__all__ = ["plain_tastes"]


_WITHOUT = re.compile(r"\b(?:without|no|nothing with|nothing containing|hold the|free of|avoid) "
                      + _NP + _STOP, re.I)


def allergen_again(prev: str | None, s: str) -> str:
    """`s` with "allergic to them/it" said as the thing `prev` asked to leave out ("Can you
    make a cake without eggs? She's allergic to them."), else `s`."""
    m = re.search(r"\ballergic to (them|it)\b", s, re.I)
    left = [w for w in _WITHOUT.findall(prev or "")] if m else []
    if len(left) != 1:
        return s
    return s[:m.start(1)] + left[0] + s[m.end(1):]
