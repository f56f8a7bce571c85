"""Settings › AI tools: your memory for other AI tools over MCP, in plain words.

Design decisions:
- The snippet shown is exactly what `engram mcp --print-config NAME` prints (Session.
  mcp_config), for the name the user types, so the two never disagree; Copy puts it on the
  clipboard.
- The tools listed are the clients the audit log has seen (app.mcp_tools.clients_seen, read on
  the database lane) plus any the setting already names: a tool shows up here after its first
  call, and its "may add and forget memories" box is one name in `mcp_write_clients`. Reading
  stays open to every tool the user configured; writing is opt-in per tool.
- Names the user typed into settings.toml by hand stay as they are unless their box is
  unticked here.
"""
from __future__ import annotations

import datetime as dt
import re

from app.mcp_tools import allowed_writers, client_id, clients_seen, writers_setting

from .. import theme
from ..qt import (QApplication, QCheckBox, QFont, Qt, QHBoxLayout, QLabel, QLineEdit,
                  QPlainTextEdit, QPushButton, QVBoxLayout, QWidget, Signal)

INTRO = ("Other AI tools on this computer (Claude Desktop, Cursor, VS Code, LM Studio, Jan "
         "and others that speak MCP, the Model Context Protocol) can use your Engram memory: "
         "search it, read what Engram knows about you and your recent chats. The tool starts "
         "Engram's memory helper itself; nothing leaves this computer. Every call appears in "
         "the memory inspector's audit tab.")
SNIPPET_HELP = ("Paste this into the tool's MCP settings (the \"mcpServers\" list of its "
                "configuration file), then restart the tool.")
WRITE_HELP = ("Tools may only read. Tick a tool to let it also add and forget memories "
              "for you.")


def compact(text: str) -> str:
    """The same JSON with each list of plain values on one line (the command's arguments read
    as one command, and the snippet fits without scrolling)."""
    return re.sub(r"\[\s*((?:\"[^\"\n]*\"|[\d.\-]+)(?:,\s*(?:\"[^\"\n]*\"|[\d.\-]+))*)\s*\]",
                  lambda m: "[" + re.sub(r",\n\s*", ", ", m.group(1)) + "]", text)


class McpSection(QWidget):
    clients_loaded = Signal(list)   # the rows shown (tests wait on it)

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("mcpSection")
        self.boxes: dict[str, QCheckBox] = {}
        self._allowed: set[str] = set()
        lay = QVBoxLayout(self)
        intro = QLabel(INTRO)
        intro.setWordWrap(True)
        lay.addWidget(intro)

        row = QHBoxLayout()
        row.addWidget(QLabel("Name of the tool"))
        self.client_name = QLineEdit("my-client")
        self.client_name.setObjectName("mcpClientName")
        self.client_name.setAccessibleName("Name of the AI tool")
        self.client_name.setToolTip("How Engram names this tool in the audit log and below "
                                    "(letters, digits, dots and dashes)")
        self.client_name.textChanged.connect(self.refresh_snippet)
        row.addWidget(self.client_name, 1)
        self.copy_button = theme.tinted(QPushButton(" Copy"), "copy")
        self.copy_button.setObjectName("mcpCopy")
        self.copy_button.setAccessibleName("Copy the configuration snippet")
        self.copy_button.clicked.connect(self.copy)
        row.addWidget(self.copy_button)
        lay.addLayout(row)
        self.snippet = QPlainTextEdit()
        self.snippet.setObjectName("mcpSnippet")
        self.snippet.setReadOnly(True)
        self.snippet.setAccessibleName("Configuration snippet for the AI tool")
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.snippet.setFont(mono)
        self.snippet.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        lay.addWidget(self.snippet)
        help_ = QLabel(SNIPPET_HELP)
        help_.setWordWrap(True)
        help_.setObjectName("emptyHint")
        lay.addWidget(help_)
        self.copied = QLabel("")
        self.copied.setObjectName("emptyHint")
        lay.addWidget(self.copied)

        lay.addSpacing(8)
        heading = QLabel("TOOLS THAT HAVE USED YOUR MEMORY")
        heading.setObjectName("sectionLabel")
        lay.addWidget(heading)
        write_help = QLabel(WRITE_HELP)
        write_help.setWordWrap(True)
        lay.addWidget(write_help)
        self.rows = QVBoxLayout()
        lay.addLayout(self.rows)
        self.empty = QLabel("No AI tool has used your memory yet.")
        self.empty.setObjectName("emptyHint")
        lay.addWidget(self.empty)
        self.everyone = QCheckBox("Every tool may add and forget memories (not recommended)")
        self.everyone.setObjectName("mcpEveryone")
        lay.addWidget(self.everyone)
        lay.addStretch(1)

    # ------------------------------------------------------------ snippet
    def refresh_snippet(self) -> None:
        s = self.ctx.session
        if s is not None:
            text = compact(s.account.mcp_config(self.client_name.text() or "my-client"))
            self.snippet.setPlainText(text)
            # the whole snippet in view: a scrolled box hid the client's name at the end
            lines = text.count("\n") + 1
            self.snippet.setFixedHeight(self.snippet.fontMetrics().lineSpacing() * lines + 24)
        self.copied.setText("")

    def copy(self) -> None:
        QApplication.clipboard().setText(self.snippet.toPlainText())
        self.copied.setText(f"Copied. Engram will call this tool "
                            f"\u201c{client_id(self.client_name.text())}\u201d.")

    # ------------------------------------------------------------ clients
    def load(self, setting: str) -> None:
        """Show `setting` (mcp_write_clients) and the tools seen, read on the database lane."""
        self._allowed = allowed_writers(setting)
        self.everyone.setChecked("*" in self._allowed)
        self.refresh_snippet()
        s = self.ctx.session
        if s is None:
            self._show([])
            return
        self.ctx.db.submit(clients_seen, s.store, on_done=self._show)

    def _show(self, seen: list[dict]) -> None:
        while self.rows.count():
            w = self.rows.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        self.boxes.clear()
        names = {c["client"] for c in seen}
        rows = seen + [{"client": c, "last": None, "calls": 0}
                       for c in sorted(self._allowed - names - {"*"})]
        for r in rows:
            when = (f"last used {dt.datetime.fromtimestamp(r['last']):%d %b %Y %H:%M}, "
                    f"{r['calls']} call{'s' if r['calls'] != 1 else ''}"
                    if r["last"] is not None else "not used yet")
            box = QCheckBox(f"{r['client']}  \u00b7  {when}  \u2014  may add and forget memories")
            box.setAccessibleName(f"{r['client']} may add and forget memories")
            box.setChecked(r["client"] in self._allowed)
            self.rows.addWidget(box)
            self.boxes[r["client"]] = box
        self.empty.setVisible(not rows)
        self.clients_loaded.emit(rows)

    def value(self) -> str:
        """The mcp_write_clients setting the boxes say."""
        allowed = {c for c in self._allowed if c not in self.boxes and c != "*"}
        allowed |= {c for c, box in self.boxes.items() if box.isChecked()}
        if self.everyone.isChecked():
            allowed.add("*")
        return writers_setting(allowed)
