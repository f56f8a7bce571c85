"""Chat: the turns and the chat list of an open profile (Session.chat).

A small facade over the assistant and the engine's conversations, like Anki's collection
managers: it holds the session, not copies of its parts, so a reloaded model or a moved store
is seen at once. Replaced exchanges stay restorable for a while through app.undo.
"""
from __future__ import annotations

import threading
from typing import Callable

from . import undo
from .errors import EngramError


class ChatService:
    def __init__(self, session):
        self._s = session

    def send(self, cid: str | None, text: str, *, temporary: bool = False,
             on_token: Callable[[str], None] | None = None,
             cancel: threading.Event | None = None,
             on_progress: Callable[[int, int], None] | None = None):
        """One chat turn; on_progress(done, total) reports the prompt's prefill in tokens."""
        return self._ready().send(cid, text, temporary=temporary, on_token=on_token,
                                  cancel=cancel or threading.Event(), on_progress=on_progress)

    def end_temporary(self, cid: str) -> None:
        if self._s.assistant is not None:
            self._s.assistant.end_temporary(cid)

    def regenerate(self, cid: str, *, temporary: bool = False,
                   on_token: Callable[[str], None] | None = None,
                   cancel: threading.Event | None = None,
                   on_progress: Callable[[int, int], None] | None = None):
        """Answer the last message again; the previous answer's page is deleted (and kept
        for `undo_replace` a while, see app.undo), the chat keeps its title."""
        assistant = self._ready()
        last = None if temporary else self._s.engine.short_term(cid)[-1:]
        item = undo.remember(self._s, cid, last[0].id) if last else None
        try:
            return assistant.regenerate(cid, temporary=temporary, on_token=on_token,
                                        cancel=cancel or threading.Event(),
                                        on_progress=on_progress)
        finally:
            if item is not None:
                undo.keep_title(self._s, cid, item.title)

    def replace_exchange(self, cid: str, page_id: int):
        """Edit-and-resend: the old exchange goes (restorable with `undo_replace` for a while);
        the chat keeps its title."""
        return undo.replace_page(self._s, cid, page_id)

    def undo_replace(self, cid: str, newer_page: int | None):
        """Put back the exchange last replaced in `cid`, removing `newer_page` (its successor)."""
        return undo.restore(self._s, cid, newer_page)

    def can_undo(self, cid: str) -> bool:
        return self._s.undo.get(cid) is not None

    def _ready(self):
        if self._s.assistant is None:
            raise EngramError("the model is still loading; try again in a moment")
        return self._s.assistant

    # ------------------------------------------------------------ the chat list
    def conversations(self):
        """The chats to list: a chat deleted without forgetting stays hidden (see
        memory.cascade.delete_conversation) while its learned pages live on."""
        from memory import governance

        hidden = governance.hidden_conversations(self._s.store)
        return [c for c in self._s.engine.conversations() if c.id not in hidden]

    def new_conversation(self, title: str = ""):
        return self._s.engine.new_conversation(title=title)

    def rename_conversation(self, cid: str, title: str) -> None:
        self._s.engine.rename_conversation(cid, title)

    def conversation_pages(self, cid: str) -> list:
        """Every page of a conversation, oldest first, whatever its tier (for the chat view)."""
        from memory import governance

        recs = governance.records(self._s.store, None, kind="page", conversation_id=cid)
        return sorted(recs, key=lambda r: (r["seq"], r["created"]))

    def answer_context(self, page_id: int):
        return self._s.engine.answer_context(page_id)

    def search(self, query: str, limit: int = 50):
        return self._s.engine.search(query, limit=limit)
