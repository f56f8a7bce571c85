""""Remembered: …" / "Updated: … (was …)" / "Forgot: …" lines under an answer, each with an
Undo.

Fact formation runs in the background after a turn; the main window hands its result
(app FactChange values) to the answer that produced it. Undo is a request only: the main
window runs it on the database lane (Session.memory.undo_fact) and then calls `undone`, so this
widget never touches memory itself.
"""
from __future__ import annotations

import html

from app.fact_words import SHOWN, describe, second_person

from .. import theme
from ..errors import show_error
from ..qt import (QFrame, QHBoxLayout, QLabel, QObject, Qt, QToolButton, QVBoxLayout, QWidget,
                  Signal)


class FactLine(QWidget):
    undo = Signal(object)   # the FactChange

    def __init__(self, change, parent=None):
        super().__init__(parent)
        self.change = change
        h = QHBoxLayout(self)
        h.setContentsMargins(0, 0, 0, 0)
        h.setSpacing(6)
        self.label = QLabel()
        self.label.setObjectName("factText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self._show(describe(change))
        self.label.setAccessibleName(describe(change))
        h.addWidget(self.label, 1)
        self.button = QToolButton()
        self.button.setObjectName("factUndo")
        self.button.setText("Undo")
        self.button.setToolTip({"added": "Forget this", "forgotten": "Remember this again"}.get(
            change.action, "Go back to the previous value"))
        self.button.setAccessibleName("Undo: " + describe(change))
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self._clicked)
        h.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)

    def _show(self, text: str, struck: bool = False) -> None:
        head, _, rest = text.partition(": ")
        body = html.escape(rest)
        if struck:
            body = f"<s>{body}</s>"
        self.label.setText(f"<span style='color:{theme.color('accent')}'>{html.escape(head)}:"
                           f"</span> {body}")

    def _clicked(self) -> None:
        self.button.setEnabled(False)
        self.undo.emit(self.change)

    def undone(self, ok: bool = True) -> None:
        if not ok:
            self.button.setEnabled(True)
            return
        self.button.hide()
        if self.change.action == "updated" and self.change.previous is not None:
            prev = second_person(self.change.previous.text)
            self.label.setText(f"<span style='color:{theme.color('muted')}'>Undone: kept "
                               f"{html.escape(prev)}</span>")
        elif self.change.action == "forgotten":
            now = second_person(self.change.item.text)
            self.label.setText(f"<span style='color:{theme.color('muted')}'>Undone: remembered "
                               f"again: {html.escape(now)}</span>")
        else:
            self.gone()

    def gone(self) -> None:
        """The fact was deleted since (its Undo, or the user asked later to forget it)."""
        self.button.hide()
        self._show(describe(self.change), struck=True)
        self.label.setText(self.label.text() + f" <span style='color:"
                           f"{theme.color('muted')}'>(forgotten)</span>")


class FactNotes(QFrame):
    """The fact lines of one answer."""

    undo = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("factNotes")
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(10, 6, 10, 6)
        self.lay.setSpacing(2)
        self.lines: list[FactLine] = []

    def add(self, changes) -> None:
        have = {(c.change.action, c.change.item.id) for c in self.lines}
        for ch in changes:
            if ch.action not in SHOWN or (ch.action, ch.item.id) in have:
                continue
            line = FactLine(ch)
            line.undo.connect(self.undo)
            self.lines.append(line)
            self.lay.addWidget(line)

    def line_for(self, change) -> FactLine | None:
        return next((x for x in self.lines if x.change.item.id == change.item.id), None)


class FactLines(QObject):
    """Wires fact formation to the chat: subscribes to the session's fact listeners (called on
    the assistant's background thread; the AppContext signal hops to the UI thread), puts the
    lines under the answer they came from, and runs Undo on the database lane."""

    def __init__(self, ctx, chat, window):
        super().__init__(window)
        self.ctx, self.chat, self.window = ctx, chat, window
        self.waiting: dict[int, list] = {}   # page id -> changes that came before its answer
        chat.undo_fact.connect(self.undo)
        ctx.facts_changed.connect(self.formed)
        ctx.session_ready.connect(self.subscribe)

    def subscribe(self) -> None:
        s = self.ctx.session
        if s is not None and hasattr(s, "fact_listeners"):
            emit = self.ctx.facts_changed.emit
            s.fact_listeners.append(lambda cid, pid, changes: emit(cid, int(pid), changes))

    def formed(self, cid: str, page_id: int, changes) -> None:
        if cid != self.window.cid:
            return
        for ch in changes:   # a line of an earlier answer said what is now forgotten
            older = self.chat.answer_for_fact(ch) if ch.action == "forgotten" else None
            line = older.facts.line_for(ch) if older is not None else None
            if line is not None and line.change.action != "forgotten":
                line.gone()
        answer = self.chat.answer_for(page_id)
        if answer is None:   # the answer's page id is not shown yet: attach when it is
            self.waiting.setdefault(page_id, []).extend(changes)
            return
        answer.add_facts(changes)
        self.ctx.memory_changed.emit()

    def answer_shown(self, page_id: int | None, answer) -> None:
        waiting = self.waiting.pop(page_id, None) if page_id is not None else None
        if waiting:
            answer.add_facts(waiting)

    def undo(self, change) -> None:
        s = self.ctx.session
        if s is None:
            return
        sender = self.chat.answer_for_fact(change)

        def done(_):
            if sender is not None:
                sender.fact_undone(change, True)
            self.ctx.memory_changed.emit()

        def failed(exc):
            if sender is not None:
                sender.fact_undone(change, False)
            show_error(self.window, exc)
        self.ctx.db.submit(s.memory.undo_fact, change, on_done=done, on_error=failed)
