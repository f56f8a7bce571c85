"""Plain words in the default UI: settings without jargon (tuning behind "Advanced"), the
persona setting, audit rows as sentences, empty tabs that explain themselves, and a status
bar that says why a first word was slow."""
from __future__ import annotations

from app import config
from tests.ui.conftest import send_and_wait

JARGON = ("F-score", "Jaccard", "slot", "activation", "llama.cpp", "Heat weight")


def _visible_texts(widget):
    from ui.qt import QLabel, QtWidgets
    out = [w.text() for w in widget.findChildren(QLabel) if w.isVisibleTo(widget)]
    out += [w.text() for w in widget.findChildren(QtWidgets.QAbstractButton)
            if w.isVisibleTo(widget)]
    return out


def test_settings_speak_plainly_and_save_the_persona(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    d = win.show_settings()
    for i in range(d.tabs.count()):
        d.tabs.setCurrentIndex(i)
        for text in _visible_texts(d):
            assert not any(j.lower() in text.lower() for j in JARGON), text
    assert not d.advanced.isVisibleTo(d)
    d.tabs.setCurrentIndex(1)
    d.advanced_toggle.click()
    assert d.advanced.isVisibleTo(d) and d.editors["heat_alpha"].isVisibleTo(d)
    d.system_prompt.setPlainText("You are a concise assistant who answers in British English.")
    with qtbot.waitSignal(ctx.settings_changed, timeout=10_000):
        d.save()
    assert config.load().system_prompt.startswith("You are a concise assistant")


def test_system_prompt_is_bounded():
    import pytest
    with pytest.raises(config.SettingsError):
        config.Settings(system_prompt="x" * (config.MAX_SYSTEM_PROMPT + 1))


def test_audit_rows_and_empty_tabs_in_plain_words(gui, fake_model, qtbot):
    from tests.ui.test_inspector import _open_inspector
    from ui.inspector import tables

    ctx, win, _ = gui()
    send_and_wait(qtbot, win, "Trip planning for Porto")
    cid = win.cid
    ctx.db.call(ctx.session.memory.delete_conversation, cid, True)
    insp = _open_inspector(qtbot, win)
    t = insp.tables["audit"]
    said = [t.item(r, 1).text() for r in range(t.rowCount())]
    assert any(s.startswith("You deleted") and "forgot" in s for s in said), said
    assert any(s == "Engram remembered an exchange" for s in said), said
    assert not any(s.startswith("{") for s in said)
    insp.tabs.setCurrentIndex(list(tables.TABS).index("long"))
    qtbot.waitUntil(lambda: "Long-term" in insp.detail.toPlainText(), timeout=5_000)
    assert "lasting facts about you" in insp.detail.toPlainText()


def test_status_bar_says_why_a_first_word_was_slow():
    from app.assistant import TurnStats
    from ui.status import why_slow

    assert why_slow(TurnStats(ttft_ms=300.0)) == ""
    said = why_slow(TurnStats(ttft_ms=4200.0, restore_ms=100.0, memory_ms=200.0,
                              prefill_tokens=812))
    assert said.startswith("first word after 4.2 s") and "reading 812 new tokens" in said
    said = why_slow(TurnStats(ttft_ms=3000.0, restore_ms=2500.0, memory_ms=100.0))
    assert "restoring saved context" in said
