"""Settings > Privacy & data: moving the data folder (real encrypted store, fake reply)."""
from __future__ import annotations

from tests.ui.conftest import send_and_wait


def _error_boxes():
    from ui.qt import QApplication
    return [w for w in QApplication.topLevelWidgets()
            if w.objectName() == "errorDialog" and w.isVisible()]


def test_move_data_folder_from_settings(gui, fake_model, qtbot, tmp_path):
    from app import config

    ctx, win, _ = gui()
    send_and_wait(qtbot, win, "the spare key is under the blue pot")
    old_dir = ctx.session.paths.data_dir
    dlg = win.show_settings()
    target = tmp_path / "moved-data"
    with qtbot.waitSignal(dlg.data_moved, timeout=60_000) as blocker:
        dlg.move_data_to(str(target))
    res = blocker.args[0]
    assert not isinstance(res, BaseException), res
    assert ctx.session.paths.data_dir == target.resolve()
    assert not old_dir.exists()
    assert str(target.resolve()) in dlg.data_label.text()
    assert config.paths().data_dir == target.resolve()   # persisted for the next start
    qtbot.waitUntil(lambda: ctx.session.assistant is not None, timeout=30_000)
    assert ctx.db.call(ctx.session.store.scalar, "SELECT count(*) FROM pages") == 1
    send_and_wait(qtbot, win, "and the ladder is in the shed")  # the app goes on working
    assert ctx.db.call(ctx.session.store.scalar, "SELECT count(*) FROM pages") == 2
    assert (target / config.DB_FILE).exists()


def test_move_to_an_unwritable_folder_shows_a_clear_error(gui, fake_model, qtbot, tmp_path):
    ctx, win, _ = gui()
    send_and_wait(qtbot, win, "remember the gate code")
    old_db = ctx.session.paths.db_file
    blocker_file = tmp_path / "not-a-folder"
    blocker_file.write_text("x")
    dlg = win.show_settings()
    with qtbot.waitSignal(dlg.data_moved, timeout=60_000) as blocker:
        dlg.move_data_to(str(blocker_file / "data"))
    exc = blocker.args[0]
    assert isinstance(exc, Exception) and "nothing was moved" in str(exc)
    boxes = _error_boxes()
    assert boxes and "cannot write to" in boxes[-1].text()
    assert ctx.session.paths.db_file == old_db and old_db.exists()
    assert ctx.db.call(ctx.session.store.scalar, "SELECT count(*) FROM pages") == 1
    for b in boxes:
        b.close()
