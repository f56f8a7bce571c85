"""The MCP tools as plain functions (app/mcp_tools.py) on a real encrypted store; the
protocol itself is tested through the real client in tests/integration/test_mcp.py."""
from __future__ import annotations

import json

import pytest

from app.mcp_tools import MemoryTools, WriteRefused, allowed_writers, client_id
from memory.engine import MemoryEngine


@pytest.fixture
def eng(store, hash_embedder):
    e = MemoryEngine(store, hash_embedder)
    c = e.new_conversation("Pets")
    e.add_exchange(c.id, "My cat Pixel likes tuna.", "Noted.", created=1_700_000_000)
    return e


def test_client_names_and_the_writers_setting():
    assert client_id(" Claude Desktop ") == "Claude-Desktop" and client_id(None) == "unknown"
    assert allowed_writers("cursor, Claude Desktop ,") == {"cursor", "Claude-Desktop"}
    assert allowed_writers(" * ") == {"*"}


def test_reads_for_everyone_writes_only_when_allowed_and_all_audited(eng, store):
    setting = [""]
    t = MemoryTools(eng, "ide", lambda: setting[0])
    found = t.search_memory("what does my cat like", 200)
    assert found["items"] and found["items"][0]["date"].startswith("2023-11-14")
    assert t.recent(5)["pages"][0]["conversation_title"] == "Pets"
    assert t.get_profile() == {"facts": []}
    with pytest.raises(WriteRefused, match="read only"):
        t.remember("I moved to Lyon.")
    with pytest.raises(WriteRefused):
        t.forget("p1")
    assert store.scalar("SELECT count(*) FROM pages") == 1          # nothing written
    setting[0] = "other, ide"
    r = t.remember("  I moved   to Lyon in May. ")
    prof = t.get_profile()["facts"]
    assert [f["id"] for f in prof] == [r["id"]] and prof[0]["text"] == "I moved to Lyon in May."
    assert prof[0]["sources"] == [r["page"]] and prof[0]["source"] == "user"
    assert "I moved to Lyon in May." in t.profile_text()
    gone = t.forget(r["page"])                                       # the fact goes with it
    assert r["id"] in gone["cascade"]["lpm_items"] and t.get_profile()["facts"] == []
    with pytest.raises(ValueError):
        t.forget("not-an-id")
    rows = [(a, json.loads(d)) for a, d in store.rows(
        "SELECT action, detail FROM audit WHERE action LIKE 'mcp_%' ORDER BY id")]
    assert [a for a, _ in rows] == ["mcp_search", "mcp_recent", "mcp_profile", "mcp_denied",
                                    "mcp_denied", "mcp_remember", "mcp_profile", "mcp_profile",
                                    "mcp_forget", "mcp_profile"]
    assert all(d["client"] == "ide" for _, d in rows)
