"""Indian English forms made standard before the fact rules read a message: "my good name is
Dipti", "my native place is Kochi", "we are staying in Whitefield since 2018", "I am working
in a software company as a tester", "we have shifted to Bengaluru", "Kochi only" and "with
us itself" for emphasis.

Design decisions:
- Hundreds of millions write English this way; the forms are fixed phrases with one
  reading each, so they are rewritten to the standard words every rule already reads
  ("my name is", "I am from", "we are living in", "I work in ... as"), not given rules of
  their own.
- "staying" is a home only with how long ("since 2018", "for five years"): "we are staying
  in a hotel" or "staying with my aunt this week" is a stay. "native place" is where one
  is from, not where one lives.
- "only" and "itself" after a place or a pronoun and before a comma or the end add emphasis
  and no meaning ("my native place is Kochi only"); elsewhere ("I eat veg only") they may
  mean "exclusively" and are kept.
"""
from __future__ import annotations

import re

from .lpm_base import article
from .lpm_words import JOB_ALTS


_SUBS = (
    (re.compile(r"\b([Mm]y) good name(?: is|'s)\b"), r"\1 name is"),
    (re.compile(r"\b(?:[Mm]y|[Oo]ur) native(?: place| town| village)?(?: is|'s) "), "I am from "),
    (re.compile(r"\bI(?:'m| am) (?:a )?native of "), "I am from "),
    # "we are staying in Whitefield since 2018": a home said with how long
    (re.compile(r"\b(I(?:'m| am)|[Ww]e(?:'re| are)) staying (in|at) (?=[^,.;!?]{2,40}? "
                r"(?:since (?:\d{4}|\w+ years)|for (?:the (?:last|past) )?(?:\w+ )?years)\b)"),
     r"\1 living in "),
    # "I am working in a software company as a tester": the job said first, as the job
    # rules read it ("I work as a tester in a software company")
    # ("I am working at Kestrel Bank as QA engineer": no article either; remember63)
    (re.compile(r"\bI(?:'m| am) (?:currently )?working (in|at|for|with) ([^,.;!?]{2,50}?) as "
                r"(an? [\w -]{2,40}?|(?:[\w-]+ ){0,2}?(?:" + JOB_ALTS + r"))(?=[,.;!?]|$| in | at | and | but | since | for )"),
     lambda m: f"I work as {m.group(3) if re.match('an? ', m.group(3)) else article(m.group(3))} "
               f"{m.group(1)} {m.group(2)}"),
    # "we have shifted to Bengaluru": moved house to a place (named with a capital: "I
    # shifted to night duty", "we shifted to online classes" are no move)
    (re.compile(r"\b(I|[Ww]e)((?:'ve| have)? (?:just |recently |finally |now )?)shifted "
                r"(?:(?:house|home|base) )?to (?=[A-Z][a-z])"), r"\1\2moved to "),
    # ("we shifted to a new flat in Whitefield": the home by its kind, then where)
    (re.compile(r"\b(I|[Ww]e)((?:'ve| have)? (?:just |recently |finally |now )?)shifted (?:in)?to "
                r"(?=(?:a|an|our|my) (?:[\w-]+ ){0,2}?(?:flat|house|apartment|place|home|villa|"
                r"bungalow) in [A-Z])"), r"\1\2moved to "),
    # "Myself Priya, working as ...": one's name said as "myself"
    (re.compile(r"(?:^|(?<=[.!?]\s))((?:(?:[Hh]i|[Hh]ello|[Hh]ey)[,!]?\s+)?)[Mm]yself "
                r"(?=[A-Z][a-z])"), r"\1I am "),
    # "I'm Priya, working as a software engineer at Infosys": the job after the name
    (re.compile(r"\b(I(?:'m| am) [A-Z][\w'-]+), (?:currently |now )?working as (?=an? )"),
     r"\1. I work as "),
    # "I am pure vegetarian", "pure veg": strictly vegetarian (no meat, fish or egg)
    (re.compile(r"\b(I(?:'m| am)|[Ww]e(?:'re| are)) (?:a )?pure veg(?:etarian)?\b"), r"\1 vegetarian"),
    # "my parents still stay in Madurai": "stay" in the present is where they live
    (re.compile(r"\b((?:[Mm]y|[Oo]ur) (?:parents|mother|father|mom|mum|dad|brother|sister|son|"
                r"daughter|in-laws|grandparents|grandmother|grandfather)(?: [A-Z][a-z]+)?(?: still)?) "
                r"(stay|stays) in (?=[A-Z][a-z])"),
     lambda m: f"{m.group(1)} {'lives' if m.group(2) == 'stays' else 'live'} in "),
    # "I am writing from Mysuru, where my wife and I have been staying in our own house ...":
    # the place written from is the home where living there is said (remember55: no home)
    (re.compile(r"\bI(?:'m| am) writing (?:to you )?from (?=[A-Z][\w-]+(?: [A-Z][\w-]+)?, where (?:"
                r"(?:my|our) \w+(?: [A-Z][\w-]+)? and I|we|I) (?:have been |'ve been |have )?(?:"
                r"living|staying|lived|live)\b)"), "I live in "),
    (re.compile(r"(?<=\b[A-Z][a-z]{2})(\w*) (?:only|itself)(?=[,.;!]|$| but | and | so )"), r"\1"),
    (re.compile(r"\b(us|me|here|there|home) itself\b"), r"\1"),
)


def standard(text: str) -> str:
    """`text` with the Indian English forms above in standard words; unchanged otherwise."""
    for pat, new in _SUBS:
        text = pat.sub(new, text)
    return text
