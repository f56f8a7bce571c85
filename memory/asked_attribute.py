"""Which of the user's keyed facts a question asks for, when it asks for one by its usual words.

"Which company do I work for at the moment?" is close in meaning to every fact about the
user's work ("leads a team of six engineers", "is applying for a job at ..."), and the one
fact that answers it ("The user works at Arcadis.", attribute `employer`) ranked fourth, past
the few facts restated next to the message (retrieval.MAX_FACTS). A question asking for a
well-known attribute of the user names it in a handful of ways; the current fact of that
attribute then leads the restated facts, whatever the ranks.

Only the user's own attributes, asked in the first person: "Where does my sister live?" asks
of the sister, "Where should I live?" asks for advice, so neither is matched.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable

from . import long_term
from .lpm_base import slug
from .lpm_words import BY_AGE, PET_KIND, PETS, RELATIONS
from .packing import Candidate
from .past_facts import as_past
from .types import ContextItem

_I = r"(?:i|we)"
_ASKED: tuple[tuple[str, re.Pattern], ...] = tuple((attr, re.compile(rx, re.I)) for attr, rx in (
    # ("Which suburb do we live in?": remember46 got the former home first)
    # "Where will I live in Dubai?": the home found for a move (wambui: the move alone came)
    ("plan.move.home", rf"\bwhere (?:will {_I} (?:be )?|am {_I} going to (?:be )?)(?:live|living|stay|staying)\b"),
    ("location", rf"\b(?:where|which (?:city|town|country|village|area|suburb|neighbou?rhood))"
                 rf"(?: do| did)? {_I} "
                 rf"(?:live|reside|stay)(?: in)?(?: now| at the moment| these days)?\W*$|"
                 r"\bwhere(?:'s| is) (?:my|our) home\b|\bwhere am i (?:living|based)\b|"
                 # "Do I still live in Galway?", "Have we moved to Hamburg yet?": the answer
                 # is where the user lives now, whatever town the question names
                 rf"^(?:do|did) {_I} (?:still |now |currently )?live (?:in|at|near)\b|"
                 rf"^have {_I} (?:already |actually )?moved(?: house| home| out|"
                 r" (?:to|into) [\w' -]+)? yet\W*$|"
                 r"\b(?:what|which) (?:city|town|country)(?: is)? (?:my|our) (?:flat|house|"
                 r"home|apartment|place)(?:'s| is)? in\b"),
    ("employer", rf"\b(?:where|which (?:company|firm|place|bank|[a-z]*(?:ery|acy|shop|store|office|"
                 rf"hospital|clinic|school|garage|salon|restaurant|hotel|branch))|who)(?: do| did| will)? {_I}"
                 r"(?: used? to| be)? work(?:ing)?"
                 r"(?: for| at)?(?: now| at the moment| these days)?\W*$|"
                 r"\bwhat(?:'s| is) (?:the name of )?(?:my|our) (?:company|employer|workplace)\b|"
                 r"\bwhere(?:'s| is) (?:my|our) (?:new |current )?(?:job|workplace)\b|"
                 rf"\bwhere (?:did )?{_I} (?:just |recently )?start(?:ed)? "
                 r"(?:working|work|a new job)\b"),
    # "What was my first job?", "What did I do before I was a driver?": a job once held,
    # which leads when memory has one (remember37: the job now came); "What did I do for a
    # living?" (said by a retired man): the job he had (remember38: the lineman's job was
    # formed, a home fact was put beside)
    ("former_job", r"\bwhat (?:was|were) my (?:very )?first (?:proper |real |ever )?job\b|"
                   r"\bwhat did i do (?:for (?:a living|work) )?before i (?:was|became) an?\b|"
                   # ("What did I teach before I retired?": remember60)
                   r"\bwhat did i (?:teach|do|work as) before i (?:retired|quit|left|stopped)\b|"
                   r"\bwhat did i (?:use to |used to )?do for (?:a living|work)\W*$|"
                   r"\bwhat did i use(?:d)? to do\W*$"),
    ("job", r"\bwhat(?:'s| is) my (?:job|occupation|profession|trade|line of work)\b|"
            # ("What do I drive for work now?": the job, not the car; remember35)
            r"\bwhat do i (?:do|drive) for (?:a living|work)\b|\bwhat(?:'s| is) my job title\b|"
            # "What was my old job?", "What did I do before the school job?": the job now
            # leads, and past_facts adds the versions it ended (remember24: neither found)
            r"\bwhat (?:was|were) my (?:old |previous |former |last |first )?(?:job|"
            r"occupation|profession|line of work)\b|"
            r"\bwhat did i do (?:for (?:a living|work) )?before (?:the|my|i)\b|"
            # "Am I still working?": a yes or no the job now answers ("The user is retired.")
            r"^(?:so )?(?:am i|are we) still (?:working|employed|in work)\b|"
            r"^(?:so )?(?:do i still work|am i retired)\b"),
    # "What was I training to be before?": the course or training, and past_facts adds the
    # ones ended (a quit apprenticeship: lpm_training)
    ("study", r"\bwhat (?:was|am) i (?:training|studying|apprenticed)(?: to be| as| for)?\b|"
              r"\bwhat (?:do|did) i (?:use to |used to )?study\b|\bwhat(?:'s| is| was) my "
              r"(?:old |previous |first )?(?:course|degree|major|apprenticeship|training)\b"),
    ("age", r"\bhow old am i\b|\bwhat(?:'s| is) my age\b|\bhow old (?:will i be|am i going to be|"
            r"do i turn|am i turning)\b"),
    # "my full first name", "my real name": the name, not the nickname told beside it
    ("name", r"\bwhat(?:'s| is) my (?:(?:full|first|real|proper|actual|given) )*name\b|\bwhat am i called\b"),
    ("birthday", r"\bwhen(?:'s| is) my (?:birthday|bday)\b|\bwhen was i born\b"),
    # "What do my grandkids call me?": what others call the user, not who they are (remember51)
    ("nickname", r"\bwhat(?:'s| is) my nickname\b|\bwhat do (?:my|our|the|people|everyone|"
                 r"they|friends)\b[\w ]{0,30}? call me\b"),
    # "How do I get to work?", "How do I get around these days?": the way about the user said
    # last, keyed or not ("Commute 40 min by bike each way": marco, joaquim, haruka)
    ("travel", r"\bhow do (?:i|we) (?:get (?:around|about|to (?:work|school|uni|college|campus|"
               r"the office))|travel|commute)\b"),
    ("car", r"\bwhat (?:car|vehicle|ute|truck|van|pickup) d(?:o|id) (?:i|we) (?:drive|have|own)\b|"
            r"\bwhat(?:'s| is) my car\b|"
            # ("what year was my old ute": what the old one was; remember53 got the new one)
            r"\bwhat (?:year|make|model|colou?r|\w+ of (?:car|ute|truck|van)) (?:is|was) my "
            r"(?:old |previous |former |first )?(?:car|ute|truck|van|pickup|vehicle)\b"),
    # "Is there anything I can't eat?", "Any foods I should avoid?": what decides the user's
    # food (remember38: "The user is coeliac." ranked past a dog and five-a-side)
    ("diet", r"\bwhat(?:'s| is) my diet\b|\bwhat diet do i (?:follow|have|eat)\b|"
             r"\b(?:anything|any food|any foods|what) (?:that )?i (?:can't|cannot|can not|"
             r"shouldn't|should not|mustn't|must not|don't|do not) (?:eat|have)\W*$|"
             r"\b(?:anything|any food|any foods) (?:that )?i (?:should|must|have to|need to) "
             r"avoid\b|\bwhat (?:foods? )?(?:can't|cannot|shouldn't|mustn't) i (?:eat|have)\W*$"),
    ("height", r"\bhow tall am i\b|\bwhat(?:'s| is) my height\b"),
    ("weight", r"\bhow (?:much|heavy) (?:do i weigh|am i)\b|\bwhat(?:'s| is) my (?:current )?"
               r"weight\b|\bwhat do i weigh\b"),
    # "Do you remember my hometown?" is read as "my hometown?"
    ("hometown", r"\bwhere (?:am i (?:originally )?from|did i grow up|was i born)\b|"
                 r"\bwhat(?:'s| is) my home ?town\b|^(?:and )?my home ?town\W*$"),
    ("nationality", r"\bwhat(?:'s| is) my nationality\b|\bwhat nationality am i\b|"
                    r"\bwhich passports? do i (?:have|hold)\b"),
    # "What's my visa status now?", "What permit did I have before?" (remember57)
    ("residency", r"\b(?:what|which) (?:kind of |type of )?(?:visa|(?:residence )?permit|residency|"
                  r"immigration status|citizenship)\b|\bmy (?:visa|residency|immigration|residence) "
                  r"status\b|\bwhen did i become an? (?:\w+ )?(?:citizen|permanent resident)\b"),
    ("religion", r"\bwhat(?:'s| is) my (?:religion|faith)\b|\bwhat religion am i\b|"
                 r"\bam i religious\b"),
    ("languages", r"\bwhat languages? do i speak\b|\bwhich languages? do i speak\b"),
    # "what do i drink now that i've quit coffee": the drink now, not the one given up (a
    # paraphrase got "The user quit coffee"); not a drink for an occasion ("at weddings")
    ("preference.drink", r"\bwhat do i (?:usually |normally |mostly |now )?drink\b(?! (?:on|at|"
                         r"when|for|with|before|after|in|if)\b)|\bwhat(?:'s| is) my (?:favourite|"
                         r"favorite|usual|preferred|go-to) (?:hot )?drink\b"),
))


# what decides food when no diet is told: an allergy or intolerance, coeliac disease, diabetes
_FOOD_RULE = re.compile(r"(?:allergy|intolerance)\.|health\.(?:coeliac|celiac|diabet|lactose|"
                        r"gluten)")


# (a town: "in Nakuru", not "in IT", "in the NHS")
_IN_TOWN = re.compile(r"\b(?:in|out of) (?:the )?[A-Z][a-z][\w'-]*")


_HOME_SAID = re.compile(r"\b(?:flat|house|home|apartment|place|moved|living|lives|live)\b"
                        r"[^.]*\bin [A-Z]")


def _work_town(store) -> list:
    """No home told: the user's work said with its town ("teaches chemistry at a girls'
    secondary school in Nakuru"), the current first, then the latest held (remember37: the
    town was said only as where the garage worked at before was)."""
    said = [f for attr in ("employer", "job") for f in long_term.history(store, "trait", attr)
            if _IN_TOWN.search(f.text)]
    return sorted(said, key=lambda f: (f.valid_to is None, f.valid_from), reverse=True)


def asked_attribute(question: str) -> str | None:
    """The attribute key `question` asks for (e.g. "employer"), or None."""
    q = re.sub(r"\s+", " ", question.strip())
    for attr, rx in _ASKED:
        if rx.search(q):
            return attr
    return None


_TRAVEL_WORDS = ("bike", "cycle", "cycles", "metro", "bus", "train", "tram", "tube", "subway",
                 "drive", "drives", "walk", "walks", "scooter", "ferry", "commute", "lift")
_TRAVEL = re.compile(r"\b(?i:the user) (?:now )?(?:rides|takes|drives|walks|cycles|gets|catches|uses|"
                     r"commutes)\b|^The user's commute\b")


def _travel(store) -> list:
    """The user's own fact saying how they get about, the newest first."""
    ids = sorted((i for i, text in long_term.current_saying(store, _TRAVEL_WORDS, 200)
                  if _TRAVEL.search(text)), reverse=True)
    return [long_term.get_item(store, ids[0])] if ids else []


def led_by(store, render: Callable, attribute: str, facts: tuple[ContextItem, ...],
           most: int) -> tuple[ContextItem, ...]:
    """`facts` led by the user's current fact of `attribute`, at most `most` long (`render`:
    the retriever's, for a fact that was not among them)."""
    now = long_term.current(store, "trait", attribute) or (
        # "What do I do for work?" told as "I work in IT" (no job title): the field
        # (or told only where: "Now I help my sister at her bakery", lpm_kinwork)
        (long_term.current(store, "trait", "job.field")
         or long_term.current(store, "trait", "employer")) if attribute == "job" else
        # no job held before is known: the job now, and the versions it ended (past_facts)
        # (or, no job now, the last one held: "What did I teach before I retired?")
        (long_term.current(store, "trait", "job") or long_term.history(store, "trait", "job")[-1:])
        if attribute == "former_job" else
        # no diet told: what else decides food (an allergy, coeliac disease; remember38)
        [f for f in long_term.current(store, "trait") if _FOOD_RULE.match(f.attribute)]
        if attribute == "diet" else
        # (no workplace town either: where the user said they are from, as "I am Maricel
        # from Talisay" introduces one's home, unless a statement retrieved says a home:
        # "me and Carys got a flat in Bangor"; remember43, iwan)
        (_work_town(store) or ([] if any(_HOME_SAID.search(f.text) for f in facts) else
                               long_term.current(store, "trait", "hometown")))
        if attribute == "location" else _travel(store) if attribute == "travel" else [])
    if not now:
        return facts
    lead = next((f for f in facts if f.item_id == now[0].id), None)
    if lead is None and not now[0].current:   # (a workplace's town, said of a job held before)
        lead = as_past(now[0], facts[0].score if facts else 0.0)
    if lead is None:
        got = render([Candidate("lpm", now[0].id)])
        if not got:
            return facts
        lead = replace(got[0], score=facts[0].score if facts else 0.0)
    if attribute == "location" and lead.item_id == now[0].id:
        lead = _with_move(store, lead, now[0])
    return (lead,) + tuple(f for f in facts if f.item_id != lead.item_id)[:most - 1]


def _with_move(store, lead: ContextItem, home) -> ContextItem:
    """The home's fact with the move planned since said in it: "we bought a house in Sutton
    Coldfield, moving in next month" leaves the home as it is until then, and the answer to
    "Where do I live now?" says both (florin: the rented flat alone was given)."""
    plan = [p for p in long_term.current(store, "trait", "plan.move")
            if p.valid_from >= home.valid_from]
    if not plan:
        return lead
    when = long_term.current(store, "trait", "plan.move.date")
    # (one sentence: the focused layout keeps one sentence of a fact)
    add = f", and plans to move to {plan[0].value}" + (f" ({when[0].value})" if when else "")
    return replace(lead, text=lead.text.rstrip(" .") + add + ".",
                   tokens=lead.tokens + len(add) // 4 + 1)


# "What does my partner do for work?": the question asks of a relative, yet the facts closest
# in meaning are the user's own ("The user's job is ...", "works four days a week") and the
# one about the relative ("The user's partner Linh teaches piano to kids") ranked past the
# few restated. The facts memory holds about the relative asked of then lead, closest first.
# ("What did my ex-fiancé do for a living?": the ex, by what was said of them as one; remember53)
_KIN_ASKED = re.compile(r"\b(?:my|our) " + BY_AGE + r"(" + RELATIONS + r"|ex(?=-|\b))(?:'s|s)?\b|"
                        # "What's the cat called?": a pet asked of with "the" is the user's
                        r"\bthe (" + PETS + r")(?='s\b|\s*\?|\s*$| called\b| named\b)", re.I)
# ("our old tabby is called Mali": a pet said by its breed or kind is the pet asked of; not
# the breeds that are other words too: "the user's lab results", "the user's Persian rug")
_BREEDS = {kind: "|".join(b for b, k in PET_KIND.items() if k == kind and b not in (
    "lab", "persian", "siamese", "burmese")) for kind in ("dog", "cat")}
_SAME_KIN = {**dict.fromkeys(("dog", "puppy"), "dog|puppy|" + _BREEDS["dog"]),
             **dict.fromkeys(("cat", "kitten"), "cat|kitten|" + _BREEDS["cat"]),
             **dict.fromkeys(("mum", "mom", "mother", "mam"), "mum|mom|mother|mam|mama"),
             **dict.fromkeys(("dad", "father"), "dad|father"),
             **dict.fromkeys(("kid", "child"), "kid|child|son|daughter"),
             **dict.fromkeys(("grandchild", "grandkid"),
                             "grandchild|grandkid|grandson|granddaughter"),
             "grandson": "grandson|grandchild|grandkid",
             "granddaughter": "granddaughter|grandchild|grandkid"}
_PARTNERS = "partner|husband|wife|boyfriend|girlfriend|fiance|fiancee|fiancé|fiancée"
KIN_LEAD = 2   # facts about the relative put first, at most
_ASKS_KIN_JOB = re.compile(r"\bwhat (?:does|do|did) (?:my|our) [\w' -]+? do(?: for (?:a living|"
                           r"work))?\W*$|\b(?:job|occupation|profession|for a living)\b", re.I)
# "where does my mother-in-law live?": a fact saying a place, before one closer in meaning
# that says none (gideon: her birthday came, "flying over from Bilbao" did not)
_ASKS_KIN_HOME = re.compile(r"\bwhere (?:does|do|did) (?:my|our) [\w' -]+? (?:live|stay|come "
                            r"from|from)\b", re.I)
_SAYS_PLACE = re.compile(r"\b(?:in|from|at|to) (?-i:[A-Z][\w'-]+)")
# "where does my sister work now?": her keyed workplace, before a statement of an old
# one (remember47: "works at DBS" said in passing came before "joined Grab")
_ASKS_KIN_WORK = re.compile(r"\b(?:where|who|which company) (?:does|do|is|are) (?:my|our) "
                            r"[\w' -]+? (?:work|working)\b", re.I)


# "What does Mama have?": a parent called by the family's word for them, as a name
_PARENT_NAMED = re.compile(r"\b(?:(Mum|Mom|Mama|Mamma|Mam|Mummy|Mommy|Ma)|(Dad|Papa|Pa|Daddy))\b(?!'s? "
                           r"(?:friend|neighbou?r))")


def asked_kin(question: str) -> str | None:
    """The relation a question in the first person asks of ("my partner" -> "partner")."""
    m = _KIN_ASKED.search(question)
    if not m and _PARENT_NAMED.search(question):
        return "mum" if _PARENT_NAMED.search(question).group(1) else "dad"
    return (m.group(1) or m.group(2)).lower() if m else None


def led_by_kin(store, render: Callable, relation: str, facts: tuple[ContextItem, ...], vec,
               most: int, question: str = "") -> tuple[ContextItem, ...]:
    """`facts` led by the current facts about the user's `relation` closest to `vec` (at most
    KIN_LEAD), at most `most` long; unchanged when they already lead or none is held. For a
    question asking what the relative does, by their job's fact where one is held."""
    ids: list[int] = []
    for words in (_SAME_KIN.get(relation, re.escape(relation)), _PARTNERS):
        rows = long_term.current_saying(store, words.replace("\\", "").split("|"))
        # (anywhere: a long message kept as one fact says it after its opening)
        pat = re.compile(rf"\bThe user's (?:[\w-]+ )?(?:{words})\b(?!-in-law)", re.I)
        ids = [i for i, text in rows if pat.search(text)]
        # "What does my daughter do?": "... is called Catrin" is closer in meaning than
        # "... Catrin is a vet in Cardiff (their job)" (remember34: the job was not restated)
        jobs = [i for i, text in rows if pat.search(text) and text.endswith("(their job).")]
        if jobs and _ASKS_KIN_JOB.search(question):
            ids = jobs
        placed = [i for i, text in rows if pat.search(text) and _SAYS_PLACE.search(text)]
        if placed and _ASKS_KIN_HOME.search(question):
            ids = placed
        work = _keyed_work(store, ids) if ids and _ASKS_KIN_WORK.search(question) else []
        ids = work or ids
        if ids or not re.fullmatch(_PARTNERS, relation):
            break
    if not ids or all(f.item_id in ids for f in facts[:min(len(ids), KIN_LEAD)]):
        return facts
    return _led(render, facts, [i for i, _ in long_term.closest(store, vec, ids, k=1)
                                if i in ids][:KIN_LEAD], most)


def _keyed_work(store, ids: list[int]) -> list[int]:
    """Those of `ids` that are a relative's keyed workplace (not the job: "is a bike mechanic"
    says not where; delphine)."""
    held = {r[0] for r in store.rows(
        f"SELECT id FROM lpm_items WHERE id IN ({','.join('?' * len(ids))}) AND "
        "attribute LIKE 'relation.%.employer'", tuple(ids))}
    return [i for i in ids if i in held]


# a relative or pet asked of by the name memory holds for them ("Has Emrys got any health
# problems?"): the facts saying the name are closer to the question by the name than by what
# is asked, so "The user's husband is called Emrys" and his job came before "... Emrys has
# been told he has type 2 diabetes" (remember34: it was not among the facts restated). Ranked
# by the question without the name too, they are ranked by what is asked as well (by that
# alone, "What does Anjali do?" read as "What does do?" put her allergy before her job).
_NAME = re.compile(r"[A-Z][\w'-]+")


def named_asked(store, question: str) -> list[str]:
    """The names of relatives and pets memory holds that `question` says (capitalised, or
    any case in a question typed all in lowercase)."""
    flags = re.I if question == question.lower() else 0
    out = []
    for attr, value in store.rows("SELECT attribute, value FROM lpm_items WHERE valid_to IS "
                                  "NULL AND attribute LIKE 'relation.%'"):
        parts = attr.split(".")
        if (_NAME.fullmatch(value) and (len(parts) == 2 or parts[2:] == [slug(value)])
                and value not in out and re.search(rf"\b{re.escape(value)}\b", question, flags)):
            out.append(value)
    return out


# "What happened to Rusty?", "What's new with Duc?": news of someone asked (also app/focus_when)
HAPPENED = re.compile(r"\bwhat(?:'s| has| had)? happen(?:ed|ing)? (?:to|with)\b|\bwhat(?:'s| is) "
                      r"(?:new|the news) with\b", re.I)
# (not a name, nor what one got or had: "The user got two kelpies, Tilly and Rusty")
_BEFELL = re.compile(r"\b(?!(?:called|named|used|based|need|married)\b)(?:(?:got|had) (?!(?:a|an|"
                     r"two|three|four|\d+)\b)|was|were|went|fell|broke|died|passed|lost|\w{3,}ed\b)")


_FROM_ASKED = re.compile(r"\bwhere (?:is|was|are|'s) .+ (?:originally )?from\W*$|\bwhere did .+ "
                         r"grow up\b|\bwhere was .+ born\b", re.I)
_FROM = re.compile(r"\(where they are from\)|\bis (?:originally )?from\b|\bgrew up in\b|\bwas "
                   r"born in\b")
_BEFORE_ASKED = re.compile(r"\b(?:before|used? to|previously|formerly|originally)\b", re.I)
_WAS = re.compile(r"\b(?:used to|before|formerly|retired|former|ex-|gave up|quit|sold)\b")


def led_by_name(store, render: Callable, embed: Callable, question: str, vec,
                facts: tuple[ContextItem, ...], most: int) -> tuple[ContextItem, ...]:
    """`facts` led by the current facts saying the name of a relative or pet `question` (its
    embedding `vec`) asks of (at most KIN_LEAD), closest to the question with and without the
    name; unchanged when no name memory holds is asked or they already lead."""
    names = named_asked(store, question)
    if not names:
        return facts
    said = re.compile(r"\b(?:" + "|".join(map(re.escape, names)) + r")\b")
    texts = {i: text for i, text in long_term.current_saying(store, names) if said.search(text)}
    ids = list(texts)
    if not ids:
        return facts
    bare = embed([re.sub(r"\s+", " ", said.sub("", question)).strip()])[0]
    score = dict.fromkeys(ids, 0.0)
    if HAPPENED.search(question):   # "What happened to Rusty?": what befell him, not his age
        score.update((i, 1.0) for i in ids if _BEFELL.search(texts[i]))   # (darryl)
    elif _FROM_ASKED.search(question):   # "Where is Omer from?": not where he lives now
        score.update((i, 1.0) for i in ids if _FROM.search(texts[i]))   # (remember57)
    elif _BEFORE_ASKED.search(question):   # "what did Duc do for a living before?": his past,
        score.update((i, 1.0) for i in ids if _WAS.search(texts[i]))   # not his diabetes (thuy)
    for v in (vec, bare):
        for i, cos in long_term.closest(store, v, ids, k=1):
            if i in score:
                score[i] += cos
    ranked = sorted(ids, key=lambda i: -score[i])[:KIN_LEAD]
    if [f.item_id for f in facts[:len(ranked)]] == ranked:
        return facts
    return _led(render, facts, ranked, most)


def _led(render: Callable, facts: tuple[ContextItem, ...], ranked: list[int],
         most: int) -> tuple[ContextItem, ...]:
    """`facts` led by the items `ranked`, at most `most` long."""
    have = {f.item_id: f for f in facts}
    new = render([Candidate("lpm", i) for i in ranked if i not in have])
    have.update((f.item_id, replace(f, score=facts[0].score if facts else 0.0)) for f in new)
    lead = tuple(have[i] for i in ranked if i in have)
    return (lead + tuple(f for f in facts if f.item_id not in ranked))[:most]


__all__ = ["asked_attribute", "asked_kin", "led_by", "led_by_kin", "led_by_name", "named_asked"]
