"""A fact said before a question in the same sentence: "My manager Sara wants a postmortem by
Friday, got a good template?", "Need to hand over to my colleague Raj before I go, what
should the doc have?", "I'm on Neovim, any good config?".

Design decisions:
- Chat puts the context first and the ask after a comma, with one question mark for both.
  `sentences.candidate` drops the whole sentence as a question; `before_ask` gives the
  clause before the ask as a sentence of its own, which then passes every usual check
  (hypotheticals, reported speech, whose fact it is).
- Only where the ask after the comma opens like one (a question word, "any", "got",
  "can/could you", "thoughts"), and the clause before it opens with the speaker ("I", "my",
  "we", "our") or with a verb whose subject chat drops ("Need to ...", "Got to ..."): a
  question that merely has a comma ("When you say X, what ...?", "If I move, how ...?")
  yields nothing.
"""
from __future__ import annotations

import re

from . import sentences as S
from .lpm_clauses import question_mark
from .lpm_home import NOT_HOME, STAY
from .lpm_spoken import AGE_WORDS, in_digits
from .lpm_words import FEMALE, MALE, RELATIONS

# ("I was a tram driver for 31 years before I retired, maybe I can make a joke about this?",
# "..., is that too much?": an ask put as a maybe or about the clause before it; remember23)
_ASK = re.compile(r",\s+(?:(?:so|and|but)\s+)?(?:any|anything|got|what|what's|how|which|where|"
                  r"when|who|should|can you|could you|would you|do you|is there|are there|"
                  r"thoughts|ideas|tips|suggestions|recommendations|maybe (?:i|we|you)|"
                  r"(?:is|does|would|will) (?:that|this|it))\b[^,]*\?\s*$", re.I)
# "I'm allergic to peanuts so how do I say that in japanese lol": the ask run on with "so",
# typed without a question mark (remember25: "say that" read the whole as a hypothetical)
# ("He's doing an apprenticeship as an electrician so maybe something for that?": a maybe
# after "so" too; remember35 formed nothing of the son's trade)
_SO_ASK = re.compile(r",?\s+so\s+(?:how|what|which|where|when|can you|could you|would you|"
                     r"should i|is there|are there|any|maybe)\b[^?.!\n]*", re.I)
# ("Me and Dougie are off to Lanzarote in October, what should I pack?": the speaker and one
# other opening the clause are "we"; remember33 formed no trip)
_SPEAKER = re.compile(r"^(?:(?:also|so|and|ok|okay|well|anyway|btw|oh)[\s,]+)*"
                      r"(?:(?:i|i'm|i've|i'd|my|we|we're|we've|our|me and|"
                      r"[A-Z][\w'-]+ and (?:i|me))\b|"
                      r"(?:need|needs|got|have) to\b)", re.I)
# a clause that only sets up the ask: "If I ...", "When I ...", "Since I ..."
_SETUP = re.compile(r"^(?:if|when|whenever|since|as|before|after|while|once|unless)\b", re.I)


# the asker said by their age in the ask: "pursuits suitable for a gentleman of seventy-eight
# years", "stretches for a 68-year-old like me" (edmund: "How old am I?" found nothing); not
# a gift or someone else's ("for a lady of 80, my mum"), nor an age without "like me" that
# may be anyone's ("stretches for a 68-year-old man?")
_ASKER_AGE = re.compile(r"\bfor (?:a|an|someone|somebody) (?:(?:retired|young|old|elderly|active) )?"
                        r"(?:(?:(\d{2})|(" + AGE_WORDS + r"))[- ]years?[- ]old(?: [a-z]+)? like "
                        r"(?:me|myself)\b|(?:gentleman|lady|man|woman|fellow|chap|person|someone|"
                        r"somebody) (?:of|aged) (?:(\d{2})|(" + AGE_WORDS + r"))(?: years)?\b)", re.I)


def asker_age(s: str) -> list[str]:
    """The asker's age said in an ask in `s` (_ASKER_AGE), as a sentence "I'm 78.", or []."""
    m = _ASKER_AGE.search(s) if S.is_question(question_mark(s)) or S.is_request(s) else None
    if not m or re.search(r"\b(?:gift|present|birthday|card)s?\b|\b(?:my|our|his|her) (?:"
                          + RELATIONS + r")\b", s, re.I):
        return []
    return [f"I'm {in_digits(next(g for g in m.groups() if g).lower())}."]


def before_ask(s: str, known: dict[str, str] | None = None) -> list[str]:
    """The speaker's clause before a trailing ask, as a sentence, or []; `known`: the names
    of relatives memory holds, one of which may open it ("Clodagh's birthday is next week,
    any ideas?" said of the daughter memory knows; remember26 formed nothing); the asker's
    age said in the ask."""
    s = question_mark(s)   # ("anyway im talking to this guy carter ..., is it weird to text first")
    if not S.is_question(s):
        return asker_age(s)
    m = _ASK.search(s) or re.search(_SO_ASK.pattern + r"\?\s*$", s, re.I)
    if not m:
        return asker_age(s)
    head = s[:m.start()].strip()
    kin = re.match(r"([A-Z][\w'-]+?)(?:'s)? [a-z]", head)
    # (or "He's ..." / "She's ...", read as the relative just named, or dropped as no one's)
    if len(head.split()) < 3 or _SETUP.match(head) or "?" in head or not (
            _SPEAKER.match(head) or (kin and kin.group(1) in (known or {}))
            # ("Her birthday's the 14th of October, so maybe I'll save the dinner for that?")
            or re.match(r"(?:he|she)(?:'s| is| has)\b|(?:his|her) [a-z]", head, re.I)):
        return []
    head = re.sub(r"^(?:(?:also|so|and|ok|okay|well|anyway|btw|oh)[\s,]+)*", "", head, flags=re.I)
    if re.match(r"(?:need|needs|got|have) to\b", head, re.I):   # "Need to ..." is "I need to"
        head = "I " + head[0].lower() + head[1:]
    return [head[0].upper() + head[1:] + "."]


def asked_on(text: str) -> str:
    """`text` with a question mark after an ask run on with "so" that was typed without one
    ("I'm allergic to peanuts so how do I say that in japanese lol"), so the ask is read as
    one (`before_ask`), not the whole sentence as a statement; only after the speaker's own
    clause ("I ...", "my ...")."""
    text = re.sub(r"(?m)(?:^|(?<=[.!?]\s))(" + _SPEAKER.pattern[1:] + r"[^.!?\n]{3,}?"
                  + _SO_ASK.pattern + r")(?=[.!]*\s*$)", r"\1?", text, flags=re.I)
    # "i'm lactose intolerant so no cheese pls when u suggest recipes": a wish of the
    # assistant run on with "so" is a sentence of its own (the "u" kept the fact from being
    # read at all)
    # "im kinda seeing someone?? his name is aarav": no question, the one seen named after it
    text = re.sub(r"\b((?:seeing|dating|talking to|met) (?:someone|somebody|a guy|a girl))\?+\s+"
                  r"(?=(?:his|her|their) name)", r"\1, ", text, flags=re.I)
    return _trip_place(_SO_WISH.sub(". So ", text))


# "What should I pack for a week in Lisbon? We fly out on the 14th." (requests s012: once a
# day of the month counted as specific, the bare "The user flies out on the 14th." was kept
# and given instead of the page with the place): the place a question names as a stay, put
# into the next sentence's departure that says none
_STAY_ASKED = re.compile(r"\b(?:(?:for|on) (?:a|our|my|the|two|three|\d+)? ?(?:week|weekend|fortnight|"
                         r"days|nights|trip|holiday|vacation|break|honeymoon)s?|driving|travelling|"
                         r"traveling|camping|hiking) (?:in|to|around) "
                         r"((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)[^.!?\n]*\?\s+", re.I)
_DEPART = re.compile(r"((?:we|i)(?:'re| are|'m| am)? (?:fly|flying|fly out|flying out|leave|leaving|"
                     r"set off|setting off|head off|heading off|head out|heading out|go|going|"
                     r"taking the (?:car|van|caravan|ferry|train) over|driving over))"
                     r"(?= (?:on|this|next|in|at)\b)(?![^.!?\n]*\b(?:to|for) (?-i:[A-Z]))", re.I)


def _trip_place(text: str) -> str:
    out, last = [], 0
    for m in _STAY_ASKED.finditer(text):
        d = _DEPART.match(text, m.end())
        if d:
            out.append(text[last:d.end()] + f" to {m.group(1)}")
            last = d.end()
    return "".join(out) + text[last:]


_SO_WISH = re.compile(r"(?<=[a-z])(?:,\s*|\s+)so (?=(?:no|please|pls|plz|don't|avoid|keep|make "
                      r"sure|nothing with)\b[^.!?\n]*\b(?:you|u)\b)", re.I)


# "What should I cook for my husband Duc, the doctor just told him he has diabetes?" (thuy:
# the diagnosis was lost with the question): a doctor's word on the relative the ask names,
# as a sentence of its own (", he has diabetes?" alone is read already)
_AFTER = re.compile(r"\b(?:[Mm]y|[Oo]ur) (" + RELATIONS + r")(?: ([A-Z][\w'-]+))?(?: (?:this|next|"
                    r"tonight|today|tomorrow)\b[^,?]{0,20})?,\s+(?:(?:the|his|"
                    r"her) (?:doctor|doc|gp|GP|consultant|specialist) (?:has |just )*(?:told|said)"
                    r"(?: (?:him|her))?(?: that)? )(he|she)((?:'s| is| has| had| was| can't| "
                    r"doesn't| does not| hates| loves| just)\b[^?.!]{3,80})[?.!]*\s*$")


def after_ask(s: str) -> list[str]:
    """The clause said of a relative after the ask that names them, as a sentence, or []."""
    m = _AFTER.search(s) if S.is_question(s) else None
    if not m or (m.group(1) in FEMALE | MALE and (m.group(3) == "she") != (m.group(1) in FEMALE)):
        return []
    whom = f"My {m.group(1)}" + (f" {m.group(2)}" if m.group(2) else "")
    said = re.sub(r"^'s\b", " is", m.group(4).rstrip())   # ("she's anaemic": not "wife's")
    return [f"{whom}{said}."]


# "We're in Louisville, so if there's something local that'd be even better" (remember30:
# "we're in X" alone may be a visit, and the ask after it is a conditional, so no home
# formed): where one is, said as why something local is wanted, is the home; not a stay
# ("We're in Rome for the week, so anything local to see?")
_LOCAL = re.compile(r"^(?:(?:also|so|and|oh|well|btw|ok|okay)[\s,]+)*(we(?:'re| are)|i(?:'m| am)|"
                    r"im) (?:based )?in ((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2})"
                    r"(?:,? (?:so|and)\b| -)[^.!?]*\b(?:local|locally|nearby|near (?:us|me|here)|"
                    r"around here|in (?:the|my|our) area|close by|in town)\b", re.I)


# "We'll do it in our garden in Manchester if the weather holds", "any plants for our garden
# in Leeds?": the home said in passing by a part of it, in a sentence dropped as a plan, an
# if or a question (omar: the only word of his home); not "my old flat", "our holiday cottage"
_OUR_PART = re.compile(r"\b(my|our) (?:little |back |front )?(?:garden|backyard|yard|street|"
                       r"neighbourhood|neighborhood|allotment) in ((?-i:[A-Z])[\w'-]+(?: "
                       r"(?-i:[A-Z])[\w'-]+)?)\b", re.I)


def _a_stay(s: str) -> bool:
    """Whether `s` says a stay or a visit, not a home (lpm_home's words for them)."""
    return bool(NOT_HOME.search(s) or STAY.search(s))


def home_for_local(s: str) -> list[str]:
    """The home said as why something local is wanted in `s`, or in passing by a part of it
    in a sentence that is no statement, as a sentence, or []."""
    m = _LOCAL.match(s)
    if m and not _a_stay(s):
        return [f"{'We' if m.group(1).lower().startswith('we') else 'I'} live in {m.group(2)}."]
    m = _OUR_PART.search(s)
    if m and not _a_stay(s) and S.candidate(s) is None:
        return [f"{'We' if m.group(1).lower() == 'our' else 'I'} live in {m.group(2)}."]
    return []


# "Help me write a card for Dougie, he's turning 65 next week" (morag: the request took the
# age with it): what is said of the one a request is for, after a comma, as a sentence of its
# own; the one named by relation or by a name memory knows (`known`), the pronoun fitting
_FOR = re.compile(r"^(?:(?:please|pls|can you|could you|would you|help me|now|also|ok|okay)[\s,]+)*"
                  r"(?:write|make|plan|draft|pick|choose|find|suggest|get|bake|cook|think of|"
                  r"come up with)\b[^,.;!?]{3,60}? for (?:(?P<rel>(?:my|our) (?:" + RELATIONS
                  + r"))(?: (?P<rname>[A-Z][\w'-]+))?|(?P<name>[A-Z][\w'-]+))(?:'s [a-z]+)?,\s+"
                  r"(?P<pron>he|she)(?P<said>(?:'s| is| has| was| turns| turned| will be|'ll be|"
                  r" just| loves| hates| can't| doesn't)\b[^?.!]{3,80})", re.I)


def said_of_whom_for(s: str, known: dict[str, str] | None = None) -> list[str]:
    """The clause said of whom a request in `s` is for, as a sentence, or []."""
    m = _FOR.match(s)
    if not m or (m.group("name") and m.group("name") not in (known or {})):
        return []
    rel = (m.group("rel") or "").split()[-1].lower() if m.group("rel") else known[m.group("name")]
    if rel in FEMALE | MALE and (m.group("pron").lower() == "she") != (rel in FEMALE):
        return []
    whom = (f"My {rel}" + (f" {m.group('rname')}" if m.group("rname") else "")
            if m.group("rel") else m.group("name"))
    said = re.sub(r"^'s\b", " is", m.group("said").rstrip())
    said = re.sub(r"^'ll\b", " will", said)
    return [f"{whom}{said}."]


# "Could I use my commute, an hour each way on the train to Manchester, as a reason ...?":
# what the speaker's own thing is, said between commas inside a question (yusuf: lost with
# the question); a thing, not a person ("my wife, the love of my life")
_ASIDE = re.compile(r"\b([Mm]y|[Oo]ur) (commute|daily commute|journey to work|drive to work|car|van|"
                    r"truck|bike|motorbike|house|flat|apartment|dog|cat|horse|shop|business), "
                    r"((?:an?|the|\d+|one|two|three|four|five) [^,?;!]{3,70}?)"
                    r"(?:,| -)")


def aside_of_mine(s: str) -> list[str]:
    """ "My commute is an hour each way on the train to Manchester." for the aside in the
    question `s`, else []."""
    m = _ASIDE.search(s) if S.is_question(s) else None
    return [f"{m.group(1).capitalize()} {m.group(2)} is {m.group(3)}."] if m else []
