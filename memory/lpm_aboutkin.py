"""A sentence opening with "He"/"She" (or "His"/"Her") said again with the relative just named
as its subject: "She's a teacher" after "my wife Anneke" is "My wife Anneke is a teacher".
Split out of lpm_passing (which finds who the pronoun is) when it passed 400 lines.
"""
from __future__ import annotations

import re

from .lpm_words import FEMALE, MALE, PET_KIND, PETS

# relations said of either sex: "my flatmate Zainab ... She's a junior doctor" (remember5)
ANY = frozenset({"partner", "friend", "best friend", "flatmate", "roommate", "housemate",
                 "boss", "manager", "colleague", "coworker", "teammate", "cousin", "neighbour",
                 "neighbor",
                 # ("two kids, Mathis who is 14 and Léa who is 9 ... for Léa? She is crazy about
                 # horses": a child named is either; remember47)
                 "child", "kid", "grandchild", "grandkid", "baby", "twin", "youngest", "eldest",
                 "oldest", "ex", "ex-partner"})
PET_RELS = frozenset(PETS.split("|")) | frozenset(PET_KIND.values())


# one who cares for the relative doing something to them: "Dr Pham took her off the Sinemet",
# "The consultant swapped him from quetiapine to risperidone" (the one said before, as "she")
_CARED_FOR = re.compile(r"^((?:(?:Dr|Doctor|Mr|Mrs|Ms|Miss|Prof)\.? [A-Z][\w'-]+|(?:The|Her|His) (?:consultant|"
                        r"doctor|doc|GP|gp|nurse|neurologist|specialist|surgeon|physio|psychiatrist|"
                        r"vet|hospital|clinic|care home|memory clinic|oncologist|cardiologist|dentist)) "
                        r"(?:\w+ ){0,2}?(?:has |have |'s )?(?:put|took|taken|moved|switched|swapped|changed|"
                        r"started|referred|sent|booked|given|gave|prescribed|upped|increased|reduced|"
                        r"lowered|weaned|admitted|discharged|diagnosed) )(him|her)\b"
                        r"(?= (?:off|onto|on|to|from|in|into|up|down|out|back|for|with|at|a|an|some)\b)")
_FOR_LEAD = re.compile(r"(?i:for) ((?:(?i:the|her|his|their) )?[\w'-]+(?: [\w'-]+)?),? (?=(?i:she|he) "
                       r"(?:has|takes|uses|is on|gets|needs|wears)\b)")


def about_kin(s: str, rel: str, name: str) -> str | None:
    """`s` with an opening "He"/"She" (or "His"/"Her") replaced by the relative just named
    (their possessive), or None."""
    # chat writes "she's a teacher" in lowercase (present only: "she was a wonderful cook" may
    # be of one who died); "Also she's allergic to peanuts": an opener first (remember31)
    s = re.sub(r"^(?i:also|and also|plus|oh and|and|but|btw|actually|sorry|oh)(?:,)? (?=(?i:he|"
               r"she|his|her)\b)", "", s)
    # "For the Parkinson's she has co-careldopa three times a day": what for, said first, goes
    # after the verb's first clause (remember68: a carer's messages formed nothing)
    lead = _FOR_LEAD.match(s)
    if lead:
        rest = s[lead.end():]
        cut = re.search(r"[,.;!]|$", rest).start()
        s = f"{rest[0].upper()}{rest[1:cut]} for {lead.group(1)}{rest[cut:]}"
    # ("she has a cat named Mittu": dictation; "she sleeps in a moses basket ...": any verb
    # in the present, remember77)
    s = re.sub(r"^(?:he|she)(?='s\b| is\b| (?!was\b|does\b|says\b)(?:still |now |also )?[a-z]{2,}s\b)",
               lambda w: w.group(0).capitalize(), s)
    cared = _CARED_FOR.match(s)
    if cared:   # "Dr Pham took her off the Sinemet and she's on Stalevo now" (lionel, godfrey)
        she = cared.group(2).lower() == "her"
        if rel in ANY - {"friend", "best friend", "boss", "manager", "colleague", "coworker", "teammate",
                         "neighbour", "neighbor"} or (rel in (FEMALE if she else MALE)):
            return f"{cared.group(1)}my {rel} {name}".rstrip() + s[cared.end():]
        return None
    m = re.match(r"(He|She|His|Her)(?:('s)|\b)", s)
    she = m is not None and m.group(1) in ("She", "Her")
    # (a pet is either: "Can I give my cat Pickle tuna? She's 14.")
    if not m or (rel not in ANY | PET_RELS and (she != (rel in FEMALE) or rel not in FEMALE | MALE)):
        return None
    rest = s[m.end():]
    who = f"My {rel} {name}" if name else f"My {rel}"
    if m.group(1) in ("His", "Her"):   # "Her cat Mango just had kittens": the relative's
        # ("Her name's Harjit": the name rules read "'s name is")
        if m.group(2):
            return None
        return f"{who}'s" + re.sub(r"^ name's(?= [A-Z])", " name is", rest)
    if m.group(2):   # "'s been", "'s given up" is "has ...", "'s turning" is "is turning"
        rest = (" has" if re.match(r"\s+(?:(?:just|finally|also|now) )?(?:been|got|had|given|gone|"
                                   r"done|moved|left|started|found|quit|packed|split|broken)\b", rest) else " is") + rest
    elif rest.startswith("'ll "):   # "he'll be twelve" (not "Oliver'll be twelve")
        rest = " will" + rest[3:]
    elif rest.startswith("'"):   # "she'd love ...": a wish, not a fact of hers
        return None
    return f"{who}{rest}"


_CHILDREN = frozenset(("son", "daughter", "stepson", "stepdaughter"))


def only_child(known: dict[str, str] | None) -> list[tuple[str, str]]:
    """[(relation, name)] of the children memory knows whom an opening "he"/"she" with
    nothing said before can be: one son, or one daughter, where no grown-up known is of
    that sex too (a husband is "he" as well)."""
    out = []
    for sex in (MALE, FEMALE):
        kids = [(r, n) for n, r in (known or {}).items() if r in _CHILDREN and r in sex]
        grown = [n for n, r in (known or {}).items() if r not in _CHILDREN and r in sex]
        out += kids if len(kids) == 1 and not grown else []
    return out


__all__ = ["ANY", "PET_RELS", "about_kin", "only_child"]
