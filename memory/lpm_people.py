"""Facts about the people and pets close to the speaker: "my wife Yumiko", "a spaniel called
Hector", "we have a daughter, Linnea", "since my wife Margaret passed away".

Design decisions:
- A relation is keyed by its word (`relation.wife`); one that a person has several of (sons,
  friends, pets but the dog and cat) is keyed by name too, so a second son adds, not replaces.
- A pet is the speaker's only where the sentence says they have it; one said by its breed is
  keyed by its kind ("relation.dog"), the breed kept in the text.
- A relative or pet that is gone ("my late wife", "we had a rabbit ..., he died") keeps its
  name as the past: a late spouse is said as "was called"; a dead pet forms no current pet.
- A spouse is often named only by the wedding ("since 1968 when Gerald and I got married,
  God rest him"): `lpm_settled.married_to` reads the name, and the husband or wife by the
  pronoun said of them after it (a partner where none is); `lpm_passing.kin_named` uses it
  too, so "He was a fisherman" next is said of him.
- What a relative does is keyed by the relative (`relation.husband.job`), as their age is:
  told inside a long sentence ("My daughter Pauline rang from Swansea, she's a florist down
  there and ...") it was only in a statement that a long message may not keep. Only a known
  job noun (`JOBS`): "my son is a teenager" or "my wife is a saint" is no job.
"""
from __future__ import annotations

import re

from . import sentences as S
from .lpm_base import CALENDAR, fact, kin_key, named_before, poss, slug
from .lpm_belonging import NATIONALITIES, RELIGIONS
from .lpm_breakup import exes
from .lpm_kinbirthdays import kin_birthdays
from .lpm_kinretired import kin_retired
from .lpm_kinwho import kin_who_jobs
from .lpm_late import died, late_pets
from .lpm_namelists import by_age
from .lpm_pets import BREEDS as _BREEDS, said_by_breed
from .lpm_settled import spouse
from .lpm_spoken import AGE_WORDS, in_digits
from .lpm_words import (BY_AGE, DIETS, FEMALE, JOBS, MALE, NAME, ORDER_WORDS, PET_KIND, PETS,
                         RANK_TITLE, RELATIONS, SINGLE)
from .types import Page


def _wrong_names(s: str, rel: str) -> list[str]:
    """Names the sentence marks as wrong or former for `rel`: "..., not Tom", "Kiwi was our
    old one", "Kiwi was my previous parrot"."""
    return [m.group(1) or m.group(2) for m in re.finditer(
        r"\b(?i:not|rather than|instead of) " + NAME + r"\b|\b" + NAME
        + r" (?i:was|is) (?i:my|our|the) (?i:old|previous|former|last|first|other) (?i:one|"
        + re.escape(rel) + r")\b", s)]


# ("our daughter Michelle's wedding": her thing said, she is named; "Kerry's a nurse" is "is")
_OWNS = re.compile(r"(?<='s) (?!(?:a|an|the|not|in|at|on|still|now|very|so|really|got|been|going|"
                   r"getting|off|back|home|moving|from|just|always|never|also|doing|living)\b)[a-z]")


def people(s: str, page: Page, who: str) -> list[dict]:
    out, seen = [], set()
    # "my sister's called Maya": "is" said short
    pats = (r"\b(?i:my|our) (?i:new )?(?i:(" + RELATIONS + r"))(?:(?:'s name)? (?i:is) "
            r"(?i:called |named )?|'s (?i:called|named) )" + NAME,
            # "we have a daughter, Linnea", "we have also one dog, is called Pufi", "we've got
            # one daughter, Isla" (remember32)
            r"\b(?i:(?:i|we) have(?: also)? (?:an?|one)|(?:i|we)(?:'ve| have) got (?:an?|one)|"
            r"i adopted an?|we adopted an?) (?:\w+ )?(?i:(" + RELATIONS + r"))(?:,? (?i:(?:is |who is |who's |"
            r"that is |it's )?(?:named|called))|,) " + NAME,
            # "I'm living with a new flatmate called Sanne": whom one shares a home with
            r"\b(?i:i(?:'m| am)? (?:now )?(?:living|live|sharing a (?:flat|house|place)) with "
            r"(?:an?|my|our) (?:new )?)(?i:(flatmate|housemate|roommate))(?:,? (?i:called|named)"
            r"|,) " + NAME,
            # "my husband is electrician, his name is Stefan": the name said after what they
            # do, with no other person named between
            r"\b(?i:my|our) (?i:(" + RELATIONS + r"))\b(?!'s)(?:(?!\b(?i:" + RELATIONS
            + r"|guy|man|woman|boy|girl|someone|person|people)\b)[^.;!?]){0,60}?,? "
            r"(?i:his|her) name(?: is|'s) " + NAME,
            # "my wife Yumiko loves gardening": a name between the relation and what follows
            r"\b(?i:my|our) (?:(?i:new|old|late) )?(?i:(" + RELATIONS + r")),? " + NAME
            + r"(?=[,.!;]|$| [a-z])",
            # in a first-person sentence "the parrot is called Mango" is the speaker's pet
            r"\b(?i:the) (?i:(" + PETS + r"))(?:(?:'s name)? (?i:is) (?i:called |named )?|"
            r"'s (?i:called|named) )" + NAME)
    for pat in pats:
        for m in re.finditer(pat, s):
            rel, name = m.group(1).lower(), m.group(2)
            name = name[:-2] if pat is pats[4] and _OWNS.match(s, m.end()) else name   # "Michelle's wedding"
            name = re.sub(r"'s [A-Z][\w'-]*$", "", name)   # ("my mate Fergal's PB": remember75)
            if (rel, name) in seen or name in ("I", "My") or name.endswith("'s"):
                continue
            # "We adopt a cat from my neighbour, she is white and her name is Lulu": the pet
            # said before is whose name it is (khadija: the neighbour was named Lulu)
            if pat is pats[3] and re.search(r"\b(?i:a|an|the) (?:[\w-]+ )?(?i:" + PETS + r")\b",
                                            s[:m.start()]) and not re.fullmatch(PETS, rel):
                continue
            # "my wife is Polish", "my son is Catholic" (not "my son is called Christian")
            if (name.lower() in NATIONALITIES or name.lower() in RELIGIONS) and re.search(
                    r"(?:\bis|'s),? $", s[:m.start(2)], re.I):
                continue
            seen.add((rel, name))
            single = re.fullmatch(SINGLE, rel) is not None
            attr = f"relation.{slug(rel)}" + ("" if single else f".{slug(name)}")
            # "my son is Sam, not Tom", "the parrot is Mango, Kiwi was our old one": a
            # correction ends the wrong one also where a relation holds several (single
            # ones end the old value anyway)
            wrong = [w for w in _wrong_names(s, rel) if w != name]
            ends = [f"relation.{slug(rel)}.{slug(w)}" for w in wrong] if not single else []
            # "since my wife Margaret passed away": the relation is kept, said as past
            late = died(s, rel, name)
            if not late and re.search(rf"\bold {rel} {re.escape(name)}", s, re.I) and not \
                    re.fullmatch(PETS, rel):
                continue   # "my old boss Tom": a friend of years or one no longer, unsure
            said = f"late {rel} was" if late else f"{rel} is"
            out.append(fact("trait", attr, name, f"{poss(who)} {said} called {name}.",
                             page, 0.8, ends=ends))
    # "we've got a golden retriever called Maple", "I live ... with a sheepdog called Bran",
    # "we keep a grey parrot called Jimoh" (remember21: formed no pet):
    # a pet said by its breed, one the speaker has (not "my friend has a dog called Rex")
    for m in re.finditer(r"\b(?i:(?:i|we)(?:'ve|'d| have| had)? (?:[\w'-]+ ){0,8}?(?:have|had|"
                         r"got|own|keep|adopted|rescued|share|with|bought|taken in|took in) "
                         r"(?:a|an) (?:[\w-]+ ){0,2}?"
                         r"([\w-]+)(?: for (?:company|my birthday|\w+'s birthday))?,? "
                         r"(?:named|called)(?: him| her)?) " + NAME, s):
        head, name = m.group(1).lower(), m.group(2)
        kind = PET_KIND.get(head) or ("dog" if head.endswith("dog") else None) or (
            head if re.fullmatch(PETS, head) else None)
        # "we had a rabbit called Nugget, but not anymore": no pet now, the statement keeps it
        gone = re.search(r"\b(?:not any ?more|no longer|died|passed away|put down|lost)\b", s,
                         re.I)
        if kind and not gone and ("relation." + kind) not in {f["attribute"] for f in out}:
            breed = f" ({head})" if head != kind else ""
            out.append(fact("trait", f"relation.{kind}", name,
                             f"{poss(who)} {kind}{breed} is called {name}.", page, 0.8))
    # "our spaniel Hector gets carsick", "Pistache, my greyhound, ...": a pet by its breed
    # ("Sooty, my old black cat": with a word or two about it, not "Rex, my sister's dog");
    # "our border collie Juno", "my old beagle Rex" (remember19: formed no pet)
    for m in re.finditer(r"\b(?i:my|our) (?:(?!(?i:" + RELATIONS + r")\b)[a-z-]+ ){0,2}?(?i:("
                         + _BREEDS + r")),? " + NAME
                         + r"(?=[,.!;]|$| [a-z])|\b" + NAME
                         + r", (?i:my|our) (?:[a-z]+ ){0,2}?(?i:(" + _BREEDS
                         + "|" + PETS + r"))\b", s):
        head, name = (m.group(1) or m.group(4)).lower(), m.group(2) or m.group(3)
        kind = PET_KIND.get(head, head)
        if (name in ("I", "My") or name.endswith("'s") or S.trim(f"{name}, it") == "it"
                or CALENDAR.match(name)
                or ("relation." + kind) in {f["attribute"] for f in out}):
            continue   # "Anyway, my dog ...": an opener, not a name
        breed = f" ({head})" if head != kind else ""
        said = f"late {kind}{breed} was" if died(s, head, name) else f"{kind}{breed} is"
        out.append(fact("trait", f"relation.{kind}", name,
                         f"{poss(who)} {said} called {name}.", page, 0.8))
    out += said_by_breed(s, out, page, who)   # "Our new puppy is a cocker spaniel called ..."
    out += spouse(s, out, page, who)
    return (out + exes(s, page, who) + _kin_ages(s, page, who) + _ordered_kin(s, page, who)
            + _kin_jobs(s, page, who) + kin_who_jobs(s, page, who) + kin_retired(s, page, who)
            + _kin_diets(s, page, who) + _named_children(s, page, who) + late_pets(s, page, who))


# "My husband and I have Maisie who's 9, Finn who's 6 and baby Rosie who's 18 months": children
# named with their ages and no kin word; a pet said in the sentence may be one of them
_CHILD = (r"(?:(?i:baby|little) )?([A-Z][\w'-]+),? (?i:who's|who is|aged|age) (\d{1,2})"
          r"(?: ((?i:months?|weeks?)))?(?: (?i:years?|yrs?))?(?: (?i:old))?"
          r"(?=[,.;!?]|$| (?i:and|but|so|now)\b)")
_HAVE_CHILDREN = re.compile(r"\b(?i:i|we)(?:'ve)? (?i:have|have got|got) (?=" + _CHILD + r")")
_NEXT_CHILD = re.compile(r"(?:,? (?i:and) |, )(?=" + _CHILD + r")")


def _named_children(s: str, page: Page, who: str) -> list[dict]:
    """Children listed with ages after "we have", each keyed as a child with their age."""
    m = _HAVE_CHILDREN.search(s)
    if not m or re.search(r"\b(?:" + PETS + "|" + "|".join(PET_KIND) + r")s?\b", s, re.I):
        return []
    out, at, ages = [], m.end(), {}
    while True:
        c = re.compile(_CHILD).match(s, at)
        if not c or c.group(1) in ("I", "My") or CALENDAR.match(c.group(1)):
            break
        name, age = c.group(1), c.group(2) + (f" {c.group(3).lower()}" if c.group(3) else "")
        key = f"relation.child.{slug(name)}"
        ages[name] = int(c.group(2)) / (12 if c.group(3) and c.group(3)[0] in "mM" else
                                        52 if c.group(3) else 1)
        out.append(fact("trait", key, name, f"{poss(who)} child is called {name}.", page, 0.75))
        out.append(fact("trait", key + ".age", age, f"{poss(who)} child {name} is {age}"
                        f"{'' if c.group(3) else ' years'} old.", page, 0.75))
        n = _NEXT_CHILD.match(s, c.end())
        if not n:
            break
        at = n.end()
    by_age(out, {f"relation.child.{slug(n)}": a for n, a in ages.items()}, who)
    return out


# "my girlfriend Saoirse is vegan", "our son's vegetarian now": a relative's diet shapes the
# meals asked for, and said beside another fact the statement holding it may not be kept
_KIN_DIET = re.compile(r"\b(?i:my|our) (?i:(" + RELATIONS + r"))(?:,? " + NAME + r",?)?(?: (?i:is|"
                       r"has been|went|has gone)|'s)(?: (?i:now|also|strictly|fully|still))? "
                       r"(?:(?i:an?) )?(?i:(" + DIETS + r"|coeliac|celiac))\b(?!-| (?:food|recipes?|options?|"
                       r"cook|chef|restaurant|caf[eé]|place|shop|dish))")


def _kin_diets(s: str, page: Page, who: str) -> list[dict]:
    """What a relative eats (a diet word of `DIETS`), keyed by the relative."""
    out = []
    for m in _KIN_DIET.finditer(s):
        rel, name, diet = m.group(1).lower(), m.group(2), m.group(3).lower()
        if name in ("I", "My"):
            continue
        key = kin_key(rel, name)
        whom = f"{rel} {name}" if name else rel
        # ("our daughter Anika is coeliac": what shapes her meals as a diet does; remember23)
        said = f"{diet} ({'gluten-free' if diet in ('coeliac', 'celiac') else 'their'} diet)"
        out.append(fact("trait", key + ".diet", diet, f"{poss(who)} {whom} is {said}.", page, 0.75))
    return out


# (an "-ologist" is always a profession: "She is an ecologist" formed no job; remember25)
_JOB = "|".join(sorted(JOBS, key=len, reverse=True)) + r"|(?!apologist)[a-z]+ologist"
# "My wife Lerato is a teacher", a pronoun after a comma: "My daughter Pauline rang, she's a
# florist"; an order word before the relation: "My older brother Tom is a plumber" (remember18)
_KIN_JOB = re.compile(r"\b(?i:my|our) (?:(?i:late|new) )?" + BY_AGE + r"(?i:(" + RELATIONS + r"))(?:,? " + NAME
                      + r"(?:, \d{1,2})?,?)?(?: (?i:is|was|has been|works as)|'s)(?: (?i:now|still|also))? "
                      r"(?i:an?) ((?:[\w-]+ ){0,2}?(?i:" + _JOB + r")|(?i:" + RANK_TITLE + r"))\b(?!-)|"
                      r"\b(?i:my|our) (?:(?i:new) )?" + BY_AGE + r"(?i:(" + RELATIONS
                      + r"))(?:,? " + NAME
                      + r")?\b(?!')"
                      # (not another person between: "my son met Tom, he's a pilot")
                      # (nor a relative of the speaker's: "our cat Pamuk with my sister Zeynep in
                      # Izmir, she's a vet" is the sister's job; remember90)
                      # ("my wife Sana's sister Mehwish ..., she's a nurse" is the sister's; bilal)
                      r"(?:(?! (?i:met|and|with|married|marrying|dating|seeing|to) (?:[A-Z]|(?i:my|our) )|'s (?i:"
                      + RELATIONS + r")\b|,? (?i:my|our) (?i:" + RELATIONS + r")\b)[^.;!?])"
                      r"{0,60}?, (?i:(he|she))(?:'s| is| was) (?i:an?) ((?:[\w-]+ ){0,2}?"
                      r"(?i:" + _JOB + r")|(?i:" + RANK_TITLE + r"))\b(?!-)")


# "My daughter Lisa's been made deputy head", "my son got promoted to sales manager": the
# post a relative is given is their job now (remember27: formed no job, the old one stayed)
_KIN_MADE = re.compile(r"\b(?i:my|our) " + BY_AGE + r"(?i:(" + RELATIONS + r"))(?:,? " + NAME
                       + r",?)?(?: (?i:has)|'s)? (?i:been made|been promoted to|got promoted to|"
                       r"was promoted to|was made) (?:(?i:an?|the) )?((?:[\w-]+ ){0,2}?(?i:"
                       + _JOB + r")|(?i:" + RANK_TITLE + r"))\b(?!-)")


def _kin_jobs(s: str, page: Page, who: str) -> list[dict]:
    """What a relative does for a living, keyed by the relative."""
    out = []
    for m in _KIN_MADE.finditer(s):
        rel, name, job = m.group(1).lower(), (m.group(2) or "").removesuffix("'s"), m.group(3)
        key = kin_key(rel, name)
        whom = f"{rel} {name}" if name else rel
        at = re.match(r" ((?:in|at|for|with) [^,.;!?()]{2,40}?)(?=[,.;!?)]|$| (?:and|but|so)\b)",
                      s[m.end():])   # (where: "Where does Lisa work?" asks it too)
        out.append(fact("trait", key + ".job", job, f"{poss(who)} {whom} is "
                        f"{'an' if job[0].lower() in 'aeiou' else 'a'} {job}"
                        f"{' ' + at.group(1) if at else ''} now (their job).", page, 0.75))
    for m in _KIN_JOB.finditer(s):
        rel, name, job = ((m.group(1), m.group(2), m.group(3)) if m.group(1) else
                          (m.group(4), m.group(5), m.group(7)))
        rel = rel.lower()
        if re.search(r"\bof\s*$", s[:m.start()], re.I):
            continue   # "The husband of my friend is a vet": the husband's job
        if re.search(r"\b(?:good|great|wonderful|amazing|brilliant|terrible|awful|lovely|"
                     r"fantastic|excellent|natural|born|bad|decent|keen|fine|lousy)\b", job, re.I):
            continue   # "she was a wonderful cook": praise, not a job
        if name in ("I", "My") or (m.group(6) and (m.group(6).lower() == "she") != (
                rel in FEMALE) and rel in FEMALE | MALE):
            continue
        # "a consultant anaesthetist in Edinburgh": the whole title, and where it is done
        # ("a chef in a hotel in Dublin", "a pilot for Emirates": where, or for whom)
        more = re.match(r"((?: (?i:" + _JOB + r"))*)(?: ((?:in|at|for|with) [^,.;!?()]{2,40}?))?"
                        r"(?=[,.;!?)]|$| (?:and|but|so|who|since|because)\b)", s[m.end():]) \
            or re.match(r"((?: (?i:" + _JOB + r"))*)", s[m.end():])
        job += more.group(1)
        where = f" {more.group(2)}" if more.lastindex == 2 and more.group(2) else ""
        was = "was" if re.search(r"\bwas\b|\blate\b", m.group(0), re.I) else "is"
        whom = f"{rel} {name}" if name else rel
        # ("he was a mechanic before": a former job, which a new one does not end; ines)
        gone = was == "was" and re.match(r"\s*(?:before|previously|until (?:recently|last|this))"
                                         r"\b", s[m.end() + len(more.group(0)):], re.I)
        out.append(fact("trait", kin_key(rel, name) + (".former_job" if gone else ".job"), job,
                        f"{poss(who)} {whom} {'used to be' if gone else was} "
                        f"{'an' if job[0].lower() in 'aeiou' else 'a'} {job}{where} "
                        f"({'a former job' if gone else 'their job'}).", page, 0.75))
    return out


_ORDER = r"(?i:(" + ORDER_WORDS + r"|little|big|baby|twin))"
_ONE = {"boy": "son", "boys": "son", "girl": "daughter", "girls": "daughter", "sons": "son",
        "daughters": "daughter", "kids": "kid", "children": "child", "brothers": "brother",
        "sisters": "sister"}


def _ordered_kin(s: str, page: Page, who: str) -> list[dict]:
    """ "my younger son is named Dev", "we have two boys, the older one is called Arjun": a
    relative told apart by age, keyed by name (an order means there are several) and said
    with it, so "What is my older son called?" finds the older one."""
    out = []
    for m in re.finditer(r"\b(?i:my|our) " + _ORDER + r" (?i:(son|daughter|brother|sister|boy|"
                         r"girl|kid|child))(?:'s name)?(?: (?i:is) (?:(?i:called|named) )?|,? )"
                         + NAME + r"(?=[,.!;]|$| [a-z])|\b(?i:i|we)(?:'ve| have)? (?i:have|got|"
                         r"have got) (?:\w+ )?(?i:(sons|daughters|boys|girls|kids|children|"
                         r"brothers|sisters))[,;]? (?i:the) " + _ORDER + r" (?i:one )?(?i:is) "
                         r"(?:(?i:called|named) )?" + NAME + r"\b", s):
        order, rel = (m.group(1) or m.group(5)).lower(), (m.group(2) or m.group(4)).lower()
        rel, name = _ONE.get(rel, rel), m.group(3) or m.group(6)
        if name in ("I", "My"):
            continue
        out.append(fact("trait", f"relation.{slug(rel)}.{slug(name)}", name,
                        f"{poss(who)} {order} {rel} is called {name}.", page, 0.8))
    return out


def _kin_ages(s: str, page: Page, who: str) -> list[dict]:
    """ "My daughter Mia is 7", "our son just turned 12": a relative's age, keyed by the
    relative, so next year's age ends this one (not "my son is 12 minutes late")."""
    out = []
    for m in re.finditer(r"\b(?i:my|our) " + BY_AGE + r"(?i:(" + RELATIONS + r")),? (?:" + NAME
                         + r",? )?(?i:is|'s|just turned|turned|has just turned|(?:just )?clocked) (\d{1,2}|"
                         r"(?i:" + AGE_WORDS + r"))"
                         r"(?= years old| yrs old| now\b|[.,;!]|$| and | but |"
                         # "turned 7 on Saturday": a birthday gone by, when it was
                         # ("clocked 10": Nigerian English, remember33)
                         r"(?:(?<=turned \d)|(?<=turned \d\d)|(?<=clocked \d)|(?<=clocked \d\d)) "
                         r"(?i:on|last|this|yesterday|"
                         r"today)\b)", s):
        rel, name, age = m.group(1).lower(), m.group(2), in_digits(m.group(3).lower())
        if name in ("I", "My"):
            continue
        # "how old is our eldest?" asks by the order word (remember26's corinne); unnamed, it
        # tells two daughters apart ("my older daughter is 9, the younger is 6": one key before)
        order = re.match(r"\w+ ((?i:" + ORDER_WORDS + r")) ",
                         m.group(0))
        key = kin_key(rel, name or (order and order.group(1).lower()))
        who_ = (f"{order.group(1).lower()} " if order else "") + (
            f"{rel} {name}" if name else rel)
        out.append(fact("trait", key + ".age", age,
                        f"{poss(who)} {who_} is {age} years old.", page, 0.75))
    # "My dad is turning 60" (also what "Any ideas for my dad's 60th?" presupposes): keyed as
    # the user's own "I'm turning 40" is, or it crowded a second statement out ("My dad's 60th
    # is coming up. He loves gardening." lost the hobby)
    # ("my grandmother's turning 85": remember30, formed nothing)
    for m in re.finditer(r"\b(?i:my|our) " + BY_AGE + r"(?i:(" + RELATIONS + r"))(?:,? (?:" + NAME
                         + r",? )?(?:(?i:in) [A-Z][\w'-]+,? )?(?:(?i:is|'s) (?i:turning)|(?i:will be)|(?i:turns))|"
                         r"'s (?i:turning)) (\d{1,2}|"   # ("my brother Kwabena in Accra turns 50": abena)
                         r"(?i:" + AGE_WORDS + r"))"
                         r"(?=[.,;!]|$| and | but | (?i:next|this|on|in|soon)\b)", s):
        rel, name, age = m.group(1).lower(), m.group(2), in_digits(m.group(3).lower())
        key = kin_key(rel, name) + ".age"
        # ("turns" only with a day of the year after it: "turns 8 on Saturday" kept the age in
        # the sentence, which says more of her: lena)
        if name in ("I", "My") or any(f["attribute"] == key for f in out) or re.search(
                r"turns $", s[:m.start(3)], re.I) and not re.match(r" on (?:the )?\d", s[m.end(3):]):
            continue
        who_ = f"{rel} {name}" if name else rel
        out.append(fact("trait", key, f"turning {age}",
                        f"{poss(who)} {who_} is turning {age} (their next birthday).", page, 0.7))
    out += kin_birthdays(s, page, who)   # "My mum's birthday is on the 3rd of June"
    # "I have a cat called Whiskers who is 15", "we've got a son named Sam, aged 8": the age
    # said of a relative or pet as they are named
    for m in _NAMED_AGED.finditer(s):
        rel, name, age = m.group(1).lower(), m.group(2), in_digits(m.group(3).lower())
        rel = PET_KIND.get(rel, rel)
        key = kin_key(rel, name) + ".age"
        if name not in ("I", "My") and not any(f["attribute"] == key for f in out):
            out.append(fact("trait", key, age, f"{poss(who)} {rel} {name} is {age} years old.",
                            page, 0.75))
    # "Dropped my daughter Elif at her swimming lesson, she's 9 now": the age after a comma,
    # by a pronoun that fits the relative (remember18: formed none), as _KIN_JOB reads a job
    for m in _KIN_AGE_AFTER.finditer(s):
        rel, name, pron = m.group(1).lower(), m.group(2), m.group(3).lower()
        age = in_digits(m.group(4).lower())
        if (name in ("I", "My") or rel not in FEMALE | MALE
                or (pron == "she") != (rel in FEMALE)):
            continue
        key = kin_key(rel, name := name or named_before(s[:m.start(3)], rel))
        if any(f["attribute"] == key + ".age" for f in out):
            continue
        who_ = f"{rel} {name}" if name else rel
        out.append(fact("trait", key + ".age", age,
                        f"{poss(who)} {who_} is {age} years old.", page, 0.75))
    return out


_NAMED_AGED = re.compile(
    r"\b(?i:i|we)(?:'ve| have)? (?i:have|got|have got) (?i:an?|one) (?:(?i:little|young|old|"
    r"rescue|baby) )?(?i:(" + RELATIONS + "|" + PETS + "|" + "|".join(PET_KIND) + r"))(?: (?i:called|"
    # ("a rescue saluki called Biscotti, she's nine": remember26; "one daughter, Isla, who's 8")
    r"named) |, )" + NAME + r",? (?i:who's|who is|who just turned|aged|(?:she|he)(?:'s| is)) (\d{1,2}|"
    r"(?i:" + AGE_WORDS + r"))(?= years old| yrs old| now\b|[.,;!]|$| and | but )")
_KIN_AGE_AFTER = re.compile(
    r"\b(?i:my|our) " + BY_AGE + r"(?i:(" + RELATIONS + r"))(?:,? " + NAME + r")?\b(?!')"
    # ("my wife Joy is home with our daughter Princess, she's 6": the pronoun is said of the
    # relative named last; remember40 gave the wife the age)
    r"(?:(?! (?i:met|and|with|married|marrying|dating|seeing|to) [A-Z]| (?i:my|our) (?i:"
    + RELATIONS + r")\b)[^.;!?]){0,60}?, "
    r"(?i:(he|she))(?:'s| is) (\d{1,2}|(?i:" + AGE_WORDS + r"))(?= years old| now\b|[.,;!]|$| and "
    r"| but )")


def kin_fact(rel: str, name: str, page: Page, who: str) -> dict:
    single = re.fullmatch(SINGLE, rel) is not None
    attr = f"relation.{slug(rel)}" + ("" if single else f".{slug(name)}")
    return fact("trait", attr, name, f"{poss(who)} {rel} is called {name}.", page, 0.8)
