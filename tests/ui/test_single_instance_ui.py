"""The desktop app opens the profile while another Engram process holds it (shared store
access, memory/store.py): `engram mcp` or `engram memory` running first must not lock the
user out of the window, and both keep writing."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOLDER = ROOT / "tests" / "integration" / "helpers" / "hold_profile.py"


def test_window_opens_while_another_process_holds_the_profile(qtbot, qapp):
    holder = subprocess.Popen([sys.executable, str(HOLDER)], cwd=ROOT, text=True,
                              env={**os.environ, "PYTHONPATH": str(ROOT)},
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        assert holder.stdout.readline().startswith("ready")
        from ui import main

        ctx, win, unlocker = main.build(qapp, interactive=True)
        qtbot.addWidget(win)
        failed = []
        unlocker.failed.connect(failed.append)
        with qtbot.waitSignal(unlocker.opened, timeout=60_000):
            unlocker.start()
        qtbot.waitUntil(lambda: ctx.session is not None, timeout=60_000)
        assert failed == []
        s = ctx.session
        assert s.store.scalar("SELECT count(*) FROM audit WHERE action = 'holder'") == 1
        s.engine.new_conversation("written by the window")
        assert holder.poll() is None
        main.shutdown(qapp, ctx, win)
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
