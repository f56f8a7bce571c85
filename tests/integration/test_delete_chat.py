"""Deleting a chat with and without "also forget what was learned from it" (real store).

Without forgetting: the chat's transcript (pages in no segment), its slots and the chat row go;
pages already in mid-term segments and every long-term item stay, and nothing it keeps is
out of the inspector's reach. With forgetting: the full cascade (forget --conversation).
"""
from __future__ import annotations

import time

import pytest

from memory import governance, long_term
from memory.activation import SlotCatalogue, SlotKey
from memory.engine import MemoryEngine
from memory.policy import Policy


@pytest.fixture
def engine(store, hash_embedder):
    return MemoryEngine(store, hash_embedder, policy=Policy(stm_capacity=2))


def _seed(engine):
    """Chat A: 5 exchanges, 3 moved into mid-term segments, 2 still short-term; one fact from
    a mid page, one from a short page; a conversation slot and a slot built from a short page.
    Chat B: untouched bystander."""
    s = engine.store
    cid = engine.new_conversation("Zanzibar trip planning").id
    pages = [engine.add_exchange(cid, f"zanzibar note {i}: uniqueword{i}", f"ok {i}")
             for i in range(5)]
    other = engine.new_conversation("other").id
    engine.add_exchange(other, "bystander page", "fine")
    mid = [p.id for p in pages[:3]]
    short = [p.id for p in pages[3:]]
    assert {r[0] for r in s.rows("SELECT id FROM pages WHERE conversation_id = ? AND "
                                  "segment_id IS NOT NULL", (cid,))} == set(mid)
    now = time.time()
    with s.tx():
        from_mid = long_term.upsert(s, {
            "kind": "user_knowledge", "attribute": "trip", "value": "Zanzibar",
            "text": "The user plans a trip to Zanzibar.", "confidence": 0.8,
            "valid_from": now, "page_ids": [mid[0]]}, engine.embedder.embed, now)
        from_short = long_term.upsert(s, {
            "kind": "user_knowledge", "attribute": "budget", "value": "2000 EUR",
            "text": "The user's trip budget is 2000 EUR.", "confidence": 0.8,
            "valid_from": now, "page_ids": [short[0]]}, engine.embedder.embed, now)
    cat = SlotCatalogue(s)
    conv_slot = cat.save("conversation", cid, SlotKey("m", 4096), [1, 2, 3], b"kv", [])
    page_slot = cat.save("head", None, SlotKey("m", 4096), [4, 5], b"kv2", [("page", short[1])])
    return cid, other, mid, short, from_mid, from_short, conv_slot.id, page_slot.id


def _fts_hits(store, word: str) -> int:
    return store.scalar("SELECT count(*) FROM pages_fts WHERE pages_fts MATCH ?", (word,))


def test_delete_without_forgetting_keeps_what_was_learned(engine):
    s = engine.store
    cid, other, mid, short, from_mid, from_short, conv_slot, page_slot = _seed(engine)
    c = engine.delete_conversation(cid)
    assert set(c.pages) == set(short)
    # the transcript is gone, words included (FTS, vectors)
    assert s.scalar(f"SELECT count(*) FROM pages WHERE id IN ({','.join('?' * 2)})",
                    short) == 0
    assert _fts_hits(s, "uniqueword3") == 0 and _fts_hits(s, "uniqueword4") == 0
    assert s.scalar("SELECT count(*) FROM pages_vec WHERE rowid IN (?, ?)", short) == 0
    # the chat's activation state (its transcript in KV form) is gone
    assert s.scalar("SELECT count(*) FROM slots WHERE id IN (?, ?)", (conv_slot, page_slot)) == 0
    # what was learned stays: mid-term pages (in their segments) and both long-term items
    assert s.scalar("SELECT count(*) FROM pages WHERE id IN (?, ?, ?)", mid) == 3
    assert _fts_hits(s, "uniqueword0") == 1
    assert s.scalar("SELECT count(*) FROM lpm_items WHERE id IN (?, ?)",
                    (from_mid, from_short)) == 2
    assert s.scalar("SELECT count(*) FROM lpm_sources WHERE item_id = ?", (from_short,)) == 0
    assert from_short in c.lpm_unlinked
    # everything kept is reachable in the inspector: each kept page is in a listed segment
    listed = {governance.parse_ref(r["id"])[1] for r in governance.records(s, "mid",
                                                                             kind="segment")}
    segs = {r[0] for r in s.rows("SELECT segment_id FROM pages WHERE id IN (?, ?, ?)", mid)}
    assert segs <= listed
    # the chat is no longer a chat: hidden, untitled; the bystander is untouched
    assert governance.hidden_conversations(s) == {cid}
    assert s.scalar("SELECT title FROM conversations WHERE id = ?", (cid,)) == ""
    assert s.scalar("SELECT count(*) FROM pages WHERE conversation_id = ?", (other,)) == 1
    assert "delete_chat" in [e.action for e in engine.audit()]
    # deleting the last learned pages (through their segments) takes the hidden row with them
    engine.delete([("segment", i) for i in segs])
    assert s.scalar("SELECT count(*) FROM conversations WHERE id = ?", (cid,)) == 0
    assert s.scalar("SELECT count(*) FROM conversations WHERE id = ?", (other,)) == 1


def test_delete_with_forgetting_is_the_full_cascade(engine):
    s = engine.store
    cid, other, mid, short, from_mid, from_short, conv_slot, page_slot = _seed(engine)
    c = engine.forget_conversation(cid)
    assert set(c.pages) == set(mid + short)
    assert s.scalar("SELECT count(*) FROM pages WHERE conversation_id = ?", (cid,)) == 0
    assert s.scalar("SELECT count(*) FROM conversations WHERE id = ?", (cid,)) == 0
    assert s.scalar("SELECT count(*) FROM lpm_items WHERE id IN (?, ?)",
                    (from_mid, from_short)) == 0
    assert s.scalar("SELECT count(*) FROM slots") == 0
    assert _fts_hits(s, "uniqueword0") == 0
    assert s.scalar("SELECT count(*) FROM pages WHERE conversation_id = ?", (other,)) == 1


def test_delete_a_chat_that_learned_nothing_removes_the_row(engine):
    s = engine.store
    cid = engine.new_conversation("short chat").id
    engine.add_exchange(cid, "hello", "hi")
    engine.delete_conversation(cid)
    assert s.scalar("SELECT count(*) FROM conversations WHERE id = ?", (cid,)) == 0
    assert s.scalar("SELECT count(*) FROM pages") == 0
    assert governance.hidden_conversations(s) == set()


def test_unknown_chat(engine):
    from memory.errors import NotFoundError

    with pytest.raises(NotFoundError):
        engine.delete_conversation("nope")
