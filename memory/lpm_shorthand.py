"""Parenting-forum shorthand made plain before the fact rules read a message: "DH", "DD (7)
and DS (5)", "my MIL is visiting", "SIL Kirsty (DH's sister)", "SAHM", "WFH".

Design decisions:
- Millions of parents write family members as forum acronyms (Mumsnet, BabyCentre, Reddit
  parenting boards: D = "dear"). Each stands for "my <relative>", so it is rewritten to
  those words, which every kin rule already reads. Only the upper-case forms are read, and
  only as whole words: "dd" or "Ds" may be anything.
- Acronyms that are also other words ("DS" the games console, "SO" for emphasis, "LO")
  are read as kin only where kin stands: after "my/our", before "(" (an age or a name), or
  with another unambiguous acronym in the same message ("DH", "MIL" ...).
- A relative's age or name in brackets after the kin word ("my son (5)", "my daughter
  (Poppy)") is common in any forum writing: the name loses its brackets ("my daughter Poppy
  wants ..."), and an age is said again as a plain sentence (`kin_parens`), as
  `lpm_shared.kids_ages` does for "our kids are 4 and 7".
"""
from __future__ import annotations

import re

from .lpm_words import RELATIONS

_KIN = {"DH": "husband", "DW": "wife", "DP": "partner", "DF": "fiancé", "DD": "daughter",
        "DS": "son", "DSS": "stepson", "DSD": "stepdaughter", "DC": "children",
        "DB": "brother", "DGD": "granddaughter", "DGS": "grandson", "MIL": "mother-in-law",
        "FIL": "father-in-law", "SIL": "sister-in-law", "BIL": "brother-in-law",
        "SO": "partner", "LO": "little one"}
_AMBIGUOUS = frozenset("DS SO LO DC DB DF DP".split())
_ACRONYM = re.compile(r"(?<![\w'-])(?:(?P<my>[Mm]y|[Oo]ur) )?(?P<a>D[HWPFDSCB]|DS[SD]|DG[DS]|"
                      r"[MFSB]IL|SO|LO)(?P<n>[1-4])?(?![\w-])")
_ORDINAL = {1: "eldest", 2: "second", 3: "third", 4: "fourth"}
# "SAHM of two here", "I'm a SAHM", "WFH": a stay-at-home parent, working from home
_SAHM = re.compile(r"(?<![\w'-])(?:(?:I'm|I am|im) an? )?SAH([MD])(?: of (\w+))?(?: here)?"
                   r"(?![\w-])")
_WFH = re.compile(r"(?<![\w'-])(?:(?P<who>I|we|they|[Hh]e|[Ss]he|[a-z-]+) )?WFH(?![\w-])")


def plain(text: str) -> str:
    """`text` with forum acronyms for kin, "SAHM" and "WFH" written out; unchanged where
    none is used."""
    if not re.search(r"\b(?:D[A-Z]{1,2}\d?|[MFSB]IL|SO|LO|SAH[MD]|WFH)\b", text):
        return _brackets(text)
    sure = any(m.group("a") not in _AMBIGUOUS or m.group("my")
               for m in _ACRONYM.finditer(text))
    most = {}
    for m in _ACRONYM.finditer(text):
        if m.group("n"):
            most[m.group("a")] = max(most.get(m.group("a"), 0), int(m.group("n")))

    def kin(m):
        a, n = m.group("a"), m.group("n")
        after = text[m.end():m.end() + 2]
        if a in _AMBIGUOUS and not (m.group("my") or after.startswith(" (") or (
                sure and a in ("DS", "DC", "DB", "DP", "DF"))):
            return m.group(0)
        word = _KIN[a]
        if n:   # "DD1", "DD2": the first-born is the eldest, the last the youngest
            k = int(n)
            order = "eldest" if k == 1 else "youngest" if k == most[a] and k > 1 else \
                "younger" if k == 2 else _ORDINAL[k]
            word = f"{order} {word}"
        my = (m.group("my") or "my").lower()
        start = m.start() == 0 or re.search(r"[.!?\n]\s*$", text[:m.start()]) is not None
        return ("My" if my == "my" else "Our") + f" {word}" if start else f"{my} {word}"

    text = _SAHM.sub(lambda m: f"I'm a stay-at-home {'mum' if m.group(1) == 'M' else 'dad'}"
                     + (f" of {m.group(2)}" if m.group(2) else ""), text)
    return _brackets(_WFH.sub(_wfh, _ACRONYM.sub(kin, text)))


def _brackets(text: str) -> str:
    """ "my daughter (Poppy) wants" -> "my daughter Poppy wants"; "Kirsty (my husband's
    sister) has" -> "Kirsty, my husband's sister, has", as written English sets off an aside."""
    text = re.sub(r"\b((?:my|our|My|Our) (?:[\w-]+ )?(?:" + RELATIONS + r")) \(([A-Z][\w'-]+)\)",
                  r"\1 \2", text)
    text = re.sub(r"\b([A-Z][a-z]+) \(((?:my|our) [^()]{3,40})\)(?=\s)", r"\1, \2,", text)
    return text


def _wfh(m) -> str:
    who = m.group("who")
    if not who:
        return "working from home"
    if who.lower() in ("i", "we", "they"):
        return f"{who} work from home"
    return f"{who} works from home"


_PAREN_AGE = re.compile(r"\b(?i:my|our) ((?i:(?:[\w-]+ )?(?:" + RELATIONS + r")))(?: [A-Z][\w'-]+)?"
                        r" \((\d{1,2})\)")


def kin_parens(s: str) -> list[str]:
    """ "my daughter (7) and my son (5)" -> ["My daughter is 7 years old.", "My son is 5 years
    old."]: an age in brackets after a relative, said as a plain sentence."""
    return [f"My {m.group(1).lower()} is {m.group(2)} years old." for m in _PAREN_AGE.finditer(s)]
