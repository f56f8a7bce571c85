"""Encrypted online backup and safe restore on real encrypted files (issue 7)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from memory import backup, portable
from memory.engine import MemoryEngine
from memory.errors import (AlreadyOpenError, CorruptDatabaseError, MemoryStoreError,
                           WrongKeyError)
from memory.store import Key, open_store


def _fill(store, embedder, n=14):
    eng = MemoryEngine(store, embedder)
    cid = eng.new_conversation("b").id
    for i in range(n):
        eng.add_exchange(cid, f"I went sailing on lake {i} yesterday.", f"Lake {i}, nice.")
    store.exec("INSERT INTO slots(kind, model_hash, n_ctx, kv_type, flash_attn, tokens, n_tokens, "
               "sha256, size, stored_size, created, last_used) "
               "VALUES ('head', 'm', 512, 'f16', 0, x'01', 1, 's', 1, 1, 0, 0)")
    return eng


def _snapshot(store) -> dict:
    cube = portable.export_data(store)
    cube.pop("exported_at")
    return cube


def test_backup_is_encrypted_consistent_and_restores_everything(store, raw_key, tmp_path,
                                                                hash_embedder):
    _fill(store, hash_embedder)
    want = _snapshot(store)
    counts = store.table_counts()
    out = tmp_path / "backup.db"
    got = backup.backup(store, out, raw_key)
    assert got["pages"] == 14 and got == counts
    raw = out.read_bytes()
    assert not raw.startswith(b"SQLite format 3") and b"sailing" not in raw
    assert oct(out.stat().st_mode & 0o777) == "0o600"
    with pytest.raises(WrongKeyError):
        backup.verify(out, Key("cd" * 32, raw=True))
    with pytest.raises(MemoryStoreError, match="already exists"):
        backup.backup(store, out, raw_key)

    # the profile changes after the backup; restore brings back the backed-up state
    store.exec("DELETE FROM pages WHERE id IN (SELECT id FROM pages LIMIT 5)")
    db = Path(store.path)
    store.close()
    r = backup.restore(out, db, raw_key)
    assert r.previous is None and r.counts == counts
    s = open_store(db, raw_key)
    try:
        assert _snapshot(s) == want
        assert s.table_counts() == counts
        assert s.scalar("SELECT count(*) FROM pages_vec") == 14
        assert s.scalar("SELECT count(*) FROM pages_fts WHERE pages_fts MATCH 'sailing'") == 14
        assert s.integrity_check() == ["ok"]
    finally:
        s.close()
    assert not list(tmp_path.glob(".test.db.restore-*"))


def test_restore_refuses_while_the_profile_is_open(store, raw_key, tmp_path, hash_embedder):
    _fill(store, hash_embedder, 2)
    out = tmp_path / "b.db"
    backup.backup(store, out, raw_key)
    with pytest.raises(AlreadyOpenError):
        backup.restore(out, store.path, raw_key)


def test_bad_backups_leave_the_profile_untouched(store, raw_key, tmp_path, hash_embedder):
    _fill(store, hash_embedder, 3)
    db = Path(store.path)
    store.close()
    before = db.read_bytes()
    other_key = Key("cd" * 32, raw=True)
    foreign = tmp_path / "foreign.db"
    open_store(foreign, other_key).close()
    truncated = tmp_path / "trunc.db"
    truncated.write_bytes(before[:4096 * 3 + 100])
    junk = tmp_path / "junk.db"
    junk.write_bytes(os.urandom(4096 * 4))
    for bad, err in ((foreign, WrongKeyError), (truncated, CorruptDatabaseError),
                     (junk, WrongKeyError), (tmp_path / "missing.db", MemoryStoreError)):
        with pytest.raises(err):
            backup.restore(bad, db, raw_key)
        assert db.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("test.db")) == [
        "test.db", "test.db.lock"]


def test_failed_swap_puts_the_old_database_back(store, raw_key, tmp_path, hash_embedder,
                                                monkeypatch):
    _fill(store, hash_embedder, 3)
    out = tmp_path / "b.db"
    backup.backup(store, out, raw_key)
    store.exec("DELETE FROM pages")
    db = Path(store.path)
    store.close()
    before = db.read_bytes()
    real = backup.verify
    calls = []

    def verify_fails_on_the_swapped_file(path, key):
        calls.append(Path(path))
        if Path(path) == db:
            raise CorruptDatabaseError("simulated failure after the swap")
        return real(path, key)

    monkeypatch.setattr(backup, "verify", verify_fails_on_the_swapped_file)
    with pytest.raises(CorruptDatabaseError, match="simulated"):
        backup.restore(out, db, raw_key)
    assert db in calls and db.read_bytes() == before
    assert not list(tmp_path.glob("test.db.before-restore-*"))


def test_restore_keeps_previous_and_rekeys_from_another_key(store, raw_key, tmp_path,
                                                             hash_embedder):
    other_key = Key("another passphrase for the backup")
    src = open_store(tmp_path / "src.db", other_key)
    try:
        _fill(src, hash_embedder, 4)
        backup.backup(src, tmp_path / "b.db", other_key)
    finally:
        src.close()
    db = Path(store.path)
    store.close()
    r = backup.restore(tmp_path / "b.db", db, raw_key, backup_key=other_key, keep_previous=True)
    assert r.previous is not None and r.previous.exists()
    s = open_store(db, raw_key)  # the profile key opens the restored file
    try:
        assert s.scalar("SELECT count(*) FROM pages") == 4
    finally:
        s.close()
    open_store(r.previous, raw_key, lock=False).close()  # the old profile is intact


def test_backup_without_the_key_uses_the_stores_own(store, raw_key, tmp_path, hash_embedder):
    _fill(store, hash_embedder, 5)
    out = tmp_path / "nokey.db"
    counts = backup.backup(store, out, None)
    assert counts == store.table_counts()
    assert not out.read_bytes().startswith(b"SQLite format 3")
    assert backup.verify(out, raw_key)["pages"] == 5  # opens with the profile key
