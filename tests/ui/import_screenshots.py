"""Screenshots of the import dialog (preview, importing, done) and Settings › AI tools.

    DISPLAY=:55 python -m tests.ui.import_screenshots OUTDIR [--theme light|dark]

Real store and real MiniLM embedder (the import's progress is the real one), the chat turn
canned; a throwaway ENGRAM_HOME. One MCP client ("claude-desktop") has searched the memory
so Settings lists it.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data" / "imports"


def main(argv=None) -> int:
    from tests.ui.screenshots import shot_setup

    args, root = shot_setup(argv, "engram-import-shots-")
    from app import config, services
    from app.bench.imports import chatgpt_export
    from app.mcp_tools import MemoryTools
    from tests.ui.conftest import FakeAssistant
    from tests.ui.screenshots import run_shots

    def load_model(self, preload=None):
        self.assistant = FakeAssistant(self.engine)
        return self.model_info()
    services.Session.load_model = load_model
    config.save(config.Settings(theme=args.theme))
    big = root / "conversations.json"
    big.write_text(json.dumps(chatgpt_export(400, 40)))
    from tests.ui.screenshots import open_window, screen_saver
    from ui.qt import QTimer

    app, ctx, win, unlocker = open_window(args.outdir)
    save = screen_saver(app, args.outdir, args.theme)
    rc = {"rc": 1}

    def ready(_info):
        ctx.db.call(MemoryTools(ctx.session.engine, "claude-desktop", lambda: "").search_memory,
                    "garden")
        dlg = win.show_import()
        dlg.move(420, 120)
        dlg.previewed.connect(lambda _p: QTimer.singleShot(500, lambda: shot_preview(dlg)))
        dlg.choose(str(big))

    def shot_preview(dlg):
        save("import-preview")
        dlg.imported.connect(lambda _r: QTimer.singleShot(500, lambda: shot_done(dlg)))
        dlg.import_button.click()
        QTimer.singleShot(2500, lambda: save("import-progress"))

    def shot_done(dlg):
        save("import-done")
        dlg.close()
        d = win.show_settings()
        d.move(200, 30)
        d.tabs.setCurrentIndex(next(i for i in range(d.tabs.count())
                                    if d.tabs.tabText(i) == "AI tools (MCP)"))
        d.mcp.client_name.setText("claude-desktop")
        QTimer.singleShot(1200, lambda: shot_settings(d))

    def shot_settings(d):
        save("settings-ai-tools")
        rc["rc"] = 0
        d.reject()
        app.quit()

    ctx.model_ready.connect(ready)
    return run_shots(app, ctx, win, unlocker, rc, limit_s=240)


if __name__ == "__main__":
    sys.exit(main())
