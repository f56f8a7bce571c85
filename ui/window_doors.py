"""The main window's other doors: later launches, files, Markdown export, zoom, its place.

A mixin of MainWindow (kept apart so the window module stays about chatting): a second
`engram` launch arrives here as a request (ui.single_instance) and raises the window; `engram
gui FILE` puts a file's text in the message box; a chat is exported as Markdown on the
database lane; Ctrl+= / Ctrl+- scale every text size (ui.theme.set_zoom); closing the window
saves its geometry, splitter, zoom and last chat (ui.window_state); chats from another
assistant come in through ui.import_dialog.
"""
from __future__ import annotations

from . import theme
from .errors import show_error


class WindowDoors:
    def export_chat(self, cid: str | None = None, path: str | None = None) -> None:
        """Save a chat as Markdown (asks where unless `path` is given)."""
        cid = cid or (None if self.temporary else self.cid)
        if cid is None or self.ctx.session is None:
            self.statusBar().showMessage("Open a saved chat to export it", 3000)
            return
        if path is None:
            from .qt import QFileDialog
            title = self.sidebar.title_of(cid, "chat")
            name = "".join(ch if ch.isalnum() or ch in " -_" else "_" for ch in title)[:60]
            path, _ = QFileDialog.getSaveFileName(self, "Export chat as Markdown",
                                                  f"{name.strip() or 'chat'}.md",
                                                  "Markdown (*.md)")
            if not path:
                return
        from app import chat_export
        self.ctx.db.submit(chat_export.export, self.ctx.session, cid, path,
                           on_done=lambda p: self.statusBar().showMessage(
                               f"Chat saved to {p}", 5000))

    def show_import(self, path: str | None = None):
        """The "Import chats from another assistant" dialog (a fresh one each time)."""
        if self.ctx.session is None:
            return None
        from .import_dialog import ImportDialog
        dlg = ImportDialog(self.ctx, self)
        dlg.show()
        if path:
            dlg.choose(path)
        return dlg

    def set_zoom(self, factor: float) -> None:
        from .qt import QApplication
        self.zoom = theme.set_zoom(QApplication.instance(), factor)
        self.statusBar().showMessage(f"Text size {self.zoom:.0%}", 1500)

    def handle_request(self, msg: dict) -> None:
        """A later `engram` launch asked this window to come forward (and maybe act)."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        cmd = msg.get("cmd")
        if cmd == "new-chat":
            self.new_chat(False)
        elif cmd == "open" and isinstance(msg.get("path"), str):
            self.open_file(msg["path"])
        self.request_handled.emit(msg)

    def open_file(self, path: str) -> None:
        """Put a text file's contents in the message box (`engram gui FILE`)."""
        from pathlib import Path
        try:
            p = Path(path)
            if p.stat().st_size > 1 << 20:
                raise OSError(f"{p.name} is larger than 1 MB; paste the part you need")
            text = p.read_text(encoding="utf-8", errors="replace")
        except OSError as e:
            show_error(self, e)
            return
        self.chat.composer.set_text(text)
        self.chat.composer.edit.setFocus()

    def save_state(self) -> None:
        from . import window_state
        window_state.save(window_state.capture(self))

