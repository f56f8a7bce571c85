"""The left column: new chat, temporary chat, search across conversations, the list of chats."""
from __future__ import annotations

import datetime as dt

from .. import theme
from .delete_dialog import DeleteConversationDialog
from ..qt import (QAbstractItemView, QDialog, QFrame,
                  QHBoxLayout, QLabel, QListWidget,
                  QListWidgetItem, QMenu, QPushButton, Qt, QToolButton, QVBoxLayout, Signal)

ROLE_CID = Qt.ItemDataRole.UserRole
ROLE_HIT = Qt.ItemDataRole.UserRole + 1


class Sidebar(QFrame):
    new_chat = Signal()
    temporary_chat = Signal()
    selected = Signal(str)
    rename = Signal(str, str)
    export = Signal(str)
    delete = Signal(str, bool, list)  # chat id, forget, pinned refs ticked to delete too
    search = Signal(str)
    hit_activated = Signal(object)
    open_inspector = Signal()
    open_settings = Signal()
    import_chats = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("sidebar")
        self.setMinimumWidth(200)
        self.setMaximumWidth(520)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 14, 12, 10)
        lay.setSpacing(8)
        brand = QHBoxLayout()
        logo = QLabel()
        logo.setPixmap(theme.logo_pixmap(28))
        brand.addWidget(logo)
        name = QLabel("Engram")
        name.setObjectName("brand")
        brand.addWidget(name)
        brand.addStretch(1)
        lay.addLayout(brand)

        row = QHBoxLayout()
        self.new_button = theme.tinted(QPushButton("  New chat"), "plus", "on_accent", 16)
        self.new_button.setObjectName("newChat")
        self.new_button.setToolTip("New chat (Ctrl+N)")
        self.new_button.setAccessibleName("New chat")
        self.new_button.clicked.connect(self.new_chat)
        row.addWidget(self.new_button, 1)
        self.temp_button = QToolButton()
        theme.tinted(self.temp_button, "temporary", "text", 18)
        self.temp_button.setToolTip("Temporary chat: nothing from it is remembered or saved")
        self.temp_button.setAccessibleName("Temporary chat")
        self.temp_button.clicked.connect(self.temporary_chat)
        row.addWidget(self.temp_button)
        lay.addLayout(row)

        self.search_box = theme.search_field("Search chats and memory (Ctrl+K)",
                                             "Search conversations")
        self.search_box.textChanged.connect(self._filter)
        self.search_box.returnPressed.connect(lambda: self.search.emit(self.search_box.text()))
        lay.addWidget(self.search_box)

        head = QHBoxLayout()
        label = QLabel("CHATS")
        label.setObjectName("sectionLabel")
        head.addWidget(label)
        head.addStretch(1)
        self.import_button = QToolButton()
        self.import_button.setObjectName("importChats")
        theme.tinted(self.import_button, "import", "muted", 16)
        self.import_button.setToolTip("Import chats from another assistant…")
        self.import_button.setAccessibleName("Import chats from another assistant")
        self.import_button.clicked.connect(self.import_chats)
        head.addWidget(self.import_button)
        lay.addLayout(head)
        self.list = QListWidget()
        self.list.setObjectName("conversations")
        self.list.setAccessibleName("Conversations")
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._menu)
        self.list.itemActivated.connect(self._activated)
        self.list.itemClicked.connect(self._activated)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        lay.addWidget(self.list, 3)

        self.hits_label = QLabel("FOUND IN MEMORY")
        self.hits_label.setObjectName("sectionLabel")
        self.hits = QListWidget()
        self.hits.setObjectName("conversations")
        self.hits.setAccessibleName("Search results")
        self.hits.setWordWrap(True)
        self.hits.itemActivated.connect(lambda it: self.hit_activated.emit(it.data(ROLE_HIT)))
        self.hits.itemClicked.connect(lambda it: self.hit_activated.emit(it.data(ROLE_HIT)))
        lay.addWidget(self.hits_label)
        lay.addWidget(self.hits, 2)
        self.show_hits(None)

        foot = QHBoxLayout()
        self.memory_button = theme.tinted(QPushButton(" Memory"), "memory", "text", 16)
        self.memory_button.setToolTip("Memory inspector (Ctrl+M)")
        self.memory_button.setAccessibleName("Open the memory inspector")
        self.memory_button.clicked.connect(self.open_inspector)
        self.settings_button = theme.tinted(QPushButton(" Settings"), "settings", "text", 16)
        self.settings_button.setAccessibleName("Open settings")
        self.settings_button.clicked.connect(self.open_settings)
        foot.addWidget(self.memory_button)
        foot.addWidget(self.settings_button)
        lay.addLayout(foot)
        self._titles: dict[str, str] = {}
        # (cid, forget, on_done(dict)): the main window's way to ask the session for a preview
        self.preview_delete = None
        theme.on_change(self._retint)

    def _retint(self) -> None:
        for i in range(self.list.count()):
            self.list.item(i).setIcon(theme.icon("chat", "muted", 16))

    # --- conversations
    def title_of(self, cid: str, default: str = "") -> str:
        """The listed title of chat `cid` (`default` when it is not listed)."""
        return self._titles.get(cid, default)

    def set_conversations(self, convs, current: str | None) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        self._titles = {}
        for c in convs:
            title = c.title or "New chat"
            self._titles[c.id] = title
            it = QListWidgetItem(theme.icon("chat", "muted", 16), title)
            it.setData(ROLE_CID, c.id)
            it.setToolTip(f"{title}\n{dt.datetime.fromtimestamp(c.updated):%d %b %Y %H:%M}")
            self.list.addItem(it)
            if c.id == current:
                it.setSelected(True)
                self.list.setCurrentItem(it)
        self.list.blockSignals(False)
        self._filter(self.search_box.text())

    def _filter(self, text: str) -> None:
        t = text.lower().strip()
        for i in range(self.list.count()):
            it = self.list.item(i)
            it.setHidden(bool(t) and t not in it.text().lower())
        if not t:
            self.show_hits(None)

    def _activated(self, it: QListWidgetItem) -> None:
        self.selected.emit(it.data(ROLE_CID))

    def _menu(self, pos) -> None:
        it = self.list.itemAt(pos)
        if it is None:
            return
        cid = it.data(ROLE_CID)
        m = QMenu(self)
        m.addAction(theme.icon("edit"), "Rename…", lambda: self.ask_rename(cid))
        m.addAction(theme.icon("export"), "Export as Markdown…", lambda: self.export.emit(cid))
        m.addAction(theme.icon("trash", "danger"), "Delete…", lambda: self.ask_delete(cid))
        m.exec(self.list.mapToGlobal(pos))

    def ask_rename(self, cid: str) -> None:
        from ..qt import QtWidgets
        title, ok = QtWidgets.QInputDialog.getText(self, "Rename chat", "Title:",
                                                   text=self._titles.get(cid, ""))
        if ok and title.strip():
            self.rename.emit(cid, title.strip())

    def ask_delete(self, cid: str) -> None:
        preview = None
        if self.preview_delete is not None:
            preview = lambda forget, done: self.preview_delete(cid, forget, done)  # noqa: E731
        d = DeleteConversationDialog(self._titles.get(cid, ""), self, preview)
        if d.exec() == QDialog.DialogCode.Accepted:
            self.delete.emit(cid, d.forget.isChecked(), d.included_pinned())

    # --- memory search results
    def show_hits(self, items) -> None:
        self.hits.clear()
        visible = items is not None
        self.hits_label.setVisible(visible)
        self.hits.setVisible(visible)
        if not visible:
            return
        if not items:
            it = QListWidgetItem("Nothing found")
            it.setFlags(Qt.ItemFlag.NoItemFlags)
            self.hits.addItem(it)
        for h in items:
            text = h.text.replace("\n", " ")
            chat = self._titles.get(getattr(h, "conversation_id", None) or "")
            if chat and getattr(h, "item_type", "") == "page":  # opens in that chat
                text = f"{chat} · {text}"
            it = QListWidgetItem(text[:120] + ("…" if len(text) > 120 else ""))
            it.setData(ROLE_HIT, h)
            it.setToolTip(h.text[:600])
            self.hits.addItem(it)
