"""Facts said in passing: inside a request, in the sentence after one, in lowercase chat.

Design decisions:
- People mostly tell an assistant about themselves while asking for something: "Can you
  suggest a present for my wife Anneke? She's into pottery." The question itself is never a
  candidate statement (`sentences.candidate`), but "my wife Anneke" presupposes the relation
  whatever the mood, so `kin_named` reads that one pattern from any sentence; nothing else of
  a question is kept.
- The sentence after such a mention often goes on in the third person ("She's into pottery",
  "He's turning nine"). `about_kin` puts the relative back as the subject ("My wife Anneke
  is into pottery") so the usual rules read it as the speaker's; only "he"/"she" opening the
  sentence, only right after one named relative, and only where the pronoun fits the
  relation (a wife is "she"), so "She said ..." about someone else stays unread.
- The fact that shapes a request often follows it in the same sentence ("Can you suggest a
  dinner, I'm vegetarian?"). `after_request` reads the first-person clauses after the
  request as a sentence of their own, up to one that turns back to the listener.
- Chat written without capitals ("my budgie, called him sid", "live in norwich") hides the
  names that the rules find by their capital. `capitalised` restores it in a few slots where
  a name is all but certain (after "called"/"named", after "live in"/"moved to", a relation
  followed by "passed away", after "my name is", a pet before its verb), only in a message
  with no capitals of its own, and never for a common word.
"""
from __future__ import annotations

import re

from . import sentences as S
from .lpm_aboutkin import ANY as _ANY, PET_RELS as _PET_RELS, about_kin
from .lpm_asked import inside
from .lpm_belonging import NATIONALITIES
from .lpm_changes import MET
from .lpm_chat import standard
from .lpm_fields import expand
from .lpm_kinclauses import kin_clauses
from .lpm_lowercase import capitalised
from .lpm_lists import items, said_in_brackets
from .lpm_openers import opened
from .lpm_settled import married_to
from .lpm_activities import own_collection
from .lpm_plans import as_mine
from .lpm_requests import presupposed
from .lpm_setright import set_right
from .lpm_spoken import clauses
from .lpm_base import MONTHS
from .lpm_words import FEMALE, HELLO, JOBS, JOB_ALTS, MALE, PETS, PET_KIND, RELATIONS

# "my little brother Femi": a size or order word may stand before the relation
_KIN = re.compile(r"\b(?i:my|our) (?:(?i:little|big|baby|older|younger|elder|twin|kid|oldest|"
                  r"eldest|youngest|middle) )?"
                  # ("my neighbour Mrs Okafor": a title is part of the name)
                  r"(?i:(" + RELATIONS + r")),? ((?:(?:Mr|Mrs|Ms|Miss|Dr)\.? )?[A-Z][\w'-]+"
                  # ("for my boyfriend Wei Jie?": a given name of two words, as many Chinese,
                  # Korean and Vietnamese ones are, is one name; remember35 kept "Wei")
                  r"(?: (?!(?i:" + MONTHS + r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|"
                  r"(?:Christmas|Easter|I|My|And|But|So|If|He|She|We|They)\b)[A-Z][a-z'-]+)?)"
                  r"(?:'s)?\b")


# "My wife is called Moira. She's a teacher.": the name said with "is called"
_KIN_CALLED = re.compile(r"\b(?i:my|our) (?i:(" + RELATIONS + r"))(?:'s name(?: is|'s)| is "
                         r"(?i:called|named)) ([A-Z][\w'-]+)\b")


# "My brother Femi is 19 and thinks he knows everything": what a relative thinks or says is
# reported speech, no fact, but the clause before it is one; the sentence ends there
_REPORTS = re.compile(r",? (?:and|but) (?:thinks|reckons|believes|says|claims|insists)\b.*$"
                      # "My girlfriend Lena is a nurse, she says I should ...": the same
                      r"|, (?:and )?(?:he|she|they) (?:says|said|thinks|reckons|told me)\b.*$")


def before_report(s: str) -> str:
    """`s` cut before "and thinks ..." where a relative is the subject, else `s`."""
    m = _REPORTS.search(s) if re.match(r"(?:My|Our) ", s) else None
    return s[:m.start()] + "." if m else s


# "write to the school of my son, his name is Adam": the name said right after the relation,
# by the pronoun that fits it (not "my son's teacher, her name is ...", whose name it is)
# ("a text to my flatmate about the bins, his name's Callum": a few lowercase words of the
# request between, with no other person, and a relation of either sex; remember23)
_KIN_HIS = re.compile(r"\b(?i:my|our) (?i:(" + RELATIONS + r"))(?: (?!(?:my|our|his|her|their|"
                      r"and|or|with)\b)[a-z']+){0,6}?,? (?i:(his|her)) name(?: is|'s) "
                      r"([A-Z][\w'-]+)\b")


# "My husband Wiktor and I have one daughter, Ewa. She is an ecologist": the relative said
# as had, then named (remember25: "She" was left unread and the job lost)
_KIN_HAD = re.compile(r"\b(?i:i|we|and i)(?:'ve| have)?(?: (?i:got|have|also have|just had))? "
                      r"(?i:an? |one |an only )(?i:(" + RELATIONS + r"))(?:,| (?i:called|named))"
                      r" ([A-Z][\w'-]+)\b(?! and\b| or\b|,? (?i:[a-z]+) and\b)")


# "a thank you card to my old manager Rick": someone the speaker worked or lived with before,
# named as that (remember46: "What was my old manager's name?" found nothing); "my old
# friend" is a friend still
_FORMER = re.compile(r"\b(?i:my|our) (?i:old|former|previous|last) (?i:(manager|boss|supervisor|"
                     r"teacher|colleague|coworker|coach|landlord|landlady|neighbour|neighbor|"
                     r"flatmate|roommate|housemate|mentor|tutor)),? ([A-Z][\w'-]+)\b(?!')")


def kin_named(s: str) -> list[tuple[str, str]]:
    """(relation, name) pairs a sentence of any mood names: "for my wife Anneke?"."""
    former = [(f"former {m.group(1).lower()}", m.group(2)) for m in _FORMER.finditer(s)
              if m.group(2) not in ("I", "My")]
    his = [m for m in _KIN_HIS.finditer(s)
           if ((m.group(2).lower() == "her") == (m.group(1).lower() in FEMALE)
               and m.group(1).lower() in FEMALE | MALE) or m.group(1).lower() in _ANY]
    # (not what someone else says the speaker has: "My sister says we've got a dog called Rex")
    had = [m for m in _KIN_HAD.finditer(s) if not re.search(
        r"\b(?:says?|said|thinks?|reckons?|told (?:me|us))\b", s[:m.start()], re.I)]
    wed = married_to(s)   # "when Gerald and I got married, God rest him"
    met = MET.search(s)   # "I've been seeing a girl called Ciara" (then "She's a paramedic")
    return former + [(m.group(1).lower(), _one_name(m.group(1).lower(),
                                           re.sub(r"'s$", "", m.group(2 if m.re is not _KIN_HIS else 3))))
            for m in [*_KIN.finditer(s), *_KIN_CALLED.finditer(s), *had, *his]
            if m.group(2) not in ("I", "My")] + ([wed[:2]] if wed else []) + (
        [("partner", met.group(2))] if met else [])


def _one_name(rel: str, name: str) -> str:
    """A pet's name is its first word ("Can I give my cat Pickle Dreamies?": a treat follows)."""
    return name.split()[0] if rel in _PET_RELS or rel in PET_KIND else name


# (and anyone said by their job: "The plumber came round. He's fixed the boiler.")
# (a job word that is also a verb is a person only as a noun: "What can I cook for my mum?
# She's diabetic" is the mum; remember23 formed nothing)
_VERB_JOBS = frozenset("cook coach judge tutor pilot".split())
_PEOPLE = (r"friend|friends|colleague|boss|manager|neighbou?r|teacher|doctor|nurse|woman|women|"
           r"man|men|girl|guy|lady|bloke|someone|people|family|kids|children|parents|baby|vet|gp|"
           + "|".join(sorted(JOBS - _VERB_JOBS, key=len, reverse=True))
           + r"|(?:a|an|the|my|our|his|her|their|this|that) (?:[a-z]+ )?(?:" + "|".join(sorted(_VERB_JOBS))
           + r")s?")
# "plan a dinner for my wife? She's turning 45": the one relative said without a name, whom
# an opening "She" can only be when no one else is in the sentence (not "my daughter's new
# teacher", "my mum and her friend", "my son and Priya", "my sister got a dog"); "" stands
# for the unsaid name
_UNNAMED = re.compile(r"\b(?i:my|our) (?:(?i:little|big|baby|older|younger|elder|oldest|eldest|"
                      r"youngest|lovely|dear) )?(" + "|".join(sorted(FEMALE | MALE, key=len,
                                                                    reverse=True)) + r")\b"
                      # ("my mum's birthday? She loves gardening": her birthday is still
                      # hers; not "my sister's husband" or "my brother's dog"; remember23)
                      r"(?!-|s\b|'s (?:[a-z]+ )?(?:" + RELATIONS + "|" + PETS + "|"
                      + "|".join(PET_KIND) + r"|" + _PEOPLE + r")s?\b)", re.I)
# a name inside a sentence (not its first word, "I", a day, a month or a holiday)
# (a nationality or language is no one: "My English is not so good, can you help?" kept the
# granddaughter as whom the next "She" is; remember23)
_A_NAME = (r"(?<=[\w,;:] )(?!(?i:" + "|".join(sorted(NATIONALITIES, key=len, reverse=True))
           + r")\b)(?-i:(?!I\b|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b|(?:January|"
           r"February|March|April|May|June|July|August|September|October|November|December|"
           r"Christmas|Easter)\b)[A-Z][a-z]+)")
# ("What's a good gift for my wife? She loves gardening": "What's" is no one's)
_SOMEONE_ELSE = re.compile(r"\b(?:" + _PEOPLE + r"|they|them|his|her|he|she|him|whose|folks|"
                           r"grandparents|(?!(?:what|who|where|when|how|that|it|there|here|"
                           r"let)'s)[a-z]+'s|(?:" + PETS + r")s?)\b|" + _A_NAME, re.I)


def kin_unnamed(s: str, known: dict[str, str] | None = None) -> list[tuple[str, str]]:
    """[(relation, "")] for the one relative of known sex `s` names without a name, when no
    other person is in it: who an opening "He"/"She" of the next sentence is. A name memory
    holds as a relative of the other sex is no one else ("My mother-in-law has moved in with
    us to help with Jayden. She's lovely": Jayden is the son; remember21's weiling)."""
    found = {m.group(1).lower() for m in _UNNAMED.finditer(s)}
    # ("My daughter's boyfriend is Kieran. She's split up with him": she is the daughter)
    bf = re.match(r"(?i:my|our) (\w+)'s (?:new )?(boyfriend|girlfriend) (?:is|'s)\b[^,;]*$", s)
    if not found and bf and bf.group(1).lower() in (FEMALE if bf.group(2) == "boyfriend" else MALE):
        return [(bf.group(1).lower(), "")]
    if len(found) != 1 or kin_named(s):
        return []
    rel = found.pop()
    other = MALE if rel in FEMALE else FEMALE
    rest = _UNNAMED.sub("", s)
    # "What should I get my nan for her 80th?": her own is no one else (not "his brother"; remember30)
    if not re.search(r"\b(?:his|her) (?:" + RELATIONS + r")", rest, re.I):
        # ("my dad lives in york, i see him every other weekend. he's a plumber": him too; zoe)
        rest = re.sub(r"\bher\b" if rel in FEMALE else r"\bhi[sm]\b" if rel in MALE else r"(?!)",
                      "", rest, flags=re.I)
    for name, their in (known or {}).items():
        if their in other:
            rest = re.sub(rf"\b{re.escape(name)}\b", "", rest)
    # (a place is no one: "My mum's still in the old house in Mendooran, she's 88"; darryl)
    rest = re.sub(r"\b(?:to|in|from|near|at) [A-Z][a-z]+\b(?!')", "", rest)
    return [] if _SOMEONE_ELSE.search(rest) else [(rel, "")]


# someone other than a relative already named: a person's word, a relative, a name
_OTHERS = re.compile(r"\b(?:" + _PEOPLE + r"|(?:my|our) (?:[a-z]+ )?(?:" + RELATIONS
                     + r"))s?\b|" + _A_NAME, re.I)


def still_of(s: str, kin: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """`kin` when `s` names no one else ("... my sister Thandi ... Budget is about R800. Oh
    and she's allergic to nuts": she is still the sister), else []."""
    # (the speaker's own job names no one else: "... Nothing too expensive, I'm a broke
    # student lol. Oh and he's allergic to peanuts" is still the boyfriend; remember35)
    # (and where: "I'm a pharmacist at Boots, planning to go back ... / she sleeps in a moses
    # basket" is still the daughter; remember77)
    s = re.sub(r"\b(?i:i'm|i am) (?:(?i:just|only|still|also) )?(?i:an?|her|his|their) (?:[a-z-]+ ){0,2}[a-z-]+"
               r"(?: (?:at|for|in|with) (?:the )?[A-Z][\w'&-]+(?: [A-Z][\w'&-]+)*)?"
               r"(?=[,.;!?]|$| (?:lol|haha|so|and|but)\b)", "", s)
    return kin if kin and not _OTHERS.search(s) else []


def known_in(s: str, known: dict[str, str] | None) -> list[tuple[str, str]]:
    """[(relation, name)] of the one relative memory knows by name that `s` names ("Her
    name's Harjit." once the wife is Harjit): who "She" is next."""
    # ("gift ideas for Luc's birthday? He's turning 30": the name said with 's is the same
    # one; remember32 formed no age)
    names = {w.removesuffix("'s") for w in re.findall(r"\b[A-Z][\w'-]+\b", s)
             if known and w.removesuffix("'s") in known}
    # (a place, "news in the family", is no one else: "Shane has moved to Bendigo." then "He's")
    rest = re.sub(r"\b(?:to|in|from|near) [A-Z][a-z]+\b(?!')|\b(?:in|of) the family\b", "", s)
    # (not "Luc's friend Tom is visiting": someone of his is named, whom "He" may be)
    if names and re.search(rf"\b{next(iter(names))}'s (?:[a-z]+ )?(?:{RELATIONS}|friend|"
                           rf"mate|pal|boss|colleague|teacher|coach|neighbour|neighbor)s?\b",
                           s, re.I):
        return []
    # (what the one named is names no one else: "Daniel is a chef at a seafood restaurant
    # ... He's 30."; remember79)
    rest = re.sub(r"\b(?:is|was|'s) (?:now |also |still )?(?:an?|the) (?:[\w-]+ ){0,2}?[\w-]+(?= at | in | for |[,.;!]|$)",
                  "", rest) if len(names) == 1 else rest
    if len(names) != 1 or _OTHERS.search(re.sub(rf"\b{next(iter(names))}\b", "", rest)):
        return []   # (not "Harjit and Tom came round": someone else is there)
    # ("So Jalen and I broke up. ... He moved out last week": an ex from there on, whom "He"
    # is not read as the partner of; remember27: "The user's boyfriend Jalen moved out")
    return [("ex" if re.search(rf"\b{n} (?:and|&) I (?:have |'ve )?(?:broke up|split|separated)|"
                                rf"\b(?:broke up|split up) with {n}\b", s) else known[n], n)
            for n in names]


# "And one dessert Ivy would like, without eggs since she's allergic to them" (lpm_idioms
# makes it "..., she's allergic to eggs"): a clause on a relative memory knows by the one name
# said before it, in a sentence naming no one else
_KNOWN_THEN = re.compile(r"^(.{3,}?),? (?:and |since |because |as |cos )?((?:she|he)(?:'s| is) "
                         r"[^,;!?]{3,}?)[.!]*$", re.I)


def known_clause(s: str, known: dict[str, str] | None) -> list[str]:
    """ "My daughter Ivy is allergic to eggs." for such a clause of `s`, else []."""
    m = _KNOWN_THEN.match(s.strip()) if known else None
    if not m or kin_named(m.group(1)) or _OTHERS.search(m.group(2)):
        return []
    kin = known_in(m.group(1), known)
    said = about_kin(m.group(2)[0].upper() + m.group(2)[1:], *kin[0]) if len(kin) == 1 else None
    return [said.rstrip(" .!") + "."] if said else []


def pronoun_kin(s: str, kin: list[tuple[str, str]]) -> tuple[str, str] | None:
    """The one relative of `kin` (named in the sentence before) whom an opening "He"/"She" of
    `s` can be: the only one named, or the only one of that sex when every one named has a
    known sex ("my husband Dennis ... my daughter Gemma. She's a police sergeant")."""
    kin = list(dict.fromkeys(kin))
    if len(kin) <= 1:
        return kin[0] if kin else None
    m = re.match(r"(?i)(he|she|his|her)\b", s)
    if not m or not all(r in FEMALE | MALE for r, _ in kin):
        return None
    fits = [k for k in kin if k[0] in (FEMALE if m.group(1).lower() in ("she", "her") else MALE)]
    return fits[0] if len(fits) == 1 else None


# a clause that goes on after a request: ", but no pork, I am not eating pork", "as I'm vegan"
# (lowercase chat goes on after a "?" without a new sentence: "a meal plan? trying to ...")
_CLAUSE = re.compile(r"\s*(?:[,;]|\s-+|\?)\s+|\s+(?=(?:as|because|since|cause|cos) (?:i|i'm|we)\b)",
                     re.I)
# "..., doctor said my cholesterol is high": what a carer says of the speaker's health is
# the speaker's fact (lpm_rules reads it so), after a request too (remember28: formed none)
_ME_FIRST = re.compile(r"^(?:(?:but|and|as|because|since|cause|cos|so|plus) )?((?:(?:the |my )?"
                       r"(?:doctor|doc|gp|nurse|consultant|specialist|dentist|physio) (?:says|"
                       r"said|told me|thinks|reckons)(?: that)?,? (?=(?:my|i|i'm)\b))?(?:i|i'm|"
                       r"i've|we|we're|we've|my|our)\b.*)", re.I)


# a request to put the speaker's own fact into a text: "mention that I speak Polish"
_MENTION = re.compile(r"\b(?:mention|say|add|include|note|point out|state|explain)(?:ing)? "
                      r"(?:that )?((?:i|i'm|i've|my|we|we're|our)\b[^,;.!?]{4,})", re.I)


def after_request(s: str) -> list[str]:
    """What the speaker says of themselves after asking for something, as a sentence of its
    own: "Can you suggest a dinner, I'm vegetarian?" -> ["I'm vegetarian."]. People give the
    fact that shapes the request right after it; the request itself stays no fact."""
    if not (S.is_question(s) or S.is_request(s) or re.search(r"\b(?:you|u)\b", s, re.I)):
        return []
    m = _MENTION.search(s)
    if m:   # "Make it less formal, and mention that I speak fluent Polish"
        return [m.group(1)[0].upper() + m.group(1)[1:].rstrip(" ,") + "."]
    parts = _CLAUSE.split(s.rstrip(" ?!."))
    for i, p in enumerate(parts[1:], 1):
        m = _ME_FIRST.match(p)
        # "a party for my daughter Ivy, she turns 8 on Saturday?": the relative the request
        # named, when it is the only one and the pronoun fits
        # ("a present for my mam, she's turning 70": the one relative said without a name)
        kin = (kin_named(", ".join(parts[:i])) or kin_unnamed(", ".join(parts[:i]))
               if not m else [])
        their = about_kin(p[:1].upper() + p[1:], *kin[0]) if len(kin) == 1 else None
        if not (m or their):
            continue
        told = [m.group(1) if m else their] + parts[i + 1:]
        # up to a clause that turns back to the listener ("..., what do you think")
        cut = next((j for j, t in enumerate(told) if re.search(r"\b(?:you|u|your)\b", t, re.I)),
                   len(told))
        told = told[:cut]
        if told:
            return [", ".join(told)[0].upper() + ", ".join(told)[1:] + "."]
        return []
    return []


# "My boyfriend Tshepo says he'll run with me, but he's a quantity surveyor ...": what the
# relative says is no fact (lpm_reported), but the speaker's own "but he's ..." about them is
_KIN_BUT = re.compile(r"^((?:my|our) (?:[a-z]+ )?(?:" + RELATIONS + r")\b[^;?]{3,}?), but "
                      r"((?:he|she)(?:'s| is| works| has)\b[^;?]{4,})$", re.I)


def kin_but(s: str) -> list[str]:
    """ "My boyfriend Tshepo is a quantity surveyor ..." of the sentence above, said of the
    one relative its opening names when the pronoun fits them; else []."""
    m = _KIN_BUT.match(s.strip())
    kin = (kin_named(m.group(1)) or kin_unnamed(m.group(1))) if m else []
    said = about_kin(m.group(2)[0].upper() + m.group(2)[1:], *kin[0]) if len(kin) == 1 else None
    return [said.rstrip(" .!") + "."] if said else []


# "I've quit smoking! 3 weeks now": how long, said as a sentence of its own, goes with the news
# before it (it formed nothing: "How long since I quit smoking?")
_HOW_LONG = re.compile(r"^(?:(?:already|nearly|almost|over|just over) )?(?:\d{1,3}|a|an|one|two|three|"
                       r"four|five|six|seven|eight|nine|ten|a couple of|a few) (?:days?|weeks?|"
                       r"months?|years?)(?: (?:now|today|and counting|clean|sober|in|already|"
                       r"so far))*[.!]*$", re.I)


def _with_how_long(sents: list[str]) -> list[str]:
    out: list[str] = []
    for s in sents:
        if out and _HOW_LONG.match(s.strip()) and out[-1].rstrip().endswith("!"):
            out[-1] = out[-1].rstrip().rstrip("!") + f", {s.strip().rstrip('.!')}!"
        else:
            out.append(s)
    return out




def sentences_of(text: str) -> list[str]:
    """The sentences the rules read in a message: dictation broken into clauses, list items
    on their own, fields said as sentences, texting and learner spellings made standard,
    names in lowercase chat capitalised, opening phrases said as facts, and what follows a
    request or sits in parentheses said on its own."""
    out = []
    text = S.plain_quotes(text)
    for s in _with_how_long(S.split(capitalised(S.informal(expand(standard(items(clauses(
            text)))))))):
        s = own_collection(as_mine(s))
        # "hey I'm Kayla, 19, doing nursing ...": what follows a name and an age is news of
        # its own (the age read as the one after a name, the rest as a subjectless sentence;
        # a year of study after it is the speaker's: "im lwazi, 20, second year ... at wits")
        # "Desmond here, 74 and retired ...", "name's Sione, 45, ...", "Tom, 34 years old": too
        m = re.match(r"((?i:(?:" + HELLO + r")(?: there)?[\s,!.]+)?(?i:so )?"
                     r"(?:(?i:I'm|I am|"
                     r"(?:my |the )?name is|(?:my |the )?name's) "
                     r"[A-Z][\w'-]+(?: [A-Z][\w'-]+)?|[A-Z][\w'-]+(?: [A-Z][\w'-]+)? here|"
                     # ("Hi. Joanne, 41, pharmacist at a CVS": the name alone before the age and
                     # a job or where from; remember83)
                     r"(?<![\w,] )[A-Z][\w'-]+(?=, \d{1,2}, (?:(?:an? )?(?:[a-z-]+ )?(?:" + JOB_ALTS
                     + r")\b|(?:originally )?from\b|living\b|based\b|just\b|studying\b|"
                     r"working\b)))),\s+"
                     r"(?=\d{1,3}(?: years(?: old)?| y/?o)?(?:,| and (?!an? |half\b)[a-z]))",
                     s)
        if m:   # (the age kept beside the name: "I'm Hamish, 52" is no demonym; remember78)
            out.append(m.group(1) + ", " + re.match(r"\d+", s[m.end():]).group(0) + ".")
            s = re.sub(r"^(\d{1,2}), (?=(?:first|second|third|fourth|final|1st|2nd|3rd|4th)[- ]"
                       r"year\b)", r"I'm \1, ", s[m.end():], flags=re.I)
        # ("I'm 47, a primary school teacher in Bristol, and ...": the job after the age is
        # said of the speaker too; remember91 kept the age alone)
        aged = re.match(r"((?i:i'm|i am|im) \d{1,3}(?: years old)?), (?=(?:an? )?(?:[a-z-]+ ){0,2}(?:"
                        + JOB_ALTS + r")\b)", s)
        if aged:
            out.append(aged.group(1) + ".")
            s = "I'm " + s[aged.end():]
        out.extend(opened(s) or [s])
        out.extend(after_request(s))
        out.extend(presupposed(s))   # "tips for training for my first marathon?"
        out.extend(said_in_brackets(s))
        out.extend(inside(s) + set_right(s))   # "Since we live in Leeds, ...?"; "No, you've ..."
        out.extend(kin_clauses(s))   # "I love sushi but my bf Dev is allergic to shellfish"
        out.extend(kin_but(s))
    return out
