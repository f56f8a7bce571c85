"""`engram chat --once` end to end (real model, embedder, encrypted store): recall across chats."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.model, pytest.mark.slow]
ROOT = Path(__file__).resolve().parents[2]


def once(text: str, *extra: str) -> dict:
    p = subprocess.run([sys.executable, "-m", "app", "chat", "--once", text, "--json", *extra],
                       cwd=ROOT, env=dict(os.environ), capture_output=True, text=True,
                       timeout=900)
    assert p.returncode == 0, p.stderr[-3000:]
    return json.loads(p.stdout.strip().splitlines()[-1])


def test_fact_from_an_earlier_conversation_reaches_the_model(engram_home):
    (engram_home / "config").mkdir(parents=True, exist_ok=True)
    (engram_home / "config" / "settings.toml").write_text("max_answer_tokens = 24\n")
    first = once("Please remember this: my boat is called Seagull.")
    assert first["page_id"] and first["text"]
    second = once("What is the name of my boat?")
    assert second["conversation_id"] != first["conversation_id"]
    given = [c for c in second["context"] if "Seagull" in c["text"]]
    assert given, second["context"]                       # what the model was given
    assert first["page_id"] in given[0]["page_ids"]       # ... with its provenance
    assert second["stats"]["prompt_tokens"] > 0 and second["stats"]["ttft_ms"] > 0

    # the background job saved a conversation slot built from the first page; deleting that
    # page drops the slot in the same transaction
    from app import config, keys
    from memory.activation import SlotCatalogue
    from memory.engine import MemoryEngine
    from memory.embed import HashEmbedder
    from memory.store import open_store

    p = config.paths()
    store = open_store(p.db_file, keys.obtain(p.db_file, prompt=None).key)
    try:
        # a chat started from the terminal is titled with its first message, like in the app
        assert store.scalar("SELECT title FROM conversations WHERE id = ?",
                            (first["conversation_id"],)) == ("Please remember this: my boat is "
                                                             "called Seagull.")
        cat = SlotCatalogue(store)
        conv = [s for s in cat.list() if s.conversation_id == first["conversation_id"]]
        assert conv and ("page", first["page_id"]) in conv[0].sources
        assert any(s.kind == "head" for s in cat.list())
        MemoryEngine(store, HashEmbedder()).delete([("page", first["page_id"])])
        assert not [s for s in cat.list() if s.conversation_id == first["conversation_id"]]
    finally:
        store.close()


def test_the_terminal_chat_says_what_it_remembered_and_forgot(engram_home):
    (engram_home / "config").mkdir(parents=True, exist_ok=True)
    (engram_home / "config" / "settings.toml").write_text("max_answer_tokens = 8\n")
    p = subprocess.run([sys.executable, "-m", "app", "chat"], cwd=ROOT, env=dict(os.environ),
                       input="My cat is called Miso.\nPlease forget that I have a cat.\n/quit\n",
                       capture_output=True, text=True, timeout=900)
    assert p.returncode == 0, p.stderr[-3000:]
    out = p.stdout
    assert "[Remembered: Your cat is called Miso.]" in out, out[-2000:]
    assert "[Forgot: Your cat is called Miso.]" in out, out[-2000:]
    assert out.index("[Remembered") < out.index("[Forgot")
