"""What Engram knows about the user, as the inspector, the "knows about you" view and
`engram memory list --tier long` show it: current facts grouped (memory/profile.py order),
each with its older values (history) and the message it came from.

Design decision: one function builds this from the store for every view, so the window, the
CLI and the prompt head agree on groups and order; views only format it.
"""
from __future__ import annotations

import datetime as dt

from memory import governance, profile


def groups(store) -> list[dict]:
    """[{"key", "title", "facts": [record + "group", "history" (older versions, oldest
    first), "source_text", "source_page", "source_conversation"]}] for current facts."""
    recs = governance.records(store, "long", history=True)
    by_id = {r["id"]: r for r in recs}
    items = [governance.get(store, r["id"]) for r in recs if r["current"]]
    pages: dict[str, dict] = {}
    for ref in {p for r in recs if r["current"] for p in r["page_ids"][:1]}:
        try:
            pages[ref] = governance.record(governance.get(store, ref))
        except Exception:  # noqa: BLE001 - deleted meanwhile: shown without its source
            pass
    out = []
    for g in profile.grouped(items):
        facts = []
        for it in g.items:
            rec = dict(by_id[governance.format_ref("lpm", it.id)], group=g.key)
            rec["history"] = [by_id[ref] for ref in (
                governance.format_ref("lpm", v.id) for v in governance.history(store, it.id)
                if v.id != it.id) if ref in by_id and not by_id[ref]["current"]]
            src = pages.get(rec["page_ids"][0]) if rec["page_ids"] else None
            rec["source_text"] = src["user_text"] if src else ""
            rec["source_page"] = src["id"] if src else None
            rec["source_conversation"] = src["conversation_id"] if src else None
            facts.append(rec)
        out.append({"key": g.key, "title": g.title, "facts": facts})
    return out


def day(ts: float | None) -> str:
    return dt.datetime.fromtimestamp(ts).strftime("%d %b %Y") if ts else ""


def history_line(old: dict) -> str:
    """'was: The user lives in Leeds. (12 Mar 2026 – 2 Nov 2026)'"""
    span = f"{day(old.get('valid_from'))} – {day(old.get('valid_to'))}".strip(" –")
    return f"was: {old['text']}" + (f" ({span})" if span else "")


def as_text(gs: list[dict], width: int = 100) -> str:
    """The plain-text listing `engram memory list --tier long` prints."""
    if not gs:
        return "(nothing: no long-term facts yet)"
    lines = []
    for g in gs:
        lines.append(f"{g['title']}:")
        for f in g["facts"]:
            pin = " [pinned]" if f.get("pinned") else ""
            lines.append(f"  {f['id']:<7}{_cut(f['text'], width)}{pin}  "
                         f"(since {day(f.get('valid_from'))}; from {f['source_page'] or '-'})")
            for old in reversed(f["history"]):
                lines.append(f"  {old['id']:<7}  {_cut(history_line(old), width)}")
        lines.append("")
    return "\n".join(lines).rstrip()


def _cut(text: str, width: int) -> str:
    t = " ".join(str(text).split())
    return t if len(t) <= width else t[:width - 1] + "…"
