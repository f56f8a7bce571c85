"""Rows of the inspector tabs: what each tab shows, built from the service's plain records.

Each tab is a QTableWidget filled from one list (records are dicts from
memory.governance.record, slots are memory.types.Slot, audit rows AuditEntry). Every row
carries its reference (`p12`, `s3`, `l7`, `slot:5`, `audit:9`) in UserRole of column 0, which
is all the window needs for pin/delete/open.
"""
from __future__ import annotations

import datetime as dt
import json

from .. import theme
from ..qt import (QAbstractItemView, QColor, QHeaderView, QPainter, QStyledItemDelegate,
                  QTableWidget, QTableWidgetItem, Qt, QtCore)

REF = Qt.ItemDataRole.UserRole
HEAT = Qt.ItemDataRole.UserRole + 1


def when(ts: float | None) -> str:
    if not ts:
        return ""
    return dt.datetime.fromtimestamp(ts).strftime("%Y-%m-%d %H:%M")


def short(text: str, n: int = 160) -> str:
    t = " ".join((text or "").split())
    return t if len(t) <= n else t[: n - 1] + "…"


def size(n: int) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return str(n)


class HeatDelegate(QStyledItemDelegate):
    """Heat as a small horizontal bar, scaled to the hottest row."""

    def paint(self, painter: QPainter, option, index) -> None:
        heat = index.data(HEAT)
        top = index.data(HEAT + 1) or 1.0
        if heat is None:
            return super().paint(painter, option, index)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = option.rect.adjusted(8, option.rect.height() // 2 - 4, -44, -(option.rect.height() // 2 - 4))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme.color("border")))
        painter.drawRoundedRect(r, 4, 4)
        frac = max(0.0, min(1.0, heat / top)) if top > 0 else 0.0
        fill = QtCore.QRect(r)
        fill.setWidth(max(4, int(r.width() * frac)))
        painter.setBrush(QColor(theme.color("heat")))
        painter.drawRoundedRect(fill, 4, 4)
        painter.setPen(QColor(theme.color("muted")))
        painter.drawText(option.rect.adjusted(0, 0, -6, 0),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{heat:.1f}")
        painter.restore()


def make_table(name: str, headers: list[str], stretch: int) -> QTableWidget:
    t = QTableWidget(0, len(headers))
    t.setObjectName(name)
    t.setAccessibleName(name)
    t.setHorizontalHeaderLabels(headers)
    t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    t.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setAlternatingRowColors(True)
    t.setShowGrid(False)
    t.setWordWrap(False)
    t.verticalHeader().hide()
    t.verticalHeader().setDefaultSectionSize(30)
    h = t.horizontalHeader()
    h.setHighlightSections(False)
    h.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    for i, name in enumerate(headers):
        if i == stretch:
            h.setSectionResizeMode(i, QHeaderView.ResizeMode.Stretch)
        elif name in WIDE:  # long text: a fixed share the user can drag, never the whole row
            h.setSectionResizeMode(i, QHeaderView.ResizeMode.Interactive)
            h.resizeSection(i, WIDE[name])
        else:
            h.setSectionResizeMode(i, QHeaderView.ResizeMode.ResizeToContents)
    return t


WIDE = {"Fact": 300, "You said": 260, "Chat": 150, "Keywords": 200, "Attribute": 140, "Sources": 160,
        "Target": 120, "Model": 110}


def _fill(table: QTableWidget, rows: list[tuple[str, list, dict]]) -> None:
    """rows: (ref, cell values, extras) -> table; keeps the selection by ref."""
    keep = {table.item(i.row(), 0).data(REF) for i in table.selectionModel().selectedRows()
            if table.item(i.row(), 0) is not None}
    table.setUpdatesEnabled(False)
    table.setSortingEnabled(False)
    table.clearContents()
    table.setRowCount(len(rows))
    for r, (ref, cells, extra) in enumerate(rows):
        for c, value in enumerate(cells):
            it = QTableWidgetItem("" if value is None else str(value))
            if c == 0:
                it.setData(REF, ref)
            if extra.get("muted"):
                it.setForeground(QColor(theme.color("muted")))
            if c == extra.get("struck"):
                font = it.font()
                font.setStrikeOut(True)
                it.setFont(font)
            if extra.get("tip") and c == extra.get("tip_col", -1):
                it.setToolTip(extra["tip"])
            table.setItem(r, c, it)
        if "heat" in extra:
            it = table.item(r, extra["heat_col"])
            it.setData(HEAT, extra["heat"])
            it.setData(HEAT + 1, extra["top"])
            it.setText("")
    for r, (ref, _, _) in enumerate(rows):
        if ref in keep:
            table.selectRow(r)
    table.setUpdatesEnabled(True)


def matches(query: str, hits: set[str], ref: str, *texts) -> bool:
    """Every word of the query appears in one of the texts (or the row's id is a hit)."""
    if not query:
        return True
    if ref in hits or query.strip().lower() == ref.lower():
        return True
    hay = " ".join(t or "" for t in texts).lower()
    return all(w in hay for w in query.lower().split())


def fill_short(t: QTableWidget, recs: list[dict], query: str, hits: set[str],
               titles: dict | None = None) -> int:
    titles = titles or {}
    rows = [(r["id"], [r["id"], when(r["created"]),
                       short(titles.get(r["conversation_id"]) or r["conversation_id"][:8], 24),
                       short(r["user_text"], 80), short(r["assistant_text"], 120),
                       "pinned" if r["pinned"] else ""], {"tip": r["text"][:1000], "tip_col": 4})
            for r in recs if matches(query, hits, r["id"], r["text"])]
    _fill(t, rows)
    return len(rows)


def fill_mid(t: QTableWidget, recs: list[dict], query: str, hits: set[str]) -> int:
    top = max([r["heat"] or 0 for r in recs] + [1.0])
    rows = [(r["id"], [r["id"], ", ".join(r["keywords"][:6]), short(r["text"], 100), r["n_pages"],
                       "", when(r["last_visit"]), "pinned" if r["pinned"] else "",
                       r["tier"]],
             {"heat": r["heat"] or 0.0, "top": top, "heat_col": 4,
              "muted": r["tier"] == "archive"})
            for r in recs if matches(query, hits, r["id"], r["text"], " ".join(r["keywords"]))]
    _fill(t, rows)
    return len(rows)


KIND = {"trait": "trait", "user_knowledge": "about you", "assistant_knowledge": "assistant"}


def day(ts: float | None) -> str:
    return dt.datetime.fromtimestamp(ts).strftime("%d %b %Y") if ts else ""


def fill_long(t: QTableWidget, groups: list[dict], query: str, hits: set[str]) -> int:
    """Facts grouped by what they are about (app.profile_view order); under each current
    fact its older values, struck through, with the dates they held."""
    rows = []
    for g in groups:
        for f in g["facts"]:
            texts = [f["text"], f["attribute"], g["title"]]
            texts += [h["text"] for h in f["history"]]
            if not matches(query, hits, f["id"], *texts):
                continue
            src = short(f.get("source_text") or "", 60)
            rows.append((f["id"], [f["id"], g["title"], f["attribute"], short(f["text"], 120),
                                   f"since {day(f.get('valid_from'))}",
                                   f"\u201c{src}\u201d" if src else "",
                                   f"{f['confidence']:.2f}", f["source"],
                                   "pinned" if f["pinned"] else ""],
                         {"tip": f.get("source_text", "")[:1000], "tip_col": 5}))
            for h in reversed(f["history"]):
                rows.append((h["id"], [h["id"], "", h["attribute"], short(h["text"], 120),
                                       f"{day(h.get('valid_from'))} – {day(h.get('valid_to'))}",
                                       "", f"{h['confidence']:.2f}", h["source"],
                                       "pinned" if h["pinned"] else ""],
                             {"muted": True, "struck": 3}))
    _fill(t, rows)
    return sum(1 for _, cells, _ in rows if cells[1])


def fill_slots(t: QTableWidget, slots, query: str, hits: set[str]) -> int:
    rows = []
    for s in slots:
        src = ", ".join(f"{k[0]}{i}" for k, i in s.sources[:8]) + ("…" if len(s.sources) > 8 else "")
        if not matches(query, hits, f"slot:{s.id}", s.kind, src, s.conversation_id or ""):
            continue
        rows.append((f"slot:{s.id}", [s.id, s.kind, (s.conversation_id or "")[:8], s.n_tokens,
                                      size(s.stored_size), s.model_hash[:10], s.hits,
                                      when(s.last_used), src, "pinned" if s.pinned else ""], {}))
    _fill(t, rows)
    return len(rows)


def fill_audit(t: QTableWidget, entries, query: str, actor: str,
               titles: dict | None = None) -> int:
    from .audit_words import sentence

    rows = []
    for e in entries:
        detail = json.dumps(e.detail, separators=(", ", ": "))[:200] if e.detail else ""
        said = sentence(e, titles)
        if actor and e.actor != actor:
            continue
        if query and not matches(query, set(), "", e.action, e.target_type, str(e.target_id),
                                 detail, e.actor, said):
            continue
        rows.append((f"audit:{e.id}", [when(e.ts), said, e.action,
                                       f"{e.target_type} {e.target_id}".strip(), detail], {}))
    _fill(t, rows)
    return len(rows)


# what each tab holds, in plain words (shown beside a tab with nothing selected or nothing in it)
ABOUT = {
    "short": "<b>Short-term</b>: the latest exchanges of each chat, word for word. After a "
             "few turns the oldest move on to mid-term memory.",
    "mid": "<b>Mid-term</b>: older exchanges grouped into topics. Each topic has an "
           "importance bar (“heat”) from how often it helped answer, how much was said and how "
           "recently. It fills up once chats get longer than the short-term window; little-used "
           "topics are archived.",
    "long": "<b>Long-term</b>: lasting facts about you and your preferences, each linked to "
            "the messages it was learned from. Facts appear as soon as you mention them "
            "(“I live in Lisbon”, “I prefer tea”); pin one to keep it in every reply.",
    "slots": "<b>Saved context</b> (speeds up replies): the model's reading of the start of "
             "the prompt, saved so the next reply starts at once. Dropping it loses no memory; "
             "it is rebuilt when needed.",
    "audit": "<b>History</b>: everything that changed your memory, newest first: who did what "
             "and when. It records counts and ids, never the words themselves.",
}

TABS = {
    "short": ("Short-term", ["ID", "Created", "Chat", "You said", "Assistant", "Pin"], 4),
    "mid": ("Mid-term", ["ID", "Keywords", "Summary", "Pages", "Heat", "Last visit", "Pin", "Tier"], 2),
    "long": ("Long-term", ["ID", "About", "Attribute", "Fact", "When", "Said in", "Certainty",
                           "Learned by", "Pin"], 5),
    "slots": ("Saved context", ["ID", "Kind", "Chat", "Tokens", "Size", "Model", "Reused",
                                "Last used", "Built from", "Pin"], 8),
    "audit": ("History", ["Time", "What happened", "Action", "Target", "Record"], 1),
}
