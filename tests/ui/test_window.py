"""Keyboard shortcuts, conversation list actions and history reload in the main window."""
from __future__ import annotations

from tests.ui.conftest import send_and_wait


def test_keyboard_shortcuts(gui, fake_model, qtbot):
    from ui.qt import QApplication, Qt

    ctx, win, _ = gui()
    send_and_wait(qtbot, win, "hello there")
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=5_000)
    qtbot.keyClick(win, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert win.sidebar.search_box.hasFocus()
    qtbot.keyClick(win, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert win.cid is None and win.chat.last_assistant() is None
    assert win.chat.composer.edit.hasFocus()
    qtbot.keyClick(win, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert win.inspector is not None and win.inspector.isVisible()
    # every control the user can reach has a name for screen readers
    from ui.qt import QtWidgets
    for w in win.findChildren(QtWidgets.QAbstractButton):
        if w.isVisibleTo(win) and not isinstance(w.parent(), QtWidgets.QLineEdit):
            assert w.accessibleName() or w.text().strip(), (type(w.parent()), w.toolTip())


def test_reopening_a_conversation_shows_its_history_and_memory_strip(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    res = send_and_wait(qtbot, win, "first message")
    cid = win.cid
    win.new_chat()
    qtbot.waitUntil(lambda: win.sidebar.list.count() == 1, timeout=5_000)
    win.sidebar.list.item(0).setSelected(True)
    win.sidebar.selected.emit(cid)
    qtbot.waitUntil(lambda: win.chat.last_assistant() is not None, timeout=5_000)
    assert win.cid == cid
    assert win.chat.last_assistant().page_id == res.page_id
    qtbot.waitUntil(lambda: win.chat.last_assistant().memory_button.isVisibleTo(win),
                    timeout=5_000)


def test_rename_and_delete_conversation_with_forget(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    send_and_wait(qtbot, win, "my locker code is 1234")
    cid = win.cid
    win.sidebar.rename.emit(cid, "Locker")
    qtbot.waitUntil(lambda: win.sidebar.list.count() == 1
                    and win.sidebar.list.item(0).text() == "Locker", timeout=5_000)
    assert win.chat.title.toolTip() == "Locker"
    win.sidebar.delete.emit(cid, True, [])
    qtbot.waitUntil(lambda: win.sidebar.list.count() == 0, timeout=5_000)
    s = ctx.session.store
    assert ctx.db.call(s.scalar, "SELECT count(*) FROM pages", ()) == 0
    assert ctx.db.call(s.scalar, "SELECT count(*) FROM conversations", ()) == 0


def test_sidebar_search_finds_memory_across_conversations(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    send_and_wait(qtbot, win, "the wifi password is aquamarine")
    win.new_chat()
    win.sidebar.search_box.setText("aquamarine")
    win.sidebar.search.emit("aquamarine")
    qtbot.waitUntil(lambda: win.sidebar.hits.count() >= 1 and win.sidebar.hits.isVisibleTo(win),
                    timeout=5_000)
    assert "aquamarine" in win.sidebar.hits.item(0).text()
