"""The audit log: who did what to which memory, and when - never what the memory said.

Design decision: `detail` is restricted to ids, counts, flags and short identifier-like
strings (no spaces, at most 80 characters). A deleted memory's text must not survive in the
audit log, so a value that looks like prose is refused with ValueError at the call site
rather than silently stored.
"""
from __future__ import annotations

import json
import re
import time
from typing import Any

from .types import AuditEntry

ACTORS = ("user", "system", "model")
MAX_LIMIT = 100_000
_IDENT = re.compile(r"[\w.:\-/+#@]{0,80}", re.ASCII)


def _clean(value: Any, depth: int = 0) -> Any:
    if value is None or isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, str):
        if not _IDENT.fullmatch(value):
            raise ValueError("audit detail strings must be ids or short identifiers, never "
                             "memory text")
        return value
    if isinstance(value, (list, tuple, set, frozenset)) and depth < 2:
        seq = sorted(value) if isinstance(value, (set, frozenset)) else value
        return [_clean(v, depth + 1) for v in seq]
    if isinstance(value, dict) and depth < 2:
        return {str(_clean(str(k), depth + 1)): _clean(v, depth + 1) for k, v in value.items()}
    raise ValueError("audit detail values must be ids, counts or flags, not "
                     f"{type(value).__name__}")


def log(store, actor: str, action: str, target_type: str = "", target_id: Any = "",
        **detail: Any) -> int:
    """Append one audit row (in the caller's transaction, if any); return its id."""
    if actor not in ACTORS:
        raise ValueError(f"unknown audit actor {actor!r}")
    action = _clean(action)
    target_type = _clean(target_type)
    target_id = _clean(str(target_id))
    body = json.dumps({k: _clean(v) for k, v in detail.items()}, separators=(",", ":"),
                      sort_keys=True)
    return store.exec("INSERT INTO audit(ts, actor, action, target_type, target_id, detail) "
                      "VALUES (?, ?, ?, ?, ?, ?)",
                      (time.time(), actor, action, target_type, target_id, body))


def entries(store, since: float | None = None, actor: str | None = None,
            action: str | None = None, target_type: str | None = None,
            target_id: Any = None, limit: int = 1000) -> list[AuditEntry]:
    """Audit rows, newest first, filtered by time, actor, action and target."""
    where, params = [], []
    if since is not None:
        where.append("ts >= ?")
        params.append(float(since))
    for col, val in (("actor", actor), ("action", action), ("target_type", target_type),
                     ("target_id", None if target_id is None else str(target_id))):
        if val is not None:
            where.append(f"{col} = ?")
            params.append(val)
    sql = "SELECT id, ts, actor, action, target_type, target_id, detail FROM audit"
    if where:
        sql += " WHERE " + " AND ".join(where)
    sql += " ORDER BY ts DESC, id DESC LIMIT ?"
    params.append(max(0, min(int(limit), MAX_LIMIT)))
    out = []
    for rid, ts, act, actn, ttype, tid, detail in store.rows(sql, params):
        try:
            d = json.loads(detail)
        except ValueError:
            d = {}
        out.append(AuditEntry(rid, ts, act, actn, ttype, tid, d if isinstance(d, dict) else {}))
    return out


def to_dict(e: AuditEntry) -> dict:
    return {"id": e.id, "ts": e.ts, "actor": e.actor, "action": e.action,
            "target_type": e.target_type, "target_id": e.target_id, "detail": e.detail}


def clients(store, prefix: str = "mcp_") -> list[tuple[str, float, int]]:
    """(client, last call's time, number of calls) for each `client` named in the detail of
    actions starting with `prefix` (the MCP clients that used the memory), newest first."""
    return [(r[0], r[1], r[2]) for r in store.rows(
        "SELECT json_extract(detail, '$.client') AS c, max(ts), count(*) FROM audit "
        "WHERE substr(action, 1, ?) = ? AND json_valid(detail) AND c IS NOT NULL "
        "GROUP BY c ORDER BY max(ts) DESC", (len(prefix), prefix))]
