"""The Models page in the real window offscreen: catalog with fit hints, a catalog model
downloaded from a hub-like server on 127.0.0.1 and used with one more click, the models on
this computer, and a server connection that says where messages go."""
from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from app import config
from app.models import bundled_model_path, catalog, registry
from tests.integration.helpers.hub_server import Hub


class _Models(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def do_GET(self):
        body = json.dumps({"data": [{"id": "served-model"}]}).encode()
        self.send_response(200 if self.path == "/v1/models" else 404)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def test_models_page_download_use_and_server(gui, fake_model, qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))   # other apps' folders: none here
    entry = next(e for e in catalog.load() if e.sha256 is None)   # the hub etag checks it
    ctx, win, _ = gui()
    d = win.show_models()
    assert "Active model:" in d.active.text() and "bundled" in d.active.text()
    assert d.catalog.rowCount() == len(catalog.load())
    fits = [d.catalog.item(r, 2).text() for r in range(d.catalog.rowCount())]
    assert all(f.split(":")[0] in (catalog.RUNS_WELL, catalog.TIGHT, catalog.TOO_BIG)
               for f in fits)
    qtbot.waitUntil(lambda: d.local.rowCount() >= 1, timeout=30_000)

    row = [r for r in range(d.catalog.rowCount()) if d.catalog.item(r, 0).text() == entry.name][0]
    btn = d.catalog.cellWidget(row, 4)
    assert btn.text() == "Download"
    with Hub({f"{entry.repo}/{entry.file}": bundled_model_path(),
              "someone/tiny-GGUF/tiny.gguf": bundled_model_path()}) as hub:
        monkeypatch.setenv("HF_ENDPOINT", hub.url)
        with qtbot.waitSignal(d.downloaded, timeout=120_000) as got:
            btn.click()                                          # click 2 (1: Models…)
        d.other.setText("someone/tiny-GGUF/tiny.gguf")          # a file the user names
        with qtbot.waitSignal(d.downloaded, timeout=120_000) as other:
            d.findChild(type(btn), "otherDownload").click()
    assert other.args[0] == registry.models_dir(ctx.session.paths) / "tiny.gguf"
    qtbot.waitUntil(lambda: any(d.local.item(r, 0).text() == "tiny.gguf"
                                for r in range(d.local.rowCount())), timeout=30_000)
    assert got.args[0] == registry.models_dir(ctx.session.paths) / entry.file
    btn = d.catalog.cellWidget(row, 4)
    assert btn.text() == "Use" and "ready" in d.speed.text()
    with qtbot.waitSignal(d.switched, timeout=60_000):
        btn.click()                                              # click 3: chatting with it
    assert config.load().model_path == str(got.args[0])
    assert entry.name in d.active.text()

    srv = ThreadingHTTPServer(("127.0.0.1", 0), _Models)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    try:
        d.tabs.setCurrentIndex(2)
        d.url.setText(f"http://127.0.0.1:{srv.server_address[1]}")
        d.connect_server()
        qtbot.waitUntil(lambda: d.use_server.isEnabled(), timeout=30_000)
        assert d.server_models.currentText() == "served-model"
        assert "server on this computer" in d.privacy.text()
        with qtbot.waitSignal(d.switched, timeout=60_000):
            d.use_server.click()
        s = config.load()
        assert s.model_server.endswith(str(srv.server_address[1]))
        assert s.server_model == "served-model" and "on a server" in d.active.text()
    finally:
        srv.shutdown()
        srv.server_close()


def test_first_run_choices_open_the_models_page(gui, fake_model, qtbot, monkeypatch, tmp_path):
    from ui.first_model import FirstModelDialog

    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setattr(catalog, "hardware", lambda: catalog.Hardware(16 << 30, 8, False))
    ctx, win, _ = gui()
    d = FirstModelDialog(win)
    qtbot.addWidget(d)
    texts = [d.download.text(), d.have.text(), d.server.text(), d.tiny.text()]
    best = catalog.best_fit(catalog.hardware())
    assert texts[0] == f"Download a recommended model: {best.name} ({best.size_bytes / 1e9:.1f} GB)"
    assert "weak answers" in texts[3]
    d.server.click()
    assert win.models_dialog.isVisible() and win.models_dialog.tabs.currentIndex() == 2
    d2 = FirstModelDialog(win)
    qtbot.addWidget(d2)
    d2.have.click()
    assert win.models_dialog.tabs.currentIndex() == 1
    d3 = FirstModelDialog(win)
    qtbot.addWidget(d3)
    d3.tiny.click()
    assert not d3.isVisible() and config.load().model_path == ""


def test_first_run_offer_appears_once_for_a_new_interactive_profile(gui, fake_model, qtbot,
                                                                     monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("ENGRAM_PASSPHRASE")
    monkeypatch.setattr("app.keys.keyring_backend", lambda: ("test", False))
    from ui.first_run import PassphraseDialog
    ctx, win, unlocker = gui(wait_model=False)
    qtbot.waitUntil(lambda: isinstance(unlocker.dialog, PassphraseDialog), timeout=10_000)
    unlocker.dialog.phrase.setText("a-long-passphrase")
    unlocker.dialog.repeat.setText("a-long-passphrase")
    with qtbot.waitSignal(ctx.model_ready, timeout=60_000):
        unlocker.dialog.ok.click()
    qtbot.waitUntil(lambda: getattr(win, "first_model_dialog", None) is not None, timeout=5_000)
    assert win.first_model_dialog.isVisible() and not win.first_model_dialog.isModal()
