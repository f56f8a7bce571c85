"""Slot catalogue on a real encrypted store: keys, refusals, checksum, LRU cap, source triggers."""
from __future__ import annotations

import os

import pytest

from memory.activation import SlotCatalogue, SlotKey, SlotRefused, model_file_hash

KEY = SlotKey("a" * 64, 4096, "f16", False)


def _page(store, cid="c1", seq=0, text="hello"):
    store.exec("INSERT OR IGNORE INTO conversations(id, title, created, updated) VALUES (?,?,0,0)",
               (cid, ""))
    return store.exec("INSERT INTO pages(conversation_id, seq, user_text, assistant_text, created) "
                      "VALUES (?,?,?,?,0)", (cid, seq, text, "ok"))


def _lpm(store, text="User's name is Ada"):
    return store.exec("INSERT INTO lpm_items(kind, attribute, value, text, valid_from, created, "
                      "updated) VALUES ('trait','name','Ada',?,0,0,0)", (text,))


def test_save_load_roundtrip(store):
    cat = SlotCatalogue(store)
    state = os.urandom(5000) + b"\0" * 5000
    slot = cat.save("head", None, KEY, [1, 2, 3], state)
    assert slot.pinned and slot.size == slot.stored_size == 10000   # raw: no codec cost
    assert store.scalar("SELECT codec FROM slots WHERE id = ?", (slot.id,)) == "raw"
    r = cat.load(slot.id, KEY, prompt=[1, 2, 3, 4])
    assert r.state == state and r.tokens == (1, 2, 3)
    # a writable buffer, so the runtime hands it to llama.cpp without another copy
    assert isinstance(r.state, bytearray)
    assert set(r.timings) == {"read_ms", "decode_ms", "verify_ms", "update_ms"}
    assert cat.get(slot.id).hits == 1
    assert cat.find("head", None, KEY, prompt=[1, 2, 3, 9]).id == slot.id
    assert cat.find("head", None, KEY, prompt=[1, 9]) is None


def test_legacy_zlib_slot_still_loads_and_checks(store):
    state = os.urandom(3000) + b"\0" * 7000
    slot = SlotCatalogue(store, codec="zlib").save("head", None, KEY, [1, 2], state)
    assert store.scalar("SELECT codec FROM slots WHERE id = ?", (slot.id,)) == "zlib"
    assert slot.stored_size < slot.size == 10000
    cat = SlotCatalogue(store)
    assert cat.load(slot.id, KEY, prompt=[1, 2]).state == state
    store.exec("UPDATE slot_data SET data = ? WHERE slot_id = ?", (b"garbage", slot.id))
    with pytest.raises(SlotRefused, match="damaged"):
        cat.load(slot.id, KEY)


def test_stored_only_in_encrypted_db(store):
    cat = SlotCatalogue(store)
    marker = b"PLAINTEXT-KV-MARKER" * 100
    cat.save("head", None, KEY, [1], marker)
    store.checkpoint()
    raw = open(store.path, "rb").read()
    assert b"PLAINTEXT-KV-MARKER" not in raw


@pytest.mark.parametrize("other,reason", [
    (SlotKey("b" * 64, 4096), "another model"),
    (SlotKey("a" * 64, 2048), "n_ctx"),
    (SlotKey("a" * 64, 4096, "q8_0"), "KV settings"),
    (SlotKey("a" * 64, 4096, "f16", True), "KV settings"),
])
def test_refusals_on_key_mismatch(store, other, reason):
    cat = SlotCatalogue(store)
    slot = cat.save("head", None, KEY, [1, 2], b"x" * 100)
    with pytest.raises(SlotRefused, match=reason):
        cat.load(slot.id, other)
    assert cat.find("head", None, other) is None


def test_refusal_on_token_prefix_and_flipped_bytes(store):
    cat = SlotCatalogue(store)
    slot = cat.save("head", None, KEY, [1, 2], b"y" * 1000)
    with pytest.raises(SlotRefused, match="prefix"):
        cat.load(slot.id, KEY, prompt=[1, 3, 4])
    bad = bytearray(b"y" * 1000)
    bad[500] ^= 1
    store.exec("UPDATE slot_data SET data = ? WHERE slot_id = ?", (bytes(bad), slot.id))
    with pytest.raises(SlotRefused, match="checksum"):
        cat.load(slot.id, KEY)
    store.exec("UPDATE slot_data SET data = ? WHERE slot_id = ?", (b"y" * 999, slot.id))
    with pytest.raises(SlotRefused, match="checksum"):   # truncated
        cat.load(slot.id, KEY)
    store.exec("DELETE FROM slot_data WHERE slot_id = ?", (slot.id,))
    with pytest.raises(SlotRefused, match="no data"):
        cat.load(slot.id, KEY)


def test_new_save_replaces_same_kind(store):
    cat = SlotCatalogue(store)
    _page(store, "c1")
    a = cat.save("conversation", "c1", KEY, [1], b"a")
    b = cat.save("conversation", "c1", KEY, [1, 2], b"b")
    assert [s.id for s in cat.list()] == [b.id]
    assert cat.load(b.id, KEY).state == b"b"
    cat.drop(b.id)
    with pytest.raises(SlotRefused, match="does not exist"):
        cat.load(b.id, KEY)


def test_lru_eviction_pinned_head_last(store):
    t = [0.0]
    cat = SlotCatalogue(store, cap_bytes=10**9, clock=lambda: t[0])
    for cid in ("c1", "c2", "c3"):
        _page(store, cid)
    blob = lambda: os.urandom(4000)  # incompressible, ~4000 stored bytes each
    head = cat.save("head", None, KEY, [1], blob())
    t[0] = 1; c1 = cat.save("conversation", "c1", KEY, [1], blob())
    t[0] = 2; c2 = cat.save("conversation", "c2", KEY, [1], blob())
    t[0] = 3; cat.load(c1.id, KEY)          # c1 now more recently used than c2
    cat.cap_bytes = 3 * 4100
    t[0] = 4; c3 = cat.save("conversation", "c3", KEY, [1], blob())
    ids = {s.id for s in cat.list()}
    assert ids == {head.id, c1.id, c3.id}   # c2 was least recently used
    cat.cap_bytes = 4100
    t[0] = 5; c3b = cat.save("conversation", "c3", KEY, [1, 2], blob())
    assert {s.id for s in cat.list()} == {c3b.id}  # head goes last, but it goes
    assert cat.total_bytes() <= 4100


def test_slot_dropped_when_source_deleted_or_edited(store):
    cat = SlotCatalogue(store)
    p1, p2 = _page(store, "c1", 0), _page(store, "c1", 1, "more")
    item = _lpm(store)
    conv = cat.save("conversation", "c1", KEY, [1], b"s", [("page", p1), ("page", p2)])
    head = cat.save("head", None, KEY, [1], b"h", [("lpm", item)])
    assert cat.get(conv.id).sources == (("page", p1), ("page", p2))
    store.exec("DELETE FROM pages WHERE id = ?", (p2,))
    assert cat.get(conv.id) is None and cat.get(head.id) is not None
    store.exec("UPDATE lpm_items SET text = 'User is called Bea' WHERE id = ?", (item,))
    assert cat.get(head.id) is None
    assert store.scalar("SELECT count(*) FROM slot_data") == 0


def test_save_refuses_missing_source(store):
    cat = SlotCatalogue(store)
    assert cat.save("head", None, KEY, [1], b"h", [("page", 12345)]) is None
    assert cat.list() == []


def test_model_hash_cached_by_stat(store, tmp_path):
    f = tmp_path / "m.gguf"
    f.write_bytes(b"GGUF" + b"\0" * 100)
    h1 = model_file_hash(store, f)
    assert store.meta_get(f"model_hash:{f.resolve()}")
    f.write_bytes(b"GGUF" + b"\1" * 100)
    os.utime(f, ns=(1, 1))
    h2 = model_file_hash(store, f)
    assert h1 != h2 and model_file_hash(None, f) == h2


def test_upgrade_keeps_a_zlib_slot_saved_before_the_codec_migration(tmp_path, raw_key,
                                                                     monkeypatch):
    import hashlib
    import zlib

    from memory import migrations
    from memory.store import open_store
    full = list(migrations.MIGRATIONS)
    names = [n for n, _ in full]
    monkeypatch.setattr(migrations, "MIGRATIONS", full[:names.index("0003_slot_codec")])
    old = open_store(tmp_path / "old.db", raw_key)
    assert "codec" not in [r[1] for r in old.rows("PRAGMA table_info(slots)")]
    state = os.urandom(2000) * 3
    sid = old.exec("INSERT INTO slots(kind, model_hash, n_ctx, kv_type, flash_attn, tokens, "
                   "n_tokens, sha256, size, stored_size, created, last_used) VALUES "
                   "('head', ?, 4096, 'f16', 0, x'0100000002000000', 2, ?, ?, 0, 0, 0)",
                   (KEY.model_hash, hashlib.sha256(state).hexdigest(), len(state)))
    old.exec("INSERT INTO slot_data(slot_id, data) VALUES (?, ?)", (sid, zlib.compress(state)))
    old.close()
    monkeypatch.setattr(migrations, "MIGRATIONS", full)
    new = open_store(tmp_path / "old.db", raw_key)
    try:
        assert "0003_slot_codec" in migrations.applied(new.conn)
        r = SlotCatalogue(new).load(sid, KEY, prompt=[1, 2, 3])
        assert r.state == state and r.slot.n_tokens == 2
        assert new.scalar("SELECT codec FROM slots WHERE id = ?", (sid,)) == "zlib"
    finally:
        new.close()
