"""Facts of health and taste: allergies, conditions and diets, likes and dislikes, favourites,
a car, a sport taken up (the rule family `lpm_rules.extract` reads from each candidate
sentence, beside identity and people).

Design decision: the attribute keys say what a newer value ends ("diet" ends the old diet,
"dislikes.x" ends "likes.x"), so a change of habit keeps the old one as history.
"""
from __future__ import annotations

import re

from .lpm_base import END as _END
from .lpm_business import BUSINESS
from .lpm_base import OBJ as _OBJ
from .lpm_base import article as _article
from .lpm_base import clean as _clean
from .lpm_base import fact as _fact
from .lpm_base import opens_with_me as _opens_with_me
from .lpm_base import poss as _poss
from .lpm_base import slug as _slug
from .lpm_words import CAR_MAKES, CATEGORY_OF, DIETS, VERB_CATEGORY
from .timewords import resolve
from .types import Page

# "I've replaced it with a secondhand Mazda 6", "we traded the Fiesta in for a Kia"
# ("I traded in the Avensis for ...": remember29)
_REPLACED = re.compile(r"\b(?:i|we|and)(?:'ve| have)? (?:just |now |finally |since )?(?:replaced|swapped|"
                       r"traded|part-exchanged)(?: in)? (?:it|her|him|(?:my|our|the) (?:old )?"
                       r"[\w-]+(?: "
                       r"[A-Z0-9][\w-]*)?)(?: in)? (?:with|for|and (?:i |we )?(?:got|bought|picked "
                       r"up)) an? " + _OBJ + _END, re.I)   # ("traded the civic in and got a ...")

# "We share a little red Vauxhall Corsa", "I've got a Ford Fiesta": a car said by its make,
# written with a capital ("we have a smart speaker", "a mini fridge" name none), owned or
# shared by the speaker; and one sold for another: "We sold the Corsa and bought an MG4"
_MAKE = r"(?=[A-Z])(?i:" + CAR_MAKES + r")(?=\d|\b)"
# ("I've just bought a Tesla", "we got a new car last week, a Skoda Octavia", "so we bought a
# second-hand Toyota Corolla": the car now)
# ("We also finally bought a car, a white Honda Vezel", "I also bought a used Ford Ranger":
# remember21, two adverbs or "a car" with no adjective formed no car)
_OWNS = re.compile(r"\b(?i:i|we)(?:'ve| have)? (?:(?i:just|finally|recently|now|also) ){0,2}"
                   r"(?i:share|have|got|have got|run|bought|have bought|leased|picked up)"
                   r"(?: (?i:an?|my|our)(?: (?i:new|second-hand|used|first))? (?i:car|motor|van|ute|truck)\b"
                   r"[^.;!?]{0,30}?,)? (?i:an?) "
                   r"((?:[a-z-]+ ){0,3}?" + _MAKE + r"[\w-]*(?: [A-Z0-9][\w-]*){0,2})"
                   + r"(?:" + _END + r"|(?= for (?:the|work|commuting|getting)\b)|(?= (?:the|which|that) \w))")   # ("... for the mountains")
# "the insurance on my wee Toyota Yaris is a killer": the speaker's car said in passing, by
# its make after "my" (remember23: formed none); not "my old Ford" (perhaps one before), nor
# "my Smart TV"
_MY_CAR = re.compile(r"\b(?i:my|our) (?!(?i:old|previous|last|former|first|dream)\b)"
                     r"(?:(?i:[a-z-]+) ){0,2}?(" + _MAKE + r"(?! (?i:tv|phone|watch|meter|speaker|plug|card|"
                     r"app)\b)(?: [A-Z0-9][\w-]*){0,2})\b")
# "my LandCruiser just ticked over 400,000 k's": a vehicle said with its mileage (remember47)
_MILEAGE = re.compile(r"\b(?i:my|our) ([A-Z][\w-]+(?: [A-Z0-9][\w-]+)?) (?:(?:has|'s) )?(?:(?i:just|"
                      r"finally|now) )?(?i:ticked over|clocked(?: up)?|hit|passed|reached|done|got "
                      r"to) (?:(?i:over) )?\d[\d,]*(?:k\b| ?km\b| ?kms\b| k's| ?miles\b)")
_SOLD_FOR = re.compile(r"\b(?i:i|we)(?:'ve| have)? (?:(?i:just|finally) )?(?i:sold|got rid of|"
                       r"scrapped|part-exchanged|said goodbye to) (?i:the|my|our) (?:(?i:old) )?([A-Z][\w-]*(?: "
                       r"[A-Z0-9][\w-]*)?|car|van|"
                       # ("sold the hilux and got a ford ranger": a model in lowercase chat
                       # before a make; remember53) not "sold the house and bought a Tesla"
                       r"(?!(?:house|flat|home|boat|bike|business|shop|farm|place)\b)[a-z][\w-]+"
                       r"(?= and (?:got|bought) an? (?:[\w-]+ )?" + _MAKE + r"))"
                       # ("sold the Tiida finally and got ...", "sold my old Fiat haha, bought
                       # ...": an adverb or a laugh before the next verb; remember51)
                       r"(?: (?i:finally|at last|eventually|recently|today|yesterday))?"
                       r"(?: (?i:haha+|lol))?(?:,? (?i:and)|,) (?:(?i:i|we) )?(?:(?i:have|'ve) )?"
                       r"(?i:bought|got|picked up) (?i:an?) " + _OBJ + _END)


# long-lasting conditions that shape advice (food, exercise, medicines), as a diet does
_ILLS = (r"(?:type (?:1|2|one|two) )?diabetes|(?:coeliac|celiac|crohn's|coeliacs|celiacs) disease|"
         r"asthma|epilepsy|anaemia|anemia|high blood pressure|hypertension|arthritis|"
         r"rheumatoid arthritis|osteoarthritis|ibs|copd|multiple sclerosis|gout|psoriasis|"
         r"eczema|migraines|endometriosis|fibromyalgia|lupus|pcos|sleep apnoea|sleep apnea|"
         r"an underactive thyroid|an overactive thyroid|hypothyroidism|a heart condition|"
         r"angina|atrial fibrillation|adhd|autism|dyslexia|long covid|tinnitus")
ILLS = _ILLS   # (a relative's conditions: lpm_kinhealth)


_UP = ("high", "up", "raised", "elevated", "too high")
_READING = re.compile(r"\bmy (cholesterol|blood pressure|blood sugar|iron|vitamin d|b12|"
                      r"thyroid|blood count)(?: levels?)?(?: is|'s| are| was| has been|'s been) "
                      r"(?:(?:a bit|a little|quite|very|really|still|always|dangerously|"
                      r"borderline|slightly|way) )?(high|up|raised|elevated|low)\b"
                      r"(?! (?:enough|again|for once)\b)", re.I)


# "I had a hip replacement two years ago", "I've had my gallbladder out", "I had my knee
# replaced": an operation of
# the speaker's own ("My mum had a knee replacement" is hers, "I had a replacement card sent"
# names none: the operation word ends its noun phrase)
_OPERATION = re.compile(
    r"^(?:\w+[,.!]? )?(?:i|i've|i have)(?: (?:just|recently|finally|also|only|had to))? "
    r"(?:had|have had|went in for|underwent|got) (?:a |an |my |the )?((?:[a-z-]+ ){0,2}?(?:"
    r"replacement|surgery|operation|op|bypass|transplant|hysterectomy|mastectomy|appendectomy|"
    r"c-section|caesarean|keyhole surgery)|(?:appendix|gallbladder|tonsils|wisdom teeth|"
    r"thyroid|spleen) (?:out|removed)|(?:hips?|knees?|shoulder|cataracts?|bunions?|"
    r"varicose veins) (?:replaced|done|operated on|removed))"
    r"(?=[,.;!?)]|$| (?:so|and|but|last|in|on|at|this|back|recently|earlier|when|after|before|"
    r"because|which|that|a|an|about|around|nearly|\w+ (?:years?|months?|weeks?|days?) ago)\b)",
    re.I)


def _car_said(*words: str) -> bool:
    return any(re.search(r"\b(?:car|van)\b|\b" + _MAKE, w) for w in words)


def preference(verb: str, obj: str, page: Page, who: str) -> dict | None:
    obj = _clean(obj)
    words = obj.lower().split()
    # ("I love him", "I love her to bits": a person loved, no taste; remember38 formed
    # `likes.him`)
    if not words or len(words) > 6 or words[0] in ("it", "that", "this", "them", "to", "him",
                                                   "you", "us", "these", "those") or (
            words[0] == "her" and (len(words) == 1 or words[1] in ("to", "so", "dearly"))):
        return None
    negative = verb.lower() in ("hate", "dislike", "can't stand", "don't like", "do not like")
    obj = re.sub(r"\b(?:my|our)\b", "their", obj, flags=re.I)
    # the head noun is the last word: "green tea" is a drink, not a colour
    cat = VERB_CATEGORY.get(verb.lower()) or (next(
        (CATEGORY_OF[w] for w in reversed(words) if w in CATEGORY_OF), None)
        if len(words) <= 2 else None)
    slug = _slug(obj)
    if negative:
        return _fact("trait", f"dislikes.{slug}", obj, f"{who} dislikes {obj}.", page,
                     ends=[f"likes.{slug}"])
    if cat:
        return _fact("trait", f"preference.{cat}", obj,
                     f"{_poss(who)} preferred {cat} is {obj}.", page, ends=[f"dislikes.{slug}"])
    return _fact("trait", f"likes.{slug}", obj, f"{who} likes {obj}.", page,
                 ends=[f"dislikes.{slug}"])


# "Nothing with pistachios please, I'm allergic to them", "I love cats but I'm allergic to
# them": what "them" is, said just before in the same sentence (remember23: the allergy was
# "them"); with no such noun there is no allergy to key, rather than a pronoun
_BEFORE_ALLERGY = re.compile(r"\b(?:no|nothing with|without|not|any|avoid|skip|hold the|eat|have|"
                             r"love|like|adore|with|around|of|the|some|and|or)\s+"
                             r"((?:[a-z-]+ )?[a-z-]+?s)\b(?=[^,;.!?]{0,12}(?:[,;]|\s+(?:but|as|"
                             r"because|since|so|and)\b))", re.I)


def _antecedent(before: str) -> str | None:
    """The plural noun that a pronoun allergen stands for, from the clause before it."""
    m = [x for x in _BEFORE_ALLERGY.finditer(before)
         if x.group(1).split()[-1].lower() not in ("please", "thanks", "is", "was", "this",
                                                    "us", "yes", "always", "sometimes")]
    return _clean(m[-1].group(1)) if m else None


_MORE = re.compile(r",? and ((?:the |some |all )?(?:[\w'&-]+ ){0,3}?(?:stuff|music|songs|tunes|"
                   r"bands|films|movies|shows|books))(?=[.!?]|$)", re.I)


def _diet_key(d: str) -> str:
    """The key of a way of eating: one diet ends another ("diet"); an intolerance or going
    without drink is kept beside it (remember48: "lactose intolerant" would end "vegetarian")."""
    return {"lactose intolerant": "health.lactose_intolerance", "teetotal": "diet.teetotal",
            "gluten-free": "diet.gluten_free"}.get(d, "diet")



_COLOUR = (r"(?:silver|black|white|grey|gray|red|blue|green|yellow|orange|purple|brown|gold|beige|"
           r"maroon|navy|dark \w+|light \w+)")


def _car_text(who: str, car: str, s: str) -> str:
    """"The user drives a Fiat Panda (silver, 2015)": its colour and year said after it
    ("I bought a little Fiat Panda, silver, 2015"; remember94 lost the colour)."""
    m = re.search(re.escape(car) + r",? ((?:" + _COLOUR + r"|(?:19|20)\d\d)(?:,? (?:and )?(?:" + _COLOUR
                  + r"|(?:19|20)\d\d))?)\b", s, re.I)
    return f"{who} drives {_article(car)}" + (f" ({m.group(1)})." if m else ".")

def health_and_likes(s: str, page: Page, who: str) -> list[dict]:
    out = []
    # "I'm also actually allergic to penicillin": up to two adverbs before "allergic"
    m = (re.search(r"\bi(?:'m| am) (?:(?:\w+ly|very|quite|so|also) ){0,2}allergic to " + _OBJ
                   + _END, s, re.I)
         # "I can't eat shellfish, I'm badly allergic"
         or re.search(r"\bi (?:can't|cannot|can not|mustn't) (?:eat|have|drink|touch) " + _OBJ
                      + r"[,;]? (?:(?:as|because|since) )?i(?:'m| am) (?:\w+ly |very |quite |so )?"
                      r"allergic\b(?! to)", s, re.I))
    x = _clean(m.group(1)) if m else None
    if x and re.fullmatch(r"(?i)them|it|those|these|that|this|both", x):
        x = _antecedent(s[:m.start()])
    # "allergic to nuts and shellfish", "to nuts, eggs and kiwi": each is kept (only the first
    # was, and a shellfish allergy was lost); not "..., found out the hard way"
    more = re.match(r"((?:(?:,|,? and|,? &) (?!(?:my|the|a|an|which|so|i|it|that)\b)[a-z][\w-]*"
                    r"(?: [a-z][\w-]*)?)+?)(?=[.!?;]|$| so\b| but\b| because\b| which\b| too\b| as\b)",
                    s[m.end():], re.I) if x and "allergic to" in m.group(0).lower() else None
    for a in [x] + (re.split(r",? (?:and|&) |, ", more.group(1))[1:] if more else []):
        if a and not re.fullmatch(r"(?i)them|it|those|these|that|this|both", a):
            out.append(_fact("trait", f"allergy.{_slug(a)}", a, f"{who} is allergic to {a}.",
                             page, 0.85))
    m = re.search(r"\b(?:i(?:'m| am)|i've been|i have been|i(?:'ve| have) gone|i went) "
                  r"(?:now |fully |strictly )?(?:a |an )?(" + DIETS + r")\b", s, re.I) or \
        re.search(r"\bi(?:'m| am) (?:now )?(?:doing|on|following|eating) (?:a |the )?(" + DIETS
                  + r")(?: diet)?(?=[,.;!]|$| at the moment| now| these days| so | and | but )",
                  s, re.I)   # "I'm doing keto at the moment", not "I'm on a vegan cooking course"
    if m:
        d = m.group(1).lower()
        said = f"on a {d} diet" if d == "keto" else d   # a diet named by a noun
        # "I've been vegetarian since I was fifteen": how long is kept ("Since when ...?"),
        # as a home keeps it; the sentence itself is no statement beside a diet (remember20)
        long = re.match(r",? (since (?:i was|i were|\d{4}\b|(?:last |early |late )?(?-i:[A-Z])"
                        r"\w+(?: \d{4})?)[^,.;!?]{0,20}?|for (?:the (?:last|past) )?\w+ years)"
                        r"(?=[,.;!?]|$| and | but )", s[m.end():], re.I)
        since = f" ({re.sub(r'(?i)^since i (?:was|were)', 'since they were', long.group(1))})" \
            if long else ""
        out.append(_fact("trait", _diet_key(d), d, f"{who} is {said}{since}.", page, 0.8))
        # "I'm vegetarian and lactose intolerant": a second said with the same "I'm"
        also = re.match(r",? (?:and|&) (?:also )?(?:a |an )?(" + DIETS + r")\b", s[m.end():], re.I)
        if also and _diet_key(also.group(1).lower()) != out[-1]["attribute"]:
            a = also.group(1).lower()
            out.append(_fact("trait", _diet_key(a), a, f"{who} is {a}.", page, 0.8))
    m = re.search(r"\bi(?:'m| am) (?:a )?(?:type \w+ )?(diabetic|pre-?diabetic|coeliac|celiac|asthmatic|"
                  r"epileptic|anaemic|anemic|pregnant|breastfeeding)\b", s, re.I)
    if m:   # a condition that shapes advice (food, exercise), as a diet does
        c = m.group(1).lower()
        out.append(_fact("trait", f"health.{c}", c, f"{who} is {c}.", page, 0.8))
    # "I'm going to be a dad!", "we're going to be grandparents in May": a baby on the way,
    # too short a sentence to be kept as a statement (not "a father figure to", "a mum to
    # two", "if I'm ever going to be a dad", "going to be a teacher")
    m = re.search(r"\b(?:i(?:'m| am)|we(?:'re| are)) (?:going to|gonna) be (?:an? )?((?:first-time |"
                  r"big )?(?:dad|daddy|father|mum|mummy|mom|mommy|mother|parents?|grandma|"
                  r"grandmother|granny|nan|grandad|grandpa|grandfather|grandparents|aunt|auntie|"
                  r"aunty|uncle|sister|brother)(?: again)?)\b(?! (?:to|for|figure|in law)\b)"
                  r"((?: (?:in|next|this|by|around) [^,.;!?]{2,20}?)?)(?=[,.;!?]|$| and | but )",
                  s, re.I)
    if m and not re.search(r"\b(?:if|one day|someday|hope|maybe|might|never|want|wish)\b",
                           s[:m.start()], re.I):
        role = m.group(1).lower()
        when = resolve(m.group(2), page.created, future=True) if m.group(2) else ""
        said = role if role.split()[0].endswith("s") else _article(role)
        out.append(_fact("trait", "family.expecting", role,
                         f"{who} is going to be {said}{when} (a baby is on the way).", page, 0.8))
    # "I've got type 2 diabetes", "I have coeliac disease" (remember19: formed no condition;
    # "my dad has diabetes" is his, "I have a diabetes nurse" names none)
    m = None if out else re.search(r"\bi(?:'ve| have)? (?:got |have |been diagnosed with |have "
                                   r"been diagnosed with |live with |suffer from )(" + _ILLS
                                   + r")\b(?! (?:nurse|clinic|appointment|team|check|review))",
                                   s, re.I)
    if m:
        c = m.group(1) if m.group(1).isupper() else m.group(1).lower()   # "IBS", "COPD"
        out.append(_fact("trait", f"health.{_slug(c)}", c, f"{who} has {c} (a health "
                         "condition).", page, 0.8))
    # "my cholesterol is high", "my blood sugar's been a bit high": a reading of the
    # speaker's own that shapes advice as a condition does (remember28: formed nothing;
    # "my dad's cholesterol is high" is his, "my cholesterol is fine now" is none)
    m = None if out else _READING.search(s)
    if m:
        c = f"{'high' if m.group(2).lower() in _UP else 'low'} {m.group(1).lower()}"
        out.append(_fact("trait", f"health.{_slug(c)}", c, f"{who} has {c} (a health "
                         "condition).", page, 0.8))
    m = _OPERATION.search(s)
    if m:   # an operation the speaker had: "Which operation did I have?" (remember21)
        op, rest = m.group(1).lower(), s[m.end():]
        on = re.match(r" on (?:my|the) ((?:left |right )?[a-z]+)\b(?<!day)", rest, re.I)
        rest = rest[on.end():] if on else rest
        when = re.match(r",? ((?:about |around |nearly )?\w+ (?:years?|months?|weeks?) ago|last "
                        r"(?:year|month|week|spring|summer|autumn|fall|winter|\w+day|"
                        r"[A-Z][a-z]+)|(?:in|on) "
                        r"(?:(?:19|20)\d\d|[A-Z][a-z]+))", rest)
        was = f", {resolve(when.group(1), page.created)}" if when else ""
        said = (f"their {op}" if op.endswith(("out", "removed", "replaced", "done", " on"))
                else op if op.endswith("surgery") else _article(op))
        said += f" on their {on.group(1).lower()}" if on else ""
        out.append(_fact("trait", f"health.operation.{_slug(op)}", op,
                         f"{who} had {said} (an operation{was}).", page, 0.75))
    m = re.search(r"\bi(?:'m| am) (?:no longer (?:a |an )?(" + DIETS + r")\b|not (?:a |an )?("
                  + DIETS + r") any ?more)|\bi(?:'ve| have)? (?:stopped|quit) being (?:a |an )?("
                  + DIETS + r")\b", s, re.I)
    if m:   # the diet attribute's new value ends the old one; the old stays as history
        d = next(g for g in m.groups() if g).lower()
        # "I've stopped being vegetarian, I eat fish now, so pescatarian I guess": the diet
        # said after it is the new one (remember48's parisa); not "not vegan either"
        now = re.search(r"(?<!\bnot )(?<!\bno )\b(?:a |an )?(" + DIETS + r")\b", s[m.end():], re.I)
        new = now.group(1).lower() if now and _diet_key(now.group(1).lower()) == _diet_key(d) \
            else ""
        eats = re.match(r",? (?:and |so |but )?(?:now )?i (eat|have|drink) ([^,.;!?]{2,30}?"
                        r"(?: now| again)?)(?=[,.;!?]|$)", s[m.end():], re.I)
        eats = f" ({'has' if eats.group(1).lower() == 'have' else eats.group(1).lower() + 's'} " \
            f"{eats.group(2)})" if eats else ""
        out.append(_fact("trait", _diet_key(d), new or f"no longer {d}",
                         f"{who} is {new} now (no longer {d})." if new else
                         f"{who} is no longer {d}{eats}.", page, 0.8))
    # "my fav movie of all time is ...": the qualifier says how much, not which (remember44
    # formed no taste)
    m = re.search(r"\bmy (?:favou?rite|fave|go-to|usual|preferred) (\w+(?: (?!ever\b)\w+)?)"
                  r"(?: of all time| ever| in the world)? (?:is|are) "
                  + _OBJ + _END, s, re.I)
    if m:
        cat, val = m.group(1).lower(), _clean(m.group(2))
        key = CATEGORY_OF.get(cat, cat)   # "my favourite tea" is a drink, as "I like tea" is
        # "Afrobeats, especially Burna Boy": the one named after it is the favourite too
        # (remember19: "Who is my favourite singer?" found only the genre)
        most = re.match(r",? (especially|particularly|above all|mainly) ([^,.;!?]{2,40})",
                        s[m.end():], re.I)
        also = f" ({most.group(1).lower()} {most.group(2)})" if most else ""
        out.append(_fact("trait", f"preference.{_slug(key)}", val,
                         f"{_poss(who)} favourite {cat} is {val}{also}.", page, 0.8))
    if not out:
        # each taste of the sentence: "I don't like rom-coms, I love documentaries now"
        for m in re.finditer(r"\bi (?:really |absolutely |totally |still )?(love|like|enjoy|"
                             r"adore|prefer|hate|dislike|can't stand|don't like|do not like)"
                             r"(?: to)? " + _OBJ + _END, s, re.I):
            if re.search(r"\bwould\b|'d\b", s[:m.start() + 3]):
                break
            f = preference(m.group(1), m.group(2), page, who)
            if f and all(f["attribute"] != g["attribute"] for g in out):
                out.append(f)
                # "I'm big into Vicente Fernández and the old Tejano stuff": a kind of music
                # or film said after the one liked is kept with it (remember42: it was lost)
                more = _MORE.match(s[m.end(2):])
                if more and not re.search(r"\b(?:hate|dislike|can't stand)", f["text"]):
                    f["text"] = f["text"][:-1] + f" (and {more.group(1)})."
    # "I've always loved a good western": a taste held all along is held now (remember32:
    # formed none); not "I'd always loved", "I have always hated it"
    m = None if out else re.search(r"\bi(?:'ve| have) (?:always|long) (loved|liked|enjoyed|"
                                   r"adored|hated) " + _OBJ + _END, s, re.I)
    if m:
        f = preference(m.group(1).lower()[:-1], m.group(2), page, who)
        if f:
            out.append(f)
    m = re.search(r"(?:\b(?:i|and) (?:now |mostly |usually |only )+(drink|eat|listen to)|\bi(?:'ve|"
                  r" have)? (?:just )?(?:started|began|begun|switched to) (drink|eat|listen)ing"
                  r"(?: to)?|\bi(?:'m| am) (?:now |mostly |usually |only )+(drink|eat|listen)ing"
                  r"(?: to)?) " + _OBJ + _END, s, re.I)
    if m and (_opens_with_me(s) or not m.group(0).lower().startswith("and")):
        ing = m.group(2) or m.group(3)
        verb = m.group(1) or {"listen": "listen to"}.get(ing.lower(), ing)
        f = preference(verb, m.group(4), page, who)
        if f:
            out.append(f)
    # "I still drive a 2009 Ford Mondeo" (remember19: an adverb between formed no car); "I
    # still drive my old Ford F-150" (remember46) only with the make said ("I drive my son to
    # school", "I drive my dad's Toyota" name no car of the speaker's)
    m = re.search(r"\b(?:i|we) (?:(?:still|now|currently|also) )?(?:drive|own) (?:an?|(?:my|our)"
                  r"(?= (?:[a-z-]+ ){0,2}?" + _MAKE + r")) " + _OBJ + _END + r"|\bmy (?:new )?"
                  # ("My truck is a Ford F-150 2019": rejean, "What truck do I drive?"; "My car
                  # is old Skoda Octavia", the article dropped before a make: remember52)
                  r"(?:car|truck|ute|van|pickup|motor)(?: is|'s) (?:an? |(?=(?:[a-z-]+ ){0,2}?"
                  + _MAKE + r"))"
                  + _OBJ + _END, s, re.I)
    if m:
        # "a 2009 Toyota Avensis that's on its last legs": the clause about it is no model
        car = _clean(re.split(r" (?:that|which)\b", m.group(1) or m.group(2))[0])
        # the make is in the thing itself: "We own a cafe in Leeds", "I drive a lorry for
        # Tesco" name a capital after a preposition, and no car
        said = re.split(r" (?:in|near|on|at|for|from|with|by) ", (m.group(1) or m.group(2)))[0]
        # ("I own a hair salon called The Cutting Room": a business, no car; remember66)
        if (re.search(r"\b(?:car|[A-Z]\w+)\b", said) or not m.group(1)) and not re.search(
                r"\b(?:" + BUSINESS + r")\b", said, re.I):
            out.append(_fact("trait", "car", car, _car_text(who, car, s), page, 0.75))
    m = None if any(f["attribute"] == "car" for f in out) else (
        _OWNS.search(s) or _MY_CAR.search(s) or _MILEAGE.search(s))
    if m:
        car = _clean(m.group(1))
        out.append(_fact("trait", "car", car, _car_text(who, car, s), page, 0.75))
    m = _SOLD_FOR.search(s)
    if m and _car_said(m.group(1), m.group(2)) and not any(f["attribute"] == "car" for f in out):
        # ("bought a Suzuki Alto from my neighbour": who sold it is no part of the car)
        old, car = m.group(1), _clean(re.split(r" (?:from|off) (?:my|our|a|an|the)\b", m.group(2))[0])
        out.append(_fact("trait", "car", car, f"{who} drives {_article(car)} (it replaced their "
                         f"old {old}).", page, 0.75))
    m = _REPLACED.search(s)
    if m and m.group(0)[:3].lower() == "and" and not _opens_with_me(s):
        m = None   # "My sister sold her car and replaced it ...": hers
    if m and not any(f["attribute"] == "car" for f in out) and (
            re.search(r"\b(?:car|cars|van|motorway|mot)\b", s, re.I) or
            re.match(r"(?:[\w-]+ ){0,2}(?:" + CAR_MAKES + r")\b", m.group(1), re.I)):
        # "The Saab died, so I've replaced it with a Mazda 6": the car now, and the one it
        # replaced in its text ("What car did I have before?" once the old fact has ended)
        car = _clean(m.group(1))
        # (lowercase chat's "traded the civic in": the word before "in" is the car traded)
        old = re.search(r"\b(?i:the|my|our) (?:(?i:old) )?([A-Z][\w-]+(?: [A-Z0-9][\w-]*)?|"
                        r"[a-z][\w-]+(?= in\b))\b", s[:m.start(1)])
        was = old.group(1) if old else "car"
        out.append(_fact("trait", "car", car, f"{who} drives {_article(car)} (it replaced their "
                         f"old {was}).", page, 0.75))
    m = re.search(r"\b(?:i|we)(?:'ve| have)? (?:just |recently |finally |also )?(?:started|taken "
                  r"up|took up|picked up|got into|gotten into|began|begun)(?: doing| playing| going)? "
                  r"(\w+)\b(?! (?:a|an|the|my|our|their|to|for|\w+ing)\b)", s, re.I)
    if m and CATEGORY_OF.get(m.group(1).lower()) == "sport":   # "What sport did I take up?"
        x = m.group(1).lower()
        out.append(_fact("trait", f"activity.{x}", x, f"{who} took up {x} as a sport.", page,
                         0.75, ends=[f"dislikes.{x}"]))
    m = re.search(r"\b(?:i|we)(?:'ve| have)? (?:just |finally |recently )?(sold|got rid of|"
                  r"scrapped|gave away|given away|totalled|totaled|wrote off|written off) (?:my|our|"
                  r"the) (?:old )?(car|van)\b(?![^.;]*\b(?:bought|got|for|traded)\b)", s, re.I)
    if m and not any(f["attribute"] == "car" for f in out):   # no car now: the old one ends
        verb = {"given away": "gave away", "written off": "wrote off"}.get(
            m.group(1).lower(), m.group(1).lower())
        # "I sold my car btw, the old Corolla": the car named in the aside is the one gone,
        # asked as "What car did I have?" (remember39: only "has no car now" was kept)
        named = re.match(r",? (?:(?:btw|by the way),? )?(?:the|an?|my|our) (?:old |little |"
                         r"trusty )?([A-Z][\w-]+(?: [A-Z0-9][\w-]*)?)(?=[,.;!?]|$| (?:because|"
                         r"since|as|and|but|so)\b)", s[m.end():])
        was = f" (it was {_article(named.group(1))})" if named else ""
        out.append(_fact("trait", "car", f"{verb} their {m.group(2).lower()}",
                         f"{who} {verb} their {m.group(2).lower()} and has no "
                         f"{m.group(2).lower()} now{was}.", page, 0.75))
    return out
