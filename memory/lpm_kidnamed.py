"""A parent's children named by their names alone: "mum of three ... Zara is 9 and in Year 4,
her teacher is Mrs Pickering", "Three kids ... Tobi is 8 and in Year 3", "Then there's Maryam,
she's 2 and goes to Little Acorns nursery" (remember62: the children's messages formed no
fact, and their allergies, teachers and clubs were lost or read as the speaker's).

Design decisions:
- Read as "My daughter Zara is 9 ...", so the kin rules form the name and age, and "She's got a
  peanut allergy" after it is said of her (lpm_passing.pronoun_kin).
- Only a name memory does not know, an age of a child (0-17), and where the child is at school
  or nursery said with it ("Year 4", "in Reception", "4th class", "goes to ... nursery",
  "teacher is ..."): a friend "Sam is 9" or "Tom is 40" stays unread.
- Only from a parent: the message or the one before says "mum of three", "three kids", "my
  kids", or memory already holds a son or daughter. A teacher's pupil ("Zara is 9 and in Year
  4" said by a teacher of no children) is left alone, and so is a grandparent's grandchild
  (a message or the one before that speaks of grandchildren or "nan").
- Son or daughter by the first pronoun said of the child ("her teacher", "He's asthmatic");
  "child" when none is said.
"""
from __future__ import annotations

import re

from .lpm_words import FEMALE, MALE

_PARENT = re.compile(r"\b(?:(?:mum|mom|mam|mother|dad|father|parent)s? of (?:one|two|three|four|"
                     r"five|six|\d)|(?:one|two|three|four|five|six|\d) (?:kids|children|boys|girls)|"
                     r"(?:my|our) (?:kids|children|boys|girls))\b", re.I)
# a grandparent speaks of grandchildren's school years too: no child of theirs
_GRAND = re.compile(r"\bgrand(?:kids?|child(?:ren)?|sons?|daughters?|ma|pa|mother|father|ad|dad)\b|"
                    r"\b(?:nan|nana|granny|gran)\b", re.I)
_SCHOOL = (r"\b(?:(?:in )?(?:year|yr|grade|primary) \d{1,2}|(?:in )?reception|\d(?:st|nd|rd|th) "
           r"(?:class|grade)|(?:goes|go|is) (?:to|at) [^.;!?]{0,40}?(?:nursery|school|preschool|"
           r"montessori|kindergarten|daycare|creche|crèche)|nursery|preschool|kindergarten|"
           r"montessori|(?:class )?teacher(?: is)?)\b")
_OPENS = re.compile(r"(?:(?<=^)|(?<=[.!?]\s))((?:(?:Then|And|Also|Next)(?: there's| there is)? )?)"
                    r"([A-Z][\w'-]+)(,? (?:is|she's|he's|she is|he is) (\d{1,2})\b(?! (?:years? of|"
                    r"minutes|hours|weeks|months)\b))(?=[^.!?]*?" + _SCHOOL + r")", re.I)
_CLASS_HAS = re.compile(r"\b(class|form) (?:has|has got|'s got|gets) (?=(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.? [A-Z])")
_THE_KIDS = re.compile(r"(?:(?<=^)|(?<=[.!?]\s))The (girls|boys|kids|children|twins) are (?=[A-Z][a-z])")
_CHILDREN = {"son", "daughter", "child", "kid", "boy", "girl"}


def kids_named(text: str, known: dict[str, str] | None, before: str = "") -> str:
    """`text` with the children a parent names alone said with "my daughter"/"my son"."""
    # "Osian's class has Mrs Jenkins now": a class's teacher (remember62: "Who is Osian's
    # teacher now?" found the old one, which the word "teacher" named)
    text = _CLASS_HAS.sub(r"\1 teacher is ", step_kids(text, known))
    if not (_PARENT.search(text) or _PARENT.search(before or "")
            or _CHILDREN & set((known or {}).values())) or _GRAND.search(f"{before} {text}"):
        return text

    def mine(m: re.Match) -> str:
        name, age = m.group(2), int(m.group(4))
        if (known and name in known) or age > 17 or not name[0].isupper() or \
                re.fullmatch(r"(?i:she|he|it|this|that|there|then|also|mum|dad|my|our)", name):
            return m.group(0)
        said = re.search(r"\b(she|her|hers|he|his|him)\b", text[m.end(2):], re.I)
        rel = "child" if not said else "daughter" if said.group(1).lower() in (
            "she", "her", "hers") else "son"
        return f"My {rel} {name}{m.group(3)}"   # ("Then there's Maryam, she's 2": her, too)
    # "our two girls ... The girls are Ayo who's 9 and Temi who's 6" (remember67: no child formed)
    text = _THE_KIDS.sub(r"My \1 are ", text)
    return _OPENS.sub(mine, text)


def one_relative(said: list[str]) -> bool:
    """Whether the three or more sentences `said` all open with one relative by name ("My
    daughter Lowri is 7 ...", "My daughter Lowri has got an egg allergy ...", "My daughter Lowri
    does Brownies ..."): a message about one child, whose statement may keep a third sentence
    (remember62: the allergy was lost beside the school year and the club)."""
    heads = {m.group(1) if m else None for m in (_HEAD.match(c) for c in said)}
    return len(said) >= 3 and len(heads) == 1 and None not in heads


_HEAD = re.compile(r"My ([\w-]+ [A-Z][\w'-]+)\b")


# "Irish dancing on Tuesdays and Thursdays.", "Rugby training Wednesday evenings": an activity
# and its days, with no verb, after a sentence about one child (remember62: read as no one's)
_DAYS = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?:s| (?:morning|afternoon|evening|night)s?)?\b"
_CLUB = re.compile(r"(?:And |Also |Plus )?(?!(?:The|A|An|My|Our|His|Her|This|That|Next|Last|Every|"
                   r"Back|See|Home|Off|Out|Free|Busy|Then|Only|Just|Same|Work|Shift|Shifts|"
                   r"Bins|Payday|Pickup|Drop|She|He|They|We|It|You|I|There|Here|Today|Tonight|Tomorrow|"
                   r"Yesterday|So|But|Still|Now)\b)([A-Z][a-z]+(?: [a-z]+){0,2}) (?:on |every )?"
                   + _DAYS + r"(?:,? (?:and |or )?(?:on )?" + _DAYS + r"){0,3}[^.!?]{0,60}[.!]?$")
_YOUNG = frozenset({"son", "daughter", "stepson", "stepdaughter", "grandson", "granddaughter"})


def club_of(s: str, kin: list[tuple[str, str]]) -> str:
    """`s` said as the child's when it is a bare activity and its days and the sentence before
    named one son or daughter ("Aoife is 10 ... Irish dancing on Tuesdays and Thursdays." ->
    "She does Irish dancing on ...")."""
    m = _CLUB.match(s)
    if not m or len(set(kin)) != 1 or kin[0][0] not in _YOUNG:
        return s
    who = "She" if kin[0][0] in FEMALE else "He" if kin[0][0] in MALE else None
    return f"{who} does {s[m.start(1):]}" if who else s


_PARTNERS = r"husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?"
# "Marcus also has a son, Kobe, who's 12, from a relationship before me": the partner's child
# from before is a stepchild (remember65: "Kobe's mum is Shanice" and his school were no one's)
_FROM_BEFORE = (r"\bfrom (?:(?:a|an|his|her|their) (?:previous|earlier|first|former|old|last|other) "
                r"(?:relationship|marriage|partner)|(?:a|his|her) relationship before|(?:his|her) "
                r"(?:ex|first wife|first husband|last marriage)\b|before(?: (?:me|us))?\b)")
# ("Amanda has a daughter from before, Lily, she's 10": the cue before the name; remember70
# made "The user's wife Amanda is 10 years old")
_STEP = re.compile(r"\b((?:[Mm]y|[Oo]ur) (?:" + _PARTNERS + r")(?: [A-Z][\w'-]+)?|(?:(?<=^)|(?<=[.!?] ))"
                   r"[A-Z][\w'-]+) ((?:also |already )?(?:has|had|'s got|has got)) (?:a|one) (son|daughter)"
                   r"(?P<cue> " + _FROM_BEFORE[2:] + r")?,? ([A-Z][\w'-]+)(?(cue)|(?=[^.!?]*?" + _FROM_BEFORE + r"))")


def step_kids(text: str, known: dict[str, str] | None) -> str:
    """`text` with a partner's child from an earlier relationship said as a stepchild ("...
    has a son, my stepson Kobe, ...")."""
    def step(m: re.Match) -> str:
        who = m.group(1)
        if not re.match(r"(?i)my|our", who) and not re.fullmatch(
                _PARTNERS, (known or {}).get(who, "")):
            return m.group(0)
        return f"{who} {m.group(2)} a {m.group(3)}, my step{m.group(3)} {m.group(5)}"
    return _STEP.sub(step, text)
