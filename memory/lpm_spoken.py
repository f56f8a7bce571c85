"""Voice dictation: long messages with no punctuation at all ("we live out in sacramento my
husband drives a forklift and we have two boys so if you suggest recipes ...").

Design decisions:
- Dictation gives one run-on "sentence" holding several facts; read whole, a place runs on
  into the next clause and a remark to the listener ("so if you ...") makes all of it no
  candidate. `clauses` breaks such a message where speech starts a new clause: before
  "and/but/so" that open a first-person clause, before spoken fillers ("oh and", "so yeah",
  "anyway", "by the way"), and before "my/our <relative>" followed by a verb after a word
  that cannot govern it ("near the river my husband drives ..." but not "I told my husband
  is ..."). The breaks become line breaks, which `sentences.split` honours.
- Only a message of some length without a single sentence mark is read so; written chat
  keeps its own sentences.
- Dictation apps write punctuation that was said aloud as words when the speaker says it
  ("I'm a welder comma I work at the shipyard full stop"), and keep "um" and "uh". A mark
  word becomes its mark (a full stop also a line break, so a lowercase word after it starts
  a sentence without gaining a capital that `lpm_passing.capitalised` would see); never
  after a word that makes it a noun ("a comma", "the full stop", "a trial period"), and
  "period" only last or before a new first-person clause. Fillers are dropped anywhere:
  "um" and "uh" are no English word.
- Numbers said in words ("thirty four years old", "I'm seventy-nine") become digits where
  they state the speaker's age, the one slot the rules read a bare number in; elsewhere
  ("two kids", "for thirty years", "Ana is seven") the word stays, as the rules read those
  in words.
"""
from __future__ import annotations

import re

from .lpm_words import PETS, RELATIONS

_MIN_WORDS = 12
_RUN_ON = 20    # a sentence of a punctuated message this long without a comma runs on
_ME = r"(?:i|i'm|im|i've|ive|we|we're|were|we've|my|our)\b"
# words that take "my X" as their object: "told my husband", "with my son"
_GOVERNS = frozenset(
    "to for with of at in on and about from by like love loves miss call visit see help tell "
    "told is was are were and but so that because than as when where while after before since "
    "until near behind think thought know said says asked ask bought got gave give met meet "
    "take took bring brought".split())
_BREAKS = (
    # ("me and my girlfriend Keisha just adopted ...": "me and" opening a clause is a subject
    # of two, no clause of its own; remember28)
    re.compile(r"(?<!^me)(?<![\n,.!?] me) (?:and|but) (?=" + _ME + r"|(?:he|she|they) )", re.I),
    re.compile(r" (?=so (?:if|yeah|anyway|i|i'm|im|we|my|our|maybe|perhaps|probably)\b)", re.I),
    re.compile(r" (?=(?:oh and|so yeah|anyway|anyways|by the way|btw)\b)", re.I),
    # ("retiring retiring like I got a part time job ... cause Lorraine says I'll drive her nuts":
    # a filler before the speaker's clause, and someone's words given as the reason; remember60)
    re.compile(r" like (?=I (?:got|have|had|am|'m|live|work|just)\b)| (?=(?:cause|cos|"
               r"because) (?:[A-Z][\w'-]+|my \w+|he|she|they) (?:says|said|thinks|reckons)\b)"),
)
# (not "we got a puppy on Saturday he's called Tumi": the animal's name read with it)
_PRONOUN_CLAUSE = re.compile(r"\b([\w']+) (?=(?:she|he|they)(?:'s|'re|(?<=he)s| is| are| was| has| works| "
                             r"lives| loves| hates| says| said)\b(?! called| named)|it(?:'s| is| was) "
                             r"(?:too|so|really|very|a bit)\b|it (?:tastes|smells|makes|gives)\b|I(?:'m|m| am|'ve| have| live| work| can't| cannot| hate| love| don't| always| never| keep)\b)",
                             re.I)
_TAKES = frozenset("if whether think thinks hope guess reckon suppose sure because cos cause "
                   "unless although though once now".split())
# words after which a pronoun goes on in the same clause ("i think she's", "wait no im 28")
_GOES_ON = frozenset("i im we he she they it who which what how why where when cos coz cause "
                      "also just no nah wait sorry actually oops yes yeah".split())
_NAMED_KIN = re.compile(r"\b(?:my|our|the) (?:[\w-]+ )?(?:" + RELATIONS + "|" + PETS + r"|lad|girl|boy) [\w'-]+$", re.I)
_KIN_CLAUSE = re.compile(r"\b([a-z']+) (?=(?:my|our) (?:" + RELATIONS + r")s? (?:\w+s|is|"
                         r"was|has|had|just)\b)", re.I)


# words before which a mark word is a noun: "a comma", "the full stop", "a trial period"
_NOUN_BEFORE = (r"(?<!\ba )(?<!\bthe )(?<!\bthat )(?<!\bthis )(?<!\bone )(?<!\bno )"
                r"(?<!\bany )(?<!\bmy )(?<!\bher )(?<!\bto )(?<!\bextra )(?<!\bmissing )"
                r"(?<!\boxford )(?<!\bserial )(?<!\btrial )(?<!\bgrace )(?<!\bprobation )"
                r"(?<!\bwaiting )(?<!\bnotice )(?<!\btime )")
_SAID_MARKS = (
    (re.compile(r"(?<=\w) " + _NOUN_BEFORE + r"(?:comma)(?= [a-z]|\s*$)", re.I), ","),
    (re.compile(r"(?<=\w) " + _NOUN_BEFORE + r"(?:full stop|question mark|exclamation "
                r"(?:mark|point))(?= [a-z]|\s*$)", re.I), None),
    (re.compile(r"(?<=\w) " + _NOUN_BEFORE + r"period(?=\s*$| (?:i|i'm|my|we|we're|our|and|"
                r"so|but)\b)", re.I), None),
    (re.compile(r"(?<=\w) " + _NOUN_BEFORE + r"new (?:line|paragraph)(?= [a-z]|\s*$)", re.I),
     "\n"),
)
_MARK = {"full stop": ".", "period": ".", "question mark": "?", "exclamation mark": "!",
         "exclamation point": "!"}
_UM = re.compile(r"(?<![\w'-])(?:[Uu]m+|[Uu]h+|[Ee]rm+|[Uu]hm+)(?![\w'-]),?\s*")


# "I love hiking you know", "so you know I've been there nine years": the filler, not words to
# the listener (not "do you know", "you know what", "you know my sister")
_YOU_KNOW = re.compile(r"(?<!\bdo )(?<!\bdid )(?<!\bif )(?<!\bwould )(?<!\bdon't )(?<!\bas )"
                       r"(?<!\blet )(?<!\bletting )(?<!\bmake )(?<!\bso that )(?<!\bwant )"
                       r"\byou know\b(?! (?:what|how|where|when|who|why|if|that|about|him|her|"
                       r"them|it|me|my|our|the|a|an|any|this|those|these)\b),?", re.I)


def said_marks(text: str) -> str:
    """`text` with punctuation said aloud written as marks, and "um"/"uh" and "you know"
    dropped."""
    t = _UM.sub("", text or "")
    t = re.sub(r"(?<=\w) ,", ",", re.sub(r"(?<=\S)  +", " ", _YOU_KNOW.sub("", t))).strip() \
        if _YOU_KNOW.search(t) else t
    if not re.search(r"\b(?:comma|full stop|period|question mark|exclamation|new line|new "
                     r"paragraph)\b", t, re.I):
        return t
    for pat, mark in _SAID_MARKS:
        t = pat.sub(lambda m: mark or _MARK[m.group(0).strip().lower()] + "\n", t)
    return re.sub(r"[ \t]*\n[ \t]*", "\n", t).strip()


_UNITS = {w: i for i, w in enumerate("one two three four five six seven eight nine ten eleven "
                                     "twelve thirteen fourteen fifteen sixteen seventeen "
                                     "eighteen nineteen".split(), 1)}
_TENS = {w: 10 * i for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty "
                                         "ninety".split(), 2)}
# a number in words up to ninety-nine ("thirty-four")
NUMBER = (r"(?:(?:" + "|".join(_TENS) + r")(?:[ -](?:" + "|".join(list(_UNITS)[:9]) + r"))?|"
          + "|".join(sorted(_UNITS, key=len, reverse=True)) + r")")
_NUMBER = "(" + NUMBER + ")"
# an age: "thirty four years old", "I'm seventy-nine", "she turned six" (not "Ana is seven":
# a statement keeps it in words, which `lpm_rules._more` counts as news beside a keyed fact)
# ("one" only with "years old": "this is one of them", "it's one o'clock")
_AGE = re.compile(r"\b" + _NUMBER + r"(?= years? old\b| years of age\b)|\b((?:I'm|I am|turned|"
                  r"turning|aged|I turn|I'll be|I will be|im) )(?!one\b)" + _NUMBER
                  # ("im forty two lol": texting's "im" and its fillers after; remember60)
                  + r"(?=\s*$|[,.;!]| and | but | now\b| next\b| this\b| in \w+\b|"
                  r" (?:lol|haha|lmao|btw|tho|though|already|actually)\b|"
                  # "Our son Ravi turned four on Sunday" (remember19: formed no age)
                  r" on (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|the \d+\w*|his|her|my)\b|"
                  r" last (?:week|month|year|\w+day)\b| (?:yesterday|today)\b|"
                  r" (?=I(?:'m| am| live| work|'ve)\b))", re.I)   # ("I'm thirty eight I'm an ...")


def age_value(words: str) -> str:
    """ "thirty-four" -> "34" (a number said in words, up to ninety-nine)."""
    parts = re.split(r"[ -]", words.lower())
    return str(sum(_TENS.get(p, 0) + _UNITS.get(p, 0) for p in parts))


# a relative's age said in words ("my son Nabil is seven", lpm_people), not "one", which is
# rarely an age ("my sister is one of them")
AGE_WORDS = r"(?!one\b)" + NUMBER


def in_digits(words: str) -> str:
    """A number said in words ("twenty-one") in digits; digits as they are."""
    return words if words.isdigit() else age_value(words)


# "two kids, Sam, who is 8, and Lily, who is 5": ages in "who" clauses of names listed
# together are the names' ages in brackets, as a list writes them ("Sam (8) and Lily (5)");
# the clause would otherwise end the sentence for the rules (`sentences` drops relative
# clauses). One name alone keeps its clause ("a cat called Whiskers who is 15": lpm_people).
_WHO = (r"([A-Z][\w'-]*[^\W\d_A-Z]),? (?:who is|who's|aged) (\d{1,2}|" + AGE_WORDS
        + r")(?: years old)?")
_WHO_AGES = re.compile(r"\b" + _WHO + r",? (and|&) " + _WHO + r"(?=[.;!?),]|$| and | but )")


# "My son had his 7th birthday on Saturday", "It's my 30th birthday today!": a birthday gone
# by or today is an age, said as the rules read one ("turned 7 on Saturday")
_HAD_BIRTHDAY = re.compile(r"\b(?:had|celebrated) (?:his|her|their|my) (\d{1,3})(?:st|nd|rd|th) "
                           r"birthday\b", re.I)
_MY_BIRTHDAY = re.compile(r"\b(?:it's|it is|today is|today's) my (\d{1,3})(?:st|nd|rd|th) birthday"
                          r"(?: today)?\b", re.I)


# "hiya im ailsa im 16 and ...": a name and an age run on with no comma (remember54: no name)
_NAME_AGE = re.compile(r"\b((?:i'm|im|i am) [A-Za-z][\w'-]+) (?=(?:i'm|im|i am) \d{1,2}\b)", re.I)


# a year said as dictation writes it: "in twenty twenty two", "since nineteen ninety eight",
# "back in two thousand and five", "twenty oh nine" (the rules read a year in digits)
_YEAR = re.compile(r"\b(in|since|from|until|till|of|back in|year) (?:(nineteen|twenty) (oh (?:" +
                   "|".join(list(_UNITS)[:9]) + r")|" + NUMBER + r")|two thousand(?: and)? ("
                   + "|".join(list(_UNITS)[:19]) + r"))\b", re.I)


def _year(m: re.Match) -> str:
    if m.group(4):
        return f"{m.group(1)} {2000 + _UNITS[m.group(4).lower()]}"
    tail = m.group(0).split(None, len(m.group(1).split()) + 1)[-1]
    if tail.lower().startswith("oh "):
        return f"{m.group(1)} {m.group(2).lower() == 'twenty' and 20 or 19}0{_UNITS[tail[3:].lower()]}"
    century = 19 if m.group(2).lower() == "nineteen" else 20
    return f"{m.group(1)} {century * 100 + int(age_value(tail))}"


def numbers(text: str) -> str:
    """`text` with an age said in words written in digits ("thirty four years old"), and a
    year said in words ("in twenty twenty two")."""
    text = _YEAR.sub(_year, text or "")
    text = _NAME_AGE.sub(r"\1, ", text)
    # ("67 years young": the jokey way of saying one's age; emlyn)
    text = re.sub(r"\b(\d{1,3}|" + AGE_WORDS + r") years young\b", r"\1 years old", text, flags=re.I)
    text = _MY_BIRTHDAY.sub(r"I turned \1 today", _HAD_BIRTHDAY.sub(r"turned \1", text or ""))
    text = _AGE.sub(lambda m: (m.group(2) or "") + age_value(m.group(1) or m.group(3)),
                    text or "")
    return _WHO_AGES.sub(lambda m: f"{m.group(1)} ({in_digits(m.group(2))}) {m.group(3)} "
                         f"{m.group(4)} ({in_digits(m.group(5))})", text)


_SO_ASKED = re.compile(r"\bso (?:how|what|where|when|which|who|why|can|could|should|do|does|is|are)\b"
                       r"[^.!?]*\?\s*$", re.I)


def clauses(text: str) -> str:
    """`text` broken into lines at clause starts when it is unpunctuated dictation (the
    punctuation said aloud, if any, written as marks)."""
    # (the question mark lpm_askafter.asked_on gave an ask run on with "so" is no mark the
    # speaker said: "... so how much should she eat?"; a question typed with its mark is no
    # dictation: yusuf)
    said = text.rstrip()[:-1] if _SO_ASKED.search(text or "") else text
    dictated = bool(text) and not re.search(r"[.!?;,:\n]", said)
    text = said_marks(text)
    # ("my sister Fern lives in york shes a nurse at the hospital there": texting's "shes"
    # opens a clause of its own after a word that cannot take it; remember86)
    # (not after a relative or pet named: "our lad alfie hes 9" is said of him, lpm_chat)
    text = re.sub(r"\b([\w']+) (?=(?:hes|shes) (?:an? |\d))", lambda m: m.group(0) if m.group(1).lower()
                  in _GOVERNS | _TAKES | _GOES_ON or _NAMED_KIN.search(m.string, 0, m.end(1))
                  else m.group(1) + "\n", text)
    if not dictated:
        # ("alright. names harvey im 41 plumber ... live in bedminster with my wife tasha and
        # our lad alfie hes 9 and the dog dexter ...": one sentence of a message typed in a
        # rush runs on as dictation does; remember86). Only a message typed without capitals:
        # written prose runs long sentences on with "and" and keeps them whole.
        if re.search(r"[A-Z]", re.sub(r"\bI\b(?:'\w+)?", "", text)):
            return text
        return re.sub(r"(?<=[.!?] )[^.!?;,:\n]+(?=[.!?]|$)|^[^.!?;,:\n]+(?=[.!?])", lambda m: _broken(
            m.group(0)) if len(m.group(0).split()) >= _RUN_ON else m.group(0), text)
    if len(text.split()) < _MIN_WORDS:
        return text
    return _broken(text)


# "plumber self employd been doing it 15 years in bristol live in bedminster": a subjectless
# clause after a place or a time said last (not "my parents live in Spain")
_BARE_CLAUSE = re.compile(r"(\b(?:in|at|for|from) [a-z][\w'-]{2,}|\d (?:years|months|weeks)|"
                          r"\b(?:years|months) ago) (?=(?:live|living|been|work|working) (?:in|at|"
                          r"doing|as|for)\b)", re.I)


def _broken(t: str) -> str:
    t = _BARE_CLAUSE.sub(r"\1\n", t)
    for pat in _BREAKS:
        t = pat.sub("\n", t)
    t = _KIN_CLAUSE.sub(lambda m: m.group(0) if m.group(1).lower() in _GOVERNS
                        else m.group(1) + "\n", t)
    # "my daughter Ellie is coming too she's nine now": "she" opens a clause of its own after
    # a word that cannot take it ("I think she's nine" keeps it)
    return _PRONOUN_CLAUSE.sub(lambda m: m.group(0) if m.group(1).lower() in _GOVERNS | _TAKES
                               | _GOES_ON or _NAMED_KIN.search(m.string, 0, m.end(1))
                               else m.group(1) + "\n", t)
