"""Facts the user sees: "Remembered"/"Updated" lines with Undo under an answer, the inspector's
grouped long-term tab with history, and "What Engram knows about you" (real window offscreen,
real encrypted store)."""
from __future__ import annotations

import threading
import time

from memory import long_term
from memory.types import FactChange
from tests.ui.conftest import send_and_wait
from tests.ui.test_inspector import _open_inspector


def _fact(session, page_id, attribute, text, when):
    with session.store.tx():
        iid = long_term.upsert(session.store, {
            "kind": "trait", "attribute": attribute, "value": text, "text": text,
            "confidence": 0.8, "valid_from": when, "page_ids": [page_id]},
            session.embedder.embed, when)
    return long_term.get_item(session.store, iid)


def _formed_in_background(ctx, cid, page_id, changes) -> None:
    """What the assistant's post-turn job does: call the session's listeners off the UI
    thread (the window must hop to the main thread by signal)."""
    t = threading.Thread(target=ctx.session._facts_formed, args=(cid, page_id, changes))
    t.start()
    t.join()


def test_remembered_and_updated_lines_with_undo(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    s = ctx.session
    res = send_and_wait(qtbot, win, "Hi! I'm Ahmed and I live in Leeds.")
    now = time.time()
    leeds = ctx.db.call(_fact, s, res.page_id, "location", "The user lives in Leeds.", now)
    _formed_in_background(ctx, win.cid, res.page_id, [FactChange("added", leeds)])
    answer = win.chat.answer_for(res.page_id)
    qtbot.waitUntil(lambda: answer.facts is not None and len(answer.facts.lines) == 1,
                    timeout=5_000)
    line = answer.facts.lines[0]
    assert "Remembered:" in line.label.text() and "You live in Leeds." in line.label.text()

    res2 = send_and_wait(qtbot, win, "We relocated to Manchester.")
    man = ctx.db.call(_fact, s, res2.page_id, "location", "The user lives in Manchester.",
                      now + 60)
    old = ctx.db.call(long_term.get_item, s.store, leeds.id)
    assert old.valid_to is not None      # Manchester ended Leeds
    _formed_in_background(ctx, win.cid, res2.page_id,
                          [FactChange("updated", man, old), FactChange("confirmed", man)])
    answer2 = win.chat.answer_for(res2.page_id)
    qtbot.waitUntil(lambda: answer2.facts is not None, timeout=5_000)
    assert len(answer2.facts.lines) == 1     # "confirmed" is no news: no line
    line2 = answer2.facts.lines[0]
    text = line2.label.text()
    assert "Updated:" in text and "You live in Manchester." in text and "(was: You live in Leeds.)" in text
    # undo the update: Manchester goes, Leeds is current again
    line2.button.click()
    qtbot.waitUntil(lambda: line2.button.isHidden(), timeout=10_000)
    q = lambda sql, *p: ctx.db.call(s.store.scalar, sql, p)  # noqa: E731
    assert q("SELECT count(*) FROM lpm_items WHERE id = ?", man.id) == 0
    assert q("SELECT valid_to IS NULL FROM lpm_items WHERE id = ?", leeds.id) == 1
    # undo the first line: nothing about the place is left
    line.button.click()
    qtbot.waitUntil(lambda: line.button.isHidden(), timeout=10_000)
    assert q("SELECT count(*) FROM lpm_items") == 0
    assert "forgotten" in line.label.text()


def test_long_term_tab_groups_and_strikes_history_and_knows_view(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    s = ctx.session
    res = send_and_wait(qtbot, win, "I live in Leeds and my cat is called Miso.")
    now = time.time() - 86400 * 40
    ctx.db.call(_fact, s, res.page_id, "relation.cat", "The user's cat is called Miso.", now)
    leeds = ctx.db.call(_fact, s, res.page_id, "location", "The user lives in Leeds.", now)
    res2 = send_and_wait(qtbot, win, "We moved to Manchester.")
    man = ctx.db.call(_fact, s, res2.page_id, "location", "The user lives in Manchester.",
                      time.time())
    insp = _open_inspector(qtbot, win)
    t = insp.tables["long"]
    rows = [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]
    assert [r[3] for r in rows] == ["The user lives in Manchester.", "The user lives in Leeds.",
                                    "The user's cat is called Miso."]
    assert rows[0][1] == "Where you live" and rows[2][1] == "People and pets"
    assert rows[1][1] == "" and t.item(1, 3).font().strikeOut()   # history, struck through
    assert " – " in rows[1][4]
    assert "We moved to Manchester." in rows[0][5]                  # its source message
    assert insp.tabs.tabText(list(insp.tables).index("long")).endswith("2")
    # the detail pane links the fact to the message it came from
    from tests.ui.test_inspector import _select
    _select(qtbot, insp, "long", f"l{man.id}")
    qtbot.waitUntil(lambda: "Said in" in insp.detail.toPlainText(), timeout=5_000)
    assert "We moved to Manchester." in insp.detail.toPlainText()
    assert f"p{res2.page_id}" in insp.detail.toHtml()

    knows = insp.show_knows()
    qtbot.waitUntil(lambda: len(knows.rows) == 2, timeout=5_000)
    assert [r.label.text() for r in knows.rows] == ["You live in Manchester.",
                                                    "Your cat is called Miso."]
    first = knows.rows[0]
    first.buttons["where"].click()
    assert "We moved to Manchester." in first.where.text() and "<s>" in first.where.text()
    # forget asks first, then the fact is gone (Leeds becomes current again, as history
    # says it was before)
    knows.rows[1].buttons["forget"].click()
    qtbot.waitUntil(lambda: knows.confirm is not None, timeout=2_000)
    box = knows.confirm
    forget = next(b for b in box.buttons() if b.text() == "Forget")
    forget.click()
    qtbot.waitUntil(lambda: len(knows.rows) == 1, timeout=10_000)
    assert ctx.db.call(s.store.scalar, "SELECT count(*) FROM lpm_items WHERE text LIKE "
                       "'%Miso%'") == 0
    assert leeds.id != man.id


def test_asking_in_chat_to_forget_shows_forgot_with_undo(gui, fake_model, qtbot):
    """The rules form, then forget, as the assistant's post-turn job does (the fake model's
    assistant has no background jobs, so the test runs that job)."""
    ctx, win, _ = gui()
    s = ctx.session

    def turn(text):
        res = send_and_wait(qtbot, win, text)
        changes = ctx.db.call(s.engine.form_facts, res.page_id)
        _formed_in_background(ctx, win.cid, res.page_id, changes)
        answer = win.chat.answer_for(res.page_id)
        qtbot.waitUntil(lambda: answer.facts is not None and bool(answer.facts.lines),
                        timeout=5_000)
        return answer.facts.lines[0]

    first = turn("My cat is called Miso.")
    assert "Remembered:" in first.label.text()
    line = turn("Please forget that I have a cat.")
    # the earlier line no longer offers to undo what is gone
    assert first.button.isHidden() and "(forgotten)" in first.label.text()
    assert "Forgot:" in line.label.text() and "Your cat is called Miso." in line.label.text()
    assert line.button.toolTip() == "Remember this again"
    q = lambda sql: ctx.db.call(s.store.scalar, sql, ())  # noqa: E731
    assert q("SELECT count(*) FROM lpm_items") == 0   # gone, and the request is no fact
    line.button.click()
    qtbot.waitUntil(lambda: line.button.isHidden(), timeout=10_000)
    assert "Undone: remembered again" in line.label.text()
    assert q("SELECT count(*) FROM lpm_items WHERE text LIKE '%Miso%' AND valid_to IS NULL") == 1
