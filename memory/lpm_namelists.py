"""Names listed after a plural: "I have two kids, Sam and Lily", "my dogs are Rex and Bella".

Design decisions:
- People very often name their children, siblings or pets in one breath, after a count or a
  plural. The count family (lpm_story) kept "The user has two kids." and the statement with
  the names was then dropped as the same fact, so "What's my son called?" had nothing to
  find. Each name here becomes its own keyed relative (the key holds the name, as several
  share the noun), with the age said beside it ("Jack (8)", "Leo, who is five"). The count's
  text holds the ages too: of "kids, Mateo who's seven and Ines who's three", "How old is my
  son?" is answered by the whole list (app/focus_subject picks it), as which child is the son
  is not said.
- A list needs two names or more joined by "and"/"&", each capitalised, and must end the
  clause: "my boys are Arsenal and Chelsea fans" names nobody, nor do languages or
  nationalities ("our kids are English and Spanish").
- "a son and a daughter, Sam and Lily" pairs the nouns and names in order.
- Children's names also go into the count fact ("The user has two kids: Sam and Lily."), as
  "What are my kids called?" is asked of the group.
"""
from __future__ import annotations

import re

from .lpm_base import CALENDAR, fact, poss, slug
from .lpm_spoken import AGE_WORDS, in_digits
from .lpm_words import DEMONYM, PET_KIND, PETS
from .types import Page

_PETS_PLURAL = {(p[:-1] + "ies" if p.endswith("y") else p + "es" if p.endswith(("sh", "ch"))
                 else p + "s"): p for p in PETS.split("|") if p != "fish"}
# pets counted by their breed name the kind ("two kelpies, Tilly and Rusty": remember47's
# farmer named his dogs so and formed no name; "boxers" and "labs" may be anything)
_PETS_PLURAL.update({(b[:-1] + "ies" if b.endswith("y") and b[-2] not in "aeiou" else b + "s"): k
                     for b, k in PET_KIND.items() if b not in ("lab", "boxer", "shepherd", "mutt")})
_KIN = {"kids": "child", "children": "child", "sons": "son", "boys": "son",
        "daughters": "daughter", "girls": "daughter", "brothers": "brother",
        "sisters": "sister", "grandkids": "grandchild", "grandchildren": "grandchild",
        "grandsons": "grandson", "granddaughters": "granddaughter", "parents": "parent",
        "twins": "child"}
_CHILDREN = frozenset({"child", "son", "daughter"})
_PLURAL = "|".join(sorted({**_KIN, **_PETS_PLURAL}, key=len, reverse=True))
# ("We have twin boys, Juma and Amani": a pair counted as twins; remember50 formed neither son)
_COUNT = r"(?:two|three|four|five|six|2|3|4|5|6|twin)"
_ADJ = (r"(?:(?i:little|young|grown-up|grown|lovely|beautiful|gorgeous|wonderful|amazing|"
        r"adult|older|younger|teenage|rescue|crazy) )?")
_SEP = r"(?:,|:| -| \u2013| \u2014|,? (?i:called|named))\s*"
# ("Got two kelpies, Tilly and Rusty.": chat drops the "I" at the start of a message)
_HAVE = r"(?:\b(?i:i|we)(?:'ve| have)? |^)(?i:have|got|have got) "
_COUNTED = re.compile(_HAVE + r"(?:(" + _COUNT + r") )?" + _ADJ + r"((?i:" + _PLURAL + r"))"
                      + _SEP)
_OWNED = re.compile(r"\b(?i:my|our) (?:(" + _COUNT + r") )?" + _ADJ + r"((?i:" + _PLURAL
                    + r"))(?: (?i:are)(?: (?i:called|named))? |, )")
_PAIR = re.compile(_HAVE + r"(?i:a|one) ((?i:son|daughter|boy|girl)) (?i:and) (?i:a|one) "
                   r"((?i:son|daughter|boy|girl))" + _SEP)
# "Tomiwa is 7 and her brother Dayo is 4", "Sam, 9, and Lily, 6": the age said as a clause
# of its own or between commas is still the named one's; a brother or sister named of the one
# before tells both apart ("her brother": a daughter, then a son)
_SIB = r"(?:(?i:(his|her)) (?:(?i:little|big|baby|older|younger|twin) )?(?i:(brother|sister)) )?"
_NAME = re.compile(_SIB + r"([A-Z][\w'-]*[^\W\d_A-Z])(?: \((\d{1,2})\)|,? (?i:who's|who is|"
                   r"aged|is) (\d{1,2}|(?i:" + AGE_WORDS + r"))(?: (?i:years old))?|, (\d{1,2})"
                   r"(?=,? and |,? & |\s*[.;!]|$))?")
_NEXT = re.compile(r"(,? (?:and|&) |, )")
_CLAUSE_END = re.compile(r"\s*(?:[,.;!?)]|$|(?:and|but|so|who|now|too|both)\b)")


def _names(s: str, at: int, kin: dict | None = None) -> list[tuple[str, str]]:
    """(name, age) pairs listed from `at`; none unless two or more end in "and"/"&". `kin`
    gets the son or daughter that "her brother" tells, by name."""
    out, joined = [], False
    while True:
        m = _NAME.match(s, at)
        if not m or m.group(3) in ("I", "My", "Our", "The") or CALENDAR.fullmatch(m.group(3)):
            return []
        if m.group(1) and (not out or kin is None):
            return []
        if m.group(1):
            kin[out[-1][0]] = {"his": "son", "her": "daughter"}[m.group(1).lower()]
            kin[m.group(3)] = {"brother": "son", "sister": "daughter"}[m.group(2).lower()]
        age = m.group(4) or m.group(5) or m.group(6) or ""
        out.append((m.group(3), in_digits(age) if age else ""))
        n = _NEXT.match(s, m.end())
        if n and _NAME.match(s, n.end()) and not joined:
            joined = "and" in n.group(1) or "&" in n.group(1)
            at = n.end()
            continue
        if len(out) < 2 or not joined or not _CLAUSE_END.match(s, m.end()):
            return []
        return out


# "he's named it Birta after our daughter": the one a thing is named after is called so (the
# daughter of "kids are Birta and Kári" was a child of no known sex; sigrun); not "named
# after my granddad's village"
_AFTER = re.compile(r"\b(?i:named|called) (?i:it|him|her|the \w+) ([A-Z][\w'-]+) (?i:after) "
                    r"(?i:my|our) (?i:(daughter|son|mum|mom|dad|wife|husband|sister|brother|"
                    r"grandma|granny|grandad|granddad|grandpa|grandmother|grandfather))(?=[,.;!]|$| \w)"
                    r"(?!'s)")
_SEVERAL = ("daughter", "son", "sister", "brother")


def named_sets(s: str, page: Page, who: str) -> list[dict]:
    """Each relative or pet named in a list after a plural, with ages said beside; one a
    thing is named after."""
    m = _AFTER.search(s)
    after = [fact("trait", f"relation.{m.group(2).lower()}" + (
        f".{slug(m.group(1))}" if m.group(2).lower() in _SEVERAL else ""), m.group(1),
        f"{poss(who)} {m.group(2).lower()} is called {m.group(1)}.", page, 0.7)] if m else []
    return after + _listed(s, page, who)


def _listed(s: str, page: Page, who: str) -> list[dict]:
    for m in (_PAIR.search(s), _COUNTED.search(s), _OWNED.search(s)):
        if not m:
            continue
        kin: dict[str, str] = {}
        names = _names(s, m.end(), kin)
        if m.re is _PAIR:
            if len(names) != 2:
                continue
            rels = [_KIN[m.group(i).lower() + "s"] for i in (1, 2)]
        else:
            plural = m.group(2).lower()
            rel = _KIN.get(plural) or _PETS_PLURAL[plural]
            if not names or (m.re is _OWNED and all(DEMONYM.search(n) for n, _ in names)):
                continue
            rels = [kin.get(n, rel) if rel == "child" else rel for n, _ in names]
            if kin and rel != "child":
                continue
        return _facts(names, rels, m, page, who)
    return []


def by_age(out: list[dict], ages: dict[str, float], who: str) -> None:
    """Names said together with two or more ages: the youngest and the oldest told apart in
    their facts' text ("The user's youngest child is called Lily."), `ages` by fact key."""
    if len(ages) < 2:
        return
    for order, key in (("youngest", min(ages, key=ages.get)), ("oldest", max(ages, key=ages.get))):
        for f in out:
            if f["attribute"] == key:
                f["text"] = re.sub(r"^(.*?'s?) ", rf"\1 {order} ", f["text"], count=1)


def _facts(names, rels, m, page: Page, who: str) -> list[dict]:
    out, ages = [], {}
    for (name, age), rel in zip(names, rels):
        key = f"relation.{slug(rel)}.{slug(name)}"
        out.append(fact("trait", key, name, f"{poss(who)} {rel} is called {name}.", page, 0.75))
        if age:
            ages[key] = int(age)   # (the youngest and the oldest told apart all the same)
        if age:
            out.append(fact("trait", key + ".age", age,
                            f"{poss(who)} {rel} {name} is {age} years old.", page, 0.75))
    if len(set(rels)) == 1:   # (a daughter and a son: neither is "the oldest daughter")
        by_age(out, ages, who)
    if m.re is not _PAIR and rels[0] in _CHILDREN:
        said = [f"{n} ({a})" if a else n for n, a in names]
        listed = ", ".join(said[:-1]) + f" and {said[-1]}"
        count = m.group(1) or str(len(names))
        said = m.group(2).lower() if m.group(2).lower() == "twins" and not m.group(1) else \
            f"{count.lower()} {m.group(2).lower()}"   # ("twins", not "2 twins")
        out.append(fact("trait", "children.count", f"{count} {m.group(2).lower()}",
                        f"{who} has {said}: {listed}.", page, 0.75))
    return out
