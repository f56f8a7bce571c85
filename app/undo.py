"""Undo for a replaced exchange (edit-and-resend, regenerate): kept in RAM for a while.

Design decisions:
- Editing the last message or regenerating an answer deletes the old exchange's page with its
  cascade (a replaced answer must not keep steering retrieval). Its words are kept here, in
  this process's memory only, for `KEEP_S` seconds, so the user can put the old exchange back;
  nothing is written to disk, so "deleted memories are really gone" still holds once the undo
  window closes or the app quits.
- The chat's title survives a replacement: the cascade clears a title made from a deleted
  first message (right for a real delete), so the title is read before and put back after.
- Undo deletes the newer exchange (if it was stored) and stores the old words again as a new
  page through the engine, so it is embedded and indexed like any other exchange; facts that
  were extracted from it are learned again by the normal background work, not copied back.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass

KEEP_S = 600.0


@dataclass(frozen=True)
class Replaced:
    """One exchange taken out of a chat, restorable until `expires`."""
    conversation_id: str
    page_id: int
    user_text: str
    assistant_text: str
    created: float
    title: str
    expires: float


class UndoHistory:
    """The newest replaced exchange per chat (older ones are dropped: undo restores one step)."""

    def __init__(self, keep_s: float = KEEP_S, clock=time.time):
        self.keep_s = keep_s
        self.clock = clock
        self._items: dict[str, Replaced] = {}
        self._lock = threading.Lock()

    def put(self, item: Replaced) -> None:
        with self._lock:
            self._items[item.conversation_id] = item

    def get(self, cid: str) -> Replaced | None:
        """The restorable exchange of `cid`, or None once it expired (then it is forgotten)."""
        with self._lock:
            item = self._items.get(cid)
            if item is not None and item.expires < self.clock():
                del self._items[cid]
                return None
            return item

    def pop(self, cid: str) -> Replaced | None:
        item = self.get(cid)
        with self._lock:
            self._items.pop(cid, None)
        return item

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


def remember(session, cid: str, page_id: int) -> Replaced:
    """Keep the words of an exchange about to be replaced (for undo); writes nothing."""
    row = session.store.one("SELECT user_text, assistant_text, created FROM pages "
                            "WHERE id = ? AND conversation_id = ?", (page_id, cid))
    if row is None:
        from memory.errors import NotFoundError
        raise NotFoundError(f"no message p{page_id} in this chat")
    item = Replaced(cid, page_id, row[0], row[1], row[2], _title(session, cid),
                    session.undo.clock() + session.undo.keep_s)
    session.undo.put(item)
    return item


def replace_page(session, cid: str, page_id: int) -> Replaced:
    """Delete the page of an exchange being replaced, keeping its words for undo and the
    chat's title as it was."""
    item = remember(session, cid, page_id)
    session.memory.delete([("page", page_id)])
    keep_title(session, cid, item.title)
    return item


def keep_title(session, cid: str, title: str) -> None:
    """Put a title back if a deletion cleared it (see the module docstring)."""
    if title and _title(session, cid) == "":
        session.engine.rename_conversation(cid, title)


def restore(session, cid: str, newer_page: int | None):
    """Undo the last replacement in `cid`: delete `newer_page` (the exchange that replaced
    it, if stored) and store the old exchange again. Returns the new Page."""
    from .errors import EngramError

    item = session.undo.pop(cid)
    if item is None:
        raise EngramError("nothing to undo here any more (undo lasts "
                          f"{int(KEEP_S // 60)} minutes)")
    title = _title(session, cid) or item.title
    if newer_page is not None and session.store.one(
            "SELECT 1 FROM pages WHERE id = ? AND conversation_id = ?",
            (newer_page, cid)) is not None:
        session.memory.delete([("page", newer_page)])
    page = session.engine.add_exchange(cid, item.user_text, item.assistant_text)
    keep_title(session, cid, title)
    session.memory_changed()
    return page


def _title(session, cid: str) -> str:
    row = session.store.one("SELECT title FROM conversations WHERE id = ?", (cid,))
    return row[0] if row else ""
