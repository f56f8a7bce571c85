"""Memory inspector over the real encrypted store: lists, pin, delete with cascade preview."""
from __future__ import annotations

import time

from tests.ui.conftest import send_and_wait


def _open_inspector(qtbot, win):
    insp = win.show_inspector()
    with qtbot.waitSignal(insp.loaded, timeout=10_000):
        insp.refresh()
    return insp


def _select(qtbot, insp, tab: str, ref: str) -> None:
    from ui.inspector import tables
    insp.tabs.setCurrentIndex(list(tables.TABS).index(tab))
    t = insp.tables[tab]
    rows = [r for r in range(t.rowCount()) if t.item(r, 0).data(tables.REF) == ref]
    assert rows, f"{ref} is not listed in {tab}"
    t.clearSelection()
    t.selectRow(rows[0])
    assert insp.selected_refs() == [ref]


def test_inspector_lists_the_page_and_pins_it(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    res = send_and_wait(qtbot, win, "Remember that my bike is red.")
    insp = _open_inspector(qtbot, win)
    ref = f"p{res.page_id}"
    _select(qtbot, insp, "short", ref)
    t = insp.tables["short"]
    assert "Remember that my bike is red." in t.item(0, 3).text()
    insp.buttons["pin"].click()
    qtbot.waitUntil(lambda: t.item(0, 5).text() == "pinned", timeout=10_000)
    pinned = ctx.db.call(ctx.session.store.scalar, "SELECT pinned FROM pages WHERE id = ?",
                         (res.page_id,))
    assert pinned == 1
    insp.buttons["unpin"].click()
    qtbot.waitUntil(lambda: t.item(0, 5).text() == "", timeout=10_000)
    assert ctx.db.call(ctx.session.store.scalar, "SELECT pinned FROM pages WHERE id = ?",
                       (res.page_id,)) == 0


def test_live_update_when_a_new_answer_arrives(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    insp = _open_inspector(qtbot, win)
    assert insp.tables["short"].rowCount() == 0
    send_and_wait(qtbot, win, "a new fact about otters")
    qtbot.waitUntil(lambda: insp.tables["short"].rowCount() == 1, timeout=10_000)


def _seed_cascade(session):
    """Page A with a long-term fact derived only from it and a slot built from it; page B."""
    from memory import long_term
    from memory.activation import SlotCatalogue, SlotKey

    eng = session.engine
    cid = eng.new_conversation("seed").id
    a = eng.add_exchange(cid, "My favourite colour is teal.", "Noted: teal.")
    b = eng.add_exchange(cid, "I have a cat called Miso.", "Miso is a lovely name.")
    now = time.time()
    with session.store.tx():
        lpm = long_term.upsert(session.store, {
            "kind": "user_knowledge", "attribute": "favourite_colour", "value": "teal",
            "text": "The user's favourite colour is teal.", "confidence": 0.8,
            "valid_from": now, "page_ids": [a.id]}, session.embedder.embed, now)
        shared = long_term.upsert(session.store, {
            "kind": "user_knowledge", "attribute": "pet", "value": "cat Miso",
            "text": "The user has a cat called Miso.", "confidence": 0.8,
            "valid_from": now, "page_ids": [a.id, b.id]}, session.embedder.embed, now)
    slot = SlotCatalogue(session.store).save("head", None, SlotKey("m", 4096), [1, 2, 3],
                                             b"state", [("page", a.id)])
    return a.id, b.id, lpm, shared, slot.id


def test_delete_previews_the_cascade_then_deletes(gui, fake_model, qtbot):
    from ui.qt import QDialog

    ctx, win, _ = gui()
    a, b, lpm, shared, slot = ctx.db.call(_seed_cascade, ctx.session)
    insp = _open_inspector(qtbot, win)
    _select(qtbot, insp, "short", f"p{a}")
    insp.buttons["delete"].click()
    qtbot.waitUntil(lambda: getattr(insp, "cascade_dialog", None) is not None, timeout=10_000)
    d = insp.cascade_dialog
    listed = d.listed()
    assert f"p{a}" in listed and f"l{lpm}" in listed and f"saved context {slot}" in listed
    assert f"p{b}" not in listed
    assert f"l{shared}" in listed  # kept, but loses its link to the deleted page
    groups = {d.tree.topLevelItem(i).text(0).split(" (")[0]
              for i in range(d.tree.topLevelItemCount())}
    assert {"Deleted", "Dropped", "Loses a source link"} <= groups
    # cancel first: nothing changes
    d.reject()
    assert ctx.db.call(ctx.session.store.scalar, "SELECT count(*) FROM pages") == 2
    insp.buttons["delete"].click()
    qtbot.waitUntil(lambda: getattr(insp, "cascade_dialog", None) is not None, timeout=10_000)
    insp.cascade_dialog.done(QDialog.DialogCode.Accepted)
    qtbot.waitUntil(lambda: insp.tables["short"].rowCount() == 1, timeout=10_000)
    s = ctx.session.store
    q = lambda sql, *p: ctx.db.call(s.scalar, sql, p)  # noqa: E731
    assert q("SELECT count(*) FROM pages WHERE id = ?", a) == 0
    assert q("SELECT count(*) FROM pages WHERE id = ?", b) == 1
    assert q("SELECT count(*) FROM lpm_items WHERE id = ?", lpm) == 0
    assert q("SELECT count(*) FROM lpm_items WHERE id = ?", shared) == 1
    assert q("SELECT count(*) FROM slots WHERE id = ?", slot) == 0
    assert [r[0] for r in ctx.db.call(s.rows, "SELECT page_id FROM lpm_sources WHERE item_id = ?",
                                      (shared,))] == [b]
    assert insp.tables["short"].rowCount() == 1


def test_long_term_tab_and_drop_slot(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    a, b, lpm, shared, slot = ctx.db.call(_seed_cascade, ctx.session)
    insp = _open_inspector(qtbot, win)
    assert insp.tables["long"].rowCount() == 2
    _select(qtbot, insp, "slots", f"slot:{slot}")
    insp.buttons["delete"].click()
    qtbot.waitUntil(lambda: insp.tables["slots"].rowCount() == 0, timeout=10_000)
    assert ctx.db.call(ctx.session.store.scalar, "SELECT count(*) FROM slots") == 0
    # the search box narrows every tab
    insp.search.setText("teal")
    qtbot.waitUntil(lambda: insp.tables["long"].rowCount() == 1, timeout=5_000)


def test_export_then_import(gui, fake_model, qtbot, tmp_path):
    ctx, win, _ = gui()
    ctx.db.call(_seed_cascade, ctx.session)
    path = tmp_path / "cube.json"
    counts = ctx.db.call(ctx.session.data.export_memory, str(path))
    assert path.exists() and counts["pages"] == 2
    insp = _open_inspector(qtbot, win)
    insp._transfer("Importing memory", ctx.session.data.import_memory, str(path))
    qtbot.waitUntil(lambda: insp.tables["short"].rowCount() == 4, timeout=30_000)
    assert ctx.db.call(ctx.session.store.scalar, "SELECT count(*) FROM pages") == 4
