"""The main window: sidebar + chat view + status bar, wired to the session through the lanes.

A turn is ui/turns.py (a mixin, like the replace actions and the window doors); when it
ends, `memory_changed` tells any open inspector to refresh.
"""
from __future__ import annotations

import logging


from . import theme
from .chat.facts import FactLines
from .chat.sidebar import Sidebar
from .chat.view import ChatView
from .context import AppContext
from .qt import QKeySequence, QMainWindow, QPushButton, QShortcut, QSplitter, Qt, QTimer, Signal
from .replace_actions import ReplaceActions
from .status import StatusLine
from .turns import Turns
from .window_doors import WindowDoors
from .workers import Cancel, Relay

log = logging.getLogger(__name__)


class MainWindow(WindowDoors, ReplaceActions, Turns, QMainWindow):
    turn_finished = Signal(object)  # TurnResult, or the exception (tests and self-test wait on it)
    request_handled = Signal(dict)  # a later launch's request was acted on (see single_instance)

    def __init__(self, ctx: AppContext):
        super().__init__()
        self.ctx = ctx
        self.setWindowTitle("Engram")
        self.setWindowIcon(theme.icon("logo", "text", 64))
        self.resize(1200, 780)
        self.cid: str | None = None
        self.temporary = False
        self.cancel: Cancel | None = None
        self.relay: Relay | None = None
        self.current_answer = None
        self.pending: list[str] = []
        self.replace_page: int | None = None  # page of an exchange being edited
        self.inspector = None
        self.settings_dialog = None
        self.model_info = None

        self.zoom = 1.0
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.setHandleWidth(1)
        self.splitter.setChildrenCollapsible(False)
        self.sidebar = Sidebar()
        self.chat = ChatView()
        self.splitter.addWidget(self.sidebar)
        self.splitter.addWidget(self.chat)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([264, 936])
        self.setCentralWidget(self.splitter)
        self._status_bar()
        from . import window_state
        self._saved_state = window_state.load()
        self.last_chat = self._saved_state.get("last_chat")
        window_state.restore(self, self._saved_state)

        sb, cv = self.sidebar, self.chat
        sb.new_chat.connect(lambda: self.new_chat(False))
        sb.temporary_chat.connect(lambda: self.new_chat(True))
        sb.selected.connect(self.open_conversation)
        sb.rename.connect(self.rename_conversation)
        sb.delete.connect(self.delete_conversation)
        sb.export.connect(self.export_chat)
        sb.preview_delete = self._preview_delete
        sb.search.connect(self.search)
        sb.hit_activated.connect(self._hit)
        sb.open_inspector.connect(self.show_inspector)
        sb.open_settings.connect(self.show_settings)
        cv.send.connect(self.send)
        cv.stop.connect(self.stop)
        cv.regenerate.connect(self.regenerate)
        cv.edit_last.connect(self.edit_last)
        cv.undo.connect(self.undo_replace)
        cv.open_item.connect(self.open_item)
        self.facts = FactLines(ctx, cv, self)   # "Remembered: …" lines under answers
        ctx.conversations_changed.connect(self.refresh_conversations)
        ctx.model_ready.connect(self._model_ready)

        for keys, slot, name in (("Ctrl+N", lambda: self.new_chat(False), "New chat"),
                                 ("Ctrl+Shift+N", lambda: self.new_chat(True), "Temporary chat"),
                                 ("Ctrl+K", self.focus_search, "Search"),
                                 ("Ctrl+M", self.show_inspector, "Memory inspector"),
                                 ("Ctrl+,", self.show_settings, "Settings"),
                                 ("Ctrl+Shift+M", self.show_models, "Models"),
                                 ("Esc", self.stop, "Stop"),
                                 ("Ctrl+L", lambda: self.chat.composer.edit.setFocus(), "Message box"),
                                 ("Ctrl+=", lambda: self.set_zoom(self.zoom + 0.1), "Larger text"),
                                 ("Ctrl++", lambda: self.set_zoom(self.zoom + 0.1), "Larger text"),
                                 ("Ctrl+-", lambda: self.set_zoom(self.zoom - 0.1), "Smaller text"),
                                 ("Ctrl+0", lambda: self.set_zoom(1.0), "Text size 100%"),
                                 ("Ctrl+Shift+S", self.export_chat, "Export chat")):
            sc = QShortcut(QKeySequence(keys), self, slot)
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
        self.chat.composer.edit.setFocus()

    # ------------------------------------------------------------ status bar
    def _status_bar(self) -> None:
        self.status = StatusLine(self.statusBar())
        st = self.status
        self.model_label, self.ctx_label, self.progress = st.model_label, st.ctx_label, st.progress
        self.ttft_label, self.speed_label, self.slot_label = (st.ttft_label, st.speed_label,
                                                              st.slot_label)
        models = QPushButton("Models…")
        models.setObjectName("modelsButton")
        models.setToolTip("Download a better model, use one you have, or connect to a server")
        models.clicked.connect(self.show_models)
        self.statusBar().insertWidget(2, models)

    def set_busy_status(self, text: str | None, *, bar: bool = True) -> None:
        """Show `text` with an indeterminate indicator (or, bar=False, without one); None
        hides the indicator and shows the model's name again."""
        self.status.busy(text, bar=bar)

    def show_prefill(self, done: int, total: int) -> None:
        """Determinate progress while the prompt is evaluated (tokens done / to do)."""
        self.status.prefill(done, total)

    def _model_ready(self, info) -> None:
        self.model_info = self.status.model_info = info
        self.set_busy_status(None)
        self.ctx_label.setText(f"ctx {info.n_ctx}")
        self.model_label.setToolTip(info.path or "bundled model")
        if self.pending:
            queued, self.pending = self.pending, []
            for text in queued:
                self._start_turn(text, show_user=False)

    def show_stats(self, result) -> str:
        return self.status.stats(result)

    # ------------------------------------------------------------ conversations
    def refresh_conversations(self) -> None:
        if self.ctx.session is None:
            return
        def show(cs):
            self._last_conversations = cs
            reopen, self.last_chat = self.last_chat, None
            if reopen and self.cid is None and any(c.id == reopen for c in cs):
                self.open_conversation(reopen)  # where the user left off
            self.sidebar.set_conversations(cs, self.cid)
            if self.cid and not self.temporary:
                title = next((c.title for c in cs if c.id == self.cid), None)
                if title is not None:
                    self.chat.set_title(title)
        self.ctx.db.submit(self.ctx.session.chat.conversations, on_done=show)

    def _leave_temporary(self) -> None:
        if self.temporary and self.cid and self.ctx.session is not None:
            self.ctx.model.submit(self.ctx.session.chat.end_temporary, self.cid)

    def new_chat(self, temporary: bool = False) -> None:
        if self.cancel is not None:
            self.stop()
        self._leave_temporary()
        self.cid = None
        self.temporary = temporary
        self.replace_page = None
        self.chat.clear()
        self.chat.set_title("Temporary chat" if temporary else "New chat", temporary)
        self.sidebar.list.clearSelection()
        self.chat.composer.edit.setFocus()

    def open_conversation(self, cid: str, focus_page: int | None = None) -> None:
        if self.ctx.session is None:
            return
        if cid == self.cid and not self.temporary:
            if focus_page is not None:
                self.chat.focus_page(focus_page)
            return
        if self.cancel is not None:
            self.stop()
        s = self.ctx.session

        def load():
            title = next((c.title for c in s.chat.conversations() if c.id == cid), "")
            pages = s.chat.conversation_pages(cid)
            ctxs = {}
            for p in pages:
                pid = int(p["id"][1:])
                try:
                    ctxs[pid] = s.chat.answer_context(pid)
                except Exception:  # noqa: BLE001 - history shows without its strip
                    ctxs[pid] = []
            return title, pages, ctxs

        def show(result):
            title, pages, ctxs = result
            self._leave_temporary()
            self.cid, self.temporary = cid, False
            self.replace_page = None
            self.chat.clear()
            self.chat.set_title(title)
            for p in pages:
                pid = int(p["id"][1:])
                self.chat.add_user(p["user_text"])
                m = self.chat.add_assistant(p["assistant_text"])
                m.set_context(ctxs.get(pid, []), pid)
                m.finish()
            self.chat.finished_turn()
            if focus_page is not None:
                QTimer.singleShot(0, lambda: self.chat.focus_page(focus_page))
        self.ctx.db.submit(load, on_done=show)

    def rename_conversation(self, cid: str, title: str) -> None:
        def done(_):
            if cid == self.cid:
                self.chat.set_title(title)
            self.refresh_conversations()
        self.ctx.db.submit(self.ctx.session.chat.rename_conversation, cid, title, on_done=done)

    def delete_conversation(self, cid: str, forget: bool, include_pinned=()) -> None:
        def done(_):
            if cid == self.cid:
                self.new_chat(False)
            self.refresh_conversations()
            self.ctx.memory_changed.emit()
        self.ctx.db.submit(self.ctx.session.memory.delete_conversation, cid, forget,
                           list(include_pinned), on_done=done)

    def _preview_delete(self, cid: str, forget: bool, on_done) -> None:
        if self.ctx.session is not None:
            self.ctx.db.submit(self.ctx.session.memory.preview_delete_conversation, cid, forget,
                               on_done=on_done)

    def focus_search(self) -> None:
        self.sidebar.search_box.setFocus()
        self.sidebar.search_box.selectAll()

    def search(self, query: str) -> None:
        if query.strip() and self.ctx.session is not None:
            self.ctx.db.submit(self.ctx.session.chat.search, query.strip(), 30,
                               on_done=self.sidebar.show_hits)

    def _hit(self, item) -> None:
        if item is None:
            return
        cid = getattr(item, "conversation_id", None)
        listed = {c.id for c in getattr(self, "_last_conversations", ())}
        if cid and cid in listed and item.item_type == "page":
            self.open_conversation(cid, focus_page=item.item_id)  # the message, in its chat
            return
        if cid and cid in listed:  # a chat deleted without forgetting is not reopened
            self.open_conversation(cid)
        self.open_item(item.item_type, item.item_id)

    # ------------------------------------------------------------ other windows
    def show_inspector(self):
        if self.ctx.session is None:
            return None
        if self.inspector is None:
            from .inspector.window import Inspector
            self.inspector = Inspector(self.ctx)
        self.inspector.show()
        self.inspector.raise_()
        self.inspector.activateWindow()
        return self.inspector

    def open_item(self, item_type: str, item_id: int) -> None:
        from memory.types import format_ref
        insp = self.show_inspector()
        if insp is not None:
            insp.open_ref(format_ref(item_type, item_id))

    def show_models(self):
        if self.ctx.session is None:
            return None
        from .models_page import ModelsDialog
        if getattr(self, "models_dialog", None) is None:
            self.models_dialog = ModelsDialog(self.ctx, self)
        else:
            self.models_dialog.refresh()
        self.models_dialog.show()
        self.models_dialog.raise_()
        return self.models_dialog

    def show_settings(self):
        if self.ctx.session is None:
            return None
        from .settings.dialog import SettingsDialog
        if self.settings_dialog is None:
            self.settings_dialog = SettingsDialog(self.ctx, self)
        self.settings_dialog.load(self.ctx.session.settings)
        self.settings_dialog.show()
        self.settings_dialog.raise_()
        return self.settings_dialog

    def closeEvent(self, e):  # noqa: N802 - Qt override
        self.save_state()
        if self.cancel is not None:
            self.cancel.set()
        if self.inspector is not None:
            self.inspector.close()
        super().closeEvent(e)
