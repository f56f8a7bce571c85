"""A relative's facts said one after another in one sentence: "My boyfriend Jonas is from
Hamburg and works as a sound engineer", "I moved here with my boyfriend Jonas, he's German,
from Hamburg, and works as a sound engineer", "My husband Omer is an architect, he's from
Omdurman, and he's still working in Riyadh" (remember57: neither the job nor the home town
was read, the rules reading one predicate after a relative's name).

Each predicate is said again as a sentence of its own with the relative as its subject; the
whole sentence is kept as it is too. The predicates are the pieces between commas and "and"
that open with a verb a fact is said with ("works", "is", "lives" ..., or "he's"), "from", or,
after an "is" piece, a bare word ("he's German, from Hamburg"); the first piece that is none
ends the list, so "my dad and I" or "my sister Mia and her kids live in Leeds" make nothing.
"""
from __future__ import annotations

import re

from .lpm_words import FEMALE, MALE, RELATIONS

_VERB = re.compile(r"(?:works|worked|is|was|lives|lived|teaches|studies|runs|owns|plays|has|"
                   r"drives|speaks|grew up|moved|(?:originally )?from)\b")
_KIN = re.compile(r"(?:^|\b(?<=with )|(?<=, ))((?i:my|our) (?:" + RELATIONS
                  + r")(?: [A-Z][\w'-]+)?)(?:,? (?=(?:he|she)(?:'s| is)\b)| (?=" + _VERB.pattern
                  + r"))")
_PIECE = re.compile(r",? and |, ")
_OTHER = re.compile(r"\b(?:my|our|his|her|their|with) (?:[a-z]+ )?(?:" + RELATIONS + r")\b", re.I)
_PRONOUN = re.compile(r"^(?:he|she|they)(?:'s| is| are)? ?")


def kin_and(s: str) -> list[str]:
    """The relative's predicates of `s` said one per sentence ([] when fewer than two)."""
    m = _KIN.search(s.strip())
    if not m:
        return []
    who = m.group(1)[0].upper() + m.group(1)[1:]
    rel = m.group(1).split()[1].lower()
    said: list[str] = []
    for piece in _PIECE.split(s.strip()[m.end():].rstrip(" .!")):
        he = re.match(r"(he|she)\b", piece.strip())   # ("My sister is scared, he drives a bus")
        if he and rel in FEMALE | MALE and (he.group(1) == "she") != (rel in FEMALE):
            break
        p = _PRONOUN.sub(lambda w: "is " if re.search(r"'s| is| are", w.group(0)) else "",
                         piece.strip(), count=1)
        if re.match(r"(?:originally )?from\b", p):
            p = "is " + p
        elif not _VERB.match(p):
            if not (said and said[-1].startswith("is ") and re.fullmatch(r"[\w'-]+", p)):
                break
            p = "is " + p   # "he's German, ..."
        said.append(p)
        if _OTHER.search(p):   # "... with our daughter Princess, she's 6": "she" is no longer
            break              # the one first named
    # (only what the fact rules key: "is in third year", "is doing his engineering" are kept in
    # the sentence itself; said again they only crowded the statement: kavitha)
    # (and only with where they are from among them, which the rules read nowhere else: "My
    # daughter Catriona lives in Aberdeen, she's a midwife" is read already, and said again it
    # outlived the correction "I said Aberdeen, I meant Inverness": mina)
    keep = [p for p in said if _SAID_AGAIN.match(p)]
    if len(said) < 2 or not any(re.match(r"is (?:originally )?from\b", p) for p in said):
        return []
    return [f"{who} {p}." for p in keep]


_SAID_AGAIN = re.compile(r"(?:works|worked|lives|lived|grew up|moved|teaches|studies|runs|owns|drives|"
                         r"speaks|is (?:originally )?from|is an? |is (?-i:[A-Z])[a-z]+$)", re.I)
