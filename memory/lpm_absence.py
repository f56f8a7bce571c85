"""What the speaker does not have or do: "I don't have kids", "No pets either, the landlord
won't allow them", "I don't drive", "I don't drink".

Design decisions:
- An absence is as durable as a possession and answers the same questions ("Do I have any
  pets?", "How do I get around?"), so it is keyed like one: `children.none`, `pets.none`,
  `car` (the same key as the car: "I don't drive" and "I bought a Skoda" end each other) and
  `avoids.alcohol` (as "I don't drink coffee" is `avoids.coffee`). A sentence with "not"
  is otherwise no statement (it is often a correction), so without this family "I don't
  have kids" was kept only when its message had nothing better to say.
- An absence ends when the thing comes: `ended_absences` adds `pets.none` to the ends of a
  pet the speaker names and `children.none` to those of a child or a count of children, so
  "has no pets" becomes history when "I adopted a whippet" is told. Someone else's pet or
  car forms no fact of the speaker's and so ends nothing.
- Only the plain words for the whole class are read ("pets", "kids", "children", "a car"):
  "we don't have a dog, but we do have two tortoises" is no absence of pets, and a sentence
  going on with "but" may take the absence back ("no kids, but two stepsons"), so none is
  formed there.
- Chat says an absence without a verb ("No pets either.", "Still no car though"); `said`
  gives such a sentence its "I have" so that the rules read it as the speaker's; "No kids
  allowed at the wedding" is not one, as only an ending word may follow the noun.
"""
from __future__ import annotations

import re

from .lpm_base import fact
from .lpm_words import PET_KIND, PETS
from .types import Page

_NO_VERB = re.compile(r"(?m)^((?:(?:still|so|and|also|oh|and also|but)[,]? )?)[Nn]o (pets?|kids|"
                      r"children|car)(?= either| yet| though| at all| for me| here|\s*[,.!;]|\s*$)"
                      r"(?!\s*[,;]\s*(?:just|only|but)\b)",
                      re.I)
_BUT = re.compile(r"\bbut\b", re.I)
_KIDS = re.compile(r"\b(?:i|we) (?:don't|do not|didn't|never) (?:have|had|got) (?:any )?(?:kids|"
                   r"children)\b|\b(?:i|we)(?:'ve| have)? (?:no|not got any) (?:kids|children)\b|"
                   r"\bi(?:'m| am) (?:childless|child-free|childfree)\b", re.I)
_PETS = re.compile(r"\b(?:i|we) (?:don't|do not) (?:have|own) (?:any )?pets\b|"
                   r"\b(?:i|we)(?:'ve| have)? (?:no|not got any) pets\b", re.I)
_CAR = re.compile(r"\bi (?:don't|do not|can't|cannot) drive(?= anymore| any more|\s*[,.;!]|\s*$|"
                  r" and | so | but |, i)|\b(?:i|we) (?:don't|do not) (?:have|own) a car\b|"
                  r"\b(?:i|we)(?:'ve| have)? no car\b", re.I)
_DRINK = re.compile(r"\bi (?:don't|do not|never) drink(?: alcohol| booze)?(?= anymore| any more|"
                    r"\s*[,.;!]|\s*$| and | so | but )|"
                    r"\bi(?:'m| am) (?:teetotal|tee-total|sober)\b", re.I)


def said(text: str) -> str:
    """`text` with a verbless absence said in full ("No pets either." -> "I have no pets
    either.")."""
    return _NO_VERB.sub(lambda m: m.group(1) + "I have no " + m.group(2), text or "")


def absences(s: str, page: Page, who: str) -> list[dict]:
    """The absences sentence `s` states of the speaker."""
    if _BUT.search(s):
        return []
    out = []
    if _KIDS.search(s):
        out.append(fact("trait", "children.none", "no children", f"{who} has no children.",
                        page, 0.75))
    if _PETS.search(s):
        out.append(fact("trait", "pets.none", "no pets", f"{who} has no pets.", page, 0.75))
    m = _CAR.search(s)
    if m:
        drives = "drive" in m.group(0).lower()
        out.append(fact("trait", "car", "doesn't drive" if drives else "no car",
                        f"{who} doesn't drive (no car)." if drives else f"{who} has no car.",
                        page, 0.7))
    if _DRINK.search(s):
        out.append(fact("trait", "avoids.alcohol", "alcohol",
                        f"{who} doesn't drink alcohol.", page, 0.7, ends=["likes.alcohol"]))
    return out


_PET_KEYS = frozenset(PETS.split("|")) | frozenset(PET_KIND.values())
_CHILD_KEYS = frozenset("son daughter kid child baby twins stepson stepdaughter".split())
_BORN_KIN = frozenset("grandson granddaughter grandchild niece nephew".split())


# a child who has just come: a grown son named ("my lad Ryan, he's 20") is no baby, and the
# grandchild on the way stays on the way (remember39's keith lost "going to be a grandad")
_ARRIVED = re.compile(r"\b(?:born|baby|newborn|arrived|came early|gave birth|(?:days?|weeks?|"
                      r"months?) old|had (?:a|our|my) (?:little |baby )?(?:boy|girl|son|"
                      r"daughter)|adopted|welcomed)\b", re.I)


def ended_absences(facts: list[dict], said: dict[int, str] | None = None) -> list[dict]:
    """`facts` with a pet or a child the speaker now has ending the absence of one; `said`:
    page id -> the user's words (a child ends the baby on the way only where a birth is
    told; without `said`, always)."""
    for f in facts:
        key = f["attribute"].split(".")
        if f["attribute"] == "children.count" or (key[0] == "relation" and len(key) > 1
                                                  and key[1] in _CHILD_KEYS):
            born = said is None or any(_ARRIVED.search(said.get(p, ""))
                                       for p in f.get("page_ids", ()))
            f["ends"] = list(f.get("ends", ())) + ["children.none"] + (
                ["family.expecting"] if born else [])
        elif key[0] == "relation" and len(key) > 1 and key[1] in _BORN_KIN:
            # the baby on the way has come ("I'm going to be an aunt", then "my sister had a
            # little boy, Finlay")
            f["ends"] = list(f.get("ends", ())) + ["family.expecting"]
        elif key[0] == "relation" and len(key) > 1 and key[1].replace("_", " ") in _PET_KEYS:
            f["ends"] = list(f.get("ends", ())) + ["pets.none"]
    return facts
