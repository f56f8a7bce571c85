"""Audit rows in the user's words: "You deleted 3 memories from 'Trip planning' · 14:02".

The audit log stores ids and counts (never text), as JSON detail; this turns one entry into a
sentence for the default view, naming chats by their titles where they still exist. The raw
record stays one click away (the row's tooltip), so nothing is hidden, only translated. An
action this table does not know yet is shown as its name with the detail's counts.
"""
from __future__ import annotations

WHO = {"user": "You", "system": "Engram", "assistant": "The assistant", "mcp": "A connected app",
       "import": "An import"}


def _n(count: int, one: str, many: str | None = None) -> str:
    return f"{count} {one if count == 1 else (many or one + 's')}"


def _len(d: dict, key: str) -> int:
    v = d.get(key)
    return len(v) if isinstance(v, list) else int(v or 0) if isinstance(v, (int, float)) else 0


def _target(e, titles: dict) -> str:
    if e.target_type == "conversation":
        t = titles.get(e.target_id)
        return f"“{t}”" if t else "a chat"
    kind = {"page": "message", "segment": "topic", "lpm": "fact", "slot": "saved context"}
    name = kind.get(e.target_type, e.target_type or "memory")
    return f"a {name}" if name else "memory"


def sentence(e, titles: dict | None = None) -> str:
    """One plain sentence for audit entry `e` (memory.types.AuditEntry)."""
    titles = titles or {}
    who = WHO.get(e.actor, e.actor.capitalize() if e.actor else "Someone")
    d = e.detail if isinstance(e.detail, dict) else {}
    a, target = e.action, _target(e, titles)
    if a in ("delete", "forget", "delete_chat"):
        n = _len(d, "pages") + _len(d, "segments") + _len(d, "lpm")
        what = _n(n, "memory", "memories") if n else "nothing"
        if a == "forget":
            return f"{who} deleted {target} and forgot {what} learned from it"
        if a == "delete_chat":
            kept = int(d.get("kept_pages") or 0)
            extra = f"; {_n(kept, 'message')} kept as memory" if kept else ""
            return f"{who} deleted {target} ({_n(_len(d, 'pages'), 'message')}){extra}"
        return f"{who} deleted {what}"
    simple = {
        "pin": f"{who} pinned {target}", "unpin": f"{who} unpinned {target}",
        "edit": f"{who} corrected {target}",
        "conversation_create": f"{who} started {target}",
        "conversation_rename": f"{who} renamed {target}",
        "page_add": f"{who} remembered an exchange",
        "use": f"{who} used {_n(_len(d, 'items') or 1, 'memory', 'memories')} to answer",
        "evict": f"{who} archived a little-used topic",
        "promote": f"{who} learned facts from a frequent topic",
        "lpm_add": f"{who} learned a new fact",
        "lpm_confirm": f"{who} confirmed a fact it already knew",
        "lpm_supersede": f"{who} updated a fact (the old value is kept as history)",
        "lpm_history": f"{who} kept an older value as history",
        "export": f"{who} exported the memory",
        "import": f"{who} imported memories",
        "backup": f"{who} made a backup", "restore": f"{who} restored a backup",
        "segment_join": f"{who} filed a message under an existing topic",
        "segment_create": f"{who} started a new topic",
        "segment_summary": f"{who} summarised a topic",
    }
    if a in simple:
        return simple[a]
    counts = ", ".join(f"{k.replace('_', ' ')} {_len(d, k) or d[k]}" for k in list(d)[:3]
                       if isinstance(d[k], (int, list)))
    return f"{who}: {a.replace('_', ' ')}" + (f" ({counts})" if counts else "")
