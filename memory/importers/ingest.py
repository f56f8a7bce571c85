"""Writing parsed chats from other assistants into memory, as if they had been lived here.

Design decisions:
- The same path as a live chat: every exchange becomes a page through `short_term.
  insert_page` with its own speaker-aware vector (`short_term.embed_text`) and keywords, then the
  engine's overflow moves all but the newest `stm_capacity` pages of the chat to mid-term,
  where they join topic segments by F-score (each joined topic's keywords and summary are
  rebuilt once at the end of the write, `engine.describe_segments`, not once per page: that
  made the write transaction, which a chat turn waits for, 4x longer); `engine.maintain()`
  afterwards updates heat and promotes facts, and `engine.form_facts_many(page_ids)` (when the engine has it) forms
  long-term facts from each page as `form_facts` does after a live turn.
- Slow work first, outside the transaction: vectors and keywords are computed in batches with
  progress and a cancel check, so the write transaction holds the database (and other
  processes waiting on it) for the inserts only. Then one transaction per file: a file lands
  completely or not at all (a cancel or an error inside rolls everything back).
- Importing the same file twice adds nothing: a chat's conversation id is derived from its
  format and original id (`imp-<digest>`), and a chat whose id exists is skipped.
- Original titles and times are kept; the conversation's `meta` names where it came from
  ({"source": "chatgpt", "file": ..., "original_id": ..., "title": ...}), which the inspector
  shows (the original title too, once the user has renamed the chat).
"""
from __future__ import annotations

import hashlib
import threading
import time
from dataclasses import dataclass
from typing import Callable

import numpy as np

from .. import audit, conversations as convs, keywords as kw, short_term
from ..errors import ImportCancelled
from .chats import Parsed

BATCH = 64
FACTS_CHUNK = 200


@dataclass(frozen=True)
class IngestResult:
    format: str
    conversations: tuple[str, ...]     # ids of the conversations written
    skipped: int                       # chats already imported before (or empty)
    pages: int
    seconds: float


def conversation_id(fmt: str, original_id: str) -> str:
    return "imp-" + hashlib.sha256(f"{fmt}\x00{original_id}".encode("utf-8", "surrogatepass")
                                   ).hexdigest()[:12]


def ingest(engine, parsed: Parsed, *, actor: str = "user",
           progress: Callable[[str, int, int], None] | None = None,
           cancel: threading.Event | None = None) -> IngestResult:
    """Write `parsed` into `engine`'s memory; progress(phase, done, total) with phase
    "embedding" then "writing"; `cancel` set → ImportCancelled, nothing written."""
    t0 = time.perf_counter()
    say = progress or (lambda phase, done, total: None)
    store = engine.store
    todo = []
    skipped = 0
    for chat in parsed.chats:
        cid = conversation_id(parsed.format, chat.original_id)
        ex = chat.exchanges()
        if not ex or cid in {c for c, _, _ in todo} or convs.exists(store, cid):
            skipped += 1
            continue
        todo.append((cid, chat, ex))
    if not todo:   # everything already imported (or empty): nothing to write, not even audit
        return IngestResult(parsed.format, (), skipped, 0, time.perf_counter() - t0)
    pages = [(cid, u, a, w if w is not None else (chat.created or time.time()))
             for cid, chat, ex in todo for u, a, w in ex]
    total = len(pages)
    vecs, words = [], []
    engine.docfreq.invalidate()
    say("embedding", 0, total)
    for i in range(0, total, BATCH):
        if cancel is not None and cancel.is_set():
            raise ImportCancelled("the import was stopped; nothing was written")
        chunk = pages[i:i + BATCH]
        vecs.append(engine.embedder.embed([short_term.embed_text(u, a) for _, u, a, _ in chunk]))
        words += [kw.extract(f"{u}\n{a}", engine.docfreq) for _, u, a, _ in chunk]
        say("embedding", min(i + BATCH, total), total)
    vec = np.concatenate(vecs) if vecs else np.zeros((0, 1), np.float32)
    written, k = [], 0
    touched: set[int] = set()
    now = engine.clock()
    with store.tx():
        for cid, chat, ex in todo:
            if cancel is not None and cancel.is_set():
                raise ImportCancelled("the import was stopped; nothing was written")
            first = pages[k][3]
            meta = {"source": parsed.format, "file": parsed.source[:200],
                    "original_id": chat.original_id, "title": (chat.title or "")[:200]}
            convs.insert(store, cid, chat.title, chat.created or first, meta=meta)
            page_meta = {"source": parsed.format}
            for _ in ex:
                _, u, a, created = pages[k]
                short_term.insert_page(store, cid, u, a, created, words[k], vec[k], page_meta)
                k += 1
            engine.overflow(cid, engine.policy.stm_capacity, now, touched)
            written.append(cid)
            say("writing", k, total)
        engine.describe_segments(touched, now)
        audit.log(store, actor, "import", kind=parsed.format, conversations=len(written),
                  pages=total, skipped=skipped)
    engine.docfreq.invalidate()
    _after(engine, written)
    return IngestResult(parsed.format, tuple(written), skipped, total,
                        time.perf_counter() - t0)


def _after(engine, written: list[str]) -> None:
    """What follows a live turn: fact formation and maintenance (heat, promotion).

    Facts are formed FACTS_CHUNK pages per transaction, oldest first (a newer value ends an
    older one, so the order is the chats' own): one commit per page made fact formation cost
    more than writing the pages themselves, and a chunk still keeps each hold on the database
    short for the app and `engram mcp` waiting on it."""
    form = getattr(engine, "form_facts_many", None)   # long-term facts, where available
    if form is not None and written:
        marks = ",".join("?" * len(written))
        ids = [r[0] for r in engine.store.rows(
            f"SELECT id FROM pages WHERE conversation_id IN ({marks}) ORDER BY created, id",
            written)]
        for i in range(0, len(ids), FACTS_CHUNK):
            form(ids[i:i + FACTS_CHUNK])
    if written:
        engine.maintain()
