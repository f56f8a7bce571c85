"""A relative or pet said with the "my" that texting drops: "kids are Birta who's 15 and Kári
who's 11", "the dog is a mad sheepdog called Loki", "fiancé is Diego, he's a sound engineer"
(remember51: the kin rules read "my kids", "my dog", so these formed no child, pet or partner).

Design decisions:
- Only at the start of a sentence (after a filler such as "ok so", "and"), and only where a
  name follows: the kin word then "is/are" and a capitalised name ("kids are Birta ..."), or
  "is (a ...) called/named Name" ("the dog is a sheepdog called Loki"). "The dog is barking",
  "kids are expensive" or "the dog next door is called Max" (not said right after the word)
  are left as they are: no name, or someone else's.
- A verb of the speaker's own story opening a sentence ("came here to study at McGill and
  never left", "moved here in 2010") is said with "I" again, only right after a sentence in
  which the speaker said "I" of themselves, or opening the message with the speaker's "my"
  after it ("also sold my bike and bought a Vespa"): after "My sister moved to Leeds." a
  "Came back a year later." is hers, and is left as it is.
- "the" before a pet or the children is the speaker's own in a first-person chat ("the dog",
  "the kids"); before another relative ("the manager is Sam") it may be anyone's, so only
  the bare kin word (no article) is read as the speaker's there.
"""
from __future__ import annotations

import re

from .lpm_words import JOBS, PET_KIND, PETS, RELATIONS

_FILLER = r"(?:(?:ok(?:ay)?|so|and|also|oh|well|anyway|right)\b[\s,]*)*"
_NAME = r"[A-Z][\w'\u00C0-\u017F-]*"
# "kids are Birta ...", "the kids are Birta and Kári"
_KIDS = re.compile(r"^(" + _FILLER + r")(?:the )?((?:kids|children|twins) are " + _NAME
                   + r")(?= who| and |,| \(|[.!]|$)", re.I)
# "the dog is a mad sheepdog called Loki", "cat's called Mandarina"
_PET = re.compile(r"^(" + _FILLER + r")(?:the )?((?:" + PETS + r")(?: is|'s) (?:(?:an? )?[\w -]{0,40}? )?"
                  r"(?:called|named) " + _NAME + r")", re.I)
# "fiancé is Diego, ...", "husband's name is Einar"
_KIN = re.compile(r"^(" + _FILLER + r")((?:" + RELATIONS + r")(?:'s name)? (?:is|'s) "
                  r"(?:called |named )?" + _NAME + r")(?=[,.;!?]| and | but | who| \(|$)", re.I)
# "Wife Shona and our two kids, Callum 12 and Isla 9.": the household listed (remember78)
_KIN_AND = re.compile(r"^(" + _FILLER + r")((?:" + RELATIONS + r") (?-i:" + _NAME + r"))(?= and (?:our|my) )",
                      re.I)

# "baby Alfie arrived on 14 March", "baby Sofia was born January 9" (remember77: a new
# parent's first news formed nothing)
_BABY = re.compile(r"^(" + _FILLER + r")(?:the |our )?((?:new )?baby " + _NAME + r" (?:has )?(?:arrived|"
                   r"was born|came|is here)\b)", re.I)


# "Two cats, Bonnie and Clyde, both 6.": the pets counted, said without "we have"; "Plus the
# old cat Marmalade, she's 14.", "And the horse of course, Duchess, a 22 year old cob mare."
# (remember78: a household of pets formed none of them)
_COUNTED_PETS = re.compile(r"^(" + _FILLER + r")(?:plus )?((?:two|three|four|five|six|\d) (?:dogs|cats|"
                           r"rabbits|horses|ponies|birds|pets|guinea pigs|hens|chickens|goats)\b)", re.I)
_THE_PET = re.compile(r"^((?i:" + _FILLER + r"))(?i:plus )?(?i:the) ((?i:(?:old|new|little|young) )?(?i:"
                      + PETS + r"))(?i: of course)?,? (" + _NAME + r")\b(?!')(?! (?i:next door|from|"
                      r"across|down|up|over|at|in|belongs|is (?:my|our|their|his|her) [a-z]+'s)\b)")

# "and a kelpie called Banjo who is absolutely mental": a pet of the household said without
# "we have" after the family (remember82)
_A_PET = re.compile(r"^((?i:" + _FILLER + r"))(?i:plus |and )((?i:an?) (?:[\w-]+ ){0,2}?(?i:" + PETS + "|"
                    + "|".join(PET_KIND) + r") (?i:called|named) " + _NAME + r")")
# "Me, Shaun and Biscuit are in Armley now": the household said by name is "we" (remember81)
_ME_AND = re.compile(r"^(" + _FILLER + r")(?:me|i),? (?:(?-i:[A-Z])[\w'-]+, )*(?-i:[A-Z])[\w'-]+,? (?:and|&) "
                     r"(?:(?:the|my|our) [a-z]+|(?-i:[A-Z])[\w'-]+) (?:are|'re) (?=(?:in|at|living|now|"
                     r"settled|moving)\b)", re.I)


def _lead(m: re.Match, word: str) -> str:
    """The filler before the match, then `word` (capitalised where it opens the sentence)."""
    return m.group(1) + (word if m.group(1) else word.capitalize())


# the household said again with its verb: "we have", "we are", "my"
_SAID = ((_A_PET, lambda m: f"{_lead(m, 'we')} have {m.group(2)}"),
         (_ME_AND, lambda m: f"{_lead(m, 'we')} are "),
         (_COUNTED_PETS, lambda m: f"{_lead(m, 'we')} have {m.group(2).lower()}"),
         (_THE_PET, lambda m: f"{_lead(m, 'my')} {m.group(2).lower()} {m.group(3)}"))


def with_my(s: str) -> str:
    """Sentence `s` with the dropped "my" said again before the relative or pet it names."""
    for rx, said in _SAID:
        m = rx.match(s)
        if m:
            return said(m) + s[m.end():]
    for rx in (_KIDS, _PET, _KIN, _BABY, _KIN_AND):
        m = rx.match(s)
        if m:
            return f"{_lead(m, 'my')} {m.group(2)[0].lower()}{m.group(2)[1:]}{s[m.end():]}"
    return s


_VERB = re.compile(r"^(" + _FILLER + r")((?:came|moved|went|grew up|studied|worked|lived|"
                   r"started|joined|bought|sold|adopted|retired|settled) (?:here|there|to|at|"
                   r"in|from|back|a|an|my|our|the|out of)\b)", re.I)
_TEXTED = re.compile(r"^(?=[a-z])(" + _FILLER + r")((?:work|working|flatting|living|studying|taking|"
                     r"going|traded|quit|moved|started|got) (?:part[- ]time |full[- ]time )?"
                     r"(?:at|in|to|for|a|an|the|my|our|back|out of|[a-z]+ (?:in|at|to) )\b|quit (?=[a-z]+(?:[!.,]|$)))")
_THEN_MINE = re.compile(r"[^.;!?]{2,40}?(?: and (?:then )?(?:got|bought|moved|sold|started)|"
                        r", (?:i'm|im|i am|now i'm|now im)) ", re.I)
_SELF = re.compile(r"(?:^|[\s,])(?:I|I'm|I've|I'd|i|i'm|i've|im)\b")


def with_i(sents: list[str]) -> list[str]:
    """`sents` with a dropped "I" said again before a verb of the speaker's story that opens
    one, where the sentence before is about the speaker."""
    out = []
    for i, s in enumerate(sents):
        m = _VERB.match(s)
        # ("29, a dentist in Montreal.": the age said after the name is the speaker's too;
        # "also sold my bike and bought a Vespa": opening the message, with the speaker's "my")
        after_me = i and (_SELF.search(sents[i - 1]) or re.match(r"\d{1,3},", sents[i - 1])) \
            and not re.match(r"(?:my|our|his|her|their) ", sents[i - 1], re.I)
        # ("sold the hilux and got a ford ranger", "moved out of mums, im renting ...": a
        # second clause of the speaker's own after it; remember53)
        if m and (after_me or not i and (re.search(r"\b(?:my|our)\b", s[m.start(2):], re.I)
                                         or _THEN_MINE.match(s, m.end()))):
            s = f"{m.group(1)}I {m.group(2)[0].lower()}{m.group(2)[1:]}{s[m.end():]}"
        # ("work part time at countdown", "flatting in mt eden w 3 mates", "taking the kids
        # to disney world in april": a lowercase text opens with the speaker's doing; remember64)
        t = None if m or i else _TEXTED.match(s)
        if t:
            be = "I'm" if t.group(2).split()[0].endswith("ing") else "I"
            s = f"{t.group(1)}{be} {t.group(2)}{s[t.end():]}"
        out.append(s)
    return out


# "Rania here, 29, dentist in Montreal": the job said after the age, read as the speaker's
# (lpm_rules; prepare has given the bare job noun its "a")
# ("Kemi, 20, second year law student at Leeds uni": a student said by year and subject)
# ("Hamish, 52, self-employed electrician, based in Dingwall": a job noun without its "a")
JOB_AFTER_AGE = (r"an? [a-z-]+(?= (?:in|at|for|from|near|with)\b|[,.!]|$)|(?:an? )?(?:[a-z-]+ )?(?:"
                 + "|".join(sorted(JOBS, key=len, reverse=True)) + r")(?=[,.!]|$| (?:in|at|for)\b)|"
                 r"(?:(?:first|second|third|fourth|final)[- ]year )?(?:[a-z]+ )?student\b|")
