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
- "I gave up / quit / stopped X" carries `ends_like` (the content words of X; lpm_ended): long_term ends
  the current facts that mention all of them ("I take sugar in my tea" ends).
- Families of rules live apart: people and pets in `lpm_people`, health and tastes in
  `lpm_tastes`, negations and contrasts in `lpm_contrast`, what the speaker has not or does
  not do ("no pets", "I don't drive", ended when the thing comes) in `lpm_absence`,
  standing instructions and the assistant's promises in `lpm_instructions`; a message's
  sentences are prepared by `lpm_passing` (facts said in passing, lowercase chat), `lpm_chat`
  (texting and learner spellings) and `lpm_fields` ("Name: ...; Age: ..."), and a whole
  message by `lpm_pasted` (a text pasted for editing: the user's own, or dropped as someone
  else's), `lpm_regional` ("my missus") and `lpm_long` (a long message read as several); new
  pets, sports and languages, a life story and settled plans in `lpm_pets`, `lpm_activities`,
  `lpm_story` and `lpm_settled`; a change of plan announced by its topic in `lpm_replans`;
  shared helpers in `lpm_base`. This module reads a message and holds the rest.
- Output is plain dicts in the LlmExtractor format, validated by lpm_schema.validate like any
  model output. The subject is "The user", or the speaker's name on imported dialogues
  between people (`meta["speakers"]`), where "the user" would be ambiguous.
"""
from __future__ import annotations

import re
from typing import Sequence

from . import lpm_forget, sentences as S
from .lpm_absence import ended_absences
from .lpm_antecedent import (about_thing, business_named, it_of, engaged, moved_there,
                             sibling_of_kin)
from .lpm_askafter import (after_ask, aside_of_mine, before_ask, home_for_local,
                           said_of_whom_for)
from .lpm_base import CALENDAR, fact as _fact, kin_key
from .lpm_changes import left_ends
from .lpm_ended import GAVE_UP, called_off, gave_up
from .lpm_clauses import besides_job, opening_clause, prepare
from .lpm_apology import asked_back, prefaced
from .lpm_asidejob import aside_jobs
from .lpm_corrections import fix_of, in_message, rewrite
from .lpm_dropped import JOB_AFTER_AGE, with_i, with_my
from .lpm_eventdates import event_date, event_said
from .lpm_families import keyed_facts
from .lpm_hyperbole import joke
from .lpm_callme import you_call_me
from .lpm_carers import carer_news, carers, helpers
from .lpm_identity import identity, name_of
from .lpm_idioms import allergen_again
from .lpm_kindasked import kind_asked
from .lpm_instructions import assistant_facts as _assistant_facts, instruction as _instruction
from .lpm_grandbaby import grand_baby
from .lpm_counted import counted_kin
from .lpm_kinclauses import babies, known_clauses, known_opening, named_baby, with_named
from .lpm_plans import moved
from .lpm_rent import rent
from .lpm_replans import replanned
from .lpm_reported import carer_said, reporter, told
from .lpm_habits import whom_called
from .lpm_kinbirthdays import kin_birthdays
from .lpm_kinhomes import aside_homes
from .lpm_kidnamed import club_of
from .lpm_kinwords import in_law, spouse_named
from .lpm_long import parts
from .lpm_passing import (about_kin, before_report, kin_named, kin_unnamed, known_clause,
                          known_in, pronoun_kin, sentences_of, still_of)
from .lpm_aboutkin import only_child
from .lpm_kinpronoun import age_aside, pronoun_clause
from .lpm_prepare import prepared
from .lpm_people import kin_fact as _kin_fact
from .lpm_pets import breed_again, breed_joins, named_next, second_pet
from .lpm_settled import settled
from .lpm_study import study
from .lpm_statement import FIRST_BONUS, MIN_SCORE, statement_of
from .lpm_shared import both as _both, kids_ages as _kids_ages
from .lpm_shorthand import kin_parens as _kin_parens
from .lpm_spoken import in_digits
from .lpm_terse import replies as _replies
from .lpm_words import JOB_ALTS, PARTNER_AS, PARTNER_WORDS, RELATIONS
from .types import Page


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

_OFTEN_CHANGED = ("name", "nickname", "age", "job", "employer", "location", "hometown", "car",
                  "diet", "preference.", "plan.", "pets.none", "children.none")


def _more(c: str, keyed: list[dict]) -> str | None:
    """What of sentence `c` its keyed facts do not hold, as a candidate statement, or None.
    "My wife Yumiko loves gardening" says more than "The user's wife is called Yumiko";
    "I quit coffee and now drink rooibos" more than the new drink ("I quit coffee"). A value
    that a newer one supersedes (a home, a job) is never restated in an unkeyed statement,
    which would outlive it; nor is a correction, which says only the corrected value."""
    if re.search(r"\b(?:not(?! (?:severe|serious|bad|great|much|very|too|that|so|really|ideal|fun|"
                 r"supposed|allowed|able|keen|sure|happy|a fan|into|used|going|getting)\b)|"
                 r"wrong|correction|mistake|meant|old one)\b", c, re.I):   # ("..., not severe")
        return None
    quit = GAVE_UP.search(c)   # (a vehicle sold beside the new one keyed says no more)
    quit = None if quit and quit.group(0).lower().startswith(("i sold", "we sold")) else quit
    if any(f["attribute"].startswith(_OFTEN_CHANGED) for f in keyed):
        if not quit:   # (a former home's clause may say more: "since Nino is gone")
            # ("Darryl here, I run 3000 merinos with my wife Sharon": beside the name, the
            # wife's name is no reason to drop the clause; remember47)
            said = opening_clause(c, [f["value"] for f in keyed
                                      if not f["attribute"].startswith("former_")])
            if said is None and any(f["attribute"] == "name" for f in keyed):
                said = opening_clause(c, [f["value"] for f in keyed if f["attribute"] == "name"])
                changing = [f["value"].lower() for f in keyed if f["value"] and f["attribute"]
                            != "name" and f["attribute"].startswith(_OFTEN_CHANGED)]
                said = None if said and any(v in said.lower() for v in changing) else said
            return said if said is not None else besides_job(c, keyed, _TEMPLATE)
        if any(w in f["value"].lower() for f in keyed for w in S.content_words(quit.group(1))):
            return None
        # ("I used to work at a bubble tea shop on weekends but I quit in July, and now I
        # give maths tuition": what was quit is said before it; remember35 kept "quit in July")
        start = quit.start()
        if not S.content_words(CALENDAR.sub("", quit.group(1))):
            start = 0
        return re.split(r",|;| and | but ", c[start:], maxsplit=1)[0] if start else \
            re.split(r",? and (?:now|then|so) |;", c, maxsplit=1)[0]
    held = set(S.content_words(" ".join(f"{f['value']} {f['text']}" for f in keyed)))
    rest = [w for w in S.content_words(c)
            if w.removesuffix("'s") not in held and w not in _TEMPLATE]   # "husband's name"
    # what a relative does is news beside their name ("my other half, Diego, is a firefighter")
    about_kin = any(f["attribute"].startswith("relation.") for f in keyed)
    # ("..., I am the wicketkeeper": the one role said beside a habit; tharindu)
    role = re.search(r"(?:^|, )i(?:'m| am) (?:also )?the ([a-z-]{4,})[,.!]*$", c, re.I)
    return c if len(rest) >= (1 if about_kin or quit or role else 3) else None


def side_facts(text: str, page: Page, who: str, instructions: bool = True,
               listeners: tuple[str, ...] = (), before: str = "",
               known: dict[str, str] | None = None, earlier: str = "") -> list[dict]:
    """Facts `who` stated about themselves in `text`: keyed ones, then at most one statement.
    `before`: the speaker's previous message in the same chat, which a terse reply or an
    opening "He's 19" leans on (lpm_terse; the relative or pet its last sentence named).
    `known`: name -> relation of the relatives memory holds, for a sentence that names one
    alone ("Linh teaches piano to kids": the speaker's partner). `earlier`: the message
    before `before`, where "she" may have been named."""
    out, best, seen, named, kin, prev, ref = [], [], 0, False, [], None, []   # (ref: who "She" is)
    ending: tuple[str, ...] = ()
    said = sentences_of(prepared(before)) if before else []
    # (a new chat opening "he still has a bottle of milk before bed": a parent's one son
    # memory knows; remember77)
    ref = only_child(known)
    # who "he"/"she" is by the end of it ("She's a lawyer" after "my friend Tolu")
    for x in (sentences_of(prepared(earlier)) if earlier and before else []) + said:
        one = pronoun_kin(x, ref)
        prev = (about_kin(x, *one) if one else None) or x
        ref = kin_named(prev) or kin_unnamed(prev, known) or known_in(prev, known) or \
            still_of(prev, ref)
    sents = with_i([with_my(x) for x in in_message(_replies(sentences_of(prepared(text, known, before)), said))])
    # "we're both nurses": each is one; "our kids are 4 and 7": their ages; "my son (5)": his
    # age (lpm_shorthand); "My manager Sara wants a postmortem by Friday, got a template?"
    sents = [x for s in sents for x in [s] + _both(s) + _kids_ages(s) + before_ask(s, known)
             + after_ask(s) + home_for_local(s) + said_of_whom_for(s, known) + age_aside(s)
             + _kin_parens(s) + known_clause(s, known) + known_clauses(s, known) + event_said(s)
             + you_call_me(s) + aside_of_mine(s) + pronoun_clause(s) + aside_jobs(s)]
    # letters, question tags, "who" clauses (lpm_clauses); what others said (lpm_reported)
    # "Change of plan on the caravan trip. I'm going to ... instead" (lpm_replans)
    # ("two sons. Caio is 5"; the count may end the message or piece before: lpm_long)
    sents = counted_kin(said[-1:] + replanned(told(prepare(text, sents), said, known)))[len(said[-1:]):]
    for s in sents:
        s = kind_asked(prev, allergen_again(prev, s))   # "... without eggs? She's allergic to them."
        prev, s = s, (about_thing(prev, s) or settled(prev, s) or named_baby(prev, s, text)
                       or named_next(prev, s) or it_of(prev, s) or event_date(prev, s)
                       or moved(prev, s)
                       or moved_there(prev, s) or engaged(prev, s)
                       or sibling_of_kin(prev, s) or business_named(prev, s) or s)
        # "grandson is called Alfie": chat drops the "my" before a relative
        s = re.sub(r"^(?=(?i:(?:new |old )?(?:" + RELATIONS + r"))(?:'s name)? (?:is|'s) "
                   r"(?:called|named)\b)", "My ", s)
        cared = carer_news(s, known)   # (the relative's name is not formed again)
        told_of = re.findall(r"\bmy [\w-]+ ([A-Z][\w'-]+)", cared) if cared != s else []
        s = club_of(carer_said(cared), ref)   # ("Irish dancing on Tuesdays." after a child's)
        # "She was a wonderful cook" after "my wife Margaret passed away": said of the
        # relative just named, whose name (and whether they are late, or an ex) was formed
        # where it was said; read again here it would make "wife is called Margaret" current
        one = pronoun_kin(s, ref)   # (not "Her name's Harjit" of an unnamed wife: news)
        again = {f"relation.{one[0]}"} if one and one[1] else set()
        rewritten = about_kin(s, *one) if one else None
        s = before_report(in_law(rewritten) if rewritten else s)
        opened = known_opening(s, known) if known and not rewritten else None
        # (the relative memory knows by that name is not formed again: "Ruth left and my new
        # manager is Sanjay" would make Ruth the manager again after Sanjay)
        named_again = {(kin_key(known[n], n), n) for n in re.findall(r"[A-Z][\w'-]+", s[:40])
                       if n in known} if opened else set()
        s = in_law(opened or spouse_named(s, known))   # ("Fintan's sister Orla": an in-law)
        if opened:   # "Fiona had a wee boy in March, Finlay": a grandson, Fiona a daughter
            prev = opened   # ("Called him Harley." after it: lpm_kinclauses.named_baby)
            out.extend(f for b in babies(s) for f in keyed_facts(b, page, who))
        kin = kin_named(s)
        # (who "She" is next)
        ref = kin or kin_unnamed(s, known) or known_in(s, known) or still_of(s, ref)
        # "Any ideas for my wife Anneke's birthday?", "My wife Huda says I'm hopeless ..."
        if kin and (S.is_question(s) or reporter(s)):
            out.extend(_kin_fact(r, n, page, who) for r, n in kin)
            out.extend(kin_birthdays(s, page, who) if S.is_question(s) else ())
            continue
        if lpm_forget.is_request(s) or joke(s):   # "Forget that I have a cat", "I'm allergic
            continue                                # to Mondays" (lpm_hyperbole) are no facts
        rule = _instruction(s, page) if instructions else None
        if rule:
            out.append(rule)
            continue
        if named and re.match(r"(?:(?:self-employed|freelance|senior|junior|trainee|student|"
                              r"qualified|retired) )?(?:" + JOB_ALTS + r") (?:with|at|for|in)\b", s, re.I):
            # "Shireen here. paramedic with North West Ambulance Service, ...": the bare job
            # after the name is the speaker's (remember82)
            s = "I'm " + ("an " if s[0].lower() in "aeiou" else "a ") + s[0].lower() + s[1:]
        if named:   # "Jonas here. 26, living in Hamburg.": a bare number after the name
            # "Desmond here, 74 and retired": "and" goes on as a comma does
            # ("I'm Luis, 45, I live in ...": the clause after may open with "I")
            m = re.match(r"(\d{1,3})(?: years(?: old)?| y/?o)?(?:,\s+| and (?!an? |half\b))"
                         r"(?=[a-z]|I\b)", s)
            if m:
                out.append(_fact("trait", "age", m.group(1), f"{who} is {m.group(1)} years old.",
                                 page, 0.7))
                s = s[m.end():]
                # "74 and retired ...", "41, married, two kids": said of the speaker
                # ("jude, 24, renting a room in a 4 bed houseshare in bristol": remember85)
                if re.match(r"(?:retired|married|single|divorced|widowed|semi-retired|renting|"
                            r"living|based|"
                            r"freshman|sophomore|junior|senior)\b|" + JOB_AFTER_AGE +
                            r"(?:originally )?from (?=[A-Z])", s):   # "23, from Tauranga"
                    bare = re.match(r"(?!(?:an?|retired|married|single|divorced|widowed|semi-retired|"
                                    r"renting|living|based|freshman|sophomore|junior|senior|from|"
                                    r"originally)\b)[a-z]", s)
                    s = "I'm " + ("an " if s[0] in "aeiou" else "a ") * bool(bare) + s
        c = S.candidate(s, listeners)
        t = S.corrected(S.trim(s))   # "I'm 34." (or "I'm 34, no wait, 35"): too short for a
        c = t if c is None and re.fullmatch(r"(?i)i(?:'m| am) \d{1,3}(?: years old)?[.!]*", t) else c   # statement
        if c is None:
            # a name said of a relation or a role holds in any mood ("my stepdad Dave gives ...")
            # (and the one who comes to help: "Joy has retired, so a new carer called Precious
            # comes in the mornings instead"; remember80)
            # (and the rent: "rent is £520 a month bills included", "fraser's put the rent
            # up to £495"; remember85)
            out.extend([*(_kin_fact(r, n, page, who) for r, n in kin), *carers(S.trim(s), page, who),
                        *helpers(S.trim(s), page, who), *rent(S.trim(s), page, who)])
            # ("hi, it's Poppy.": greeted, read whole; trimmed, "it's Poppy" names no one)
            said_as = next((x for x in (S.trim(s), s) if name_of(x)), None) \
                if who == "The user" else None   # "Jonas here."
            name = name_of(said_as) if said_as else None
            if name:
                named = True
                out.extend(identity(said_as, page, who))
                # "Jakub here, final year computer science at Nottingham Trent" (remember69)
                tag = re.search(re.escape(name) + r" here, ", s)
                out.extend(study("I'm " + s[tag.end():], page, who) if tag else ())
            continue
        c = PARTNER_WORDS.sub(lambda m: PARTNER_AS.get(m.group(0).lower(), "partner"), c)
        keyed = keyed_facts(c, page, who) + aside_homes(s, c, page, who)
        # ("I'm Hamish, 52, self-employed electrician, ...": what follows the name and age)
        named = named or any(f["attribute"] == "name" for f in keyed)
        keyed = [f for f in keyed if not (told_of and " is called " in f["text"] and f["value"] in told_of)]
        keyed = whom_called(second_pet(keyed, s, known), c)   # ("so now Biscuit has a little sister")
        breed_joins(keyed, out)   # "... my dog Rex. He's a spaniel.": to his name fact
        if rewritten or named_again:   # ("late dog was": news)
            said = [f for f in keyed if (rewritten and f["attribute"] in again) or (
                (f["attribute"], f["value"]) in named_again and " is called " in f["text"])]
            keyed = [f for f in keyed if f not in said] + breed_again(said, page, who)
        named = named or any(f["attribute"] == "name" for f in keyed)
        if keyed:
            keyed[0]["ends_like"] = keyed[0]["ends_like"] or list(left_ends(c, who, False))
            out.extend(keyed)
            known = with_named(known, keyed)   # (lpm_kinclauses)
            c = _more(c, keyed)
            if c is None:
                continue
        elif fix_of(s):   # said again right by long_term.correct, not as "The user meant X"
            continue
        left = left_ends(c, who)
        ending = ending or left   # (the message's first work left: below)
        sc = S.score(c) + (6.0 if gave_up(c) else 0.0)
        if seen == 0:   # chat puts its news first: "Hey! I got a puppy. He's so cute."
            sc += FIRST_BONUS
        seen += 1
        # (a sentence read twice, whole and as its clause before or after a question, is one)
        if sc >= MIN_SCORE and all(c.rstrip(" .!").lower() != b[2].rstrip(" .!").lower() for b in best):
            # (a sentence joined to the one before it, "We got a puppy, ..., we called him
            # Rex" after "We got a puppy, ...", stands for it: lpm_pets.named_next)
            best = [b for b in best if not c.lower().startswith(b[2].rstrip(" .!").lower())]
            best.append((sc, len(best), c))
    st = statement_of(best, out, ending or called_off(text), page, who)
    if st is not None:
        out.append(st)
    out += [f for f in grand_baby(text, page, who) if f["attribute"] not in {
        g["attribute"] for g in out}]   # ("we're grandparents! Mel had a little boy ...")
    # (a relative named in a request and again in the next sentence is one mention)
    keys = [(f["kind"], f["attribute"], f["value"]) if f["attribute"] else id(f) for f in out]
    return [f for i, f in enumerate(out) if keys[i] not in keys[:i]]


def corrections(page: Page) -> list[tuple[str, str | None]]:
    """The (new, old) corrections of earlier messages in the user's words on `page`."""
    if speakers_of(page)[1] is not None:
        return []
    return [f for f in map(fix_of, in_message(prefaced(sentences_of(asked_back(page.user_text))))) if f]


def corrected(page: Page, new: str, old: str | None,
              known: dict[str, str] | None = None) -> tuple[list[dict], set[str]] | None:
    """Reading `page` again with the correction (new, old) in place: the facts it yields now
    and did not before, and the texts of the facts it no longer yields; None when the
    correction changes nothing there."""
    who = speakers_of(page)[0]
    text = page.user_text
    fixed = rewrite(text, new, old)
    if fixed is None:
        return None
    before, after = ([f for part in parts(prepared(t)) for f in side_facts(part, page, who, known=known)]
                     for t in (text, fixed))   # (in parts, as `extract` read it: remember55)
    was = {f["text"] for f in before}
    now = {f["text"] for f in after}
    # only facts that say the corrected word: the swap may change which sentence is kept
    # (a number word as the age says it, in digits: "I mean he is eight" -> "is 8 years old";
    # remember41 kept the age 7)
    said = {new.lower()} | ({in_digits(new)} if in_digits(new) not in ("0", new) else set())
    added = [f for f in after if f["text"] not in was
             and any(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", f["text"].lower())
                     if w.isdigit() else w in f["text"].lower() for w in said)]
    return (added, was - now) if added else None


def extract(pages: Sequence[Page], before: dict[int, str] | None = None,
            known: dict[str, str] | None = None,
            earlier: dict[int, str] | None = None) -> list[dict]:
    """Facts stated in `pages`, in the LlmExtractor dict format (validated by the caller).

    The assistant's words never yield facts about anyone but the assistant (its promises);
    in an imported dialogue between two named people each side yields facts about its own
    speaker, as both are people talking about themselves. `before`: page id -> the user's
    previous message in that chat (chats with the assistant only; see side_facts); `known`:
    name -> relation of the relatives memory holds (the same); `earlier`: the message before
    that one, for who "she" is only."""
    out = []
    for p in pages:
        first, second = speakers_of(p)
        if second is not None:
            out.extend(side_facts(p.user_text, p, first, False, (second,)))
            out.extend(side_facts(p.assistant_text, p, second, False, (first,)))
            continue
        # "Off the record: ..." forms nothing; a long message is read as the several
        # messages it holds (lpm_long); the message before it tells who "she" is
        if not lpm_forget.off_record(p.user_text):
            said, older = (before or {}).get(p.id, ""), (earlier or {}).get(p.id, "")
            for part in parts(prepared(p.user_text)):
                out.extend(side_facts(part, p, first, before=said, known=known, earlier=older))
                said, older = part, said   # (the piece before a piece of a long message)
        if not (p.meta or {}).get("speakers"):
            for s in S.split(p.assistant_text or ""):
                out.extend(_assistant_facts(s, p))
    # "I adopted a whippet" ends "has no pets" (lpm_absence)
    return ended_absences(out, {p.id: p.user_text for p in pages})
