"""The settings dialog, generated from `app.config.FIELDS` (defaults, bounds, descriptions).

Every numeric setting gets a spin box bounded by its field's lo/hi and a tooltip with its
one-line description (ui/settings/fields.py), so the dialog cannot drift from the typed
settings. The AI tools (MCP) tab is ui/settings/mcp_section.py. Special cases are few: the model file (picker + GGUF check with a clear message), the slot cap (shown in MiB),
the theme (applied at once), the key (rekey with progress) and the data folder (moved with
progress: the model lane is held for the move, so no chat turn runs while the DB lane copies,
verifies and reopens the database; the model is reloaded afterwards).
"""
from __future__ import annotations

from app import config, keys
from app.services import check_gguf

from .. import theme
from ..errors import show_error
from ..inspector.dialogs import ProgressDialog
from ..qt import (QCheckBox, QComboBox, QDesktopServices, QDialog, QDialogButtonBox,
                  QFileDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QMessageBox,
                  QPlainTextEdit, QPushButton, QScrollArea, QTabWidget, QUrl, QVBoxLayout,
                  QWidget, Signal)
from .fields import ADVANCED_HELP, GROUPS, MIB, MIB_FIELDS, add_fields
from .mcp_section import McpSection

class SettingsDialog(QDialog):
    data_moved = Signal(object)  # MoveResult, or the exception (tests wait on it)

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("settingsDialog")
        self.setWindowTitle("Settings")
        self.resize(640, 620)
        self.editors: dict[str, QWidget] = {}
        lay = QVBoxLayout(self)
        self.tabs = QTabWidget()
        lay.addWidget(self.tabs, 1)

        model_tab = QWidget()
        form = QFormLayout(model_tab)
        row = QHBoxLayout()
        self.model_path = QLineEdit()
        self.model_path.setPlaceholderText("Bundled: SmolLM2-135M-Instruct (Q4_1)")
        self.model_path.setAccessibleName("Model file")
        self.model_path.setMinimumWidth(260)
        self.model_path.setToolTip(config.describe("model_path"))
        browse = theme.tinted(QPushButton(" Browse…"), "folder")
        browse.setAccessibleName("Choose a GGUF model file")
        browse.clicked.connect(self._browse)
        bundled = QPushButton("Use bundled")
        bundled.clicked.connect(lambda: self.model_path.setText(""))
        row.addWidget(self.model_path, 1)
        row.addWidget(browse)
        row.addWidget(bundled)
        form.addRow("Model file", row)
        self.model_error = QLabel("")
        self.model_error.setObjectName("modelError")
        self.model_error.setWordWrap(True)
        self.model_error.setStyleSheet(f"color: {theme.color('danger')}")
        self.model_error.hide()
        form.addRow("", self.model_error)
        add_fields(form, GROUPS["Model"], self.editors)
        self.system_prompt = QPlainTextEdit()
        self.system_prompt.setObjectName("systemPrompt")
        self.system_prompt.setAccessibleName("Instructions for the assistant")
        self.system_prompt.setPlaceholderText("For example: You are a concise assistant. Answer "
                                              "in British English and say when you are unsure.")
        self.system_prompt.setToolTip(config.describe("system_prompt"))
        self.system_prompt.setMaximumHeight(110)
        persona = QLabel("Instructions for the assistant (persona): used in every chat. "
                         "Kept in the saved context, so they cost no time per reply.")
        persona.setWordWrap(True)
        persona.setFixedWidth(330)
        form.addRow(persona, self.system_prompt)
        self.tabs.addTab(model_tab, "Model")

        mem = QWidget()
        mlay = QVBoxLayout(mem)
        mform = QFormLayout()
        mlay.addLayout(mform)
        add_fields(mform, GROUPS["Memory"], self.editors)
        self.advanced_toggle = QPushButton("Advanced memory tuning ▸")
        self.advanced_toggle.setObjectName("disclosure")
        self.advanced_toggle.setCheckable(True)
        self.advanced_toggle.setAccessibleName("Show advanced memory tuning")
        mlay.addWidget(self.advanced_toggle)
        self.advanced = QWidget()
        alay = QVBoxLayout(self.advanced)
        alay.setContentsMargins(0, 0, 0, 0)
        help_ = QLabel(ADVANCED_HELP)
        help_.setWordWrap(True)
        help_.setObjectName("emptyHint")
        alay.addWidget(help_)
        aform = QFormLayout()
        alay.addLayout(aform)
        add_fields(aform, GROUPS["Advanced"], self.editors)
        self.advanced.hide()
        self.advanced_toggle.toggled.connect(self._show_advanced)
        mlay.addWidget(self.advanced)
        mlay.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(mem)
        self.tabs.addTab(scroll, "Memory")

        look = QWidget()
        lform = QFormLayout(look)
        self.theme_box = QComboBox()
        self.theme_box.setAccessibleName("Theme")
        for v, label in (("system", "Follow the system"), ("light", "Light"), ("dark", "Dark")):
            self.theme_box.addItem(label, v)
        lform.addRow("Theme", self.theme_box)
        self.tabs.addTab(look, "Appearance")

        self.mcp = McpSection(ctx)
        mcp_scroll = QScrollArea()
        mcp_scroll.setWidgetResizable(True)
        mcp_scroll.setWidget(self.mcp)
        self.tabs.addTab(mcp_scroll, "AI tools (MCP)")

        sec = QWidget()
        sform = QVBoxLayout(sec)
        self.key_label = QLabel("")
        self.key_label.setWordWrap(True)
        sform.addWidget(self.key_label)
        prow = QHBoxLayout()
        self.new_phrase = QLineEdit()
        self.new_phrase.setEchoMode(QLineEdit.EchoMode.Password)
        self.new_phrase.setPlaceholderText(f"New passphrase (at least {keys.MIN_PASSPHRASE} characters)")
        self.new_phrase.setAccessibleName("New passphrase")
        self.new_phrase2 = QLineEdit()
        self.new_phrase2.setEchoMode(QLineEdit.EchoMode.Password)
        self.new_phrase2.setPlaceholderText("Repeat")
        self.new_phrase2.setAccessibleName("Repeat new passphrase")
        prow.addWidget(self.new_phrase, 2)
        prow.addWidget(self.new_phrase2, 1)
        sform.addLayout(prow)
        brow = QHBoxLayout()
        change = theme.tinted(QPushButton(" Change passphrase"), "lock")
        change.setAccessibleName("Change passphrase")
        change.clicked.connect(lambda: self._rekey(passphrase=True))
        newkey = QPushButton("Use a new random key in the keyring")
        newkey.setEnabled(keys.keyring_backend()[1])
        newkey.clicked.connect(lambda: self._rekey(passphrase=False))
        brow.addWidget(change)
        brow.addWidget(newkey)
        brow.addStretch(1)
        sform.addLayout(brow)
        sform.addSpacing(12)
        self.data_label = QLabel("")
        self.data_label.setWordWrap(True)
        self.data_label.setTextInteractionFlags(self.data_label.textInteractionFlags()
                                                | self.data_label.textInteractionFlags().TextSelectableByMouse)
        sform.addWidget(self.data_label)
        drow = QHBoxLayout()
        open_dir = theme.tinted(QPushButton(" Open data folder"), "folder")
        open_dir.clicked.connect(lambda: QDesktopServices.openUrl(
            QUrl.fromLocalFile(str(config.paths().data_dir))))
        move_dir = QPushButton("Move data folder…")
        move_dir.setAccessibleName("Move the data folder")
        move_dir.clicked.connect(self._choose_data_dir)
        drow.addWidget(open_dir)
        drow.addWidget(move_dir)
        drow.addStretch(1)
        sform.addLayout(drow)
        sform.addStretch(1)
        self.tabs.addTab(sec, "Privacy && data")

        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                              | QDialogButtonBox.StandardButton.Cancel
                              | QDialogButtonBox.StandardButton.RestoreDefaults)
        bb.accepted.connect(self.save)
        bb.rejected.connect(self.reject)
        bb.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            lambda: self.load(config.Settings(), keep_model=True))
        lay.addWidget(bb)

    def _show_advanced(self, on: bool) -> None:
        self.advanced.setVisible(on)
        self.advanced_toggle.setText("Advanced memory tuning " + ("▾" if on else "▸"))

    def load(self, s: config.Settings, keep_model: bool = False) -> None:
        if not keep_model:
            self.model_path.setText(s.model_path)
        self.model_error.hide()
        for name, w in self.editors.items():
            v = getattr(s, name)
            if name in MIB_FIELDS:
                w.setValue(int(v // MIB))
            elif isinstance(w, QCheckBox):
                w.setChecked(bool(v))
            else:
                w.setValue(v)
        self.theme_box.setCurrentIndex(max(0, self.theme_box.findData(s.theme)))
        self.system_prompt.setPlainText(getattr(s, "system_prompt", ""))
        self.mcp.load(s.mcp_write_clients)
        session = self.ctx.session
        origin = {"keyring": "a random 256-bit key kept in your system keyring",
                  "env": "the passphrase in ENGRAM_PASSPHRASE",
                  "prompt": "your passphrase"}.get(session.key_origin if session else "", "—")
        self.key_label.setText(f"Your memory database is encrypted (SQLCipher 4, AES-256) with "
                               f"{origin}. Changing it re-encrypts every page of the file.")
        p = config.paths()
        self.data_label.setText(f"Data folder: {p.data_dir}\nSettings: {p.settings_file}\n"
                                "Moving the data folder copies the encrypted database, checks "
                                "that the copy opens, and only then deletes the old files.")

    def values(self) -> config.Settings:
        base = self.ctx.session.settings if self.ctx.session else config.Settings()
        changes = {"model_path": self.model_path.text().strip(),
                   "theme": self.theme_box.currentData(),
                   "system_prompt": self.system_prompt.toPlainText().strip(),
                   "mcp_write_clients": self.mcp.value()}
        for name, w in self.editors.items():
            if name in MIB_FIELDS:
                changes[name] = int(w.value()) * MIB
            elif isinstance(w, QCheckBox):
                changes[name] = w.isChecked()
            else:
                changes[name] = type(getattr(base, name))(w.value())
        return base.replace(**changes)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Choose a GGUF chat model", "",
                                              "GGUF models (*.gguf);;All files (*)")
        if path:
            self.model_path.setText(path)
            self.check_model()

    def check_model(self) -> bool:
        path = self.model_path.text().strip()
        if not path:
            self.model_error.hide()
            return True
        try:
            check_gguf(path)
        except Exception as e:  # noqa: BLE001 - shown next to the field
            self.model_error.setText(str(e))
            self.model_error.show()
            return False
        self.model_error.hide()
        return True

    def save(self) -> None:
        if not self.check_model():
            self.tabs.setCurrentIndex(0)
            return
        try:
            new = self.values()
        except Exception as e:  # noqa: BLE001
            show_error(self, e)
            return
        from ..qt import QApplication
        theme.apply(QApplication.instance(), new.theme)
        s = self.ctx.session

        def saved(reload_model: bool):
            self.ctx.settings_changed.emit(new)
            if reload_model:
                win = self.parent()
                if win is not None and hasattr(win, "set_busy_status"):
                    win.set_busy_status("Loading model…")
                self.ctx.model.submit(s.load_model, on_done=self.ctx.model_ready.emit)
            self.accept()
        self.ctx.db.submit(s.save_settings, new, on_done=saved)

    def _rekey(self, passphrase: bool) -> None:
        phrase = None
        if passphrase:
            phrase = self.new_phrase.text()
            if phrase != self.new_phrase2.text():
                show_error(self, keys.WeakPassphrase("the two passphrases differ"))
                return
        dlg = ProgressDialog.start("Re-encrypting memory", self)
        relay = dlg.relay

        def done(origin):
            dlg.close()
            self.new_phrase.clear()
            self.new_phrase2.clear()
            if self.ctx.session is not None:   # None: the app closed while the key changed
                self.load(self.ctx.session.settings, keep_model=True)

        def failed(e):
            dlg.close()
            show_error(self, e)
        self.ctx.db.submit(self.ctx.session.change_key, phrase, relay.progress.emit,
                           on_done=done, on_error=failed)

    # ------------------------------------------------------------ data folder
    def _choose_data_dir(self) -> None:
        current = str(config.paths().data_dir)
        path = QFileDialog.getExistingDirectory(self, "Choose a folder for your memory", current)
        if not path:
            return
        ok = QMessageBox.question(
            self, "Move your memory",
            f"Move your encrypted memory to\n{path}?\n\nEngram copies it, checks that the copy "
            "opens with your key, and only then deletes the old files. The model reloads "
            "afterwards.")
        if ok == QMessageBox.StandardButton.Yes:
            self.move_data_to(path)

    def move_data_to(self, path: str) -> None:
        """Move the data folder with a progress dialog; errors are shown, nothing is lost."""
        s = self.ctx.session
        win = self.parent()
        if win is not None and getattr(win, "cancel", None) is not None:
            win.stop()  # the move waits for the model lane, so an answer must not run on
        dlg = ProgressDialog.start("Moving your memory", self)

        def move():  # on the model lane: no turn can start; the DB lane owns the store
            return self.ctx.db.call(s.move_data, path, dlg.say)

        def reload_model():
            if s.assistant is None:
                if win is not None and hasattr(win, "set_busy_status"):
                    win.set_busy_status("Loading model…")
                self.ctx.model.submit(s.load_model, on_done=self.ctx.model_ready.emit)
            self.ctx.conversations_changed.emit()
            self.ctx.memory_changed.emit()

        def done(result):
            dlg.close()
            self.load(s.settings, keep_model=True)
            reload_model()
            if result.left_behind:
                show_error(self, OSError("moved, but these old files could not be removed: "
                                         + ", ".join(result.left_behind)))
            self.data_moved.emit(result)

        def failed(e):
            dlg.close()
            show_error(self, e)
            reload_model()
            self.data_moved.emit(e)
        self.ctx.model.submit(move, on_done=done, on_error=failed)
