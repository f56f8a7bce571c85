"""Rule-based extraction of durable facts from what the user (and assistant) said.

Design decisions:
- Only the user's words yield facts about the user. The assistant's text yields only what
  it committed to ("I'll remind you ..."); its guesses and its answers produced from memory
  are never read for user facts, so a wrong answer cannot feed itself back as a "memory".
- A sentence first passes `sentences.candidate` (first person, declarative, not a question,
  greeting, hypothetical, reported speech or a remark about the listener). Then:
  * attribute patterns give keyed facts with a template sentence ("The user lives in Lyon.",
    attribute `location`): an attribute is single-valued, so a newer value ends the older one
    (see long_term.upsert). Preferences are keyed by category when the object's category is
    known (a small lexicon: drinks, food, music ...), so "I like coffee" then "I now drink
    tea" share `preference.drink`;
  * otherwise the most informative sentence of the message (`sentences.score`) becomes one
    unkeyed statement, rewritten in the third person with its relative dates resolved
    against the page's date. At most one statement per message keeps facts short and few.
  * a keyed sentence that says more than its keyed facts hold ("My wife Yumiko loves
    gardening" beside "wife: Yumiko"; "I quit coffee" beside the new drink) is also a
    candidate for that statement (`_more`), unless it restates a value that a newer one
    would supersede (a home, a job), as an unkeyed statement would outlive it.
- "I gave up / quit / stopped X" carries `ends_like` (the content words of X): long_term ends
  the current facts that mention all of them ("I take sugar in my tea" ends).
- Families of rules live apart: people and pets in `lpm_people`, health and tastes in
  `lpm_tastes`, negations and contrasts in `lpm_contrast`, standing instructions and the
  assistant's promises in `lpm_instructions`; a message's sentences are prepared by
  `lpm_passing` (facts said in passing, lowercase chat), `lpm_chat` (texting and learner
  spellings) and `lpm_fields` ("Name: ...; Age: ..."); shared helpers in `lpm_base`. This
  module reads a message and holds the rest.
- Output is plain dicts in the LlmExtractor format, validated by lpm_schema.validate like any
  model output. The subject is "The user", or the speaker's name on imported dialogues
  between people (`meta["speakers"]`), where "the user" would be ambiguous.
"""
from __future__ import annotations

import re
from typing import Sequence

from . import sentences as S
from .lpm_antecedent import about_thing
from .lpm_base import CALENDAR as _CALENDAR
from .lpm_base import END as _END
from .lpm_base import OBJ as _OBJ
from .lpm_base import WHEN as _WHEN
from .lpm_base import article as _article
from .lpm_base import clean as _clean
from .lpm_base import fact as _fact
from .lpm_base import opens_with_me as _opens_with_me
from .lpm_base import poss as _poss
from .lpm_base import slug as _slug
from .lpm_contrast import contrasts as _contrasts
from .lpm_corrections import fix_of, in_message, rewrite
from .lpm_instructions import assistant_facts as _assistant_facts
from .lpm_instructions import instruction as _instruction
from .lpm_passing import about_kin, kin_named, sentences_of
from .lpm_people import kin_fact as _kin_fact
from .lpm_people import people as _people
from .lpm_tastes import health_and_likes as _health_and_likes
from .lpm_words import (DEMONYM, JOB_SUFFIX, JOBS, NAME, NOT_JOBS, PARTNER_AS, PARTNER_WORDS,
                         RELATIONS)
from .person import third_person
from .timewords import resolve
from .types import Page

MAX_STATEMENT = 220   # two informative sentences of one message make one fact up to this size
MIN_SCORE = 5.0       # statement threshold: LoCoMo dev recall/precision/facts-per-page trade-off
FIRST_BONUS = 2.0     # the message's first statement (name-blind recall 58 -> 66 on LoCoMo dev)

_FUTURE = re.compile(r"\b(?:will|'ll|going to|gonna|plan(?:ning)? to|next|tomorrow|soon|"
                     r"about to|hope to|want to|intend to|looking forward)\b|"
                     r"\b(?:i'm|i am|we're|we are) (?!\w+ed\b)\w+ing\b|"
                     # "my sister is coming to visit in October", "they're getting married"
                     r"\b(?:is|are|'re) (?:coming|visiting|getting married|moving|starting|"
                     r"arriving|flying|heading)\b|"
                     # "my appointment is on Wednesday": an event said in the present is ahead
                     r"\b(?:is|are|'s|'re) (?:on |this )?(?:monday|tuesday|wednesday|thursday|"
                     r"friday|saturday|sunday)\b", re.I)


def _is_job(phrase: str, s: str) -> bool:
    """Whether "I'm a <phrase>" names an occupation: a known job noun, or a job-like noun
    (-ist, -er, -or ...) said with where ("... at the newspaper")."""
    head = re.findall(r"[a-z]+", phrase.lower())
    if not head or head[-1] in NOT_JOBS:
        return False
    return head[-1] in JOBS or (bool(JOB_SUFFIX.search(head[-1])) and (
        head[0] in ("retired", "former")
        or re.search(r"\b(?:at|for|with) (?:a|an|the|[A-Z])", s) is not None))


_NAME_WORD = r"[A-Z][a-z]*(?:['-]?[A-Z][a-z]+)*(?<=\w\w)"   # Ann, O'Neill, McKay, Jean-Luc


def _name(s: str) -> str | None:
    """The speaker's name in "My name is X", "I'm Ann Lee", "Ann Lee here" (not "I'm British")."""
    m = re.search(r"\b(?i:my name is|my name's|i'm called|i am called) " + NAME, s)
    if m:
        return m.group(1)
    m = (re.match(r"(?:(?i:hi|hello|hey|hiya)(?i: there| all| everyone)?\b[\s,!.]*)?"
                  r"(?i:i'm|i am|(?<=[\s,!.])it's|(?<=[\s,!.])its|(?<=[\s,!.])this is) " + NAME
                  + r"(?=[,.;!]|$| and | but | from | here)", s)
         or re.match(NAME + r" here\b", s))
    if not m or not re.fullmatch(_NAME_WORD + "(?: " + _NAME_WORD + ")?", m.group(1)) or \
            m.group(1).split()[0] in ("My", "The", "A", "An", "This", "That", "It", "Just") \
            or _CALENDAR.match(m.group(1)):   # "Hi, it's Friday!"
        return None
    if " " not in m.group(1) and DEMONYM.search(m.group(1).lower()):
        return None
    return m.group(1)


def _identity(s: str, page: Page, who: str) -> list[dict]:
    out = []
    name = _name(s)
    if name:
        # "surname" in the text: "What's my surname?" finds the fact that holds it
        first, _, last = name.partition(" ")
        full = f" (first name {first}, surname or family name {last})" if last else ""
        out.append(_fact("trait", "name", name, f"{_poss(who)} name is {name}{full}.", page, 0.9))
        # "I'm Ann Lee, a retired nurse": the job said beside the name
        m = re.search(re.escape(name) + r",\s+(an? [^,.;!?]{2,40}?)(?=[,.;!?]|$| from | in | at "
                      r"| and )", s)
        if m and _is_job(_clean(m.group(1)), s):
            out.append(_job(_clean(m.group(1)), page, who))
    m = re.search(r"\b(?i:(?:my )?(?:friends|family|everyone|people|they all|most people) "
                  r"(?:call|calls) me|my nickname is|i go by|call me) " + NAME, s)
    if m:
        out.append(_fact("trait", "nickname", m.group(1),
                         f"{_poss(who)} nickname is {m.group(1)}.", page, 0.85))
    m = re.search(r"\bi(?:'m| am) (\d{1,3})(?= years old| yrs old|[.,;!]|$| since | now\b"
                  r"| and | but )", s, re.I)
    if m:
        out.append(_fact("trait", "age", m.group(1), f"{who} is {m.group(1)} years old.",
                         page, 0.8))
    m = re.search(r"\bi(?:'m| am) turning (\d{1,3})\b", s, re.I)
    if m and not any(f["attribute"] == "age" for f in out):
        out.append(_fact("trait", "age", f"turning {m.group(1)}",
                         f"{who} is turning {m.group(1)} (their next birthday).", page, 0.75))
    m = re.search(r"\bmy birthday(?: is|'s)(?: on)? " + _OBJ + _END, s, re.I)
    if m and re.search(r"\d|" + _WHEN + r"|week|month|day", m.group(1), re.I):
        when = resolve(_clean(m.group(1)), page.created, future=True)
        out.append(_fact("trait", "birthday", when, f"{_poss(who)} birthday is on {when}.",
                         page, 0.8))
    m = re.search(r"\b(?:i (?:now |currently )?work as (?:an? )?|i(?:'m| am) (?:now )?working "
                  r"as (?:an? )?|my job is (?:an? )?|i got a job as (?:an? )?|"
                  # "I moved to Oslo for a new job as an art director"
                  r"\bi\b[^,.;!?]{0,60}?\b(?:for|got|landed|took|have|started) (?:a |my |the )?new "
                  r"job as (?:an? )?|"
                  r"i(?:'ll| will)? (?:be )?start(?:ing)? (?:work |a new job )?as (?:an? )?|"
                  r"i(?:'m| am) starting (?:work |a new job )?as (?:an? )?|"
                  r"i(?:'m| am) (?:now |currently )?an? )" + _OBJ + r"(?= by (?:profession|trade)"
                  r"| at | for | in | with |" + _END[3:], s, re.I)
    if m and (not re.search(r"\bi(?:'m| am) (?:now |currently )?an?\b", m.group(0), re.I)
              or re.search(r"by (?:profession|trade)", s, re.I) or _is_job(m.group(1), s)):
        out.append(_job(_clean(m.group(1)), page, who))
    m = re.search(r"\bi(?:'m| am| work| went)(?: now)? (?:as an? )?(freelance|self-employed)(?:r)?"
                  r"(?: now)?\b(?:,? (\w+ing [^,.;!?]{2,40}))?", s, re.I)
    if m:   # working for oneself is the job now: "I'm freelance now, designing book covers"
        job = m.group(1).lower() + (f" ({m.group(2)})" if m.group(2) else "")
        out.append(_fact("trait", "job", job, f"{_poss(who)} job is working {job}.", page, 0.8))
    m = re.search(r"\b(?:i|we|and)(?:'ve| have)? (?:now |just |recently )?(?:started|set up|"
                  r"launched|founded|opened|run|own) (?:my|our) own ((?:[\w-]+ ){0,2}?(?:business|"
                  r"company|firm|practice|shop|studio|agency|consultancy|restaurant|cafe|bakery))"
                  r"\b", s, re.I)
    if m:   # being one's own boss is the job now: "I left the firm and started my own ..."
        own = m.group(1).lower()
        out.append(_fact("trait", "job", f"runs their own {own}",
                         f"{_poss(who)} job is running their own {own}.", page, 0.8))
    m = (re.search(r"\bi (?:now |currently )?work (?:at|for) " + _OBJ + _END, s, re.I)
         or re.search(r"^(?:(?:my|the) )?first (?:day|week|month|shift)s? (?:at|with) "
                      r"((?:the|my|a|an) (?:new )?[\w-]+(?: [A-Z][\w-]+)*|[A-Z][\w-]+(?: [A-Z]"
                      r"[\w-]+)*) (?:went|was|is|has been|done)\b", s, re.I))
    if m and re.search(r"\b(?:gym|school|college|uni|university|camp|class|course|club|pool|"
                       r"beach|hospital)\b", m.group(1), re.I) and "work" not in m.group(1):
        m = None   # a first week at the gym or at school is no job
    if m:   # a new workplace: the job title said before it may be out of date
        org = m.group(1) if m.group(1).lower().startswith("the ") else _clean(m.group(1))
        out.append(_fact("trait", "employer", org, f"{who} works at {org}.", page, 0.8,
                         ends=["job"] if "first" in m.group(0).lower() else ()))
    m = re.search(r"\bi used to (?:be|work as) (an? [^,.;!?]{2,40}?)(?=,| but | until | before "
                  r"|[.;!?]|$)", s, re.I)
    if m and _is_job(_clean(m.group(1)), s + " at a"):   # a former job needs no employer
        was = _clean(m.group(1))
        out.append(_fact("trait", "former_job", was,
                         f"{who} used to work as {_article(was)} (a former job).", page, 0.75))
    place, near = _home(s), _near_home(s)
    if place or near:
        out.append(_fact("trait", "location", place or near,
                         f"{who} lives {'in ' if place else ''}{place or near}.", page, 0.8))
    m = re.search(r"\bi(?:'m| am| come| was born| grew up) (?:from|in) " + _OBJ + _END, s, re.I)
    if (m and m.group(1)[:1].isupper() and _clean(m.group(1)) != place
            and not re.match(r"i(?:'m| am) in\b", m.group(0), re.I)):
        place = _clean(m.group(1))
        out.append(_fact("trait", "hometown", place, f"{who} is from {place}.", page, 0.7))
    return out


_HOME = (
    # "I live in", "we relocated to", "... but live in Dublin now", "we've settled in Porto"
    r"\b(?:i|we|and|but)(?:'m|'re|'ve| am| are| have)?(?: now| just| finally| recently|"
    r" currently)? (?:live|living|moved(?: out| back| over| away| down| up)?|just moved|relocated|"
    r"based|settled(?: down)?|(?:(?<='ve )|(?<=have ))lived) (?:in|to) ",
    # "home for me is a small flat in Bristol", "our new address is in Hamburg",
    # "we moved into a flat in Leeds"
    r"\b(?:home for (?:me|us) is|(?:my|our) (?:new )?(?:home|address|place|flat|house|"
    r"apartment) is|(?:i|we)(?:'ve| have)?(?: just| finally| recently)? moved into) (?:now )?"
    r"(?:(?:an?|the|my|our) )?(?:[\w-]+ ){0,3}?in ",
    # "I'm 79, live in Norwich on my own": chat drops the subject after a first clause
    r"(?<=, )(?:now )?(?:live|living) in ",
    # "... and now call Denver home"
    r"\b(?:i|we|and) (?:now )?call (?=[^,.;!?]{2,60}? home\b)",
    # "we're in Porto now", "I'm now in Kiel" (not "I'm in Paris for a conference")
    r"\b(?:i|we)(?:'m|'re| am| are) (?:(?:currently |finally |all )?(?:settled )?in "
    r"(?=[^,.;!?]{2,60}? (?:now|these days|nowadays|for good)\b)|now in )")
# a stay, not a home: "I'm in Rome now for the conference", "I've lived in Oslo before"
_NOT_HOME = re.compile(r"\b(?:for (?:a|the|work|business|\d+) |visiting|holiday|vacation|trip|"
                       r"conference|before\b|once\b|briefly|as a (?:kid|child|student)|"
                       r"when i was|in the past|hotel)", re.I)


def _home(s: str) -> str | None:
    """Where the speaker lives now, said in one of the common ways, or None."""
    for pat in _HOME:
        # a place name ends before a new clause on "my/our": "moved to Leeds our flat is ..."
        m = re.search(pat + _OBJ + r"(?= at | home\b| to [a-z]| all (?:my|our) li| (?:my|our) "
                      r"|" + _END[3:], s, re.I)
        if not m or not m.group(1)[:1].isupper():
            continue
        if (pat is _HOME[-1] or "lived" in m.group(0)) and _NOT_HOME.search(s):
            continue
        # "and live in ..." speaks of the speaker only when the sentence opens with I/we
        # ("I grew up in Cork but live in Dublin", not "My parents ... and live in Madrid")
        if (re.match(r"(?:and|but|live|living|now)\b", m.group(0).strip(), re.I)
                and not _opens_with_me(s)):
            continue
        return _clean(m.group(1))
    return None


def _near_home(s: str) -> str | None:
    """A home said by where it lies, not by name: "we live just outside the city"."""
    m = re.search(r"\b(?:i|we)(?:'re| are| am)? (?:now |currently )?(?:live|living) "
                  r"((?:just |right )?(?:outside|near|close to|on the (?:edge|outskirts) of|"
                  r"in the middle of) "
                  + _OBJ + ")" + _END, s, re.I)
    if not m or _NOT_HOME.search(s) or re.match(r"(?:my|our|his|her|their|\w+'s) ",
                                                   m.group(2), re.I):
        return None   # "I live near my parents" says who is near, not where
    return _clean(m.group(1))


def _job(job: str, page: Page, who: str) -> dict:
    """The job fact; its text says "job", which questions about work use and "works as" lacks
    (MiniLM cosine to "What's my new job?" 0.26 -> 0.37)."""
    said = (f"{who} is {_article(job)}." if re.match(r"(?:retired|former|ex-)", job, re.I)
            else f"{_poss(who)} job is working as {_article(job)}.")
    return _fact("trait", "job", job, said, page, 0.8)


_GAVE_UP = re.compile(r"\b(?:i|we) (?:have |'ve )?(?:just |finally |recently )?(?:gave up|given "
                      r"up|quit|stopped|no longer|don't \w+ anymore)\s*" + _OBJ + _END, re.I)


def _statement(cs: list[str], page: Page, who: str) -> dict | None:
    """One fact from the message's most informative sentences, in the third person."""
    text = " ".join(third_person(resolve(c, page.created, future=bool(_FUTURE.search(c))), who)
                    for c in cs)
    c = " ".join(cs)
    if len(text) > 300:
        return None
    ends_like = ()
    m = _GAVE_UP.search(c)
    if m:
        ends_like = tuple(S.content_words(m.group(1)))[:4]
    kind = "user_knowledge"
    conf = min(0.8, 0.4 + S.score(c) / 50)
    return _fact(kind, "", text, text, page, round(conf, 2), ends_like=ends_like)


_ROLES = frozenset("user you me human assistant ai bot system model engram".split())


def speakers_of(page: Page) -> tuple[str, str | None]:
    """Who speaks on each side: ("The user", None) in a chat with the assistant; both names
    in an imported dialogue between people (`meta["speakers"]`)."""
    names = [str(n).strip() for n in (page.meta or {}).get("speakers") or () if n]
    if not names or names[0].lower() in _ROLES:
        return "The user", None
    second = names[1] if len(names) > 1 and names[1].lower() not in _ROLES else None
    return names[0], second


# words a keyed fact's template says in its own way ("is called", "works as", "lives in")
_TEMPLATE = frozenset("here call calls called named name works work working job lives live "
                      "living based moved user user's".split())


_NEWS = frozenset("new got have has finally now".split())
_OFTEN_CHANGED = ("name", "nickname", "age", "job", "employer", "location", "hometown", "car",
                  "diet", "preference.")


def _more(c: str, keyed: list[dict]) -> str | None:
    """What of sentence `c` its keyed facts do not hold, as a candidate statement, or None.
    "My wife Yumiko loves gardening" says more than "The user's wife is called Yumiko";
    "I quit coffee and now drink rooibos" more than the new drink ("I quit coffee"). A value
    that a newer one supersedes (a home, a job) is never restated in an unkeyed statement,
    which would outlive it; nor is a correction, which says only the corrected value."""
    if re.search(r"\b(?:not|wrong|correction|mistake|meant|old one)\b", c, re.I):
        return None
    quit = _GAVE_UP.search(c)
    if any(f["attribute"].startswith(_OFTEN_CHANGED) for f in keyed):
        if not quit or any(w in f["value"].lower() for f in keyed
                           for w in S.content_words(quit.group(1))):
            return None
        return re.split(r",|;| and | but ", c[quit.start():], maxsplit=1)[0]
    held = set(S.content_words(" ".join(f"{f['value']} {f['text']}" for f in keyed)))
    rest = [w for w in S.content_words(c) if w not in held and w not in _TEMPLATE]
    # what a relative does is news beside their name ("my other half, Diego, is a firefighter")
    about_kin = any(f["attribute"].startswith("relation.") for f in keyed)
    return c if len(rest) >= (1 if about_kin or quit else 3) else None


# what a doctor says of the speaker's health is the speaker's fact, unlike other reported
# speech: "the doctor says my blood pressure is up" (not "my friend says her ...")
_CARER_SAYS = re.compile(r"^(?:\w+[.,!]\s+)?(?:the |my )?(?:doctor|doc|docter|gp|nurse|"
                         r"dentist|physio|consultant|specialist|cardiologist) (?:says|say|said|"
                         r"told me|thinks|reckons)(?: that)?,? (?=(?:my|i|i'm)\b)", re.I)


def side_facts(text: str, page: Page, who: str, instructions: bool = True,
               listeners: tuple[str, ...] = ()) -> list[dict]:
    """Facts `who` stated about themselves in `text`: keyed ones, then at most one statement."""
    out, best, seen, named, kin, prev = [], [], 0, False, [], None
    for s in in_message(sentences_of(text)):
        prev, s = s, about_thing(prev, s) or s
        # "grandson is called Alfie": chat drops the "my" before a relative
        s = re.sub(r"^(?=(?i:(?:new |old )?(?:" + RELATIONS + r"))(?:'s name)? (?:is|'s) "
                   r"(?:called|named)\b)",
                   "My ", s)
        s = _CARER_SAYS.sub("", s)
        s = (about_kin(s, *kin[0]) if len(kin) == 1 else None) or s
        kin = kin_named(s)
        if kin and S.is_question(s):   # "Any ideas for my wife Anneke's birthday?"
            out.extend(_kin_fact(r, n, page, who) for r, n in kin)
            continue
        rule = _instruction(s, page) if instructions else None
        if rule:
            out.append(rule)
            continue
        if named:   # "Jonas here. 26, living in Hamburg.": a bare number after the name
            m = re.match(r"(\d{1,2})(?: years old| y/?o)?,\s+(?=[a-z])", s)
            if m:
                out.append(_fact("trait", "age", m.group(1), f"{who} is {m.group(1)} years old.",
                                 page, 0.7))
                s = s[m.end():]
        c = S.candidate(s, listeners)
        if c is None and re.fullmatch(r"(?i)i(?:'m| am) \d{1,3}(?: years old)?[.!]*", S.trim(s)):
            c = S.trim(s)   # "I'm 34.": too short for a statement, not for an age
        if c is None:
            name = _name(S.trim(s)) if who == "The user" else None   # "Jonas here."
            if name:
                named = True
                out.extend(_identity(S.trim(s), page, who))
            continue
        c = PARTNER_WORDS.sub(lambda m: PARTNER_AS.get(m.group(0).lower(), "partner"), c)
        keyed = (_identity(c, page, who) + _people(c, page, who)
                 + _health_and_likes(c, page, who) + _contrasts(c, page, who))
        named = named or any(f["attribute"] == "name" for f in keyed)
        if keyed:
            out.extend(keyed)
            c = _more(c, keyed)
            if c is None:
                continue
        elif fix_of(s):   # said again right by long_term.correct, not as "The user meant X"
            continue
        sc = S.score(c) + (6.0 if _GAVE_UP.search(c) else 0.0)
        if seen == 0:   # chat puts its news first: "Hey! I got a puppy. He's so cute."
            sc += FIRST_BONUS
        seen += 1
        if sc >= MIN_SCORE:
            best.append((sc, len(best), c))
    if best:
        top = sorted(best, reverse=True)[:2]
        if len(top) > 1 and len(top[0][2]) + len(top[1][2]) > MAX_STATEMENT:
            top = top[:1]
        st = _statement([c for _, _, c in sorted(top, key=lambda t: t[1])], page, who)
        # "I have a new job!" beside the keyed job itself says nothing more
        news = set(S.content_words(" ".join(c for _, _, c in top))) - _NEWS
        if news and news <= {w for f in out for w in f["attribute"].split(".")}:
            st = None
        if st is not None:
            out.append(st)
    # a relative named in a request and again in the next sentence is one mention, not two
    keys = [(f["kind"], f["attribute"], f["value"]) if f["attribute"] else id(f) for f in out]
    return [f for i, f in enumerate(out) if keys[i] not in keys[:i]]


def corrections(page: Page) -> list[tuple[str, str | None]]:
    """The (new, old) corrections of earlier messages in the user's words on `page`."""
    if speakers_of(page)[1] is not None:
        return []
    return [f for f in map(fix_of, in_message(sentences_of(page.user_text))) if f]


def corrected(page: Page, new: str, old: str | None) -> tuple[list[dict], set[str]] | None:
    """Reading `page` again with the correction (new, old) in place: the facts it yields now
    and did not before, and the texts of the facts it no longer yields; None when the
    correction changes nothing there."""
    who = speakers_of(page)[0]
    text = page.user_text
    fixed = rewrite(text, new, old)
    if fixed is None:
        return None
    before = side_facts(text, page, who)
    after = side_facts(fixed, page, who)
    was = {f["text"] for f in before}
    now = {f["text"] for f in after}
    added = [f for f in after if f["text"] not in was]
    return (added, was - now) if added else None


def extract(pages: Sequence[Page]) -> list[dict]:
    """Facts stated in `pages`, in the LlmExtractor dict format (validated by the caller).

    The assistant's words never yield facts about anyone but the assistant (its promises);
    in an imported dialogue between two named people each side yields facts about its own
    speaker, as both are people talking about themselves."""
    out = []
    for p in pages:
        first, second = speakers_of(p)
        if second is not None:
            out.extend(side_facts(p.user_text, p, first, False, (second,)))
            out.extend(side_facts(p.assistant_text, p, second, False, (first,)))
            continue
        out.extend(side_facts(p.user_text, p, first))
        if not (p.meta or {}).get("speakers"):
            for s in S.split(p.assistant_text or ""):
                out.extend(_assistant_facts(s, p))
    return out
