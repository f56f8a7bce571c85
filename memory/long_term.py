"""Long-term personal memory (LPM): traits, user knowledge and assistant knowledge.

Design decisions:
- Facts come from hot segments by rules (always, no model) and, optionally, from an
  `LlmExtractor` whose JSON is validated here before anything is stored (`validate`).
  Rules live in `memory/lpm_rules.py`; this module owns storage and versioning.
- Every item keeps provenance (`lpm_sources` page ids), a confidence, and a version history:
  an item with a non-empty `attribute` is single-valued, so a new value for the same
  (kind, attribute) ends the current one (`valid_to`, `superseded_by`) instead of living
  beside it - "I like coffee" then "I now drink tea" leaves tea current and coffee as history.
  Repeating the current value only adds provenance and raises confidence.
  An empty attribute means an accumulating fact (an event, a promise): never superseded.
- A statement older than the current value (pages promoted out of order) is stored as
  history, not as the new current value.
"""
from __future__ import annotations

import json
import logging
import re
from typing import Callable, Protocol, Sequence

from . import audit
from .embed import to_blob
from .types import LpmItem, Page

log = logging.getLogger(__name__)

KINDS = ("trait", "user_knowledge", "assistant_knowledge")
LPM_COLS = ("id, kind, attribute, value, text, confidence, source, pinned, valid_from, "
            "valid_to, superseded_by, created, updated")
_ATTR = re.compile(r"[a-z0-9_.:\-]{0,64}")
MAX_VALUE, MAX_TEXT = 300, 500


def item_from_row(r, page_ids=()) -> LpmItem:
    return LpmItem(id=r[0], kind=r[1], attribute=r[2], value=r[3], text=r[4], confidence=r[5],
                   source=r[6], pinned=bool(r[7]), valid_from=r[8], valid_to=r[9],
                   superseded_by=r[10], created=r[11], updated=r[12], page_ids=tuple(page_ids))


def sources(store, item_id: int) -> tuple[int, ...]:
    return tuple(r[0] for r in store.rows(
        "SELECT page_id FROM lpm_sources WHERE item_id = ? ORDER BY page_id", (item_id,)))


def get_item(store, item_id: int) -> LpmItem | None:
    r = store.one(f"SELECT {LPM_COLS} FROM lpm_items WHERE id = ?", (item_id,))
    return item_from_row(r, sources(store, item_id)) if r else None


def current(store, kind: str | None = None, attribute: str | None = None) -> list[LpmItem]:
    """Current (not superseded) items, pinned first, then most confident and newest."""
    where, params = ["valid_to IS NULL"], []
    if kind:
        where.append("kind = ?")
        params.append(kind)
    if attribute is not None:
        where.append("attribute = ?")
        params.append(attribute)
    rows = store.rows(f"SELECT {LPM_COLS} FROM lpm_items WHERE {' AND '.join(where)} "
                      "ORDER BY pinned DESC, kind = 'trait' DESC, confidence DESC, "
                      "valid_from DESC, id", params)
    return [item_from_row(r, sources(store, r[0])) for r in rows]


def history(store, kind: str, attribute: str) -> list[LpmItem]:
    """Every version of one attribute, oldest first."""
    rows = store.rows(f"SELECT {LPM_COLS} FROM lpm_items WHERE kind = ? AND attribute = ? "
                      "ORDER BY valid_from, id", (kind, attribute))
    return [item_from_row(r, sources(store, r[0])) for r in rows]


def _norm(v: str) -> str:
    return " ".join(re.findall(r"\w+", v.lower()))


def _insert(store, fact: dict, embed: Callable, now: float, valid_to=None,
            superseded_by=None) -> int:
    iid = store.exec(
        "INSERT INTO lpm_items(kind, attribute, value, text, confidence, source, valid_from, "
        "valid_to, superseded_by, created, updated) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        (fact["kind"], fact["attribute"], fact["value"], fact["text"], fact["confidence"],
         fact.get("source", "rules"), fact["valid_from"], valid_to, superseded_by, now, now))
    store.exec("INSERT INTO lpm_vec(rowid, embedding) VALUES (?, ?)",
               (iid, to_blob(embed([fact["text"]])[0])))
    _add_sources(store, iid, fact["page_ids"])
    return iid


def _add_sources(store, iid: int, page_ids) -> None:
    store.many("INSERT OR IGNORE INTO lpm_sources(item_id, page_id) "
               "SELECT ?, id FROM pages WHERE id = ?", [(iid, p) for p in page_ids])


def upsert(store, fact: dict, embed: Callable, now: float, actor: str = "system") -> int:
    """Store one validated fact with supersession; return the id of the item holding it."""
    kind, attr = fact["kind"], fact["attribute"]
    cur = store.one("SELECT id, value, valid_from, confidence FROM lpm_items WHERE kind = ? "
                    "AND attribute = ? AND valid_to IS NULL ORDER BY valid_from DESC LIMIT 1",
                    (kind, attr)) if attr else None
    if not attr:
        same = store.one("SELECT id, confidence FROM lpm_items WHERE kind = ? AND attribute = '' "
                         "AND valid_to IS NULL AND value = ?", (kind, fact["value"]))
        if same:
            cur = (same[0], fact["value"], fact["valid_from"], same[1])
    if cur and _norm(cur[1]) == _norm(fact["value"]):
        store.exec("UPDATE lpm_items SET confidence = ?, updated = ? WHERE id = ?",
                   (min(0.95, max(cur[3], fact["confidence"]) + 0.1), now, cur[0]))
        _add_sources(store, cur[0], fact["page_ids"])
        audit.log(store, actor, "lpm_confirm", "lpm", cur[0], pages=list(fact["page_ids"]))
        return cur[0]
    if cur and fact["valid_from"] < cur[2]:
        iid = _insert(store, fact, embed, now, valid_to=cur[2], superseded_by=cur[0])
        audit.log(store, actor, "lpm_history", "lpm", iid, current=cur[0])
        return iid
    iid = _insert(store, fact, embed, now)
    if cur:
        store.exec("UPDATE lpm_items SET valid_to = ?, superseded_by = ?, updated = ? "
                   "WHERE id = ?", (fact["valid_from"], iid, now, cur[0]))
        audit.log(store, actor, "lpm_supersede", "lpm", cur[0], by=iid)
    audit.log(store, actor, "lpm_add", "lpm", iid, kind=kind, pages=list(fact["page_ids"]))
    for old in fact.get("ends", ()):  # e.g. "I hate jazz" ends a current "likes jazz"
        for (oid,) in store.rows("SELECT id FROM lpm_items WHERE kind = ? AND attribute = ? "
                                 "AND valid_to IS NULL AND id != ?", (kind, old, iid)):
            store.exec("UPDATE lpm_items SET valid_to = ?, superseded_by = ?, updated = ? "
                       "WHERE id = ?", (fact["valid_from"], iid, now, oid))
            audit.log(store, actor, "lpm_supersede", "lpm", oid, by=iid)
    return iid


def promote(store, pages: Sequence[Page], embed: Callable, now: float) -> list[int]:
    """Extract durable facts from `pages` by rules and store them; return the item ids."""
    from .lpm_rules import extract

    facts = validate(extract(pages), {p.id for p in pages}, source="rules",
                     page_times={p.id: p.created for p in pages})
    return [upsert(store, f, embed, now) for f in sorted(facts, key=lambda f: f["valid_from"])]


# --- the optional model-based extractor ------------------------------------------------------

class LlmExtractor(Protocol):
    """Extracts durable facts from pages with a language model (runs in the background).

    Returns a list of dicts: {"kind": trait|user_knowledge|assistant_knowledge,
    "attribute": "snake.case" or "" (single-valued attributes supersede), "value": str,
    "text": third-person sentence, "confidence": 0..1, "page_ids": [ids of the given pages]}.
    Output is passed through `validate` before anything is stored.
    """

    def extract(self, pages: Sequence[Page]) -> list[dict]: ...


def parse_json_array(text: str) -> list:
    """The first JSON array in a model's output (models wrap JSON in prose or code fences)."""
    start = text.find("[")
    while start != -1:
        depth = 0
        for i in range(start, len(text)):
            depth += {"[": 1, "]": -1}.get(text[i], 0)
            if depth == 0:
                try:
                    v = json.loads(text[start:i + 1])
                    if isinstance(v, list):
                        return v
                except ValueError:
                    pass
                break
        start = text.find("[", start + 1)
    return []


def validate(items, allowed_page_ids, source: str = "llm",
             page_times: dict[int, float] | None = None) -> list[dict]:
    """Keep only well-formed facts, cleaned; drop (and log) the rest. Never raises."""
    out = []
    if not isinstance(items, list):
        return out
    allowed = set(allowed_page_ids)
    for raw in items[:200]:
        try:
            if not isinstance(raw, dict) or raw.get("kind") not in KINDS:
                raise ValueError("kind")
            attr = str(raw.get("attribute") or "").strip().lower()
            if not _ATTR.fullmatch(attr):
                raise ValueError("attribute")
            value, text = raw.get("value"), raw.get("text") or raw.get("value")
            if not isinstance(value, str) or not isinstance(text, str):
                raise ValueError("value/text")
            value, text = value.strip()[:MAX_VALUE], text.strip()[:MAX_TEXT]
            if not value or not text:
                raise ValueError("empty")
            conf = raw.get("confidence", 0.6)
            if isinstance(conf, bool) or not isinstance(conf, (int, float)) or not 0 <= conf <= 1:
                raise ValueError("confidence")
            pids = raw.get("page_ids")
            if (not isinstance(pids, list) or not pids
                    or not all(isinstance(p, int) and not isinstance(p, bool) for p in pids)
                    or not set(pids) <= allowed):
                raise ValueError("page_ids")
            vf = raw.get("valid_from")
            if not isinstance(vf, (int, float)) or isinstance(vf, bool):
                vf = max((page_times or {}).get(p, 0.0) for p in pids)
            ends = [e for e in raw.get("ends", []) if isinstance(e, str) and _ATTR.fullmatch(e)]
            out.append({"kind": raw["kind"], "attribute": attr, "value": value, "text": text,
                        "confidence": float(conf), "page_ids": sorted(set(pids)),
                        "valid_from": float(vf), "source": source, "ends": ends})
        except (ValueError, TypeError) as e:
            log.info("dropped an extracted fact (%s)", e)
    return out


def apply_extracted(store, pages: Sequence[Page], items, embed: Callable, now: float) -> list[int]:
    """Validate an LlmExtractor's output for `pages` and store it (one transaction)."""
    facts = validate(items, {p.id for p in pages}, source="llm",
                     page_times={p.id: p.created for p in pages})
    with store.tx():
        return [upsert(store, f, embed, now, actor="model") for f in facts]
