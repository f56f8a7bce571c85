"""Facts the speaker shares with a partner or family, said with "we" or "both": "We're both
nurses", "Me and my wife Dana are both teachers", "My husband and I both work as lawyers",
"Our kids are 4 and 7".

Design decisions:
- "Both" makes a plural predicate true of each of the two: the speaker and the one named
  with them. `both` says it again as two plain sentences, one per person ("I'm a nurse.",
  "My wife Dana is a nurse."), which the job and kin rules read as usual; the original
  sentence is still read for what else it says ("... and we work nights").
- Only a job noun the lexicon knows, in the plural, right after "both" (or "both work as"):
  "we're both tired", "we're both into hiking" or "we both love dogs" name no job, and
  "we" without "both" (a family, a team at work) is not said to be one of the speaker's
  jobs, as "we are teachers" may speak of a staff room.
- A diet is shared the same way ("We're both vegetarian", "Me and my wife are both vegan"):
  said again as the speaker's and the relative's, so it is keyed as a diet (a later diet
  ends it) where the whole sentence was only a statement; not "we both love vegan food".
"""
from __future__ import annotations

import re

from .lpm_words import DIETS, JOBS, NOT_JOBS, RELATIONS

_WHO = (r"(?:we(?:'re| are)|(?:me|i) and my (?P<r1>" + RELATIONS + r")(?: (?P<n1>[A-Z][\w'-]+))?"
        r" are|my (?P<r2>" + RELATIONS + r")(?: (?P<n2>[A-Z][\w'-]+))? and (?:i|me) are|"
        r"we|(?:me|i) and my (?P<r3>" + RELATIONS + r")(?: (?P<n3>[A-Z][\w'-]+))?|my (?P<r4>"
        + RELATIONS + r")(?: (?P<n4>[A-Z][\w'-]+))? and (?:i|me))")
_BOTH = re.compile(r"(?:^|(?<=[\s,]))(?P<who>(?i:" + _WHO + r")) (?i:both) (?P<work>(?i:work "
                   r"as ))?(?P<job>(?:[a-z-]+ )?[a-z-]+?)(?:s|es)\b")

_BOTH_DIET = re.compile(r"(?:^|(?<=[\s,]))(?P<who>(?i:" + _WHO + r")) (?i:both) (?:(?i:strictly|"
                        r"fully|now) )?(?P<diet>(?i:" + DIETS + r"))\b(?!-| (?:food|recipes?|"
                        r"options?|cooking|restaurants?|places?|dishes))")


def _both_diet(s: str) -> list[str]:
    m = _BOTH_DIET.search(s)
    if not m or not re.search(r"(?:are|'re)$", m.group("who"), re.I):
        return []
    diet = m.group("diet").lower()
    rel = next((m.group(f"r{i}") for i in range(1, 5) if m.group(f"r{i}")), None)
    name = next((m.group(f"n{i}") for i in range(1, 5) if m.group(f"n{i}")), None)
    kin = [f"My {rel.lower()}{' ' + name if name else ''} is {diet}."] if rel else []
    return [f"I'm {diet}."] + kin


def both(s: str) -> list[str]:
    """ "Me and my wife Dana are both nurses" -> ["I'm a nurse.", "My wife Dana is a nurse."];
    [] where no shared job is said."""
    m = _BOTH.search(s)
    # "we're both nurses", "we both work as nurses" (not "we both love nurses")
    if not m or not (m.group("work") or re.search(r"(?:are|'re)$", m.group("who"), re.I)):
        return _both_diet(s)
    job = m.group("job").lower()
    head = job.split()[-1]
    if head not in JOBS or head in NOT_JOBS:
        job, head = job + "e", head + "e"   # "nurses" -> "nurs" + "e"
        if head not in JOBS or head in NOT_JOBS:
            return []
    art = "an" if job[0] in "aeiou" else "a"
    out = [f"I'm {art} {job}."]
    rel = next((m.group(f"r{i}") for i in range(1, 5) if m.group(f"r{i}")), None)
    name = next((m.group(f"n{i}") for i in range(1, 5) if m.group(f"n{i}")), None)
    if rel:
        out.append(f"My {rel.lower()}{' ' + name if name else ''} is {art} {job}.")
    return out


# "Our kids are 4 and 7", "my twins are four": the ages of several children at once
_NUMS = r"(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_KIDS_AGES = re.compile(r"\b(?i:my|our) (?i:(kids|children|twins|boys|girls|sons|daughters)) "
                        r"(?i:are) " + _NUMS + r"(?:(?:,| and|, and) " + _NUMS + r")?"
                        r"(?! (?:minutes|hours|days|weeks|months|inches|feet|cm|kg|pounds|"
                        r"percent|%|of|in|at))(?=[ .,!;]|$)", re.I)


# "We have two kids, daughter Sofiia is 12 and son Bohdan is 7": the children listed after
# their count with no "my", as second-language speakers say it (remember44: no child named)
_COUNTED = re.compile(r"\b(?i:i|we)(?:'ve| have)?(?: (?i:got|have))? (?:\d|(?i:two|three|four|"
                      r"five|six)) (?i:kids|children)\b")
_LISTED = re.compile(r"(?:[,:;]|\band)\s+(?:(?i:a|an|one|the)\s+)?(?i:(daughter|son|boy|girl|"
                     r"stepson|stepdaughter))\s+([A-Z][\w'-]+)(?:,?\s+(?:who\s+)?(?:is|'s)\s+"
                     + _NUMS + r")?(?=[\s,.;!]|$)")


def kids_ages(s: str) -> list[str]:
    """ "Our kids are 4 and 7" -> ["My kids are 4 and 7 years old."]: said with "years old", so
    the age reads as one (the sentence alone held too few words to be kept); each child listed
    after the count said again ("My daughter Sofiia is 12.")."""
    out = []
    count = _COUNTED.search(s)
    for m in _LISTED.finditer(s[count.end():] if count else ""):
        rel = {"boy": "son", "girl": "daughter"}.get(m.group(1).lower(), m.group(1).lower())
        out.append(f"My {rel} {m.group(2)} is {m.group(3)}." if m.group(3)
                   else f"My {rel} is called {m.group(2)}.")
    m = _KIDS_AGES.search(s)
    if not m:
        return out
    ages = m.group(2) + (f" and {m.group(3)}" if m.group(3) else "")
    return out + [f"My {m.group(1).lower()} are {ages} years old."]
