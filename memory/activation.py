"""Catalogue of activation slots: saved llama.cpp states (KV cache bytes) and their keys.

Design decisions:
- A slot is opaque bytes plus explicit metadata: the model file's content hash, n_ctx, KV
  type, flash-attention flag and the exact token ids it holds. llama.cpp restores a state
  from another quant or with flipped bytes *silently* and then answers wrongly, so a restore
  is refused unless every key matches, the slot's tokens are a prefix of the prompt and the
  sha256 of the decompressed bytes verifies. Nothing is ever pickled.
- Bytes go uncompressed into `slot_data` inside the encrypted database: never plaintext on
  disk. KV cells barely compress (zlib level 1: 8% smaller for 2.4 s per 46 MB save and
  0.3 s per restore), and the restore is on the critical path of the first token, so
  `slots.codec` is 'raw' for new slots; 'zlib' rows from before migration 0003 still load.
  A restore reads the blob with incremental blob I/O straight into one writable buffer that
  llama.cpp then reads in place: no SELECT copy, no bytes copy. Tokens are little-endian int32.
- `slot_sources` names the memories whose text went into a slot; the schema's triggers drop
  the slot in the same transaction as any delete/edit of a source. `save` refuses sources
  that no longer exist, so a slot can never outlive a memory deleted while it was built.
- One head slot per model key and one conversation slot per (conversation, model key): a new
  save replaces the old one. Total stored bytes are capped; eviction is least recently used,
  pinned (head) slots last.
- The model hash is the sha256 of the whole GGUF file, cached in `meta` under the file's
  path, size and mtime so it is computed once per model file, not at every start.
"""
from __future__ import annotations

import concurrent.futures
import hashlib
import json
import logging
import os
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Sequence

import numpy as np

from .errors import MemoryStoreError
from .store import Store
from .types import KINDS, Slot

log = logging.getLogger(__name__)

_COLS = ("id, kind, conversation_id, model_hash, n_ctx, kv_type, flash_attn, n_tokens, sha256, "
         "size, stored_size, pinned, hits, created, last_used")
CODECS = ("raw", "zlib")
READ_CHUNK = 4 << 20  # bytes per blob read while the previous chunk is hashed


class SlotRefused(MemoryStoreError):
    """A slot exists but must not be restored here; `reason` says why (for logs and tests)."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class SlotKey:
    """What a saved state depends on besides its tokens."""
    model_hash: str
    n_ctx: int
    kv_type: str = "f16"
    flash_attn: bool = False


@dataclass(frozen=True)
class Restored:
    slot: Slot
    tokens: tuple[int, ...]
    state: bytes | bytearray   # a writable bytearray for raw slots (installed without a copy)
    timings: dict = field(default_factory=dict)   # ms: read, decode, verify (for benches)


def tokens_to_blob(tokens: Sequence[int]) -> bytes:
    return np.asarray(tokens, dtype="<i4").tobytes()


def tokens_from_blob(b: bytes) -> tuple[int, ...]:
    return tuple(int(t) for t in np.frombuffer(b, dtype="<i4"))


def model_file_hash(store: Store | None, path: str | os.PathLike) -> str:
    """sha256 of a model file, cached in meta by absolute path + size + mtime."""
    p = Path(path).resolve()
    st = p.stat()
    stamp = {"size": st.st_size, "mtime_ns": st.st_mtime_ns}
    key = f"model_hash:{p}"
    if store is not None:
        cached = store.meta_get(key)
        if cached:
            try:
                d = json.loads(cached)
                if d.get("size") == stamp["size"] and d.get("mtime_ns") == stamp["mtime_ns"]:
                    return d["sha256"]
            except (ValueError, KeyError):
                pass
    h = hashlib.sha256()
    with open(p, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    digest = h.hexdigest()
    if store is not None:
        store.meta_set(key, json.dumps({**stamp, "sha256": digest}))
    return digest


def _slot(row: tuple, sources: Iterable[tuple[str, int]] = ()) -> Slot:
    (sid, kind, cid, mh, n_ctx, kv, fa, n_tok, sha, size, ssize, pinned, hits, created,
     last_used) = row
    return Slot(id=sid, kind=kind, conversation_id=cid, model_hash=mh, n_ctx=n_ctx, kv_type=kv,
                flash_attn=bool(fa), n_tokens=n_tok, sha256=sha, size=size, stored_size=ssize,
                pinned=bool(pinned), hits=hits, created=created, last_used=last_used,
                sources=tuple(sources))


class SlotCatalogue:
    """Slots over the `slots`, `slot_data` and `slot_sources` tables of one store."""

    def __init__(self, store: Store, cap_bytes: int = 1 << 30,
                 clock: Callable[[], float] = time.time, codec: str = "raw",
                 conversation_cap_bytes: int | None = None,
                 max_conversations: int | None = None):
        if codec not in CODECS:
            raise ValueError(f"unknown slot codec {codec!r}")
        self.store = store
        self.cap_bytes = cap_bytes
        # one chat's saved context may not grow past this (None: only the total cap applies);
        # a longer chat is re-read from its pages instead of keeping tens of MB per chat
        self.conversation_cap_bytes = conversation_cap_bytes
        # chats whose saved context is kept (most recently used first; None: no limit): a
        # one-shot chat leaves megabytes of state that is rarely used again, and reopening an
        # older chat only re-reads its pages
        self.max_conversations = max_conversations
        self.clock = clock
        self.codec = codec   # "zlib" only to write legacy-format slots (tests of old rows)

    # ------------------------------------------------------------ write
    def save(self, kind: str, conversation_id: str | None, key: SlotKey, tokens: Sequence[int],
             state: bytes, sources: Iterable[tuple[str, int]] = (), *,
             pinned: bool | None = None) -> Slot | None:
        """Store a state; replaces the previous slot of the same kind/conversation/key.

        Returns None (and stores nothing) when a source memory no longer exists or the slot
        alone is larger than the cap.
        """
        if kind not in ("head", "conversation"):
            raise ValueError(f"unknown slot kind {kind!r}")
        if kind == "conversation" and not conversation_id:
            raise ValueError("a conversation slot needs a conversation id")
        sources = sorted(set((str(t), int(i)) for t, i in sources))
        raw = memoryview(state).cast("B")
        sha = hashlib.sha256(raw).hexdigest()
        packed = raw if self.codec == "raw" else zlib.compress(raw, 1)
        if len(packed) > self.cap_bytes:
            log.info("slot of %d bytes exceeds the cap %d; not stored", len(packed), self.cap_bytes)
            return None
        if (kind == "conversation" and self.conversation_cap_bytes is not None
                and len(packed) > self.conversation_cap_bytes):
            log.info("conversation slot of %d bytes exceeds the per-chat budget %d; the older "
                     "one is dropped, none stored", len(packed), self.conversation_cap_bytes)
            self.drop_conversation(conversation_id)  # it no longer matches the chat's tail
            return None
        pinned = (kind == "head") if pinned is None else pinned
        now = self.clock()
        with self.store.tx() as s:
            for t, i in sources:
                table = KINDS[t].table
                extra = " AND valid_to IS NULL" if t == "lpm" else ""
                if s.scalar(f"SELECT 1 FROM {table} WHERE id = ?{extra}", (i,)) is None:
                    log.info("slot not saved: source %s %d is gone", t, i)
                    return None
            s.exec("DELETE FROM slots WHERE kind = ? AND conversation_id IS ? AND model_hash = ? "
                   "AND n_ctx = ? AND kv_type = ? AND flash_attn = ?",
                   (kind, conversation_id, key.model_hash, key.n_ctx, key.kv_type,
                    int(key.flash_attn)))
            sid = s.exec(
                "INSERT INTO slots(kind, conversation_id, model_hash, n_ctx, kv_type, flash_attn, "
                "tokens, n_tokens, sha256, size, stored_size, pinned, hits, created, last_used, "
                "codec) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,0,?,?,?)",
                (kind, conversation_id, key.model_hash, key.n_ctx, key.kv_type,
                 int(key.flash_attn), tokens_to_blob(tokens), len(tokens), sha, len(raw),
                 len(packed), int(pinned), now, now, self.codec))
            s.exec("INSERT INTO slot_data(slot_id, data) VALUES (?, ?)", (sid, packed))
            s.many("INSERT INTO slot_sources(slot_id, source_type, source_id) VALUES (?,?,?)",
                   [(sid, t, i) for t, i in sources])
            self._evict(s, keep=sid)
        return self.get(sid)

    def _evict(self, s: Store, keep: int) -> None:
        if self.max_conversations is not None:
            for (sid,) in s.rows(
                    "SELECT id FROM slots WHERE kind = 'conversation' AND id != ? AND NOT pinned "
                    "AND conversation_id NOT IN (SELECT conversation_id FROM slots WHERE kind = "
                    "'conversation' GROUP BY conversation_id ORDER BY max(id = ?) DESC, "
                    "max(last_used) DESC, max(id) DESC LIMIT ?)",
                    (keep, keep, self.max_conversations)):
                s.exec("DELETE FROM slots WHERE id = ?", (sid,))
                log.info("dropped the saved context of slot %d: older than the %d most recent "
                         "chats", sid, self.max_conversations)
        total = s.scalar("SELECT coalesce(sum(stored_size), 0) FROM slots")
        if total <= self.cap_bytes:
            return
        for sid, ssize in s.rows("SELECT id, stored_size FROM slots WHERE id != ? "
                                 "ORDER BY pinned, last_used, id", (keep,)):
            s.exec("DELETE FROM slots WHERE id = ?", (sid,))
            total -= ssize
            log.info("evicted slot %d (%d bytes) under the cap", sid, ssize)
            if total <= self.cap_bytes:
                return

    def drop(self, slot_id: int) -> bool:
        with self.store.tx() as s:
            had = s.scalar("SELECT 1 FROM slots WHERE id = ?", (slot_id,)) is not None
            s.exec("DELETE FROM slots WHERE id = ?", (slot_id,))
        return had

    def drop_conversation(self, conversation_id: str) -> int:
        with self.store.tx() as s:
            n = s.scalar("SELECT count(*) FROM slots WHERE conversation_id = ?", (conversation_id,))
            s.exec("DELETE FROM slots WHERE conversation_id = ?", (conversation_id,))
        return n

    def drop_all(self) -> int:
        with self.store.tx() as s:
            n = s.scalar("SELECT count(*) FROM slots")
            s.exec("DELETE FROM slots")
        return n

    # ------------------------------------------------------------ read
    def get(self, slot_id: int) -> Slot | None:
        row = self.store.one(f"SELECT {_COLS} FROM slots WHERE id = ?", (slot_id,))
        if row is None:
            return None
        src = self.store.rows("SELECT source_type, source_id FROM slot_sources WHERE slot_id = ? "
                              "ORDER BY source_type, source_id", (slot_id,))
        return _slot(row, src)

    def list(self) -> list[Slot]:
        """Every slot, most recently used first (for the inspector)."""
        ids = [r[0] for r in self.store.rows("SELECT id FROM slots ORDER BY last_used DESC, id DESC")]
        return [s for s in (self.get(i) for i in ids) if s is not None]

    def total_bytes(self) -> int:
        return self.store.scalar("SELECT coalesce(sum(stored_size), 0) FROM slots")

    def tokens(self, slot_id: int) -> tuple[int, ...]:
        b = self.store.scalar("SELECT tokens FROM slots WHERE id = ?", (slot_id,))
        return tokens_from_blob(b) if b is not None else ()

    def find(self, kind: str, conversation_id: str | None, key: SlotKey,
             prompt: Sequence[int] | None = None) -> Slot | None:
        """The slot of this kind/conversation saved under `key`, if its tokens prefix `prompt`."""
        row = self.store.one(
            f"SELECT {_COLS} FROM slots WHERE kind = ? AND conversation_id IS ? AND model_hash = ? "
            "AND n_ctx = ? AND kv_type = ? AND flash_attn = ? ORDER BY last_used DESC LIMIT 1",
            (kind, conversation_id, key.model_hash, key.n_ctx, key.kv_type, int(key.flash_attn)))
        if row is None:
            return None
        slot = _slot(row)
        if prompt is not None and not _is_prefix(self.tokens(slot.id), prompt):
            return None
        return slot

    def load(self, slot_id: int, key: SlotKey, prompt: Sequence[int] | None = None) -> Restored:
        """Bytes and tokens of a slot, or SlotRefused with the reason it must not be restored."""
        row = self.store.one(f"SELECT {_COLS}, tokens FROM slots WHERE id = ?", (slot_id,))
        if row is None:
            raise SlotRefused(f"slot {slot_id} does not exist (dropped or evicted)")
        slot, tokens = _slot(row[:-1]), tokens_from_blob(row[-1])
        if slot.model_hash != key.model_hash:
            raise SlotRefused("slot was saved with another model file "
                              f"({slot.model_hash[:12]} != {key.model_hash[:12]})")
        if slot.n_ctx != key.n_ctx:
            raise SlotRefused(f"slot was saved with n_ctx {slot.n_ctx}, context is {key.n_ctx}")
        if slot.kv_type != key.kv_type or slot.flash_attn != key.flash_attn:
            raise SlotRefused(f"slot KV settings {slot.kv_type}/flash_attn={slot.flash_attn} "
                              f"differ from {key.kv_type}/flash_attn={key.flash_attn}")
        if prompt is not None and not _is_prefix(tokens, prompt):
            raise SlotRefused("slot tokens are not a prefix of the prompt")
        t0 = time.perf_counter()
        codec, packed, digest = self._read(slot_id)
        t1 = time.perf_counter()
        if codec == "zlib":
            try:
                raw = zlib.decompress(packed)
            except zlib.error as e:
                raise SlotRefused(f"slot {slot_id} data is damaged ({e})") from None
            digest = None
        elif codec == "raw":
            raw = packed
        else:
            raise SlotRefused(f"slot {slot_id} has an unknown codec {codec!r}")
        t2 = time.perf_counter()
        if digest is None:
            digest = hashlib.sha256(memoryview(raw)).hexdigest()
        if len(raw) != slot.size or digest != slot.sha256:
            raise SlotRefused(f"slot {slot_id} checksum does not verify")
        t3 = time.perf_counter()
        now = self.clock()
        self.store.exec("UPDATE slots SET hits = hits + 1, last_used = ? WHERE id = ?",
                        (now, slot_id))
        timings = {"read_ms": (t1 - t0) * 1000, "decode_ms": (t2 - t1) * 1000,
                   "verify_ms": (t3 - t2) * 1000,
                   "update_ms": (time.perf_counter() - t3) * 1000}
        return Restored(slot, tokens, raw, timings)

    def _read(self, slot_id: int) -> tuple[str, bytearray, str]:
        """(codec, bytes, sha256 of the bytes) of a slot, read by incremental blob I/O into one
        fresh buffer. The checksum is computed by a second thread chunk by chunk while the
        next chunk is read and decrypted (both release the GIL): on 2 cores that hides the
        ~120-200 ms sha256 of a 46 MB head slot behind the ~250-500 ms read."""
        with self.store.tx() as s:
            codec = s.scalar("SELECT codec FROM slots WHERE id = ?", (slot_id,))
            if codec is None or s.scalar("SELECT 1 FROM slot_data WHERE slot_id = ?",
                                         (slot_id,)) is None:
                raise SlotRefused(f"slot {slot_id} has no data")
            # slot_id is the rowid of slot_data (INTEGER PRIMARY KEY)
            blob = s.conn.blob_open("main", "slot_data", "data", slot_id, False)
            try:
                n = blob.length()
                buf = bytearray(n)
                view = memoryview(buf)
                h = hashlib.sha256()
                with concurrent.futures.ThreadPoolExecutor(1) as pool:
                    pending = None
                    for start in range(0, n, READ_CHUNK):
                        end = min(n, start + READ_CHUNK)
                        blob.read_into(buf, start, end - start)
                        if pending is not None:
                            pending.result()
                        pending = pool.submit(h.update, view[start:end])
                    if pending is not None:
                        pending.result()
            finally:
                blob.close()
        return codec, buf, h.hexdigest()

def _is_prefix(tokens: Sequence[int], prompt: Sequence[int]) -> bool:
    n = len(tokens)
    return n <= len(prompt) and tuple(prompt[:n]) == tuple(tokens)
