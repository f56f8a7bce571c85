"""`engram mcp` through the real MCP client of the same SDK, on a real encrypted profile.

The client starts `python -m app mcp` as a subprocess over stdio (as Claude Desktop or an IDE
would), calls every tool and reads the profile resource; writes are refused until the user
allows the client in the settings; every call leaves an audit row naming the client. The app's
own Session writes into the same file at the same time as the MCP server: nothing is lost and
integrity_check stays ok (shared store access, memory/store.py).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import anyio
import pytest

from app import config
from memory.store import Key

ROOT = Path(__file__).resolve().parents[2]
CLIENT = "test-client"


def _env() -> dict:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


def _seed():
    """A profile with a few exchanges and one long-term fact, through the app's Session."""
    from app.services import Session
    from memory import long_term, lpm_schema

    s = Session.open(Key(os.environ["ENGRAM_PASSPHRASE"]))
    c = s.engine.new_conversation("Garden")
    s.engine.add_exchange(c.id, "My tomatoes caught blight last July.", "Sorry to hear it.",
                          created=1_720_000_000)
    p = s.engine.add_exchange(c.id, "I switched to the Crimson Crush variety.", "Good choice.",
                              created=1_720_100_000)
    with s.store.tx():
        fact = lpm_schema.validate([{"kind": "user_knowledge", "attribute": "garden.tomato",
                                    "value": "Crimson Crush", "text": "The user grows Crimson "
                                    "Crush tomatoes.", "confidence": 0.8, "page_ids": [p.id]}],
                                  {p.id}, source="rules", page_times={p.id: p.created})
        lid = long_term.upsert(s.store, fact[0], s.embedder.embed, 1_720_100_000)
    return s, p.id, lid


def _text(result) -> dict:
    assert not result.is_error, result.content
    return json.loads(result.content[0].text)


async def _session(body):
    from mcp import ClientSession, StdioServerParameters, stdio_client
    from mcp.types import Implementation

    params = StdioServerParameters(command=sys.executable, args=["-m", "app", "mcp"],
                                   env=_env(), cwd=str(ROOT))
    with open(os.devnull, "w") as errlog:
        async with stdio_client(params, errlog=errlog) as (r, w):
            async with ClientSession(r, w, client_info=Implementation(name=CLIENT,
                                                                      version="1")) as cs:
                await cs.initialize()
                return await body(cs)


@pytest.mark.slow
def test_every_tool_through_the_real_client_with_permissions_audit_and_a_concurrent_app(
        engram_home):
    app, page_id, lpm_id = _seed()
    try:
        async def body(cs):
            names = sorted(t.name for t in (await cs.list_tools()).tools)
            assert names == ["forget", "get_profile", "recent", "remember", "search_memory"]
            found = _text(await cs.call_tool("search_memory", {"query": "which tomato variety "
                                                               "do I grow?",
                                                               "budget_tokens": 300}))
            ids = [i["id"] for i in found["items"]]
            assert f"l{lpm_id}" in ids or f"p{page_id}" in ids, found
            assert all(i["date"] and i["text"] for i in found["items"])
            assert sum(i["tokens"] for i in found["items"]) <= 300
            prof = _text(await cs.call_tool("get_profile", {}))
            assert [f["id"] for f in prof["facts"]] == [f"l{lpm_id}"]
            assert prof["facts"][0]["value"] == "Crimson Crush"
            rec = _text(await cs.call_tool("recent", {"n": 1}))
            assert [p["id"] for p in rec["pages"]] == [f"p{page_id}"]
            assert rec["pages"][0]["conversation_title"] == "Garden"
            # writes are refused until the user allows this client
            for tool, args in (("remember", {"text": "I moved to Lyon in May."}),
                               ("forget", {"id": f"l{lpm_id}"})):
                res = await cs.call_tool(tool, args)
                assert res.is_error and "read only" in res.content[0].text, res.content
            config.save(config.load().replace(mcp_write_clients=f"other, {CLIENT}"))
            # the app writes while the MCP client remembers: one file, two processes
            done = threading.Event()

            def app_writes():
                for i in range(12):
                    app.engine.add_exchange("app-chat", f"app message {i} about zqapp{i}",
                                            "ok")
                done.set()
            t = threading.Thread(target=app_writes)
            t.start()
            remembered = []
            for i in range(12):
                remembered.append(_text(await cs.call_tool(
                    "remember", {"text": f"Fact {i}: my locker code is zq{i}{i}."})))
            await anyio.to_thread.run_sync(t.join)
            assert done.is_set()
            gone = _text(await cs.call_tool("forget", {"id": remembered[0]["id"]}))
            assert gone["deleted"] == remembered[0]["id"]
            res = await cs.read_resource("engram://profile")
            return remembered, res.contents[0].text

        remembered, profile_text = anyio.run(_session, body)
        st = app.store
        assert "Crimson Crush" in profile_text and "locker code is zq11" in profile_text
        assert "zq00" not in profile_text                        # forgotten
        assert st.scalar("SELECT count(*) FROM pages WHERE conversation_id = 'app-chat'") == 12
        mcp_pages = st.rows("SELECT user_text, meta FROM pages WHERE conversation_id = ?",
                            (f"mcp-{CLIENT}",))
        assert len(mcp_pages) == 12 and json.loads(mcp_pages[0][1])["client"] == CLIENT
        told = st.scalar("SELECT id FROM pages WHERE conversation_id = ? ORDER BY id DESC",
                         (f"mcp-{CLIENT}",))
        assert CLIENT in app.memory.describe(f"p{told}")["source"]   # the inspector's detail pane
        assert st.scalar("SELECT count(*) FROM lpm_items WHERE source = 'user' "
                         "AND valid_to IS NULL") == 11
        assert st.scalar("SELECT count(*) FROM pages_vec") == st.scalar(
            "SELECT count(*) FROM pages")
        assert st.integrity_check() == ["ok"]
        rows = st.rows("SELECT action, detail FROM audit WHERE action LIKE 'mcp_%'")
        actions = sorted({a for a, _ in rows})
        assert actions == ["mcp_denied", "mcp_forget", "mcp_profile", "mcp_recent",
                           "mcp_remember", "mcp_search"]
        assert all(json.loads(d)["client"] == CLIENT for _, d in rows)
        denied = [json.loads(d)["tool"] for a, d in rows if a == "mcp_denied"]
        assert sorted(denied) == ["forget", "remember"]
        assert all("locker" not in d and "tomato" not in d for _, d in rows)  # never the text
    finally:
        app.close()


def test_passphrase_profile_without_a_key_says_how_to_unlock(engram_home):
    from memory.store import open_store

    config.ensure_dirs()
    open_store(config.paths().db_file, Key(os.environ["ENGRAM_PASSPHRASE"])).close()
    env = {k: v for k, v in _env().items() if k != "ENGRAM_PASSPHRASE"}
    r = subprocess.run([sys.executable, "-m", "app", "mcp"], env=env, cwd=ROOT,
                       capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert r.returncode == 2 and r.stdout == ""
    assert "ENGRAM_PASSPHRASE" in r.stderr and "Traceback" not in r.stderr
    r = subprocess.run([sys.executable, "-m", "app", "mcp", "--print-config", "My IDE"],
                       env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    entry = json.loads(r.stdout)["mcpServers"]["engram"]
    assert entry["args"][-3:] == ["mcp", "--client", "My-IDE"]
    assert "ENGRAM_PASSPHRASE" in entry["env"]


def test_no_profile_yet_is_a_clear_error_and_creates_nothing(engram_home):
    r = subprocess.run([sys.executable, "-m", "app", "mcp"], env=_env(), cwd=ROOT,
                       capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert r.returncode == 2 and "open Engram once" in r.stderr
    assert not config.paths().db_file.exists()
