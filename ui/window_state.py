"""Where the window was: geometry, splitter sizes, the last open chat, the zoom.

UI state, not settings: it lives in `window.json` beside settings.toml (so ENGRAM_HOME moves
it too, and tests never touch the real home), written on close, read at start. Geometry is
Qt's own opaque saveGeometry() bytes (base64), which restores size, position and the
maximised state and is clamped by Qt to the screens that exist now. A broken or foreign file
is ignored: losing the window's place must never stop the app from starting.
"""
from __future__ import annotations

import base64
import json
import logging
import os

from app import config

log = logging.getLogger(__name__)
FILE = "window.json"


def _path():
    return config.paths().config_dir / FILE


def load() -> dict:
    try:
        data = json.loads(_path().read_text())
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def save(state: dict) -> None:
    p = _path()
    try:
        p.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        tmp = p.with_suffix(".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as fh:
            json.dump(state, fh)
        os.replace(tmp, p)
    except OSError as e:  # a read-only config folder: the window just opens at its default
        log.warning("could not save the window's state: %s", e)


def capture(win) -> dict:
    """The state of a MainWindow worth restoring."""
    return {"geometry": base64.b64encode(bytes(win.saveGeometry())).decode(),
            "splitter": base64.b64encode(bytes(win.splitter.saveState())).decode(),
            "last_chat": None if win.temporary else win.cid,
            "zoom": win.zoom}


def restore(win, state: dict) -> None:
    """Apply what `capture` saved (the last chat is opened by the window once the store is open)."""
    from .qt import QtCore

    geo = state.get("geometry")
    if isinstance(geo, str):
        try:
            win.restoreGeometry(QtCore.QByteArray(base64.b64decode(geo)))
        except ValueError:
            pass
    split = state.get("splitter")
    if isinstance(split, str):  # QSplitter's own state: applied once the window is laid out
        try:
            win.splitter.restoreState(QtCore.QByteArray(base64.b64decode(split)))
        except ValueError:
            pass
    zoom = state.get("zoom")
    if isinstance(zoom, (int, float)):
        win.set_zoom(float(zoom))
