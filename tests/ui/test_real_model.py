"""The desktop app end to end on the REAL bundled model, embedder and encrypted store."""
from __future__ import annotations

import pytest

from tests.ui.conftest import send_and_wait

pytest.importorskip("llama_cpp")
pytestmark = [pytest.mark.model, pytest.mark.slow]


def test_real_model_streams_tokens_into_the_window(gui, qtbot):
    ctx, win, _ = gui()
    assert ctx.session.assistant is not None
    tokens: list[str] = []
    win.chat.composer.edit.setPlainText("Hi! I'm Ada and I live in Lisbon. Say hello.")
    from ui.qt import Qt
    with qtbot.waitSignal(win.turn_finished, timeout=180_000) as blocker:
        qtbot.keyClick(win.chat.composer.edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: win.relay is not None, timeout=5_000)
        win.relay.token.connect(tokens.append)
    res = blocker.args[0]
    assert not isinstance(res, BaseException), res
    assert len(tokens) >= 2, "tokens should arrive one by one"
    assert res.text.strip() and "".join(tokens).strip().startswith(res.text.strip()[:10])
    answer = win.chat.last_assistant()
    assert answer.buffer.strip() == res.text.strip()
    assert res.page_id is not None and answer.page_id == res.page_id
    assert "tok/s" in answer.stats.text()
    # the inspector lists the page the real turn wrote
    insp = win.show_inspector()
    qtbot.waitUntil(lambda: insp.tables["short"].rowCount() == 1, timeout=10_000)
    assert "Ada" in insp.tables["short"].item(0, 3).text()


def test_real_model_stop_mid_answer(gui, qtbot):
    from ui.qt import Qt

    ctx, win, _ = gui()
    win.chat.composer.edit.setPlainText("Write a very long story about a lighthouse keeper, "
                                        "with many chapters.")
    with qtbot.waitSignal(win.turn_finished, timeout=180_000) as blocker:
        qtbot.keyClick(win.chat.composer.edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(win.chat.last_assistant().buffer.split()) >= 3,
                        timeout=120_000)
        qtbot.keyClick(win, Qt.Key.Key_Escape)
    res = blocker.args[0]
    assert getattr(res, "cancelled", False) is True
    n = res.stats.gen_tokens
    assert 0 < n < ctx.session.settings.max_answer_tokens
    assert "stopped" in win.chat.last_assistant().buffer
    assert win.chat.composer.busy is False
