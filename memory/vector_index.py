"""In-memory dense index over page vectors, for stores too large for an exact vec0 scan.

Design decisions:
- Measured at 100k pages on 2 cores: vec0's exact float KNN took 1.3 s (153 MB of float
  chunks, which do not fit the page cache and are decrypted on every scan), its binary KNN
  ~110 ms, and re-ranking 400 candidates by rowid ~90 ms (every vec0 rowid lookup walks a
  1.5 MB chunk blob). Holding the sign bits (48 bytes a page) and int8 vectors (384 bytes a
  page, scaled per vector; 38 MB at 100k pages) in RAM brings both steps to a few ms.
- The database stays the only source of truth: the index is a cache, filled by one scan of
  `pages_vec` (~1.8 s at 100k pages, lazily or from `warm()`), and kept current by replaying
  `vec_log` (ids written by triggers on every page insert, text edit and delete), so no write
  path has to remember to tell it. Replay is idempotent: an id is re-read from `pages_vec`
  and dropped here if it is gone there.
- Plaintext vectors in RAM are fine; on disk they exist only inside the encrypted database.
- Cosine on int8 vectors with their own norms is scale-free, so per-vector scaling costs
  nothing at query time; the error (~1e-3) is far below the gaps that decide a ranking.
"""
from __future__ import annotations

import threading

import numpy as np

from .embed import EMBED_DIM, from_blob

REPLAY_MAX = 5_000  # more pending changes than this: rescan instead of one lookup each
LOG_KEEP = 20_000   # vec_log rows kept by `prune`


def _sign_bits(v: np.ndarray) -> np.ndarray:
    """One row of uint64 words per vector; bit set where the component is > 0 (as
    vec_quantize_binary does), so Hamming distance approximates angle."""
    return np.packbits(v > 0, axis=1).view(np.uint64)


def _int8(v: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    scale = np.abs(v).max(axis=1, keepdims=True)
    scale[scale == 0] = 1.0
    q = np.rint(v / scale * 127.0).astype(np.int8)
    norm = np.linalg.norm(q.astype(np.float32), axis=1)
    norm[norm == 0] = 1.0
    return q, norm.astype(np.float32)


class PageVectorIndex:
    TABLE = "pages_vec"   # where the vectors live
    PER_PAGE = 1          # vector rows per page

    def __init__(self, store, dim: int = EMBED_DIM):
        self.store, self.dim = store, dim
        self._lock = threading.Lock()
        self._seq = -1  # last vec_log seq applied; -1 = never loaded
        self._clear(0)

    def _clear(self, capacity: int) -> None:
        self.n = 0
        self.ids = np.zeros(capacity, np.int64)
        # word-major (one row per 64-bit word): each XOR/popcount runs over contiguous memory,
        # 3x faster than a row per vector at 100k pages
        self.bits = np.zeros((self.dim // 64, capacity), np.uint64)
        self.q = np.zeros((capacity, self.dim), np.int8)
        self.norm = np.ones(capacity, np.float32)
        self.alive = np.zeros(capacity, bool)
        self.pos: dict[int, int] = {}

    @property
    def loaded(self) -> bool:
        return self._seq >= 0

    def nbytes(self) -> int:
        return sum(a.nbytes for a in (self.ids, self.bits, self.q, self.norm, self.alive))

    # --- keeping in step with the database -------------------------------------------------
    def sync(self) -> None:
        with self._lock:
            head = self.store.scalar("SELECT coalesce(max(seq), 0) FROM vec_log")
            if head == self._seq:
                return
            low = self.store.scalar("SELECT coalesce(min(seq), 0) FROM vec_log")
            if self._seq < 0 or head - self._seq > REPLAY_MAX or low > self._seq + 1:
                self._reload(head)
                return
            ids = [r[0] for r in self.store.rows(
                "SELECT DISTINCT page_id FROM vec_log WHERE seq > ? AND seq <= ?",
                (self._seq, head))]
            self._replay(ids)
            self._seq = head

    def _reload(self, head: int) -> None:
        # head was read before the scan: a change landing during it is replayed next time
        total = self.store.scalar("SELECT coalesce(max(id), 0) FROM pages") * self.PER_PAGE
        self._clear(max(1024, int(total * 1.1)))
        for rows in self.store.batches(f"SELECT rowid, embedding FROM {self.TABLE}",
                                       size=8192):
            self._put(np.fromiter((r[0] for r in rows), np.int64, len(rows)),
                      np.frombuffer(b"".join(r[1] for r in rows), "<f4").reshape(len(rows), -1))
        self._seq = head

    def rowids(self, page_ids: list[int]) -> list[int]:
        """The vector rows of these pages (a page vector's rowid is its page id)."""
        return page_ids

    def _replay(self, page_ids: list[int]) -> None:
        ids = self.rowids(page_ids)
        for i in ids:
            p = self.pos.get(i)
            if p is not None:  # zeroed too: a deleted page's vector should not linger in RAM
                self.alive[p] = False
                self.q[p] = 0
                self.bits[:, p] = 0
                del self.pos[i]
        if not ids:
            return
        found = []
        for start in range(0, len(ids), 500):
            chunk = ids[start:start + 500]
            marks = ",".join("?" * len(chunk))
            found += self.store.rows(
                f"SELECT rowid, embedding FROM {self.TABLE} WHERE rowid IN ({marks})", chunk)
        if found:
            self._put(np.array([r[0] for r in found], np.int64),
                      np.stack([from_blob(r[1]) for r in found]))  # few rows: no batching
        self._compact_if_sparse()

    def _put(self, ids: np.ndarray, vecs: np.ndarray) -> None:
        k = len(ids)
        if self.n + k > len(self.ids):
            self._grow(max(2 * len(self.ids), self.n + k))
        sl = slice(self.n, self.n + k)
        self.ids[sl] = ids
        self.bits[:, sl] = _sign_bits(vecs).T
        self.q[sl], self.norm[sl] = _int8(vecs)
        self.alive[sl] = True
        for j, i in enumerate(ids.tolist()):
            self.pos[i] = self.n + j
        self.n += k

    def _grow(self, capacity: int) -> None:
        for name in ("ids", "q", "norm", "alive"):
            old = getattr(self, name)
            new = np.zeros((capacity, *old.shape[1:]), old.dtype)
            new[:self.n] = old[:self.n]
            setattr(self, name, new)
        bits = np.zeros((self.bits.shape[0], capacity), np.uint64)
        bits[:, :self.n] = self.bits[:, :self.n]
        self.bits = bits

    def _compact_if_sparse(self) -> None:
        live = len(self.pos)
        if self.n < 1024 or live > self.n // 2:
            return
        keep = np.flatnonzero(self.alive[:self.n])
        for name in ("ids", "q", "norm", "alive"):
            arr = getattr(self, name)
            arr[:live] = arr[keep]
        self.bits[:, :live] = self.bits[:, keep]
        self.alive[live:] = False
        self.n = live
        self.pos = {i: p for p, i in enumerate(self.ids[:live].tolist())}

    @staticmethod
    def prune(store) -> None:
        """Drop old log rows (the index rescans when it has fallen behind them)."""
        store.exec("DELETE FROM vec_log WHERE seq <= (SELECT max(seq) FROM vec_log) - ?",
                   (LOG_KEEP,))

    # --- search -------------------------------------------------------------------------------
    def search(self, qvec: np.ndarray, k: int, pre_k: int = 2000) -> list[int]:
        """Top-k page ids by cosine: Hamming pre-filter to pre_k, int8 re-rank."""
        return [i for i, _ in self.search_scored(qvec, k, pre_k)]

    def search_scored(self, qvec: np.ndarray, k: int,
                      pre_k: int = 2000) -> list[tuple[int, float]]:
        """`search` with each row's cosine: (rowid, cosine), best first."""
        self.sync()
        with self._lock:
            n = self.n
            if n == 0:
                return []
            q = np.asarray(qvec, np.float32).reshape(1, -1)
            ham = np.zeros(n, np.uint16)
            for word, qword in zip(self.bits[:, :n], _sign_bits(q)[0]):
                ham += np.bitwise_count(word ^ qword)
            ham[~self.alive[:n]] = self.dim + 1
            if pre_k < n:
                pre = np.argpartition(ham, pre_k)[:pre_k]
            else:
                pre = np.arange(n)
            pre = pre[self.alive[pre]]
            return self._best(pre, q[0], k, scored=True)

    def rank(self, ids, qvec: np.ndarray, k: int) -> list[int]:
        """The k of the given page ids closest to qvec (ids not in the index are skipped)."""
        self.sync()
        with self._lock:
            rows = np.array([p for p in map(self.pos.get, ids) if p is not None], np.int64)
            if not len(rows):
                return []
            return self._best(rows, np.asarray(qvec, np.float32).ravel(), k)

    def _best(self, rows: np.ndarray, q: np.ndarray, k: int, scored: bool = False):
        sims = (self.q[rows].astype(np.float32) @ q) / self.norm[rows]
        top = np.argsort(-sims, kind="stable")[:k]
        ids = self.ids[rows[top]].tolist()
        if not scored:
            return ids
        # cosine of the int8 vector to q (q's norm: it need not be a unit vector)
        qn = float(np.linalg.norm(q)) or 1.0
        return list(zip(ids, (sims[top] / qn).tolist()))


class TurnVectorIndex(PageVectorIndex):
    """The same in-memory index over turn vectors (memory/turn_vectors.py): rows are turn
    rowids (page id * 2 + side). The background job that writes them logs the page in
    `vec_log` (trigger on `turns_embedded`), so this index follows them like page vectors."""
    TABLE = "turns_vec"
    PER_PAGE = 2

    def rowids(self, page_ids: list[int]) -> list[int]:
        return [r for i in page_ids for r in (i * 2, i * 2 + 1)]
