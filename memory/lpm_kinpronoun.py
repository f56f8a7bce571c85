"""A clause after a comma said of the one relative named before it: "we've got a son, Piotr,
24, he lives in Berlin and works as a software developer", "my wife is Ewa, she teaches
English" (a statement only: his home and her job were no keys, as the rule families read a
relative's home or job only with the relative said before the verb).

Design decision: read again as a sentence of its own with the relative said ("My son Piotr
lives in Berlin ..."), only where one relative is named before the comma and the pronoun
agrees with the relation's sex ("My son Tom is at uni, she loves it" says nothing of him).
"""
from __future__ import annotations

import re

from . import sentences as S
from .lpm_families import keyed_facts
from .lpm_passing import about_kin, kin_named, kin_unnamed
from .lpm_words import BY_AGE, FEMALE, MALE, RELATIONS
from .types import Page

# (a doing in the -ing form is news or a plan, kept in the statement: "..., he's doing
# engineering" said again outweighed the rest of it; kwame's race question got the brother)
_THEN_HE = re.compile(r",\s+(?:and\s+)?((?i:he|she)(?:'s|\s+(?:is|has|lives|works|teaches|plays|"
                      r"studies|drives|runs|owns|got|just|now|still|recently|moved|has moved|"
                      r"finally)\b)"
                      r"(?!\s+(?!living|working|based|staying)[a-z]+ing\b)[^;!?]{3,120})")
_IS_NAMED = re.compile(r"^(?i:my|our) (" + RELATIONS + r") (?:is|'s) ([A-Z][\w'-]+)\b", re.I)


def pronoun_clause(s: str) -> list[str]:
    """The clause of `s` about the relative named before it, said with them: "My son Piotr
    lives in Berlin ..." for "..., Piotr, 24, he lives in Berlin ...", else []."""
    m = _THEN_HE.search(s)
    if not m or S.is_question(s):
        return []
    head = s[:m.start()]
    named = _IS_NAMED.match(head)
    kin = kin_named(head) or ([(named.group(1).lower(), named.group(2))] if named else [])
    kin = list(dict.fromkeys(kin)) or kin_unnamed(head)
    if len(kin) != 1:
        return []
    rel, name = kin[0]
    # ("My son Sam met Tom, he's a pilot": who "he" is, is not sure)
    others = [w for w in re.findall(r"(?<!\bin )(?<!\bat )(?<!\bto )(?<!\bfrom )\b[A-Z][\w'-]+",
                                    head[1:]) if w not in (name, "I")]
    if others or re.search(r"\b(?:friend|boss|colleague|neighbou?r|girlfriend|boyfriend|"
                           r"someone|guy|man|woman|lady|bloke)s?\b", head, re.I):
        return []
    she = m.group(1)[:2].lower() != "he"
    if rel not in (FEMALE if she else MALE):
        return []
    # (said as the head said it: "my little brother Stuart" is keyed by the order word too)
    order = re.search(r"\b(?:my|our) (" + BY_AGE + r")" + re.escape(rel) + r"\b", head, re.I)
    said = about_kin(m.group(1)[0].upper() + m.group(1)[1:], (order.group(1).lower() if order
                                                              else "") + rel, name)
    said = said.rstrip(" .") + "." if said else None
    # only a clause the rule families key: as a sentence for the statement it took the place
    # of the message's next sentence ("My mother is in Enugu ... Ike looks after her" was lost)
    keyed = keyed_facts(said, _PAGE, "The user") if said else []
    return [said] if any(f["attribute"] and " is called " not in f["text"] for f in keyed) else []


# "we've got a son, Piotr, 24, he lives in Berlin", "my sister, Jo, 30, is a nurse": the age
# said as a bare number between commas after the relative's name (formed no age); not a
# count or a date after it ("my son, Tom, 3 kids later", "my son, Tom, 2019")
_AGE_ASIDE = re.compile(r"\b(?i:a|my|our) (" + BY_AGE + r")(" + RELATIONS + r"),? ([A-Z][\w'-]+), "
                        r"(\d{1,2})(?=[,.!]|$| and\b| now\b)")


def age_aside(s: str) -> list[str]:
    """ "My son Piotr is 24." for "a son, Piotr, 24, ...", else []."""
    if S.is_question(s):
        return []
    return [f"My {(m.group(1) or '').lower()}{m.group(2).lower()} {m.group(3)} is {m.group(4)}."
            for m in _AGE_ASIDE.finditer(s)]


_PAGE = Page(id=0, conversation_id="", seq=0, prev_id=None, tier="short", segment_id=None,
             user_text="", assistant_text="", created=0.0)


__all__ = ["age_aside", "pronoun_clause"]
