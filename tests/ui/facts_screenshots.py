"""Screenshots of the lines under answers: "Remembered: …", then "Forgot: …" after the user
asks in chat to forget, and the same line after its Undo (whole screen, window manager
decorations included).

    DISPLAY=:99 python -m tests.ui.facts_screenshots OUTDIR [--theme light|dark]

Real store and rule-based fact forming and forgetting, run as the assistant's post-turn job
runs them; the embedder is the hashing stand-in and the replies are canned
(tests/ui/screenshots.py `_install_fake`). A throwaway ENGRAM_HOME.
"""
from __future__ import annotations

import sys

TURNS = [
    ("Hi! I'm Ada, I live in Lisbon and my cat is called Miso.",
     "Nice to meet you, **Ada**! Say hello to Miso from me."),
    ("Please forget that I have a cat.",
     "Done - I won't keep that."),
]


def main(argv=None) -> int:
    from tests.ui.screenshots import shot_setup

    args, _ = shot_setup(argv, "engram-facts-shots-")
    from tests.ui.screenshots import canned_replies, open_window, run_shots, screen_saver

    canned_replies(TURNS, args.theme)
    from ui.qt import QTimer

    app, ctx, win, unlocker = open_window(args.outdir, (1000, 640))
    save = screen_saver(app, args.outdir, args.theme)
    rc = {"rc": 1}
    todo = [t for t, _ in TURNS]
    last = {}

    def step(_=None):
        if not todo:
            return QTimer.singleShot(800, forgot_shot)
        win.send(todo.pop(0))

    def turned(r):
        if isinstance(r, BaseException):
            print(f"facts_screenshots: turn failed: {r!r}", file=sys.stderr)
            return app.quit()
        s = ctx.session
        changes = ctx.db.call(s.engine.form_facts, r.page_id)
        s._facts_formed(win.cid, r.page_id, changes)   # as the assistant's post-turn job
        last["page"] = r.page_id
        QTimer.singleShot(300, step)

    def forgot_shot():
        save("chat-forgot")
        answer = win.chat.answer_for(last["page"])
        answer.facts.lines[0].button.click()
        QTimer.singleShot(1200, undone_shot)

    def undone_shot():
        save("chat-forgot-undone")
        rc["rc"] = 0
        QTimer.singleShot(200, app.quit)

    win.turn_finished.connect(turned)
    ctx.model_ready.connect(lambda _i: QTimer.singleShot(300, step))
    return run_shots(app, ctx, win, unlocker, rc)


if __name__ == "__main__":
    sys.exit(main())
