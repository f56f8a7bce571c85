"""Chat window with the real store and engine (fast FakeAssistant for the reply)."""
from __future__ import annotations

from tests.ui.conftest import send_and_wait


def test_send_streams_and_writes_a_page(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    res = send_and_wait(qtbot, win, "I live in Lisbon and I like green tea.")
    answer = win.chat.last_assistant()
    assert answer.buffer.startswith("Hello! I am **Engram**")
    assert "Engram" in answer.label.text()
    assert answer.page_id == res.page_id
    assert win.cid is not None
    pages = ctx.db.call(ctx.session.chat.conversation_pages, win.cid)
    assert [p["user_text"] for p in pages] == ["I live in Lisbon and I like green tea."]
    # the sidebar lists the new conversation, titled by the first message
    qtbot.waitUntil(lambda: win.sidebar.list.count() == 1)
    assert win.sidebar.list.item(0).text().startswith("I live in Lisbon")


def test_shift_enter_adds_a_line_and_does_not_send(gui, fake_model, qtbot):
    from ui.qt import Qt

    ctx, win, _ = gui()
    edit = win.chat.composer.edit
    edit.setPlainText("first")
    qtbot.keyClick(edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert "\n" in edit.toPlainText()
    assert win.chat.last_assistant() is None


def test_temporary_chat_writes_nothing(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    win.new_chat(temporary=True)
    res = send_and_wait(qtbot, win, "secret: my PIN is 4321")
    assert res.page_id is None
    counts = ctx.db.call(ctx.session.store.table_counts)
    assert counts["pages"] == 0 and counts["conversations"] == 0
    temp_cid = win.cid
    win.new_chat()  # leaving the temporary chat drops its in-RAM pages
    qtbot.waitUntil(lambda: temp_cid in ctx.session.assistant.ended, timeout=10_000)


def test_stop_mid_answer(gui, fake_model, qtbot):
    fake_model["kw"] = {"reply": " ".join(f"word{i}" for i in range(400)), "delay": 0.01}
    ctx, win, _ = gui()
    from ui.qt import Qt
    win.chat.composer.edit.setPlainText("tell me a long story")
    with qtbot.waitSignal(win.turn_finished, timeout=30_000) as blocker:
        qtbot.keyClick(win.chat.composer.edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(win.chat.last_assistant().buffer) > 20, timeout=10_000)
        qtbot.keyClick(win, Qt.Key.Key_Escape)
    res = blocker.args[0]
    assert res.cancelled
    assert 0 < len(res.text.split()) < 400
    assert "stopped" in win.chat.last_assistant().buffer
    assert win.chat.composer.busy is False


def test_regenerate_replaces_the_last_exchange(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    first = send_and_wait(qtbot, win, "what is the capital of France?")
    with qtbot.waitSignal(win.turn_finished, timeout=30_000) as blocker:
        win.chat.last_assistant().regen_button.click()
    second = blocker.args[0]
    pages = ctx.db.call(ctx.session.chat.conversation_pages, win.cid)
    assert [p["id"] for p in pages] == [f"p{second.page_id}"]  # one exchange, not two
    actions = [(e.action, e.target_type) for e in ctx.db.call(ctx.session.memory.snapshot)["audit"]]
    assert ("delete", "") in actions or any(a == "delete" for a, _ in actions)
    assert len(win.chat._widgets()) == 2


def test_memory_strip_lists_the_context_and_opens_the_inspector(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    send_and_wait(qtbot, win, "My sister Maria lives in Porto and plays the cello.")
    win.new_chat()
    res = send_and_wait(qtbot, win, "Where does my sister Maria live?")
    answer = win.chat.last_assistant()
    assert res.context.items, "the engine should retrieve the earlier page"
    answer.memory_button.click()
    assert answer.strip is not None and answer.strip.isVisible()
    first = res.context.items[0]
    answer.strip.open_item.emit(first.item_type, first.item_id)
    assert win.inspector is not None and win.inspector.isVisible()


def test_edit_and_resend_replaces_the_exchange(gui, fake_model, qtbot, monkeypatch):
    ctx, win, _ = gui()
    send_and_wait(qtbot, win, "my dog is called Rex")
    monkeypatch.setattr(win, "confirm", lambda *a: True)  # "Edit your last message?" -> Edit
    first_user = [w for w in win.chat._widgets() if hasattr(w, "edit_button")][-1]
    first_user.edit_button.click()
    assert win.chat.composer.edit.toPlainText() == "my dog is called Rex"
    assert win.chat.last_assistant() is None
    # abandoning the edit loses nothing yet
    assert ctx.db.call(ctx.session.store.scalar, "SELECT count(*) FROM pages") == 1
    win.chat.composer.edit.setPlainText("my dog is called Max")
    from ui.qt import Qt
    with qtbot.waitSignal(win.turn_finished, timeout=30_000):
        qtbot.keyClick(win.chat.composer.edit, Qt.Key.Key_Return)
    pages = ctx.db.call(ctx.session.chat.conversation_pages, win.cid)
    assert [p["user_text"] for p in pages] == ["my dog is called Max"]


def test_a_1mb_paste_is_stored_whole_and_shown_as_a_preview(gui, fake_model, qtbot):
    from ui.chat.messages import PREVIEW_CHARS

    big = ("émoji 🙂 עברית line " * 60 + "\n") * 900
    assert len(big) > 1_000_000
    ctx, win, _ = gui()
    send_and_wait(qtbot, win, big)
    from ui.chat.messages import UserMessage

    users = win.findChildren(UserMessage)
    assert len(users) == 1
    assert users[0].text == big.strip() or users[0].text == big
    assert len(users[0].label.text()) < PREVIEW_CHARS + 200
    assert "more characters" in users[0].label.text()
    pages = ctx.db.call(ctx.session.chat.conversation_pages, win.cid)
    assert pages[0]["user_text"] in (big, big.strip())


def test_an_answer_cut_as_a_loop_shows_what_was_kept_and_says_why(gui, fake_model, qtbot):
    from app.assistant import LOOP_NOTICE

    once = "Rex is a corgi and I am glad you enjoy your career as a dentist in Madrid!"
    fake_model["kw"] = {"reply": " ".join([once] * 4), "cut": len(once),
                        "notices": (LOOP_NOTICE,)}
    ctx, win, _ = gui()
    send_and_wait(qtbot, win, "My dog Rex is a corgi.")
    answer = win.chat.last_assistant()
    assert answer.buffer == once
    assert answer.notices.isVisibleTo(win) and answer.notices.text() == LOOP_NOTICE
    fake_model["assistant"].cut, fake_model["assistant"].notices = None, ()
    send_and_wait(qtbot, win, "Thanks!")
    assert not win.chat.last_assistant().notices.isVisibleTo(win)
