"""With the theme set to "system", a live light/dark switch of the OS re-themes the app."""
from __future__ import annotations

from ui.qt import QColor, QPalette, Qt


def _window_colour(app) -> str:
    return app.palette().color(QPalette.ColorRole.Window).name()


def test_system_switch_rethemes_only_when_following(gui, fake_model, qapp):
    from ui import theme

    ctx, win, _ = gui()
    assert ctx.session.settings.theme == "system"
    hints = qapp.styleHints()
    dark_bg = QColor(theme.colors("dark")["bg"]).name()
    light_bg = QColor(theme.colors("light")["bg"]).name()
    assert dark_bg != light_bg
    try:
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)   # what Qt sends on a live switch
        assert theme.current() == "dark" and _window_colour(qapp) == dark_bg
        assert dark_bg.lower() in qapp.styleSheet().lower()
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
        assert theme.current() == "light" and _window_colour(qapp) == light_bg
        # an explicit choice in settings wins over the system
        theme.apply(qapp, "light")
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
        assert theme.current() == "light" and _window_colour(qapp) == light_bg
        assert theme.system_changed(Qt.ColorScheme.Dark) is None
        # back to following: the handler applies the reported scheme
        theme.apply(qapp, "system")
        assert theme.system_changed(Qt.ColorScheme.Dark) == "dark"
        assert _window_colour(qapp) == dark_bg
    finally:
        theme.apply(qapp, "system", scheme=Qt.ColorScheme.Light)


def test_connected_once(qapp):
    """Re-applying the theme (settings saved again and again) never stacks handlers."""
    from ui import theme
    from ui.qt import QtCore

    sig = QtCore.SIGNAL("colorSchemeChanged(Qt::ColorScheme)")
    theme.apply(qapp, "system")
    n = qapp.styleHints().receivers(sig)
    assert n >= 1
    for choice in ("dark", "system", "light", "system"):
        theme.apply(qapp, choice)
    assert qapp.styleHints().receivers(sig) == n
