"""`engram --self-test PATH`: one real turn, the inspector, screenshots, an exit code.

Used by the packaging smoke test, so it checks what a user would see: the model answered
with some text through the whole stack (store, embedder, model, memory write) and the
inspector lists the page that answer produced.
"""
from __future__ import annotations

import sys
from pathlib import Path

from .qt import QObject, QTimer, Signal


class SelfTest(QObject):
    done = Signal(int)

    def __init__(self, app, ctx, win, path: str, message: str, timeout_s: int):
        super().__init__(win)
        self.app, self.ctx, self.win = app, ctx, win
        self.path = Path(path) if path else Path("engram-self-test.png")
        self.message = message
        self.timeout_s = timeout_s
        self.finished = False

    def start(self) -> None:
        self.ctx.model_ready.connect(self._send)
        self.win.turn_finished.connect(self._answered)
        QTimer.singleShot(self.timeout_s * 1000, lambda: self._fail("timed out"))

    def _send(self, _info) -> None:
        QTimer.singleShot(100, lambda: self.win.send(self.message))

    def _answered(self, result) -> None:
        if isinstance(result, BaseException):
            return self._fail(f"the turn failed: {result!r}")
        answer = result.text
        if not answer.strip():
            return self._fail("the model returned an empty answer")
        insp = self.win.show_inspector()
        insp.loaded.connect(self._inspected)
        insp.refresh()

    def _inspected(self) -> None:
        if self.finished or getattr(self, "_shooting", False):
            return
        insp = self.win.inspector
        if insp.tables["short"].rowCount() < 1:
            return self._fail("the inspector does not list the new page")
        self._shooting = True
        QTimer.singleShot(300, self._shoot)

    def _shoot(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        ok = self.win.grab().save(str(self.path))
        side = self.path.with_name(self.path.stem + "-inspector" + (self.path.suffix or ".png"))
        ok = self.win.inspector.grab().save(str(side)) and ok
        if not ok:
            return self._fail(f"could not write {self.path}")
        print(f"engram self-test: ok; screenshots {self.path} and {side}")
        self.finished = True
        self.done.emit(0)

    def _fail(self, why: str) -> None:
        if self.finished:
            return
        self.finished = True
        print(f"engram self-test: FAILED: {why}", file=sys.stderr)
        self.done.emit(1)
