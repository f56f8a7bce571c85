"""Status-bar progress: determinate while a prompt is prefilled, hidden once tokens stream,
indeterminate while a model loads; the prefill signals are throttled."""
from __future__ import annotations

import threading

import pytest

from tests.ui.conftest import send_and_wait


def _recorder(win, monkeypatch):
    """Record the bar's state each time the window applies a prefill step."""
    seen = []
    original = win.show_prefill

    def record(done, total):
        original(done, total)
        bar = win.progress
        seen.append((done, total, bar.minimum(), bar.maximum(), bar.value(), bar.isVisible()))
    monkeypatch.setattr(win, "show_prefill", record)
    return seen


def test_prefill_progress_is_determinate_then_hidden_when_tokens_stream(
        gui, fake_model, qtbot, monkeypatch):
    fake_model["kw"] = {"prefill": (400, 0.02)}  # 50 batches of 8 tokens, 1 s in all
    ctx, win, _ = gui()
    assert win.progress.isHidden()
    seen = _recorder(win, monkeypatch)
    tokens = []
    win.chat.composer.edit.setPlainText("summarise this long document for me")
    from ui.qt import Qt
    with qtbot.waitSignal(win.turn_finished, timeout=30_000):
        qtbot.keyClick(win.chat.composer.edit, Qt.Key.Key_Return)
        win.relay.token.connect(lambda t: tokens.append(win.progress.isVisible()))
    assert seen, "no prefill progress reached the status bar"
    # determinate: range 0..total, value = tokens done, visible, increasing to the total
    assert all(s[2] == 0 and s[3] == 400 and s[4] == s[0] and s[5] for s in seen)
    values = [s[0] for s in seen]
    assert values == sorted(values) and values[-1] == 400
    # throttled: 50 batches in ~1 s at <= 20 Hz cannot all be emitted (the last always is)
    assert 2 <= len(seen) < 50
    # hidden while the answer streams and after it
    assert tokens and not any(tokens)
    assert win.progress.isHidden()
    assert "tokens" not in win.model_label.text()


def test_model_load_shows_an_indeterminate_indicator(gui, fake_model, qtbot, monkeypatch):
    """While the model loads, the bar is shown busy (range 0..0); it goes when it is ready."""
    from app import services

    gate = threading.Event()
    load = services.Session.load_model

    def slow_load(self):
        gate.wait(20)
        return load(self)
    monkeypatch.setattr(services.Session, "load_model", slow_load)
    ctx, win, _ = gui(wait_model=False)
    qtbot.waitUntil(lambda: ctx.session is not None, timeout=60_000)
    assert win.progress.isVisible()
    assert (win.progress.minimum(), win.progress.maximum()) == (0, 0)
    assert win.model_label.text().startswith("Loading")
    with qtbot.waitSignal(ctx.model_ready, timeout=30_000):
        gate.set()
    assert win.progress.isHidden()


def test_throttle_passes_first_and_last_and_drops_floods():
    from ui.workers import Throttle

    got = []
    t = Throttle(lambda d, n: got.append((d, n)), interval=10.0)
    for i in range(1, 1001):
        t(i, 1000)
    assert got == [(1, 1000), (1000, 1000)]
    assert t.calls == 2


def test_session_send_passes_progress_to_the_real_assistant(tmp_path, hash_embedder):
    """services.Session -> app.assistant.Assistant -> runtime.generate(on_progress): the
    callback gets (done, total) from the runtime (the fake runtime here; the real model below)."""
    from app import config, services
    from app.assistant import Assistant
    from app.fake_runtime import FakeRuntime
    from memory.store import Key

    s = services.Session.open(Key("progress-test-passphrase"), "env")
    try:
        s.embedder = s.engine.embedder = hash_embedder
        if getattr(s.engine, "retriever", None) is not None:
            s.engine.retriever.embedder = hash_embedder
        s.assistant = Assistant(s.engine, FakeRuntime(replies=["fine"]),
                                settings=config.Settings(), background=False)
        calls = []
        res = s.send(None, "hello there, how are you today?", on_progress=lambda d, n:
                     calls.append((d, n)))
        assert res.text == "fine"
        assert calls and calls[-1][0] == calls[-1][1] > 5
        calls.clear()
        s.chat.regenerate(res.conversation_id, on_progress=lambda d, n: calls.append((d, n)))
        assert calls, "regenerate reports the prefill too"
    finally:
        s.close()


@pytest.mark.model
@pytest.mark.slow
def test_real_model_prefill_moves_the_bar(gui, qtbot, monkeypatch):
    """The bundled GGUF prefills a ~1,500-token prompt in 512-token batches: the bar is
    determinate with the real token counts and hides once the answer streams."""
    pytest.importorskip("llama_cpp")
    ctx, win, _ = gui()
    seen = _recorder(win, monkeypatch)
    text = ("Here are my notes. " + " ".join(
        f"Item {i}: the meeting about project {i % 7} moved to room {i % 11}." for i in range(90))
        + "\nSay OK.")
    res = send_and_wait(qtbot, win, text, timeout=300_000)
    assert not isinstance(res, BaseException), res
    assert len(seen) >= 2, seen
    totals = {s[1] for s in seen}
    assert len(totals) == 1 and totals.pop() > 1024
    values = [s[0] for s in seen]
    assert values == sorted(values) and values[-1] == seen[-1][1]
    assert all(s[3] == s[1] and s[4] == s[0] and s[5] for s in seen)
    assert win.progress.isHidden()
