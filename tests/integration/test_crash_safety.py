"""SIGKILL a writer at random moments, many times, on one database: nothing acknowledged is
lost and nothing half-written is ever visible.

The writer (helpers/crash_writer.py) uses the real engine, the real encrypted file and the
real MiniLM embedder; it logs each operation only after it committed. After every kill the
database is opened the way the app opens it and checked: integrity, every acknowledged page
with its vector and FTS entry, and the cross-table invariants that a torn write would break.
ENGRAM_CRASH_KILLS sets the number of kills (default 24).
"""
from __future__ import annotations

import hashlib
import os
import random
import signal
import subprocess
import sys
import time
import zlib
from pathlib import Path

import pytest

from memory.store import Key, open_store

ROOT = Path(__file__).resolve().parents[2]
WRITER = Path(__file__).parent / "helpers" / "crash_writer.py"
KEY = Key("ef" * 32, raw=True)


class Ledger:
    """What the writers acknowledged, accumulated over all rounds."""

    def __init__(self):
        # keyed by marker: SQLite reuses the id of a deleted newest page for the next one
        self.pages: dict[str, int] = {}
        self.live: dict[int, str] = {}  # id -> marker of the page holding that id now
        self.deleted: set[str] = set()
        self.maybe_deleted: set[str] = set()
        self.ops = 0

    def read(self, log: Path) -> bool:
        """Fold one round's log in; return whether the writer got ready."""
        ready = False
        text = log.read_text() if log.exists() else ""
        for line in text.split("\n")[:-1]:  # a last line without "\n" was cut by the kill
            parts = line.split()
            if not parts:
                continue
            if parts[0] == "error":
                raise AssertionError(f"the writer failed by itself: {line}")
            ready |= parts[0] == "ready"
            if parts[0] == "page":
                self.pages[parts[2]] = int(parts[1])
                self.live[int(parts[1])] = parts[2]
            elif parts[0] == "del-intent" and int(parts[1]) in self.live:
                self.maybe_deleted.add(self.live[int(parts[1])])
            elif parts[0] == "del" and int(parts[1]) in self.live:
                self.deleted.add(self.live.pop(int(parts[1])))
            self.ops += parts[0] != "ready"
        return ready


def _ids(s, sql: str) -> set[int]:
    return {r[0] for r in s.rows(sql)}


def check_database(db: Path, ledger: Ledger) -> dict:
    s = open_store(db, KEY, check="always")
    try:
        assert s.integrity_check() == ["ok"]
        assert s.rows("PRAGMA foreign_key_check") == []
        pages = {r[0]: r[1] for r in s.rows("SELECT id, user_text FROM pages")}
        # every acknowledged exchange is there, findable by its words and its vector
        for marker, pid in ledger.pages.items():
            hits = _ids(s, f"SELECT rowid FROM pages_fts WHERE pages_fts MATCH '{marker}'")
            if marker in ledger.deleted:
                assert hits == set(), f"deleted page {marker} is back"
                assert not any(marker in t for t in pages.values()), marker
                continue
            if marker in ledger.maybe_deleted:
                continue
            assert pid in pages, f"acknowledged page {pid} ({marker}) is lost"
            assert marker in pages[pid]
            assert hits == {pid}, (marker, hits)
        # no page without its index entries, no index entry without its page
        page_ids = set(pages)
        assert _ids(s, "SELECT rowid FROM pages_vec") == page_ids
        assert _ids(s, "SELECT rowid FROM pages_fts") == page_ids
        assert s.scalar("SELECT count(*) FROM pages WHERE tier != 'short' "
                        "AND segment_id IS NULL") == 0
        # segments: counts agree with their pages, index entries complete
        for sid, n in s.rows("SELECT id, n_pages FROM segments"):
            real = s.scalar("SELECT count(*) FROM pages WHERE segment_id = ?", (sid,))
            assert n == real, f"segment {sid} says {n} pages, has {real}"
        seg_ids = _ids(s, "SELECT id FROM segments")
        assert _ids(s, "SELECT rowid FROM segments_vec") == seg_ids
        assert _ids(s, "SELECT rowid FROM segments_fts") == seg_ids
        # long-term items: derived ones keep a source, index entries complete
        lpm_ids = _ids(s, "SELECT id FROM lpm_items")
        assert _ids(s, "SELECT rowid FROM lpm_vec") == lpm_ids
        assert _ids(s, "SELECT rowid FROM lpm_fts") == lpm_ids
        orphans = s.rows("SELECT id FROM lpm_items WHERE source IN ('rules', 'llm') AND NOT "
                         "EXISTS (SELECT 1 FROM lpm_sources WHERE item_id = lpm_items.id)")
        assert orphans == [], f"long-term items without a source: {orphans}"
        # slots: bytes present and verifiable, every source still exists (and is current)
        for sid, sha, size, stored, n_tok, toks, codec in s.rows(
                "SELECT id, sha256, size, stored_size, n_tokens, tokens, codec FROM slots"):
            data = s.scalar("SELECT data FROM slot_data WHERE slot_id = ?", (sid,))
            assert data is not None, f"slot {sid} has no bytes"
            raw = zlib.decompress(data) if codec == "zlib" else data
            assert (len(data), len(raw), len(toks)) == (stored, size, 4 * n_tok)
            assert hashlib.sha256(raw).hexdigest() == sha
        assert s.rows("SELECT slot_id FROM slot_data "
                      "WHERE slot_id NOT IN (SELECT id FROM slots)") == []
        dangling = s.rows(
            "SELECT slot_id, source_type, source_id FROM slot_sources WHERE "
            "(source_type = 'page' AND source_id NOT IN (SELECT id FROM pages)) OR "
            "(source_type = 'segment' AND source_id NOT IN (SELECT id FROM segments)) OR "
            "(source_type = 'lpm' AND source_id NOT IN "
            " (SELECT id FROM lpm_items WHERE valid_to IS NULL))")
        assert dangling == [], f"slots built from memories that are gone: {dangling}"
        return {"pages": len(pages), "segments": len(seg_ids), "lpm": len(lpm_ids),
                "slots": s.scalar("SELECT count(*) FROM slots")}
    finally:
        s.close()


@pytest.mark.slow
def test_sigkill_at_random_moments_loses_nothing_acknowledged(tmp_path, embedder):
    kills = int(os.environ.get("ENGRAM_CRASH_KILLS", "24"))
    db = tmp_path / "crash.db"
    rng = random.Random(int(os.environ.get("ENGRAM_CRASH_SEED", "20261121")))
    server = subprocess.Popen([sys.executable, str(WRITER), str(db)], cwd=ROOT, text=True,
                              env={**os.environ, "PYTHONPATH": str(ROOT)},
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    ledger = Ledger()
    killed_ready = 0
    try:
        assert server.stdout.readline().strip() == "loaded"
        for n in range(kills):
            log = tmp_path / f"round{n}.log"
            server.stdin.write(f"go {n} {log}\n")
            server.stdin.flush()
            child = int(server.stdout.readline().split()[1])
            # wait until it has committed its first page, then let it run 0.3-3 s more; every
            # sixth round is killed during start-up instead (opening must be crash-safe too)
            deadline = time.monotonic() + 180
            if n % 6 != 5:
                while "\npage " not in (log.read_text() if log.exists() else ""):
                    assert time.monotonic() < deadline, "writer did not start"
                    time.sleep(0.02)
            time.sleep(rng.uniform(0.3, 3.0) if n % 6 != 5 else rng.uniform(0.0, 0.3))
            try:
                os.kill(child, signal.SIGKILL)
            except ProcessLookupError:  # it stopped by itself: show why
                errors = [ln for ln in log.read_text().splitlines() if ln.startswith("error")]
                pytest.fail(f"writer {n} stopped by itself: {errors[-1:] or 'no error logged'}")
            dead = server.stdout.readline().split()
            assert dead[:2] == ["dead", str(child)], dead
            assert os.WIFSIGNALED(int(dead[2])), f"writer stopped by itself: {dead}"
            killed_ready += ledger.read(log)
            check_database(db, ledger)
    finally:
        server.stdin.close()
        server.wait(timeout=60)
    # a final look through the engine: still writable and searchable
    from memory.engine import MemoryEngine

    summary = check_database(db, ledger)
    s = open_store(db, KEY)
    try:
        eng = MemoryEngine(s, embedder)
        cid = eng.conversations()[0].id
        page = eng.add_exchange(cid, "after the crashes: zanzibar", "ok")
        assert page.id in {i.item_id for i in eng.search("zanzibar") if i.item_type == "page"}
    finally:
        s.close()
    print(f"\ncrash-safety: {kills} SIGKILLs ({killed_ready} while writing), "
          f"{len(ledger.pages)} acknowledged pages, {len(ledger.deleted)} acknowledged "
          f"deletes, {ledger.ops} acknowledged operations; final {summary}")
    # every writing-phase round got ready; a start-up kill may land just after "ready" on a fast machine
    assert kills - (kills + 1) // 6 <= killed_ready <= kills
    assert len(ledger.pages) >= killed_ready  # each of those rounds committed work first
