"""Screenshots under a real X server (Xvfb, xcb platform), checked for content, not blankness."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = [pytest.mark.xvfb]
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def xvfb():
    exe = shutil.which("Xvfb")
    if exe is None:
        pytest.skip("Xvfb is not installed (apt-get install xvfb)")
    for n in range(91, 120):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            break
    proc = subprocess.Popen([exe, f":{n}", "-screen", "0", "1400x900x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 10
    while not Path(f"/tmp/.X11-unix/X{n}").exists():
        if time.time() > deadline or proc.poll() is not None:
            proc.kill()
            pytest.fail("Xvfb did not start")
        time.sleep(0.05)
    yield f":{n}"
    proc.terminate()
    proc.wait(10)


def _check_png(path: Path, bg: str) -> None:
    from PySide6.QtGui import QColor, QImage

    img = QImage(str(path))
    assert not img.isNull() and img.width() >= 1000 and img.height() >= 600
    assert path.stat().st_size < 300_000
    colours = {img.pixel(x, y) for x in range(0, img.width(), 7) for y in range(0, img.height(), 7)}
    assert len(colours) > 40, "the screenshot is (nearly) blank"
    corner = QColor(img.pixel(img.width() - 5, img.height() // 2))
    assert corner.name() == bg  # the theme's background: styles applied under xcb too


@pytest.mark.parametrize("theme_name", ["light", "dark"])
def test_screenshots_under_xvfb(xvfb, tmp_path, theme_name):
    import tomllib
    env = dict(os.environ, DISPLAY=xvfb, QT_QPA_PLATFORM="xcb")
    out = tmp_path / "shots"
    r = subprocess.run([sys.executable, "-m", "tests.ui.screenshots", str(out), "--fake",
                        "--theme", theme_name], cwd=ROOT, env=env, capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    bg = tomllib.loads((ROOT / "resources" / "styles" / f"{theme_name}.toml").read_text())["bg"]
    _check_png(out / "chat.png", bg)
    _check_png(out / "inspector.png", bg)
