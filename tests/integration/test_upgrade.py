"""A database written by the first released schema opens with the current code, migrates and
keeps every row; the upgraded schema is the one a blank database gets.

The fixture (tests/data/schema1.db.gz, made by tests/data/make_schema1_db.py) has migration
0001_initial only. It is re-encrypted here with the fixed test passphrase
"engram-schema-1-test" (see the generator for why it is committed decrypted and gzipped).
"""
from __future__ import annotations

import apsw
import pytest

from memory import migrations
from memory.activation import SlotCatalogue, SlotKey
from memory.embed import HashEmbedder, to_blob
from memory.engine import MemoryEngine
from memory.store import Key, open_store
from memory.vector_index import PageVectorIndex
from tests.data import make_schema1_db as fixture

PASSPHRASE = "engram-schema-1-test"
COUNTS = {"conversations": 2, "pages": 5, "segments": 2, "lpm_items": 5, "lpm_sources": 5,
          "slots": 1, "slot_data": 1, "slot_sources": 3, "answer_context": 3, "audit": 3,
          "meta": 1, "pages_fts": 5, "segments_fts": 2, "lpm_fts": 5, "pages_vec": 5,
          "segments_vec": 2, "lpm_vec": 5, "schema_migrations": 1}


def _tables(store) -> list[str]:
    return [r[0] for r in store.rows("SELECT name FROM sqlite_master WHERE type = 'table' "
                                     "ORDER BY name")]


def _columns(store, table: str) -> list[str]:
    """Stored columns, and the rowid where the table has one (FTS and vec0 key rows by it)."""
    cols = [r[1] for r in store.rows(f"PRAGMA table_info('{table}')")]
    try:
        store.rows(f'SELECT rowid FROM "{table}" LIMIT 1')
        return ["rowid", *cols]
    except apsw.SQLError:   # WITHOUT ROWID
        return cols


def _dump(store, table: str, cols: list[str]) -> list[tuple]:
    sel = ", ".join(c if c == "rowid" else f'"{c}"' for c in cols)
    return sorted(store.rows(f'SELECT {sel} FROM "{table}"'), key=repr)


def _schema(store) -> set[tuple]:
    return set(store.rows("SELECT type, name, tbl_name, sql FROM sqlite_master "
                          "WHERE name NOT LIKE 'sqlite_%'"))


@pytest.fixture
def old_db(tmp_path):
    assert fixture.PASSPHRASE == PASSPHRASE
    db = fixture.encrypted_copy(tmp_path / "schema1.db")
    assert not db.read_bytes().startswith(b"SQLite format 3")   # really encrypted
    return db


def test_first_schema_database_migrates_and_keeps_every_row(old_db):
    s = open_store(old_db, Key(PASSPHRASE), migrate=False)
    assert s.scalar("PRAGMA user_version") == 1
    assert migrations.applied(s.conn) == ["0001_initial"]
    assert {t: s.scalar(f'SELECT count(*) FROM "{t}"') for t in COUNTS} == COUNTS
    before = {t: (cols, _dump(s, t, cols))
              for t in _tables(s) for cols in [_columns(s, t)]}
    s.close()

    s = open_store(old_db, Key(PASSPHRASE))
    try:
        assert migrations.applied(s.conn) == [n for n, _ in migrations.MIGRATIONS]
        assert s.scalar("PRAGMA user_version") == len(migrations.MIGRATIONS)
        assert s.scalar("PRAGMA quick_check") == "ok"
        for table, (cols, rows) in before.items():   # every table, shadow tables included
            after = _dump(s, table, cols)
            if table == "schema_migrations":
                assert set(rows) < set(after)
            else:
                assert after == rows, table
        assert {t: s.scalar(f'SELECT count(*) FROM "{t}"') for t in COUNTS} == {
            **COUNTS, "schema_migrations": len(migrations.MIGRATIONS)}
        assert s.rows("SELECT codec FROM slots") == [("zlib",)]   # old slots: the old codec
        assert s.scalar("SELECT count(*) FROM vec_log") == 0
    finally:
        s.close()


def test_upgraded_schema_equals_a_blank_database(old_db, tmp_path):
    blank = open_store(tmp_path / "blank.db", Key(PASSPHRASE))
    try:
        want = _schema(blank)
        assert blank.scalar("SELECT count(*) FROM pages") == 0
        assert blank.scalar("PRAGMA user_version") == len(migrations.MIGRATIONS)
    finally:
        blank.close()
    s = open_store(old_db, Key(PASSPHRASE))
    try:
        assert _schema(s) == want
    finally:
        s.close()


def test_upgraded_rows_work_with_the_current_engine(old_db):
    s = open_store(old_db, Key(PASSPHRASE))
    try:
        emb = HashEmbedder()
        eng = MemoryEngine(s, emb)
        assert [p.id for p in eng.short_term("c-garden")] == [3]
        assert {c.id: c.title for c in eng.conversations()} == {
            "c-garden": "Garden plans", "c-trip": "Trip to the coast"}
        assert s.rows("SELECT rowid FROM pages_fts WHERE pages_fts MATCH 'nitrogen'") == [(2,)]
        assert s.scalar("SELECT doc FROM pages_vocab WHERE term = 'basil'") == 2
        q = emb.embed([("We are driving to the coast next weekend with the dog.\n"
                        "Pack water for the dog and check which beaches allow pets.")])[0]
        assert PageVectorIndex(s).search(q, 1) == [4]             # vectors from before vec_log
        knn = s.rows("SELECT rowid FROM lpm_vec WHERE embedding MATCH ? AND k = 1 "
                     "ORDER BY distance", (to_blob(emb.embed(["The user has a dog."])[0]),))
        assert knn == [(2,)]
        refs = {(i.item_type, i.item_id) for i in eng.search("prune basil flowers")}
        assert ("page", 3) in refs
        restored = SlotCatalogue(s).load(1, SlotKey("ab" * 32, 4096, "f16", False),
                                         [1, 17, 4242, 99, 7, 8])
        assert bytes(restored.state) == bytes(range(256)) * 40 and restored.tokens == (
            1, 17, 4242, 99, 7)
        page = eng.add_exchange("c-trip", "The dog loved the beach.", "Glad to hear it.")
        assert page.id == 6 and page.conversation_id == "c-trip"
        assert s.rows("SELECT page_id FROM vec_log") == [(6,)]
        assert s.scalar("SELECT count(*) FROM pages") == 6
        assert s.scalar("SELECT count(*) FROM lpm_items WHERE valid_to IS NULL") == 4
    finally:
        s.close()
