"""Which of the few closest facts a question asks of (app/focus.py puts that one beside it).

Design decisions:
- Meaning alone picks wrongly here: facts about relatives are close to questions about the
  user ("What do I practise in the evenings?" found "The user's daughter ... is studying
  law"), and a fact naming the current value is close to a question about the past ("Where
  did I live before York?" found "lives in York"). So the fact is chosen by whom the
  question asks of: the person it names, the relative it asks of ("my partner", "the dog";
  a husband asked of and a partner told of are one person; "my older son" the older one
  first), the user's past, a pet, the user's own thing asked with "the", or for a question
  about the user alone one not only about a relative; then by the words it asks with (a
  fact saying the asked -ing word, a job, a diet). Meaning keeps the order among equals.
- Word lists come from memory.lpm_words, the rules' own, so a relation the rules write is a
  relation asked of.
"""
from __future__ import annotations

import re

from memory.lpm_words import JOBS, ORDER_WORDS, PET_KIND, PETS, RELATIONS, grown
from memory.past_facts import FIRST_ASKED, HAD_ASKED, MOVED_FROM_ASKED, WORKPLACE_ASKED
from memory.types import ContextItem

from .focus_kinds import (WHO_DOES, also_asked, asked_words, by_kind_asked, home_before, of_the_user,
                          only_kin, owned, past_said, says_kind, town_first, verb_said, who_does)
from .focus_change import MOVED_TO as _MOVED_TO, NOW_SAID as _NOW_SAID, changed, past_of, then_or_now
from .focus_lists import list_first
from .focus_place import home_first, place_first
from .focus_when import news_first, original_date, when_first

DATE_PREFIX = re.compile(r"^\[[^\]\n]{1,40}\] ")
SPEAKER = re.compile(r"\b(?:i|i'm|i've|i'd|my|mine|myself|we|we're|our|ours)\b", re.I)
# "my son", and "the dog": a pet asked of with "the" is the user's ("What's the dog's name?")
# (not "the dog food": the pet is what is asked of, "the dog's name", "how old is the cat?")
_ORDERS = ORDER_WORDS + "|twin"
# ("our newest grandchild", "my new nephew": a relative told apart by when they came)
# ("What is my baby's name?": the user's youngest child, told as a son or daughter; remember36)
KIN_ASKED = re.compile(r"\b(?:(?:my|our) (?:(?:" + _ORDERS + r"|new|newest|latest) )?(?=(?:"
                       + RELATIONS + r"|baby\b))|the (?:(?:new|little|old) )?(?=(?:" + PETS
                       + r")(?:'s\b|\s*\?|\s*$| called\b| named\b)))"
                       r"(" + RELATIONS + r"|baby)(?:'s|s)?\b", re.I)
KIN_SAID = re.compile(r"\b(?:the user's|their) (?:" + RELATIONS + r")\b")
# "What year were the twins born?", "what's the new baby called": the family, as "the dog"
FAMILY_THE = re.compile(r"\bthe (?:new |little )?(baby|twins|kids|children|grandkids|"
                        r"grandchildren)\b", re.I)
# "my older son": the word that tells one relative from another of the same kind
_ORDER = re.compile(r"\b(?:" + _ORDERS + r")\b", re.I)
DATING = re.compile(r"\b(?:am i|i'm|are we) (?:dating|seeing|going out with|engaged to|married "
                     r"to|together with)\b|\bmy (?:date(?! of)|other half|significant other)\b", re.I)
# "Who was I going out with before Dan?": the partner before, whom the break-up keeps as the
# ex ("The user's ex is Joris (they broke up ...)"), not the partner now (remember24)
_DATED = re.compile(r"\b(?:was|were) (?:i|we) (?:dating|seeing|going out with|together with|"
                    r"engaged to|married to|with)\b|\bwho did (?:i|we) (?:date|see|go out with)\b",
                    re.I)
_EX_FACT = re.compile(r"^The user's ex(?:-[a-z]+)?\b")
PARTNER_FACT = re.compile(r"^The user's (?:boyfriend|girlfriend|partner|husband|wife|fianc[eé]e?)"
                           r"\b", re.I)
# an activity or a time of day asked of ("training", "the evenings"): a fact that says the
# same word is about it, where a closer one in meaning may be about another thing ("trained
# in Europe" beside "training for a half marathon")
# "my kids" told as "our twins, Amara and Leo" or "my son": a relation said by another word
_CHILDREN = r"(?:kid|child|children|son|daughter|twin|boys\b|girls\b)"
# "my mum" told as "my mother" (not "my mother-in-law"), "my dad" as "my father"
_MOTHER, _FATHER = r"(?:mum|mom|mother|mam)(?!-in-law)", r"(?:dad|father)(?!-in-law)"
# "my grandchild" told as "my grandson" or "my granddaughter"
_GRANDCHILDREN = r"(?:grandchild|grandkid|grandson|granddaughter)"
_KIN_ALSO = {"kid": _CHILDREN, "child": _CHILDREN, "children": _CHILDREN, "kids": _CHILDREN,
             "baby": r"(?:baby|babies|kid|child|son|daughter|twin|boys\b|girls\b)",
             **dict.fromkeys(("grandchild", "grandchildren", "grandkid", "grandkids"),
                             _GRANDCHILDREN),
             # a grandchild whose sex was not said may be the grandson asked of
             "grandson": r"(?:grandson|grandchild|grandkid)",
             "granddaughter": r"(?:granddaughter|grandchild|grandkid)",
             **dict.fromkeys(("mum", "mom", "mother", "mam"), _MOTHER),
             **dict.fromkeys(("dad", "father"), _FATHER),
             # a puppy is a dog: "What's my dog called?" of "The user's puppy is called Max."
             **dict.fromkeys(("dog", "puppy"), r"(?:dog|puppy|pupp)"),
             **dict.fromkeys(("cat", "kitten"), r"(?:cat|kitten)")}
# ("What are my daughters' names?": remember19, the count "two daughters" was put first)
# ("Who is looking after my kids?" asks who does something for them, not their names)
_ASKS_NAME = re.compile(r"\b(?:names?|named|call|called)\b|\bwho\b(?!" + WHO_DOES + ")", re.I)
# a relative's name said alone: "The user's partner is called Hanne." (relation, name)
_ONLY_NAME_OF = re.compile(r"^The user's (?:(?:" + _ORDERS + r") )?(" + RELATIONS + r")(?: \([\w "
                           r"]+\))? is called ([A-Z][\w'-]+)[^.,;]*\.$", re.I)
_PET_WORD = re.compile(r"\b(?:" + PETS + r")\b", re.I)
_PETS_ASKED = re.compile(r"\bpets?\b|\banimals?\b", re.I)
_LATE = re.compile(r"\b(?:late|died|passed away|put down|put to sleep|lost (?:him|her))\b", re.I)
_PET_FACT = re.compile(r"\b(?:" + PETS + "|" + "|".join(PET_KIND) + r")s?\b", re.I)
# "Where did I live before York?": the past asked of, which a fact kept as the past answers, not
# the closest in meaning ("lives in York"); "What does Ray use to get around?" is no past
_PAST_ASKED = re.compile(r"\b(?:used to|did (?:[\w']+ ){1,2}use to|before|previously|originally|formerly|"
                         # ("Bianca's old school": a relative's past; remember24)
                         r"in the past|(?:my|our|the|\w+'s) (?:old|previous|former|original)|"
                         # "What was my job?" asked in the past (remember25: "is retired" beside)
                         r"(?:what|where) was my (?:job|work|career|profession|occupation)|"
                         r"where (?:was i|were we) (?:living|staying|working)|"   # (tanvi)
                         # "Which hobby did I give up?" (remember37: the hobby now came); a
                         # kind asked, not "When did I quit smoking?", "What did I quit?"
                         r"(?:which|what) [a-z]+ (?:did (?:i|we) (?:give up|quit|stop)|have "
                         r"(?:i|we) (?:given up|quit|stopped)))\b|"
                         # "When was my exam supposed to be?": a plan moved since (remember45)
                         r"\b(?:was|were) (?:\w+ ){1,3}?(?:supposed|meant|due|planned) to\b|"
                         + FIRST_ASKED + "|" + MOVED_FROM_ASKED + "|" + HAD_ASKED, re.I)
_DEATH_ASKED = re.compile(r"\b(?:die|died|death|dead|pass(?:ed)? away|late|lose|lost|put "
                          r"down|alive|buried|funeral|miss)\b", re.I)
_DIED_FACT = re.compile(r"\b(?:passed away|passed on|died|put down|put to sleep)\b|"
                        r"\b(?:the user's|their) late\b", re.I)
_LISTED = re.compile(r"\b[A-Z][\w'-]+(?: \(\d+\))?(?:, [A-Z][\w'-]+(?: \(\d+\))?)* and [A-Z]")
_FIRST_ASKED = re.compile(r"\b(?:originally|at first|to begin with|first)\b", re.I)
# three-letter words of a question that say nothing of what is asked ("bag", "gym", "car" do)
SHORT_WORDS = frozenset("was did had has the use who how why are and you for old any got get "
                        "can may her his our its one two".split())
# (a pet or relative that has died or was "the old one", the job held until retiring: "What
# was my old dog called?" of "The user's old labrador, Barney, passed away", beside the
# current dog; "my last job before I retired" of "... taught driving until the user retired")
# "where did I work before the KVB?": before a thing named, "Before that the user was ..." (serkan)
_BEFORE_NAMED = re.compile(r"\bbefore (?:the |my |our )?(?-i:[A-Z])", re.I)
_PAST_FACT = re.compile(r"\b(?:used to|former|formerly|passed away|passed on|died|put down)\b|"
                        r"\b(?:the user's|their) (?:old|late|previous)\b|"
                        r"\b(?:until|till|before) (?:the user|they) retired\b|"
                        r"^The user was (?:a|an) (?:[\w-]+ ){0,3}?[\w-]+ (?:for|until|till)\b|"
                        # "... Ruby has given up netball": what someone did before now
                        r"\b(?:has|have|had) (?:given up|quit|stopped)\b|\bgave up\b|"
                        # "Before the taxi the user was a mate on a trotro" (nii)
                        # ("Before the care work the user spent four years in a bakery")
                        r"^before (?:the|their|that) (?:[\w-]+ ){0,2}?[\w-]+,? (?:the user|they) "
                        r"(?:was|were|worked|did|used|spent|had|ran|drove|taught)\b", re.I)
# (a relation may be hyphenated: "The user's sister-in-law is called Kirsty.")
# (and the ex: "The user's ex is Tomas (they broke up; no longer together).")
_ONLY_NAME = re.compile(r"^The user's [\w -]+(?: \([\w ]+\))? is (?:called [^.,;]+|"
                        r"[A-Z][\w'-]+ \([^)]*\))\.$")
# "What does my sister do (for a living)?": her job is asked; a fact naming one
# ("... is a primary school teacher") comes before others about the person ("... got engaged")
_ASKS_JOB = re.compile(r"\bwhat (?:does|do|did) (?:my|our) [\w']+(?: [\w']+)? do(?: for "
                       r"(?:a living|work))?(?: now| these days| nowadays| at the moment)?\W*$|"
                       r"\b(?:my|our) [\w-]+(?: [\w-]+)?'s (?:job|work|"
                       r"occupation|profession)\b|"
                       r"\bwhat(?:'s| is| was) (?-i:[A-Z])[\w-]+'s (?:job|work|occupation|"
                       r"profession)\b|"
                       # "What does Ciara do?": a person asked by name (remember22)
                       r"\bwhat (?:does|did) (?!i\b|we\b|you\b|it\b|that\b|this\b)[\w']+ do(?: "
                       r"for (?:a living|work))?(?: now| these days| nowadays)?\W*$", re.I)
# ("Are we still in Austin?": a job's text may name the town the user left; rosa)
_STILL_LIVE = re.compile(r"^\W*(?:(?:do|did) (?:i|we) (?:still )?live|(?:am i|are we) still"
                         r"(?: living| based)?) in (?-i:[A-Z])", re.I)
# "my ex", "my ex-wife": not a relation the rules key (lpm_people: "The user's ex is Jordan")
_EX_ASKED = re.compile(r"\b(?:my|our) ex(?:-[a-z]+)?\b(?!-)", re.I)
_EX_NAMED = re.compile(r"^The user's ex(?:-[a-z]+)? is ([A-Z][\w'-]+)")
# a relative's habit said as moved ("... Fionn's hurling has moved to Friday evenings"): what
# is so now, beside the message that first told it (remember62: the old day came for both)
_NAMES_BEFORE = re.compile(r"\b(?:from|instead of|used to|before|was|were|had)\b", re.I)
_SAYS_JOB = re.compile(r"\b(?:works? (?:as|at|for)|job|(?:" + "|".join(sorted(JOBS)) + r")s?)\b",
                       re.I)
# the keyed fact of a relative's home (lpm_kinhomes), which says nothing else of them
_ONLY_HOME = re.compile(r"The user's [^,;.]*? lives? in [^,;]+?(?: \(moved there\))?\.$")
# where a relative works: a fact saying a workplace before the job fact (remember20)
_ASKS_KIN_WORK = re.compile(r"\bwhere (?:does|do|did) (?:my|our) [\w'-]+(?: [\w'-]+)? work\b", re.I)
_SAYS_WORKPLACE = re.compile(r"\b(?:works?|worked|working) (?:at|for|in)\b|\bat (?:the|a|an) "
                             r"[a-z]", re.I)
_FAMILY_ASKED = re.compile(r"\b(?:my|our) (?:whole |immediate )?family\b|\banyone (?:else )?"
                           r"(?:in|at) (?:my|our|the) (?:house|home|household)\b|\bany of "
                           r"(?:us|my relatives)\b|\b(?:my|our) relatives\b", re.I)
# "What snack do I love?", "What do I like watching?": a fact saying a liking comes before a
# closer one in meaning that says another thing about it ("... is allergic to peanuts")
_ASKS_LIKE = re.compile(r"\b(?:do|did) (?:i|we) (?:really |most )?(?:love|like|enjoy|adore|"
                        r"prefer)\b(?! (?:to )?(?:avoid|skip))|"
                        # "Who is my favourite singer?": a liking before a fact naming someone
                        r"\b(?:my|our) (?:all-time |very )?favou?rite\b|"
                        # "What's my usual drink in the morning?" (remember21: the -ing sort
                        # put "swims on Saturday mornings" before "favourite drink is teh")
                        r"\b(?:my|our) (?:usual|go-to|regular|preferred) (?:drink|food|meal|"
                        r"order|snack|dish|tipple|brew|takeaway|breakfast|lunch|dinner)\b|"
                        r"\bwhat do (?:i|we) usually (?:drink|eat|order)\b|"
                        # "What's my mam into?", "what is my son into these days?" (remember22)
                        r"\bwhat(?:'s| is| are| was| were)? (?:[\w'-]+ ){1,3}?(?:really |big |"
                        r"mad |so )?into(?: (?:these days|at the moment|now|lately))?\W*$", re.I)
_SAYS_LIKE = re.compile(r"\b(?:likes|loves|enjoys|adores|prefers|preferred|favou?rite|into)\b",
                        re.I)
# "Which company did I work for before?", "Where do I work now?": whom for, a fact saying
# "works at" (the employer) before the job title closer in meaning
_ASKS_EMPLOYER = re.compile(r"\b(?:which|what) (?:company|firm|employer|organi[sz]ation|"
                            r"business)\b|\bwho (?:do|did) (?:i|we) work for\b|\bwhere (?:do|"
                            r"did) (?:i|we) work\b|\b(?:which|what) [a-z]+ (?:do|did) (?:i|we) work "
                            r"(?:at|for|in)\b|" + WORKPLACE_ASKED, re.I)
# ("which hospital do i work at?" of "The user's unit at work is the ED at Fiona Stanley"; linh)
_SAYS_EMPLOYER = re.compile(r"\b(?:works|work|worked) (?:at|for)\b|\bat work is\b[^.]* at (?-i:[A-Z])",
                            re.I)
# "Which spelling should you use?", "Is there anyone you shouldn't mention?": what the user
# asked the assistant to do; a fact saying the rule ("The user asked the assistant to use
# British spelling") before closer ones in meaning about the user ("... is dyslexic")
TO_ASSISTANT = re.compile(r"\b(?:should|shouldn't|must|mustn't) you\b|\byou (?:should|shouldn't|"
                          r"should not|must|mustn't|must not|are (?:supposed|meant) to|aren't "
                          r"(?:supposed|meant) to|need to)\b|\byour (?:answers|replies|"
                          r"responses)\b", re.I)
_RULE_FACT = re.compile(r"^The user asked the assistant\b")
_NAMES_SOMEONE = re.compile(r"\b(?:Dr|Doctor|Mr|Mrs|Ms|Miss|Prof|Professor)\.? [A-Z]|"
                            r"\b(?:is|are) (?:called|named) [A-Z]")


def _kin_changed(t: str, named: set[str]) -> bool:
    """Whether fact `t` tells a change of a relative's (or one named in `named`)."""
    mover = re.search(r"\b([A-Z][a-z]+)(?: and [A-Z][a-z]+)? (?:has |have |had |'ve )?moved to\b", t)
    return bool((_MOVED_TO.search(t) and not (mover and mover.group(1).lower() not in named))
                or re.search(r"\binstead\b|\b(?:switched|swapped)\b|\btook (?:\w+ ){1,3}off\b", t))


def subject_match(facts: tuple[ContextItem, ...], text: str, named: set[str]) -> ContextItem:
    """Of the closest facts, the first about whom `text` asks: one naming the person named
    ("How old is Ravi?"), one about the relative asked of ("What does my partner do?"), or,
    for a question about the user alone, one not only about a relative ("What do I
    practise?"). Unless the question asks for a name, a fact that says more about the person
    comes before one that only names them ("What does my son do?")."""
    def plain(item):
        return DATE_PREFIX.sub("", item.text)

    def has(item, w):
        return re.search(rf"\b{re.escape(w)}", plain(item), re.I)

    kin = KIN_ASKED.search(text)
    dating = DATING.search(text)
    if _STILL_LIVE.search(text):   # "Do I still live in Leeds?": the place is what is checked,
        named = set()              # the home now answers it, not a fact naming the place
    if _EX_ASKED.search(text) and not named:
        # "What did my ex do for work?": the ex is asked of by the name the break-up gave,
        # as a person named (remember20: "The user's ex is Tomas" came before his job)
        named = {m.group(1).lower() for f in facts for m in [_EX_NAMED.match(plain(f))] if m}
    if _DATED.search(text) and _PAST_ASKED.search(text):
        exes = [f for f in facts if _EX_FACT.match(plain(f))]
        if exes:
            return exes[0]
    if not kin and _PAST_ASKED.search(text):
        said = asked_words(text, named) | set(re.findall(r"\b[a-z]{3}\b|\bgp\b", text.lower())) - SHORT_WORDS   # ("old job", "GP")
        # "my old dog" told as "our old labrador": a pet is said by its breed
        said |= {b for b, kind in PET_KIND.items() if kind in said}
        said |= past_said(text)
        # ("before" marks the past, it is not asked: "... a driver (before retiring)"; remember40)
        said.discard("before")
        # ("my old ute", "before I moved in with ...": an ended version first; not "before I was
        # a driver"; remember53, keith, ethel)
        olds = re.search(r"\b(?:my|our) (?:old|previous|former)\b|\bbefore (?:i|we) (?:moved|came|"
                         r"left|relocated|shifted)\b|\bbefore (?:the|my) (?:new|current) ", text, re.I)
        past = sorted([f for f in facts if (_PAST_FACT.search(plain(f)) and any(re.search(rf"\b{re.escape(w)}",
            plain(f), re.I) for w in said)) or (_BEFORE_NAMED.search(text) and plain(f).startswith("Before that "))],
            key=lambda f: bool(olds) and " - " not in (DATE_PREFIX.match(f.text) or [""])[0])
        if re.search(r"\bused? to\b", text, re.I):   # "did I use to drink?": "used to" first (gabriela)
            # (of those, the one saying most of what is asked: "What cafe did I used to work at?"
            # got "used to live in Brunswick" once the old home was keyed; haruka)
            past = sorted(past, key=lambda f: (not re.search(r"\bused to\b", plain(f)), -sum(
                bool(re.search(rf"\b{re.escape(w)}", plain(f), re.I)) for w in said - {"used", "use"})))
        if _ASKS_EMPLOYER.search(text):
            past = sorted(past, key=lambda f: not _SAYS_EMPLOYER.search(plain(f)))
        # "what work did I do before the taxi?": the fact told as before it, not the taxi job
        ref = re.search(r"\bbefore (?:the|my|our) ([\w-]+)", text, re.I)
        if ref:
            past = sorted(past, key=lambda f: not re.search(
                rf"\bbefore (?:the|their|that) {re.escape(ref.group(1))}", plain(f), re.I))
        if not named:   # the user's own past before a relative's (remember32, 33)
            own = [f for f in past if not only_kin(plain(f))]
            past = own + ([] if own else home_before(text, facts)) + [
                f for f in past if f not in own]
        if past and _FIRST_ASKED.search(text):   # the oldest of the user's pasts
            return min(past, key=lambda f: f.created)
        past = past or original_date(facts, text, plain)   # ("the original date": remember59)
        if past or (past := home_before(text, facts)):   # (no former home: where from)
            return past[0]
    if named:
        pick = also_asked([f for f in facts if any(has(f, w) for w in named)], facts, text, plain)
        # "What does Suresh do?" told as "my husband Suresh" and "my husband drives a
        # forklift": the relative the name is of is the one asked of
        pick += [f for f in facts if f not in pick and any(has(f, r) and not re.search(
            rf"\b{r} (?-i:[A-Z])", plain(f)) for r in kin_of(pick, named))]   # (not "dog Rusty")
    elif kin:
        also = _KIN_ALSO.get(kin.group(1).lower())
        # (not an ex-boyfriend for "my boyfriend": remember27's merge found the ex's job)
        # (a relation word opening a capitalised name is the name: "the cat" not "Catrin"; remember34;
        # "What's the cat called?" told as "our old tabby is called Mali": the pet asked of)
        pet = grown(kin.group(1).lower())
        breeds = "|".join(b for b, kind in PET_KIND.items() if kind == pet)
        word = rf"\b(?!(?-i:[A-Z][a-z]))(?:{also or re.escape(kin.group(1))}" + (
            rf"|(?:{breeds})s?\b)" if breeds else ")")
        pick = [f for f in facts if re.search(word, plain(f), re.I) and not re.search(
            rf"\bex-{re.escape(kin.group(1))}", plain(f), re.I)]
        if pet != kin.group(1).lower():   # "What's my kitten called?": the kitten, not the cat
            pick = sorted(pick, key=lambda f: not re.search(rf"\b{re.escape(kin.group(1))}\b", plain(f), re.I))
        if not pick and PARTNER_FACT.match(f"The user's {kin.group(1)}"):
            # "What does my husband do?" told as "my partner Theo is a pianist": a partner
            # said by another word is the one asked of (people have one at a time)
            pick = [f for f in facts if PARTNER_FACT.match(plain(f))]
        # "What does my partner do?" told as "my partner is Hanne" and "Hanne is a vet"
        names = {m.group(2) for f in pick for m in [_ONLY_NAME_OF.match(plain(f))] if m}
        pick += [f for f in facts if f not in pick and any(has(f, n) for n in names)]
    elif dating:   # "who am I dating?" asks of a partner (not of an ex)
        # (or "The user has been seeing someone new, her name is Mere": remember25)
        pick = [f for f in facts if PARTNER_FACT.match(plain(f)) or re.match(
            r"The user (?:is|has been|started|began) (?:seeing|dating|going out with)\b", plain(f))]
    elif not SPEAKER.search(text) and owned(text, facts):   # "When is the wedding?"
        pick = owned(text, facts)
    elif FAMILY_THE.search(text):   # "What year were the twins born?"
        pick = [f for f in facts if has(f, FAMILY_THE.search(text).group(1))]
    elif _PET_WORD.search(text):   # "What kind of dog have I got?"
        pick = [f for f in facts if has(f, _PET_WORD.search(text).group(0))]
    elif _PETS_ASKED.search(text):   # "Do I have any pets?"
        pick = [f for f in facts if _PET_FACT.search(plain(f))]
        if not _PAST_ASKED.search(text):   # "What pet do we have now?": a living one first
            pick = sorted(pick, key=lambda f: bool(_LATE.search(plain(f))))   # (ishara)
    elif _FAMILY_ASKED.search(text):   # "Does anyone in my family have a health condition?"
        pick = list(facts)              # asks of relatives too (remember22: only the user's)
        if re.match(r"\s*where\b", text, re.I):   # "Where does my family live?" (rodel): where
            pick = sorted(pick, key=lambda f: not (KIN_SAID.search(plain(f)) and re.search(
                r"\b(?:in|at) [A-Z]", plain(f))))   # a relative is, not the user's home
    else:
        pick = then_or_now(of_the_user(facts, text, plain), text, plain, bool(_PAST_ASKED.search(text)))
        pick = town_first(pick, text, plain, bool(_STILL_LIVE.search(text)))
        # "Who is my diabetes specialist?": a fact naming someone ("... is Dr Lindqvist")
        # before a closer one in meaning that names no one ("The user is diabetic.")
        if re.match(r"\s*who(?:'s| is| was)\b", text, re.I):
            pick = sorted(pick, key=lambda f: not _NAMES_SOMEONE.search(plain(f)))
        if TO_ASSISTANT.search(text) and not _ASKS_NAME.search(text):
            pick = sorted(pick, key=lambda f: not _RULE_FACT.match(plain(f)))
        if re.search(r"\bcall me\b", text, re.I):   # "What did I ask you to call me?": the
            # nickname, not a rule the user set (remember45: "keep your answers short")
            pick = sorted(pick, key=lambda f: not plain(f).startswith("The user's nickname"))
    # ("Who did my ex-wife marry?": whom she did something with, not her name; clive)
    asks_name = _ASKS_NAME.search(text) and not re.search(
        r"\bwho (?:did|does|do|will|has) (?:my|our) [\w-]+ (?!name|call)[a-z]+", text, re.I)
    if (named or kin) and not asks_name:
        pick = sorted(pick, key=lambda f: bool(_ONLY_NAME.match(plain(f))))   # stable
    elif kin:   # "What are my kids called?": a fact that names them ("twins, Amara and Leo")
        word = _KIN_ALSO.get(kin.group(1).lower(), re.escape(kin.group(1)))
        pick = sorted(pick, key=lambda f: not re.search(
            rf"\b{word}\w*\)?,? (?:(?:is |are )?(?:called |named ))?[A-Z][a-z]+", plain(f)))
        if re.search(r"(?<!')s$|children$", kin.group(0).lower()):
            # "What are my kids called?" told as "two kids, Sam and Lily": the fact naming
            # them all before one of them alone
            pick = sorted(pick, key=lambda f: not re.search(r"\b[A-Z][a-z]+ and [A-Z][a-z]+",
                                                            plain(f)))
    if kin:
        pick = who_does(pick, text, _KIN_ALSO.get(kin.group(1).lower(), re.escape(kin.group(1))),
                        plain)
    if (kin or named) and _NOW_SAID.search(text) and len(pick) > 1:
        # "What does my wife do now?" of "... sells kenkey at the junction" and "... stopped
        # the kenkey business, now she is doing hairdressing" (remember41: the old work came):
        # the fact saying now before one that does not
        # (a change said before a "now" alone: "... given up swimming and started karate
        # instead" before "... handovers are only ten minutes now"; remember65)
        # (a move of another named is no change of the one asked of: "The user's ex Dean and
        # Kayleigh have moved to Wroughton, so Ollie's handovers ..." is not Ollie's; marnie)
        pick = sorted(pick, key=lambda f: (not _kin_changed(plain(f), named), not _NOW_SAID.search(plain(f))))
    if (named or kin) and len(pick) > 1:
        # facts about one person: the one saying what is asked ("Where does Samir live?":
        # "... Samir lives in Lille" before "Samir is a dentist")
        said = asked_words(text, named | ({kin.group(1).lower()} if kin else set()))
        saying = [f for f in pick if any(re.search(rf"\b{re.escape(w)}", plain(f), re.I) for w in said)]
        # (now: a change of what those say, "... swapped Terry from quetiapine to risperidone"
        # of "Terry's meds: quetiapine at night"; godfrey)
        olds = {w for f in saying for w in re.findall(r"[a-z]{6,}", plain(f).lower())} - {"user's"}
        moved = [f for f in pick if f not in saying and _NOW_SAID.search(text) and not _PAST_ASKED.search(text)
                 and (_kin_changed(plain(f), named) or (not kin and _NOW_SAID.search(plain(f)))) and olds & set(re.findall(r"[a-z]{6,}", plain(f).lower()))]
        pick = sorted(pick, key=lambda f: f not in saying + moved)
    if (named or kin) and _PAST_ASKED.search(text) and len(pick) > 1:
        # "What did Ruby play before?": the fact saying what she gave up, not her age (remember20)
        # (and before one saying what is so now, which names no former value; remember62)
        pick = sorted(pick, key=lambda f: (not _PAST_FACT.search(plain(f)), bool(_ONLY_NAME.match(plain(f))), bool(
            _MOVED_TO.search(plain(f)) or (_NOW_SAID.search(plain(f)) and not _NAMES_BEFORE.search(plain(f))))))
    pick = list_first(news_first(when_first(verb_said(pick, text, plain), text, plain), text, plain), text, plain)
    if not (kin or named or dating):   # (the user's own now or before, over the verb said)
        pick = then_or_now(pick, text, plain, bool(_PAST_ASKED.search(text)))
    if not kin and _ASKS_EMPLOYER.search(text) and len(pick) > 1:
        # ("Which station did I work at before?": the place said by the word asked, "...
        # working out of Geelong station", before "works at Victoria Police"; liam)
        noun = re.search(r"\b(?:which|what) (?!company|firm|employer|business)([a-z]{4,}) (?:do|did)\b", text, re.I)
        # (not another's: "She works at Primark ..." said of a friend; zoe)
        pick = sorted(pick, key=lambda f: (not (noun and re.search(
            rf"\b{re.escape(noun.group(1))}", plain(f), re.I)), not _SAYS_EMPLOYER.search(plain(f))
            or bool(re.match(r"(?:she|he|they)\b", plain(f), re.I))))
        if not (kin or named or dating) and _NOW_SAID.search(text):
            # ("where do i work now?": the change told, "... quit beanz ... started at the odeon
            # cinema ... instead", before what says "works at"; zoe)
            pick = then_or_now(pick, text, plain, bool(_PAST_ASKED.search(text)))
    if _ASKS_LIKE.search(text) and len(pick) > 1:   # "What snack do I love?": a liking
        pick = sorted(pick, key=lambda f: not _SAYS_LIKE.search(plain(f)))
    # a course, a hobby, a way about, a health condition, a diet
    pick = by_kind_asked(pick, text, plain, bool(kin), bool(kin or named))
    if (kin or named) and _ASKS_JOB.search(text) and len(pick) > 1:   # "What does my sister do?"
        # (a relative's home alone after a fact that says more of them: "... lives in El
        # Paso, he's a cop" is the job said with a word `JOBS` lacks)
        pick = sorted(pick, key=lambda f: (not _SAYS_JOB.search(plain(f)),
                                           bool(_ONLY_HOME.match(plain(f)))))
    pick = place_first(pick, text, plain)   # "Where is my son studying?" (focus_place)
    if kin or named and not _PAST_ASKED.search(text):   # "Where is Nnamdi living now?"
        pick = home_first(pick, text, plain)
    if kin and len(pick) > 1 and not _PAST_ASKED.search(text) and not _DEATH_ASKED.search(text):
        # the living relative or pet before one that has died ("What's my dog called?" after
        # "Rex died last week" and "a new puppy called Max")
        pick = sorted(pick, key=lambda f: bool(_DIED_FACT.search(plain(f))))
    if kin and _ASKS_KIN_WORK.search(text) and len(pick) > 1:   # "Where does my wife work?":
        pick = sorted(pick, key=lambda f: not _SAYS_WORKPLACE.search(plain(f)))   # not her job
    if kin and kin.group(1).lower() in ("son", "daughter", "boy", "girl") and not any(
            has(f, kin.group(1)) for f in pick):
        # "How old is my son?" of "two kids: Mateo (7) and Ines (3)": which child is the son is
        # not said, so the list with every child before one child's fact
        pick = sorted([f for f in facts if re.search(rf"\b{_CHILDREN}", plain(f))],
                      key=lambda f: not _LISTED.search(plain(f)))
    if re.search(r"\bhow old\b", text, re.I) and len(pick) > 1:   # (a fact saying an age first:
        # "how old is my daugther": "... wants a hamster for her birthday" came; tamsin)
        pick = sorted(pick, key=lambda f: not re.search(r"\b\d{1,3}\b|\byears? old\b", plain(f)))
    if named and re.search(r"\bhow old\b", text, re.I) and len(pick) > 1:
        # "How old is Kelechi?": the fact giving that one's age before a list of names
        pick = sorted(pick, key=lambda f: not re.search(r"\byears? old\b", plain(f)))
    order = _ORDER.search(text) if kin else None
    if order:   # "What is my older son called?": the older one before the younger
        # ("younger" asked, "youngest child" told: one order said two ways)
        same = {"younger": "younger|youngest", "older": "older|oldest|eldest|elder"}.get(
            order.group(0).lower(), re.escape(order.group(0)))
        pick = sorted(pick, key=lambda f: not re.search(rf"\b(?:{same})\b", plain(f), re.I))
    if not (kin or named):
        pick = past_of(pick, text, plain)
    many = re.search(r"\bhow many ([a-z]+?)(?:ren|s)?\b", text, re.I)
    if many:   # the fact counting them ("two grandsons") first (remember25: "grandson Tomek")
        word = _KIN_ALSO.get(many.group(1).lower(), re.escape(many.group(1)))
        # (in the order chosen so far: "How many times a day does Kamala take it now?" of the
        # dose told and the dose raised; remember68)
        counted = [f for f in pick + [f for f in facts if f not in pick] if re.search(
            rf"\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:[a-z]+ )?{word}", plain(f), re.I)]
        # ("How many cows am I milking now?" of "... has 90 cows" and "... bought in twenty
        # heifers ..., so the user is milking 110 now": the count changed since; maura)
        if _NOW_SAID.search(text) and not _PAST_ASKED.search(text):
            counted = [f for f in pick if changed(plain(f)) and re.search(r"\b\d+\b", plain(f)) and any(
                re.search(rf"\b{re.escape(w)}", plain(f), re.I) for w in asked_words(text, set()) - {word})] + counted
        pick = counted + pick
    return (pick or list(facts))[0]


def says_what_is_asked(question: str, sentence: str) -> bool:
    """Whether `sentence` says the kind of thing `question` asks for (a job, a diet)."""
    # ("What health problem does my mother-in-law have?": of "has moved in with them" and
    # "is lovely but she has arthritis", the second; remember21)
    return bool((_ASKS_JOB.search(question) and _SAYS_JOB.search(sentence)) or
                says_kind(question, sentence))


def kin_of(facts, names: set[str]) -> set[str]:
    """The relatives `names` are of, where a fact says only that ("The user's husband is
    called Suresh." -> {"husband"})."""
    out = set()
    for f in facts:
        m = _ONLY_NAME_OF.match(DATE_PREFIX.sub("", f.text))
        if m and m.group(2).lower() in names:
            out.add(m.group(1))
    return out
