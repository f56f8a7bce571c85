"""Desktop app startup: window first, then unlock, then the slow parts in the background.

Order matters for a cold start that feels instant: QApplication and the themed window appear
before the memory database is opened (which may need a passphrase dialog), and the embedder
(torch) and the GGUF model load on their lanes while the user reads or types. On exit the
main window is deleted explicitly and the lanes are drained before the interpreter goes
(PySide can bus-error at exit when Qt objects outlive QApplication).

`run(self_test=PATH)`: the packaging smoke test. Offscreen, in a throwaway profile, one real
turn on the bundled model, the inspector opened, a screenshot saved to PATH (and the
inspector beside it as PATH-inspector.png); exit 0 only if all of that worked.
"""
from __future__ import annotations

import logging
import os
import sys
import threading
import time

log = logging.getLogger(__name__)

SELF_TEST_MESSAGE = "Hello! My name is Ada and I love tea. Say hello back in one sentence."
SELF_TEST_TIMEOUT_S = 300


def since_process_start() -> float:
    """Seconds since this process started (Linux /proc; elsewhere since ui.main was imported)."""
    try:
        with open("/proc/self/stat") as fh:
            start_ticks = int(fh.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime") as fh:
            uptime = float(fh.read().split()[0])
        return uptime - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return time.perf_counter() - _IMPORTED


_IMPORTED = time.perf_counter()


def _prepare_self_test_env() -> str:
    """A hermetic profile: never the user's data, never a prompt.

    An ENGRAM_HOME that does not exist yet, given with ENGRAM_PASSPHRASE, is used as is, so the
    packaging smoke test can open the resulting database with its key; anything else (an
    existing profile included) gets a throwaway one.
    """
    import secrets
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    given = os.environ.get("ENGRAM_HOME")
    if given and os.environ.get("ENGRAM_PASSPHRASE") and not os.path.exists(given):
        return given
    home = tempfile.mkdtemp(prefix="engram-selftest-")
    os.environ["ENGRAM_HOME"] = home
    os.environ["ENGRAM_PASSPHRASE"] = secrets.token_hex(16)
    return home


def build(app, *, interactive: bool = True):
    """Create the context, the shown main window and the unlocker (started by the caller)."""
    from app import config

    from . import theme
    from .context import AppContext
    from .errors import show_error
    from .first_run import Unlocker
    from .main_window import MainWindow

    settings = config.load()
    theme.apply(app, settings.theme)
    ctx = AppContext()
    win = MainWindow(ctx)
    win.model_preload = None    # set by `start` once the window is painted
    ctx.set_error_handler(lambda e: show_error(win, e))
    if interactive:  # later launches raise this window instead of opening a second one
        from .single_instance import InstanceServer, server_name
        win.instance_server = InstanceServer(server_name(config.paths().data_dir), win)
        win.instance_server.request.connect(win.handle_request)
        win.instance_server.listen()
    win.show()
    win.set_busy_status("Unlocking memory…")
    unlocker = Unlocker(ctx, win, interactive=interactive)
    unlocker.opened.connect(lambda s: _session_opened(ctx, win, s, win.model_preload))
    from app import keys
    if unlocker.new and interactive and not os.environ.get(keys.ENV_PASSPHRASE):
        _offer_models_once(ctx, win)   # like the welcome: not for scripted profiles
    return ctx, win, unlocker


def start(win, unlocker) -> None:
    """After the window is painted: the model starts opening on its own thread (it needs
    nothing from the store), then the unlock begins. The model used to wait for the unlock
    and the store; now it loads while the keyring answers or the user types a passphrase."""
    from app import config
    from app.models.registry import ModelPreload

    win.model_preload = ModelPreload(config.load())
    unlocker.start()


def _offer_models_once(ctx, win) -> None:
    """A new profile: once the built-in model is up, offer a better one (ui/first_model)."""
    def ready(_info):
        ctx.model_ready.disconnect(ready)
        from .first_model import FirstModelDialog
        win.first_model_dialog = FirstModelDialog(win)
        win.first_model_dialog.show()    # not modal: the chat works meanwhile
    ctx.model_ready.connect(ready)


def _session_opened(ctx, win, session, preload=None) -> None:
    ctx.session = session
    ctx.session_ready.emit()
    win.refresh_conversations()
    info = session.model_info()
    win.set_busy_status(f"Loading the model ({info.name}); replies start when it is ready…")
    win.ctx_label.setText(f"ctx {info.n_ctx}")

    def model_failed(exc):
        from .errors import show_error
        win.set_busy_status(None)
        win.model_label.setText("No model loaded: open Settings to pick a GGUF file")
        show_error(win, exc)

    # embedder (torch import, seconds) and GGUF load in parallel: neither needs the other,
    # and the first answer needs both
    threading.Thread(target=_load_embedder, args=(session,), name="engram-embedder",
                     daemon=True).start()
    ctx.model.submit(session.load_model, *((preload,) if preload is not None else ()),
                     on_done=ctx.model_ready.emit, on_error=model_failed)


def _load_embedder(session) -> None:
    try:
        session.load_embedder()
        log.info("startup: embedder ready %.2f s after process start", since_process_start())
    except Exception as e:  # noqa: BLE001 - the first turn reports it through the engine
        log.warning("embedder failed to load: %s", e)


def shutdown(app, ctx, win) -> None:
    """Stop generation, drain the lanes, close the store, delete the window before Qt goes."""
    if win.cancel is not None:
        win.cancel.set()
    for w in (win.inspector, win.settings_dialog, getattr(win, "models_dialog", None),
              getattr(win, "first_model_dialog", None)):
        if w is not None:
            w.close()
            w.deleteLater()
    ctx.shutdown()
    preload = getattr(win, "model_preload", None)
    if preload is not None:   # the window closed before the store opened: the model unused
        preload.discard()
    win.close()
    win.deleteLater()
    app.processEvents()
    app.sendPostedEvents(None, 0)  # the deferred deletes happen now, not at interpreter exit


def request_for(command: str | None = None, path: str | None = None) -> dict:
    """The message a launch sends to a running app (see ui.single_instance)."""
    if path:
        return {"cmd": "open", "path": os.path.abspath(path)}
    return {"cmd": command or "raise"}


def run(self_test: str | None = None, *, command: str | None = None,
        path: str | None = None) -> int:
    if self_test is not None:
        _prepare_self_test_env()
    from .qt import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Engram")
    app.setOrganizationName("Engram")
    app.setApplicationDisplayName("Engram")
    if self_test is None:
        from app import config

        from .single_instance import send_to_running, server_name
        if send_to_running(server_name(config.paths().data_dir), request_for(command, path)):
            log.info("startup: handed over to the running window")
            return 0
    ctx, win, unlocker = build(app, interactive=self_test is None)
    if path and self_test is None:
        win.open_file(path)
    if command == "new-chat":
        win.new_chat(False)
    app.processEvents()  # the window is painted before anything slow starts
    log.info("startup: window shown %.2f s after process start", since_process_start())
    ctx.model_ready.connect(lambda info: log.info(
        "startup: model ready %.2f s after process start", since_process_start()))
    code = {"rc": 0}

    def failed(exc):
        from .errors import show_error
        code["rc"] = 2
        if self_test is None:
            box = show_error(win, exc)
            if box is not None:
                box.exec()
        else:
            print(f"engram self-test: {exc}", file=sys.stderr)
        app.quit()

    def cancelled():
        code["rc"] = 1
        app.quit()

    unlocker.failed.connect(failed)
    unlocker.cancelled.connect(cancelled)
    if self_test is not None:
        from .self_test import SelfTest
        st = SelfTest(app, ctx, win, self_test, SELF_TEST_MESSAGE, SELF_TEST_TIMEOUT_S)
        st.done.connect(lambda rc: (code.__setitem__("rc", rc), app.quit()))
        st.start()
    from .qt import QTimer
    QTimer.singleShot(0, lambda: start(win, unlocker))
    try:
        app.exec()
    finally:
        shutdown(app, ctx, win)
        del win
    return code["rc"]
