"""Importing other assistants' history into a real encrypted store with the real MiniLM
embedder (samples and where their shapes come from: tests/unit/test_importers.py).

Checked: pages with original times and speaker-aware vectors, chats with original titles
and their source, mid-term segments formed as in a live chat, the same file twice adds
nothing, cancel and malformed files leave every row as it was (content digest), and the
Markdown export reads back in.
"""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from app import transfer
from memory.engine import MemoryEngine
from memory.errors import ImportCancelled, ImportFormatError
from memory.policy import Policy

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "imports"
ALL = ["chatgpt_conversations.json", "claude_conversations.json",
       "openwebui_chat-export.json", "1715000000000.conversation.json", "jan", "transcript.md"]


@pytest.fixture
def eng(store, embedder):
    return MemoryEngine(store, embedder, Policy(stm_capacity=1))


def digest(store) -> str:
    h = hashlib.sha256()
    for (name,) in store.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT "
                              "LIKE 'CREATE VIRTUAL%' ORDER BY name"):
        for row in store.rows(f'SELECT * FROM "{name}" ORDER BY 1'):
            h.update(repr(row).encode())
    return h.hexdigest()


def test_every_sample_lands_like_a_live_chat_and_only_once(eng, store):
    for name in ALL:
        r = transfer.import_file(eng, DATA / name)
        assert r["conversations"] and r["pages"] >= 1, (name, r)
    convs = {r[1]: (r[0], json.loads(r[2]), r[3]) for r in store.rows(
        "SELECT id, title, meta, created FROM conversations")}
    assert set(convs) == {"Sourdough starter", "Marathon plan", "Cello practice routine",
                          "Balcony tomatoes", "Spanish lessons", "Bike commute",
                          "Planning the garden shed"}
    assert {m["source"] for _, m, _ in convs.values()} == {
        "chatgpt", "claude", "openwebui", "lmstudio", "jan", "markdown"}
    cid = convs["Sourdough starter"][0]
    pages = store.rows("SELECT user_text, created, tier, segment_id FROM pages WHERE "
                       "conversation_id = ? ORDER BY seq", (cid,))
    assert [p[1] for p in pages] == [1714550400.5, 1714553900.0]      # original times
    assert pages[0][2] == "mid" and pages[0][3] is not None           # joined a segment
    assert transfer.source_names(store)[cid] == "ChatGPT"     # the inspector's chat column
    assert transfer.source_label(store, cid) == ("imported from ChatGPT export "
                                                 "(conversations.json), file "
                                                 "chatgpt_conversations.json")
    eng.rename_conversation(cid, "Bread")        # renamed here: the original title is kept
    assert transfer.source_label(store, cid).endswith(
        "file chatgpt_conversations.json, originally titled \u201cSourdough starter\u201d")
    assert transfer.source_names(store)[cid] == "ChatGPT"
    eng.rename_conversation(cid, "Sourdough starter")
    assert store.scalar("SELECT count(*) FROM pages_vec") == store.scalar(
        "SELECT count(*) FROM pages")
    hits = eng.search("acetone smell of my sourdough starter", limit=5)
    assert any(h.conversation_id == cid for h in hits)
    before = digest(store)
    for name in ALL:
        r = transfer.import_file(eng, DATA / name)
        assert r["conversations"] == [] and r["skipped"] >= 1
    assert digest(store) == before                                     # twice adds nothing
    assert store.integrity_check() == ["ok"]


def test_cancel_and_malformed_files_change_nothing(eng, store, tmp_path):
    transfer.import_file(eng, DATA / "claude_conversations.json")
    before = digest(store)
    stop = threading.Event()
    stop.set()
    with pytest.raises(ImportCancelled):
        transfer.import_file(eng, DATA / "chatgpt_conversations.json", cancel=stop)
    late = threading.Event()   # stopped while writing: the transaction rolls back

    def progress(phase, done, total):
        if phase == "writing":
            late.set()
    with pytest.raises(ImportCancelled):
        transfer.import_file(eng, DATA / "chatgpt_conversations.json", progress=progress,
                             cancel=late)
    bad = tmp_path / "conversations.json"
    raw = (DATA / "chatgpt_conversations.json").read_bytes()
    bad.write_bytes(raw[: len(raw) // 2])
    with pytest.raises(ImportFormatError):
        transfer.import_file(eng, bad, fmt="chatgpt")
    doc = json.loads(raw)
    doc[1]["mapping"]["m2"]["parent"] = "m2"       # a loop in the second conversation
    bad.write_text(json.dumps(doc))
    with pytest.raises(ImportFormatError, match="loop"):
        transfer.import_file(eng, bad)
    assert digest(store) == before
    assert transfer.preview(DATA / "chatgpt_conversations.json")["conversations"] == 2


def test_markdown_export_reads_back_and_profile_exports_as_text(eng, store, tmp_path):
    from memory import long_term, lpm_schema

    r = transfer.import_file(eng, DATA / "openwebui_chat-export.json")
    cid = r["conversations"][0]
    out = tmp_path / "chat.md"
    transfer.export_markdown(store, out, cid)
    assert oct(out.stat().st_mode & 0o777) == "0o600"
    text = out.read_text()
    assert text.startswith("# Balcony tomatoes") and "## User · 2024-07-03" in text
    back = transfer.import_file(eng, out)
    assert back["format"] == "markdown" and back["pages"] == 2
    rows = store.rows("SELECT user_text, assistant_text, created FROM pages WHERE "
                      "conversation_id = ? ORDER BY seq", (back["conversations"][0],))
    assert rows[0][:2] == ("My balcony tomatoes got blight again this July.",
                           "Try a blight-resistant variety such as Crimson Crush.")
    assert rows[0][2] == 1720000000.0
    pid = store.scalar("SELECT id FROM pages WHERE conversation_id = ? ORDER BY seq", (cid,))
    with store.tx():
        fact = lpm_schema.validate([{"kind": "user_knowledge", "attribute": "garden.tomato",
                                    "value": "Crimson Crush", "text": "The user grows Crimson "
                                    "Crush tomatoes.", "page_ids": [pid]}], {pid}, "rules",
                                  {pid: 1720000100.0})
        long_term.upsert(store, fact[0], eng.embedder.embed, 1720000100.0)
    prof = tmp_path / "profile.txt"
    # the import itself formed facts from what the user said, so the profile holds those too:
    # one line per current fact, each dated from its source message
    n = transfer.export_profile(store, prof)
    lines = prof.read_text().splitlines()
    assert n == len(lines) == store.scalar(
        "SELECT count(*) FROM lpm_items WHERE valid_to IS NULL") > 1
    assert "The user grows Crimson Crush tomatoes. (since 2024-07-03)" in lines
    assert all(line.endswith(" (since 2024-07-03)") for line in lines)


@pytest.mark.slow
def test_cli_import_preview_then_import(engram_home):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}

    def cli(*a):
        return subprocess.run([sys.executable, "-m", "app", "memory", *a], env=env, cwd=ROOT,
                              capture_output=True, text=True, timeout=300)
    r = cli("import", str(DATA / "chatgpt_conversations.json"), "--preview", "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["conversations"] == 2 and "2 conversations" in r.stderr
    r = cli("import", str(DATA / "jan"), "--json")
    assert r.returncode == 0 and json.loads(r.stdout)["pages"] == 1, r.stderr
    r = cli("import", str(DATA / "jan" / "1715000000000" / "thread.json"), "--json")
    assert json.loads(r.stdout)["skipped"] == 1
    r = cli("conversations", "--json")
    assert [c["title"] for c in json.loads(r.stdout)] == ["Bike commute"]


def test_a_bulk_import_describes_each_topic_from_all_its_pages(eng, store, tmp_path):
    """Importers leave a joined topic's keywords and summary to the end of the write (one
    rebuild per topic, not one per page): the result must still describe every page."""
    from collections import Counter

    from app.bench.imports import chatgpt_export
    from memory.mid_term import MAX_KEYWORDS

    src = tmp_path / "conversations.json"
    src.write_text(json.dumps(chatgpt_export(240, 12)))
    transfer.import_file(eng, src)
    rows = store.rows("SELECT id, keywords, n_pages, summary FROM segments")
    assert any(n > 5 for _, _, n, _ in rows)
    for sid, kws, n, summary in rows:
        pages = store.rows("SELECT keywords FROM pages WHERE segment_id = ?", (sid,))
        counts = Counter(k for (words,) in pages for k in json.loads(words or "[]"))
        assert n == len(pages)
        assert json.loads(kws) == [k for k, _ in counts.most_common(MAX_KEYWORDS)]
        assert summary.startswith("The user said:")
