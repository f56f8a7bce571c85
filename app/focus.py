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
  full layout (it uses the pages and the dates).
- What the user tells a small model, a request and advice asked for (`bare`) get the cached
  head (system prompt and profile) and the message alone, with the chat's last exchange only
  when the message goes on from it (`chat_pages`). With the retrieved pages and the whole
  chat before it, the bundled model answered what the user told by repeating its own
  earlier reply: on the messages of 6 scripts (55 replies, `told.py` in the issue note) 29
  replies repeated an earlier one of the same chat; with the head alone, 5. Other questions
  keep the full layout (see `bare`).
- Those messages get no profile either, unless they ask about the user ("Write a short bio of
  me": `about_user`): what is only told (`tells`) gets a short chat system prompt, a request
  or advice the built-in one (prompt.bare_head). With the profile in the head, the bundled
  model recited it in about half its replies to statements ("The user's name is Ahmed ...
  The user lives in Leeds." to "I've been learning the cello") and to requests ("The user is
  on a keto diet." to "Could you help me draft an email to my boss ...?"), often mixing its
  facts up (`engram bench remember`'s "reciting memory" count; numbers in the issue note).
- Advice asked in the first person ("Any tips for a rainy Saturday around Dundee?", "What's
  a fun theme for my son's party?") is not a question about memory: given one fact, the
  model answered it with that fact ("The user needs a quick weeknight dinner idea.").
- The fact put beside the question is the closest one about whom it asks (`focus_subject`,
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

from memory.lpm_words import PET_KIND, RELATIONS, grown
from memory.types import Context, ContextItem

from .focus_household import ours
from .focus_kinds import FOOD_FOR_ME, asked_words, called_me, ended_said, owned
from .focus_subject import (DATING, PARTNER_FACT, DATE_PREFIX, FAMILY_THE, KIN_ASKED,
                            SHORT_WORDS, SPEAKER, TO_ASSISTANT, kin_of, says_what_is_asked,
                            subject_match)
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
# ("Tell me about my family", "Who's in my family?": one fact about one relative answered it)
_ABOUT_FAMILY = re.compile(r"\b(?:tell me about|what do you know about|who(?:'s| is| are) in|"
                           r"describe) (?:my|our) (?:family|relatives|kids|children|family members)"
                           r"\s*[?.!]*$", re.I)
_KIN_FACT = re.compile(r"The user(?:'s (?:\w+ )?(?:" + RELATIONS + r")s?\b| has (?:\w+ )?(?:kids|"
                       r"children|sons|daughters|grandchildren|grandkids)\b)", re.I)
# the closest first: a partner, then children, parents, siblings
_CLOSEST = [re.compile(r"\b(?:" + w + r")\b", re.I) for w in (
    "husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?", "kids|children|son|daughter|child",
    "mum|mom|mother|dad|father|parents", "sister|brother")]
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|me|my|mine|myself|we|we're|our|us)\b", re.I)
# not a sentence's first word; letters past ASCII too ("Who is Paweł?" read "Pawe", which
# no fact says as a word, so the question was not focused; remember36)
_NAMES = re.compile(r"(?<=[\w,;:(] )[A-ZÀ-ÖØ-Þ\u0100-\u017f][a-zß-öø-ÿ\u0100-\u017f]+")
# "Can you show me a Python function ...": "me" there is whom a task is for, not the topic
_REQUEST = re.compile(r"^(?:please )?(?:(?:can|could|would|will) you|show|give|help|write|"
                      r"explain|make|find|list|suggest|tell me (?:a|an|some|how|why))\b", re.I)
# a question that goes on from the exchange before it
# asks for advice or ideas, not for something remembered: "Any tips for a rainy Saturday
# around Dundee?", "What's a fun theme for my son's party?", "Should I see a doctor?". Given
# one fact and told to answer from it, the bundled model answered "The user needs a quick
# weeknight dinner idea." to four different requests. ("What should I ...", "How do I ..."
# stay questions about memory: "What should I avoid eating?", "How do I take my coffee?")
_ADVICE = re.compile(r"(?:^|[.!?]\s+)(?:(?:ok(?:ay)?|so|hey|hi|also|and|but|right)[,!.]?\s+)*"
                     r"(?:any (?:tips|ideas|suggestions|advice|recommendations|thoughts)\b|"
                     r"(?:got|have you got|do you have) any (?:tips|ideas|suggestions|advice)\b|"
                     r"what(?:'s| is| are| would be) (?:a |an |some )?(?:good|fun|nice|great|easy|"
                     r"quick|simple|healthy|cheap|best)\b|how (?:should|could|would) (?:i|we)\b|"
                     r"should (?:i|we)\b|is it (?:normal|ok|okay|safe|worth|bad|possible)\b|"
                     r"what (?:do|would) you (?:recommend|suggest|think)\b|ideas for\b)", re.I)
# a request that asks to keep something of the user's in mind ("Suggest a dinner, remembering
# what I don't eat", "Can you suggest a workout? Keep my injury in mind."): memory is what it
# needs (remember20: laid out bare, the bundled model knew neither the diet nor the injury)
_MINDFUL = re.compile(r"\b(?:keep(?:ing)?|bear(?:ing)?) (?:in mind (?:my|what (?:i|we)|that (?:i|"
                      r"we)|how (?:i|we))\b|(?:my|our) [\w' -]{2,30}? in mind\b)|\b(?:remembering|"
                      r"given|considering|mindful of|tak(?:e|ing) into account|allowing for) "
                      r"(?:my|our|what (?:i|we)|that (?:i|we)|how (?:i|we))\b|"
                      # "Suggest a quick lunch I can eat", "a pudding I can have": food the user
                      # can eat asks for what they don't (remember22: laid out bare, the
                      # bundled model knew neither the diet nor the coeliac disease)
                      + FOOD_FOR_ME.pattern, re.I)
_GOES_ON = re.compile(r"^(?:and|but|so|also|what about|how about)\b|\b(?:he|she|they|him|her|"
                      r"them|his|hers|their|it|that|this|there|then)\b", re.I)
# what asks for more of the last answer ("again", "more", "mean" are also in statements:
# "my blood pressure is up again", "my boss is mean")
_FOLLOW_UP = re.compile(r"^(?:more|why)\b|\btell me more\b|\bwhat do you mean\b|\b(?:another|"
                       r"instead|continue|go on|explain|example|shorter|longer|simpler|rewrite|"
                       r"redo|retry|translate|elaborate|expand|summari[sz]e|keep going)\b", re.I)
_PLACE = re.compile(r"\b(?:in|at|near|to|from) (?!(?:January|February|March|April|May|June|July|"
                    r"August|September|October|November|December|Monday|Tuesday|Wednesday|"
                    r"Thursday|Friday|Saturday|Sunday)\b)[A-Z](?:[a-z]|[A-Z]{1,4}\b)")   # ("at KTH")
_VERB_ASKED = re.compile(r"\b(?:do|did|does) (?:i|we|my \w+) (?:\w+ly )?(?!have\b|do\b|get\b)"
                         r"([a-z]{3,})\b", re.I)
# (not after a title's dot: "Dr. Hanson", "St. Luke's" cut the name off; remember55)
_SENTENCE_END = re.compile(r"(?<!\bDr\.)(?<!\bSt\.)(?<!\bMr\.)(?<!\bMrs\.)(?<!\bMs\.)(?<!\bMt\.)"
                           r"(?<!\bDra\.)(?<!\bSr\.)(?<!\bSra\.)(?<!\bJr\.)(?<!\bProf\.)"   # ("Dra. Lucía": 61)
                           r"(?<=[.!?])\s+(?=[A-Z])")


def wanted(setting: str, n_params: int) -> bool:
    """Whether turns use the focused layout: `prompt_focus` "focused"/"full", or "auto"
    (focused for a local model known to be under SMALL_PARAMS)."""
    if setting in ("focused", "full"):
        return setting == "focused"
    return 0 < n_params < SMALL_PARAMS


def select(found: Context, text: str, profile: tuple[ContextItem, ...] = ()) -> Context | None:
    """The focused context for `text` (the best fact only; for a question about the user as a
    whole, the first PROFILE_FACTS of `profile`), or None for the full layout."""
    family = _ABOUT_FAMILY.search(text) if len(text) <= 300 else None
    if family:   # "Tell me about my family": the profile's facts about relatives, listed
        kin = [i for i in profile if i.item_type == "lpm" and _KIN_FACT.match(
            DATE_PREFIX.sub("", i.text))]
        def rank(i) -> int:
            return next((n for n, rx in enumerate(_CLOSEST) if rx.search(i.text)), len(_CLOSEST))
        facts = tuple(sorted(kin, key=rank))[:PROFILE_FACTS]
        if len(facts) > 1:
            return Context(found.query, facts, found.budget_tokens, sum(i.tokens for i in facts))
    if _ABOUT_ME.search(text) and len(text) <= 300:
        facts = tuple(i for i in profile if i.item_type == "lpm")[:PROFILE_FACTS]
        if facts:
            return Context(found.query, facts, found.budget_tokens, sum(i.tokens for i in facts))
    mindful = bool(_MINDFUL.search(text))
    if not found.facts or len(text) > 300 or (_ADVICE.search(text) and not mindful):
        return None
    read = asked(text)   # once: the question as the rules read it
    # a task asked for ("Can you help me draft an email to my boss?") is no question about
    # memory: focused, it got "Fact: The user's dog is called Pepper." beside it ("Can you
    # remind me ...", "Could you tell me ..." are read without their request words)
    if not mindful and (not (is_question(text) or is_question(read)) or
                        _REQUEST.match(read.strip())):
        return None
    text = read
    named = {w.lower() for w in _NAMES.findall(text)}
    # "what game is jordan obsessed with": chat writes names in lowercase; a word the facts
    # write as a name is one ("whats ravis age": its possessive without the apostrophe)
    # (not a word only inside a longer name: "which part do I sing in the choir now?" of "...
    # in the Fair City Community Choir" asks of the user's part, not of one named; remember96)
    # (but the kind asked, "Which school have I got a job at?" of "... at City of Norwich
    # School", is the name's last word; stellan)
    kind = {w.lower() for w in re.findall(r"\b(?:which|what) ([a-z]{3,})\b", text, re.I)}
    names = {m.group(0).lower() for f in found.facts for m in _NAMES.finditer(f.text)
             if m.group(0).lower() in kind or not re.search(
                 r"\b(?!(?:Dr|Mr|Mrs|Ms|Miss|Prof|Aunt|Auntie|Uncle|Nan|Father|Sister|Brother)\b)[A-Z][a-z]+ $",
                 f.text[:m.start()])}
    words = set(re.findall(r"[a-z]{3,}", text.lower()))
    named |= names & (words | {w[:-1] for w in words if w.endswith("s")})
    # "Where I am from in the Philippines?": the country closing a question of the user's own
    # is where, not whom, it asks of (analyn: the husband "still in Philippines" was given)
    if SPEAKER.search(text) and not KIN_ASKED.search(text):
        named -= {m.lower() for m in re.findall(r"\bin (?:the )?([A-Z][a-z]+)\s*[?.!]*\s*$", text)}
        # ("Which area of Bristol do I live in?": the town whose part is asked; harvey)
        named -= {m.lower() for m in re.findall(r"\b(?:area|part|suburb|neighbou?rhood|district|side) of "
                                                r"([A-Z][a-z]+)\b", text)}
    facts = found.facts
    if DATING.search(text) and not any(PARTNER_FACT.match(DATE_PREFIX.sub("", f.text))
                                        for f in facts):
        # "Who am I dating?": the few closest facts held only the ex's, as a break-up says
        # more of dating than "The user's partner is called Eli" does (remember27); the
        # partner now is in the profile
        facts = tuple(f for f in profile if f.item_type == "lpm" and PARTNER_FACT.match(
            DATE_PREFIX.sub("", f.text)))[:1] + facts
    best = called_me(facts, text) or ours(facts, text, lambda f: DATE_PREFIX.sub("", f.text)) or \
        subject_match(facts, text, named)
    personal = mindful or SPEAKER.search(text) or (_FIRST_PERSON.search(text) and
                                          not _REQUEST.match(text.strip())) or (
        KIN_ASKED.search(text) or FAMILY_THE.search(text) or  # "the dog's name": the user's
        owned(text, found.facts) or   # "When is the wedding?" of "The user's wedding is ..."
        TO_ASSISTANT.search(text))   # "Which spelling should you use?": a rule the user set
    # ("How old is Harjit turning?" of "The user's wife is turning 45": the relative the name
    # is of, where a fact says only that; remember22, laid out in full it answered 15)
    kin = kin_of(found.facts, named)
    if not personal and not any(
            re.search(rf"\b{re.escape(w)}\b", best.text, re.I) for w in named) and not any(
            re.match(rf"(?:\[[^\]]*\] )?The user's {re.escape(r)}\b", best.text) for r in kin):
        return None
    best = _breed_said(_excerpt(_breed_fact(best, found.facts, text, named), text), text)
    return Context(found.query, (best,), found.budget_tokens, best.tokens)


# "What kind of dog do we have?", "what breed is Rex?": the breed asked, which the pet's fact
# keeps in brackets ("The user's dog (dachshund) is called Mabel."); the bundled model
# answered with the name and left the bracket out
_ASKS_BREED = re.compile(r"\b(?:kind|breed|type|sort) of (?:dog|cat|pet|puppy|kitten|horse|"
                         r"rabbit|bird)\b|\bwhat breed\b", re.I)
_PET_NAMED = re.compile(r"^(?P<date>\[[^\]\n]{1,40}\] )?(?P<who>.+?'s) (?P<kind>[a-z ]+) "
                        r"\((?P<breed>[\w -]+)\) is called (?P<name>[A-Z][\w'-]+)\.$")


def _breed_fact(best: ContextItem, facts, text: str, named: set[str]) -> ContextItem:
    """The pet's fact that keeps the breed, when the breed is asked and the best fact is
    another one about that pet ("What breed is my dog?" got "The user's dog Canela's getting
    fat now", closer in words than "The user's dog (heeler) is called Canela"; remember42)."""
    if not _ASKS_BREED.search(text) or _PET_NAMED.match(DATE_PREFIX.sub("", best.text)):
        return best
    kind = re.search(r"\b(dog|cat|pet|puppy|kitten|horse|rabbit|bird)\b", text, re.I)
    kind = kind and kind.group(1).lower()
    for f in facts:
        m = _PET_NAMED.match(f.text)
        # the pet asked: of its kind ("pet" any), and the one named when a name is asked
        if m and (kind in (None, "pet") or kind in m.group("kind") or
                  grown(kind) in m.group("kind")) and (
                not named or m.group("name").lower() in named):
            # ("The user's basset hound Duke got into the trash": the best says the breed,
            # and more of it than the bracket's "hound")
            said = re.search(rf"\b{re.escape(m.group('breed'))}\b", best.text, re.I)
            return best if said else f
    return best


def _breed_said(item: ContextItem, text: str) -> ContextItem:
    """A pet's fact said with its breed as what the pet is, when the breed is asked."""
    m = _PET_NAMED.match(item.text) if _ASKS_BREED.search(text) else None
    if not m:
        return item
    a = "an" if m.group("breed")[0].lower() in "aeiou" else "a"
    said = (f"{m.group('date') or ''}{m.group('who')} {m.group('kind')} {m.group('name')} is "
            f"{a} {m.group('breed')}.")
    return replace(item, text=said)


_NOT_ASKED = frozenset("now day new all out off too yet".split())
_KIN_WORD = re.compile(RELATIONS + r"|mom|dad|son|sis|bro|kid|pet", re.I)
_WHOLE = 220   # a fact of two short sentences (lpm_statement.MAX_STATEMENT) may be kept whole


_BREED_SAID = re.compile(r"\b(?:" + "|".join(PET_KIND) + r")s?\b", re.I)
_NOW_ASKED = re.compile(r"\b(?:now|these days|nowadays|at the moment|currently)\b", re.I)


def _excerpt(item: ContextItem, text: str) -> ContextItem:
    """Of a fact of several sentences (a long message kept as one statement), the sentence
    that says what is asked: the small model garbles a long fact ("Sorry in advance, the user
    tends to ramble. The user's brother Samir lives in Lille and ...")."""
    m = DATE_PREFIX.match(item.text)
    date, body = (m.group(0), item.text[m.end():]) if m else ("", item.text)
    parts = _SENTENCE_END.split(body)
    if len(parts) < 2:
        return item
    # ("What medicine does Lowri keep in her bag?": "bag" says which sentence; remember62)
    # (not whom it asks of: "What did my dad do before he retired?" of "... mum and dad live
    # in Bundaberg. ... dad was a prawn trawler skipper" kept both; remember brayden)
    said = asked_words(text, set()) | {w for w in re.findall(r"\b[a-z]{3}\b", text.lower())
                                       if w not in SHORT_WORDS | _NOT_ASKED and not _KIN_WORD.fullmatch(w)}
    # ("Which hobby did I give up?": "stopped the pottery", not "does watercolours now")
    ended = "|".join(ended_said(text))
    said -= {"give", "gave", "given", "quit", "stop", "stopped"} if ended else set()
    # "what do I do for work these days?": now is asked, not a day; the sentence that says now
    # ("Now the user helps their sister at her bakery"), not "standing all day" (remember39)
    now = bool(_NOW_ASKED.search(text))
    said -= {"day", "days", "moment"} if now else set()
    # of sentences naming the same words, the one saying what is asked ("What does my
    # flatmate do?": "... is a junior doctor", not "... is driving me mad")
    # "Where did we buy a house?": the sentence naming a place ("A little terrace in Ludlow"),
    # not the one repeating the question's words ("The user bought a house.")
    where = bool(re.match(r"\s*where\b", text, re.I))
    # "What do I grow in the garden?": of "spends mornings in the garden" and "grows
    # tomatoes", the sentence saying the verb asked (remember19: the first was kept)
    verb = _VERB_ASKED.search(text)
    # "What's the name of my salon?": the sentence naming it ("... is called Loose Ends"),
    # not the one saying it was opened (remember34)
    name = bool(re.search(r"\bname\b|\bcalled\b", text, re.I))
    # "Where is Jay from?": the sentence naming whom it asks of ("... partner Jay is from
    # Dartmouth"), not the one before it (remember43); names are no asked words
    whom = _NAMES.findall(text)
    # "What kind of dog is the puppy?": the sentence saying a breed ("... Caramel is a golden
    # retriever"), not "the user got the puppy" (remember47)
    breed = bool(_ASKS_BREED.search(text))
    # "What was my previous dog called?": the sentence saying one has gone ("Biscuit had to
    # be put down"), not the new one's ("... adopted a greyhound called Pippa"; remember71)
    gone = bool(re.search(r"\b(?:previous|former|late|old)\b", text, re.I))
    hits = [sum(bool(re.search(rf"\b{re.escape(w)}", p, re.I)) for w in said) +
            sum(bool(re.search(rf"\b{re.escape(n)}\b", p)) for n in whom) +
            0.5 * says_what_is_asked(text, p) +
            0.5 * (name and bool(re.search(r"\b(?:called|named) (?-i:[A-Z])", p, re.I))) +
            1.5 * (where and bool(_PLACE.search(p))) +
            0.25 * bool(verb and re.search(rf"\b{verb.group(1)}", p, re.I)) +
            bool(ended and re.search(rf"\b(?:{ended})", p, re.I)) +
            0.5 * (now and bool(_NOW_ASKED.search(p))) +
            (breed and bool(_BREED_SAID.search(p))) +
            (gone and bool(re.search(r"\b(?:put down|put to sleep|died|passed away|no longer|used "
                                     r"to)\b", p, re.I))) for p in parts]
    if max(hits) == 0:
        return item
    part = parts[hits.index(max(hits))]
    # "What do I do on Tuesday nights now?" of "... joined a choir instead. The user practises
    # on Tuesday nights.": a later sentence that says little but the question's own words
    # leans on the one before it, so a short fact is kept whole (remember21: the choir was
    # cut off)
    asked_stems = {w[:4] for w in re.findall(r"[a-z]{3,}", text.lower())}
    new = {w for w in re.findall(r"[a-z]{3,}", part.lower())
           if w not in _NOT_COPIED and w[:4] not in asked_stems and w != "user"}
    if part is not parts[0] and len(new) <= 1 and len(body) <= _WHOLE:
        return item
    return replace(item, text=date + part, tokens=max(1, item.tokens * len(part) // len(body)))


def bare(text: str) -> bool:
    """Whether a small model answers `text` (not focused) from the head alone: what the user
    tells, a request (also asked as "Can you ...?"), advice asked for. Other questions keep
    the full layout: one asked right after a fact was told in the same chat needs that
    exchange, before the fact has formed ("I have a cat called Pip." then "What is my cat
    called?")."""
    t = text.strip()
    if _MINDFUL.search(t):   # a request to keep the user's own thing in mind (`select`)
        return False
    return bool(_ADVICE.search(t) or _REQUEST.match(t)) or not (is_question(t) or
                                                                 is_question(asked(t)))


# a request about the user themselves, which needs what memory knows of them
_ABOUT_USER = re.compile(r"\b(?:about|of|describing) (?:me|myself)\b|\bmy (?:bio|biography|"
                         r"profile|cv|resume|life story)\b|\bwhat you know\b", re.I)


def about_user(text: str) -> bool:
    """Whether a request or statement asks about the user themselves ("Write a short bio of
    me"): then a small model keeps the profile."""
    return bool(_ABOUT_USER.search(text))


def tells(text: str) -> bool:
    """Whether `text` only tells something: no question, no request, no advice asked, no
    follow-up of the last answer (a small model answers it without the profile)."""
    t = text.strip()
    return not (_ADVICE.search(t) or is_question(t) or is_question(asked(t)) or
                _REQUEST.match(t) or _FOLLOW_UP.search(t))


def chat_pages(pages, question: str, focused: bool = True):
    """The chat's earlier exchanges a focused prompt keeps: none, unless the question goes on
    from the last one ("and how old is she?", "what about my sister?"). A small model given
    its own earlier answers in the chat repeats them (asked three things in a row by
    `engram chat`, the bundled model gave the same sentence three times). A message that is
    no focused question also goes on from the last exchange when it is a follow-up ("Why?",
    "Shorter please", "Another one"): it means nothing alone."""
    if CHAT_TURNS is not None:
        return pages[len(pages) - CHAT_TURNS:] if CHAT_TURNS else []
    goes_on = _GOES_ON.search(question) or (not focused and (
        _FOLLOW_UP.search(question) or len(question.split()) <= 3))
    return pages[-1:] if goes_on else []


def tail(items: tuple[ContextItem, ...], view: str) -> str:
    """The last message of a focused prompt: the fact, the question, how to answer."""
    if not items:
        return view
    facts = "\n".join("Fact: " + DATE_PREFIX.sub("", i.text) for i in items)
    return f"{facts}\nQuestion: {view}\n{PROFILE_HINT if len(items) > 1 else ANSWER_HINT}"


# "The user's cat ..." is how every fact begins: favouring it would only make answers echo
_NOT_COPIED = frozenset("the user user's a an and of to in is are was be their they them it "
                        "its on at for with as by".split())


def copy_words(items: tuple[ContextItem, ...]) -> list[str]:
    """The words of the focused facts an answer should copy rather than replace (the
    model's `favour`; see runtime.COPY_BIAS): all but the few every fact is made of."""
    words = re.findall(r"[\w'-]+", " ".join(DATE_PREFIX.sub("", i.text) for i in items))
    return list(dict.fromkeys(w for w in words if w.lower() not in _NOT_COPIED))
