"""Nothing pinned or unseen is lost: the delete-chat preview spares pinned items unless ticked;
editing the last message asks, keeps the title and can be undone (real store, real widgets)."""
from __future__ import annotations

from tests.ui.conftest import send_and_wait


def _q(ctx, sql, *a):
    return ctx.db.call(ctx.session.store.scalar, sql, a)


def _pinned_chat(qtbot, ctx, win):
    win.new_chat()
    first = send_and_wait(qtbot, win, "Trip planning for Lisbon in May")
    second = send_and_wait(qtbot, win, "I prefer window seats")
    ctx.db.call(ctx.session.memory.set_pinned, [("page", first.page_id)], True)
    return win.cid, first.page_id, second.page_id


def _delete_via_dialog(qtbot, win, cid, monkeypatch, tick=False):
    from ui.chat import sidebar
    from ui.qt import QDialog

    seen = {}

    def exec_(dialog):
        qtbot.waitUntil(lambda: dialog.ok.isEnabled() and bool(dialog.pin_boxes), timeout=10_000)
        seen["pinned"] = list(dialog.pin_boxes)
        seen["tree"] = [dialog.tree.topLevelItem(i).text(0)
                        for i in range(dialog.tree.topLevelItemCount())]
        seen["stays"] = dialog.stays.text()
        if tick:
            from ui.qt import Qt
            for it in dialog.pin_boxes.values():
                it.setCheckState(0, Qt.CheckState.Checked)
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(sidebar.DeleteConversationDialog, "exec", exec_)
    before = win.sidebar.list.count()
    win.sidebar.ask_delete(cid)
    qtbot.waitUntil(lambda: win.sidebar.list.count() == before - 1, timeout=10_000)
    return seen


def test_pinned_page_survives_forgetting_its_chat(gui, fake_model, qtbot, monkeypatch):
    ctx, win, _ = gui()
    cid, pinned, other = _pinned_chat(qtbot, ctx, win)
    seen = _delete_via_dialog(qtbot, win, cid, monkeypatch)
    # the preview named the pinned page apart, unticked, and said what stays
    assert seen["pinned"] == [f"p{pinned}"]
    assert seen["tree"][0].startswith("Pinned")
    assert "Pinned items stay" in seen["stays"]
    # "Also forget what was learned" was ticked (the default): the pinned page stays
    assert _q(ctx, "SELECT count(*) FROM pages WHERE id = ? AND pinned = 1", pinned) == 1
    assert _q(ctx, "SELECT count(*) FROM pages WHERE id = ?", other) == 0
    assert cid not in {c.id for c in ctx.db.call(ctx.session.chat.conversations)}


def test_pinned_page_goes_only_when_ticked(gui, fake_model, qtbot, monkeypatch):
    ctx, win, _ = gui()
    cid, pinned, other = _pinned_chat(qtbot, ctx, win)
    _delete_via_dialog(qtbot, win, cid, monkeypatch, tick=True)
    assert _q(ctx, "SELECT count(*) FROM pages WHERE conversation_id = ?", cid) == 0
    assert _q(ctx, "SELECT count(*) FROM conversations WHERE id = ?", cid) == 0


def test_delete_without_forget_also_keeps_a_pinned_short_term_page(gui, fake_model):
    ctx, win, _ = gui()
    s = ctx.session
    cid = ctx.db.call(lambda: s.chat.new_conversation("kept").id)
    page = ctx.db.call(lambda: s.engine.add_exchange(cid, "pin me", "ok").id)
    ctx.db.call(s.memory.set_pinned, [("page", page)], True)
    preview = ctx.db.call(s.memory.preview_delete_conversation, cid, False)
    assert [ref for ref, _ in preview["pinned"]] == [f"p{page}"]
    ctx.db.call(s.memory.delete_conversation, cid, False)
    assert _q(ctx, "SELECT count(*) FROM pages WHERE id = ?", page) == 1
    assert cid not in {c.id for c in ctx.db.call(s.chat.conversations)}


def test_edit_last_asks_keeps_title_and_can_be_undone(gui, fake_model, qtbot, monkeypatch):
    ctx, win, _ = gui()
    first = send_and_wait(qtbot, win, "Plan a picnic for Saturday")
    cid = win.cid
    qtbot.waitUntil(lambda: win.sidebar.list.count() == 1, timeout=5_000)
    title = win.sidebar.list.item(0).text()
    assert title.startswith("Plan a picnic")

    asked = []
    monkeypatch.setattr(win, "confirm", lambda *a: asked.append(a) or False)
    win.edit_last()  # refused: nothing changes
    assert asked and win.chat.last_assistant() is not None
    assert win.chat.composer.edit.toPlainText() == ""

    monkeypatch.setattr(win, "confirm", lambda *a: True)
    win.edit_last()
    assert win.chat.composer.edit.toPlainText() == "Plan a picnic for Saturday"
    second = send_and_wait(qtbot, win, "Plan a picnic for Sunday")
    texts = lambda: [p["user_text"] for p in ctx.db.call(ctx.session.chat.conversation_pages, cid)]  # noqa: E731
    assert texts() == ["Plan a picnic for Sunday"] and first.page_id is not None
    assert _q(ctx, "SELECT title FROM conversations WHERE id = ?", cid) == title
    qtbot.waitUntil(lambda: win.sidebar.list.item(0).text() == title, timeout=5_000)
    assert win.chat.undo_bar.isVisibleTo(win)

    win.chat.undo_button.click()
    qtbot.waitUntil(lambda: texts() == ["Plan a picnic for Saturday"], timeout=10_000)
    assert second.page_id is not None
    assert _q(ctx, "SELECT title FROM conversations WHERE id = ?", cid) == title
    qtbot.waitUntil(lambda: win.chat.last_assistant() is not None
                    and win.chat.last_assistant().page_id is not None, timeout=5_000)
    assert not win.chat.undo_bar.isVisibleTo(win)


def test_regenerate_keeps_title_and_offers_undo(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    send_and_wait(qtbot, win, "Name three rivers")
    cid = win.cid
    title = _q(ctx, "SELECT title FROM conversations WHERE id = ?", cid)
    with qtbot.waitSignal(win.turn_finished, timeout=30_000):
        win.regenerate()
    assert _q(ctx, "SELECT title FROM conversations WHERE id = ?", cid) == title
    assert win.chat.undo_bar.isVisibleTo(win)
    assert ctx.db.call(ctx.session.chat.can_undo, cid)
