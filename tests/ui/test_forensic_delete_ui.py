"""The UI's delete paths, checked forensically: after deleting in the window, the words are
gone from every decrypted page of the database and its WAL (free pages included).

The memory-level paths are in tests/integration/test_forensic_delete.py (whose page-by-page
SQLCipher decryption this reuses); here the text arrives the way a user types it, so it also
lands where only the UI puts it (the conversation title made from the first message).
"""
from __future__ import annotations

import importlib.util
import os
from pathlib import Path

from memory.store import Key
from tests.ui.conftest import send_and_wait

_spec = importlib.util.spec_from_file_location(
    "engram_forensic", Path(__file__).parents[1] / "integration" / "test_forensic_delete.py")
forensic = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(forensic)


def _blob(ctx) -> bytes:
    return forensic.decrypted_bytes(ctx.session.store.path, Key(os.environ["ENGRAM_PASSPHRASE"]))


def test_inspector_delete_leaves_no_trace(gui, fake_model, qtbot):
    from ui.qt import QDialog

    ctx, win, _ = gui()
    m = forensic.marker()
    res = send_and_wait(qtbot, win, f"My name is {m}. I collect old maps.")
    send_and_wait(qtbot, win, "Tell me about harbour maps.")
    assert forensic.present(_blob(ctx), m)  # the search can find it before the delete
    insp = win.show_inspector()
    with qtbot.waitSignal(insp.loaded, timeout=10_000):
        insp.refresh()
    from ui.inspector import tables
    insp.tabs.setCurrentIndex(list(tables.TABS).index("short"))
    t = insp.tables["short"]
    row = [r for r in range(t.rowCount()) if t.item(r, 0).data(tables.REF) == f"p{res.page_id}"]
    t.clearSelection()
    t.selectRow(row[0])
    insp.buttons["delete"].click()
    qtbot.waitUntil(lambda: getattr(insp, "cascade_dialog", None) is not None, timeout=10_000)
    insp.cascade_dialog.done(QDialog.DialogCode.Accepted)
    qtbot.waitUntil(lambda: insp.tables["short"].rowCount() == 1, timeout=10_000)
    leftovers = forensic.present(_blob(ctx), m)
    where = ctx.db.call(ctx.session.store.rows,
                        "SELECT 'conversation title' FROM conversations WHERE title LIKE ?",
                        (f"%{m}%",))
    assert leftovers == [], f"deleted words still stored: {where or 'somewhere'}"


def test_sidebar_delete_and_forget_conversation_leaves_no_trace(gui, fake_model, qtbot):
    ctx, win, _ = gui()
    m = forensic.marker()
    send_and_wait(qtbot, win, f"My name is {m} and I live in Lisbon.")
    send_and_wait(qtbot, win, "I collect old maps.")
    cid = win.cid
    assert forensic.present(_blob(ctx), m)
    with qtbot.waitSignal(ctx.memory_changed, timeout=30_000):
        win.delete_conversation(cid, True)
    assert ctx.db.call(ctx.session.store.scalar, "SELECT count(*) FROM pages") == 0
    assert forensic.present(_blob(ctx), m) == []
