"""The desktop start opens the model while the store unlocks (ui/main.py `start`), and the
session uses that very model instead of loading a second one (real bundled model)."""
from __future__ import annotations


def test_session_takes_the_model_that_opened_during_the_unlock(qtbot, qapp, monkeypatch):
    monkeypatch.setenv("ENGRAM_PASSPHRASE", "preload-pass-123")
    from ui import main

    ctx, win, unlocker = main.build(qapp, interactive=False)
    qtbot.addWidget(win)
    ready = []
    ctx.model_ready.connect(ready.append)
    main.start(win, unlocker)
    preload = win.model_preload
    assert preload is not None
    qtbot.waitUntil(lambda: bool(ready), timeout=120_000)
    runtime = ctx.session.runtime
    assert runtime is not None and "r" not in preload._box   # handed over, not loaded twice
    assert ctx.session.assistant.runtime is runtime
    main.shutdown(qapp, ctx, win)


def test_closing_before_the_unlock_closes_the_preloaded_model(qtbot, qapp, monkeypatch):
    from ui import main

    ctx, win, unlocker = main.build(qapp, interactive=False)
    qtbot.addWidget(win)
    from app import config
    from app.models.registry import ModelPreload
    win.model_preload = ModelPreload(config.load())     # the store never opens
    closed = []
    runtime = win.model_preload._thread.join() or win.model_preload._box["r"]
    monkeypatch.setattr(runtime, "close", lambda: closed.append(True))
    main.shutdown(qapp, ctx, win)
    assert closed == [True]
