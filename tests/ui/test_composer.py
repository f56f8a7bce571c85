"""The composer sends exactly what was typed; only an all-whitespace message is refused."""
from __future__ import annotations

from tests.ui.conftest import send_and_wait

CODE = "    def f(x):\n        return x * 2\n\n\n"


def test_code_paste_keeps_indentation_and_trailing_newlines(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    sent = []
    win.chat.composer.send.connect(sent.append)
    res = send_and_wait(qtbot, win, CODE)
    assert sent == [CODE]
    assert fake_model["assistant"].sent == [CODE]
    stored = ctx.db.call(ctx.session.store.scalar, "SELECT user_text FROM pages WHERE id = ?",
                         (res.page_id,))
    assert stored == CODE
    assert win.chat.composer.edit.toPlainText() == ""


def test_all_whitespace_is_refused(gui, fake_model, qtbot):
    from ui.qt import Qt

    ctx, win, _ = gui()
    sent = []
    win.chat.composer.send.connect(sent.append)
    for blank in ("   ", "\n\n", " \t\n "):
        win.chat.composer.edit.setPlainText(blank)
        qtbot.keyClick(win.chat.composer.edit, Qt.Key.Key_Return)
        win.chat.composer.button.click()
    assert sent == []
    assert win.chat.last_assistant() is None
    assert ctx.db.call(ctx.session.store.scalar, "SELECT count(*) FROM pages") == 0


def test_real_assistant_stores_the_message_verbatim(hash_embedder):
    """Past the widget: Session.send -> Assistant (fake runtime) -> page, unchanged."""
    from app import config, services
    from app.assistant import Assistant
    from app.fake_runtime import FakeRuntime
    from memory.store import Key

    s = services.Session.open(Key("composer-test-passphrase"), "env")
    try:
        s.engine.embedder = hash_embedder
        if getattr(s.engine, "retriever", None) is not None:
            s.engine.retriever.embedder = hash_embedder
        s.assistant = Assistant(s.engine, FakeRuntime(replies=["ok"]),
                                settings=config.Settings(), background=False)
        res = s.send(None, CODE)
        assert s.store.scalar("SELECT user_text FROM pages WHERE id = ?", (res.page_id,)) == CODE
    finally:
        s.close()
