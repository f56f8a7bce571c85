"""Memory laid out for a small model: the one most relevant fact, next to a personal question.

Design decisions (measured with the bundled SmolLM2-135M, greedy, on the development script
and three scripts of other people; see the h16b note):
- A 135M model copies the first memory line that looks like an answer. Given the whole
  profile in the head and the retrieved block (pages, replies, several facts), it said the
  expected word for 45-70% of personal questions; given the profile in the head and only the
  single most relevant fact restated above the question, 82%; laid out as "Fact: ...",
  "Question: ..." and a one-line request to answer from that fact, 98% with ideal facts and
  90% with the facts the rules formed. Pages of earlier chats in the tail took it back to 70%: they
  hold many candidate answers, among them the assistant's own earlier (wrong) replies.
- So for a small model (under SMALL_PARAMS, or when the `prompt_focus` setting says so) a
  personal question gets: the profile in the cached head, as always; in the tail only the
  best long-term fact retrieval found (Context.facts[0]) and the question with ANSWER_HINT;
  and greedy decoding, so the same memory gives the same answer, nudged toward the fact's
  own words (`copy_words`, runtime.COPY_BIAS). A capable model keeps the
  full layout (it uses the pages and the dates), and so does every message that is not a
  personal question, or where no fact was found.
- The fact put beside the question is the closest one about whom it asks (`_subject_match`,
  among the few Context.facts): the person it names, the relative it asks of ("my partner",
  "the dog"; a husband asked of and a partner told of are one person; "my older son" the
  older one first), or for a question about the user alone one not only about a relative;
  unless a name is
  asked, a fact saying what the person does comes before one that only names them. Facts
  about relatives are close in meaning to questions about the user ("What do I practise in
  the evenings?" found "The user's daughter ... is studying law").
- A question about the user as a whole ("What do you know about me?", "Who am I?") gets the
  profile's first PROFILE_FACTS facts, most useful first, and a request to list them: with one
  fact the bundled model answered it with the user's name alone; with the list it restated
  4 of 5 facts (a 5-fact profile, three phrasings).
- "Personal" is decided on words, not on the fact found: a question in the first person
  ("Where do I live?", "Is there any food I should avoid?") or one naming something a fact
  names ("How old is Ravi?"). "What's the capital of France?" gets no fact pushed at it, nor
  does a request for a task where "me" is only whom it is for ("Can you show me a Python
  function ...?": the bundled model answered it with the user's sister's name).
"""
from __future__ import annotations

import re
from dataclasses import replace

from memory.lpm_words import DIETS, JOBS, PET_KIND, PETS, RELATIONS
from memory.types import Context, ContextItem

from .questions import asked, is_question, query  # noqa: F401 - the assistant asks focus

SMALL_PARAMS = 1_000_000_000
CHAT_TURNS: int | None = None   # a fixed number of earlier exchanges (measurements only)
ANSWER_HINT = "Answer the question in one sentence using the fact."
PROFILE_HINT = "Answer the question by listing these facts."
PROFILE_FACTS = 6
# "What do you know about me?": the first thing a new user asks once they have told a few
# things; one fact would answer it badly, so the profile's first facts are listed
_ABOUT_ME = re.compile(r"\b(?:what|anything|everything)(?: else)? (?:do |did |have |can )?(?:you )?"
                       r"(?:know|remember|recall|learn(?:ed|t)?)(?: so far)? about me\b|"
                       r"\btell me (?:about me|about myself|what you know about me)\b|"
                       r"^who am i\s*[?.!]*$", re.I)   # not "who am I marrying?"
_DATE_PREFIX = re.compile(r"^\[[^\]\n]{1,40}\] ")
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|me|my|mine|myself|we|we're|our|us)\b", re.I)
# chat drops the apostrophe and the question mark: "whats my name again"
_QUESTION_WORDS = frozenset("what what's where where's when which whose does doing have with "
                            "from about name called call tell remind remember again your "
                            "mine this that there their they them these those still".split())
_NAMES = re.compile(r"(?<=[\w,;:(] )[A-Z][a-z]+")   # not a sentence's first word
_SPEAKER = re.compile(r"\b(?:i|i'm|i've|i'd|my|mine|myself|we|we're|our|ours)\b", re.I)
# "Can you show me a Python function ...": "me" there is whom a task is for, not the topic
_REQUEST = re.compile(r"^(?:please )?(?:(?:can|could|would|will) you|show|give|help|write|"
                      r"explain|make|find|list|suggest|tell me (?:a|an|some|how|why))\b", re.I)
# "my son", and "the dog": a pet asked of with "the" is the user's ("What's the dog's name?")
# (not "the dog food": the pet is what is asked of, "the dog's name", "how old is the cat?")
_ORDERS = r"older|oldest|eldest|elder|younger|youngest|middle|twin"
_KIN_ASKED = re.compile(r"\b(?:(?:my|our) (?:(?:" + _ORDERS + r") )?(?=(?:" + RELATIONS
                        + r"))|the (?=(?:" + PETS + r")(?:'s\b|\s*\?|\s*$| called\b| named\b)))"
                        r"(" + RELATIONS + r")(?:'s|s)?\b", re.I)
# "What year were the twins born?", "what's the new baby called": the user's family asked of
# with "the", as "the dog" is the user's dog
_FAMILY_THE = re.compile(r"\bthe (?:new |little )?(baby|twins|kids|children|grandkids|"
                         r"grandchildren)\b", re.I)
# "my older son": the word that tells one relative from another of the same kind
_ORDER = re.compile(r"\b(?:" + _ORDERS + r")\b", re.I)
_ABOUT_KIN = re.compile(r"^The user's (?:" + RELATIONS + r")\b", re.I)
_DATING = re.compile(r"\b(?:am i|i'm|are we) (?:dating|seeing|going out with|engaged to|married "
                     r"to|together with)\b|\bmy (?:date|other half|significant other)\b", re.I)
_PARTNER_FACT = re.compile(r"^The user's (?:boyfriend|girlfriend|partner|husband|wife|fianc[eé]e?)"
                           r"\b", re.I)
# an activity or a time of day asked of ("training", "the evenings"): a fact that says the
# same word is about it, where a closer one in meaning may be about another thing ("trained
# in Europe" beside "training for a half marathon")
# "my kids" told as "our twins, Amara and Leo" or "my son": a relation said by another word
_CHILDREN = r"(?:kid|child|children|son|daughter|twin|boys\b|girls\b)"
_KIN_ALSO = {"kid": _CHILDREN, "child": _CHILDREN, "children": _CHILDREN, "kids": _CHILDREN}
_THE_THING = re.compile(r"\bthe (?:new |big |next )?([a-z]{3,})\b")
_NOT_OWNED = frozenset("name one other same best first last most way time day week year "
                       "weather news world capital difference".split())
# a question that goes on from the exchange before it
_GOES_ON = re.compile(r"^(?:and|but|so|also|what about|how about)\b|\b(?:he|she|they|him|her|"
                      r"them|his|hers|their|it|that|this|there|then)\b", re.I)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
_ING = re.compile(r"\b[a-z]{3,}ings?\b")
_ING_COMMON = {"doing", "going", "having", "getting", "being", "thing", "something",
               "anything", "everything", "nothing", "bring", "during", "king", "ring", "sing"}
_ASKS_NAME = re.compile(r"\b(?:name|named|call|called|who)\b", re.I)
# a relative's name said alone: "The user's partner is called Hanne." (relation, name)
_ONLY_NAME_OF = re.compile(r"^The user's (?:(?:" + _ORDERS + r") )?(" + RELATIONS + r")(?: \([\w "
                           r"]+\))? is called ([A-Z][\w'-]+)[^.,;]*\.$", re.I)
_PET_WORD = re.compile(r"\b(?:" + PETS + r")\b", re.I)
_PETS_ASKED = re.compile(r"\bpets?\b|\banimals?\b", re.I)
_PET_FACT = re.compile(r"\b(?:" + PETS + "|" + "|".join(PET_KIND) + r")s?\b", re.I)
# "Where did I live before York?", "What did I use to do?": the user's past asked of; a fact
# kept as the past ("used to live in ...", "a former job") answers it, where the closest in
# meaning is often the current value the question names ("lives in York")
_PAST_ASKED = re.compile(r"\b(?:used to|use to|before|previously|originally|formerly)\b", re.I)
_PAST_FACT = re.compile(r"\b(?:used to|former|formerly)\b", re.I)
_ONLY_NAME = re.compile(r"^The user's [\w ]+(?: \([\w ]+\))? is called [^.,;]+\.$")
# "What does my sister do (for a living)?": her job is asked; a fact naming one
# ("... is a primary school teacher") comes before others about the person ("... got engaged")
_ASKS_JOB = re.compile(r"\bwhat (?:does|do) (?:my|our) [\w']+(?: [\w']+)? do(?: for (?:a living|"
                       r"work))?\W*$", re.I)
_SAYS_JOB = re.compile(r"\b(?:works? (?:as|at|for)|job|(?:" + "|".join(sorted(JOBS)) + r")s?)\b",
                       re.I)
_ASKS_DIET = re.compile(r"\bdiet(?:ary)?\b|\beat meat\b", re.I)
_SAYS_DIET = re.compile(r"\b(?:" + DIETS + r")\b", re.I)
_JOB_SAID = re.compile(r"'s job is working as\b")


def wanted(setting: str, n_params: int) -> bool:
    """Whether turns use the focused layout: `prompt_focus` "focused"/"full", or "auto"
    (focused for a local model known to be under SMALL_PARAMS)."""
    if setting in ("focused", "full"):
        return setting == "focused"
    return 0 < n_params < SMALL_PARAMS


def select(found: Context, text: str, profile: tuple[ContextItem, ...] = ()) -> Context | None:
    """The focused context for `text` (the best fact only; for a question about the user as a
    whole, the first PROFILE_FACTS of `profile`), or None for the full layout."""
    if _ABOUT_ME.search(text) and len(text) <= 300:
        facts = tuple(i for i in profile if i.item_type == "lpm")[:PROFILE_FACTS]
        if facts:
            return Context(found.query, facts, found.budget_tokens, sum(i.tokens for i in facts))
    if not found.facts or len(text) > 300:
        return None
    read = asked(text)   # once: the question as the rules read it
    if not (is_question(text) or is_question(read)):
        return None
    text = read
    named = {w.lower() for w in _NAMES.findall(text)}
    # "what game is jordan obsessed with": chat writes names in lowercase; a word the facts
    # write as a name is one ("whats ravis age": its possessive without the apostrophe)
    names = {w.lower() for f in found.facts for w in _NAMES.findall(f.text)}
    words = set(re.findall(r"[a-z]{3,}", text.lower()))
    named |= names & (words | {w[:-1] for w in words if w.endswith("s")})
    best = _subject_match(found.facts, text, named)
    personal = _SPEAKER.search(text) or (_FIRST_PERSON.search(text) and
                                          not _REQUEST.match(text.strip())) or (
        _KIN_ASKED.search(text) or _FAMILY_THE.search(text) or  # "the dog's name": the user's
        _owned(text, found.facts))   # "When is the wedding?" of "The user's wedding is ..."
    if not personal and not any(
            re.search(rf"\b{re.escape(w)}\b", best.text, re.I) for w in named):
        return None
    best = _excerpt(best, text)
    return Context(found.query, (best,), found.budget_tokens, best.tokens)


def _excerpt(item: ContextItem, text: str) -> ContextItem:
    """Of a fact of several sentences (a long message kept as one statement), the sentence
    that says what is asked: the small model garbles a long fact ("Sorry in advance, the user
    tends to ramble. The user's brother Samir lives in Lille and ...")."""
    m = _DATE_PREFIX.match(item.text)
    date, body = (m.group(0), item.text[m.end():]) if m else ("", item.text)
    parts = _SENTENCE_END.split(body)
    if len(parts) < 2:
        return item
    said = _asked_words(text, set())
    hits = [sum(bool(re.search(rf"\b{re.escape(w)}", p, re.I)) for w in said) for p in parts]
    if max(hits) == 0:
        return item
    part = parts[hits.index(max(hits))]
    return replace(item, text=date + part, tokens=max(1, item.tokens * len(part) // len(body)))


def _subject_match(facts: tuple[ContextItem, ...], text: str, named: set[str]) -> ContextItem:
    """Of the closest facts, the first about whom `text` asks: one naming the person named
    ("How old is Ravi?"), one about the relative asked of ("What does my partner do?"), or,
    for a question about the user alone, one not only about a relative ("What do I
    practise?"). Unless the question asks for a name, a fact that says more about the person
    comes before one that only names them ("What does my son do?")."""
    def plain(item):
        return _DATE_PREFIX.sub("", item.text)

    def has(item, w):
        return re.search(rf"\b{re.escape(w)}", plain(item), re.I)

    kin = _KIN_ASKED.search(text)
    dating = _DATING.search(text)
    if not kin and _PAST_ASKED.search(text):
        said = _asked_words(text, named)
        past = [f for f in facts if _PAST_FACT.search(plain(f)) and any(
            re.search(rf"\b{re.escape(w)}", plain(f), re.I) for w in said)]
        if past:
            return past[0]
    if named:
        pick = [f for f in facts if any(has(f, w) for w in named)]
        # "What does Suresh do?" told as "my husband Suresh" and "my husband drives a
        # forklift": the relative the name is of is the one asked of
        pick += [f for f in facts if f not in pick and any(
            has(f, r) for r in _kin_of(pick, named))]
    elif kin:
        also = _KIN_ALSO.get(kin.group(1).lower())
        pick = [f for f in facts if (re.search(rf"\b{also}", plain(f), re.I) if also
                                     else has(f, kin.group(1)))]
        if not pick and _PARTNER_FACT.match(f"The user's {kin.group(1)}"):
            # "What does my husband do?" told as "my partner Theo is a pianist": a partner
            # said by another word is the one asked of (people have one at a time)
            pick = [f for f in facts if _PARTNER_FACT.match(plain(f))]
        # "What does my partner do?" told as "my partner is Hanne" and "Hanne is a vet"
        names = {m.group(2) for f in pick for m in [_ONLY_NAME_OF.match(plain(f))] if m}
        pick += [f for f in facts if f not in pick and any(has(f, n) for n in names)]
    elif dating:   # "who am I dating?" asks of a partner (not of an ex)
        pick = [f for f in facts if _PARTNER_FACT.match(plain(f))]
    elif not _SPEAKER.search(text) and _owned(text, facts):   # "When is the wedding?"
        pick = _owned(text, facts)
    elif _FAMILY_THE.search(text):   # "What year were the twins born?"
        pick = [f for f in facts if has(f, _FAMILY_THE.search(text).group(1))]
    elif _PET_WORD.search(text):   # "What kind of dog have I got?"
        pick = [f for f in facts if has(f, _PET_WORD.search(text).group(0))]
    elif _PETS_ASKED.search(text):   # "Do I have any pets?"
        pick = [f for f in facts if _PET_FACT.search(plain(f))]
    else:
        pick = [f for f in facts if not _only_kin(plain(f))]
        # "Which city do I live in?": the fact saying "lives" before a closer one in meaning
        # ("joined the bridge club ... not far from the Royal Crescent")
        # (a place asked: not "for a living", "who do I live with", "what could I live on")
        if re.search(r"\b(?:where|which|what) (?:(?:city|town|country|village|area|part|"
                     r"county|state|neighbou?rhood) )?(?:do|did) (?:i|we) live\b(?! with| on)",
                     text, re.I):
            pick = sorted(pick, key=lambda f: not re.search(r"\blives? in\b", plain(f)))
    if (named or kin) and not _ASKS_NAME.search(text):
        pick = sorted(pick, key=lambda f: bool(_ONLY_NAME.match(plain(f))))   # stable
    elif kin:   # "What are my kids called?": a fact that names them ("twins, Amara and Leo")
        word = _KIN_ALSO.get(kin.group(1).lower(), re.escape(kin.group(1)))
        pick = sorted(pick, key=lambda f: not re.search(
            rf"\b{word}\w*,? (?:(?:is |are )?(?:called |named ))?[A-Z][a-z]+", plain(f)))
    if (named or kin) and len(pick) > 1:
        # facts about one person: the one saying what is asked ("Where does Samir live?":
        # "... Samir lives in Lille" before "Samir is a dentist")
        said = _asked_words(text, named | ({kin.group(1).lower()} if kin else set()))
        pick = sorted(pick, key=lambda f: not any(
            re.search(rf"\b{re.escape(w)}", plain(f), re.I) for w in said))
    ing = {w.rstrip("s") for w in _ING.findall(text.lower())} - _ING_COMMON
    if ing and len(pick) > 1:   # "What am I training for?": the fact saying "training"
        # (not the job template's "working as": "What am I working towards?")
        pick = sorted(pick, key=lambda f: not any(
            re.search(rf"\b{w}s?\b", _JOB_SAID.sub("", plain(f)), re.I) for w in ing))
    if _ASKS_DIET.search(text) and len(pick) > 1:   # "What diet do I follow?": "pescatarian"
        pick = sorted(pick, key=lambda f: not _SAYS_DIET.search(plain(f)))
    if kin and _ASKS_JOB.search(text) and len(pick) > 1:   # "What does my sister do?": her job
        pick = sorted(pick, key=lambda f: not _SAYS_JOB.search(plain(f)))
    order = _ORDER.search(text) if kin else None
    if order:   # "What is my older son called?": the older one before the younger
        pick = sorted(pick, key=lambda f: not has(f, order.group(0)))
    return (pick or list(facts))[0]


def _owned(text: str, facts) -> list[ContextItem]:
    """The facts saying the user has the thing a question asks of with "the": "When's the
    move happening?" of "The user's move was pushed back to September"."""
    # (not a pet or a relative: "the dog food" is no question of the user's dog; _KIN_ASKED)
    words = {w for w in _THE_THING.findall(text.lower())
             if not re.fullmatch(rf"(?:{RELATIONS})s?", w)} - _NOT_OWNED
    return [f for f in facts for w in words
            if re.search(rf"\bthe user's (?:[a-z]+ )?{re.escape(w)}s?\b", f.text, re.I)]


def _asked_words(text: str, about: set[str]) -> set[str]:
    """The content words of a question, as stems, less the person it is about."""
    words = set(re.findall(r"[a-z]{4,}", text.lower())) - _QUESTION_WORDS
    return {w[:-1] if w.endswith("s") else w for w in words} - about


def _kin_of(facts, names: set[str]) -> set[str]:
    """The relatives `names` are of, where a fact says only that ("The user's husband is
    called Suresh." -> {"husband"})."""
    out = set()
    for f in facts:
        m = _ONLY_NAME_OF.match(_DATE_PREFIX.sub("", f.text))
        if m and m.group(2).lower() in names:
            out.add(m.group(1))
    return out


def _only_kin(fact: str) -> bool:
    """Whether `fact` speaks of a relative and not also of the user ("The user's son Leo plays
    chess", not "The user's husband loves cycling, and the user plays the violin")."""
    m = _ABOUT_KIN.match(fact)
    return m is not None and not re.search(r"\bthe user\b(?!'s)", fact[m.end():], re.I)


def chat_pages(pages, question: str):
    """The chat's earlier exchanges a focused prompt keeps: none, unless the question goes on
    from the last one ("and how old is she?", "what about my sister?"). A small model given
    its own earlier answers in the chat repeats them (asked three things in a row by
    `engram chat`, the bundled model gave the same sentence three times)."""
    if CHAT_TURNS is not None:
        return pages[len(pages) - CHAT_TURNS:] if CHAT_TURNS else []
    return pages[-1:] if _GOES_ON.search(question) else []


def tail(items: tuple[ContextItem, ...], view: str) -> str:
    """The last message of a focused prompt: the fact, the question, how to answer."""
    if not items:
        return view
    facts = "\n".join("Fact: " + _DATE_PREFIX.sub("", i.text) for i in items)
    return f"{facts}\nQuestion: {view}\n{PROFILE_HINT if len(items) > 1 else ANSWER_HINT}"


# "The user's cat ..." is how every fact begins: favouring it would only make answers echo
_NOT_COPIED = frozenset("the user user's a an and of to in is are was be their they them it "
                        "its on at for with as by".split())


def copy_words(items: tuple[ContextItem, ...]) -> list[str]:
    """The words of the focused facts an answer should copy rather than replace (the
    model's `favour`; see runtime.COPY_BIAS): all but the few every fact is made of."""
    words = re.findall(r"[\w'-]+", " ".join(_DATE_PREFIX.sub("", i.text) for i in items))
    return list(dict.fromkeys(w for w in words if w.lower() not in _NOT_COPIED))
