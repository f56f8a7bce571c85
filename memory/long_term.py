"""Long-term personal memory (LPM): traits, user knowledge and assistant knowledge.

Design decisions:
- Facts form when they are said: `fact_formation.form` reads each new page once (right after
  the turn, or for an import in one batch) by rules, and optionally an `LlmExtractor` adds
  facts whose JSON is validated first (lpm_schema). Rules live in `memory/lpm_rules.py`;
  this module owns storage and versioning.
- Heat-driven promotion is consolidation (`fact_formation.promote`): pages not read yet are
  read, and near-duplicate unkeyed facts (cosine >= DUPLICATE) merge, keeping all sources.
- Every item keeps provenance (`lpm_sources` page ids), a confidence, and a version history:
  an item with a non-empty `attribute` is single-valued, so a new value for the same
  (kind, attribute) ends the current one (`valid_to`, `superseded_by`) instead of living
  beside it - "I like coffee" then "I now drink tea" leaves tea current and coffee as history.
  Repeating the current value only adds provenance and raises confidence.
  An empty attribute means an accumulating fact (an event, a promise): never superseded.
- A correction said later ("Sorry, I meant Thursday, not Tuesday") is applied by reading the
  message it corrects again with the right word (`correct`, rules in lpm_corrections): the
  facts that change end the wrong ones, which stay as history, keyed or not.
- A statement older than the current value (pages promoted out of order) is stored as
  history, not as the new current value.
"""
from __future__ import annotations

import re
from dataclasses import asdict
from typing import Callable, Sequence

from . import audit, long_term_ends, lpm_forget, lpm_rules, short_term
from .embed import from_blob, to_blob
from .long_term_ends import GONE, WED_NOW
from .lpm_schema import validate
from .types import FactChange, LpmItem, Page

LPM_COLS = ("id, kind, attribute, value, text, confidence, source, pinned, valid_from, "
            "valid_to, superseded_by, created, updated")
DUPLICATE = 0.9     # cosine at which two unkeyed facts are one (see merge_duplicates)


def item_from_row(r, page_ids=()) -> LpmItem:
    return LpmItem(id=r[0], kind=r[1], attribute=r[2], value=r[3], text=r[4], confidence=r[5],
                   source=r[6], pinned=bool(r[7]), valid_from=r[8], valid_to=r[9],
                   superseded_by=r[10], created=r[11], updated=r[12], page_ids=tuple(page_ids))


def sources(store, item_id: int) -> tuple[int, ...]:
    return tuple(r[0] for r in store.rows(
        "SELECT page_id FROM lpm_sources WHERE item_id = ? ORDER BY page_id", (item_id,)))


def get_item(store, item_id: int) -> LpmItem | None:
    r = store.one(f"SELECT {LPM_COLS} FROM lpm_items WHERE id = ?", (item_id,))
    return item_from_row(r, sources(store, item_id)) if r else None


def current(store, kind: str | None = None, attribute: str | None = None) -> list[LpmItem]:
    """Current (not superseded) items, pinned first, then most confident and newest."""
    where, params = ["valid_to IS NULL"], []
    if kind:
        where.append("kind = ?")
        params.append(kind)
    if attribute is not None:
        where.append("attribute = ?")
        params.append(attribute)
    rows = store.rows(f"SELECT {LPM_COLS} FROM lpm_items WHERE {' AND '.join(where)} "
                      "ORDER BY pinned DESC, kind = 'trait' DESC, confidence DESC, "
                      "valid_from DESC, id", params)
    return [item_from_row(r, sources(store, r[0])) for r in rows]


def history(store, kind: str, attribute: str) -> list[LpmItem]:
    """Every version of one attribute, oldest first."""
    rows = store.rows(f"SELECT {LPM_COLS} FROM lpm_items WHERE kind = ? AND attribute = ? "
                      "ORDER BY valid_from, id", (kind, attribute))
    return [item_from_row(r, sources(store, r[0])) for r in rows]


def _norm(v: str) -> str:
    return " ".join(re.findall(r"\w+", v.lower()))


def _insert(store, fact: dict, vec, now: float, valid_to=None, superseded_by=None) -> int:
    iid = store.exec(
        "INSERT INTO lpm_items(kind, attribute, value, text, confidence, source, valid_from, "
        "valid_to, superseded_by, created, updated) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        (fact["kind"], fact["attribute"], fact["value"], fact["text"], fact["confidence"],
         fact.get("source", "rules"), fact["valid_from"], valid_to, superseded_by, now, now))
    store.exec("INSERT INTO lpm_vec(rowid, embedding) VALUES (?, ?)", (iid, to_blob(vec)))
    _add_sources(store, iid, fact["page_ids"], joint=fact.get("joint", False))
    return iid


def import_item(store, i: dict, vec, page_ids) -> int:
    """An item as a memory cube holds it (import_check's fields), with its vector and
    sources (page ids already the new ones); `link_superseded` sets its chain afterwards."""
    iid = store.exec(
        "INSERT INTO lpm_items(kind, attribute, value, text, confidence, source, pinned, "
        "valid_from, valid_to, created, updated) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        (i["kind"], i["attribute"], i["value"], i["text"], i["confidence"], i["source"],
         int(i["pinned"]), i["valid_from"], i["valid_to"], i["created"], i["updated"]))
    store.exec("INSERT INTO lpm_vec(rowid, embedding) VALUES (?, ?)", (iid, to_blob(vec)))
    store.many("INSERT INTO lpm_sources(item_id, page_id, joint) VALUES (?, ?, ?)",
               [(iid, p, int(i.get("joint", False))) for p in page_ids])
    return iid


def link_superseded(store, pairs: list[tuple[int, int]]) -> None:
    """Bulk `(superseded_by, item_id)` version links."""
    store.many("UPDATE lpm_items SET superseded_by = ? WHERE id = ?", pairs)


def set_text(store, iid: int, text: str, value: str | None, vec, now: float) -> None:
    """The user's own words for an item (an edit): user-sourced, full confidence, new vector."""
    store.exec("UPDATE lpm_items SET text = ?, value = coalesce(?, value), source = 'user', "
               "confidence = 1.0, updated = ? WHERE id = ?", (text, value, now, iid))
    store.exec("DELETE FROM lpm_vec WHERE rowid = ?", (iid,))
    store.exec("INSERT INTO lpm_vec(rowid, embedding) VALUES (?, ?)", (iid, to_blob(vec)))


def _add_sources(store, iid: int, page_ids, joint: bool = False) -> None:
    """Provenance links; `joint` ones each hold part of the fact (see cascade._derived)."""
    store.many("INSERT OR IGNORE INTO lpm_sources(item_id, page_id, joint) "
               "SELECT ?, id, ? FROM pages WHERE id = ?", [(iid, int(joint), p) for p in page_ids])


def closest(store, vec, ids: Sequence[int] = (), k: int = 3) -> list[tuple[int, float]]:
    """Current items nearest to `vec` (cosine, best first): the k nearest, and `ids` too."""
    got = {rid: 1.0 - dist for rid, dist in store.rows(
        "SELECT rowid, distance FROM lpm_vec WHERE embedding MATCH ? AND k = ? "
        "ORDER BY distance", (to_blob(vec), k * 4))}
    for iid in ids:
        if iid not in got:
            blob = store.scalar("SELECT embedding FROM lpm_vec WHERE rowid = ?", (iid,))
            if blob is not None:
                got[iid] = float(from_blob(blob) @ vec)
    cur = {r[0] for r in store.rows(
        f"SELECT id FROM lpm_items WHERE valid_to IS NULL AND id IN ({','.join('?' * len(got))})",
        list(got))} if got else set()
    ranked = sorted(((i, s) for i, s in got.items() if i in cur), key=lambda t: -t[1])
    keep = set(ids)
    return [t for n, t in enumerate(ranked) if n < k or t[0] in keep]


def current_saying(store, words: Sequence[str], limit: int = 500) -> list[tuple[int, str]]:
    """(id, text) of current items whose text holds any of `words` (phrases allowed), found
    through the FTS index: a retrieval-time lookup must not scan every item."""
    q = " OR ".join('"%s"' % w.replace('"', '""') for w in words if w.strip())
    return [(r[0], r[1]) for r in store.rows(
        "SELECT i.id, i.text FROM lpm_fts f JOIN lpm_items i ON i.id = f.rowid "
        "WHERE lpm_fts MATCH ? AND i.valid_to IS NULL LIMIT ?", (q, limit))] if q else []


def _already(store, fact: dict) -> int | None:
    """The item that already holds `fact` from one of its pages (re-forming is a no-op)."""
    marks = ",".join("?" * len(fact["page_ids"]))
    for iid, value, text in store.rows(
            f"SELECT i.id, i.value, i.text FROM lpm_items i JOIN lpm_sources s ON s.item_id = i.id "
            f"WHERE s.page_id IN ({marks}) AND i.kind = ? AND i.attribute = ?",
            (*fact["page_ids"], fact["kind"], fact["attribute"])):
        if _norm(value) == _norm(fact["value"]) and not (
                iid in fact.get("ends_items", ()) and text != fact["text"]):   # (a correction)
            return iid
    return None


def near_duplicate(store, kind: str, vec, exclude: int = 0, text: str = "") -> int | None:
    """A current unkeyed item of `kind` whose embedding is within DUPLICATE of `vec` and, when
    `text` is given, whose words already hold everything `text` says (a close cosine alone
    would fold "my locker code is 33" into "my locker code is 22" and lose the new value)."""
    for rid, dist in store.rows("SELECT rowid, distance FROM lpm_vec WHERE embedding MATCH ? "
                                "AND k = 8 ORDER BY distance", (to_blob(vec),)):
        if 1.0 - dist < DUPLICATE:
            break
        if rid == exclude:
            continue
        other = store.one("SELECT text FROM lpm_items WHERE id = ? AND kind = ? AND "
                          "attribute = '' AND valid_to IS NULL", (rid, kind))
        if other is not None and (not text or _content(text) <= _content(other[0])):
            return rid
    return None


# Words that carry no fact of their own: a duplicate may differ in these and still be one.
_FILLER = frozenset("a an the user user's users is are was were be been has have had their "
                    "they them his her he she it its of to in on at for with and or by as "
                    "that this s".split())


def _content(text: str) -> frozenset[str]:
    return frozenset(w for w in re.findall(r"[^\W_]+", text.lower()) if w not in _FILLER)


def _end(store, old: int, new: int, when: float, now: float, actor: str) -> None:
    store.exec("UPDATE lpm_items SET valid_to = ?, superseded_by = ?, updated = ? WHERE id = ?",
               (when, new, now, old))
    audit.log(store, actor, "lpm_supersede", "lpm", old, by=new)


def store_fact(store, fact: dict, vec, now: float, actor: str = "system",
               embed: Callable | None = None) -> tuple[int, FactChange | None]:
    """Store one validated fact with supersession and merging; (item id, what changed).
    `embed` gives the rest of a statement it partly ends its own vector."""
    kind, attr = fact["kind"], fact["attribute"]
    done = _already(store, fact)
    if done is not None:
        return done, None
    if attr:
        cur = store.one("SELECT id, value, valid_from, confidence, text FROM lpm_items WHERE "
                        "kind = ? AND attribute = ? AND valid_to IS NULL ORDER BY valid_from DESC "
                        "LIMIT 1", (kind, attr))
        if cur and _norm(cur[1]) != _norm(fact["value"]) and fact["valid_from"] < cur[2]:
            iid = _insert(store, fact, vec, now, valid_to=cur[2], superseded_by=cur[0])
            audit.log(store, actor, "lpm_history", "lpm", iid, current=cur[0])
            return iid, None
    else:
        dup = store.one("SELECT id, value, valid_from, confidence FROM lpm_items WHERE kind = ? "
                        "AND attribute = '' AND valid_to IS NULL AND value = ?",
                        (kind, fact["value"]))
        near = dup[0] if dup else near_duplicate(store, kind, vec, text=fact["text"])
        cur = (near, fact["value"], fact["valid_from"], store.scalar(
            "SELECT confidence FROM lpm_items WHERE id = ?", (near,))) if near else None
    # "Rex died last week" after "my dog is called Rex": the same name, now said as gone, is
    # an update (the living one ends), not a confirmation
    gone = bool(attr and cur and GONE.search(fact["text"]) and not GONE.search(cur[4]))
    # (and "Carmen and I got married" after "...called Carmen (they are engaged ...)")
    gone = gone or bool(attr and cur and WED_NOW.search(fact["text"]) and "engaged" in cur[4])
    # (a correction of a word the value does not hold, "for 38 years" put right as 36, is a
    # new wording of the item it ends, not a confirmation of it; remember48)
    fixed = bool(attr and cur and cur[0] in fact.get("ends_items", ()) and cur[4] != fact["text"])
    if cur and (not attr or _norm(cur[1]) == _norm(fact["value"])) and not gone and not fixed:
        store.exec("UPDATE lpm_items SET confidence = ?, updated = ? WHERE id = ?",
                   (min(0.95, max(cur[3], fact["confidence"]) + 0.1), now, cur[0]))
        _add_sources(store, cur[0], fact["page_ids"])
        audit.log(store, actor, "lpm_confirm", "lpm", cur[0], pages=list(fact["page_ids"]))
        return cur[0], FactChange("confirmed", get_item(store, cur[0]))
    iid = _insert(store, fact, vec, now)
    audit.log(store, actor, "lpm_add", "lpm", iid, kind=kind, pages=list(fact["page_ids"]))
    ended = ([cur[0]] if cur else []) + long_term_ends.ended_by(store, fact, iid, cur)
    details = {old: _carry(store, old, ex, fact["page_ids"], now) if ex else None
               for old, ex in long_term_ends.details_of(store, ended, fact).items()}
    kept = long_term_ends.kept_of(store, [i for i in ended if i not in details], fact)
    vecs = embed([k["text"] for k in kept.values()]) if kept and embed else [None] * len(kept)
    # (the statement itself is history of `fact`, as "before I raised it" follows it back)
    rest = [_carry(store, old, k, (), now, v) for (old, k), v in zip(kept.items(), vecs)]
    previous = None
    for old in dict.fromkeys(ended + list(details)):
        previous = previous or get_item(store, old)
        _end(store, old, details.get(old) or iid, fact["valid_from"], now, actor)
    item = get_item(store, iid)
    return iid, FactChange("updated" if previous else "added", item, previous,
                           carried=tuple(i for i in [*details.values(), *rest] if i))


def _carry(store, old: int, fact: dict, page_ids, now: float, vec=None) -> int:
    """`fact` inserted as a new wording of item `old`: its sources, jointly with `page_ids`
    (the words "ex" come from there), and `vec`, or else old's vector (the same meaning)."""
    if vec is None:
        vec = from_blob(store.scalar("SELECT embedding FROM lpm_vec WHERE rowid = ?", (old,)))
    iid = _insert(store, {**fact, "page_ids": []}, vec, now)
    pages = [r[0] for r in store.rows("SELECT page_id FROM lpm_sources WHERE item_id = ?",
                                      (old,))]
    _add_sources(store, iid, list(dict.fromkeys([*pages, *page_ids])), joint=True)
    return iid


def upsert(store, fact: dict, embed: Callable, now: float, actor: str = "system") -> int:
    """Store one validated fact (embedding it); return the id of the item holding it."""
    return store_fact(store, fact, embed([fact["text"]])[0], now, actor, embed)[0]


def store_new(store, facts: list[dict], embed: Callable, now: float,
              actor: str = "system") -> list[FactChange]:
    """Store validated `facts` not already held from their pages; what changed."""
    return _store_all(store, [f for f in facts if _already(store, f) is None], embed, now, actor)


def _store_all(store, facts: list[dict], embed: Callable, now: float,
               actor: str) -> list[FactChange]:
    if not facts:
        return []
    facts.sort(key=lambda f: f["valid_from"])
    vecs = embed([f["text"] for f in facts])
    out = []
    for f, v in zip(facts, vecs):
        change = store_fact(store, f, v, now, actor, embed)[1]
        if change is not None:
            out.append(change)
    return out


def correct(store, page: Page, new: str, old: str | None, embed: Callable, now: float,
            actor: str = "system", known: dict[str, str] | None = None) -> list[FactChange]:
    """Apply a correction said on `page` ("Sorry, I meant Thursday, not Tuesday") to the
    latest earlier message it fits: that message is read again with the corrected word, the
    facts it now yields are stored (sourced from both pages) and end the current facts it no
    longer yields, which stay as history. `known`: the relatives memory holds by name, as
    the first reading had them ("Trudy's birthday is April 22nd" is the wife's only so)."""
    for before in short_term.said_before(store, page, old):
        got = lpm_rules.corrected(before, new, old, known)
        if got is None:
            continue
        added, gone = got
        ended = [r[0] for r in store.rows(
            "SELECT DISTINCT i.id, i.text FROM lpm_items i JOIN lpm_sources s ON s.item_id = i.id "
            "WHERE s.page_id = ? AND i.valid_to IS NULL", (before.id,)) if r[1] in gone]
        for f in added:
            f.update(page_ids=[before.id, page.id], valid_from=page.created)
        facts = validate(added, {before.id, page.id}, source="rules")
        for f in facts:   # words of both messages: deleting either deletes the fact
            f.update(ends_items=ended, joint=True)
        return _store_all(store, facts, embed, now, actor)
    return []


def asked_to_forget(store, pages: Sequence[Page]) -> list[LpmItem]:
    """The current facts the user asked in `pages` to forget ("Forget that I have a cat";
    "forget that" alone: those formed from the chat's previous message); see lpm_forget."""
    ids: list[int] = []
    for p in pages:
        for target in lpm_forget.targets(p.user_text):
            if target:
                ids += lpm_forget.matching(target, store.rows(
                    "SELECT id, text FROM lpm_items WHERE valid_to IS NULL ORDER BY id"))
                continue
            before = short_term.said_before(store, p, None)[:1]
            ids += [r[0] for r in store.rows(
                "SELECT DISTINCT i.id FROM lpm_items i JOIN lpm_sources s ON s.item_id = i.id "
                "WHERE s.page_id = ? AND i.valid_to IS NULL ORDER BY i.id",
                (before[0].id if before else -1,))]
    return [i for i in map(lambda x: get_item(store, x), dict.fromkeys(ids)) if i is not None]


def with_history(store, ids: Sequence[int]) -> list[int]:
    """`ids` and every older version of them (forgetting a value forgets what it replaced)."""
    if not ids:
        return []
    marks = ",".join("?" * len(ids))
    return [r[0] for r in store.rows(
        f"WITH RECURSIVE h(id) AS (SELECT id FROM lpm_items WHERE id IN ({marks}) UNION "
        "SELECT i.id FROM lpm_items i JOIN h ON i.superseded_by = h.id) SELECT id FROM h",
        list(ids))]


def older_versions(store, item_id: int) -> list[LpmItem]:
    """The versions `item_id` replaced, directly or through others (its history)."""
    return [i for i in map(lambda x: get_item(store, x), with_history(store, [item_id]))
            if i is not None and i.id != item_id]


def restore(store, item: LpmItem, embed: Callable, now: float,
            history: Sequence[LpmItem] = ()) -> int | None:
    """Put back a fact the user had asked to forget (its Undo): current again, with the
    sources that still exist, and `history` (the versions it had replaced, as
    `older_versions` gave them before the delete) chained under it again; None when it is
    current already."""
    if store.one("SELECT 1 FROM lpm_items WHERE valid_to IS NULL AND kind = ? AND attribute = ? "
                 "AND text = ?", (item.kind, item.attribute, item.text)):
        return None
    versions = [item, *history]
    vecs = embed([v.text for v in versions])
    new_ids = {}
    for v, vec in zip(versions, vecs):
        live = [r[0] for r in store.rows(
            f"SELECT id FROM pages WHERE id IN ({','.join('?' * len(v.page_ids))})",
            list(v.page_ids))] if v.page_ids else []
        new_ids[v.id] = import_item(store, {**asdict(v), "valid_to": v.valid_to if v is not item
                                            else None, "updated": now}, vec, live)
    link_superseded(store, [(new_ids[v.superseded_by], new_ids[v.id]) for v in history
                            if v.superseded_by in new_ids])
    pages = sorted({p for v in versions for p in v.page_ids})
    if pages:
        store.exec(f"DELETE FROM facts_refused WHERE page_id IN ({','.join('?' * len(pages))})",
                   pages)
    audit.log(store, "user", "lpm_restore", "lpm", new_ids[item.id])
    return new_ids[item.id]


def refuse_pages(store, page_ids: Sequence[int]) -> None:
    """Pages no extractor may read facts from again (a memory cube's `facts_refused`)."""
    store.many("INSERT OR IGNORE INTO facts_refused(page_id) VALUES (?)",
               [(p,) for p in page_ids])


def refused_pages(store) -> list[int]:
    return [r[0] for r in store.rows("SELECT page_id FROM facts_refused ORDER BY page_id")]


def merge_duplicates(store, page_ids: Sequence[int], now: float,
                     actor: str = "system") -> list[int]:
    """Consolidation: merge current unkeyed items from `page_ids` into an older near-duplicate
    (its sources join the older item, it becomes history of it); return the items kept."""
    if not page_ids:
        return []
    marks = ",".join("?" * len(page_ids))
    kept = []
    for iid, kind, text in store.rows(
            f"SELECT DISTINCT i.id, i.kind, i.text FROM lpm_items i JOIN lpm_sources s ON "
            "s.item_id = "
            f"i.id WHERE s.page_id IN ({marks}) AND i.attribute = '' AND i.valid_to IS NULL "
            "AND i.pinned = 0 ORDER BY i.id DESC", list(page_ids)):
        blob = store.scalar("SELECT embedding FROM lpm_vec WHERE rowid = ?", (iid,))
        if blob is None:
            continue
        other = near_duplicate(store, kind, from_blob(blob), exclude=iid, text=text)
        if other is None or other > iid:
            continue
        # the newer copy ends rather than goes: a slot or an answer may name it, and only a
        # user's delete (with its cascade) removes memories
        _add_sources(store, other, sources(store, iid))
        store.exec("UPDATE lpm_items SET valid_to = valid_from, superseded_by = ?, updated = ? "
                   "WHERE id = ?", (other, now, iid))
        audit.log(store, actor, "lpm_merge", "lpm", other, merged=iid)
        kept.append(other)
    return kept


def refuse(store, item_ids: Sequence[int]) -> None:
    """The user deletes these items: their source pages yield no model facts later."""
    if item_ids:
        store.exec(f"INSERT OR IGNORE INTO facts_refused(page_id) SELECT DISTINCT page_id FROM "
                   f"lpm_sources WHERE item_id IN ({','.join('?' * len(item_ids))})",
                   list(item_ids))


def _refused(store, pages: Sequence[Page]) -> set[int]:
    """Of `pages`, those no extractor may read facts from: a fact of theirs was deleted or
    forgotten, or the message asks to be kept out ("off the record", "forget that ...")."""
    ids = [p.id for p in pages]
    out = {r[0] for r in store.rows(
        f"SELECT page_id FROM facts_refused WHERE page_id IN ({','.join('?' * len(ids))})",
        ids)} if ids else set()
    return out | {p.id for p in pages if lpm_forget.off_record(p.user_text)
                  or lpm_forget.targets(p.user_text)}


def apply_extracted(store, pages: Sequence[Page], items, embed: Callable, now: float) -> list[int]:
    """Validate an LlmExtractor's output for `pages` and store it (one transaction); nothing
    from a page the user kept out or took a fact of back (`_refused`)."""
    refused = _refused(store, pages)
    facts = validate(items, {p.id for p in pages} - refused, source="llm",
                     page_times={p.id: p.created for p in pages})
    with store.tx():
        return [upsert(store, f, embed, now, actor="model") for f in facts]
