"""A chat's saved context has a size budget: a larger conversation slot is not kept (and the
older one, which no longer matches the chat, goes); head slots only obey the total cap."""
from __future__ import annotations

import os

from memory.activation import SlotCatalogue, SlotKey

KEY = SlotKey("a" * 64, 4096, "f16", False)


def _chat(store, cid="c1"):
    store.exec("INSERT INTO conversations(id, title, created, updated) VALUES (?, '', 0, 0)", (cid,))
    return cid


def test_conversation_slot_over_budget_is_not_kept(store):
    cid = _chat(store)
    cat = SlotCatalogue(store, conversation_cap_bytes=1000)
    small = cat.save("conversation", cid, KEY, [1, 2], os.urandom(900))
    assert small is not None and cat.total_bytes() == 900
    assert cat.save("conversation", cid, KEY, [1, 2, 3], os.urandom(1001)) is None
    assert cat.list() == []  # the stale smaller one went too
    head = cat.save("head", None, KEY, [1], os.urandom(5000))
    assert head is not None and cat.total_bytes() == 5000


def test_no_budget_keeps_old_behaviour(store):
    cid = _chat(store)
    cat = SlotCatalogue(store)
    assert cat.save("conversation", cid, KEY, [1], os.urandom(50_000)) is not None


def test_only_the_most_recent_chats_keep_their_saved_context(store):
    t = [100.0]
    cat = SlotCatalogue(store, max_conversations=2, clock=lambda: t[0])
    head = cat.save("head", None, KEY, [1], os.urandom(100))
    for cid in ("a", "b", "c"):
        _chat(store, cid)
        t[0] += 1
        assert cat.save("conversation", cid, KEY, [1, 2], os.urandom(300)) is not None
    kept = {s.conversation_id for s in cat.list() if s.kind == "conversation"}
    assert kept == {"b", "c"}                       # "a" was used longest ago
    assert head.id in {s.id for s in cat.list()}    # the head slot is not a chat's
    t[0] += 1
    cat.save("conversation", "a", KEY, [1, 2, 3], os.urandom(300))   # reopened: kept again
    assert {s.conversation_id for s in cat.list() if s.kind == "conversation"} == {"a", "c"}
