"""AppContext: what every window shares - the session, the two worker lanes, change signals.

Widgets reach services only through `ctx.db.submit(...)` (the database lane: memory reads and
governance) and `ctx.model.submit(...)` (the model lane: loading and chat turns), so a widget
can never block the UI thread or touch the store from the wrong thread by accident.
"""
from __future__ import annotations

from .qt import QObject, Signal
from .workers import Lane


class AppContext(QObject):
    memory_changed = Signal()          # something in memory changed: views refresh
    conversations_changed = Signal()
    session_ready = Signal()
    model_ready = Signal(object)       # ModelInfo
    settings_changed = Signal(object)  # Settings
    facts_changed = Signal(str, int, object)  # cid, page_id, [FactChange] (from any thread)

    def __init__(self, on_error=None, parent=None):
        super().__init__(parent)
        self.session = None
        self.db = Lane("db", on_error, self)
        self.model = Lane("model", on_error, self)

    def set_error_handler(self, handler) -> None:
        self.db.default_error = handler
        self.model.default_error = handler

    def shutdown(self) -> None:
        """Finish queued work, then close the session on the DB lane (the store's owner)."""
        self.model.shutdown(wait=True)
        if self.session is not None:
            s, self.session = self.session, None
            try:
                self.db.call(s.close, timeout=30)
            except Exception:  # noqa: BLE001 - closing anyway
                s.close()
        self.db.shutdown(wait=True)
