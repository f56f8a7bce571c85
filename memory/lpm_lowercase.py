"""Names in chat written without capitals ("my budgie, called him sid", "live in norwich",
"my roommate kaylee and my cat loki", "i'm jolene, 23, from tulsa").

Design decisions:
- The rules find names by their capital, so a message with no capitals of its own gets them
  back in a few slots where a name is all but certain: after "called"/"named", after "live
  in"/"moved to"/"here in", after "my name is", a relation followed by "passed away" or by
  a verb, a pet before its verb, a word between "I'm" and an age, whom one broke up with.
- A relation or a pet followed by nothing but the end of the clause ("my cat loki", "my
  roommate kaylee and my cat ...", "my boyfriend tanner, he ...") names them too, as no
  verb comes after the word to read it as anything else; what could follow a pet as a
  compound noun ("my cat food", "my dog walker") and chat fillers ("my mum lol") are not
  names. A relation's compound nouns are rare ("my boyfriend tanner" is no "dog walker"), so
  a word ending in -er is a name there.
- "from X" names the hometown only in an introduction ("i'm jolene, 23, from tulsa", "im from
  leeds originally"); "from work", "from home" and the like are no place.
- Never a common word a slot can hold ("my son started", "live in town"), and nothing in a
  message with a capital of its own: its writer capitalises names, so a lowercase word in it
  is no name.
"""
from __future__ import annotations

import re

from . import sentences as S
from .lpm_words import CAR_MAKES, FEMALE, HELLO, JOB_ALTS, MALE, PETS, PET_KIND, RELATIONS

_PERSON = "|".join(sorted(FEMALE | MALE | {"partner", "friend", "best friend"}, key=len,
                          reverse=True))
_PET = "|".join(sorted(set(PETS.split("|")) | set(PET_KIND), key=len, reverse=True))
# words that follow a relation without being a name ("my son started", "my wife loves")
_COMMON = frozenset(
    "town city country village home house flat apartment place area suburbs countryside "
    "abroad here there work school college uni university hospital church bed own self "
    "res halls residence dorm dorms campus "
    "old new late little big mum mom dad wife husband son daughter friend family".split())
# what ends a clause after a name said with no verb: "my cat loki", "... kaylee and my cat"
_ENDS = r"(?=\s*(?:$|[,.!;:)]| and (?i:my|our|me|i|we|i'm|he|she)\b| who\b| lol\b| haha\b))"
# what follows a pet as a compound noun, and chat words a slot can hold
_NOT_NAME = frozenset(
    "food litter tree flap bed bowl toy toys sitter sitters walker walkers door insurance hair "
    "fur vet vets carrier crate lead leash collar treats treat box cage tank hutch kennel "
    "basket groomer groomers trainer park breed breeder biscuits meds medicine years owners "
    "lol tho though again later either yet haha pls btw anyway tonight yesterday idk omg smh "
    "ngl tbh rn".split())
# "got a used jeep wrangler": a car make and its model (makes that are words too are left:
# "a mini break", "a smart tv", "the seat")
_CAR = re.compile(r"(\b(?:a|an|my|our|the|his|her|used|new|old|second[- ]hand|red|blue|black|"
                  r"white|silver|grey|gray|green) )(" + "|".join(
                      m for m in CAR_MAKES.split("|") if m not in {"mini", "smart", "seat",
                                                                     "genesis", "dodge", "mg"})
                  + r")\b(?: ([a-z0-9][\w-]*))?")
_NOT_MODEL = frozenset("car cars van truck suv hatchback estate lol again now today".split())
# "what instrument does my sister teach?": after an auxiliary the word is its verb
_AUX = re.compile(r"\b(?:does|did|do|can|will|would|should|could|might|must|doesn't|didn't|"
                  r"don't|won't|can't)\s+$")
_GIVES = re.compile(r"\b(?:teach|teaches|teaching|taught|give|gives|gave|giving|buy|buys|bought|"
                    r"buying|show|showed|send|sent|bring|brought|lend|lent|owe|owes|read|reading)"
                    r"\s+$")
_HI = r"^(?:(?:" + HELLO + r")(?: there)?[\s,!.]*)?"
_PART_OF_TOWN = (r"(?: (?:park|hill|hills|heights|beach|bay|point|creek|springs|valley|grove|vale|"
                 r"gardens|green|cross|bridge|falls|harbour|harbor|lakes?|north|south|east|west)"
                 r"(?=\s*(?:$|[,.!?;)]|(?:atm|at|now|w|with|and|rn|near|since|for|but|so|lol)\b)))?")
_PET_VERB = r"(?= (?:is|was|has|had|eats|sleeps|loves|likes|hates|needs|gets|barks)\b)"


def capitalised(text: str) -> str:
    """`text` with names in sure slots capitalised when the writer uses no capitals."""
    # (a word shouted in capitals, "i GOT THE JOB!!!", is no capital of a name: remember23)
    if re.search(r"[A-Z]", re.sub(r"\bI\b(?:'\w+)?|\b[A-Z]{2,}\b", "", text)):
        return text

    def cap(m):
        w = m.group(2)
        if (not S.content_words(w) or w in _COMMON or w in _NOT_NAME
                or re.fullmatch(r"(?:him|her|it|them|me|us)", w)
                or re.search(r"(?:n't|'ll|'ve|'re|'d)$", w)   # "my mum hasn't got ..."
                or _AUX.search(m.string, 0, m.start())
                # "i teach my son maths", "bought my daughter lego": the thing given, no name
                or _GIVES.search(m.string, 0, m.start())):
            return m.group(0)
        return m.group(1) + " ".join(x[0].upper() + x[1:] for x in w.split())
    slots = (r"(\b(?:called|named)(?: (?:him|her|it))? )([a-z][a-z'-]+)",
             # ("i live in vic park atm": a place's second word that names a part of town; linh)
             r"(\b(?:live|living|lives|moved|based|settled|renting)(?: out| over| down| up)? (?:in|to) )"
             # ("live in south auckland w my mum": a town said with its quarter first; leilani)
             r"((?:(?:north|south|east|west|central|upper|lower|greater) )?[a-z][a-z'-]+" + _PART_OF_TOWN + r")",
             # "im in a shared flat in arroios now": the place of a home said by its kind
             r"(\b(?:a|an|my|our)(?: (?:shared|new|little|tiny|small|rented|student|nice|cheap|"
             r"\d ?br|\d[- ]bed(?:room)?|one[- ]bed(?:room)?|two[- ]bed(?:room)?))* "
             r"(?:flat|apartment|house|place|room|studio|flatshare|houseshare|bedsit|condo|unit) in )"
             r"([a-z][a-z'-]+" + _PART_OF_TOWN + r")",
             # "second year mechanical engineering at wits": where a year of a course is
             r"(\b(?:first|second|third|fourth|final|1st|2nd|3rd|4th) year (?:[a-z]+ ){0,3}?at )"
             r"([a-z]{3,})\b(?! (?:the|a|my|our)\b)",
             # "got a job at costa in the eastgate centre": a workplace by its name
             r"(\b(?:a job|work|working|works|shifts?|a shift|hired|started) (?:at|for) )"
             r"([a-z][a-z'-]+(?<!ing)(?<!ly))\b(?! (?:the|a|my|our|it|this|that|\d)\b)",
             # "nurse in the ED at fiona stanley": the workplace after a job (remember54's linh
             # lost it once her job was keyed; session 36)
             r"(\b(?:" + JOB_ALTS + r") (?:in (?:the )?[A-Za-z]+ )?at )(?!(?:the|a|an|my|our|his|her|"
             r"their|weekends?|nights?|home|work|times?|least|once|night time)\b)([a-z][a-z'-]+(?: [a-z][a-z'-]+)?)"
             r"(?=\s*(?:$|[,.!?;(]))",
             # "a solar company here in albuquerque" (lpm_home reads "here in" as the home)
             r"(\bhere in )([a-z][a-z'-]+)",
             r"(\b(?:my|our) (?:" + RELATIONS + r") )([a-z][a-z'-]+)(?= (?:passed|died|who)\b)",
             # "my boyfriend jordan is ...": a word between a person's relation and a verb
             # ("my boyfriend tanner works": a relation has no compound noun "my dog walker" has)
             r"(\b(?:my|our) (?:" + _PERSON + r") )([a-z][a-z'-]+(?<!ly)(?<!ing)(?<!ed))"
             # "my mum claire keeps telling me", "my stepdad dave gives me"
             r"(?= (?:is|was|has|had|loves|likes|works|lives|keeps|gives|reckons|says|thinks|"
             r"wants|told|got|makes|drives|plays)\b)",
             # "my roommate kaylee and my cat loki", "my boyfriend tanner, he ..."
             r"(\b(?:my|our) (?:" + RELATIONS + r") )([a-z][a-z'-]+(?<!ly)(?<!ing)(?<!ed))"
             + _ENDS,
             r"(\b(?:my|our) (?:" + _PET + r") )([a-z][a-z'-]+(?<!ly)(?<!ing)(?<!ed))" + _ENDS,
             r"(^(?:(?:hi|hello|hey|hiya)(?: there)?[\s,!.]*)(?:its|it's|this is) )"
             r"([a-z][a-z'-]+)",
             # "yo. marcus here, 29", "hey, sasha here. 26", "hiya! tilly, 22, just finished
             # ...": a word before "here" or alone before an age opening the message (remember85)
             r"(" + _HI + r")([a-z][a-z'-]+)(?=(?: here)?[,.] \d{1,2}\b(?! (?:hours|days|weeks|"
             r"months|minutes|mins|kids|people|times|years? ago)\b))",
             # "hey im kayla, 19": a word between "I'm" and an age is a name
             r"(" + _HI + r"(?:so )?(?:I'm|I am) )([a-z][a-z'-]+)"   # ("hey so im jude, 24")
             r"(?=,? (?:(?:and )?(?:I'm|I am) )?\d{1,2}(?:,| years old| y/?o\b|\.|$| and\b))",
             # "hi! im camila, from fortaleza": a word between a greeting's "I'm" and where
             # from, or a year of study ("hii im tanvi, first year comp sci"), is a name (not
             # "im sorry, from now on": only after a greeting)
             r"(" + _HI[:-1] + r"(?:I'm|I am) )([a-z][a-z'-]+)(?=, (?:first|second|third|"
             r"fourth|final|1st|2nd|3rd|4th) year\b|, (?:originally )?from (?!"
             r"(?:now|then|here|there|home|work|school|uni|today|tomorrow|tonight|next|last|this|"
             r"the|my|our|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)[a-z])",
             # "i'm jolene, 23, from tulsa", "I'm from leeds originally": a hometown
             r"(" + _HI + r"(?:(?:I'm|I am) [A-Za-z'-]+,? \d{1,2},? |(?:I'm|I am) [A-Za-z'-]+, "
             r"(?:originally )?|(?:I'm|I am|I come) "
             r"(?:originally )?)from )([a-z][a-z'-]+)",
             # "me and jordan broke up", "i split up with alex"
             r"(\b(?:me|I) and )([a-z][a-z'-]+)(?= (?:broke up|split up|split|separated|"
             r"divorced|got divorced|got|moved|share|live|rent|bought|found|are moving)\b)",
             r"(\b(?:broke up|split up|separated|divorced) (?:with |from )?)([a-z][a-z'-]+)",
             # "ethan and i broke up", "im talking to this guy carter from my chem class"
             r"(^|[.!?,:]\s+|\b(?:so|and|but|anyway|omg|ugh) )([a-z][a-z'-]+)(?= and (?:I|me) (?:broke up|"
             r"split up|split|separated|got divorced)\b)",
             r"(\b(?:this|a|some) (?:guy|girl|boy|lad|man|woman) )([a-z][a-z'-]+)"
             r"(?=,| from\b| at\b| in\b| who\b|$)",
             # "my name is priya", "my husband's name is suresh", and a surname after it
             r"(\b(?:my|our|his|her) (?:(?:" + RELATIONS + r")'s )?name(?: is|'s) )([a-z][a-z'-]+)",
             # "g'day, name's jaxon, im 19": "name's" opening a clause, "my" left out
             r"((?:^|[,.!]\s*)(?:(?:hi|hey|hello|hiya|g'day|gday|yo)[\s,!.]+)?name(?:'s| is) )"
             r"([a-z][a-z'-]+)",
             r"(\bmy name(?: is|'s) [A-Z][a-z'-]+ )([a-z][a-z'-]+)(?=$| and\b| but\b|\n)",
             # "our beagle pepper eats like a horse": a word between a pet and its verb (after
             # "dog" or "cat" not a compound noun: "my dog walker is great")
             r"(\b(?:my|our) (?:" + "|".join(PET_KIND) + r") )([a-z][a-z'-]+)" + _PET_VERB,
             r"(\b(?:my|our) (?:" + PETS + r") )([a-z][a-z'-]+(?<!er)(?<!ing)(?<!ed))"
             + _PET_VERB)
    for pat in slots:
        text = re.sub(pat, cap, text, flags=re.M)
    return _CAR.sub(_car, _SCHOOL.sub(_school, text))


# "in s5 at millburn academy in inverness", "a sophomore at westerville north high school in
# ohio", "second year mechanical engineering at wits" (remember54: a school said in passing in
# lowercase formed nothing): a name ending in a school word, or the one word after a year of
# a course; not "at high school", "at the school", "at my uni", "at art school"
_GENERIC = frozenset("the a an my our his her their your this that its high middle secondary "
                     "primary grammar boarding art law medical med business night summer sunday "
                     "dance driving language nursing film drama music cooking community local "
                     "public private state catholic new old same different another every no "
                     "one any some big small good best other".split())
_SCHOOL = re.compile(r"(\b(?:(?:in )?(?:res|halls|residence|dorms?) )?at )((?:[a-z][a-z'.-]+ ){1,3}?"
                     r"(?:academy|high school|high|school|college|university|uni|primary|grammar|"
                     r"secondary|institute|polytechnic|hall))\b"
                     r"(?: in ([a-z][a-z'-]+))?")


def _school(m) -> str:
    words = m.group(2).split()
    # (a hall of residence is named: "in res at new college")
    if (words[0] in _GENERIC and m.group(1) == "at ") or not S.content_words(words[-1]):
        return m.group(0)
    name = " ".join("St" if w in ("st", "st.") else w[0].upper() + w[1:] for w in words)
    place = m.group(3)
    if place and place not in _COMMON and S.content_words(place):
        place = place[0].upper() + place[1:]
    return f"{m.group(1)}{name}" + (f" in {place}" if place else "")


def known_names(text: str, known: dict[str, str] | None) -> str:
    """`text` with the names of relatives memory holds (`known`) capitalised when the writer
    uses no capitals ("ayanda passed matric, shes going to ukzn": remember54 read no sister)."""
    if not known or re.search(r"[A-Z]", re.sub(r"\bI\b(?:'\w+)?|\b[A-Z]{2,}\b", "", text)):
        return text
    names = {n.lower(): n for n in known if re.fullmatch(r"[A-Z][a-z'-]{2,}", n) and
             S.content_words(n.lower()) and n.lower() not in _COMMON | _NOT_NAME}
    # (one fixed pattern, the names looked up: a pattern made of the names would fill re's
    # compile cache with one entry per set of names; the soak test's heap check saw it)
    return _WORD.sub(lambda m: names.get(m.group(0), m.group(0)), text) if names else text


_WORD = re.compile(r"(?<![\w'-])[a-z][a-z'-]*(?![\w'-])")


def _car(m) -> str:
    make, model = m.group(2), m.group(3)
    make = " ".join(w.upper() if w in ("bmw", "vw", "byd") else w.capitalize()
                    for w in make.split())
    if model and (model in _NOT_MODEL or not S.content_words(model)):
        return f"{m.group(1)}{make} {model}"
    return f"{m.group(1)}{make}" + (f" {model[0].upper()}{model[1:]}" if model else "")


__all__ = ["capitalised", "known_names"]
