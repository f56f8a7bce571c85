"""Import chats from another assistant: pick a file or folder, see what it holds, bring it in.

Design decisions:
- Three steps in one small dialog: choose (a file, or a folder for Jan's thread folders), a
  preview (format detected, conversations, messages, date range) read before anything is
  written, then the import with a progress bar, a Stop button and a summary.
- The preview only parses the file, so it runs on a lane of its own: a large export never
  holds up the database lane the chat and the inspector use. The import runs on the database
  lane (Session.import_chats), all or nothing per file; Stop sets a cancel flag the importer
  checks between batches, and then nothing of the file is written.
- Progress from the worker is throttled and crosses to the UI thread by a queued signal
  (Relay), so the window stays responsive however fast the importer reports.
"""
from __future__ import annotations

import datetime as dt
import os

from app.errors import EngramError
from memory.errors import ImportCancelled, MemoryStoreError

from .qt import (QDialog, QDialogButtonBox, QFileDialog, QHBoxLayout, QLabel, QProgressBar,
                 QPushButton, QVBoxLayout, Signal)
from .workers import Cancel, Lane, Relay, Throttle

INTRO = ("Bring your history from ChatGPT (its data export: conversations.json or the whole "
         ".zip), Claude (its export), Jan (a thread folder), LM Studio (a .conversation.json), "
         "Open WebUI (its chat export) or a Markdown transcript. Engram reads the chats as if "
         "you had had them here, with their original titles and dates, and learns the facts "
         "in them. Importing the same file again adds nothing.")
NAMES = {"chatgpt": "ChatGPT", "claude": "Claude", "jan": "Jan", "lmstudio": "LM Studio",
         "openwebui": "Open WebUI", "markdown": "a Markdown transcript"}
PHASES = {"embedding": "Reading the chats", "writing": "Saving them to your memory"}


def _day(ts: float | None) -> str:
    return dt.datetime.fromtimestamp(ts).strftime("%d %b %Y") if ts else "unknown"


def describe_preview(p: dict) -> str:
    """The preview in words: what the file holds and from when."""
    span = (f"from {_day(p['first'])} to {_day(p['last'])}" if p.get("first") else
            "without dates (they will be dated today)")
    return (f"{NAMES.get(p['format'], p['format'])}: {p['conversations']} conversation"
            f"{'s' if p['conversations'] != 1 else ''}, {p['messages']} messages, {span}.")


def describe_result(r: dict) -> str:
    n = len(r.get("conversations", ()))
    text = (f"Imported {n} conversation{'s' if n != 1 else ''} ({r.get('pages', 0)} of your "
            f"messages with their answers) "
            f"from {NAMES.get(r.get('format'), r.get('format'))}.")
    if r.get("skipped"):
        text += f" {r['skipped']} already imported (or empty) were left as they were."
    if n:
        text += " They are in your chat list."
    return text


class ImportDialog(QDialog):
    previewed = Signal(object)   # the preview dict, or the exception (tests wait on these)
    imported = Signal(object)    # the summary dict, or the exception

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.path: str | None = None
        self.fmt: str | None = None
        self.cancel: Cancel | None = None
        self.setObjectName("importDialog")
        self.setWindowTitle("Import chats from another assistant")
        self.resize(560, 360)
        self.lane = Lane("import-preview", parent=self)
        lay = QVBoxLayout(self)
        intro = QLabel(INTRO)
        intro.setWordWrap(True)
        lay.addWidget(intro)
        row = QHBoxLayout()
        self.file_button = QPushButton("Choose a file…")
        self.file_button.clicked.connect(self._choose_file)
        self.folder_button = QPushButton("Choose a folder…")
        self.folder_button.setToolTip("For Jan: a thread folder (thread.json + messages.jsonl)")
        self.folder_button.clicked.connect(self._choose_folder)
        row.addWidget(self.file_button)
        row.addWidget(self.folder_button)
        row.addStretch(1)
        lay.addLayout(row)
        self.path_label = QLabel("No file chosen.")
        self.path_label.setObjectName("emptyHint")
        self.path_label.setWordWrap(True)
        lay.addWidget(self.path_label)
        self.preview_label = QLabel("")
        self.preview_label.setObjectName("importPreview")
        self.preview_label.setWordWrap(True)
        lay.addWidget(self.preview_label)
        self.phase = QLabel("")
        lay.addWidget(self.phase)
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.bar.setTextVisible(False)
        self.bar.hide()
        lay.addWidget(self.bar)
        self.result_label = QLabel("")
        self.result_label.setObjectName("importResult")
        self.result_label.setWordWrap(True)
        lay.addWidget(self.result_label)
        lay.addStretch(1)
        self.buttons = QDialogButtonBox()
        self.import_button = self.buttons.addButton("Import",
                                                    QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setEnabled(False)
        self.import_button.clicked.connect(self.start_import)
        self.stop_button = self.buttons.addButton("Stop", QDialogButtonBox.ButtonRole.ActionRole)
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.clicked.connect(self.close)
        lay.addWidget(self.buttons)

    # ------------------------------------------------------------ choosing and preview
    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Choose an export from another assistant", "",
            "Chat exports (*.json *.jsonl *.zip *.md *.markdown *.txt);;All files (*)")
        if path:
            self.choose(path)

    def _choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(self, "Choose a Jan thread folder")
        if path:
            self.choose(path)

    def choose(self, path: str) -> None:
        """Show `path` and read its preview in the background."""
        self.path, self.fmt = path, None
        self.path_label.setText(os.path.basename(path.rstrip("/\\")) or path)
        self.path_label.setToolTip(path)
        self.preview_label.setText("Reading…")
        self.result_label.setText("")
        self.import_button.setEnabled(False)
        self.lane.submit(self.ctx.session.data.import_preview, path,
                         on_done=lambda p, path=path: self._previewed(path, p),
                         on_error=lambda e, path=path: self._preview_failed(path, e))

    def _previewed(self, path: str, p: dict) -> None:
        if path != self.path:
            return   # a newer choice is being read
        self.fmt = p["format"]
        self._set_error(self.preview_label, None)
        self.preview_label.setText(describe_preview(p)
                                   + ("" if p["exchanges"] else " There is nothing to import."))
        self.import_button.setEnabled(p["exchanges"] > 0)
        self.previewed.emit(p)

    def _preview_failed(self, path: str, e: BaseException) -> None:
        if path != self.path:
            return
        self._set_error(self.preview_label, e)
        self.previewed.emit(e)

    def _set_error(self, label: QLabel, e: BaseException | None) -> None:
        from . import theme
        label.setStyleSheet("" if e is None else f"color: {theme.color('danger')}")
        if e is not None:
            label.setText(f"This cannot be imported: {e}" if isinstance(
                e, (EngramError, MemoryStoreError, OSError, ValueError)) else str(e))

    # ------------------------------------------------------------ importing
    def start_import(self) -> None:
        if not self.path or self.fmt is None or self.cancel is not None:
            return
        self.cancel = Cancel()
        self.relay = Relay(self)
        self.relay.progress.connect(self._progress)
        say = Throttle(lambda phase, done, total: self.relay.progress.emit(
            phase, done / total if total else -1.0), final=lambda p, d, t: d >= t)
        for b, on in ((self.import_button, False), (self.file_button, False),
                      (self.folder_button, False), (self.stop_button, True),
                      (self.close_button, False)):
            b.setEnabled(on)
        self.bar.setValue(0)
        self.bar.show()
        self.phase.setText("Starting…")
        self.ctx.db.submit(self.ctx.session.data.import_chats, self.path, self.fmt, progress=say,
                           cancel=self.cancel, on_done=self._done, on_error=self._failed)

    def _progress(self, phase: str, frac: float) -> None:
        self.phase.setText(PHASES.get(phase, phase) + "…")
        if frac < 0:
            self.bar.setRange(0, 0)
        else:
            self.bar.setRange(0, 1000)
            self.bar.setValue(int(frac * 1000))

    def stop(self) -> None:
        if self.cancel is not None:
            self.cancel.set()
            self.phase.setText("Stopping…")
            self.stop_button.setEnabled(False)

    def _finish(self) -> None:
        self.cancel = None
        self.bar.hide()
        self.phase.setText("")
        for b in (self.file_button, self.folder_button, self.close_button):
            b.setEnabled(True)
        self.stop_button.setEnabled(False)

    def _done(self, r: dict) -> None:
        self._finish()
        self._set_error(self.result_label, None)
        self.result_label.setText(describe_result(r))
        self.ctx.conversations_changed.emit()
        self.ctx.memory_changed.emit()
        self.imported.emit(r)

    def _failed(self, e: BaseException) -> None:
        self._finish()
        if isinstance(e, ImportCancelled):   # the user's own choice: said plainly, not an error
            self._set_error(self.result_label, None)
            self.result_label.setText("Stopped. Nothing from this file was imported.")
            self.import_button.setEnabled(True)
        else:
            self._set_error(self.result_label, e)
        self.imported.emit(e)

    def closeEvent(self, e):  # noqa: N802 - Qt override
        if self.cancel is not None:   # importing: Stop first, the dialog closes when it ends
            self.stop()
            e.ignore()
            return
        super().closeEvent(e)

    def done(self, r: int) -> None:  # noqa: D102 - Esc / Close while importing: stop first
        if self.cancel is not None:
            self.stop()
            return
        self.lane.shutdown(wait=False)
        super().done(r)
