"""Export and import: the portable "memory cube" and plain chat transcripts.

The memory cube (version 1) is one JSON object:

    {"format": "engram-memory", "version": 1, "exported_at": <unix s>,
     "conversations": [{"id", "title", "created", "updated"}],
     "segments": [{"id", "tier": "mid"|"archive", "summary", "keywords": [str], "visits",
                   "last_visit", "heat", "pinned", "promoted_at", "created", "updated"}],
     "pages": [{"id", "conversation_id", "seq", "prev_id", "tier": "short"|"mid"|"archive",
                "segment_id", "user_text", "assistant_text", "keywords": [str], "pinned",
                "created", "meta": {}}],
     "lpm_items": [{"id", "kind": "trait"|"user_knowledge"|"assistant_knowledge", "attribute",
                    "value", "text", "confidence", "source", "pinned", "valid_from", "valid_to",
                    "superseded_by", "created", "updated", "page_ids": [int],
                    "joint": bool (optional: its sources each hold part of it, a correction)}],
     "answer_context": [{"page_id", "rank", "item_type", "item_id", "tokens"}],
     "facts_refused": [page id] (optional: pages no extractor may read facts from again, as
                      a fact of theirs was deleted or forgotten)}

Times are Unix seconds (UTC). Ids are only meaningful inside the file: import gives every row
a new id and remaps every reference (provenance, version chains, dialogue chains); a
conversation keeps its id unless the store already has it. Vectors are derived data and are
recomputed on import with the installed embedder (segment vectors = mean of their pages).
Activation slots (model-specific bytes) and the audit log are not exported.

A transcript is `[{"role": "user"|"assistant"|"system", "content": str, "timestamp":
<unix s or ISO 8601>}]` (or `{"messages": [...]}`); consecutive user and assistant turns are
paired into pages through the engine's `add_exchange`, so segments and heat build normally.

Design decisions: the whole file is validated (types, sizes, references) before anything is
written, then written in ONE transaction: an import lands completely or not at all, and any
malformed or hostile input raises ImportFormatError naming the first problem.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from . import answer_context, audit, conversations, long_term, mid_term, short_term
from .errors import ImportFormatError
from .short_term import embed_text
from .import_check import (FORMAT, MAX_FILE_BYTES, VERSION, load, parse_transcript,
                           validate_cube)


@dataclass(frozen=True)
class ImportResult:
    kind: str                      # "cube" or "transcript"
    conversations: tuple[str, ...]
    pages: int
    segments: int
    lpm_items: int


# --- export -------------------------------------------------------------------------------

def _loads(s: str | None, default):
    try:
        return json.loads(s) if s else default
    except ValueError:
        return default


def export_data(store, *, conversation_id: str | None = None) -> dict[str, Any]:
    """The memory cube of the whole store (or of one conversation and what derives from it)."""
    conv_where, params = ("WHERE id = ?", (conversation_id,)) if conversation_id else ("", ())
    convs = [{"id": r[0], "title": r[1], "created": r[2], "updated": r[3]} for r in store.rows(
        f"SELECT id, title, created, updated FROM conversations {conv_where} ORDER BY created, id",
        params)]
    page_where = "WHERE conversation_id = ?" if conversation_id else ""
    pages = [{"id": r[0], "conversation_id": r[1], "seq": r[2], "prev_id": r[3], "tier": r[4],
              "segment_id": r[5], "user_text": r[6], "assistant_text": r[7],
              "keywords": _loads(r[8], []), "pinned": bool(r[9]), "created": r[10],
              "meta": _loads(r[11], {})}
             for r in store.rows(
                 "SELECT id, conversation_id, seq, prev_id, tier, segment_id, user_text, "
                 f"assistant_text, keywords, pinned, created, meta FROM pages {page_where} "
                 "ORDER BY conversation_id, seq", params)]
    page_ids = {p["id"] for p in pages}
    seg_ids = {p["segment_id"] for p in pages if p["segment_id"] is not None}
    segments = [{"id": r[0], "tier": r[1], "summary": r[2], "keywords": _loads(r[3], []),
                 "visits": r[4], "last_visit": r[5], "heat": r[6], "pinned": bool(r[7]),
                 "promoted_at": r[8], "created": r[9], "updated": r[10]}
                for r in store.rows("SELECT id, tier, summary, keywords, visits, last_visit, "
                                    "heat, pinned, promoted_at, created, updated FROM segments "
                                    "ORDER BY id")
                if not conversation_id or r[0] in seg_ids]
    sources: dict[int, list[int]] = {}
    joint: set[int] = set()
    for item, page, part in store.rows("SELECT item_id, page_id, joint FROM lpm_sources "
                                       "ORDER BY page_id"):
        sources.setdefault(item, []).append(page)
        if part:
            joint.add(item)
    lpm = []
    for r in store.rows("SELECT id, kind, attribute, value, text, confidence, source, pinned, "
                        "valid_from, valid_to, superseded_by, created, updated FROM lpm_items "
                        "ORDER BY id"):
        src = [p for p in sources.get(r[0], []) if p in page_ids]
        if conversation_id and not src:
            continue
        lpm.append({"id": r[0], "kind": r[1], "attribute": r[2], "value": r[3], "text": r[4],
                    "confidence": r[5], "source": r[6], "pinned": bool(r[7]),
                    "valid_from": r[8], "valid_to": r[9], "superseded_by": r[10],
                    "created": r[11], "updated": r[12], "page_ids": src,
                    "joint": r[0] in joint})
    lpm_ids = {i["id"] for i in lpm}
    for i in lpm:
        if i["superseded_by"] not in lpm_ids:
            i["superseded_by"] = None
    known = {"page": page_ids, "segment": {s["id"] for s in segments}, "lpm": lpm_ids}
    ctx = [{"page_id": r[0], "rank": r[1], "item_type": r[2], "item_id": r[3], "tokens": r[4]}
           for r in store.rows("SELECT page_id, rank, item_type, item_id, tokens "
                               "FROM answer_context ORDER BY page_id, rank")
           if r[0] in page_ids and r[3] in known[r[2]]]
    # a copy of a memory must not grow back a fact the user took back (long_term._refused)
    refused = [p for p in long_term.refused_pages(store) if p in page_ids]
    return {"format": FORMAT, "version": VERSION, "exported_at": time.time(),
            "conversations": convs, "segments": segments, "pages": pages, "lpm_items": lpm,
            "answer_context": ctx, "facts_refused": refused}


def _write_cube(fh, data: dict[str, Any], progress=None) -> None:
    """Write the cube one row at a time, calling progress(rows written, rows in all).

    The same JSON as `json.dump(data)` (scalars first, then one list per table), streamed so
    a large export reports real progress instead of one long silent dump.
    """
    lists = [k for k, v in data.items() if isinstance(v, list)]
    total = sum(len(data[k]) for k in lists)
    done = 0
    fh.write("{\n")
    for k, v in data.items():
        if k not in lists:
            fh.write(f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)},\n")
    for n, k in enumerate(lists):
        fh.write(f" {json.dumps(k)}: [")
        for j, row in enumerate(data[k]):
            fh.write(("," if j else "") + "\n  " + json.dumps(row, ensure_ascii=False))
            done += 1
            if progress is not None:
                progress(done, total)
        fh.write(("\n ]" if data[k] else "]") + ("," if n < len(lists) - 1 else "") + "\n")
    fh.write("}\n")
    if progress is not None and total == 0:
        progress(0, 0)


def export_file(store, path: str | os.PathLike, *, conversation_id: str | None = None,
                actor: str = "user", progress=None) -> dict[str, int]:
    """Write the memory cube to `path` atomically (owner-only permissions); return counts.

    `progress(done, total)` is called as rows are written (done rises to total).
    """
    data = export_data(store, conversation_id=conversation_id)
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=".engram-export-", dir=path.parent or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            _write_cube(fh, data, progress)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o600)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    counts = {k: len(data[k]) for k in ("conversations", "segments", "pages", "lpm_items")}
    with store.tx():
        audit.log(store, actor, "export", **counts)
    return counts




def export(store, path: str | os.PathLike | None = None, **kw):
    """`export_file` when given a path, else the cube as a dict (engine facade entry point)."""
    if path is None:
        kw.pop("progress", None)
        return export_data(store, **kw)
    return export_file(store, path, **kw)


# --- import -------------------------------------------------------------------------------

def _page_text(user: str, assistant: str, meta: dict | None = None) -> str:
    return embed_text(user, assistant, meta if isinstance(meta, dict) else None)


def _vectors(embedder, texts: list[str], progress=None, offset: int = 0, total: int = 0,
             batch: int = 256) -> np.ndarray:
    parts = []
    for i in range(0, len(texts), batch):
        parts.append(embedder.embed(texts[i:i + batch]))
        if progress is not None:
            progress(offset + min(i + batch, len(texts)), total)
    return np.concatenate(parts) if parts else np.zeros((0, embedder.dim), dtype=np.float32)


def import_cube(store, data: Any, embedder, *, actor: str = "user",
                progress=None) -> ImportResult:
    """Import a validated memory cube in one transaction, with new ids for every row.

    `progress(done, total)` is called as items are embedded (the slow part).
    """
    rows = validate_cube(data)
    pages, lpm = rows["pages"], rows["lpm_items"]
    total = len(pages) + len(lpm)
    pvec = _vectors(embedder, [_page_text(p["user_text"], p["assistant_text"], p.get("meta"))
                                for p in pages],
                    progress, 0, total)
    lvec = _vectors(embedder, [i["text"] for i in lpm], progress, len(pages), total)
    with store.tx():
        conv_map = {}
        for c in rows["conversations"]:
            cid = c["id"]
            if conversations.exists(store, cid) or cid in conv_map.values():
                cid = uuid.uuid4().hex[:16]
            conv_map[c["id"]] = cid
            conversations.insert(store, cid, c["title"], c["created"], c["updated"])
        seg_map = {g["id"]: mid_term.insert_segment(store, g) for g in rows["segments"]}
        page_map, members = {}, {}
        for p, v in zip(pages, pvec):
            sid = seg_map.get(p["segment_id"])
            pid = short_term.import_page(store, conv_map[p["conversation_id"]], p, sid, v)
            page_map[p["id"]] = pid
            if sid is not None:
                members.setdefault(sid, []).append(v)
        short_term.link_prev(store, [(page_map[p["prev_id"]], page_map[p["id"]])
                                     for p in pages if p["prev_id"] is not None])
        for sid, vecs in members.items():
            mid_term.set_members(store, sid, vecs)
        lpm_map = {}
        for i, v in zip(lpm, lvec):
            lpm_map[i["id"]] = long_term.import_item(store, i, v,
                                                     [page_map[p] for p in i["page_ids"]])
        long_term.link_superseded(store, [(lpm_map[i["superseded_by"]], lpm_map[i["id"]])
                                          for i in lpm if i["superseded_by"] is not None])
        ids = {"page": page_map, "segment": seg_map, "lpm": lpm_map}
        answer_context.insert_many(store, [(page_map[r["page_id"]], r["rank"], r["item_type"],
                                            ids[r["item_type"]][r["item_id"]], r["tokens"])
                                           for r in rows["answer_context"]])
        long_term.refuse_pages(store, [page_map[p] for p in rows["facts_refused"]])
        audit.log(store, actor, "import", kind="cube", conversations=len(conv_map),
                  pages=len(page_map), segments=len(seg_map), lpm=len(lpm_map))
    if progress is not None and total == 0:
        progress(0, 0)  # an empty cube still finishes the bar
    return ImportResult("cube", tuple(conv_map.values()), len(page_map), len(seg_map),
                        len(lpm_map))


def import_transcript(engine, data: Any, *, title: str = "Imported transcript",
                      actor: str = "user", progress=None) -> ImportResult:
    """Import `[{role, content, timestamp}]` as one new conversation through add_exchange."""
    exchanges = parse_transcript(data)
    store = engine.store
    with store.tx():
        conv = engine.new_conversation(title[:200])
        ids = []
        for n, (user, assistant, when) in enumerate(exchanges, 1):
            ids.append(engine.add_exchange(conv.id, user, assistant, created=when).id)
            if progress is not None:
                progress(n, len(exchanges))
        engine.form_facts_many(ids)   # imported words are remembered like words said now
        audit.log(store, actor, "import", "conversation", conv.id, kind="transcript",
                  pages=len(exchanges))
    return ImportResult("transcript", (conv.id,), len(exchanges), 0, 0)


def import_(store, source: Any, *, engine=None, embedder=None, actor: str = "user",
            title: str | None = None, progress=None) -> ImportResult:
    """Import a file path, bytes, or parsed JSON: a memory cube or a transcript (detected).

    All-or-nothing; ImportFormatError (nothing written) for anything malformed.
    `progress(done, total)` reports items written or embedded, for a progress bar.
    """
    if isinstance(source, (str, os.PathLike)):
        path = Path(source)
        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                raise ImportFormatError(f"{path.name} is larger than {MAX_FILE_BYTES >> 20} MiB")
            raw = path.read_bytes()
        except (OSError, ValueError) as e:   # ValueError: a NUL in the name is no path
            raise ImportFormatError(f"cannot read {path!r}: "
                                    f"{getattr(e, 'strerror', None) or e}") from None
        data = load(raw)
        title = title or f"Imported from {path.name}"[:200]
    elif isinstance(source, (bytes, bytearray)):
        data = load(bytes(source))
    else:
        data = source
    if isinstance(data, dict) and "format" in data:
        emb = embedder or getattr(engine, "embedder", None)
        if emb is None:
            raise ValueError("importing a memory cube needs an embedder")
        return import_cube(store, data, emb, actor=actor, progress=progress)
    if engine is None:
        raise ValueError("importing a transcript needs the memory engine")
    return import_transcript(engine, data, title=title or "Imported transcript", actor=actor,
                             progress=progress)
