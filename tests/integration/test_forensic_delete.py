"""Deletion that a forensic look confirms (issue 7).

The database file and its WAL are decrypted page by page *outside SQLite* (SQLCipher 4
layout: AES-256-CBC per page, 16-byte salt on page 1, 80 reserved bytes holding the IV and
HMAC), so every byte Engram keeps is searched: live rows, free pages, FTS5 and vec0 shadow
tables, the audit log, slot bytes. Each check first proves the marker IS visible before the
delete (so the search can fail), then that it is gone afterwards - also from exports and
backups made afterwards. Real encrypted store, real embedder, real engine.
"""
from __future__ import annotations

import hashlib
import secrets
import string
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

from memory import backup, governance as g, portable
from memory.activation import SlotCatalogue, SlotKey
from memory.cipher import PAGE_SIZE
from memory.engine import MemoryEngine
from memory.store import open_store
from memory.types import ContextItem

RESERVE = 80  # SQLCipher 4: 16-byte IV + 64-byte HMAC-SHA512 at the end of every page


def _page_key(key, salt: bytes) -> bytes:
    if key.raw:
        return bytes.fromhex(key.secret)
    return hashlib.pbkdf2_hmac("sha512", key.secret.encode(), salt, 256000, 32)


def _decrypt(k: bytes, page: bytes, first: bool) -> bytes:
    iv = page[PAGE_SIZE - RESERVE:PAGE_SIZE - RESERVE + 16]
    d = Cipher(algorithms.AES(k), modes.CBC(iv)).decryptor()
    return d.update(page[16 if first else 0:PAGE_SIZE - RESERVE]) + d.finalize()


def decrypted_bytes(path: Path, key) -> bytes:
    """Every page of the database file and every frame of its WAL, decrypted."""
    data = Path(path).read_bytes()
    k = _page_key(key, data[:16])
    out = [_decrypt(k, data[i:i + PAGE_SIZE], i == 0) for i in range(0, len(data), PAGE_SIZE)]
    assert b"SQLite format 3" not in data[:16] and out[0][:2] == b"\x10\x00"  # really decrypted
    wal = Path(str(path) + "-wal")
    if wal.exists():
        w = wal.read_bytes()
        for off in range(32, len(w) - PAGE_SIZE - 24 + 1, PAGE_SIZE + 24):
            pgno = int.from_bytes(w[off:off + 4], "big")
            out.append(_decrypt(k, w[off + 24:off + 24 + PAGE_SIZE], pgno == 1))
    return b"".join(out)


def marker() -> str:
    """A unique word; the FTS index stores it lowercased and prefix-compressed, so searches
    use its lowercased tail, which is always stored whole."""
    return "Zq" + "".join(secrets.choice(string.ascii_lowercase) for _ in range(14))


def needles(m: str) -> list[bytes]:
    return [m.encode(), m.lower().encode(), m.lower()[-10:].encode()]


def present(blob: bytes, m: str) -> list[bytes]:
    return [n for n in needles(m) if n in blob]


@pytest.fixture
def eng(store, embedder):
    return MemoryEngine(store, embedder)


def build(eng, store, secret_word: str):
    """A conversation whose first page names the user `secret_word`; the page is promoted to
    a long-term trait, given to the model for an answer, and part of an activation slot."""
    cid = eng.new_conversation("diary").id
    # the long tail puts the page row on overflow pages, so deleting it frees whole pages
    # whatever else the store holds (the check below searches freed pages too)
    tail = " The maps show coastlines, rivers and harbour towns." * 90
    p = eng.add_exchange(cid, f"My name is {secret_word}. I collect old maps.{tail}",
                         f"Nice to meet you, {secret_word}!")
    others = [eng.add_exchange(cid, f"I collect old maps of harbour town {i}.",
                               f"Maps of town {i} are lovely.") for i in range(11)]
    eng.flush_short_term(cid, keep=8)
    sid = store.scalar("SELECT segment_id FROM pages WHERE id = ?", (p.id,))
    assert sid is not None
    eng.promote(sid)
    trait = store.one("SELECT id FROM lpm_items WHERE text LIKE ?", (f"%{secret_word}%",))
    assert trait, "the rule-based promotion should have made a name trait"
    eng.record_use([ContextItem("page", p.id, "mid", "x", 0, 5),
                    ContextItem("lpm", trait[0], "trait", "x", 0, 5)], others[-1].id)
    cat = SlotCatalogue(store)
    slot = cat.save("head", None, SlotKey("model", 512), [1, 2, 3],
                    f"KV state holding {secret_word}".encode() * 50,
                    [("page", p.id), ("lpm", trait[0])])
    assert slot is not None
    eng.embed_missing_turns()   # the page's own vector and one per side of it
    vec = [store.scalar("SELECT embedding FROM pages_vec WHERE rowid = ?", (p.id,))] + [
        store.scalar("SELECT embedding FROM turns_vec WHERE rowid = ?", (r,))
        for r in (2 * p.id, 2 * p.id + 1)]
    assert all(vec)
    packed = store.scalar("SELECT data FROM slot_data WHERE slot_id = ?", (slot.id,))
    return cid, p, trait[0], slot.id, vec, packed


def assert_gone(store, raw_key, tmp_path, m: str, vec: bytes, packed: bytes):
    blob = decrypted_bytes(store.path, raw_key)
    assert present(blob, m) == []
    assert all(v[600:664] not in blob for v in vec)  # its embeddings left the vec0 chunks
    assert packed[20:52] not in blob  # the slot's compressed state bytes
    assert Path(str(store.path) + "-wal").stat().st_size == 0  # checkpointed
    for (row,) in store.rows("SELECT detail || target_id FROM audit"):
        assert present(row.encode(), m) == []
    out = tmp_path / f"export-{secrets.token_hex(4)}.json"
    portable.export_file(store, out)
    assert present(out.read_bytes(), m) == []
    bk = tmp_path / f"backup-{secrets.token_hex(4)}.db"
    backup.backup(store, bk, raw_key)
    assert present(decrypted_bytes(bk, raw_key), m) == []


def test_delete_page_leaves_no_trace(eng, store, raw_key, tmp_path):
    m = marker()
    cid, p, trait, slot, vec, packed = build(eng, store, m)
    store.checkpoint()
    before = decrypted_bytes(store.path, raw_key)
    assert len(present(before, m)) == 3 and all(v[600:664] in before for v in vec) and packed[20:52] in before

    cas = g.delete(store, [f"p{p.id}"])

    assert trait in cas.lpm_items and slot in cas.slots and cas.answer_context == 2
    assert store.scalar("SELECT count(*) FROM pages WHERE conversation_id = ?", (cid,)) == 11
    assert store.scalar("PRAGMA freelist_count") > 0  # freed pages exist and were searched
    assert_gone(store, raw_key, tmp_path, m, vec, packed)


def test_forget_conversation_leaves_no_trace(eng, store, raw_key, tmp_path):
    m = marker()
    cid, p, trait, slot, vec, packed = build(eng, store, m)
    keep = eng.new_conversation("other").id
    eng.add_exchange(keep, "I like tea.", "Noted.")
    store.checkpoint()
    assert present(decrypted_bytes(store.path, raw_key), m)

    cas = g.forget_conversation(store, cid)

    assert len(cas.pages) == 12 and trait in cas.lpm_items
    assert store.scalar("SELECT count(*) FROM pages") == 1
    assert_gone(store, raw_key, tmp_path, m, vec, packed)


def test_edit_leaves_no_trace_of_the_old_words(eng, store, raw_key, embedder):
    m = marker()
    cid, p, trait, slot, vec, packed = build(eng, store, m)
    store.checkpoint()
    assert len(present(decrypted_bytes(store.path, raw_key), m)) == 3

    g.edit(store, f"p{p.id}", "My name is Robin. I collect old maps.", embedder)
    assert present(decrypted_bytes(store.path, raw_key), m)  # still in the assistant's answer
    g.edit(store, f"p{p.id}", "Nice to meet you, Robin!", embedder, field="assistant")

    assert store.one("SELECT 1 FROM lpm_items WHERE id = ?", (trait,)) is None
    assert store.one("SELECT 1 FROM slots WHERE id = ?", (slot,)) is None
    store.checkpoint()
    blob = decrypted_bytes(store.path, raw_key)
    assert present(blob, m) == [] and all(v[600:664] not in blob for v in vec) and packed[20:52] not in blob
    # the corrected words are what long-term memory learns from now on
    eng.maintain()
    assert store.one("SELECT 1 FROM lpm_items WHERE text LIKE '%Robin%' AND valid_to IS NULL")


def _quoting_answer(eng, store, cid, p, m):
    """A later answer that repeated the marker, with the marker's page in its context."""
    later = eng.add_exchange(cid, "What is my name again?", f"Your name is {m}, the map man.")
    eng.record_use([ContextItem("page", p.id, "mid", "x", 0, 5)], later.id)
    return later


@pytest.mark.parametrize("how", ["delete", "forget"])
def test_answer_that_repeated_a_forgotten_memory_is_redacted(eng, store, raw_key, tmp_path,
                                                             how):
    m = marker()
    cid, p, trait, slot, vec, packed = build(eng, store, m)
    keep = eng.new_conversation("other").id
    later = _quoting_answer(eng, store, keep, p, m)   # in a chat that survives the forget
    store.checkpoint()
    assert len(present(decrypted_bytes(store.path, raw_key), m)) == 3
    old_vec = store.scalar("SELECT embedding FROM pages_vec WHERE rowid = ?", (later.id,))
    preview = g.preview_delete(store, [f"p{p.id}"]) if how == "delete" else \
        g.preview_conversation(store, cid, True)
    assert later.id in preview.answers     # the preview lists the quoting answer

    cas = eng.delete([f"p{p.id}"]) if how == "delete" else eng.forget_conversation(cid)

    assert later.id in cas.answers and later.id not in cas.pages
    text = store.scalar("SELECT assistant_text FROM pages WHERE id = ?", (later.id,))
    assert m not in text and "[forgotten]" in text and "the map man" in text
    new_vec = store.scalar("SELECT embedding FROM pages_vec WHERE rowid = ?", (later.id,))
    assert new_vec is not None and new_vec != old_vec   # re-embedded from the redacted text
    assert_gone(store, raw_key, tmp_path, m, vec, packed)
    assert all(m not in h.text for h in eng.search(m, limit=20))


def test_answers_can_be_deleted_instead(eng, store, raw_key, tmp_path):
    m = marker()
    cid, p, trait, slot, vec, packed = build(eng, store, m)
    keep = eng.new_conversation("other").id
    later = _quoting_answer(eng, store, keep, p, m)
    cas = eng.delete([f"p{p.id}"], answers="delete")
    assert later.id in cas.pages and cas.answers == ()
    assert store.one("SELECT 1 FROM pages WHERE id = ?", (later.id,)) is None
    assert_gone(store, raw_key, tmp_path, m, vec, packed)


def test_passphrase_store_is_checked_too(tmp_path, embedder):
    """The decryption also works for passphrase keys (KDF path), so those files are covered."""
    from memory.store import Key

    key = Key("correct horse battery staple")
    s = open_store(tmp_path / "pp.db", key)
    try:
        eng = MemoryEngine(s, embedder)
        m = marker()
        cid = eng.new_conversation().id
        p = eng.add_exchange(cid, f"Remember {m} please.", "Sure.")
        s.checkpoint()
        assert present(decrypted_bytes(s.path, key), m)
        g.delete(s, [("page", p.id)])
        assert present(decrypted_bytes(s.path, key), m) == []
    finally:
        s.close()


def _scan(roots, key, m: str) -> list[str]:
    """Files under `roots` holding the marker: raw, or after decrypting them as databases."""
    hits = []
    for root in roots:
        for f in Path(root).rglob("*"):
            if not f.is_file():
                continue
            data = f.read_bytes()
            blob = data
            if data and len(data) % PAGE_SIZE == 0 and not data.startswith(b"SQLite format 3"):
                try:
                    blob = data + decrypted_bytes(f, key)
                except (AssertionError, ValueError):
                    pass
            if present(blob, m):
                hits.append(str(f))
    return hits


def test_forget_leaves_no_copy_in_leftovers_or_quoted_answers(tmp_path, embedder, monkeypatch):
    """A forget through the CLI after a killed restore and a killed backup left full hidden
    copies: start-up removes them, the answer that repeated the marker is redacted, and no
    file under the profile or the temp folder holds the marker any more."""
    import os

    from app import cli, memory_cli
    from app import services
    from memory.store import Key

    monkeypatch.setattr(memory_cli, "_embedder", lambda: embedder)
    key = Key(os.environ["ENGRAM_PASSPHRASE"])
    src = services.obtain_key(None)
    prof = services.Session.open(src.key, src.origin)
    eng = MemoryEngine(prof.store, embedder)
    m = marker()
    cid = eng.new_conversation("locker").id
    p = eng.add_exchange(cid, f"My locker code is {m}.", "Noted, I will remember it.")
    keep = eng.new_conversation("other").id
    _quoting_answer(eng, prof.store, keep, p, m)
    db = prof.store.path
    restore_left = db.with_name(f".{db.name}.restore-20260101-000000-1")   # a killed restore
    backup.backup(prof.store, restore_left, key)
    stray = tmp_path / "backups" / ".mine.db.partial-20260101-000000-2"   # a killed backup
    backup.backup(prof.store, stray, key)
    Path(str(db) + ".backups").write_text(f"{stray}\n")
    prof.store.checkpoint()
    prof.close()
    home = Path(os.environ["ENGRAM_HOME"])
    assert set(_scan([home, tmp_path], key, m)) >= {str(db), str(restore_left), str(stray)}

    assert cli.main(["memory", "forget", "--conversation", cid]) == 0

    assert not restore_left.exists() and not stray.exists()
    assert _scan([home, tmp_path], key, m) == []
