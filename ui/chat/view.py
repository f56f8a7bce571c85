"""The chat view: a scrolling column of message widgets and the composer under it.

Messages are separate widgets in a layout, so adding one or streaming into the last one never
re-renders the history. The view knows nothing about services: it emits what the user asked
for (send, stop, regenerate, edit, open a memory) and the main window does the work.
"""
from __future__ import annotations

from .. import theme
from ..qt import (QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, Qt, QTimer,
                  QVBoxLayout, QWidget, Signal)
from .composer import Composer
from .messages import AssistantMessage, UserMessage

COLUMN_WIDTH = 780


class ChatView(QWidget):
    send = Signal(str)
    stop = Signal()
    regenerate = Signal()
    edit_last = Signal()
    open_item = Signal(str, int)
    undo = Signal()
    undo_fact = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("chatPane")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        head = QHBoxLayout()
        head.setContentsMargins(20, 12, 20, 8)
        self.title = QLabel("New chat")
        self.title.setObjectName("brand")
        head.addWidget(self.title)
        head.addStretch(1)
        self.temp_banner = QLabel("Temporary chat — nothing is remembered")
        self.temp_banner.setObjectName("tempBanner")
        self.temp_banner.hide()
        head.addWidget(self.temp_banner)
        outer.addLayout(head)

        self.scroll = QScrollArea()
        self.scroll.setObjectName("chatScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        holder = QWidget()
        holder.setObjectName("chatColumn")
        hl = QHBoxLayout(holder)
        hl.setContentsMargins(24, 8, 24, 8)
        self.column = QWidget()
        self.column.setObjectName("chatColumn")
        self.column.setMaximumWidth(COLUMN_WIDTH)
        self.messages = QVBoxLayout(self.column)
        self.messages.setContentsMargins(0, 0, 0, 0)
        self.messages.setSpacing(4)
        self.messages.addStretch(1)
        hl.addStretch(1)
        hl.addWidget(self.column, 100)
        hl.addStretch(1)
        self.scroll.setWidget(holder)
        self.scroll.verticalScrollBar().rangeChanged.connect(self._follow)
        self._stick = True
        self.scroll.verticalScrollBar().valueChanged.connect(self._track)
        outer.addWidget(self.scroll, 1)

        self.empty = self._empty_state()
        outer.addWidget(self.empty, 1)

        self.undo_bar = QFrame()
        self.undo_bar.setObjectName("undoBar")
        ub = QHBoxLayout(self.undo_bar)
        ub.setContentsMargins(24, 4, 24, 0)
        self.undo_label = QLabel("")
        self.undo_label.setObjectName("muted")
        self.undo_button = QPushButton("Undo")
        self.undo_button.setAccessibleName("Undo the replacement")
        self.undo_button.clicked.connect(self.undo)
        ub.addStretch(1)
        ub.addWidget(self.undo_label)
        ub.addWidget(self.undo_button)
        ub.addStretch(1)
        self.undo_bar.hide()
        self._undo_timer = QTimer(self)
        self._undo_timer.setSingleShot(True)
        self._undo_timer.timeout.connect(self.undo_bar.hide)
        outer.addWidget(self.undo_bar)

        bottom = QHBoxLayout()
        bottom.setContentsMargins(24, 4, 24, 14)
        self.composer = Composer()
        self.composer.setMaximumWidth(COLUMN_WIDTH)
        self.composer.send.connect(self.send)
        self.composer.stop.connect(self.stop)
        bottom.addStretch(1)
        bottom.addWidget(self.composer, 100)
        bottom.addStretch(1)
        outer.addLayout(bottom)
        self._update_empty()

    def _empty_state(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        lay.addStretch(2)
        logo = QLabel()
        logo.setPixmap(theme.logo_pixmap(56))
        logo.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title = QLabel("What's on your mind?")
        title.setObjectName("emptyTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint = QLabel("Engram remembers what you tell it — encrypted, on this machine — and "
                      "shows you exactly what it recalls.\nCtrl+M opens the memory inspector.")
        hint.setObjectName("emptyHint")
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint.setWordWrap(True)  # unwrapped, this one line made the window at least 980 px wide
        for x in (logo, title, hint):
            lay.addWidget(x)
        lay.addStretch(3)
        return w

    # --- content
    def _widgets(self) -> list[QWidget]:
        out = []
        for i in range(self.messages.count()):
            w = self.messages.itemAt(i).widget()
            if w is not None:
                out.append(w)
        return out

    def _insert(self, w: QWidget) -> None:
        self.messages.insertWidget(self.messages.count() - 1, w)
        self._stick = True
        self._mark_last()
        self._update_empty()

    def _mark_last(self) -> None:
        ws = self._widgets()
        for i, w in enumerate(ws):
            last = i >= len(ws) - 2
            if isinstance(w, (UserMessage, AssistantMessage)):
                w.set_last(last and (not isinstance(w, AssistantMessage) or w.finished))

    def _update_empty(self) -> None:
        has = bool(self._widgets())
        self.scroll.setVisible(has)
        self.empty.setVisible(not has)

    def clear(self) -> None:
        self.hide_undo()
        for w in self._widgets():
            self.messages.removeWidget(w)
            w.deleteLater()
        self._update_empty()

    def add_user(self, text: str) -> UserMessage:
        m = UserMessage(text)
        m.edit_requested.connect(self.edit_last)
        self._insert(m)
        return m

    def add_assistant(self, text: str = "") -> AssistantMessage:
        m = AssistantMessage(text)
        m.regenerate_requested.connect(self.regenerate)
        m.open_item.connect(self.open_item)
        m.undo_fact.connect(self.undo_fact)
        self._insert(m)
        return m

    def remove_last_exchange(self) -> str | None:
        """Drop the last user message and its answer from the view; return the user text."""
        ws = self._widgets()
        text = None
        while ws:
            w = ws.pop()
            self.messages.removeWidget(w)
            w.deleteLater()
            if isinstance(w, UserMessage):
                text = w.text
                break
        self._mark_last()
        self._update_empty()
        return text

    def show_undo(self, text: str, seconds: float) -> None:
        """Offer to undo a replacement until the session forgets the old exchange."""
        self.undo_label.setText(text)
        self.undo_bar.show()
        self._undo_timer.start(int(seconds * 1000))

    def hide_undo(self) -> None:
        self._undo_timer.stop()
        self.undo_bar.hide()

    def focus_page(self, page_id: int) -> bool:
        """Scroll to the exchange stored as `page_id` and mark it (a search hit was opened)."""
        ws = self._widgets()
        for i, w in enumerate(ws):
            if isinstance(w, AssistantMessage) and w.page_id == page_id:
                target = ws[i - 1] if i > 0 and isinstance(ws[i - 1], UserMessage) else w
                self._stick = False
                self.scroll.ensureWidgetVisible(target, 0, 40)
                w.set_stats("Found here")
                return True
        return False
    def answer_for(self, page_id: int) -> AssistantMessage | None:
        for w in reversed(self._widgets()):
            if isinstance(w, AssistantMessage) and w.page_id == page_id:
                return w
        return None

    def answer_for_fact(self, change) -> AssistantMessage | None:
        for w in reversed(self._widgets()):
            if isinstance(w, AssistantMessage) and w.facts is not None \
                    and w.facts.line_for(change) is not None:
                return w
        return None

    def last_assistant(self) -> AssistantMessage | None:
        for w in reversed(self._widgets()):
            if isinstance(w, AssistantMessage):
                return w
        return None

    def finished_turn(self) -> None:
        self._mark_last()

    def set_busy(self, busy: bool) -> None:
        self.composer.set_busy(busy)

    def set_title(self, title: str, temporary: bool = False) -> None:
        self._title = title or "New chat"
        self.title.setToolTip(self._title)
        self.temp_banner.setVisible(temporary)
        self._elide_title()

    def _elide_title(self) -> None:
        room = max(200, self.width() - (320 if self.temp_banner.isVisible() else 60))
        self.title.setText(self.title.fontMetrics().elidedText(
            getattr(self, "_title", "New chat"), Qt.TextElideMode.ElideRight, room))

    def resizeEvent(self, e):  # noqa: N802 - Qt override
        super().resizeEvent(e)
        self._elide_title()

    # --- keep the newest text in view while streaming, unless the user scrolled up
    def _track(self, value: int) -> None:
        bar = self.scroll.verticalScrollBar()
        self._stick = value >= bar.maximum() - 40

    def _follow(self, _lo: int, hi: int) -> None:
        if self._stick:
            QTimer.singleShot(0, lambda: self.scroll.verticalScrollBar().setValue(
                self.scroll.verticalScrollBar().maximum()))
