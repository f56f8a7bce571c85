"""Reading stored pages for durable facts: which pages are still unread (`facts_formed`, this
module's table), what the user's previous message and the relatives memory knows by name
are (context the rules lean on), and storing what the rules find through long_term.

Design decision: formation is apart from long_term, which owns the items and their
versions; a page is read once, in the order pages were said, so a newer value ends an older
one and a fact the user deleted does not come back from its page.
"""
from __future__ import annotations

import re
from typing import Callable, Sequence

from . import long_term, lpm_rules, short_term
from .lpm_base import MONTHS, kin_key, slug
from .lpm_schema import validate
from .lpm_words import RELATIONS
from .types import FactChange, Page


def unformed(store, pages: Sequence[Page]) -> list[Page]:
    """Those of `pages` not read for facts yet."""
    ids = [p.id for p in pages]
    done = {r[0] for i in range(0, len(ids), 500) for r in store.rows(
        f"SELECT page_id FROM facts_formed WHERE page_id IN ({','.join('?' * len(ids[i:i + 500]))})",
        ids[i:i + 500])}
    return [p for p in pages if p.id not in done]


def unformed_ids(store, limit: int) -> list[int]:
    """Up to `limit` stored pages never read for facts, oldest first (a newer value must end
    an older one, so they are read in the order they were said)."""
    return [r[0] for r in store.rows(
        "SELECT p.id FROM pages p WHERE NOT EXISTS (SELECT 1 FROM facts_formed f WHERE "
        "f.page_id = p.id) ORDER BY p.created, p.id LIMIT ?", (limit,))]


def form(store, pages: Sequence[Page], embed: Callable, now: float,
         actor: str = "system") -> list[FactChange]:
    """Extract the durable facts stated in `pages` by rules and store them (caller's
    transaction); what changed. Each page is read once (`facts_formed`): forming it again
    changes nothing, and a fact the user deleted does not come back from its page."""
    pages = unformed(store, pages)
    if not pages:
        return []
    store.many("INSERT OR IGNORE INTO facts_formed(page_id, at) VALUES (?, ?)",
               [(p.id, now) for p in pages])
    before, earlier = _before(store, pages)
    facts = validate(lpm_rules.extract(pages, before, _kin_known(store), earlier),
                     {p.id for p in pages},
                     source="rules",
                     page_times={p.id: p.created for p in pages})
    nick = _nicknames(store)
    said = {p.id: p.user_text or "" for p in pages}
    facts = [_kin_event(store, _event_named(store, f), said) for f in facts
             if not _by_nickname(f, nick)]
    facts = [_born_as(store, _by_name(store, f, {g["attribute"] for g in facts})) for f in facts]
    out = long_term.store_new(store, facts, embed, now, actor)
    for p in pages:
        for new, old in lpm_rules.corrections(p):
            out += long_term.correct(store, p, new, old, embed, now, actor, _kin_known(store))
    return out


_PARENT = re.compile(r"\b(?:dad|daddy|father|mum|mummy|mom|mommy|mother|parents?)\b")


def _born_as(store, fact: dict) -> dict:
    """`fact` of a baby on the way born ("And the baby came! Isla Rose, ...": lpm_grandbaby)
    as the relative it is, by who memory says the user is going to be: "a grandad" makes
    a grandchild, "a dad" a child (keith); else as said."""
    if fact["attribute"] != "family.born":
        return fact
    role = [i.value.lower() for i in long_term.current(store, "trait", "family.expecting")]
    base = None if not role else "grand" if role[0].startswith("grand") else "" if \
        _PARENT.search(role[0]) else None
    if base is None:
        return fact
    sex = re.search(r"\(a (girl|boy)\)", fact["text"])
    rel = base + {"girl": "daughter", "boy": "son", None: "child"}[sex and sex.group(1)]
    born = re.search(r" \(born [^)]*\)", fact["text"])
    return {**fact, "attribute": kin_key(rel, fact["value"]), "text": f"The user's {rel} is "
            f"called {fact['value']}{born.group(0) if born else ''} (the baby they were "
            "expecting)."}


# "The user's exam was moved to 8 November (the new date).": an event said bare
_BARE_EVENT = re.compile(r"^The user's ([a-z-]+) (was [a-z]+(?: back| forward)? to .+)$")
_MONTH = re.compile(r"\b(?:" + MONTHS.title() + r")\b")   # (capitalised: not "may")


def _event_named(store, fact: dict) -> dict:
    """`fact` with the name the speaker's event was said by before: "my exam is on 8 November
    instead" after "I'm sitting for the ISTQB advanced exam on 20 September" is the ISTQB
    advanced exam's new date (huimin: "Which exam am I taking?" found no name). Only from
    one current statement of the speaker's own that dates it (the one the new date ends)."""
    m = _BARE_EVENT.match(fact["text"])
    if not m or not re.fullmatch(r"plan\.[a-z_]+\.date", fact["attribute"]):
        return fact
    names = {n.group(1) for _, text in long_term.current_saying(store, [m.group(1)], 50)
             if re.match(r"The user(?:'s| is| has| was)\b", text) and _MONTH.search(text)
             for n in [re.search(r"\b(?:the|my|their|an?) ((?:[\w-]+ ){1,2})" + m.group(1)
                                 + r"\b", text)] if n}
    if len(names) != 1:
        return fact
    return {**fact, "text": f"The user's {names.pop()}{m.group(1)} {m.group(2)}"}


# the verb an event is said by: "My granddaughter Elif is getting married in September"
_EVENT_VERB = {"wedding": "married|marrying", "graduation": "graduating|graduates"}


def _kin_event(store, fact: dict, said: dict[int, str]) -> dict:
    """`fact` of "the wedding" moved, said bare, as the relative's event memory holds: "The
    wedding is moved to October now" after "My granddaughter Elif is getting married in
    September" is Elif's wedding (mehmet: it was keyed as the speaker's own). Only an event
    said with "the" (`said`: page id -> the user's words), and when memory holds one
    relative's event of that kind and none of the speaker's own."""
    m = _BARE_EVENT.match(fact["text"])
    if not m or not re.fullmatch(r"plan\.[a-z_]+\.date", fact["attribute"]) or any(
            re.search(r"\b(?:my|our) (?:[\w-]+ ){0,2}?" + m.group(1), said.get(i, ""), re.I)
            for i in fact["page_ids"]):   # ("My wedding has been moved to August": own)
        return fact
    words = [m.group(1), *_EVENT_VERB.get(m.group(1), "").split("|")]
    alt = "|".join(w for w in words if w)
    kin = re.compile(r"^The user's (" + RELATIONS + r")(?: ([A-Z][\w'-]+))?(?:'s| is| was| has)"
                     r" (?:[\w-]+ ){0,3}?(?:" + alt + r")\b", re.I)
    whose = set()
    for _, text in long_term.current_saying(store, [w for w in words if w], 50):
        k = kin.match(text)
        if k:
            whose.add((k.group(1).lower(), k.group(2) or ""))
        elif re.match(r"The user(?:'s| is| was| has| and)\b", text) and re.search(
                r"\b(?:" + alt + r")\b", text):
            return fact   # (the speaker's own wedding is also held)
    if len(whose) != 1:
        return fact
    rel, name = whose.pop()
    who = f"{rel} {name}".strip()
    return {**fact, "attribute": f"plan.{slug(who + ' ' + m.group(1))}.date",
            "text": f"The user's {who}'s {m.group(1)} {m.group(2)}",
            "ends_like": [rel, *([name] if name else []), alt, MONTHS]}   # (the date said: not "Elif is marrying Joost")


def _nicknames(store) -> set[tuple[str, str]]:
    """(relation, nickname) of the relatives memory knows a nickname of now."""
    return {(a.split(".")[1], v) for a, v in store.rows(
        "SELECT attribute, value FROM lpm_items WHERE valid_to IS NULL AND kind = 'trait' AND "
        "attribute LIKE 'relation.%.nickname'")}


def _by_nickname(fact: dict, nick: set[tuple[str, str]]) -> bool:
    """Whether `fact` names a relative anew by the nickname memory knows them by ("Chuks sold
    the old Corolla, he said ..." once "my husband Chukwuma, everybody calls him Chuks" is
    known): one person, not a new husband ending the old (remember47)."""
    parts = (fact["attribute"] or "").split(".")
    return (parts[0] == "relation" and len(parts) in (2, 3) and (parts[1], fact["value"]) in nick
            and parts[2:] in ([], [slug(fact["value"])]))


def _by_name(store, fact: dict, batch: set[str]) -> dict:
    """`fact` keyed by the relative's name where memory keys them so: "My dog Tilly is 11 now"
    reads as the one dog (`relation.dog.age`), but after "Got two kelpies, Tilly and Rusty"
    (`relation.dog.tilly`, `relation.dog.rusty`) Rusty's age would end Tilly's (remember47)."""
    parts = (fact["attribute"] or "").split(".")
    if parts[0] != "relation" or len(parts) not in (2, 3) or (
            len(parts) == 3 and parts[2] == slug(fact["value"] or "")):
        return fact
    m = re.search(r"\b" + re.escape(parts[1]) + r" ([A-Z][\w'-]+)", fact["text"])
    key = f"relation.{parts[1]}.{slug(m.group(1))}" if m else None
    if not key or (key not in batch and not store.rows(
            "SELECT 1 FROM lpm_items WHERE valid_to IS NULL AND attribute = ? LIMIT 1", (key,))):
        return fact
    return {**fact, "attribute": key + "".join("." + p for p in parts[2:])}


_GIVEN = r"[A-Z][\w'-]+(?: [A-Z][\w'-]+)?"


def _kin_known(store) -> dict[str, str]:
    """Name -> relation of the relatives and pets memory holds now ("Linh" -> "partner"): a
    later message that names one alone ("Linh teaches piano to kids") speaks of them. A name
    held by two relations is left out: which one is meant is unsure. A given name of two
    words ("Pei Ling", "Wei Jie", "Mary Ann") is one name (remember47: "Pei Ling just left DBS"
    formed nothing, her name not being known)."""
    seen: dict[str, set[str]] = {}
    for attr, value in store.rows("SELECT attribute, value FROM lpm_items WHERE valid_to IS NULL "
                                  "AND kind = 'trait' AND attribute LIKE 'relation.%'"):
        parts = attr.split(".")
        # (a name's key, or its nickname: not a home, job or workplace said of them, "Casablanca"
        # of "relation.mum.location" made "Casablanca is my uncle" the mum's; remember48)
        named = len(parts) == 2 or parts[-1] == "nickname" or (
            len(parts) == 3 and parts[2] == slug(value or ""))
        # (an ex too: "Craig has them every other weekend" is the co-parent's; remember83)
        if named and re.fullmatch(_GIVEN, value or ""):
            seen.setdefault(value, set()).add(parts[1])
    # ("My fiancée Carmen": "fiancée" and "partner" (engaged) are one person; remember24:
    # Carmen was left out and "Carmen got a job" was lost). Said by the user's word, but a
    # fiancé(e), whose key has lost its accent ("fianc_e"), as the partner.
    seen = {n: ({"partner"} if r - {"partner"} <= _ENGAGED else r - {"partner"})
            if "partner" in r and len(r) == 2 and r - {"partner"} <= _PARTNERS else r
            for n, r in seen.items()}
    return {n: next(iter(r)) for n, r in seen.items() if len(r) == 1}


_ENGAGED = frozenset(("fiance", "fiancee", "fianc_e", "fiancé", "fiancée"))
_PARTNERS = frozenset(("boyfriend", "girlfriend", "husband", "wife")) | _ENGAGED


def _before(store, pages: Sequence[Page]) -> tuple[dict[int, str], dict[int, str]]:
    """Page id -> the user's previous message in its chat: a terse reply ("Older one is 9.")
    or an opening "He's 19" leans on it (lpm_rules.side_facts); and page id -> the message
    before that one, where "she" may still be who was named ("our daughter Zikora was born
    ... / I'm a pharmacist ... / she sleeps in a moses basket"; remember77)."""
    have = {p.id: p for p in pages}
    for _ in range(2):
        need = {p.prev_id for p in have.values() if p.prev_id is not None and p.prev_id not in have}
        have.update(short_term.pages_by_ids(store, list(need)) if need else {})
    prev = {p.id: have[p.prev_id] for p in pages if p.prev_id is not None and p.prev_id in have}
    return ({i: q.user_text for i, q in prev.items()},
            {i: have[q.prev_id].user_text for i, q in prev.items()
             if q.prev_id is not None and q.prev_id in have})


def promote(store, pages: Sequence[Page], embed: Callable, now: float) -> list[int]:
    """Consolidate a hot topic's pages: form any facts not formed yet (a no-op for pages
    already read), then merge near-duplicates; return the item ids touched."""
    changed = [c.item.id for c in form(store, pages, embed, now)]
    return changed + long_term.merge_duplicates(store, [p.id for p in pages], now)
