"""What a sentence opening with "He"/"She"/"It" is about, when the sentence before it brought
in a pet or a possession of the speaker: "We got a puppy last week. He's called Biscuit.",
"I finally bought a car. It's a red Mazda."

Design decision: the pronoun is replaced by "My <noun>" so the usual rules read the sentence
("My puppy is called Biscuit" gives the pet's name, "My car is a red Mazda" the car). Only
right after a first-person sentence that names one such noun with "a"/"an"/"my"/"our", only
for "he"/"she"/"it" followed by "is"/"was"/"'s", and "he"/"she" only for an animal: "It was
great" after "we went to a concert" stays unread, as "concert" is no pet or possession, and
"He's called Rex" after "My sister got a dog" is the sister's dog. "He"/"She" looks only
at the animals named ("we moved to a new flat, so I adopted a whippet! She's called Misty"),
"It" at all the nouns. "We've called him Biscuit." / "We named her Bella." is read the same
way ("My puppy is called Biscuit.").
"His younger brother Tobenna is 6" after a sentence naming one son of the speaker's is read
as "My younger son Tobenna is 6" (`sibling_of_kin`; remember33 formed nothing): the brother
of one's son is one's son, of one's brother one's brother; "his" only after a son or brother
("her" a daughter or sister), and only when one such relative was named.
"Moved there" is read the same way as "moved to <the place>" when the sentence, or else the
one before it, names exactly one place ("Paloma got a job in Vancouver, so we moved there
last week": remember19, formed no home); with none or two, "there" stays unread.
Whom the speaker got engaged to is often named in the next sentence ("I got engaged last week!
His name is Vivek, he is a civil engineer"): the opening "His name is" / "He's called" is read
as "My fiancé is called" (fiancée for "her"), only right after the speaker ("I", "we") says
they got engaged; "My sister got engaged. His name is Tom." names no one of the speaker's.
"""
from __future__ import annotations

import re

from .lpm_base import CALENDAR, article
from .lpm_carers import pronoun_carer
from .lpm_medication import medicine_it
from .lpm_business import BUSINESS
from .lpm_words import PET_KIND, PETS, grown

THINGS = ("car|bike|motorbike|motorcycle|scooter|van|truck|camper|campervan|caravan|boat|"
          "house|flat|apartment|cottage|bungalow")
_NOUN = r"(" + PETS + "|" + "|".join(PET_KIND) + "|" + THINGS + r")"
# ("we got the puppy!": the one spoken of before, fetched at last; remember47 named none)
_INTRO = re.compile(r"\b(?:a|an|my|our|(?:(?<=got )|(?<=adopted )|(?<=collected ))the)\s+"
                    r"(?:[a-z-]+\s+){0,2}?" + _NOUN + r"\b", re.I)
# the speaker's own: "We got a puppy", "Our new puppy arrived" (not "My sister got a dog")
# ("Oh and I got a hamster": chat stacks two openers; remember32 formed no name after it)
# (the speaker's children getting one is the household's pet: "My kids adopted a puppy from the
# street" then "They named him Kulot"; remember43. Not "My sister got a dog")
_OWNER = re.compile(r"^(?:\w+[,!]\s+|(?:so|and|then|well|anyway|also|plus|oh|but|yeah|ok|okay)"
                    r"\s+){0,2}(?:(?:I|I've|we|we've)\b|(?:my|our)\s+(?:[a-z-]+\s+){0,2}?"
                    + _NOUN + r"\b|(?:my|our|the) (?:kids|children)\b)", re.I)
_PRONOUN = re.compile(r"(He|She|It)(?:'s|\s+is|\s+was)\s+(?=\w)")
# (whoever in the household named it: "They named him Kulot", "the kids named her Zara")
# ("Léa chose the name: Caramel": one of the household named by name, or the name chosen;
# remember47 formed no name for the new puppy)
_NAMER = r"(?:(?i:we|i|they)(?:'ve| have)?|(?i:the|my|our) (?i:kids|children)|[A-Z][\w'-]+)"
_NAMED = re.compile(_NAMER + r"(?: (?i:just|decided to))? (?:(?i:called|named|call|"
                    r"name) (?i:(him|her|it))|(?i:chose|picked) the name:?) ([A-Z][a-z'-]+)\b")
# "We got a dog. A brindle boerboel pup from a guy at church, the kids named her Zara.": the
# animal said again as a fragment, named in a clause after it (remember43: formed nothing)
_FRAGMENT_NAMED = re.compile(r"((?i:an?|the) (?:[a-z-]+ ){0,3}?(?i:" + PETS + "|"
                             + "|".join(PET_KIND) + r")s?\b[^.!?]{0,60}?),? (?:and )?"
                             + _NAMED.pattern)


# "We got a puppy! A little toy poodle called Bamse.": the animal said again as a fragment,
# with its name (remember25: formed no pet)
_FRAGMENT = re.compile(r"(?:an?|the) (?:[a-z-]+ ){0,3}?(" + PETS + "|" + "|".join(PET_KIND)
                       + r")s? (?:called|named) (?-i:[A-Z])[a-z'-]+\b", re.I)


def about_thing(prev: str | None, s: str) -> str | None:
    """`s` with its opening pronoun replaced by the pet or thing `prev` brought in, or None."""
    f = _FRAGMENT.match(s)
    if f and prev and _OWNER.match(prev):
        animals = {n.group(1).lower() for n in _INTRO.finditer(prev)} - set(THINGS.split("|"))
        if len(animals) == 1:   # said as the one sentence: "We got a puppy, a little ..."
            return f"{prev.rstrip(' !.')}, {s[0].lower()}{s[1:]}"
    fn = _FRAGMENT_NAMED.match(s)
    if fn and prev and _OWNER.match(prev) and not CALENDAR.fullmatch(fn.group(3)):
        animals = {n.group(1).lower() for n in _INTRO.finditer(prev)} - set(THINGS.split("|"))
        if len(animals) == 1:
            kind, frag = animals.pop(), fn.group(1)
            return f"My {PET_KIND.get(kind, kind)} {fn.group(3)} is {frag[0].lower()}{frag[1:]}."
    m = _PRONOUN.match(s) or _NAMED.match(s)
    if not m or not prev or not _OWNER.match(prev):
        return None
    nouns = [n.group(1).lower() for n in _INTRO.finditer(prev)]
    # "He"/"She" is an animal: "moved to a new flat ... adopted a whippet"
    if (m.group(1) or "").lower() != "it":
        nouns = [n for n in nouns if n not in THINGS.split("|")]
    # ("a puppy ..., an aspin": one animal said by its age and by its breed; maricel)
    if len({PET_KIND.get(n, grown(n)) for n in nouns}) != 1:
        return None
    noun = nouns[0]
    if m.re is _NAMED and PET_KIND.get(noun, noun) != noun:
        # ("We got a greyhound. We've called her Pippa.": the breed kept; beverley)
        return f"My {PET_KIND[noun]} is {article(noun)} called {m.group(2)}."
    if m.re is _NAMED:
        return f"My {noun} is called {m.group(2)}."
    verb = "was" if m.group(0).rstrip().endswith("was") else "is"
    # "My dog Rex hates baths. He's a spaniel.": the pet keeps the name said with it
    name = re.search(r"\b(?i:my|our) (?:[a-z-]+ ){0,2}?(?i:" + re.escape(noun)
                     + r"),? ((?-i:[A-Z])[a-z'-]+(?: (?-i:[A-Z])[a-z'-]+)*)\b(?!')", prev)
    named = f" {name.group(1)}" if name and name.group(1) not in ("I", "My") else ""
    return f"My {PET_KIND.get(noun, noun)}{named} {verb} {s[m.end():]}"


_THERE = re.compile(r"\b((?i:i|we)(?:'ve| have)? (?:(?i:just|finally|recently|then|all) )?(?i:moved|"
                    r"relocated))(?: (?i:over|out|up|down))? (?i:there)\b"
                    # "I'm a youth worker in Rotorua now. moved down last weekend": a move up,
                    # down or over with no place is to the one just named (remember25); not
                    # "moved out" (of a home) nor "moved in" (with someone)
                    r"|(?:\b((?i:i|we)(?:'ve| have)? )|^((?i:and|so|then) )?)((?:(?i:just|finally|"
                    r"recently|then|all) )?(?i:moved|relocated)) (?i:over|up|down|across)\b(?! (?i:to|from|here|"
                    r"there|with|in (?-i:[A-Z])|into)\b)")
_PLACE = re.compile(r"\b(?:in|to|near) ((?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+)){0,2})\b(?!')")


def moved_there(prev: str | None, s: str) -> str | None:
    """`s` with "moved there" said as "moved to <the place>" named before it, or None."""
    m = _THERE.search(s)
    if not m:
        return None
    for where in (s[:m.start()], prev or ""):
        places = {p for p in _PLACE.findall(where) if not CALENDAR.match(p)}
        if places:
            # (chat drops the "I": "moved down last weekend")
            said = m.group(1) or (m.group(2) or (m.group(3) or "") + "I ") + m.group(4)
            return (f"{s[:m.start()]}{said} to {places.pop()}{s[m.end():]}"
                    if len(places) == 1 else None)
    return None


_SIBLING = re.compile(r"^(His|Her) ((?:(?:younger|older|little|big|baby|twin|elder|kid) )?)"
                      r"(brother|sister)\b")
_KIN_BEFORE = re.compile(r"\b(?:my|our) (?:(?:first|eldest|oldest|youngest|older|younger|"
                         r"second|little|baby|big|middle) )?(son|daughter|boy|girl|brother|"
                         r"sister)\b", re.I)
_HIS = {"son": "his", "boy": "his", "brother": "his", "daughter": "her", "girl": "her",
        "sister": "her"}
_CHILD = {"brother": "son", "sister": "daughter"}


# "My son Fintan's sister Orla is a nurse": the sibling of one's named child or sibling
_SIBLING_OF = re.compile(r"\b(?i:my|our) (?i:(son|daughter|boy|girl|brother|sister)) [A-Z][\w'-]+'s "
                         r"((?i:(?:younger|older|little|big|baby|twin|elder|kid) )?)(?i:(brother|"
                         r"sister))(?= [A-Z])")


def sibling_of_kin(prev: str | None, s: str) -> str | None:
    """`s` with "His younger brother" said as the speaker's own relative, when `prev` named one
    son (daughter, brother, sister) of the speaker's, or "my son Fintan's sister" so; else
    None."""
    m = _SIBLING_OF.search(s)
    if m:
        rel = m.group(3).lower()
        rel = _CHILD[rel] if m.group(1).lower() in ("son", "daughter", "boy", "girl") else rel
        return f"{s[:m.start()]}my {m.group(2)}{rel}{s[m.end():]}"
    m = _SIBLING.match(s)
    if not m or not prev:
        return None
    kin = {k.lower() for k in _KIN_BEFORE.findall(prev)}
    if len(kin) != 1 or _HIS[next(iter(kin))] != m.group(1).lower():
        return None
    child = next(iter(kin)) in ("son", "daughter", "boy", "girl")
    rel = _CHILD[m.group(3)] if child else m.group(3)
    return f"My {m.group(2)}{rel}{s[m.end():]}"


# ("we're engaged", "I just got engaged", "I've finally got engaged"; not "my sister got engaged")
_ENGAGED = re.compile(r"(?:^|[,;!.]\s+|\b(?:and|so|oh|well|also)\s+)(?:i|we)(?:'ve|'re|'m| have| "
                      r"am| are)?(?: (?:just|finally|recently|officially|now))? (?:got |gotten |"
                      r"became |are |am )?engaged\b(?! to (?-i:[A-Z]))", re.I)
_OPENS = re.compile(r"^(?:(?:and|oh|so)\s+)?(?:(his|her) name(?:'s| is)|(he|she)(?:'s| is) "
                    r"(?:called|named)) (?=(?-i:[A-Z]))", re.I)


def engaged(prev: str | None, s: str) -> str | None:
    """`s` with its opening "His name is" said of the speaker's fiancé(e), or None."""
    m = _OPENS.match(s)
    if not m or not prev or not _ENGAGED.search(prev.strip()):
        return None
    who = "fiancé" if (m.group(1) or m.group(2)).lower() in ("his", "he") else "fiancée"
    return f"My {who} is called {s[m.end():]}"


# "I opened my own salon! It's called Loose Ends": the business one runs, named (remember34)
_OPENED = re.compile(r"\b(?:i|we)(?:'ve| have)? (?:just |finally |now )?(?:opened|started|set up|"
                     r"launched|run|own|bought) (?:my|our|a|an) (?:own |new |little )?(?:[\w-]+ )?("
                     + BUSINESS + r")\b", re.I)
_IT_CALLED = re.compile(r"^(?:It|It's|It is) (?:called|named) (?=[A-Z])|^It's (?:called|named) "
                        r"(?=[A-Z])")


def business_named(prev: str | None, s: str) -> str | None:
    """`s` with its opening "It's called" said of the business `prev` says the speaker runs."""
    m = _IT_CALLED.match(s)
    b = _OPENED.search(prev or "") if m else None
    return f"My {b.group(1).lower()} is called {s[m.end():]}" if b else None


# "What are some easy exercises for a bad knee? I'm having it replaced in the spring.": the
# "it" of an operation is the one body part the sentence before named (remember38 stored "The
# user is having it replaced"); only the speaker's own operation, only one part named, so
# "My mum's hip is bad. I'm having it looked at." names no part of the speaker's
_PART = (r"(knee|hip|shoulder|ankle|wrist|elbow|back|neck|foot|hand|tooth|eye|hernia|"
         r"gallbladder|appendix|tonsils|cataract|bunion)")
_PART_SAID = re.compile(r"\b(?:a|an|my|the)\s+(?:(?:bad|sore|dodgy|bum|gammy|weak|painful|"
                        r"injured|damaged|left|right|dicky|wonky)\s+){0,2}" + _PART + r"s?\b",
                        re.I)
_HAVING_IT = re.compile(r"^((?:\w+[,!]\s+)?(?i:i'm|i am|i'll be|i will be|i'm going to be|i've "
                        r"got to be|i need to be|i have to be)?\s*(?i:having|getting|get|have) )"
                        r"(?i:it) (?=(?i:replaced|operated on|done|removed|fixed|looked at|"
                        r"scanned|x-rayed|out|pinned|reconstructed)\b)")


def body_part_it(prev: str | None, s: str) -> str | None:
    """`s` with the "it" of an operation replaced by the body part `prev` named, or None."""
    m = _HAVING_IT.match(s)
    if not m or not prev or re.search(r"\b(?:his|her|their|mum's|mom's|dad's|wife's|"
                                      r"husband's)\b", prev, re.I):
        return None
    parts = {p.group(1).lower() for p in _PART_SAID.finditer(prev)}
    if len(parts) != 1:
        return None
    return f"{m.group(1)}my {parts.pop()} {s[m.end():]}"


def it_of(prev: str | None, s: str) -> str | None:
    """`s` with the "it" of an operation or of a medicine started named, or the "he"/"she"
    of a carer just named, or None."""
    return body_part_it(prev, s) or medicine_it(prev, s) or pronoun_carer(prev, s)
