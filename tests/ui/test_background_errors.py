"""A failed background memory job reaches the status bar once, after the turn it followed."""
from __future__ import annotations

from tests.ui.conftest import send_and_wait


def test_background_job_failure_shows_in_the_status_bar_once(gui, fake_model, qtbot):
    from app.scheduler import MemScheduler

    ctx, win, _ = gui()
    sched = MemScheduler()
    try:
        fake_model["assistant"].scheduler = sched

        def fail():
            raise OSError("database or disk is full")

        sched.submit("maintain", fail)
        assert sched.wait_idle(10)
        send_and_wait(qtbot, win, "hello there")
        qtbot.waitUntil(lambda: "Background memory work failed" in
                        win.statusBar().currentMessage(), timeout=10_000)
        msg = win.statusBar().currentMessage()
        assert "OSError: database or disk is full" in msg and "log" in msg
        win.statusBar().clearMessage()
        win._late_refresh()                       # nothing new: nothing said again
        assert win.statusBar().currentMessage() == ""
    finally:
        sched.close()
