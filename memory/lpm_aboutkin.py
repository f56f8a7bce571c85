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


__all__ = ["ANY", "PET_RELS", "about_kin"]
