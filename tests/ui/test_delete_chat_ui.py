"""Deleting a chat from the sidebar: the "also forget" box decides what goes (real store)."""
from __future__ import annotations

import time

from tests.ui.conftest import send_and_wait


def _chat_with_learning(qtbot, ctx, win, words: str):
    """A chat of 3 turns: 2 pages moved into mid-term, 1 short-term page with a fact from it."""
    from memory import long_term

    win.new_chat()
    for i in range(3):
        res = send_and_wait(qtbot, win, f"{words} number {i}")
    cid = win.cid
    s = ctx.session

    def learn():
        s.engine.flush_short_term(cid, keep=1)
        now = time.time()
        with s.store.tx():
            return long_term.upsert(s.store, {
                "kind": "user_knowledge", "attribute": f"fact_{words}", "value": words,
                "text": f"The user mentioned {words}.", "confidence": 0.8, "valid_from": now,
                "page_ids": [res.page_id]}, s.embedder.embed, now)
    return cid, res.page_id, ctx.db.call(learn)


def _delete_via_dialog(qtbot, win, cid, forget: bool, monkeypatch):
    from ui.chat import sidebar
    from ui.qt import QDialog

    def exec_(dialog):
        assert dialog.forget.isChecked()  # forgetting is the default
        dialog.forget.setChecked(forget)
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(sidebar.DeleteConversationDialog, "exec", exec_)
    before = win.sidebar.list.count()
    win.sidebar.ask_delete(cid)
    qtbot.waitUntil(lambda: win.sidebar.list.count() == before - 1, timeout=10_000)


def test_delete_chat_keeps_or_forgets_what_was_learned(gui, fake_model, qtbot, monkeypatch):
    ctx, win, _ = gui()
    keep_cid, keep_short, keep_fact = _chat_with_learning(qtbot, ctx, win, "marmalade")
    gone_cid, gone_short, gone_fact = _chat_with_learning(qtbot, ctx, win, "vermilion")
    qtbot.waitUntil(lambda: win.sidebar.list.count() == 2, timeout=5_000)
    q = lambda sql, *a: ctx.db.call(ctx.session.store.scalar, sql, a)  # noqa: E731

    _delete_via_dialog(qtbot, win, keep_cid, False, monkeypatch)
    # unticked: the chat leaves the list, its short-term page goes, the learned part stays
    assert q("SELECT count(*) FROM pages WHERE id = ?", keep_short) == 0
    assert q("SELECT count(*) FROM pages WHERE conversation_id = ? AND tier = 'mid'",
             keep_cid) == 2
    assert q("SELECT count(*) FROM lpm_items WHERE id = ?", keep_fact) == 1
    assert keep_cid not in {c.id for c in ctx.db.call(ctx.session.chat.conversations)}
    titles = [win.sidebar.list.item(i).text() for i in range(win.sidebar.list.count())]
    assert not any("marmalade" in t for t in titles)

    # a search hit on a kept page opens the memory, not the deleted chat
    hits = [h for h in ctx.db.call(ctx.session.chat.search, "marmalade", 20)
            if getattr(h, "conversation_id", None) == keep_cid]
    assert hits
    win._hit(hits[0])
    qtbot.wait(200)
    assert win.cid != keep_cid

    _delete_via_dialog(qtbot, win, gone_cid, True, monkeypatch)
    # ticked: the full forget cascade
    assert q("SELECT count(*) FROM pages WHERE conversation_id = ?", gone_cid) == 0
    assert q("SELECT count(*) FROM conversations WHERE id = ?", gone_cid) == 0
    assert q("SELECT count(*) FROM lpm_items WHERE id = ?", gone_fact) == 0
    # the kept memories are the ones the inspector shows
    from tests.ui.test_inspector import _open_inspector
    insp = _open_inspector(qtbot, win)
    assert insp.tables["short"].rowCount() == 0
    assert insp.tables["mid"].rowCount() >= 1
    texts = " ".join(insp.tables["long"].item(r, 3).text()
                     for r in range(insp.tables["long"].rowCount()))
    assert "marmalade" in texts and "vermilion" not in texts
