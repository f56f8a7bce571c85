"""The import dialog and Settings › AI tools, with real widgets over the real app: encrypted
profile, real MiniLM embedder, the chat turn canned (FakeAssistant) since no answer is asked.

The import samples are the committed per-format files in tests/data/imports (see
tests/integration/test_import_assistants.py for where each shape comes from)."""
from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from app import config

DATA = Path(__file__).resolve().parents[1] / "data" / "imports"


@pytest.fixture
def canned_turns(monkeypatch):
    """Session.load_model installs FakeAssistant; the embedder stays the real MiniLM."""
    from app import services

    from .conftest import FakeAssistant

    def load_model(self, preload=None):
        self.assistant = FakeAssistant(self.engine)
        return self.model_info()

    monkeypatch.setattr(services.Session, "load_model", load_model)


def _titles(ctx) -> dict[str, str]:
    return {c.id: c.title for c in ctx.db.call(ctx.session.chat.conversations)}


def test_import_dialog_preview_import_twice_and_bad_file(gui, canned_turns, qtbot, tmp_path):
    ctx, win, _ = gui()
    before = _titles(ctx)
    win.sidebar.import_button.click()           # the sidebar's door opens the dialog
    from ui.import_dialog import ImportDialog
    dlg = next(w for w in win.findChildren(ImportDialog) if w.isVisible())
    with qtbot.waitSignal(dlg.previewed, timeout=30_000) as got:
        dlg.choose(str(DATA / "chatgpt_conversations.json"))
    p = got.args[0]
    assert p["format"] == "chatgpt" and p["conversations"] >= 1 and p["messages"] >= 2
    text = dlg.preview_label.text()
    assert text.startswith("ChatGPT:") and f"{p['messages']} messages" in text and "from " in text
    assert dlg.import_button.isEnabled()
    assert _titles(ctx) == before                   # a preview writes nothing

    with qtbot.waitSignal(dlg.imported, timeout=120_000) as got:
        dlg.import_button.click()
    r = got.args[0]
    assert isinstance(r, dict) and r["format"] == "chatgpt" and r["pages"] > 0
    assert dlg.result_label.text().startswith(f"Imported {len(r['conversations'])} conversation")
    after = _titles(ctx)
    assert set(r["conversations"]) <= set(after) and len(after) == len(before) + len(
        r["conversations"])
    qtbot.waitUntil(lambda: win.sidebar.list.count() >= len(after), timeout=10_000)
    # the imported words are searchable memory, with the real embedder's vectors
    first, query = ctx.db.call(ctx.session.store.one, "SELECT id, user_text FROM pages WHERE "
                               "conversation_id = ? ORDER BY seq LIMIT 1",
                               (r["conversations"][0],))
    hits = ctx.db.call(ctx.session.chat.search, query[:80])
    assert first in {h.item_id for h in hits if h.item_type == "page"}
    insp = win.show_inspector()                       # where the chat came from, in words
    insp.open_ref(f"p{first}")
    qtbot.waitUntil(lambda: "imported from ChatGPT export" in insp.detail.toPlainText(),
                    timeout=10_000)
    assert "chatgpt_conversations.json" in insp.detail.toPlainText()
    insp.close()

    assert not dlg.import_button.isEnabled()          # done: a new choice starts over
    with qtbot.waitSignal(dlg.previewed, timeout=30_000):        # the same file again
        dlg.choose(str(DATA / "chatgpt_conversations.json"))
    with qtbot.waitSignal(dlg.imported, timeout=60_000) as got:
        dlg.import_button.click()
    again = got.args[0]
    assert again["conversations"] == [] and again["skipped"] == p["conversations"]
    assert _titles(ctx) == after and "already imported" in dlg.result_label.text()

    bad = tmp_path / "conversations.json"
    bad.write_text('[{"mapping": {"a": {"message": {"content": 5}}}')   # truncated, hostile
    with qtbot.waitSignal(dlg.previewed, timeout=30_000) as got:
        dlg.choose(str(bad))
    assert isinstance(got.args[0], Exception)
    assert dlg.preview_label.text().startswith("This cannot be imported")
    assert not dlg.import_button.isEnabled() and _titles(ctx) == after
    dlg.close()


def test_import_stop_writes_nothing_and_ui_stays_responsive(gui, canned_turns, qtbot,
                                                            tmp_path):
    from app.bench.imports import chatgpt_export

    ctx, win, _ = gui()
    src = tmp_path / "conversations.json"
    src.write_text(json.dumps(chatgpt_export(600, 40)))   # big enough to stop halfway
    before = _titles(ctx)
    dlg = win.show_import()
    with qtbot.waitSignal(dlg.previewed, timeout=30_000):
        dlg.choose(str(src))
    assert dlg.preview_label.text().startswith("ChatGPT: 15 conversations, 600 messages")
    gaps, last = [], [time.perf_counter()]

    def tick():
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now
    from ui.qt import QTimer
    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(20)
    dlg.import_button.click()
    qtbot.waitUntil(lambda: dlg.bar.value() > 0, timeout=60_000)   # progress has moved
    assert dlg.stop_button.isEnabled() and not dlg.close_button.isEnabled()
    with qtbot.waitSignal(dlg.imported, timeout=60_000) as got:
        dlg.stop_button.click()
    timer.stop()
    from memory.errors import ImportCancelled
    assert isinstance(got.args[0], ImportCancelled)
    assert dlg.result_label.text() == "Stopped. Nothing from this file was imported."
    assert _titles(ctx) == before                    # all or nothing: nothing
    assert dlg.import_button.isEnabled() and dlg.close_button.isEnabled()
    # the UI thread kept serving events while the embedder worked (a 20 ms timer)
    assert len(gaps) > 5 and max(gaps) < 0.5, max(gaps)
    dlg.close()


def test_settings_ai_tools_snippet_clients_and_write_permission(gui, canned_turns, qtbot):
    from app.mcp_tools import MemoryTools, WriteRefused
    from ui.qt import QApplication

    ctx, win, _ = gui()
    engine = ctx.session.engine
    writers = lambda: config.load().mcp_write_clients   # noqa: E731 - as engram mcp reads it
    claude = MemoryTools(engine, "claude-desktop", writers)
    ctx.db.call(claude.search_memory, "garden")        # a client that used the memory
    with pytest.raises(WriteRefused):
        ctx.db.call(claude.remember, "I live in Lyon.")

    d = win.show_settings()
    tab = next(i for i in range(d.tabs.count()) if d.tabs.tabText(i) == "AI tools (MCP)")
    d.tabs.setCurrentIndex(tab)
    sec = d.mcp
    qtbot.waitUntil(lambda: "claude-desktop" in sec.boxes, timeout=10_000)
    assert not sec.boxes["claude-desktop"].isChecked() and not sec.empty.isVisible()
    assert "2 calls" in sec.boxes["claude-desktop"].text()   # the search and the refusal
    sec.client_name.setText("Cursor IDE")
    snippet = json.loads(sec.snippet.toPlainText())
    entry = snippet["mcpServers"]["engram"]
    assert entry["args"][-3:] == ["mcp", "--client", "Cursor-IDE"]
    assert entry["env"]["ENGRAM_PASSPHRASE"]            # the test profile has a passphrase
    sec.copy_button.click()
    assert QApplication.clipboard().text() == sec.snippet.toPlainText()
    assert "Cursor-IDE" in sec.copied.text()

    sec.boxes["claude-desktop"].setChecked(True)
    with qtbot.waitSignal(ctx.settings_changed, timeout=10_000):
        d.save()
    assert config.load().mcp_write_clients == "claude-desktop"
    out = ctx.db.call(claude.remember, "I live in Lyon.")   # allowed now, without a restart
    assert out["id"].startswith("l")
    with pytest.raises(WriteRefused):
        ctx.db.call(MemoryTools(engine, "Cursor-IDE", writers).remember, "I like tea.")

    d = win.show_settings()                              # reopened: the box stays ticked
    qtbot.waitUntil(lambda: "Cursor-IDE" in d.mcp.boxes, timeout=10_000)
    assert d.mcp.boxes["claude-desktop"].isChecked()
    assert not d.mcp.boxes["Cursor-IDE"].isChecked()
    d.mcp.boxes["claude-desktop"].setChecked(False)
    d.mcp.everyone.setChecked(True)
    assert d.mcp.value() == "*"
    d.reject()
