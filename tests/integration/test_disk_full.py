"""A full disk: a clear StorageFullError, nothing half-written, the database stays valid.

Two ways to fill it: `PRAGMA max_page_count` (portable, the database's own size limit) and a
real tiny filesystem (a tmpfs mounted in a private mount namespace, Linux only), which also
exercises the WAL and shared-memory files running out of space.
"""
from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from memory.errors import StorageFullError
from memory.store import open_store

ROOT = Path(__file__).resolve().parents[2]
FILLER = Path(__file__).parent / "helpers" / "fill_disk.py"
VEC = struct.pack("384f", *([0.1] * 384))


def _add_page(s, seq: int, text: str) -> int:
    with s.tx():
        pid = s.exec("INSERT INTO pages(conversation_id, seq, user_text, assistant_text, created)"
                     " VALUES ('c', ?, ?, 'answer', 0)", (seq, text))
        s.exec("INSERT INTO pages_vec(rowid, embedding, bits) "
               "VALUES (?, ?, vec_quantize_binary(?))",
               (pid, VEC, VEC))
    return pid


def _limit_to_current_size(s, spare_pages: int) -> None:
    n = s.scalar("PRAGMA page_count")
    s.scalar(f"PRAGMA max_page_count = {n + spare_pages}")


def test_size_limit_gives_storage_full_and_keeps_database_valid(tmp_path, raw_key):
    db = tmp_path / "m.db"
    s = open_store(db, raw_key)
    with s.tx():
        s.exec("INSERT INTO conversations(id, created, updated) VALUES ('c', 0, 0)")
    early = [_add_page(s, i, f"early page {i} sunflower") for i in range(1, 6)]
    _limit_to_current_size(s, 4)
    acked = list(early)
    with pytest.raises(StorageFullError, match="full"):
        for i in range(6, 10_000):
            acked.append(_add_page(s, i, f"filler {i} " + "x" * 3000))
    assert len(acked) < 9_000  # the limit, not the loop, stopped it
    # the failed transaction left nothing behind: no page without its vector and FTS row
    assert [r[0] for r in s.rows("SELECT id FROM pages ORDER BY id")] == acked
    assert s.scalar("SELECT count(*) FROM pages_vec") == len(acked)
    assert s.scalar("SELECT count(*) FROM pages_fts") == len(acked)
    assert s.integrity_check() == ["ok"]
    # a big multi-row transaction is all-or-nothing too
    with pytest.raises(StorageFullError):
        with s.tx():
            for i in range(20_000, 20_050):
                s.exec("INSERT INTO audit(ts, actor, action, detail) VALUES (0, 'system', 'x', ?)",
                       ("y" * 4000,))
    assert s.scalar("SELECT count(*) FROM audit") == 0
    # reads still work while full, and writing resumes once there is room
    hits = s.rows("SELECT rowid FROM pages_fts WHERE pages_fts MATCH 'sunflower' ORDER BY rowid")
    assert [h[0] for h in hits] == early
    s.scalar("PRAGMA max_page_count = 1073741823")
    extra = _add_page(s, 30_000, "after the limit was lifted")
    s.close()
    s = open_store(db, raw_key, check="always")
    assert s.integrity_check() == ["ok"]
    assert [r[0] for r in s.rows("SELECT id FROM pages ORDER BY id")] == acked + [extra]
    s.close()


def test_storage_full_inside_nested_transactions_is_reported_as_such(store):
    # SQLite rolls the whole transaction back by itself on SQLITE_FULL; the savepoints the
    # Store opened must not turn that into "no such savepoint" and hide the real error
    _limit_to_current_size(store, 3)
    with pytest.raises(StorageFullError):
        with store.tx():
            store.exec("INSERT INTO audit(ts, actor, action) VALUES (0, 'system', 'outer')")
            with store.tx():
                for _ in range(100):
                    store.exec("INSERT INTO audit(ts, actor, action, detail) "
                               "VALUES (0, 'system', 'inner', ?)", ("z" * 4000,))
    assert store.scalar("SELECT count(*) FROM audit") == 0
    assert store.integrity_check() == ["ok"]
    store.scalar("PRAGMA max_page_count = 1073741823")
    with store.tx():
        store.exec("INSERT INTO audit(ts, actor, action) VALUES (0, 'system', 'after')")
    assert store.scalar("SELECT count(*) FROM audit") == 1


def _unshare_prefix() -> list[str] | None:
    if not sys.platform.startswith("linux") or not shutil.which("unshare"):
        return None
    return ["unshare", "-m"] if os.geteuid() == 0 else ["unshare", "-rm"]


@pytest.mark.slow
def test_real_tiny_filesystem_fills_up_cleanly(tmp_path):
    prefix = _unshare_prefix()
    if prefix is None:
        pytest.skip("needs Linux with unshare(1) to mount a private tmpfs")
    mnt = tmp_path / "tiny"
    mnt.mkdir()
    probe = subprocess.run(prefix + ["sh", "-c", f"mount -t tmpfs -o size=64k tmpfs '{mnt}'"],
                           capture_output=True, text=True)
    if probe.returncode != 0:
        pytest.skip(f"cannot mount a private tmpfs here: {probe.stderr.strip()}")
    # 6 MiB: room for the schema, sqlite-vec's first 1.5 MB vector chunk and some pages;
    # 1 MB of ballast is freed after the disk is full to show writing resumes
    script = (f"mount -t tmpfs -o size=6m tmpfs '{mnt}' && "
              f"exec '{sys.executable}' '{FILLER}' '{mnt}' 1000000")
    r = subprocess.run(prefix + ["sh", "-c", script], capture_output=True, text=True,
                       timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-3000:]
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["error"] == "StorageFullError", out
    assert out["is_storage_full"] and "full" in out["message"]
    assert out["n_acked"] > 0
    # at the moment of failure and after reopening: exactly the acknowledged pages, whole
    assert out["live_pages"] == out["live_vec"] == out["live_fts"] == out["n_acked"]
    assert out["live_integrity"] == ["ok"]
    assert out["integrity"] == ["ok"]
    assert out["reopened_ids_match"]
    assert out["reopened_vec"] == out["reopened_fts"] == out["n_acked"]
    assert out["after_free_write"]


def test_full_disk_during_a_turn_fails_cleanly_and_the_same_text_can_be_retried(store, embedder):
    from app.assistant import Assistant
    from app.config import Settings
    from app.fake_runtime import FakeRuntime
    from memory.engine import MemoryEngine

    engine = MemoryEngine(store, embedder)
    a = Assistant(engine, FakeRuntime(n_ctx=8192), settings=Settings(temperature=0.0),
                  background=False)
    first = a.send(None, "Remember that my locker code is 4711.")
    cid = first.conversation_id
    before = {r[0] for r in store.rows("SELECT id FROM pages")}
    audit_before = store.scalar("SELECT count(*) FROM audit")
    text = "A long note I do not want to lose: " + "important words " * 3000
    _limit_to_current_size(store, 2)
    with pytest.raises(StorageFullError):
        a.send(cid, text)
    # nothing of the failed turn is visible: no page, no index entry, no audit row
    assert {r[0] for r in store.rows("SELECT id FROM pages")} == before
    assert _ids(store, "pages_vec") == before and _ids(store, "pages_fts") == before
    assert store.scalar("SELECT count(*) FROM audit") == audit_before
    assert store.integrity_check() == ["ok"]
    # the earlier memory is intact and still found
    assert engine.get("page", first.page_id).user_text == "Remember that my locker code is 4711."
    # once there is room the caller's kept text goes through unchanged
    store.scalar("PRAGMA max_page_count = 1073741823")
    r = a.send(cid, text)
    assert engine.get("page", r.page_id).user_text == text


def _ids(s, table: str) -> set[int]:
    return {r[0] for r in s.rows(f"SELECT rowid FROM {table}")}
