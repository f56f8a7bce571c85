"""A full disk in the window: a clear dialog, the text is still there, retry works, data valid.

The database runs out of room through its own size limit (PRAGMA max_page_count, set on the
DB worker that owns the connection); the turn goes through the real store and engine.
"""
from __future__ import annotations

from memory.errors import StorageFullError
from tests.ui.conftest import send_and_wait


def _limit(store, spare: int) -> None:
    n = store.scalar("PRAGMA page_count")
    store.scalar(f"PRAGMA max_page_count = {n + spare}")


def test_full_disk_keeps_the_text_for_retry_and_the_database_valid(gui, fake_model, qtbot):
    from ui.qt import QMessageBox

    ctx, win, _ = gui()
    first = send_and_wait(qtbot, win, "My locker code is 4711.")
    store = ctx.session.store
    ctx.db.call(_limit, store, 2)
    text = "A long note I must not lose:" + " precious words" * 3000
    exc = send_and_wait(qtbot, win, text)
    assert isinstance(exc, StorageFullError)
    # one clear dialog, titled for people
    qtbot.waitUntil(lambda: any(b.isVisible() for b in win.findChildren(QMessageBox)))
    box = [b for b in win.findChildren(QMessageBox) if b.isVisible()][-1]
    assert box.windowTitle() == "The disk is full"
    assert "full" in box.text() and "Traceback" not in box.text()
    box.close()
    # the text the user typed is still on screen, whole, and the composer is usable again
    users = [w for w in win.chat._widgets() if type(w).__name__ == "UserMessage"]
    assert users[-1].text == text
    assert "full" in win.chat.last_assistant().buffer
    assert win.chat.composer.busy is False
    # nothing half-written, the earlier exchange intact
    assert ctx.db.call(store.integrity_check) == ["ok"]
    pages = ctx.db.call(ctx.session.chat.conversation_pages, win.cid)
    assert [p["user_text"] for p in pages] == ["My locker code is 4711."]
    assert pages[0]["id"] in (first.page_id, f"p{first.page_id}")
    # room again: retrying the failed message stores exactly that text
    ctx.db.call(store.scalar, "PRAGMA max_page_count = 1073741823")
    with qtbot.waitSignal(win.turn_finished, timeout=60_000) as blocker:
        win.regenerate()
    assert not isinstance(blocker.args[0], Exception), blocker.args[0]
    pages = ctx.db.call(ctx.session.chat.conversation_pages, win.cid)
    assert [p["user_text"] for p in pages] == ["My locker code is 4711.", text]
