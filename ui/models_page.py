"""The Models page: the active model, the catalog with fit hints and downloads, the models
already on this computer, and a remote server.

Design decisions:
- Downloads run on a lane of their own (never the model lane: a chat turn must not wait for a
  2 GB download); progress comes back through a relay signal, pause and cancel are flags the
  download checks between blocks. A finished download turns its row's button into "Use", so
  a catalog model is chatting one click after it arrives.
- "Use" saves the settings on the DB lane, then reloads the model on the model lane, as the
  settings dialog does. Memory is untouched by a switch.
- Connecting to a server lists its models first and says plainly where messages (and the
  memories given with them) will go, and whether that is this machine.
"""
from __future__ import annotations

from app import keys
from app.models import catalog, registry

from .errors import show_error
from .qt import (QComboBox, QDialog, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QObject,
                 QProgressBar, QPushButton, QTableWidget, QTableWidgetItem, QTabWidget,
                 QVBoxLayout, QWidget, Signal)
from .workers import Lane


# where a model comes from, in words (registry.KINDS)
WHERE = {"catalog": "downloaded", "bundled": "built in", "file": "a file you chose",
         "found": "found on this computer", "remote": "on a server"}


class _Relay(QObject):
    progress = Signal(object)       # app.models.download.Progress, from the download thread


def _size(n) -> str:
    return f"{n / 1e9:.2f} GB" if n else ""


def _table(name: str, headers: list[str], widths: dict[int, int],
           stretch: int = 2) -> QTableWidget:
    """A list of models: no row numbers, fixed column widths, column `stretch` takes the rest."""
    t = QTableWidget(0, len(headers))
    t.setObjectName(name)
    t.setHorizontalHeaderLabels(headers)
    t.verticalHeader().hide()
    for col, width in widths.items():
        t.setColumnWidth(col, width)
    t.horizontalHeader().setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return t


class ModelsDialog(QDialog):
    switched = Signal(object)       # the ModelChoice now in use (tests wait on it)
    downloaded = Signal(object)     # the path of a finished download, or the exception

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("modelsDialog")
        self.setWindowTitle("Models")
        self.resize(820, 520)
        self.lane = Lane("download", None, self)
        self.scan = Lane("model-scan", None, self)     # a running download does not block it
        self.relay = _Relay(self)
        self.relay.progress.connect(self._progress)
        self.download = None
        lay = QVBoxLayout(self)
        self.active = QLabel()
        self.active.setObjectName("activeModel")
        self.active.setWordWrap(True)
        lay.addWidget(self.active)
        self.tabs = QTabWidget()
        lay.addWidget(self.tabs, 1)
        self.tabs.addTab(self._catalog_tab(), "Catalog")
        self.tabs.addTab(self._local_tab(), "On this computer")
        self.tabs.addTab(self._server_tab(), "Server")
        self.refresh()

    # ------------------------------------------------------------ tabs
    def _catalog_tab(self) -> QWidget:
        w = QWidget()
        v = QVBoxLayout(w)
        hw = catalog.hardware()
        v.addWidget(QLabel(f"Models that fit this computer ({hw.line()}). Nothing is "
                           "downloaded until you ask."))
        self.catalog = _table("catalogTable", ["Model", "Size", "Fit", "Licence", ""],
                              {0: 210, 1: 80, 3: 110})
        v.addWidget(self.catalog, 1)
        other = QHBoxLayout()
        self.other = QLineEdit()
        self.other.setObjectName("otherModel")
        self.other.setPlaceholderText("Or another GGUF: REPO/FILE.gguf on Hugging Face, or a URL")
        get = QPushButton("Download")
        get.setObjectName("otherDownload")
        get.clicked.connect(lambda: self.start_download(self.other.text()))
        other.addWidget(self.other, 1)
        other.addWidget(get)
        v.addLayout(other)
        row = QHBoxLayout()
        self.bar = QProgressBar()
        self.bar.setObjectName("downloadProgress")
        self.speed = QLabel()
        self.pause_btn = QPushButton("Pause")
        self.cancel_btn = QPushButton("Cancel")
        self.pause_btn.clicked.connect(lambda: self.download and self.download.pause())
        self.cancel_btn.clicked.connect(lambda: self.download and self.download.cancel())
        for x in (self.bar, self.speed, self.pause_btn, self.cancel_btn):
            row.addWidget(x)
            x.setVisible(False)
        v.addLayout(row)
        return w

    def _local_tab(self) -> QWidget:
        w = QWidget()
        v = QVBoxLayout(w)
        v.addWidget(QLabel("GGUF models Engram has, and those LM Studio, Ollama, GPT4All, Jan "
                           "and the Hugging Face cache already downloaded (used in place)."))
        self.local = _table("localTable", ["Model", "Size", "Details", "From", ""],
                            {0: 300, 2: 220, 3: 130})
        v.addWidget(self.local, 1)
        return w

    def _server_tab(self) -> QWidget:
        w = QWidget()
        v = QVBoxLayout(w)
        v.addWidget(QLabel("Chat through an OpenAI-compatible server (llama.cpp's "
                           "llama-server, Ollama, LM Studio, vLLM) on this or another machine."))
        self.url = QLineEdit()
        self.url.setObjectName("serverUrl")
        self.url.setPlaceholderText("http://127.0.0.1:8080")
        self.api_key = QLineEdit()
        self.api_key.setEchoMode(QLineEdit.EchoMode.Password)
        self.api_key.setPlaceholderText("API key (optional; kept in the OS keyring)")
        connect = QPushButton("Connect")
        connect.setObjectName("serverConnect")
        connect.clicked.connect(self.connect_server)
        self.server_models = QComboBox()
        self.server_models.setObjectName("serverModels")
        self.server_models.setPlaceholderText("The server's models appear here after Connect")
        self.privacy = QLabel()
        self.privacy.setObjectName("serverPrivacy")
        self.privacy.setWordWrap(True)
        self.use_server = QPushButton("Use this server")
        self.use_server.setObjectName("serverUse")
        self.use_server.setEnabled(False)
        self.use_server.clicked.connect(self._use_server)
        for x in (self.url, self.api_key, connect, self.server_models, self.privacy,
                  self.use_server):
            v.addWidget(x)
        v.addStretch(1)
        return w

    # ------------------------------------------------------------ filling
    def refresh(self) -> None:
        s = self.ctx.session.settings
        paths = self.ctx.session.paths
        cur = registry.current(s, paths)
        self._current = cur
        where = WHERE.get(cur.kind, cur.kind)
        # the bundled model's name already says so ("... bundled)"): no "(bundled)" twice
        text = f"<b>Active model:</b> {cur.name}" + (
            f" <i>({where})</i>" if cur.kind not in ("bundled",) else "")
        if cur.kind == "remote":
            from app.models.remote import privacy_note
            text += f"<br>{privacy_note(cur.ref)}"
        elif cur.kind == "bundled":
            text += "<br>The tiny built-in model gives weak answers; a catalog model is better."
        self.active.setText(text)
        self._fill_catalog(paths)
        self.scan.submit(registry.available, s, paths, on_done=self._fill_local,
                         on_error=lambda e: show_error(self, e))

    def _fill_catalog(self, paths) -> None:
        hw = catalog.hardware()
        entries = catalog.load()
        self.catalog.setRowCount(len(entries))
        mdir = registry.models_dir(paths)
        for r, e in enumerate(entries):
            hint, why = catalog.fit(e, hw)
            cells = (e.name, _size(e.size_bytes), f"{hint}: {why}", e.license.split(" (")[0])
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(f"{e.notes}\n{e.repo}/{e.file}\nSources: " + "; ".join(e.sources))
                self.catalog.setItem(r, c, item)
            have = (mdir / e.file).exists()
            btn = QPushButton("Use" if have else "Download")
            btn.setObjectName(f"catalog-{e.id}")
            btn.clicked.connect(lambda _=False, e=e: self._catalog_action(e))
            self.catalog.setCellWidget(r, 4, btn)

    def _fill_local(self, choices) -> None:
        rows = [c for c in choices if c.kind != "remote"]
        self.local.setRowCount(len(rows))
        for r, c in enumerate(rows):
            where = c.detail if c.kind == "found" else WHERE.get(c.kind, c.kind)
            for col, text in enumerate((c.name, _size(c.size), c.facts, where)):
                item = QTableWidgetItem(text)
                item.setToolTip(c.ref)
                self.local.setItem(r, col, item)
            active = getattr(self, "_current", None)
            in_use = active is not None and active.kind != "remote" and active.ref == c.ref
            btn = QPushButton("In use" if in_use else "Use")
            btn.setEnabled(not in_use)
            btn.setObjectName(f"local-{r}")
            btn.clicked.connect(lambda _=False, c=c: self.use(c))
            self.local.setCellWidget(r, 4, btn)

    # ------------------------------------------------------------ actions
    def _catalog_action(self, e) -> None:
        path = registry.models_dir(self.ctx.session.paths) / e.file
        if path.exists():
            self.use(registry.ModelChoice("catalog", str(path), e.name, path.stat().st_size,
                                          e.id))
        else:
            self.start_download(e)

    def start_download(self, what) -> None:
        """Download a catalog entry, or what the user typed (REPO/FILE.gguf or a URL)."""
        from app.models.download import DownloadPaused, for_target

        if self.lane.busy:
            return
        try:
            d, e = for_target(what if isinstance(what, str) else what.id,
                              registry.models_dir(self.ctx.session.paths))
        except Exception as exc:  # noqa: BLE001 - a bad name is one clear line
            show_error(self, exc)
            return
        self.download = d
        name = e.name if e else d.filename
        for x in (self.bar, self.speed, self.pause_btn, self.cancel_btn):
            x.setVisible(True)
        self.bar.setRange(0, 0)
        self.speed.setText(f"Starting {name}…")

        def done(path):
            if e is None:
                self._fill_local_later()
                self.speed.setText(f"{name} is ready: use it from “On this computer”.")
            else:
                self.speed.setText(f"{name} is ready. Click Use to chat with it.")
            self._end_download()
            if self.ctx.session is not None:   # a download may end after the app closed
                self._fill_catalog(self.ctx.session.paths)
            self.downloaded.emit(path)

        def failed(exc):
            self._end_download()
            if isinstance(exc, DownloadPaused):
                self.speed.setText(f"Paused ({exc}); click Download to resume.")
            else:
                self.speed.setText("")
                show_error(self, exc)
            self.downloaded.emit(exc)
        self.lane.submit(d.run, self.relay.progress.emit, on_done=done, on_error=failed)

    def _fill_local_later(self) -> None:
        s = self.ctx.session
        self.scan.submit(registry.available, s.settings, s.paths, on_done=self._fill_local)

    def _end_download(self) -> None:
        for x in (self.bar, self.pause_btn, self.cancel_btn):
            x.setVisible(False)

    def _progress(self, p) -> None:
        if p.total:
            self.bar.setRange(0, 1000)
            self.bar.setValue(int(1000 * p.done / p.total))
        self.speed.setText(p.line())

    def connect_server(self) -> None:
        from app.models.remote import RemoteServer, base_url, privacy_note

        try:
            url = base_url(self.url.text() or self.url.placeholderText())
        except Exception as e:  # noqa: BLE001 - a bad address is one clear line
            show_error(self, e)
            return
        key = self.api_key.text() or keys.get_server_key(url)

        def listed(ids):
            self.server_models.clear()
            self.server_models.addItems(ids)
            self.server_models.setCurrentIndex(0 if ids else -1)   # the placeholder keeps -1
            self.privacy.setText(privacy_note(url))
            self.use_server.setEnabled(bool(ids))
            self._server = (url, self.api_key.text())
        self.scan.submit(lambda: RemoteServer(url, key).models(), on_done=listed,
                         on_error=lambda e: show_error(self, e))

    def _use_server(self) -> None:
        url, key = self._server
        if key and not keys.set_server_key(url, key):
            self.privacy.setText(self.privacy.text() + " (No keyring here: the key is not "
                                 "saved; it is asked for again next time.)")
        model = self.server_models.currentText()
        self.use(registry.ModelChoice("remote", url, model, detail=model))

    def use(self, choice) -> None:
        """Switch to `choice`: save settings, reload the model; memory stays as it is."""
        s = self.ctx.session
        new = registry.choose(s.settings, choice)

        def saved(_reload):
            self.ctx.settings_changed.emit(new)
            win = self.parent()
            if win is not None and hasattr(win, "set_busy_status"):
                win.set_busy_status("Loading model…")

            def loaded(info):
                self.ctx.model_ready.emit(info)
                self.refresh()
                self.switched.emit(choice)
                self._back_to_chat()
            self.ctx.model.submit(s.load_model, on_done=loaded,
                                  on_error=lambda e: show_error(self, e))
        self.ctx.db.submit(s.save_settings, new, on_done=saved)

    def _back_to_chat(self) -> None:
        """A model was chosen to chat with: back to the window with the cursor in the message
        box, so chatting with it takes no further click (Models is one click away again)."""
        win = self.parent()
        edit = getattr(getattr(getattr(win, "chat", None), "composer", None), "edit", None)
        self.hide()
        if edit is not None:
            win.activateWindow()
            edit.setFocus()

    def done(self, r) -> None:  # noqa: A003 - Qt override: stop a download with the dialog
        if self.download is not None:
            self.download.pause()
        super().done(r)
