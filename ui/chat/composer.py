"""The message box: Enter sends, Shift+Enter adds a line, the send button turns into Stop.

The text is sent exactly as typed (no trimming), so pasted code keeps its layout."""
from __future__ import annotations

from .. import theme
from ..qt import (QFrame, QHBoxLayout, QKeySequence, QPlainTextEdit, QSize, Qt, QToolButton,
                  QVBoxLayout, QLabel, Signal)


class MessageEdit(QPlainTextEdit):
    submit = Signal()

    def keyPressEvent(self, e):  # noqa: N802 - Qt override
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
                e.modifiers() & Qt.KeyboardModifier.ShiftModifier):
            self.submit.emit()
            return
        super().keyPressEvent(e)


class Composer(QFrame):
    send = Signal(str)
    stop = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("composer")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(12, 8, 8, 8)
        self.edit = MessageEdit()
        self.edit.setObjectName("messageEdit")
        self.edit.setPlaceholderText("Message Engram…   (Enter to send, Shift+Enter for a new line)")
        self.edit.setAccessibleName("Message")
        self.edit.setTabChangesFocus(True)
        self.edit.setFixedHeight(56)
        self.edit.textChanged.connect(self._grow)
        self.edit.submit.connect(self._submit)
        lay.addWidget(self.edit, 1)
        self.button = QToolButton()
        self.button.setObjectName("sendButton")
        self.button.setIconSize(QSize(18, 18))
        self.button.setFixedSize(34, 34)
        self.button.clicked.connect(self._clicked)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignBottom)
        self.busy = False
        self.set_busy(False)
        theme.on_change(self._retint)

    def _grow(self) -> None:
        lines = max(1, min(8, int(self.edit.document().size().height())))
        self.edit.setFixedHeight(min(200, 28 + lines * 18))

    def _submit(self) -> None:
        if self.busy:
            return
        # sent exactly as typed: a code paste keeps its indentation and trailing newlines;
        # only a message with nothing but whitespace is refused
        text = self.edit.toPlainText()
        if text.strip():
            self.edit.clear()
            self.send.emit(text)

    def _clicked(self) -> None:
        if self.busy:
            self.stop.emit()
        else:
            self._submit()

    def _retint(self) -> None:
        self.set_busy(self.busy)

    def set_busy(self, busy: bool) -> None:
        self.busy = busy
        if busy:
            self.button.setObjectName("stopButton")
            self.button.setIcon(theme.icon("stop", "bg", 18))
            self.button.setToolTip("Stop (Esc)")
            self.button.setAccessibleName("Stop the answer")
        else:
            self.button.setObjectName("sendButton")
            self.button.setIcon(theme.icon("send", "on_accent", 18))
            self.button.setToolTip("Send (Enter)")
            self.button.setAccessibleName("Send message")
        self.button.style().unpolish(self.button)
        self.button.style().polish(self.button)

    def set_text(self, text: str) -> None:
        self.edit.setPlainText(text)
        self.edit.setFocus()
        c = self.edit.textCursor()
        c.movePosition(c.MoveOperation.End)
        self.edit.setTextCursor(c)
