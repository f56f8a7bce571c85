"""A relative's (or a pet's) lasting health condition: "my mum has dementia", "my husband is
diabetic", "my dad was diagnosed with Parkinson's", and said after a comma of the relative
named before ("I look after my mum, she has dementia": lpm_kinpronoun reads it again so).

Design decision: the condition is keyed by whose it is (`relation.mum.health.dementia`), as the
speaker's own are (`health.*`, lpm_tastes): formed as a statement only, "What's wrong with my
mum?" got her care home instead. Only a named lasting condition (the speaker's list, and those
of old age and cancer); "my son has a cold", "my dad has a cough", "my wife has a meeting"
and a wish or a fear ("I hope my mum hasn't got dementia") are none.
"""
from __future__ import annotations

import re

from .lpm_base import fact, kin_key, poss, slug
from .lpm_tastes import ILLS
from .lpm_words import BY_AGE, NAME, RELATIONS
from .types import Page

_OLD_AGE = (r"dementia|alzheimer'?s(?: disease)?|parkinson'?s(?: disease)?|motor neurone disease|"
            r"mnd|als|ms|heart failure|kidney disease|kidney failure|liver disease|cerebral palsy|"
            r"down'?s syndrome|cystic fibrosis|(?:breast|prostate|bowel|lung|skin|ovarian|"
            r"pancreatic|throat|bone|blood) cancer|cancer|leukaemia|leukemia|lymphoma|a bad heart")
_KIN_ILL = re.compile(r"\b(?i:my|our) " + BY_AGE + r"(?i:(" + RELATIONS + r"))(?:,? " + NAME
                      + r",?)? (?:(?i:has|has got|'s got|had|was diagnosed with|has been diagnosed "
                      r"with|'s been diagnosed with|got diagnosed with|suffers from|is living "
                      r"with|lives with|is in the early stages of)) (?:(?i:early|mild|severe|"
                      r"advanced|early-onset|vascular|terminal|stage \w+|late-stage) )?((?i:"
                      + ILLS + "|" + _OLD_AGE + r"))\b(?!-)", re.I)
_KIN_IS = re.compile(r"\b(?i:my|our) " + BY_AGE + r"(?i:(" + RELATIONS + r"))(?:,? " + NAME
                     + r",?)? (?:is|'s) (?:(?i:type (?:1|2|one|two)) )?((?i:diabetic|asthmatic|"
                     r"epileptic|autistic|deaf|blind|partially sighted|disabled))\b")
_UNSURE = re.compile(r"\b(?:if|hope|hoping|worried|afraid|scared|might|may|maybe|whether|think|"
                     r"test(?:ed)? for|checked for|not|n't)\b", re.I)


def kin_health(s: str, page: Page, who: str) -> list[dict]:
    """The lasting conditions of relatives `s` names, keyed by whose they are."""
    out = []
    # "Ray's been diagnosed with ...": the name's "'s" is "has" (a name memory knows said so)
    s = re.sub(r"\b([A-Z][a-z]+)'s (?=(?:been|got)\b)", r"\1 has ", s)
    for m in [*_KIN_ILL.finditer(s), *_KIN_IS.finditer(s)]:
        if _UNSURE.search(s[:m.start()]) or _UNSURE.search(m.group(0)) or s.rstrip().endswith("?"):
            continue
        rel, name, ill = m.group(1).lower(), m.group(2), m.group(3)
        whose = f"{rel} {name}" if name else rel
        verb = "is" if m.re is _KIN_IS else "has"
        ill = ill if verb == "is" or ill[0].isupper() else ill.lower()
        out.append(fact("trait", f"{kin_key(rel, name)}.health.{slug(ill)}", ill,
                        f"{poss(who)} {whose} {verb} {ill}.", page, 0.75))
    return out


__all__ = ["kin_health"]
