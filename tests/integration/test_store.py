"""The encrypted store on a real file: no plaintext on disk, clear errors, untouched files."""
from __future__ import annotations

import hashlib
import os
import struct
from pathlib import Path

import apsw
import pytest

from memory import migrations
from memory.errors import (AlreadyOpenError, CorruptDatabaseError, SchemaTooNewError,
                           WrongKeyError)
from memory.store import Key, open_store

MARKER = "ZEBRA-MARKER-7f3a9c"


def _files(db: Path) -> list[Path]:
    return [p for p in (db, Path(f"{db}-wal"), Path(f"{db}-shm")) if p.exists()]


def _digest(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


def _write_marker(s) -> None:
    with s.tx():
        s.exec("INSERT INTO conversations(id, title, created, updated) VALUES ('c1', ?, 0, 0)",
               (MARKER,))
        s.exec("INSERT INTO pages(conversation_id, seq, user_text, assistant_text, created) "
               "VALUES ('c1', 1, ?, ?, 0)", (MARKER * 50, MARKER))


@pytest.mark.parametrize("key", [Key("ab" * 32, raw=True), Key("correct horse battery")])
def test_no_plaintext_on_disk_and_reopen(tmp_path, key):
    db = tmp_path / "m.db"
    s = open_store(db, key)
    _write_marker(s)
    # check the WAL while it still holds the frames, and the main file after checkpoint
    for p in _files(db):
        assert MARKER.encode() not in p.read_bytes(), p
    s.checkpoint()
    s.close()
    for p in _files(db):
        assert MARKER.encode() not in p.read_bytes(), p
    assert not db.read_bytes().startswith(b"SQLite format 3")
    s = open_store(db, key)
    assert s.scalar("SELECT title FROM conversations") == MARKER
    s.close()


def test_wrong_key_raises_and_leaves_file_identical(tmp_path, raw_key):
    db = tmp_path / "m.db"
    s = open_store(db, raw_key)
    _write_marker(s)
    s.close()
    before = {p.name: _digest(p) for p in _files(db)}
    for wrong in (Key("cd" * 32, raw=True), Key("not the passphrase")):
        with pytest.raises(WrongKeyError):
            open_store(db, wrong)
    assert {p.name: _digest(p) for p in _files(db)} == before
    open_store(db, raw_key).close()  # still opens with the right key


def test_truncated_file_is_corrupt(tmp_path, raw_key):
    db = tmp_path / "m.db"
    s = open_store(db, raw_key)
    _write_marker(s)
    s.checkpoint()
    s.close()
    data = db.read_bytes()
    db.write_bytes(data[: len(data) - 1000])
    with pytest.raises(CorruptDatabaseError):
        open_store(db, raw_key)
    assert len(db.read_bytes()) == len(data) - 1000


def test_flipped_bytes_in_a_data_page_are_corrupt(tmp_path, raw_key):
    db = tmp_path / "m.db"
    s = open_store(db, raw_key)
    with s.tx():
        for i in range(200):
            s.exec("INSERT INTO audit(ts, actor, action) VALUES (?, 'system', ?)", (i, "x" * 200))
    s.checkpoint()
    s.close()
    data = bytearray(db.read_bytes())
    assert len(data) > 8 * 4096
    for off in range(5 * 4096 + 100, 5 * 4096 + 164):
        data[off] ^= 0xFF
    db.write_bytes(bytes(data))
    before = _digest(db)
    with pytest.raises(CorruptDatabaseError):
        open_store(db, raw_key)
    assert _digest(db) == before


def test_plain_sqlite_file_is_refused(tmp_path, raw_key):
    db = tmp_path / "plain.db"
    c = apsw.Connection(str(db))
    c.execute("CREATE TABLE t(x)")
    c.close()
    with pytest.raises(CorruptDatabaseError, match="unencrypted"):
        open_store(db, raw_key)


def test_newer_schema_is_refused_untouched(tmp_path, raw_key):
    db = tmp_path / "m.db"
    s = open_store(db, raw_key)
    s.conn.execute(f"PRAGMA user_version = {len(migrations.MIGRATIONS) + 5}")
    s.checkpoint()
    s.close()
    before = _digest(db)
    with pytest.raises(SchemaTooNewError):
        open_store(db, raw_key)
    assert _digest(db) == before


def test_migrations_blank_and_reopen_apply_nothing_twice(tmp_path, raw_key):
    db = tmp_path / "m.db"
    s = open_store(db, raw_key)
    names = [r[0] for r in s.rows("SELECT name FROM schema_migrations ORDER BY name")]
    assert names == [n for n, _ in migrations.MIGRATIONS]
    assert s.scalar("PRAGMA user_version") == len(migrations.MIGRATIONS)
    first = s.rows("SELECT name, applied FROM schema_migrations ORDER BY name")
    s.close()
    s = open_store(db, raw_key)
    assert migrations.pending(s.conn) == []
    assert s.rows("SELECT name, applied FROM schema_migrations ORDER BY name") == first
    tables = {r[0] for r in s.rows("SELECT name FROM sqlite_master WHERE type='table'")}
    for t in ("pages", "segments", "lpm_items", "lpm_sources", "slots", "slot_data",
              "slot_sources", "audit", "answer_context", "pages_fts", "pages_vec"):
        assert t in tables
    s.close()


def test_pragmas_wal_secure_delete_cache(store):
    assert store.scalar("PRAGMA journal_mode") == "wal"
    assert store.scalar("PRAGMA secure_delete") == 1
    assert store.scalar("PRAGMA foreign_keys") == 1
    assert store.scalar("PRAGMA temp_store") == 2
    assert store.scalar("PRAGMA cache_size") <= -65536


def test_vec_knn_and_fts_on_encrypted_connection(store, embedder):
    texts = ["I adopted a golden retriever puppy", "The quarterly tax filing is due",
             "My favourite pasta is carbonara"]
    vecs = embedder.embed(texts)
    with store.tx():
        store.exec("INSERT INTO conversations(id, created, updated) VALUES ('c', 0, 0)")
        for i, (t, v) in enumerate(zip(texts, vecs), start=1):
            pid = store.exec("INSERT INTO pages(conversation_id, seq, user_text, assistant_text,"
                             " created) VALUES ('c', ?, ?, '', 0)", (i, t))
            blob = struct.pack(f"{len(v)}f", *v)
            store.exec("INSERT INTO pages_vec(rowid, embedding, bits) "
                       "VALUES (?, ?, vec_quantize_binary(?))", (pid, blob, blob))
    q = embedder.embed(["dog"])[0]
    blob = struct.pack(f"{len(q)}f", *q)
    knn = store.rows("SELECT rowid FROM pages_vec WHERE embedding MATCH ? AND k = 3 "
                     "ORDER BY distance", (blob,))
    assert knn[0][0] == 1
    hits = store.rows("SELECT rowid FROM pages_fts WHERE pages_fts MATCH 'carbonara'")
    assert hits == [(3,)]
    # the triggers keep FTS and vectors in step with deletes
    store.exec("DELETE FROM pages WHERE id = 3")
    assert store.rows("SELECT rowid FROM pages_fts WHERE pages_fts MATCH 'carbonara'") == []
    assert store.scalar("SELECT count(*) FROM pages_vec") == 2


def test_second_open_shares_the_profile_but_not_a_rekey(tmp_path, raw_key):
    db = tmp_path / "m.db"
    s = open_store(db, raw_key)
    t = open_store(db, raw_key)          # another process (engram mcp) beside the app
    _write_marker(t)
    assert s.scalar("SELECT title FROM conversations") == MARKER
    with pytest.raises(AlreadyOpenError):
        s.rekey(Key("a brand new passphrase"))
    t.close()
    s.rekey(Key("a brand new passphrase"))   # alone now
    s.close()
    open_store(db, Key("a brand new passphrase")).close()


def test_rekey(tmp_path, raw_key):
    db = tmp_path / "m.db"
    s = open_store(db, raw_key)
    _write_marker(s)
    new = Key("a brand new passphrase")
    s.rekey(new)
    s.close()
    with pytest.raises(WrongKeyError):
        open_store(db, raw_key)
    s = open_store(db, new)
    assert s.scalar("SELECT title FROM conversations") == MARKER
    assert s.scalar("PRAGMA journal_mode") == "wal"
    s.close()
    assert MARKER.encode() not in db.read_bytes()


def test_file_permissions_private(tmp_path, raw_key):
    db = tmp_path / "m.db"
    open_store(db, raw_key).close()
    if os.name == "posix":
        assert (db.stat().st_mode & 0o077) == 0
