"""The `conversations` table: one row per chat, and the only module that writes it.

Design decisions:
- A conversation row is a holder: pages need one (`pages.conversation_id`), so writers make
  sure it exists (`ensure`) before the first page and move `updated` forward with each page.
- `meta` (JSON) says where a chat came from (`{"source": "chatgpt", ...}`, `{"source":
  "mcp", ...}`) and marks a deleted chat kept only as the holder of learned pages
  (`{"hidden": 1}`, see memory/cascade.delete_conversation); hidden rows are never listed.
- Audit rows and transactions are the callers' (the engine, the cascade, the importers):
  these are single statements that run inside them.
"""
from __future__ import annotations

import json

from .types import Conversation

COLS = "id, title, created, updated"


def from_row(r) -> Conversation:
    return Conversation(r[0], r[1], r[2], r[3])


def exists(store, cid: str) -> bool:
    return store.one("SELECT 1 FROM conversations WHERE id = ?", (cid,)) is not None


def listed(store) -> list[Conversation]:
    """Every conversation, newest first."""
    return [from_row(r) for r in store.rows(
        f"SELECT {COLS} FROM conversations ORDER BY updated DESC, created DESC")]


def insert(store, cid: str, title: str, created: float, updated: float | None = None,
           meta: dict | None = None) -> Conversation:
    """A new conversation row (the id must be free)."""
    updated = created if updated is None else updated
    if meta is None:
        store.exec("INSERT INTO conversations(id, title, created, updated) VALUES (?, ?, ?, ?)",
                   (cid, title, created, updated))
    else:
        store.exec("INSERT INTO conversations(id, title, created, updated, meta) "
                   "VALUES (?, ?, ?, ?, ?)", (cid, title, created, updated, json.dumps(meta)))
    return Conversation(cid, title, created, updated)


def ensure(store, cid: str, title: str, created: float, meta: dict | None = None) -> bool:
    """The row for `cid`, made now if missing; whether it was made."""
    if exists(store, cid):
        return False
    insert(store, cid, title, created, meta=meta)
    return True


def rename(store, cid: str, title: str) -> None:
    store.exec("UPDATE conversations SET title = ? WHERE id = ?", (title, cid))


def touch(store, cid: str, when: float, *, only_later: bool = False) -> None:
    """Set `updated` to `when` (`only_later`: never move it back, as a page written with an
    old date must not)."""
    if only_later:
        store.exec("UPDATE conversations SET updated = max(updated, ?) WHERE id = ?",
                   (when, cid))
    else:
        store.exec("UPDATE conversations SET updated = ? WHERE id = ?", (when, cid))


def hide(store, cid: str, now: float) -> None:
    """Keep the row only as the untitled holder of learned pages (delete without forgetting)."""
    store.exec("UPDATE conversations SET title = '', updated = ?, "
               "meta = json_set(coalesce(nullif(meta, ''), '{}'), '$.hidden', 1) "
               "WHERE id = ?", (now, cid))


def hidden(store) -> set[str]:
    """Ids of deleted chats kept only as holders of learned pages (never listed as chats)."""
    return {r[0] for r in store.rows("SELECT id FROM conversations "
                                     "WHERE json_extract(meta, '$.hidden') = 1")}


def delete(store, cids) -> None:
    """Delete conversation rows, then every hidden holder left without pages."""
    for cid in cids:
        store.exec("DELETE FROM conversations WHERE id = ?", (cid,))
    # a deleted chat kept only for its learned pages goes with the last of them
    store.exec("DELETE FROM conversations WHERE json_extract(meta, '$.hidden') = 1 AND NOT "
               "EXISTS (SELECT 1 FROM pages WHERE pages.conversation_id = conversations.id)")
