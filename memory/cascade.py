"""Deletion with its cascade: "delete" means gone, with everything derived only from it.

Design decisions:
- The cascade is computed first (`preview_delete`, no writes) and the same computation drives
  `delete`, inside one transaction, so what the user confirmed is what goes.
- What goes with a set of pages: long-term items derived *only* from them (items with other
  sources just lose those provenance links) or jointly from one of them (a correction read
  into the message it corrects holds words of both), segments left with no page, activation slots
  built from any deleted or rewritten item (schema triggers drop those), and answer_context
  rows naming them. Deleting a segment deletes its pages (a topic is its pages). Deleting a
  long-term item that superseded an older version makes that version current again: the
  evidence for the change is what the user removed.
- Answers that quoted a deleted memory (their answer_context lists it) are listed in the
  preview and, by default, redacted in the same transaction (memory/quoting.py); with
  `answers="delete"` they are deleted with it. A chat deleted without forgetting leaves them.
- Surviving segments are rebuilt from their remaining pages (count, mean vector, keywords,
  summary, heat), so no trace of a deleted page lives on in a segment's words or vector.
- Words must leave the file: secure_delete zeroes freed cells and pages, FTS5 secure-delete
  removes index entries, and a WAL checkpoint (TRUNCATE) after the commit drops the WAL
  copies. The audit row records ids and counts only.
"""
from __future__ import annotations

import time
from collections import Counter
from dataclasses import replace
from typing import Iterable

from . import audit, conversations as convs, quoting
from .errors import NotFoundError
from .mid_term import refresh_segment
from .policy import Policy
from .types import KINDS, Cascade, as_ref, format_ref

def _ids(store, sql: str, values: Iterable, extra: tuple = ()) -> list[tuple]:
    """Run `sql` (with one `{marks}` placeholder) over `values` in chunks."""
    values = list(values)
    out: list[tuple] = []
    for i in range(0, len(values), 500):
        chunk = values[i:i + 500]
        out += store.rows(sql.format(marks=",".join("?" * len(chunk))), (*chunk, *extra))
    return out


def _normalise(refs) -> list[tuple[str, int]]:
    return [as_ref(r) for r in refs]


def _compute(store, refs, conversations: tuple[str, ...] = (),
             keep_learned: bool = False, answers: str | None = "redact",
             spare: Iterable = ()) -> Cascade:
    refs = _normalise(refs)
    spare = set(_normalise(spare))
    for t, i in refs:
        if store.one(f"SELECT 1 FROM {KINDS[t].table} WHERE id = ?", (i,)) is None:
            raise NotFoundError(f"no memory {format_ref(t, i)}")
    pages = {i for t, i in refs if t == "page"}
    seg_asked = {i for t, i in refs if t == "segment"}
    lpm = {i for t, i in refs if t == "lpm"}
    pages |= {r[0] for r in _ids(store, "SELECT id FROM pages WHERE segment_id IN ({marks})",
                                 seg_asked)}
    for cid in conversations:
        pages |= {r[0] for r in store.rows("SELECT id FROM pages WHERE conversation_id = ?",
                                           (cid,))}
    kept_pages = _spared_pages(store, spare) & pages
    pages -= kept_pages
    seg_asked -= {i for t, i in spare if t == "segment"}
    if answers not in (*quoting.MODES, None):
        raise ValueError(f"answers must be one of {', '.join(quoting.MODES)}")
    asked_lpm = set(lpm) - {i for t, i in spare if t == "lpm"}
    while True:
        # long-term items: derived only from deleted pages go; the others lose a link
        touched, only = _derived(store, pages)
        # keep_learned: long-term items stay, losing only the source links
        lpm = asked_lpm | (set() if keep_learned else only)
        lpm -= {i for t, i in spare if t == "lpm"}
        more = quoting.quoting_answers(store, pages, seg_asked, lpm) - kept_pages
        if answers != "delete" or not more:
            break
        pages |= more   # deleting quoting answers: they may be quoted in turn
    unlinked = touched - lpm
    restored, relink = _plan_restore(store, lpm)
    # segments: left empty -> deleted; otherwise rebuilt
    gone = Counter(r[0] for r in _ids(store, "SELECT segment_id FROM pages WHERE id IN "
                                      "({marks}) AND segment_id IS NOT NULL", pages))
    emptied, updated = set(), set()
    for sid in set(gone) - seg_asked:
        left = store.scalar("SELECT count(*) FROM pages WHERE segment_id = ?", (sid,))
        (emptied if left - gone[sid] <= 0 else updated).add(sid)
    segments = seg_asked | emptied
    # slots built from anything deleted or rewritten (the schema triggers drop them)
    slot_ids: set[int] = set()
    for t, ids in (("page", pages), ("segment", segments | updated),
                   ("lpm", lpm | restored | set(relink))):
        slot_ids |= {r[0] for r in _ids(store, "SELECT slot_id FROM slot_sources WHERE "
                                        "source_id IN ({marks}) AND source_type = ?", ids, (t,))}
    for cid in conversations:
        slot_ids |= {r[0] for r in store.rows("SELECT id FROM slots WHERE conversation_id = ?",
                                              (cid,))}
    n_ctx = _count_answer_context(store, pages, segments, lpm)
    quoted = quoting.quoting_answers(store, pages, segments, lpm) if answers else set()
    # a chat holding a spared page stays (as a hidden holder, see delete_conversation)
    holders = {r[0] for r in _ids(store, "SELECT DISTINCT conversation_id FROM pages WHERE id "
                                  "IN ({marks})", kept_pages)}
    conversations = tuple(c for c in conversations if c not in holders)
    return Cascade(answers=tuple(sorted(quoted)), answers_mode=answers,
                   pages=tuple(sorted(pages)), segments=tuple(sorted(segments)),
                   segments_updated=tuple(sorted(updated)), lpm_items=tuple(sorted(lpm)),
                   lpm_unlinked=tuple(sorted(unlinked)), lpm_restored=tuple(sorted(restored)),
                   lpm_relinked=relink,
                   slots=tuple(sorted(slot_ids)), answer_context=n_ctx,
                   conversations=tuple(conversations))


def _spared_pages(store, spare: set) -> set[int]:
    """The pages a set of spared refs keeps: spared pages, and every page of a spared segment."""
    pages = {i for t, i in spare if t == "page"}
    return pages | {r[0] for r in _ids(store, "SELECT id FROM pages WHERE segment_id IN "
                                       "({marks})", [i for t, i in spare if t == "segment"])}


def _derived(store, pages: set[int]) -> tuple[set[int], set[int]]:
    """Long-term items citing any of `pages`, and those that go with them: citing nothing
    else, or holding words of one of them jointly with another page (a correction)."""
    touched = {r[0] for r in _ids(store, "SELECT DISTINCT item_id FROM lpm_sources "
                                  "WHERE page_id IN ({marks})", pages)}
    sources: dict[int, set[int]] = {}
    joint: set[int] = set()
    for item, page, part in _ids(store, "SELECT item_id, page_id, joint FROM lpm_sources "
                                 "WHERE item_id IN ({marks})", touched):
        sources.setdefault(item, set()).add(page)
        if part and page in pages:
            joint.add(item)
    return touched, {i for i in touched if sources.get(i) and sources[i] <= pages} | joint


def drop_derived(store, page_ids, *, policy: Policy | None = None,
                 now: float | None = None) -> Cascade:
    """After a page's text is corrected: long-term items extracted only from its old words go
    (with their slots); items with other sources lose the link. Call inside a transaction.
    The page's segment is marked updated, so the engine re-extracts facts from the new text.
    """
    pages = set(page_ids)
    touched, only = _derived(store, pages)
    c = _compute(store, [("lpm", i) for i in sorted(only)])
    _apply(store, c, policy or Policy(), time.time() if now is None else now)
    _ids(store, "DELETE FROM lpm_sources WHERE page_id IN ({marks}) RETURNING 1", pages)
    return replace(c, lpm_unlinked=tuple(sorted(touched - only)))


def _plan_restore(store, lpm: set[int]) -> tuple[set[int], dict[int, int]]:
    """Older versions whose every newer version is deleted: the newest of each fact becomes
    current again (unless the fact has another current value); the rest point at it."""
    orphans = {r[0] for r in _ids(store, "SELECT id FROM lpm_items WHERE superseded_by IN "
                                  "({marks})", lpm)} - lpm
    orphans = {i for i in orphans if _newest_survivor(store, i, lpm) is None}
    groups: dict[tuple, list[tuple]] = {}
    for iid, kind, attr, valid_from in _ids(store, "SELECT id, kind, attribute, valid_from "
                                            "FROM lpm_items WHERE id IN ({marks})", orphans):
        groups.setdefault((kind, attr) if attr else ("", iid), []).append((valid_from, iid))
    restored: set[int] = set()
    relink: dict[int, int] = {}
    for (kind, attr), members in groups.items():
        members.sort()
        head = None
        if kind:
            live = store.rows("SELECT id FROM lpm_items WHERE kind = ? AND attribute = ? AND "
                              "valid_to IS NULL", (kind, attr))
            head = next((r[0] for r in live if r[0] not in lpm), None)
        if head is None:
            head = members[-1][1]
            restored.add(head)
        for _, iid in members:
            if iid != head:
                relink[iid] = head
    return restored, relink


def _newest_survivor(store, item_id: int, deleted: set[int]) -> int | None:
    """The first surviving newer version of an item, following superseded_by past deleted."""
    nxt = store.scalar("SELECT superseded_by FROM lpm_items WHERE id = ?", (item_id,))
    seen = set()
    while nxt is not None and nxt in deleted and nxt not in seen:
        seen.add(nxt)
        nxt = store.scalar("SELECT superseded_by FROM lpm_items WHERE id = ?", (nxt,))
    return nxt


def _count_answer_context(store, pages, segments, lpm) -> int:
    keys = set()
    for r in _ids(store, "SELECT page_id, rank FROM answer_context WHERE page_id IN ({marks})",
                  pages):
        keys.add(r)
    for t, ids in (("page", pages), ("segment", segments), ("lpm", lpm)):
        for r in _ids(store, "SELECT page_id, rank FROM answer_context WHERE item_id IN "
                      "({marks}) AND item_type = ?", ids, (t,)):
            keys.add(r)
    return len(keys)


def preview_delete(store, refs, answers: str = "redact") -> Cascade:
    """What `delete(refs)` would remove and change; writes nothing."""
    return _compute(store, refs, answers=answers)


def delete(store, refs, actor: str = "user", *, policy: Policy | None = None,
           now: float | None = None, answers: str = "redact",
           _conversations: tuple[str, ...] = (), spare: Iterable = ()) -> Cascade:
    """Delete items and their cascade in one transaction, then checkpoint the WAL.

    answers: what happens to surviving answers that quoted a deleted item ("redact" or
    "delete"); redacted pages lose their vector until the engine re-embeds them.
    spare: refs kept out of it (pinned items the user did not tick); a chat still holding a
    spared page is hidden instead of deleted."""
    now = time.time() if now is None else now
    refs = _normalise(refs)
    if _conversations:
        target = ("conversation", _conversations[0])
    else:
        target = refs[0] if len(refs) == 1 else ("", "")
    with store.tx():
        c = _compute(store, refs, _conversations, answers=answers, spare=spare)
        _apply(store, c, policy or Policy(), now)
        for cid in set(_conversations) - set(c.conversations):
            convs.hide(store, cid, now)
        audit.log(store, actor, "forget" if _conversations else "delete", *target,
                  answers=list(c.answers), answers_mode=c.answers_mode,
                  pages=list(c.pages), segments=list(c.segments),
                  segments_updated=list(c.segments_updated), lpm=list(c.lpm_items),
                  lpm_unlinked=list(c.lpm_unlinked), lpm_restored=list(c.lpm_restored),
                  slots=list(c.slots), answer_context=c.answer_context)
    if not store.conn.in_transaction:  # inside a caller's transaction, the caller checkpoints
        store.checkpoint()
    return c


def forget_conversation(store, cid: str, actor: str = "user", **kw) -> Cascade:
    """Delete a conversation with all its pages and everything derived only from them."""
    if not convs.exists(store, cid):
        raise NotFoundError(f"no conversation {cid!r}")
    return delete(store, [], actor, _conversations=(cid,), **kw)


def delete_conversation(store, cid: str, actor: str = "user", *, policy: Policy | None = None,
                        now: float | None = None, spare: Iterable = ()) -> Cascade:
    """Delete a chat but keep what was learned from it ("delete without forgetting").

    Goes: the chat's pages that are in no segment (its short-term transcript), its activation
    slots, the answer_context rows of those pages, and - once nothing else refers to it - the
    conversation row. Stays: pages already moved into mid-term segments (they are that memory,
    listed and deletable under Mid-term) and every long-term item (items sourced only from a
    deleted page lose that provenance link, as after any deletion, and stay in Long-term).
    While kept pages still belong to it, the conversation row stays as a hidden, untitled
    holder (pages need a conversation): no chat list shows it, its title (the first message's
    words) is cleared, and it is removed with its last page.
    """
    now = time.time() if now is None else now
    if not convs.exists(store, cid):
        raise NotFoundError(f"no conversation {cid!r}")
    with store.tx():
        c, kept = _plan_chat_delete(store, cid, set(_normalise(spare)))
        _apply(store, c, policy or Policy(), now)
        if kept:
            convs.hide(store, cid, now)
        audit.log(store, actor, "delete_chat", "conversation", cid, pages=list(c.pages),
                  kept_pages=kept, lpm_unlinked=list(c.lpm_unlinked), slots=list(c.slots),
                  answer_context=c.answer_context)
    if not store.conn.in_transaction:
        store.checkpoint()
    return c


def _plan_chat_delete(store, cid: str, spare: set) -> tuple[Cascade, int]:
    """The cascade of a delete without forgetting, and how many of the chat's pages stay."""
    kept_ids = _spared_pages(store, spare)
    loose = [("page", r[0]) for r in store.rows(
        "SELECT id FROM pages WHERE conversation_id = ? AND segment_id IS NULL", (cid,))
        if r[0] not in kept_ids]
    kept = store.scalar("SELECT count(*) FROM pages WHERE conversation_id = ?", (cid,)) - len(loose)
    c = _compute(store, loose, () if kept else (cid,), keep_learned=True, answers=None)
    slots = {r[0] for r in store.rows("SELECT id FROM slots WHERE conversation_id = ?", (cid,))}
    return replace(c, slots=tuple(sorted(set(c.slots) | slots))), kept


def hidden_conversations(store) -> set[str]:
    """Ids of deleted chats kept only as holders of learned pages (never listed as chats)."""
    return convs.hidden(store)


def _apply(store, c: Cascade, policy: Policy, now: float) -> None:
    lpm, pages = set(c.lpm_items), set(c.pages)
    terms = quoting.forgotten_terms(store, pages, set(c.segments), lpm) if c.answers else set()
    for item in c.lpm_restored:
        store.exec("UPDATE lpm_items SET valid_to = NULL, superseded_by = NULL, updated = ? "
                   "WHERE id = ?", (now, item))
    for item, head in c.lpm_relinked.items():
        store.exec("UPDATE lpm_items SET superseded_by = ?, valid_to = coalesce(valid_to, ?), "
                   "updated = ? WHERE id = ?", (head, now, now, item))
    # an item in the middle of a version chain: its predecessor now points past it
    for (old,) in _ids(store, "SELECT id FROM lpm_items WHERE superseded_by IN ({marks})", lpm):
        if old not in lpm and old not in c.lpm_restored and old not in c.lpm_relinked:
            store.exec("UPDATE lpm_items SET superseded_by = ? WHERE id = ?",
                       (_newest_survivor(store, old, lpm), old))
    for t, ids in (("page", pages), ("segment", set(c.segments)), ("lpm", lpm)):
        _ids(store, "DELETE FROM answer_context WHERE item_id IN ({marks}) AND item_type = ? "
             "RETURNING 1", ids, (t,))
    _ids(store, "DELETE FROM lpm_items WHERE id IN ({marks}) RETURNING 1", lpm)
    # keep each conversation's dialogue chain linked across a deleted page
    for pid, prev in _ids(store, "SELECT id, prev_id FROM pages WHERE prev_id IN ({marks})",
                          pages):
        if pid in pages:
            continue
        seen = set()
        while prev is not None and prev in pages and prev not in seen:  # guard: a cycle
            seen.add(prev)
            prev = store.scalar("SELECT prev_id FROM pages WHERE id = ?", (prev,))
        if prev in pages:
            prev = None
        store.exec("UPDATE pages SET prev_id = ? WHERE id = ?", (prev, pid))
    # a chat is titled with its first message: deleting that message takes the title too
    for cid, title, text in _ids(store, "SELECT c.id, c.title, p.user_text FROM pages p JOIN "
                                 "conversations c ON c.id = p.conversation_id "
                                 "WHERE p.id IN ({marks})", pages):
        if _title_from(title, text):
            convs.rename(store, cid, "")
    _ids(store, "DELETE FROM pages WHERE id IN ({marks}) RETURNING 1", pages)
    _ids(store, "DELETE FROM segments WHERE id IN ({marks}) RETURNING 1", c.segments)
    for sid in c.segments_updated:
        refresh_segment(store, sid, policy=policy, now=now)
    convs.delete(store, c.conversations)   # and hidden holders left without pages
    _ids(store, "DELETE FROM slots WHERE id IN ({marks}) RETURNING 1", c.slots)
    if c.answers and c.answers_mode == "redact":
        changed = quoting.redact(store, set(c.answers), terms)
        if changed:
            # facts learned only from the old words go (answers quoting them, in turn)
            drop_derived(store, changed, policy=policy, now=now)
            for (sid,) in _ids(store, "SELECT DISTINCT segment_id FROM pages WHERE id IN "
                               "({marks}) AND segment_id IS NOT NULL", changed):
                refresh_segment(store, sid, policy=policy, now=now)


def _title_from(title: str, text: str) -> bool:
    """Whether a conversation title was made from this message (its start, maybe cut with …)."""
    t = title.rstrip("…").strip()
    return bool(t) and " ".join(text.split()).startswith(t)


def pinned_in(store, c: Cascade) -> list[tuple[str, int]]:
    """The pinned items a cascade would delete: pinned pages (and pages of a pinned topic),
    pinned topics and pinned long-term items. Callers spare these unless the user ticks them."""
    ids = _ids
    out = [("segment", r[0]) for r in ids(store, "SELECT id FROM segments WHERE pinned = 1 "
                                          "AND id IN ({marks})",
                                          (*c.segments, *c.segments_updated))]
    in_pinned = {r[0] for r in ids(store, "SELECT id FROM pages WHERE segment_id IN ({marks})",
                                   [i for _, i in out])}
    out += [("page", r[0]) for r in ids(store, "SELECT id FROM pages WHERE pinned = 1 "
                                        "AND id IN ({marks})", c.pages)
            if r[0] not in in_pinned]
    out += [("lpm", r[0]) for r in ids(store, "SELECT id FROM lpm_items WHERE pinned = 1 "
                                       "AND id IN ({marks})", c.lpm_items)]
    return out


def preview_conversation(store, cid: str, forget: bool, spare: Iterable = (),
                         answers: str | None = "redact") -> Cascade:
    """What deleting a chat would remove (`forget`: with what was learned, and what
    `answers` does to answers quoting it); writes nothing."""
    if not convs.exists(store, cid):
        raise NotFoundError(f"no conversation {cid!r}")
    if forget:
        return _compute(store, [], (cid,), spare=spare, answers=answers)
    return _plan_chat_delete(store, cid, {as_ref(r) for r in spare})[0]
