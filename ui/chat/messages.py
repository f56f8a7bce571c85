"""One widget per message, so streaming touches only the answer being written.

Tokens are appended to a buffer and the visible label is refreshed by a short timer (at most
~30 times a second), rendering Markdown of this one message only: a long history is never
re-laid out per token. Under each finished answer an expandable "memory used" strip lists
exactly the items the model was given, each with a link (engram://<type>/<id>) the main window
routes to the inspector.
"""
from __future__ import annotations

import datetime as dt
import html

from .. import theme
from .facts import FactNotes
from .markdown import COPY_SCHEME, render
from ..qt import (QFrame, QHBoxLayout, QLabel, QSizePolicy, Qt, QTimer, QToolButton,
                  QVBoxLayout, QWidget, Signal, QGuiApplication)

TIER_NAMES = {"short": "short-term", "mid": "mid-term", "archive": "archive",
              "segment": "topic", "trait": "trait", "user_knowledge": "about you",
              "assistant_knowledge": "assistant knowledge"}


def _text_label(markdown: bool) -> QLabel:
    lab = QLabel()
    lab.setWordWrap(True)
    lab.setTextFormat(Qt.TextFormat.MarkdownText if markdown else Qt.TextFormat.PlainText)
    lab.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                | Qt.TextInteractionFlag.LinksAccessibleByMouse)
    lab.setOpenExternalLinks(False)
    lab.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    return lab


def _action(name: str, tip: str, text: str = "") -> QToolButton:
    b = QToolButton()
    b.setObjectName("msgAction")
    theme.tinted(b, name, "muted", 16)
    b.setToolTip(tip)
    b.setAccessibleName(tip)
    if text:
        b.setText(text)
        b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    b.setCursor(Qt.CursorShape.PointingHandCursor)
    return b


PREVIEW_CHARS = 4000


def preview(text: str, limit: int = PREVIEW_CHARS) -> str:
    """What a bubble shows of a message: laying out a 1 MB paste froze the window for 25 s."""
    if len(text) <= limit:
        return text
    return (text[:limit] + f"\n\n… {len(text) - limit:,} more characters (stored in full; "
            "Copy takes all of it)")


class UserMessage(QWidget):
    """The user's message, right-aligned in a bubble; the last one can be edited and resent."""

    edit_requested = Signal()

    def __init__(self, text: str, parent=None):
        super().__init__(parent)
        self.text = text
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 6, 0, 2)
        row = QHBoxLayout()
        row.addStretch(1)
        bubble = QFrame()
        bubble.setObjectName("userBubble")
        b = QVBoxLayout(bubble)
        b.setContentsMargins(14, 10, 14, 10)
        self.label = _text_label(markdown=False)
        shown = preview(text)
        self.label.setText(shown)
        self.label.setAccessibleName("Your message")
        fm = self.label.fontMetrics()
        widest = max((fm.horizontalAdvance(line[:400]) for line in shown.splitlines() or [""]),
                     default=0)
        self.label.setMinimumWidth(min(widest + 16, 520))
        b.addWidget(self.label)
        bubble.setMaximumWidth(560)
        row.addWidget(bubble)
        outer.addLayout(row)
        actions = QHBoxLayout()
        actions.addStretch(1)
        self.edit_button = _action("edit", "Edit and resend")
        self.edit_button.clicked.connect(self.edit_requested)
        self.copy_button = _action("copy", "Copy message")
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.text))
        actions.addWidget(self.copy_button)
        actions.addWidget(self.edit_button)
        outer.addLayout(actions)
        self.set_last(False)

    def set_last(self, last: bool) -> None:
        self.edit_button.setVisible(last)


class MemoryStrip(QFrame):
    """The items the model was given for one answer: tier, date, text, link to the inspector."""

    open_item = Signal(str, int)

    def __init__(self, items, parent=None):
        super().__init__(parent)
        self.setObjectName("memoryStrip")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 8)
        lay.setSpacing(6)
        self.items = list(items)
        if not self.items:
            none = QLabel("No memories were used for this answer.")
            none.setObjectName("muted")
            lay.addWidget(none)
        for it in self.items:
            lay.addWidget(self._row(it))

    def _row(self, it) -> QWidget:
        w = QWidget()
        h = QHBoxLayout(w)
        h.setContentsMargins(0, 0, 0, 0)
        h.setSpacing(8)
        chip = QLabel(TIER_NAMES.get(it.tier, it.tier))
        chip.setObjectName("tierChip")
        chip.setAlignment(Qt.AlignmentFlag.AlignTop)
        h.addWidget(chip, 0, Qt.AlignmentFlag.AlignTop)
        when = dt.datetime.fromtimestamp(it.created).strftime("%d %b %Y") if it.created else ""
        text = it.text if len(it.text) <= 220 else it.text[:217] + "…"
        link = f"engram://{it.item_type}/{it.item_id}"
        lab = QLabel(f"<span style='color:{theme.color('muted')}'>{when}</span> &nbsp;"
                     f"{html.escape(text).replace(chr(10), '<br>')} &nbsp;"
                     f"<a href='{link}' style='color:{theme.color('accent')}'>open</a>")
        lab.setTextFormat(Qt.TextFormat.RichText)
        lab.setWordWrap(True)
        lab.setAccessibleName(f"Memory {it.item_type} {it.item_id}")
        lab.linkActivated.connect(self._route)
        h.addWidget(lab, 1)
        return w

    def _route(self, url: str) -> None:
        kind, _, ident = url.removeprefix("engram://").partition("/")
        self.open_item.emit(kind, int(ident))


class AssistantMessage(QWidget):
    """An answer: avatar, streamed Markdown text, actions, stats and the memory-used strip."""

    regenerate_requested = Signal()
    open_item = Signal(str, int)
    undo_fact = Signal(object)   # a FactChange whose "Remembered"/"Updated" line was undone
    REFRESH_MS = 33

    def __init__(self, text: str = "", parent=None):
        super().__init__(parent)
        self.buffer = text
        self.page_id: int | None = None
        self.context_items: list = []
        self.finished = bool(text)
        self._dirty = False
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 8, 0, 4)
        outer.setSpacing(12)
        avatar = QLabel()
        avatar.setObjectName("assistantAvatar")
        avatar.setPixmap(theme.logo_pixmap(26))
        avatar.setFixedSize(26, 26)
        outer.addWidget(avatar, 0, Qt.AlignmentFlag.AlignTop)
        col = QVBoxLayout()
        col.setSpacing(4)
        self.label = _text_label(markdown=True)
        self.label.setAccessibleName("Assistant answer")
        self.codes: tuple[str, ...] = ()  # the code blocks' texts, for their Copy links
        self.label.linkActivated.connect(self._link)
        col.addWidget(self.label)
        self.typing = QLabel("●●●")
        self.typing.setObjectName("muted")
        col.addWidget(self.typing)
        bar = QHBoxLayout()
        bar.setSpacing(2)
        self.copy_button = _action("copy", "Copy answer")
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.buffer))
        self.regen_button = _action("regenerate", "Regenerate answer")
        self.regen_button.clicked.connect(self.regenerate_requested)
        self.memory_button = QToolButton()
        self.memory_button.setObjectName("memoryToggle")
        self.memory_button.setCheckable(True)
        theme.tinted(self.memory_button, "memory", "accent", 16)
        self.memory_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.memory_button.setAccessibleName("Show the memory used for this answer")
        self.memory_button.toggled.connect(self._toggle_strip)
        self.stats = QLabel("")
        self.stats.setObjectName("muted")
        for w in (self.copy_button, self.regen_button, self.memory_button):
            bar.addWidget(w)
        bar.addSpacing(6)
        bar.addWidget(self.stats)
        bar.addStretch(1)
        self.bar = QWidget()
        self.bar.setLayout(bar)
        bar.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self.bar)
        # what the turn had to do to the message or the answer (cut to fit, a loop stopped)
        self.notices = QLabel("")
        self.notices.setObjectName("muted")
        self.notices.setWordWrap(True)
        self.notices.setVisible(False)
        col.addWidget(self.notices)
        self.facts: FactNotes | None = None
        self.facts_holder = QVBoxLayout()
        col.addLayout(self.facts_holder)
        self.strip: MemoryStrip | None = None
        self.strip_holder = QVBoxLayout()
        col.addLayout(self.strip_holder)
        outer.addLayout(col, 1)
        self._timer = QTimer(self)
        self._timer.setInterval(self.REFRESH_MS)
        self._timer.timeout.connect(self._refresh)
        self._refresh(force=True)
        theme.on_change(self._retint)
        self.bar.setVisible(self.finished)
        self.typing.setVisible(not self.finished)
        self.set_last(False)

    # --- streaming
    def append(self, token: str) -> None:
        self.buffer += token
        self._dirty = True
        if not self._timer.isActive():
            self._timer.start()

    def _refresh(self, force: bool = False) -> None:
        if not (self._dirty or force):
            self._timer.stop()
            return
        self._dirty = False
        if self.finished:
            self.label.setTextFormat(Qt.TextFormat.RichText)
            shown = render(self.buffer, self.label.font())
            self.codes = shown.codes
            self.label.setText(shown.html)
        else:  # while streaming: Qt's Markdown directly, cheaper than the styled pass
            self.label.setTextFormat(Qt.TextFormat.MarkdownText)
            self.label.setText(self.buffer)
        self.label.setVisible(bool(self.buffer))

    def _link(self, url: str) -> None:
        """A code block's Copy link: exactly that block's text goes to the clipboard."""
        if url.startswith(COPY_SCHEME):
            n = int(url[len(COPY_SCHEME):])
            if 0 <= n < len(self.codes):
                QGuiApplication.clipboard().setText(self.codes[n])
                self.set_stats("Code copied")

    def _retint(self) -> None:
        """Code colours and the memory strip's links are baked into HTML: redraw them."""
        if self.finished:
            self._refresh(force=True)
        if self.strip is not None:
            self.strip.deleteLater()
            self.strip = None
            self._toggle_strip(self.memory_button.isChecked())

    def finish(self, *, stopped: bool = False, error: str | None = None) -> None:
        self._timer.stop()
        self.finished = True
        if stopped:
            self.buffer = self.buffer + ("\n\n" if self.buffer else "") + "*— stopped —*"
        if error:
            self.buffer = f"*{error}*"
        self._refresh(force=True)
        self.typing.hide()
        self.bar.show()
        self.memory_button.setVisible(self.page_id is not None or bool(self.context_items))

    def set_context(self, items, page_id: int | None) -> None:
        self.context_items = list(items)
        self.page_id = page_id
        n = len(self.context_items)
        self.memory_button.setText(f"{n} memor{'y' if n == 1 else 'ies'} used")
        self.memory_button.setVisible(True)
        if self.strip is not None:
            self.strip.deleteLater()
            self.strip = None
            self._toggle_strip(self.memory_button.isChecked())

    def add_facts(self, changes) -> None:
        """Show "Remembered: …" / "Updated: … (was …)" lines, each with an Undo."""
        if self.facts is None:
            self.facts = FactNotes()
            self.facts.undo.connect(self.undo_fact)
            self.facts_holder.addWidget(self.facts)
        self.facts.add(changes)

    def fact_undone(self, change, ok: bool) -> None:
        line = self.facts.line_for(change) if self.facts is not None else None
        if line is not None:
            line.undone(ok)

    def set_stats(self, text: str) -> None:
        self.stats.setText(text)

    def set_notices(self, notices) -> None:
        self.notices.setText("\n".join(notices))
        self.notices.setVisible(bool(notices))

    def set_last(self, last: bool) -> None:
        self.regen_button.setVisible(last)

    def _toggle_strip(self, on: bool) -> None:
        if on and self.strip is None:
            self.strip = MemoryStrip(self.context_items)
            self.strip.open_item.connect(self.open_item)
            self.strip_holder.addWidget(self.strip)
        if self.strip is not None:
            self.strip.setVisible(on)
