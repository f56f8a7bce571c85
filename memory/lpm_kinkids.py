"""A relative's children named: "My daughter Lisa has got two, Reggie who's 7 and little Elsie
who's 3", "our son's kids are Maya and Leo" (remember27: a statement only, so Elsie was no one
memory knew and "Elsie's birthday is the 20th of May" formed nothing).

Design decision: a son's or daughter's children are the speaker's grandchildren, keyed as
lpm_people keys a relative (`relation.grandchild.<name>`, with `.age` when said), sex unsaid
("grandchild"), so later sentences that name one alone speak of them (fact_formation
._kin_known). A sibling's are not keyed (remember19's test: "My sister has two boys, Jack and
Sam" names no relative of the speaker's; niece or nephew is left to the statement). Only a list of two or more names after a count
or a word for children ("has two kids", "has got two,"), so "my son has a Ford and a Fiat"
or "my daughter met Tom and Ana" name no one's children.
"""
from __future__ import annotations

import re

from .lpm_base import fact, poss, slug
from .types import Page

# ("Reggie (7)": a "who's 7" clause as lpm_clauses leaves it)
_NAME = (r"(?:(?:little|baby|wee) )?([A-Z][a-z][\w'-]*)(?:,? (?:who's|who is|aged) (\d{1,2})\b|"
         r",? \((\d{1,2})\))?")
_KIDS = re.compile(
    r"\b(?i:my|our) (?:(?i:eldest|oldest|youngest|older|younger|elder) )?(?i:(son|daughter))"
    r"(?: [A-Z][\w'-]+)?(?:(?:'s| has|'s got| has got) (?:(?i:two|three|four|"
    r"five|[2-5])(?: (?i:(kids|children|boys|girls|little ones)))?|(?i:(kids|children|boys|girls"
    r"))),?(?: (?:are|now))?|'s (?i:(kids|children|boys|girls)) are"
    # ("my son Rodrigo is an engineer at the port and his kids are Tomás who's 9 and ...": his
    # children said after what he does; remember51 formed no grandchild)
    r"|(?: [a-z][^.;!?A-Z]{0,60}?)?,? and (?i:his|her) (?i:kids|children|boys|girls) are) " + _NAME
    + r"((?:(?:,| and|, and| &) " + _NAME + r")+)")
_MORE = re.compile(r"(?:,| and|, and| &) " + _NAME)
_OF = {"son": "grandchild", "daughter": "grandchild"}


def kin_kids(s: str, page: Page, who: str) -> list[dict]:
    """The grandchildren a sentence names, and their ages."""
    out = []
    for m in _KIDS.finditer(s):
        rel = _OF.get(m.group(1).lower())
        his = re.search(r"\band (his|her) \w+ are\b", m.group(0), re.I)
        if not rel or his and his.group(1).lower() != {"son": "his"}.get(m.group(1).lower(), "her"):
            continue
        kids = [(m.group(5), m.group(6) or m.group(7))] + [
            (k.group(1), k.group(2) or k.group(3)) for k in _MORE.finditer(m.group(8))]
        for name, age in kids:
            key = f"relation.{rel}.{slug(name)}"
            out.append(fact("trait", key, name, f"{poss(who)} {rel} is called {name}.", page, 0.7))
            if age:
                out.append(fact("trait", key + ".age", age,
                                f"{poss(who)} {rel} {name} is {age} years old.", page, 0.7))
    return out + _own_by_word(s, page, who)


# "We have a boy named Leo", "I have a 5 year old called Sam": the speaker's child said by a
# word for a child, not its relation (a statement only); "a boy in my class called Leo" or
# "a new girl at work named Sue" say who is met, not who is had
_OWN = re.compile(r"\b(?i:i|we)(?:'ve| have)? (?:(?i:also|got|have|have got) )?(?i:an?|one) "
                  r"(?:(?i:little|baby|young) )?(?i:(boy|girl|son|daughter|(?:\d{1,2}|one|two|"
                  r"three|four|five|six|seven|eight|nine|ten)[ -]years?[ -]old))(?:,? (?i:called|named)"
                  r"|,) ([A-Z][\w'-]+)\b")
_SEX = {"boy": "son", "girl": "daughter"}


def _own_by_word(s: str, page: Page, who: str) -> list[dict]:
    out = []
    for m in _OWN.finditer(s):
        word = m.group(1).lower()
        rel, name = _SEX.get(word, word if word in ("son", "daughter") else "child"), m.group(2)
        if name in ("I", "My"):
            continue
        age = re.match(r"\w+", word).group(0) if rel == "child" else ""
        said = f" ({age} years old)" if age else ""
        out.append(fact("trait", f"relation.{rel}.{slug(name)}", name,
                        f"{poss(who)} {rel} is called {name}{said}.", page, 0.75))
    return out
