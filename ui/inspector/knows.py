""""What Engram knows about you": the profile in plain words, each fact with edit, forget and
"where did this come from?".

It shows the same groups and order as the prompt head (app.profile_view via
Session.memory.profile), in the second person; edits and forgets go through the session on the
database lane like every other governance action, and the view refreshes on memory_changed.
"""
from __future__ import annotations

import html

from app.fact_words import second_person

from .. import theme
from ..qt import (QDialog, QFrame, QHBoxLayout, QLabel, QMessageBox, QPushButton, QScrollArea,
                  Qt, QVBoxLayout, QWidget, Signal)
from .dialogs import EditDialog
from .live import LiveView


class FactRow(QFrame):
    edit = Signal(dict)
    forget = Signal(dict)
    open_ref = Signal(str)

    def __init__(self, fact: dict, parent=None):
        super().__init__(parent)
        self.fact = fact
        self.setObjectName("knowsRow")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 6)
        lay.setSpacing(2)
        top = QHBoxLayout()
        self.label = QLabel(html.escape(second_person(fact["text"])))
        self.label.setObjectName("knowsFact")
        self.label.setWordWrap(True)
        self.label.setAccessibleName(fact["text"])
        top.addWidget(self.label, 1)
        self.buttons = {}
        for key, text in (("where", "Where did this come from?"), ("edit", "Edit"),
                          ("forget", "Forget")):
            b = QPushButton(text)
            b.setObjectName("danger" if key == "forget" else "knowsAction")
            b.setAccessibleName(f"{text} {fact['id']}")
            b.setFlat(True)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            self.buttons[key] = b
            top.addWidget(b, 0, Qt.AlignmentFlag.AlignTop)
        self.buttons["edit"].clicked.connect(lambda: self.edit.emit(self.fact))
        self.buttons["forget"].clicked.connect(lambda: self.forget.emit(self.fact))
        self.buttons["where"].clicked.connect(self._toggle_where)
        lay.addLayout(top)
        self.where = QLabel(self._where_html())
        self.where.setObjectName("muted")
        self.where.setWordWrap(True)
        self.where.setTextFormat(Qt.TextFormat.RichText)
        self.where.linkActivated.connect(lambda url: self.open_ref.emit(url.removeprefix(
            "engram:")))
        self.where.hide()
        lay.addWidget(self.where)

    def _where_html(self) -> str:
        f, accent = self.fact, theme.color("accent")
        parts = []
        if f.get("source_text"):
            parts.append(f"You said: <i>\u201c{html.escape(f['source_text'][:300])}\u201d</i> "
                         f"<a href='engram:{f['source_page']}' style='color:{accent}'>open</a>")
        else:
            parts.append("Its source message was deleted; the fact was kept.")
        since = f.get("valid_from")
        from .tables import day
        parts.append(f"Known since {day(since)}." if since else "")
        for h in reversed(f.get("history", [])):
            parts.append(f"Before: <s>{html.escape(second_person(h['text']))}</s> "
                         f"({day(h.get('valid_from'))} – {day(h.get('valid_to'))})")
        return "<br>".join(p for p in parts if p)

    def _toggle_where(self) -> None:
        self.where.setVisible(not self.where.isVisible())


class KnowsView(LiveView, QWidget):
    """A top-level window listing the profile; `refresh()` reloads it."""

    loaded = Signal()
    open_ref = Signal(str)   # "where did this come from?" -> the source message

    def __init__(self, ctx, parent=None):
        super().__init__(parent, Qt.WindowType.Window)
        self.ctx = ctx
        self.setObjectName("knowsView")
        self.setWindowTitle("Engram — What Engram knows about you")
        self.resize(720, 620)
        self.rows: list[FactRow] = []
        self.confirm: QMessageBox | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(18, 14, 18, 14)
        title = QLabel("What Engram knows about you")
        title.setObjectName("brand")
        lay.addWidget(title)
        hint = QLabel("Facts Engram keeps from what you said, and gives the model at the start "
                      "of every chat. Edit or forget any of them.")
        hint.setObjectName("muted")
        hint.setWordWrap(True)
        lay.addWidget(hint)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        lay.addWidget(self.scroll, 1)
        ctx.memory_changed.connect(self._changed)

    def refresh(self) -> None:
        if self.ctx.session is not None:
            self.ctx.db.submit(self.ctx.session.memory.profile, on_done=self._show)

    def _show(self, groups: list[dict]) -> None:
        body = QWidget()
        body.setObjectName("knowsBody")
        col = QVBoxLayout(body)
        col.setContentsMargins(0, 0, 8, 0)
        col.setSpacing(4)
        self.rows = []
        if not groups:
            empty = QLabel("Nothing yet. Tell Engram about yourself in a chat: your name, where "
                           "you live, the people in your life, what you like.")
            empty.setObjectName("muted")
            empty.setWordWrap(True)
            col.addWidget(empty)
        for g in groups:
            head = QLabel(g["title"])
            head.setObjectName("knowsGroup")
            col.addWidget(head)
            for f in g["facts"]:
                row = FactRow(f)
                row.edit.connect(self._edit)
                row.forget.connect(self._forget)
                row.open_ref.connect(self.open_ref)
                self.rows.append(row)
                col.addWidget(row)
        col.addStretch(1)
        self.scroll.setWidget(body)
        self.loaded.emit()

    def _done(self, _=None) -> None:
        self.ctx.memory_changed.emit()

    def _edit(self, fact: dict) -> None:
        d = EditDialog(dict(fact, type="lpm"), self)
        if d.exec() == QDialog.DialogCode.Accepted:
            text, _ = d.values()
            self.ctx.db.submit(self.ctx.session.memory.edit, fact["id"], text, on_done=self._done)

    def _forget(self, fact: dict) -> None:
        self.confirm = box = QMessageBox(QMessageBox.Icon.Question, "Forget this?",
                                         f"Forget \u201c{second_person(fact['text'])}\u201d? "
                                         "Engram will no longer give it to the model.",
                                         QMessageBox.StandardButton.Cancel, self)
        ok = box.addButton("Forget", QMessageBox.ButtonRole.AcceptRole)
        box.finished.connect(lambda _code: self._confirmed(box.clickedButton() is ok, fact))
        box.open()

    def _confirmed(self, yes: bool, fact: dict) -> None:
        self.confirm = None
        if yes:
            self.ctx.db.submit(self.ctx.session.memory.delete, [fact["id"]], on_done=self._done)
