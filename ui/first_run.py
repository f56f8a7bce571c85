"""First run and unlocking: the explanation, key creation, passphrase and retry dialogs.

`Unlocker` drives the steps without blocking the event loop (the main window is already on
screen): first-run explanation -> key from keyring / ENGRAM_PASSPHRASE / a passphrase dialog
-> open the store on the DB lane -> on a wrong key, a retry dialog that says so. Cancelling
any dialog quits cleanly; a wrong passphrase never crashes the app.
"""
from __future__ import annotations

import logging
import os

from app import keys, services
from memory.errors import WrongKeyError
from memory.store import Key

from . import theme
from .qt import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QLineEdit, QObject, Qt,
                 QVBoxLayout, Signal)

log = logging.getLogger(__name__)

EXPLANATION = ("Engram keeps your conversations and what it learns from them in one database "
               "on this computer, so it can remember you across chats and show you exactly what "
               "it remembers. That database is encrypted and never leaves this machine; nothing "
               "is sent to the internet.")


class PassphraseDialog(QDialog):
    """Asks for the passphrase: new (twice, min length) or existing (with an error line)."""

    def __init__(self, new: bool, error: str = "", intro: str = "", parent=None):
        super().__init__(parent)
        self.new = new
        self.setObjectName("passphraseDialog")
        self.setWindowTitle("Welcome to Engram" if new else "Unlock your memory")
        self.setMinimumWidth(480)
        lay = QVBoxLayout(self)
        lay.setSpacing(10)
        # the dialog grows with its wrapped text (an error line used to squeeze the intro)
        lay.setSizeConstraint(QVBoxLayout.SizeConstraint.SetMinimumSize)
        head = QHBoxLayout()
        logo = QLabel()
        logo.setPixmap(theme.logo_pixmap(40))
        head.addWidget(logo, 0, Qt.AlignmentFlag.AlignTop)
        text = QLabel(intro or ("Choose a passphrase for your memory. There is no keyring on "
                                "this system to keep a key for you, and without the passphrase "
                                "the memory cannot be opened." if new else
                                "Enter the passphrase of your Engram memory."))
        text.setWordWrap(True)
        text.setMinimumWidth(380)  # a wrapped label needs a width to report its real height
        head.addWidget(text, 1)
        lay.addLayout(head)
        self.warning = QLabel("<b>Write it down somewhere safe.</b> If you forget this "
                              "passphrase, your memory is lost: it cannot be recovered or "
                              "reset, by Engram or by anyone else.")
        self.warning.setObjectName("passphraseWarning")
        self.warning.setWordWrap(True)
        self.warning.setMinimumWidth(380)
        self.warning.setVisible(new)
        lay.addWidget(self.warning)
        self.error = QLabel(error)
        self.error.setObjectName("passphraseError")
        self.error.setStyleSheet(f"color: {theme.color('danger')}")
        self.error.setWordWrap(True)
        self.error.setVisible(bool(error))
        lay.addWidget(self.error)
        self.phrase = QLineEdit()
        self.phrase.setEchoMode(QLineEdit.EchoMode.Password)
        self.phrase.setPlaceholderText("Passphrase")
        self.phrase.setAccessibleName("Passphrase")
        lay.addWidget(self.phrase)
        self.repeat = QLineEdit()
        self.repeat.setEchoMode(QLineEdit.EchoMode.Password)
        self.repeat.setPlaceholderText("Repeat the passphrase")
        self.repeat.setAccessibleName("Repeat the passphrase")
        self.repeat.setVisible(new)
        lay.addWidget(self.repeat)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok = bb.addButton("Create memory" if new else "Unlock",
                               QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok.setObjectName("primary")
        self.ok.setDefault(True)
        bb.accepted.connect(self._check)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.phrase.setFocus()

    def _check(self) -> None:
        p = self.phrase.text()
        if self.new and len(p) < keys.MIN_PASSPHRASE:
            return self._fail(f"Use at least {keys.MIN_PASSPHRASE} characters.")
        if self.new and p != self.repeat.text():
            return self._fail("The two passphrases differ.")
        if not p:
            return self._fail("Enter the passphrase.")
        self.accept()

    def _fail(self, msg: str) -> None:
        self.error.setText(msg)
        self.error.show()
        self.adjustSize()

    def passphrase(self) -> str:
        return self.phrase.text()


class WelcomeDialog(QDialog):
    """First run where a keyring (or ENGRAM_PASSPHRASE) provides the key: explain, continue."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("welcomeDialog")
        self.setWindowTitle("Welcome to Engram")
        self.setMinimumWidth(460)
        lay = QVBoxLayout(self)
        logo = QLabel()
        logo.setPixmap(theme.logo_pixmap(48))
        lay.addWidget(logo)
        t = QLabel(EXPLANATION + " A random key for it is created now and kept in your "
                   "system keyring.")
        t.setWordWrap(True)
        lay.addWidget(t)
        bb = QDialogButtonBox()
        ok = bb.addButton("Get started", QDialogButtonBox.ButtonRole.AcceptRole)
        ok.setObjectName("primary")
        bb.accepted.connect(self.accept)
        lay.addWidget(bb)


class Unlocker(QObject):
    """Gets a key and opens the session; emits `opened(session)` or `cancelled()`."""

    opened = Signal(object)
    cancelled = Signal()
    failed = Signal(object)  # an error that stops the app from opening this profile

    def __init__(self, ctx, parent_widget, *, interactive: bool = True):
        super().__init__(parent_widget)
        self.ctx = ctx
        self.parent_widget = parent_widget
        self.interactive = interactive
        self.dialog: QDialog | None = None
        self.new = not services.db_exists()

    def start(self) -> None:
        if self.new and self.interactive and not os.environ.get(keys.ENV_PASSPHRASE):
            usable = keys.keyring_backend()[1]
            if usable:
                self._show(WelcomeDialog(self.parent_widget), lambda d: self._from_store())
            else:
                self._ask(new=True, intro=EXPLANATION + " There is no keyring here, so choose "
                          f"a passphrase (at least {keys.MIN_PASSPHRASE} characters) to lock it.")
            return
        self._from_store()

    def _from_store(self) -> None:
        try:
            src = services.obtain_key(prompt=None)
        except keys.NoKeyAvailable:
            if not self.interactive:
                raise
            self._ask(new=self.new)
            return
        self._open(src.key, src.origin)

    def _ask(self, new: bool, error: str = "", intro: str = "") -> None:
        d = PassphraseDialog(new, error, intro, self.parent_widget)
        self._show(d, lambda d: self._open(Key(d.passphrase()), "prompt"))

    def _show(self, d: QDialog, on_accept) -> None:
        self.dialog = d

        def finished(code):
            self.dialog = None
            if code == QDialog.DialogCode.Accepted:
                on_accept(d)
            else:
                self.cancelled.emit()
            d.deleteLater()
        d.finished.connect(finished)
        d.open()

    def _open(self, key: Key, origin: str) -> None:
        from app.services import Session

        self.ctx.db.submit(Session.open, key, origin, on_done=self.opened.emit,
                           on_error=self._failed)

    def _failed(self, exc: BaseException) -> None:
        if isinstance(exc, WrongKeyError) and self.interactive:
            log.info("wrong passphrase; asking again")
            self._ask(new=False, error="That passphrase does not open this memory. Check it "
                                       "(and Caps Lock) and try again.")
            return
        self.failed.emit(exc)
