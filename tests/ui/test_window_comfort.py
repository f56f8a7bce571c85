"""One app, many doors; a window that comes back as it was; icons that follow the theme;
highlighted code with a copy link; Markdown export; zoom (real Qt widgets offscreen)."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from tests.ui.conftest import send_and_wait

ROOT = Path(__file__).resolve().parents[2]


def test_second_launch_raises_the_running_window_and_hands_over_a_file(gui, fake_model, qtbot,
                                                                        tmp_path):
    ctx, win, _ = gui()
    note = tmp_path / "note.txt"
    note.write_text("Summarise this note, please.")
    win.showMinimized()
    with qtbot.waitSignal(win.request_handled, timeout=60_000) as got:
        proc = subprocess.Popen([sys.executable, "-m", "app", "gui", str(note)], cwd=ROOT,
                                env={**os.environ, "PYTHONPATH": str(ROOT)},
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    assert got.args[0] == {"cmd": "open", "path": str(note)}
    assert not win.isMinimized() and win.isVisible()
    assert win.chat.composer.edit.toPlainText() == "Summarise this note, please."


def test_a_crashed_run_leaves_no_stale_name_behind(qapp, engram_home):
    from app import config
    from ui.single_instance import InstanceServer, send_to_running, server_name

    name = server_name(config.paths().data_dir)
    assert name != server_name(config.paths().data_dir / "other")  # per profile
    assert send_to_running(name, {"cmd": "raise"}) is False       # nobody listens
    a = InstanceServer(name)
    assert a.listen()
    a.server.close()  # as if killed: on Unix the socket file may stay
    b = InstanceServer(name)
    assert b.listen()
    b.close()


def _start(qtbot, qapp):
    from ui import main

    ctx, win, unlocker = main.build(qapp, interactive=True)
    with qtbot.waitSignal(ctx.model_ready, timeout=60_000):
        unlocker.start()
    return ctx, win


def test_geometry_splitter_zoom_and_last_chat_are_restored(fake_model, qtbot, qapp):
    from ui import main, theme

    ctx, win = _start(qtbot, qapp)
    try:
        send_and_wait(qtbot, win, "remember where I was")
        cid = win.cid
        win.set_zoom(1.1)
        win.resize(780, 560)  # the offscreen screen is 800x800 (Qt clamps to the screens)
        win.splitter.setSizes([300, 480])
        qtbot.wait(50)
        sizes, size = win.splitter.sizes(), (win.width(), win.height())
        assert size != (1200, 780)  # not the default
    finally:
        main.shutdown(qapp, ctx, win)  # closing the window saves window.json
    saved = Path(os.environ["ENGRAM_HOME"]) / "config" / "window.json"
    assert saved.stat().st_mode & 0o777 == 0o600
    theme.set_zoom(qapp, 1.0)
    ctx2, win2 = _start(qtbot, qapp)
    try:
        assert (win2.width(), win2.height()) == size == (780, 560)
        assert win2.splitter.sizes() == sizes and sizes[0] == 300
        assert win2.zoom == 1.1 and "11.00pt" in qapp.styleSheet()
        qtbot.waitUntil(lambda: win2.cid == cid and win2.chat.last_assistant() is not None,
                        timeout=10_000)
    finally:
        main.shutdown(qapp, ctx2, win2)
        theme.set_zoom(qapp, 1.0)


def _icon_colour(icon) -> str:
    img = icon.pixmap(16, 16).toImage()
    from collections import Counter
    seen = Counter()
    for x in range(img.width()):
        for y in range(img.height()):
            c = img.pixelColor(x, y)
            if c.alpha() > 200:
                seen[c.name()] += 1
    return seen.most_common(1)[0][0]


def test_icons_are_recoloured_on_a_live_theme_switch(gui, fake_model, qapp):
    from ui import theme
    from ui.qt import QColor

    ctx, win, _ = gui()
    try:
        theme.apply(qapp, "light")
        light = _icon_colour(win.sidebar.settings_button.icon())
        assert light == QColor(theme.colors("light")["text"]).name()
        theme.apply(qapp, "dark")
        dark = _icon_colour(win.sidebar.settings_button.icon())
        assert dark == QColor(theme.colors("dark")["text"]).name() and dark != light
        # list items are re-iconed too (they are rebuilt, not registered one by one)
        assert _icon_colour(win.sidebar.temp_button.icon()) == dark
    finally:
        theme.apply(qapp, "system")


def test_code_blocks_are_highlighted_with_a_copy_link(gui, fake_model, qtbot, qapp):
    from ui.chat.markdown import COPY_SCHEME, render
    from ui.qt import QGuiApplication

    code = "def greet(name):\n    return f\"hi {name}\"  # say hi\n"
    r = render(f"Here:\n\n```python\n{code}```\n\nand `inline`.")
    assert r.codes == (code.rstrip("\n"),) and r.languages == ("python",)
    assert f"{COPY_SCHEME}0" in r.html and r.html.count("color:#") >= 3  # token colours

    fake_model["kw"] = {"reply": f"Sure:\n\n```python\n{code}```"}
    ctx, win, _ = gui()
    send_and_wait(qtbot, win, "write a greeting function")
    ans = win.chat.last_assistant()
    assert ans.codes == (code.rstrip("\n"),)
    ans.label.linkActivated.emit(f"{COPY_SCHEME}0")
    assert QGuiApplication.clipboard().text() == code.rstrip("\n")


def test_export_chat_as_markdown(gui, fake_model, qtbot, tmp_path):
    ctx, win, _ = gui()
    send_and_wait(qtbot, win, "Packing list for a beach day")
    out = tmp_path / "chat.md"
    win.export_chat(path=str(out))
    qtbot.waitUntil(out.exists, timeout=5_000)
    time.sleep(0.1)
    text = out.read_text()
    assert text.startswith("# Packing list for a beach day")
    assert "## You" in text and "Packing list for a beach day" in text and "## Engram" in text
    assert out.stat().st_mode & 0o777 == 0o600


def test_a_search_hit_opens_the_message_in_its_chat(gui, fake_model, qtbot):
    from ui.chat.sidebar import ROLE_HIT

    ctx, win, _ = gui()
    first = send_and_wait(qtbot, win, "The ferry to Berlengas leaves Peniche at nine")
    cid = win.cid
    win.new_chat()
    send_and_wait(qtbot, win, "Something else entirely")
    win.sidebar.search_box.setText("ferry Berlengas Peniche")
    # waits on what the user sees, not on the db lane's "finished" signal: other jobs fire it
    # too, and a late queued emission reached a dead pytest-qt blocker (CALL ERROR in CI)
    win.search("ferry Berlengas Peniche")
    qtbot.waitUntil(lambda: win.sidebar.hits.count() > 0, timeout=15_000)
    row = next(i for i in range(win.sidebar.hits.count())
               if getattr(win.sidebar.hits.item(i).data(ROLE_HIT), "item_id", None)
               == first.page_id)
    item = win.sidebar.hits.item(row)
    assert item.text().startswith("The ferry to Berlengas")  # the chat's title, then the text
    win.sidebar.hits.itemClicked.emit(item)
    qtbot.waitUntil(lambda: win.cid == cid and win.chat.last_assistant() is not None,
                    timeout=10_000)
    assert win.inspector is None  # the chat, not the inspector
    qtbot.waitUntil(lambda: win.chat.last_assistant().stats.text() == "Found here", timeout=5_000)
