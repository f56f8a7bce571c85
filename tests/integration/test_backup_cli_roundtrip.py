"""`engram memory backup --out F` / `restore F` from the command line round-trip *everything*:
every row of every table (FTS5 and vec0 shadow tables, slot bytes, the audit log included),
compared by content, not only by counts (test_memory_cli / test_backup cover the rest).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from memory.activation import SlotCatalogue, SlotKey

ROOT = Path(__file__).resolve().parents[2]


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "app", "memory", *args], cwd=ROOT, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True,
                          text=True, stdin=subprocess.DEVNULL)


def _tables(store) -> dict[str, list]:
    names = [r[0] for r in store.rows("SELECT name FROM sqlite_master WHERE type = 'table' "
                                      "AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name")]
    return {n: store.rows(f'SELECT * FROM "{n}" ORDER BY 1') for n in names}


def _fill(hash_embedder) -> dict[str, list]:
    from app import services
    from memory.engine import MemoryEngine

    prof = services.Session.open(services.obtain_key(None).key)
    try:
        eng = MemoryEngine(prof.store, hash_embedder)
        cid = eng.new_conversation("trip").id
        pages = [eng.add_exchange(cid, f"My sister is Anna. I sailed on lake {i} 🚤.",
                                  f"Lake {i}, lovely.") for i in range(14)]
        eng.flush_short_term(cid, keep=2)
        for (sid,) in prof.store.rows("SELECT id FROM segments"):
            eng.promote(sid)
        SlotCatalogue(prof.store).save("conversation", cid, SlotKey("m", 512), [1, 2, 3],
                                       os.urandom(50_000), [("page", pages[-1].id)])
        tables = _tables(prof.store)
        assert tables["lpm_items"] and tables["slot_data"] and tables["segments"]
        return tables
    finally:
        prof.close()


def test_cli_backup_then_restore_brings_back_every_row(tmp_path, hash_embedder):
    from app import services

    want = _fill(hash_embedder)
    out = tmp_path / "engram-backup.db"
    r = _cli("backup", "--out", str(out))
    assert r.returncode == 0, r.stderr
    assert b"sailed" not in out.read_bytes()  # encrypted
    # the profile changes after the backup ...
    prof = services.Session.open(services.obtain_key(None).key)
    prof.store.exec("DELETE FROM pages WHERE id IN (SELECT id FROM pages LIMIT 6)")
    prof.store.exec("DELETE FROM slots")
    prof.close()
    # ... and restore brings back exactly what was backed up
    r = _cli("restore", str(out))
    assert r.returncode == 0, r.stderr
    prof = services.Session.open(services.obtain_key(None).key)
    try:
        got = _tables(prof.store)
        assert prof.store.integrity_check() == ["ok"]
    finally:
        prof.close()
    n = len(want["audit"])
    assert got["audit"][:n] == want["audit"]  # restore appends its own audit row(s) only
    assert all(json.loads(row[-1]) is not None for row in got["audit"][n:])
    for name in want:
        if name not in ("audit", "meta"):
            assert got[name] == want[name], name
