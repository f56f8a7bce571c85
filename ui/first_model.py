"""First run: which model to chat with.

Shown once, after a new profile's first model load. It offers the catalog model that fits this
computer best (with its size), models already on disk, a server, or the tiny built-in model,
said plainly to give weak answers. Each choice opens the Models page at the right place (a
download starts at once), so a recommended model is chatting one click after it arrives.
"""
from __future__ import annotations

from app.models import catalog

from .qt import QDialog, QLabel, QPushButton, QVBoxLayout


class FirstModelDialog(QDialog):
    def __init__(self, win):
        super().__init__(win)
        self.win = win
        self.setObjectName("firstModelDialog")
        self.setWindowTitle("Choose a model")
        self.setMinimumWidth(520)
        lay = QVBoxLayout(self)
        lay.setSpacing(10)
        intro = QLabel("Engram comes with a tiny built-in model so that it works offline "
                       "right away, but its answers are weak. A bigger model remembers and "
                       "answers much better.")
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.best = catalog.best_fit(catalog.hardware())
        if self.best is not None:
            text = (f"Download a recommended model: {self.best.name} "
                    f"({self.best.size_bytes / 1e9:.1f} GB)")
        else:
            text = "No catalog model fits this computer well"
        self.download = self._button(text, "firstDownload", self._download)
        self.download.setEnabled(self.best is not None)
        self.download.setObjectName("primary")
        self.have = self._button("Use a model I already have", "firstHave",
                                 lambda: self._open(1))
        self.server = self._button("Connect to a server", "firstServer", lambda: self._open(2))
        self.tiny = self._button("Continue with the tiny built-in model (weak answers)",
                                 "firstTiny", self.accept)
        for b in (self.download, self.have, self.server, self.tiny):
            lay.addWidget(b)

    def _button(self, text: str, name: str, slot) -> QPushButton:
        b = QPushButton(text)
        b.setAccessibleName(text)
        b.setProperty("choice", name)
        b.setMinimumHeight(34)
        b.clicked.connect(slot)
        return b

    def _open(self, tab: int):
        self.accept()
        page = self.win.show_models()
        if page is not None:
            page.tabs.setCurrentIndex(tab)
        return page

    def _download(self) -> None:
        page = self._open(0)
        if page is not None:
            page.start_download(self.best)
