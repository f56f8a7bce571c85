"""The memory inspector window: tabs per tier, one search box, multi-select governance.

It reads everything through one DB-lane call (`Session.memory.snapshot`) and refreshes when
the app says memory changed (after each answer, pin, edit or delete), so what it shows is live while
a chat is open. Deletion always goes preview -> confirmation -> delete, and the dialog lists
exactly what the preview computed.
"""
from __future__ import annotations

import html

from .. import theme
from ..errors import show_error
from ..qt import (QComboBox, QHBoxLayout, QKeySequence, QLabel,
                  QPushButton, QShortcut, QSplitter, QTabWidget, QTextBrowser, Qt,
                  QTimer, QVBoxLayout, QWidget, Signal)
from . import tables
from .actions import GovernanceActions
from .live import LiveView
from .knows import KnowsView

TIER_TAB = {"short": "short", "mid": "mid", "archive": "mid", "long": "long"}


class Inspector(GovernanceActions, LiveView, QWidget):
    """Top-level window; `open_ref("p12")` shows one item."""

    loaded = Signal()  # a snapshot was shown (tests wait on it)

    def __init__(self, ctx, parent=None):
        super().__init__(parent, Qt.WindowType.Window)
        self.ctx = ctx
        self.setObjectName("inspector")
        self.setWindowTitle("Engram — Memory inspector")
        self.resize(1180, 720)
        self.data: dict = {}
        self.hits: set[str] = set()
        self._pending_ref: str | None = None
        self._loading = False
        self._again = False

        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 14, 16, 12)
        lay.setSpacing(10)
        top = QHBoxLayout()
        title = QLabel("Memory")
        title.setObjectName("brand")
        top.addWidget(title)
        self.summary = QLabel("")
        self.summary.setObjectName("muted")
        top.addWidget(self.summary)
        top.addStretch(1)
        self.search = theme.search_field("Search all memory…", "Search memory")
        self.search.setMinimumWidth(300)
        self._search_timer = QTimer(self, singleShot=True, interval=250)
        self._search_timer.timeout.connect(self._run_search)
        self.search.textChanged.connect(lambda _: self._search_timer.start())
        top.addWidget(self.search)
        lay.addLayout(top)

        bar = QHBoxLayout()
        self.buttons = {}
        for key, icon, text, slot in (
                ("pin", "pin", "Pin", lambda: self.pin(True)),
                ("unpin", "pin", "Unpin", lambda: self.pin(False)),
                ("edit", "edit", "Edit…", self.edit),
                ("delete", "trash", "Delete…", self.delete),
                ("export", "export", "Export…", self.export),
                ("import", "import", "Import…", self.import_),
                ("refresh", "refresh", "Refresh", self.refresh),
                ("about", "memory", "About you", self.show_knows)):
            b = theme.tinted(QPushButton(" " + text), icon,
                             "danger" if key == "delete" else "text", 16)
            b.setAccessibleName(text.rstrip("…"))
            b.clicked.connect(slot)
            self.buttons[key] = b
            bar.addWidget(b)
            if key == "delete":
                bar.addStretch(1)
        self.buttons["delete"].setObjectName("danger")
        self.actor = QComboBox()
        self.actor.setAccessibleName("Audit actor filter")
        for a in ("", "user", "system", "model"):
            self.actor.addItem(a or "All actors", a)
        self.actor.currentIndexChanged.connect(lambda _: self.show_data())
        bar.insertWidget(5, self.actor)
        lay.addLayout(bar)

        split = QSplitter(Qt.Orientation.Horizontal)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName("Memory tiers")
        self.tables = {}
        for key, (label, headers, stretch) in tables.TABS.items():
            t = tables.make_table(f"table_{key}", headers, stretch)
            t.itemSelectionChanged.connect(self._selection_changed)
            t.itemDoubleClicked.connect(lambda _it, k=key: self.edit() if k in ("short", "long") else None)
            if key == "mid":
                t.setItemDelegateForColumn(4, tables.HeatDelegate(t))
                t.horizontalHeader().setSectionResizeMode(4, tables.QHeaderView.ResizeMode.Fixed)
                t.horizontalHeader().resizeSection(4, 150)
            self.tables[key] = t
            self.tabs.addTab(t, label)
        self.tabs.currentChanged.connect(lambda _: self._selection_changed())
        split.addWidget(self.tabs)
        self.detail = QTextBrowser()
        self.detail.setObjectName("detail")
        self.detail.setAccessibleName("Details of the selected memory")
        self.detail.setOpenLinks(False)
        self.detail.anchorClicked.connect(lambda url: self.open_ref(url.toString().removeprefix("engram:")))
        split.addWidget(self.detail)
        split.setSizes([820, 360])
        split.setHandleWidth(1)
        lay.addWidget(split, 1)

        QShortcut(QKeySequence.StandardKey.Find, self, self.search.setFocus)
        QShortcut(QKeySequence("Ctrl+K"), self, self.search.setFocus)
        QShortcut(QKeySequence.StandardKey.Delete, self, self.delete)
        QShortcut(QKeySequence("Ctrl+R"), self, self.refresh)
        QShortcut(QKeySequence("Esc"), self, self.close)
        ctx.memory_changed.connect(self._changed)
        self._selection_changed()

    # ------------------------------------------------------------ loading
    def refresh(self) -> None:
        if self.ctx.session is None:
            return
        if self._loading:
            self._again = True
            return
        self._loading = True
        self.ctx.db.submit(self.ctx.session.memory.snapshot, on_done=self._loaded,
                           on_error=self._load_failed)

    def _load_failed(self, exc) -> None:
        self._loading = False
        show_error(self, exc)

    def _loaded(self, data: dict) -> None:
        self._loading = False
        self.data = data
        self.show_data()
        if self._again:
            self._again = False
            self.refresh()
        self.loaded.emit()

    def _run_search(self) -> None:
        # a filter over what is listed (every word must appear), so it is predictable;
        # ranked hybrid search across chats lives in the main window's search box
        self.show_data()

    def show_data(self) -> None:
        d = self.data
        if not d:
            return
        q = self.search.text().strip()
        n = {"short": tables.fill_short(self.tables["short"], d["short"], q, self.hits,
                                        d.get("titles")),
             "mid": tables.fill_mid(self.tables["mid"], d["mid"], q, self.hits),
             "long": tables.fill_long(self.tables["long"], d.get("profile", []), q,
                                      self.hits),
             "slots": tables.fill_slots(self.tables["slots"], d["slots"], q, self.hits),
             "audit": tables.fill_audit(self.tables["audit"], d["audit"], q,
                                        self.actor.currentData(), d.get("titles"))}
        for i, key in enumerate(tables.TABS):
            self.tabs.setTabText(i, f"{tables.TABS[key][0]}  {n[key]}")
        if not self.selected_refs():
            self._selection_changed()  # an empty tab explains itself
        c = d.get("counts", {})
        slots_b = tables.size(c.get("slots.bytes", 0))
        n_p, n_s = c.get("pages", 0), c.get("segments", 0)
        self.summary.setText(f"   {n_p} message{'s' if n_p != 1 else ''} · {n_s} "
                             f"topic{'s' if n_s != 1 else ''} · "
                             f"{c.get('lpm_items', 0)} long-term · saved context {slots_b} "
                             f"({c.get('slots', 0)}) · encrypted")
        if self._pending_ref:
            ref, self._pending_ref = self._pending_ref, None
            self._select(ref)

    # ------------------------------------------------------------ selection and detail
    def current_key(self) -> str:
        return list(tables.TABS)[self.tabs.currentIndex()]

    def selected_refs(self) -> list[str]:
        t = self.tables[self.current_key()]
        rows = sorted({i.row() for i in t.selectionModel().selectedRows()})
        return [t.item(r, 0).data(tables.REF) for r in rows if t.item(r, 0) is not None]

    def _selection_changed(self) -> None:
        key = self.current_key()
        refs = self.selected_refs()
        memory_tab = key in ("short", "mid", "long")
        for k in ("pin", "unpin"):
            self.buttons[k].setEnabled(memory_tab and bool(refs))
        self.buttons["edit"].setEnabled(memory_tab and len(refs) == 1)
        self.buttons["delete"].setEnabled(key != "audit" and bool(refs))
        self.buttons["delete"].setText(" Drop…" if key == "slots" else " Delete…")
        self.actor.setVisible(key == "audit")
        if len(refs) == 1 and memory_tab:
            self.ctx.db.submit(self.ctx.session.memory.describe, refs[0], on_done=self._show_detail,
                               on_error=lambda e: self.detail.setHtml(""))
        elif len(refs) == 1 and key == "slots":
            self._show_slot(int(refs[0].split(":")[1]))
        else:
            muted = theme.color("muted")
            about = tables.ABOUT.get(key, "")
            empty = self.tables[key].rowCount() == 0
            text = (f"{len(refs)} selected" if refs else
                    "Nothing here yet." if empty else "Select an item to see where it came from.")
            self.detail.setHtml(f"<p style='color:{muted}'>{text}</p>"
                                + (f"<p>{about}</p>" if about and not refs else ""))

    def _show_detail(self, rec: dict) -> None:
        muted, accent = theme.color("muted"), theme.color("accent")
        link = lambda ref: f"<a href='engram:{ref}' style='color:{accent}'>{ref}</a>"  # noqa: E731
        esc = lambda s: html.escape(str(s or "")).replace("\n", "<br>")  # noqa: E731
        parts = [f"<h3>{rec['id']} · {rec.get('kind') or rec['type']} · {rec['tier']}</h3>"]
        if rec["type"] == "page":
            parts.append(f"<p><b>You:</b> {esc(rec['user_text'])}</p>"
                         f"<p><b>Assistant:</b> {esc(rec['assistant_text'])}</p>")
        else:
            parts.append(f"<p>{esc(rec['text'])}</p>")
        meta = [("created", rec.get("created_at")), ("chat", (rec.get("conversation_id") or "")[:8]),
                ("heat", f"{rec['heat']:.2f}" if rec.get("heat") is not None else None),
                ("pinned", "yes" if rec.get("pinned") else None),
                ("keywords", ", ".join(rec.get("keywords") or []) or None),
                ("confidence", rec.get("confidence")), ("source", rec.get("source"))]
        parts.append("<p style='color:%s'>%s</p>" % (muted, "<br>".join(
            f"{k}: {esc(v)}" for k, v in meta if v not in (None, ""))))
        if rec.get("segment_id"):
            parts.append(f"<p>Topic: {link(rec['segment_id'])}</p>")
        if rec.get("page_ids"):
            parts.append("<p>From pages: " + " ".join(link(p) for p in rec["page_ids"]) + "</p>")
        if rec.get("pages"):
            parts.append("<h4>Pages in this topic</h4>")
            for p in rec["pages"]:
                parts.append(f"<p>{link(p['id'])} <span style='color:{muted}'>{p['created_at']}</span>"
                             f"<br>{esc(p['text'][:400])}</p>")
        if rec.get("source_text"):
            parts.append(f"<p>Said in {link(rec['source_page'])}: <i>\u201c"
                         f"{esc(rec['source_text'][:400])}\u201d</i></p>")
        if rec.get("versions") and len(rec["versions"]) > 1:
            parts.append("<h4>History</h4>")
            for v in reversed(rec["versions"]):
                span = f"{tables.day(v.get('valid_from'))} – {tables.day(v.get('valid_to'))}"
                text = esc(v["text"]) if v["current"] else f"<s>{esc(v['text'])}</s>"
                state = (f"current since {tables.day(v.get('valid_from'))}" if v["current"]
                         else span)
                parts.append(f"<p>{text}<br><span style='color:{muted}'>{link(v['id'])} · "
                             f"{state}</span></p>")
        self.detail.setHtml("".join(parts))

    def show_knows(self):
        """The profile in plain words, with edit/forget/source per fact."""
        if getattr(self, "knows", None) is None:
            self.knows = KnowsView(self.ctx, self)
            self.knows.open_ref.connect(self.open_ref)
        self.knows.show()
        self.knows.raise_()
        return self.knows

    def _show_slot(self, sid: int) -> None:
        s = next((x for x in self.data.get("slots", []) if x.id == sid), None)
        if s is None:
            return
        accent = theme.color("accent")
        src = " ".join(f"<a href='engram:{t[0]}{i}' style='color:{accent}'>{t[0]}{i}</a>"
                       for t, i in s.sources) or "none"
        self.detail.setHtml(
            f"<h3>Saved context {s.id} · {s.kind}</h3><p>The model's reading of "
            f"{s.n_tokens} tokens of prompt, saved so replies start faster ({tables.size(s.size)}, stored {tables.size(s.stored_size)}, "
            f"encrypted in the database). Restored instead of re-reading the prompt when the "
            f"model file, context size and tokens match.</p><p>Model hash {s.model_hash[:16]}…"
            f"<br>n_ctx {s.n_ctx} · KV {s.kv_type} · hits {s.hits}<br>last used "
            f"{tables.when(s.last_used)}</p><p>Built from: {src}</p>")

    def open_ref(self, ref: str) -> None:
        """Show one item (from a chat's memory strip or a detail link)."""
        from memory.types import parse_ref
        try:
            t, _ = parse_ref(ref)
        except ValueError:
            return
        self.show()
        self.raise_()
        self.activateWindow()
        self._pending_ref = ref
        if self.data:
            self.show_data()
        self.ctx.db.submit(self.ctx.session.memory.describe, ref, on_done=self._open_described,
                           on_error=lambda e: show_error(self, e))

    def _open_described(self, rec: dict) -> None:
        tab = "long" if rec["type"] == "lpm" else ("mid" if rec["type"] == "segment"
                                                    else TIER_TAB.get(rec["tier"], "short"))
        if rec["type"] == "page" and rec["tier"] != "short" and rec.get("segment_id"):
            self._pending_ref = rec["segment_id"]
        self.tabs.setCurrentIndex(list(tables.TABS).index(tab))
        self._select(self._pending_ref or rec["id"])
        self._show_detail(rec)

    def _select(self, ref: str) -> None:
        for key, t in self.tables.items():
            for r in range(t.rowCount()):
                if t.item(r, 0) and t.item(r, 0).data(tables.REF) == ref:
                    self.tabs.setCurrentIndex(list(tables.TABS).index(key))
                    t.blockSignals(True)
                    t.selectRow(r)
                    t.blockSignals(False)
                    t.scrollToItem(t.item(r, 0))
                    self._pending_ref = None
                    return
