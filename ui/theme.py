"""Light/dark theme and icons from the hand-written files in resources/.

The theme follows the system colour scheme (Qt 6.5+ reports it) unless settings override it,
live: `apply` connects `QStyleHints.colorSchemeChanged` once (older Qt: the ThemeChange event),
and a switch re-applies the theme only while the setting is "system".
One style sheet template (`resources/styles/app.qss`) is filled with the colours of the chosen
theme, and the SVG icons (drawn with `currentColor`) are tinted to the theme's colours when
loaded, so one set of icon files serves both themes.
"""
from __future__ import annotations

import logging
import re
import string
import tomllib
import weakref
from functools import lru_cache
from pathlib import Path

from .qt import (QApplication, QColor, QIcon, QLineEdit, QPainter, QPalette, QPixmap, Qt, QtCore,
                 QtSvg)

RES = Path(__file__).resolve().parent.parent / "resources"
_current: dict[str, str] = {}
_name = "light"
_choice = "system"   # the setting last applied: system|light|dark
_watch = None        # keeps the pre-6.5 event filter alive
_zoom = 1.0          # text size factor (Ctrl+= / Ctrl+-), applied to every size in the sheet
ZOOM_RANGE = (0.7, 2.0)
_tinted: list[tuple] = []     # (weakref to a widget/action, icon name, tint, size)
_listeners: list = []         # weak references to callbacks run after a theme switch
_icon_dir: Path | None = None  # tinted icon files the style sheet's url() points at
log = logging.getLogger(__name__)


def tinted(obj, name: str, tint: str = "text", size: int = 20):
    """Give `obj` (anything with setIcon) a themed icon that is re-tinted on every theme
    switch: an icon is a pixmap painted in one colour, so without this a live switch to dark
    left dark icons on a dark background until a restart."""
    obj.setIcon(icon(name, tint, size))
    if len(_tinted) > 4096:  # a long session: forget the icons of messages long gone
        _tinted[:] = [t for t in _tinted if t[0]() is not None]
    _tinted.append((weakref.ref(obj), name, tint, size))
    return obj


def search_field(placeholder: str, accessible_name: str):
    """A search box as the app draws them: the "search" style, a clear button and a tinted
    search icon in front (the sidebar's and the inspector's)."""
    box = QLineEdit()
    box.setObjectName("search")
    box.setPlaceholderText(placeholder)
    box.setAccessibleName(accessible_name)
    box.setClearButtonEnabled(True)
    tinted(box.addAction(icon("search", "muted", 16), QLineEdit.ActionPosition.LeadingPosition),
           "search", "muted", 16)
    return box


def on_change(callback) -> None:
    """Call `callback()` after each theme switch while its owner lives (bound methods are
    held weakly, so a closed window is not kept alive by this list)."""
    ref = weakref.WeakMethod(callback) if hasattr(callback, "__self__") else (lambda: callback)
    _listeners.append(ref)


def _retint() -> None:
    """Re-apply every registered icon and run the listeners; forget the dead ones."""
    alive = []
    for ref, name, tint, size in _tinted:
        obj = ref()
        if obj is None:
            continue
        try:
            obj.setIcon(icon(name, tint, size))
        except RuntimeError:  # its C++ side is gone (a closed dialog)
            continue
        alive.append((ref, name, tint, size))
    _tinted[:] = alive
    keep = []
    for ref in _listeners:
        fn = ref()
        if fn is None:
            continue
        try:
            fn()
        except RuntimeError:
            continue
        except Exception:  # noqa: BLE001 - one broken view must not stop the others
            log.exception("theme listener failed")
        keep.append(ref)
    _listeners[:] = keep


def resources_dir() -> Path:
    import sys
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen and (Path(frozen) / "resources").exists():
        return Path(frozen) / "resources"
    return RES


def system_is_dark() -> bool:
    app = QApplication.instance()
    if app is None:
        return False
    try:
        return app.styleHints().colorScheme() == Qt.ColorScheme.Dark
    except AttributeError:  # Qt < 6.5: guess from the style's own (not our) window colour
        return app.style().standardPalette().color(QPalette.ColorRole.Window).lightness() < 128


def resolve(choice: str, scheme=None) -> str:
    """light|dark for a setting; `scheme` is a Qt.ColorScheme the system just reported."""
    if choice in ("light", "dark"):
        return choice
    if scheme is not None and scheme != getattr(Qt.ColorScheme, "Unknown", None):
        return "dark" if scheme == Qt.ColorScheme.Dark else "light"
    return "dark" if system_is_dark() else "light"


def system_changed(scheme=None) -> str | None:
    """The system switched light/dark: re-apply when following it; return what was applied
    (None while the settings override the system)."""
    app = QApplication.instance()
    if app is None or _choice != "system":
        return None
    return apply(app, "system", scheme=scheme)


def _follow_system(app: QApplication) -> None:
    """Connect the system's scheme-change notification once per application."""
    global _watch
    if app.property("engramFollowsSystem"):
        return
    app.setProperty("engramFollowsSystem", True)
    signal = getattr(app.styleHints(), "colorSchemeChanged", None)
    if signal is not None:
        signal.connect(system_changed)
        return

    class _ThemeEvents(QtCore.QObject):  # Qt < 6.5 has no colorSchemeChanged
        def eventFilter(self, obj, e):  # noqa: N802 - Qt override
            if e.type() == QtCore.QEvent.Type.ThemeChange and obj is app:
                system_changed()
            return False
    _watch = _ThemeEvents()
    app.installEventFilter(_watch)


def colors(name: str | None = None) -> dict[str, str]:
    name = name or _name
    return tomllib.loads((resources_dir() / "styles" / f"{name}.toml").read_text())


def color(key: str) -> str:
    return _current.get(key) or colors()[key]


def current() -> str:
    return _name


def apply(app: QApplication, choice: str = "system", *, scheme=None) -> str:
    """Apply the theme for `choice` (system|light|dark) to the whole app; return light|dark."""
    global _name, _current, _choice
    _choice = choice
    _follow_system(app)
    _name = resolve(choice, scheme)
    _current = colors(_name)
    pal = QPalette()
    c = _current
    for role, key in ((QPalette.ColorRole.Window, "bg"), (QPalette.ColorRole.Base, "surface"),
                      (QPalette.ColorRole.AlternateBase, "sidebar"),
                      (QPalette.ColorRole.Text, "text"), (QPalette.ColorRole.WindowText, "text"),
                      (QPalette.ColorRole.ButtonText, "text"), (QPalette.ColorRole.Button, "surface"),
                      (QPalette.ColorRole.Highlight, "selection"),
                      (QPalette.ColorRole.HighlightedText, "text"),
                      (QPalette.ColorRole.Link, "accent"),
                      (QPalette.ColorRole.PlaceholderText, "muted"),
                      (QPalette.ColorRole.ToolTipBase, "raised"),
                      (QPalette.ColorRole.ToolTipText, "text")):
        pal.setColor(role, QColor(c[key]))
    app.setPalette(pal)
    qss = string.Template((resources_dir() / "styles" / "app.qss").read_text())
    sheet = qss.safe_substitute(c, check_icon=_icon_file("check", c["on_accent"]),
                                dash_icon=_icon_file("dash", c["on_accent"]))
    if _zoom != 1.0:
        sheet = re.sub(r"(\d+(?:\.\d+)?)pt\b",
                       lambda m: f"{float(m.group(1)) * _zoom:.2f}pt", sheet)
    app.setStyleSheet(sheet)
    icon.cache_clear()
    _retint()
    return _name


def _icon_file(name: str, col: str) -> str:
    """A tinted copy of resources/icons/<name>.svg on disk, for the style sheet's url(): a
    styled check box indicator draws no check mark of its own (the default one, drawn from the
    palette, was near-invisible on the dark theme)."""
    global _icon_dir
    if _icon_dir is None:
        import atexit
        import shutil
        import tempfile
        _icon_dir = Path(tempfile.mkdtemp(prefix="engram-icons-"))
        atexit.register(shutil.rmtree, _icon_dir, True)
    out = _icon_dir / f"{name}-{col.lstrip('#')}.svg"
    if not out.exists():
        svg = (resources_dir() / "icons" / f"{name}.svg").read_text()
        out.write_text(svg.replace("currentColor", col))
    return out.as_posix()


def zoom() -> float:
    return _zoom


def set_zoom(app: QApplication, factor: float) -> float:
    """Scale every text size of the app (kept within ZOOM_RANGE); returns the factor used."""
    global _zoom
    _zoom = round(min(ZOOM_RANGE[1], max(ZOOM_RANGE[0], factor)), 2)
    apply(app, _choice)
    return _zoom


@lru_cache(maxsize=256)
def icon(name: str, tint: str = "text", size: int = 20) -> QIcon:
    """An icon from resources/icons/<name>.svg drawn in the theme colour `tint` (or #rrggbb)."""
    svg = (resources_dir() / "icons" / f"{name}.svg").read_text()
    col = tint if tint.startswith("#") else color(tint)
    data = QtCore.QByteArray(svg.replace("currentColor", col).encode())
    renderer = QtSvg.QSvgRenderer(data)
    ico = QIcon()
    for scale in (1, 2):
        pm = QPixmap(size * scale, size * scale)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        renderer.render(p)
        p.end()
        pm.setDevicePixelRatio(scale)
        ico.addPixmap(pm)
    return ico


def logo_pixmap(size: int = 32) -> QPixmap:
    renderer = QtSvg.QSvgRenderer(str(resources_dir() / "icons" / "logo.svg"))
    pm = QPixmap(size * 2, size * 2)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    renderer.render(p)
    p.end()
    pm.setDevicePixelRatio(2)
    return pm
