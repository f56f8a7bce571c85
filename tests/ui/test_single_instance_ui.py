"""A second desktop window on a profile another Engram process holds: the start-up path
reports "already open" (the dialog's title and text) and opens no second writer."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from memory.errors import AlreadyOpenError

ROOT = Path(__file__).resolve().parents[2]
HOLDER = ROOT / "tests" / "integration" / "helpers" / "hold_profile.py"


def test_second_window_reports_already_open(qtbot, qapp):
    from ui.errors import describe

    holder = subprocess.Popen([sys.executable, str(HOLDER)], cwd=ROOT, text=True,
                              env={**os.environ, "PYTHONPATH": str(ROOT)},
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        assert holder.stdout.readline().startswith("ready")
        from ui import main

        ctx, win, unlocker = main.build(qapp, interactive=True)
        qtbot.addWidget(win)
        opened = []
        unlocker.opened.connect(opened.append)
        with qtbot.waitSignal(unlocker.failed, timeout=60_000) as blocker:
            unlocker.start()
        exc = blocker.args[0]
        assert isinstance(exc, AlreadyOpenError)
        title, message, expected = describe(exc)
        assert title == "Engram is already open" and expected and "close the other" in message
        assert opened == [] and ctx.session is None
        assert holder.poll() is None
        main.shutdown(qapp, ctx, win)
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)

