"""Short-term memory: the pages of each live conversation, FIFO with a capacity.

Design decisions:
- A page is inserted with its FTS row (trigger) and both vector forms (float for re-ranking,
  binary bits for the fast pre-filter) in the caller's transaction, so it is never visible
  half-indexed. The embedding is computed *before* the transaction by the caller.
- `prev_id` links each page to the previous page of the same conversation: the dialogue
  chain that retrieval uses for neighbour windows.
- Overflow is reported, not moved, here: moving a page to mid-term is mid_term's job.
"""
from __future__ import annotations

import json
import re

from . import conversations as convs
from .embed import to_blob
from .fix_target import by_subject
from .types import Page

PAGE_COLS = ("id, conversation_id, seq, prev_id, tier, segment_id, user_text, assistant_text, "
             "created, keywords, pinned, meta")


def page_from_row(r) -> Page:
    return Page(id=r[0], conversation_id=r[1], seq=r[2], prev_id=r[3], tier=r[4],
                segment_id=r[5], user_text=r[6], assistant_text=r[7], created=r[8],
                keywords=tuple(json.loads(r[9] or "[]")), pinned=bool(r[10]),
                meta=json.loads(r[11] or "{}"))


def get_page(store, page_id: int) -> Page | None:
    r = store.one(f"SELECT {PAGE_COLS} FROM pages WHERE id = ?", (page_id,))
    return page_from_row(r) if r else None


def pages_by_ids(store, ids) -> dict[int, Page]:
    ids = list(ids)
    out: dict[int, Page] = {}
    for i in range(0, len(ids), 500):
        chunk = ids[i:i + 500]
        marks = ",".join("?" * len(chunk))
        for r in store.rows(f"SELECT {PAGE_COLS} FROM pages WHERE id IN ({marks})", chunk):
            out[r[0]] = page_from_row(r)
    return out


def said_before(store, page: Page, word: str | None, limit: int = 5) -> list[Page]:
    """Pages before `page`, newest first, where the user said `word` (a correction's target);
    without a word, the pages just before it in its conversation."""
    if word is None:
        rows = store.rows(f"SELECT {PAGE_COLS} FROM pages WHERE conversation_id = ? AND "
                          "seq < ? ORDER BY seq DESC LIMIT 2", (page.conversation_id, page.seq))
    else:
        rows = store.rows(f"SELECT {PAGE_COLS} FROM pages WHERE id != ? AND created <= ? AND "
                          "instr(lower(user_text), ?) > 0 ORDER BY created DESC, id DESC LIMIT ?",
                          # ("Monday and Thursday" said "Mondays and Thursdays": its first
                          # word found, the whole one put right by lpm_corrections.rewrite)
                          (page.id, page.created, _day_bare(word.split(" and ")[0]).lower(),
                           limit))
        return by_subject([page_from_row(r) for r in rows], page.user_text, word)
    return [page_from_row(r) for r in rows]


def _day_bare(word: str) -> str:
    """"21st" as "21": a day put right as an ordinal was often said bare ("on march 21"),
    and "21" is found in both (remember54 found no page for "not the 21st")."""
    # ("June 1, not May 1" of "the 1st of May": a date found by its month; svetlana)
    date = re.fullmatch(r"(?i)([a-z]{3,9})\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]{3,9})",
                        word)
    if date and (date[1] or date[2]).lower()[:3] in ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug",
                                                      "sep", "oct", "nov", "dec"):
        return (date[1] or date[2])[:3]
    return re.sub(r"^(\d{1,2})(?:st|nd|rd|th)$", r"\1", word)


SPEAKERS_IN_EMBEDDING = True   # imported dialogues embed with their speakers' names


def embed_text(user_text: str, assistant_text: str, meta: dict | None = None) -> str:
    """The text a page's vector is computed from: with speaker names when the page has them
    (imported dialogues), so "what did Anna say about ..." finds Anna's words."""
    names = (meta or {}).get("speakers") if SPEAKERS_IN_EMBEDDING else None
    if names:
        b = names[1] if len(names) > 1 else "Assistant"
        return f"{names[0]}: {user_text}\n{b}: {assistant_text}" if assistant_text else \
            f"{names[0]}: {user_text}"
    return f"{user_text}\n{assistant_text}"


def set_vector(store, pid: int, embedding) -> None:
    """A page's vector rows (float and sign bits), replacing any it had."""
    blob = to_blob(embedding)
    drop_vector(store, pid)
    store.exec("INSERT INTO pages_vec(rowid, embedding, bits) "
               "VALUES (?, ?, vec_quantize_binary(?))", (pid, blob, blob))


def insert_page(store, cid: str, user_text: str, assistant_text: str, created: float,
                keywords: list[str], embedding, meta: dict | None = None) -> Page:
    """Insert one short-term page and its vector rows (call inside a transaction)."""
    last = store.one("SELECT id, seq FROM pages WHERE conversation_id = ? "
                     "ORDER BY seq DESC LIMIT 1", (cid,))
    prev_id, seq = (last[0], last[1] + 1) if last else (None, 1)
    pid = store.exec(
        "INSERT INTO pages(conversation_id, seq, prev_id, tier, user_text, assistant_text, "
        "keywords, created, meta) VALUES (?, ?, ?, 'short', ?, ?, ?, ?, ?)",
        (cid, seq, prev_id, user_text, assistant_text, json.dumps(keywords), created,
         json.dumps(meta or {})))
    set_vector(store, pid, embedding)
    convs.touch(store, cid, created, only_later=True)
    return Page(id=pid, conversation_id=cid, seq=seq, prev_id=prev_id, tier="short",
                segment_id=None, user_text=user_text, assistant_text=assistant_text,
                created=created, keywords=tuple(keywords), meta=dict(meta or {}))


def import_page(store, cid: str, p: dict, segment_id: int | None, embedding) -> int:
    """A page as a memory cube holds it (memory/import_check.py's fields) with its vector;
    `prev_id` links are set after all pages are in (`link_prev`)."""
    pid = store.exec(
        "INSERT INTO pages(conversation_id, seq, tier, segment_id, user_text, "
        "assistant_text, keywords, pinned, created, meta) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (cid, p["seq"], p["tier"], segment_id, p["user_text"], p["assistant_text"],
         json.dumps(p["keywords"]), int(p["pinned"]), p["created"], json.dumps(p["meta"])))
    set_vector(store, pid, embedding)
    return pid


def link_prev(store, pairs: list[tuple[int, int]]) -> None:
    """Bulk `(prev_id, page_id)` dialogue links."""
    store.many("UPDATE pages SET prev_id = ? WHERE id = ?", pairs)


def set_text(store, pid: int, user_text: str, assistant_text: str,
             keywords: list[str]) -> None:
    """Rewrite a page's words in place (an edit, a redaction); the FTS row and the slots
    built from it follow by trigger. Its vector is the caller's: `set_vector` or
    `drop_vector`."""
    store.exec("UPDATE pages SET user_text = ?, assistant_text = ?, keywords = ? WHERE id = ?",
               (user_text, assistant_text, json.dumps(keywords), pid))


def drop_vector(store, pid: int) -> None:
    """Remove a page's vector rows (the engine re-embeds it: `MemoryEngine.reembed`)."""
    store.exec("DELETE FROM pages_vec WHERE rowid = ?", (pid,))


def join_segment(store, pid: int, sid: int) -> None:
    """The page left short-term for mid-term segment `sid` (memory/mid_term.assign)."""
    store.exec("UPDATE pages SET tier = 'mid', segment_id = ? WHERE id = ?", (sid, pid))


def archive_segment_pages(store, sid: int) -> list:
    """Archive the unpinned mid-term pages of an archived segment; their ids."""
    return store.rows("UPDATE pages SET tier = 'archive' WHERE segment_id = ? "
                      "AND pinned = 0 AND tier = 'mid' RETURNING id", (sid,))


def pages(store, cid: str) -> list[Page]:
    """The conversation's short-term pages, oldest first."""
    return [page_from_row(r) for r in store.rows(
        f"SELECT {PAGE_COLS} FROM pages WHERE conversation_id = ? AND tier = 'short' "
        "ORDER BY seq", (cid,))]


def overflow(store, cid: str, capacity: int) -> list[int]:
    """Ids of the oldest short-term pages beyond `capacity` (oldest first)."""
    n = store.scalar("SELECT count(*) FROM pages WHERE conversation_id = ? AND tier = 'short'",
                     (cid,))
    extra = max(0, n - max(0, capacity))
    if not extra:
        return []
    return [r[0] for r in store.rows(
        "SELECT id FROM pages WHERE conversation_id = ? AND tier = 'short' ORDER BY seq LIMIT ?",
        (cid, extra))]
