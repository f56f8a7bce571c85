"""Writes tests/data/schema1.db.gz: a memory database as the first released schema left it.

Only migration 0001_initial is applied (user_version 1), then representative rows are written
with plain SQL against that schema - conversations, pages of every tier with FTS (triggers)
and vectors, segments, long-term items with history and provenance, a zlib slot (the only
codec then) with its sources, answer context, audit and meta. tests/integration/
test_upgrade.py encrypts it with PASSPHRASE and opens it with the current code. The file is
committed; this script documents how it was made and re-makes it
(`python -m tests.data.make_schema1_db`).

Why committed decrypted and gzipped: sqlite-vec preallocates each vec0 table's first chunk
(1024 vectors x 384 floats, 1.5 MB of zeros) on the first insert, so the encrypted file is
5 MB of random-looking bytes. It is built encrypted by the real store code, then decrypted
page for page (`PRAGMA rekey = ''`) and gzipped: 20 KB. Re-encrypting it (`PRAGMA rekey`)
gives back the same pages under the fixed test passphrase. It holds only made-up rows.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import os
import sys
import zlib
from pathlib import Path

import apsw

from memory import migrations
from memory.activation import tokens_to_blob
from memory.embed import HashEmbedder, to_blob
from memory.store import Key, open_store

PASSPHRASE = "engram-schema-1-test"   # a fixed test passphrase, stated in the test too
OUT = Path(__file__).with_name("schema1.db.gz")
T0 = 1_700_000_000.0

CONVERSATIONS = [("c-garden", "Garden plans", T0), ("c-trip", "Trip to the coast", T0 + 3600)]
# (conversation, seq, tier, segment, user, assistant, keywords, pinned)
PAGES = [
    ("c-garden", 1, "archive", 2, "I planted tomatoes and basil on the balcony.",
     "Tomatoes like sun; basil likes it warm.", ["tomatoes", "basil", "balcony"], 0),
    ("c-garden", 2, "mid", 1, "The tomato leaves are turning yellow at the bottom.",
     "That is often overwatering or low nitrogen.", ["tomato", "leaves", "yellow"], 1),
    ("c-garden", 3, "short", None, "Should I prune the basil flowers?",
     "Yes, pinch them off so the leaves keep their flavour.", ["basil", "prune"], 0),
    ("c-trip", 1, "mid", 1, "We are driving to the coast next weekend with the dog.",
     "Pack water for the dog and check which beaches allow pets.", ["coast", "dog"], 0),
    ("c-trip", 2, "short", None, "Café recommendations near the harbour? Ünïcode ok.",
     "Look for places that open early; harbour cafés fill up fast.", ["café", "harbour"], 0),
]
# (tier, summary, keywords, n_pages, visits, heat, pinned)
SEGMENTS = [(("mid", "Gardening problems and a weekend trip", ["tomato", "coast"], 2, 3, 1.5, 0)),
            (("archive", "Starting a balcony garden", ["balcony", "basil"], 1, 1, 0.1, 1))]
# (kind, attribute, value, text, confidence, source, pinned, valid_to, superseded_by)
LPM = [("trait", "name", "Ada", "The user's name is Ada.", 0.9, "rules", 1, None, None),
       ("user_knowledge", "pet", "a dog", "The user has a dog.", 0.7, "rules", 0, None, None),
       ("user_knowledge", "city", "Porto", "The user lives in Porto.", 0.6, "rules", 0,
        T0 + 50, 4),
       ("user_knowledge", "city", "Lisbon", "The user lives in Lisbon.", 0.8, "user", 0, None,
        None),
       ("assistant_knowledge", "", "prefers short answers",
        "Ada prefers short answers.", 0.5, "llm", 0, None, None)]


def encrypted_copy(dest: Path, src: Path = OUT) -> Path:
    """The fixture as an encrypted database file at `dest`, keyed with PASSPHRASE."""
    dest.write_bytes(gzip.decompress(src.read_bytes()))
    conn = apsw.Connection(str(dest))
    try:
        conn.execute("PRAGMA cipher = 'sqlcipher'")
        conn.execute("PRAGMA legacy = 4")
        conn.execute(f"PRAGMA rekey = {Key(PASSPHRASE).pragma_value()}").fetchall()
    finally:
        conn.close()
    os.chmod(dest, 0o600)
    return dest


def build(out: Path = OUT) -> None:
    db = out.with_suffix("")   # schema1.db, next to it while it is made
    for p in (db, Path(f"{db}-wal"), Path(f"{db}-shm")):
        p.unlink(missing_ok=True)
    store = open_store(db, Key(PASSPHRASE), migrate=False, lock=False)
    conn = store.conn
    name, fn = migrations.MIGRATIONS[0]
    assert name == "0001_initial"
    with conn:   # what migrations.migrate did for the first one
        migrations._ensure_ledger(conn)
        fn(conn)
        conn.execute("INSERT INTO schema_migrations(name, applied) VALUES (?, ?)", (name, T0))
        conn.execute("PRAGMA user_version = 1")
    emb = HashEmbedder()
    with store.tx():
        store.meta_set("schema1-fixture", "made by tests/data/make_schema1_db.py")
        store.many("INSERT INTO conversations(id, title, created, updated) VALUES (?,?,?,?)",
                   [(c, t, ts, ts + 60) for c, t, ts in CONVERSATIONS])
        for i, (tier, summary, words, n, visits, heat, pinned) in enumerate(SEGMENTS, 1):
            vec = to_blob(emb.embed([summary])[0])
            store.exec("INSERT INTO segments(id, tier, summary, keywords, embedding, n_pages, "
                       "visits, last_visit, heat, pinned, promoted_at, created, updated) "
                       "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                       (i, tier, summary, json.dumps(words), vec, n, visits, T0 + 100 * i, heat,
                        pinned, T0 + 7 if i == 1 else None, T0 + i, T0 + 100 * i))
            store.exec("INSERT INTO segments_vec(rowid, embedding) VALUES (?, ?)", (i, vec))
        prev: dict[str, int] = {}
        for i, (cid, seq, tier, seg, user, asst, words, pinned) in enumerate(PAGES, 1):
            store.exec("INSERT INTO pages(id, conversation_id, seq, prev_id, tier, segment_id, "
                       "user_text, assistant_text, keywords, pinned, created, meta) "
                       "VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                       (i, cid, seq, prev.get(cid), tier, seg, user, asst, json.dumps(words),
                        pinned, T0 + 10 * i, json.dumps({"model": "fixture"})))
            prev[cid] = i
            vec = to_blob(emb.embed([f"{user}\n{asst}"])[0])
            store.exec("INSERT INTO pages_vec(rowid, embedding, bits) "
                       "VALUES (?, ?, vec_quantize_binary(?))", (i, vec, vec))
        for i, (kind, attr, value, text, conf, src, pinned, vto, sup) in enumerate(LPM, 1):
            store.exec("INSERT INTO lpm_items(id, kind, attribute, value, text, confidence, "
                       "source, pinned, valid_from, valid_to, superseded_by, created, updated) "
                       "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                       (i, kind, attr, value, text, conf, src, pinned, T0 + i, vto, None,
                        T0 + i, T0 + i))
            store.exec("INSERT INTO lpm_vec(rowid, embedding) VALUES (?, ?)",
                       (i, to_blob(emb.embed([text])[0])))
        for i, (*_, sup) in enumerate(LPM, 1):   # after all rows exist (foreign key)
            if sup:
                store.exec("UPDATE lpm_items SET superseded_by = ? WHERE id = ?", (sup, i))
        store.many("INSERT INTO lpm_sources(item_id, page_id) VALUES (?, ?)",
                   [(1, 1), (2, 4), (3, 2), (4, 5), (5, 3)])
        raw = bytes(range(256)) * 40                     # stand-in KV bytes
        tokens = [1, 17, 4242, 99, 7]
        store.exec("INSERT INTO slots(id, kind, conversation_id, model_hash, n_ctx, kv_type, "
                   "flash_attn, tokens, n_tokens, sha256, size, stored_size, pinned, hits, "
                   "created, last_used) VALUES (1, 'head', NULL, ?, 4096, 'f16', 0, ?, ?, ?, ?, "
                   "?, 0, 3, ?, ?)",
                   ("ab" * 32, tokens_to_blob(tokens), len(tokens),
                    hashlib.sha256(raw).hexdigest(), len(raw), len(zlib.compress(raw, 1)),
                    T0 + 5, T0 + 500))
        store.exec("INSERT INTO slot_data(slot_id, data) VALUES (1, ?)", (zlib.compress(raw, 1),))
        store.many("INSERT INTO slot_sources(slot_id, source_type, source_id) VALUES (1, ?, ?)",
                   [("lpm", 1), ("lpm", 2), ("segment", 1)])
        store.many("INSERT INTO answer_context(page_id, rank, item_type, item_id, tokens) "
                   "VALUES (?,?,?,?,?)", [(3, 0, "lpm", 1, 8), (3, 1, "segment", 2, 20),
                                          (5, 0, "page", 4, 30)])
        store.many("INSERT INTO audit(ts, actor, action, target_type, target_id, detail) "
                   "VALUES (?,?,?,?,?,?)",
                   [(T0 + 1, "system", "page_add", "page", "1", '{"conversation": "c-garden"}'),
                    (T0 + 2, "user", "pin", "lpm", "1", "{}"),
                    (T0 + 3, "model", "lpm_add", "lpm", "5", '{"source": "llm"}')])
    conn.execute("PRAGMA journal_mode = DELETE").fetchall()   # one file, no -wal
    conn.execute("VACUUM")
    conn.execute("PRAGMA rekey = ''").fetchall()   # decrypted page for page (see above)
    store.close()
    out.write_bytes(gzip.compress(db.read_bytes(), 9, mtime=0))
    db.unlink()


if __name__ == "__main__":
    build(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
    print(OUT.stat().st_size, "bytes")
