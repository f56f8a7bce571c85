"""Governance: the user's hands on their memory - look, list, pin, edit, delete, forget.

Design decisions:
- Items are addressed by typed references: ("page", 12), ("segment", 3), ("lpm", 7), written
  `p12`, `s3`, `l7` on the command line and in the UI, so an id can never be applied to the
  wrong table.
- Listings return plain dicts (the CLI's `--json` objects and the inspector's rows) with the
  same keys for every kind: id, type, tier, text, created, conversation_id, pinned, heat.
- An edit is a correction, made in place (not a new version): the old words must leave the
  database, so the row, its FTS entry and its vector are rewritten in one transaction, the
  page's segment is refreshed from its pages, and long-term items extracted only from the
  old words are dropped (the refreshed segment is re-promoted from the new text). Time-ordered changes of a fact ("I now drink
  tea") are the engine's supersession, not an edit.
- Deletion with its cascade lives in `cascade.py`; it is re-exported here.
"""
from __future__ import annotations

import datetime as _dt
from typing import Any, Iterable

from . import audit, keywords as kw, long_term, mid_term
from .cascade import (Cascade, delete, delete_conversation, drop_derived,  # noqa: F401
                      forget_conversation, hidden_conversations, pinned_in,
                      preview_conversation, preview_delete)
from .long_term import LPM_COLS, item_from_row
from .mid_term import SEG_COLS, refresh_segment, segment_from_row
from .errors import NotFoundError
from . import short_term
from .short_term import PAGE_COLS, embed_text, page_from_row
from .types import (KINDS, LpmItem, Page, Ref, Segment, as_ref, format_ref,  # noqa: F401
                    parse_ref)

TIERS = ("short", "mid", "long", "archive")
MAX_TEXT = 1 << 20

# --- reading -------------------------------------------------------------------------------

def lpm_from_row(r, page_ids: Iterable[int] = ()) -> LpmItem:
    """A long-term item with its sources in id order (long_term maps the row)."""
    return item_from_row(r, sorted(page_ids))


def _sources(store, item_ids: list[int]) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {i: [] for i in item_ids}
    for i in range(0, len(item_ids), 500):
        chunk = item_ids[i:i + 500]
        marks = ",".join("?" * len(chunk))
        for item, page in store.rows(f"SELECT item_id, page_id FROM lpm_sources "
                                     f"WHERE item_id IN ({marks})", chunk):
            out[item].append(page)
    return out


def get(store, item_type: str, item_id: int | None = None) -> Page | Segment | LpmItem:
    """One item by type and id (or by a single `p12`-style reference); NotFoundError if gone."""
    t, i = as_ref(item_type) if item_id is None else as_ref((item_type, item_id))
    if t == "page":
        r = store.one(f"SELECT {PAGE_COLS} FROM pages WHERE id = ?", (i,))
        if r:
            return page_from_row(r)
    elif t == "segment":
        r = store.one(f"SELECT {SEG_COLS} FROM segments WHERE id = ?", (i,))
        if r:
            return segment_from_row(r)
    else:
        r = store.one(f"SELECT {LPM_COLS} FROM lpm_items WHERE id = ?", (i,))
        if r:
            return lpm_from_row(r, _sources(store, [i])[i])
    raise NotFoundError(f"no memory {format_ref(t, i)}")


def get_many(store, refs) -> list[Page | Segment | LpmItem]:
    """Several items in the order asked; NotFoundError names the first missing one."""
    return [get(store, *as_ref(r)) for r in refs]


def segment_pages(store, segment_id: int) -> list[Page]:
    return [page_from_row(r) for r in store.rows(
        f"SELECT {PAGE_COLS} FROM pages WHERE segment_id = ? ORDER BY created, id", (segment_id,))]


def history(store, lpm_id: int) -> list[LpmItem]:
    """Every version of a long-term item's fact, oldest first (following superseded_by)."""
    get(store, "lpm", lpm_id)
    chain = store.rows(
        "WITH RECURSIVE older(id) AS (SELECT ? UNION SELECT l.id FROM lpm_items l "
        "JOIN older o ON l.superseded_by = o.id), "
        "newer(id) AS (SELECT ? UNION SELECT l.superseded_by FROM lpm_items l "
        "JOIN newer n ON l.id = n.id WHERE l.superseded_by IS NOT NULL) "
        f"SELECT {LPM_COLS} FROM lpm_items WHERE id IN (SELECT id FROM older UNION "
        "SELECT id FROM newer) ORDER BY valid_from, id", (lpm_id, lpm_id))
    src = _sources(store, [r[0] for r in chain])
    return [lpm_from_row(r, src[r[0]]) for r in chain]


def _iso(ts: float | None) -> str | None:
    if ts is None:
        return None
    return _dt.datetime.fromtimestamp(ts, _dt.timezone.utc).isoformat(timespec="seconds")


def record(item: Page | Segment | LpmItem, *, heat: float | None = None,
           conversation_id: str | None = None) -> dict[str, Any]:
    """The JSON object for one item (CLI `--json`, inspector rows)."""
    if isinstance(item, Page):
        return {"id": format_ref("page", item.id), "type": "page", "tier": item.tier,
                "text": item.text, "user_text": item.user_text,
                "assistant_text": item.assistant_text, "created": item.created,
                "created_at": _iso(item.created), "conversation_id": item.conversation_id,
                "pinned": item.pinned, "heat": heat, "seq": item.seq,
                "segment_id": None if item.segment_id is None else format_ref("segment",
                                                                               item.segment_id),
                "keywords": list(item.keywords)}
    if isinstance(item, Segment):
        return {"id": format_ref("segment", item.id), "type": "segment", "tier": item.tier,
                "text": item.summary, "created": item.created, "created_at": _iso(item.created),
                "conversation_id": conversation_id, "pinned": item.pinned, "heat": item.heat,
                "n_pages": item.n_pages, "visits": item.visits, "last_visit": item.last_visit,
                "keywords": list(item.keywords), "promoted_at": item.promoted_at}
    return {"id": format_ref("lpm", item.id), "type": "lpm", "tier": "long", "kind": item.kind,
            "text": item.text, "attribute": item.attribute, "value": item.value,
            "created": item.created, "created_at": _iso(item.created),
            "conversation_id": conversation_id, "pinned": item.pinned, "heat": None,
            "confidence": item.confidence, "source": item.source, "current": item.current,
            "valid_from": item.valid_from, "valid_to": item.valid_to,
            "superseded_by": None if item.superseded_by is None else format_ref(
                "lpm", item.superseded_by),
            "page_ids": [format_ref("page", p) for p in item.page_ids]}


def describe(store, ref) -> dict[str, Any]:
    """`record` of one item with its context: heat, conversation, pages, versions."""
    t, i = as_ref(ref)
    item = get(store, t, i)
    if t == "page":
        heat = store.scalar("SELECT heat FROM segments WHERE id = ?", (item.segment_id,))
        return record(item, heat=heat)
    if t == "segment":
        pages = segment_pages(store, i)
        out = record(item, conversation_id=_single({p.conversation_id for p in pages}))
        out["page_ids"] = [format_ref("page", p.id) for p in pages]
        out["conversation_ids"] = sorted({p.conversation_id for p in pages})
        return out
    out = record(item, conversation_id=_lpm_conversation(store, item))
    out["history"] = [format_ref("lpm", v.id) for v in history(store, i)]
    return out


def _single(values: set):
    return next(iter(values)) if len(values) == 1 else None


def _lpm_conversation(store, item: LpmItem) -> str | None:
    if not item.page_ids:
        return None
    marks = ",".join("?" * len(item.page_ids))
    return _single({r[0] for r in store.rows(
        f"SELECT DISTINCT conversation_id FROM pages WHERE id IN ({marks})", item.page_ids)})


def records(store, tier: str | None = None, *, kind: str | None = None,
            conversation_id: str | None = None, history: bool = False,
            pinned: bool | None = None, limit: int = 10_000) -> list[dict[str, Any]]:
    """Items of a tier (short|mid|long|archive, None for all), newest first per kind.

    `kind` narrows to page|segment|lpm; `history` includes superseded long-term versions.
    """
    if tier is not None and tier not in TIERS:
        raise ValueError(f"unknown tier {tier!r} (one of {', '.join(TIERS)})")
    if kind is not None and kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r} (page, segment or lpm)")
    limit = max(0, int(limit))
    out: list[dict[str, Any]] = []
    pin = "" if pinned is None else f" AND pinned = {int(bool(pinned))}"
    if tier in (None, "mid", "archive") and kind in (None, "segment") and not conversation_id:
        tiers = ("mid", "archive") if tier is None else (tier,)
        rows = store.rows(f"SELECT {SEG_COLS} FROM segments WHERE tier IN "
                          f"({','.join('?' * len(tiers))}){pin} ORDER BY heat DESC, id DESC "
                          "LIMIT ?", (*tiers, limit))
        for r in rows:
            convs = {c for (c,) in store.rows("SELECT DISTINCT conversation_id FROM pages "
                                              "WHERE segment_id = ?", (r[0],))}
            out.append(record(segment_from_row(r), conversation_id=_single(convs)))
    if tier in (None, "short", "mid", "archive") and kind in (None, "page"):
        tiers = ("short", "mid", "archive") if tier is None else (tier,)
        sql = (f"SELECT {', '.join('p.' + c.strip() for c in PAGE_COLS.split(','))}, s.heat "
               f"FROM pages p LEFT JOIN segments s ON s.id = p.segment_id WHERE p.tier IN "
               f"({','.join('?' * len(tiers))})")
        params: list[Any] = list(tiers)
        if conversation_id:
            sql += " AND p.conversation_id = ?"
            params.append(conversation_id)
        if pinned is not None:
            sql += f" AND p.pinned = {int(bool(pinned))}"
        sql += " ORDER BY p.created DESC, p.id DESC LIMIT ?"
        for r in store.rows(sql, (*params, limit)):
            out.append(record(page_from_row(r[:12]), heat=r[12]))
    if tier in (None, "long") and kind in (None, "lpm"):
        sql = f"SELECT {LPM_COLS} FROM lpm_items WHERE 1 = 1{pin}"
        if not history:
            sql += " AND valid_to IS NULL"
        rows = store.rows(sql + " ORDER BY updated DESC, id DESC LIMIT ?", (limit,))
        src = _sources(store, [r[0] for r in rows])
        for r in rows:
            item = lpm_from_row(r, src[r[0]])
            conv = _lpm_conversation(store, item)
            if conversation_id and conv != conversation_id:
                continue
            out.append(record(item, conversation_id=conv))
    return out[:limit]


# --- changing ------------------------------------------------------------------------------

def set_pinned(store, ref, pinned: bool, actor: str = "user") -> None:
    """Pin (never evicted, always in the prompt head) or unpin one item."""
    t, i = as_ref(ref)
    with store.tx():
        get(store, t, i)
        store.exec(f"UPDATE {KINDS[t].table} SET pinned = ? WHERE id = ?", (int(bool(pinned)), i))
        audit.log(store, actor, "pin" if pinned else "unpin", t, i)


def pin(store, ref, actor: str = "user") -> None:
    set_pinned(store, ref, True, actor)


def unpin(store, ref, actor: str = "user") -> None:
    set_pinned(store, ref, False, actor)


def _check_text(text: str) -> str:
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    if len(text) > MAX_TEXT:
        raise ValueError(f"text longer than {MAX_TEXT} characters")
    return text


def edit(store, ref, text: str, embedder, *, field: str = "user", value: str | None = None,
         actor: str = "user", now: float | None = None) -> Page | Segment | LpmItem:
    """Correct an item's text in place, re-embedding and re-indexing it; return the new item.

    Pages: `field` is "user" or "assistant". Segments: the summary. Long-term items: the text
    (and optionally `value`); the item becomes user-sourced with full confidence.
    """
    import time

    t, i = as_ref(ref)
    text = _check_text(text)
    now = time.time() if now is None else now
    old = get(store, t, i)
    if t == "page":
        if field not in ("user", "assistant"):
            raise ValueError("field must be 'user' or 'assistant'")
        user = text if field == "user" else old.user_text
        assistant = text if field == "assistant" else old.assistant_text
        vec = embedder.embed([embed_text(user, assistant, old.meta)])[0]
        with store.tx():
            words = kw.extract(f"{user}\n{assistant}", kw.DocFreq(store))
            short_term.set_text(store, i, user, assistant, words)
            short_term.set_vector(store, i, vec)
            dropped = drop_derived(store, [i], now=now)
            if old.segment_id is not None:
                refresh_segment(store, old.segment_id, now=now)
            audit.log(store, actor, "edit", "page", i, field=field,
                      lpm_deleted=list(dropped.lpm_items),
                      lpm_unlinked=list(dropped.lpm_unlinked))
    elif t == "segment":
        with store.tx():
            mid_term.set_summary(store, i, text, now)
            audit.log(store, actor, "edit", "segment", i, field="summary")
    else:
        vec = embedder.embed([text])[0]
        with store.tx():
            long_term.set_text(store, i, text, value, vec, now)
            audit.log(store, actor, "edit", "lpm", i, field="text" if value is None else
                      "text+value")
    return get(store, t, i)
