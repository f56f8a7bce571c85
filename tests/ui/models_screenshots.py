"""Screenshots of the Models page (catalog, models on this computer, server) in the real app.

    xvfb-run -a python -m tests.ui.models_screenshots OUTDIR [--theme light|dark]

Uses the fake model and embedder of tests/ui/screenshots.py and a throwaway ENGRAM_HOME and
HOME (so "On this computer" shows the built-in model and a copy in a GPT4All folder).
"""
from __future__ import annotations

import os
import sys


def main(argv=None) -> int:
    from tests.ui.screenshots import shot_setup

    args, root = shot_setup(argv, "engram-models-shots-")
    os.environ["HOME"] = str(root / "home")
    from app import config
    from app.models import bundled_model_path
    from tests.ui.screenshots import _install_fake, run_shots

    g4a = root / "home/.local/share/nomic.ai/GPT4All"
    g4a.mkdir(parents=True)
    os.symlink(bundled_model_path(), g4a / "smollm2-135m-instruct.Q4_1.gguf")
    _install_fake()
    config.save(config.Settings(theme=args.theme))
    from ui import main as ui_main
    from ui.qt import QApplication, QTimer

    app = QApplication.instance() or QApplication(sys.argv[:1])
    ctx, win, unlocker = ui_main.build(app, interactive=False)
    win.resize(1100, 700)
    rc = {"rc": 1}
    os.makedirs(args.outdir, exist_ok=True)

    def shoot(d, i=0):
        names = ["models-catalog", "models-local", "models-server"]
        if i == len(names):
            from ui.first_model import FirstModelDialog
            d.hide()
            first = FirstModelDialog(win)
            first.move(200, 150)
            first.show()

            def last():
                app.primaryScreen().grabWindow(0).save(
                    os.path.join(args.outdir, f"first-run-{args.theme}.png"))
                rc["rc"] = 0
                first.close()
                app.quit()
            return QTimer.singleShot(600, last)
        d.tabs.setCurrentIndex(i)
        if i == 2:
            d.url.setText("http://192.168.1.20:8080")
            from app.models.remote import privacy_note
            d.privacy.setText(privacy_note(d.url.text()))
        app.processEvents()

        def grab():
            screen = app.primaryScreen().grabWindow(0)
            screen.save(os.path.join(args.outdir, f"{names[i]}-{args.theme}.png"))
            shoot(d, i + 1)
        QTimer.singleShot(600, grab)

    def ready(_info):
        d = win.show_models()
        d.move(40, 40)
        QTimer.singleShot(1500, lambda: shoot(d))
    ctx.model_ready.connect(ready)
    return run_shots(app, ctx, win, unlocker, rc)


if __name__ == "__main__":
    sys.exit(main())
