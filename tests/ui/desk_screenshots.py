"""Screenshots of first run, a chat with a code block, "What Engram knows about you" and the
delete-chat preview, as a user sees them (whole screen, window manager decorations included).

    DISPLAY=:99 python -m tests.ui.desk_screenshots OUTDIR [--theme light|dark]

Real store, rule-based fact forming and the real delete preview; the embedder is the hashing
stand-in and the replies are canned (tests/ui/screenshots.py `_install_fake`), so it runs in
seconds and the pictures do not depend on what a 135M model happens to say. A throwaway
ENGRAM_HOME. The Models page, Settings › AI tools and the import dialog have their own scripts
(models_screenshots.py, import_screenshots.py).
"""
from __future__ import annotations

import os
import sys

CODE_REPLY = (
    "Here is one way, with slicing:\n\n```python\ndef reverse(text: str) -> str:\n"
    "    \"\"\"Return `text` backwards.\"\"\"\n    return text[::-1]\n\n\n"
    "print(reverse(\"Lisbon\"))  # nobsiL\n```\n\n"
    "`text[::-1]` walks the string with a step of **-1**.")
TURNS = [
    ("Hi! I'm Ada. I live in Lisbon, I'm a marine biologist and I love green tea.",
     "Nice to meet you, **Ada**! A marine biologist in Lisbon - what do you study?"),
    ("My sister Maria is visiting next week.",
     "Lovely! Say hello to *Maria* from me."),
    ("Can you show me a Python function that reverses a string?", CODE_REPLY),
]


def main(argv=None) -> int:
    from tests.ui.screenshots import shot_setup

    args, _ = shot_setup(argv, "engram-desk-shots-")
    from tests.ui.screenshots import canned_replies, open_window, run_shots, screen_saver

    canned_replies(TURNS, args.theme)
    from ui.qt import QTimer

    app, ctx, win, unlocker = open_window(args.outdir, (1100, 720))
    save = screen_saver(app, args.outdir, args.theme)
    rc = {"rc": 1}
    todo = [t for t, _ in TURNS]

    def first_run():
        from ui.first_run import PassphraseDialog
        d = PassphraseDialog(True, parent=win)
        d.move(300, 150)
        d.show()     # its default size: what a new user sees

        def shot():
            save("first-run-passphrase")
            d.reject()
            step()
        QTimer.singleShot(700, shot)

    def step(_=None):
        if not todo:
            return QTimer.singleShot(600, chat_shot)
        win.send(todo.pop(0))

    def turned(r):
        if isinstance(r, BaseException):
            print(f"desk_screenshots: turn failed: {r!r}", file=sys.stderr)
            return app.quit()
        s = ctx.session
        ctx.db.call(s.engine.form_facts, r.page_id)   # what the real assistant does after a turn
        QTimer.singleShot(150, step)

    def chat_shot():
        save("chat-code")
        insp = win.show_inspector()
        insp.resize(900, 620)
        insp.move(120, 60)
        knows = insp.show_knows()
        knows.resize(820, 600)
        knows.move(260, 120)
        insp.showMinimized()    # the view opens over the inspector; show it alone
        knows.raise_()
        knows.activateWindow()
        QTimer.singleShot(1500, lambda: knows_shot(insp, knows))

    def knows_shot(insp, knows):
        save("knows-about-you")
        knows.close()
        insp.close()
        s = ctx.session
        first = ctx.db.call(s.store.scalar, "SELECT min(id) FROM pages")
        from memory.types import parse_ref
        ctx.db.call(s.memory.set_pinned, [parse_ref(f"p{first}")], True)
        QTimer.singleShot(300, delete_shot)

    def delete_shot():
        from ui.qt import QDialog

        def grab_and_cancel():
            d = next((w for w in app.topLevelWidgets() if isinstance(w, QDialog)
                      and w.isVisible()), None)
            save("delete-chat-preview")
            if d is not None:
                d.reject()
            rc["rc"] = 0
            QTimer.singleShot(200, app.quit)
        QTimer.singleShot(1500, grab_and_cancel)
        win.sidebar.ask_delete(win.cid)   # modal: the timer above takes the picture

    win.turn_finished.connect(turned)
    ctx.model_ready.connect(lambda _i: QTimer.singleShot(300, first_run))
    return run_shots(app, ctx, win, unlocker, rc)


if __name__ == "__main__":
    sys.exit(main())
