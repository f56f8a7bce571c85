"""Drive the real app through a short scenario and save chat + inspector screenshots.

    python -m tests.ui.screenshots OUTDIR [--fake] [--theme light|dark]

Used by the Xvfb screenshot test (with --fake: real store, embedder stand-in, canned reply)
and to make docs/screenshots (real bundled model). Runs in its own process so it can use the
xcb platform under Xvfb while the rest of the suite runs offscreen. Uses a throwaway
ENGRAM_HOME.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

SCENARIO = [
    "Hi! I'm Ada. I live in Lisbon, I'm a marine biologist and I love green tea.",
    "My favourite place to dive is the Berlengas islands.",
    "Big news: we moved to Porto last month.",
    "new",
    "Where do I live?",
]


def shot_setup(argv, prefix: str, *, fake_flag: bool = False):
    """Parse `OUTDIR [--theme T] [--fake]` and point Engram at a fresh temporary home with a
    passphrase and no keyring; (args, temporary root)."""
    ap = argparse.ArgumentParser()
    ap.add_argument("outdir")
    if fake_flag:
        ap.add_argument("--fake", action="store_true")
    ap.add_argument("--theme", default="light")
    args = ap.parse_args(argv)
    root = Path(tempfile.mkdtemp(prefix=prefix))
    os.environ["ENGRAM_HOME"] = str(root / "engram")
    os.environ["ENGRAM_PASSPHRASE"] = "screenshot-passphrase"
    os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
    return args, root


def main(argv=None) -> int:
    args, _ = shot_setup(argv, "engram-shots-", fake_flag=True)
    if args.fake:
        _install_fake()
    from app import config
    # a short-term capacity of 1 moves earlier pages into mid-term topics, so every tab of
    # the inspector has something to show after a three-message scenario
    config.save(config.Settings(theme=args.theme, max_answer_tokens=96, stm_capacity=1))

    from ui import main as ui_main
    from ui.qt import QApplication, QTimer

    app = QApplication.instance() or QApplication(sys.argv[:1])
    ctx, win, unlocker = ui_main.build(app, interactive=False)
    win.resize(1200, 760)
    steps = list(SCENARIO)
    rc = {"rc": 1}

    def step(_=None):
        print(f"screenshots: step, {len(steps)} left", file=sys.stderr, flush=True)
        if not steps:
            return finish()
        s = steps.pop(0)
        if s == "new":
            win.new_chat()
            return QTimer.singleShot(50, step)
        win.send(s)

    def finish():
        last = win.chat.last_assistant()
        if last is not None:
            last.memory_button.setChecked(True)
        QTimer.singleShot(400, shoot)

    def shoot():
        os.makedirs(args.outdir, exist_ok=True)
        ok = win.grab().save(os.path.join(args.outdir, "chat.png"))
        insp = win.show_inspector()
        insp.resize(1200, 700)

        def shoot2():
            from ui.inspector import tables
            key = next((k for k in ("long", "mid", "short") if insp.tables[k].rowCount()),
                       "short")
            insp.tabs.setCurrentIndex(list(tables.TABS).index(key))
            t = insp.tables[key]
            if t.rowCount():
                t.selectRow(0)
                app.processEvents()
                QTimer.singleShot(800, shoot3)
            else:
                shoot3()

        def shoot3():
            ok2 = insp.grab().save(os.path.join(args.outdir, "inspector.png"))
            rc["rc"] = 0 if ok and ok2 else 1
            app.quit()
        insp.loaded.connect(lambda: QTimer.singleShot(400, shoot2)
                            if not getattr(insp, "_shot", False) and not setattr(insp, "_shot", True)
                            else None)
        insp.refresh()

    def turned(r):
        if isinstance(r, BaseException):
            print(f"screenshots: turn failed: {r!r}", file=sys.stderr)
            rc["rc"] = 1
            return app.quit()
        QTimer.singleShot(200, after_background)

    def after_background():
        # as a user reading the answer would: the facts the turn formed are in memory (and
        # shown under the answer) before the next message
        sched = getattr(ctx.session.assistant, "scheduler", None)
        if sched is not None and sched.busy:
            return QTimer.singleShot(200, after_background)
        step()
    win.turn_finished.connect(turned)
    ctx.model_ready.connect(lambda i: QTimer.singleShot(200, step))
    QTimer.singleShot(0, unlocker.start)
    QTimer.singleShot(900_000, app.quit)
    app.exec()
    ui_main.shutdown(app, ctx, win)
    return rc["rc"]


def open_window(outdir: str, size=(1100, 700)):
    """The real app's window (not yet unlocked) at the screen's top left; (app, ctx, win,
    unlocker). `outdir` is made."""
    from ui import main as ui_main
    from ui.qt import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    ctx, win, unlocker = ui_main.build(app, interactive=False)
    win.resize(*size)
    win.move(0, 0)
    os.makedirs(outdir, exist_ok=True)
    return app, ctx, win, unlocker


def screen_saver(app, outdir: str, theme: str):
    """save(name): the whole screen (window manager included) as OUTDIR/<name>-<theme>.png."""
    def save(name: str) -> None:
        app.processEvents()
        app.primaryScreen().grabWindow(0).save(os.path.join(outdir, f"{name}-{theme}.png"))
    return save


def run_shots(app, ctx, win, unlocker, rc: dict, limit_s: int = 120) -> int:
    """Show the window, unlock, run the event loop until a script quits (or `limit_s`), shut
    down cleanly; the script's exit code from rc["rc"]."""
    from ui import main as ui_main
    from ui.qt import QTimer

    win.show()
    QTimer.singleShot(0, unlocker.start)
    QTimer.singleShot(limit_s * 1000, app.quit)
    app.exec()
    ui_main.shutdown(app, ctx, win)
    return rc["rc"]


def _install_fake() -> None:
    from app import services
    from memory.embed import HashEmbedder
    from tests.ui.conftest import FakeAssistant

    he = HashEmbedder()
    orig = services.Session.__init__

    def init(self, *a, **k):
        orig(self, *a, **k)
        self.embedder = self.engine.embedder = self.engine.retriever.embedder = he

    def load_model(self, preload=None):
        self.assistant = FakeAssistant(self.engine, reply=(
            "You told me that:\n\n- you live in **Lisbon**\n- you are a *marine biologist*\n"
            "- you love green tea"))
        return self.model_info()
    services.Session.__init__ = init
    services.Session.load_embedder = lambda self: 0.0
    services.Session.load_model = load_model


if __name__ == "__main__":
    sys.exit(main())


def canned_replies(turns, theme: str) -> None:
    """The fake model (`_install_fake`) answers each message of `turns` ((message, reply)
    pairs) with its reply, and the app starts in `theme`."""
    from app import config
    from tests.ui import conftest

    _install_fake()
    replies = dict(turns)
    orig_send = conftest.FakeAssistant.send

    def send(self, cid, text, **kw):
        self.reply = replies.get(text, self.reply)
        return orig_send(self, cid, text, **kw)
    conftest.FakeAssistant.send = send
    config.save(config.Settings(theme=theme))
