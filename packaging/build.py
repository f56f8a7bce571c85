"""Build Engram's installers: `python packaging/build.py bundle|deb|tar|all`.

- bundle: PyInstaller one-folder build from packaging/engram.spec into DIST/engram/.
- deb:    DIST/engram_<version>_amd64.deb: the bundle under /opt/engram, a relative
          /usr/bin/engram symlink (so the package also runs when unpacked into any root with
          `dpkg -x`), a .desktop entry and hicolor icons. Depends are computed, not guessed:
          every shared library the bundle NEEDS and does not carry itself is mapped to the
          Debian package that ships it (the xcb/wayland/GL libraries Qt's platform plugins
          load), and libc6 gets the highest GLIBC symbol version any bundled file requires.
          zstd compression: xz takes minutes on ~1 GB of torch, zstd seconds.
- tar:    DIST/engram-<version>-linux-x86_64.tar.gz of the bundle plus the desktop file/icons.

Timings and sizes are printed as `metric name value unit` lines so runs can be compared.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "engram.spec"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
APP_ID = "engram"

# soname -> Debian package (bookworm and Ubuntu 22.04+ share these names). Only libraries
# the system must provide appear here; anything unmapped fails the build loudly.
SYSTEM_LIBS = {
    "libc.so.6": "libc6", "libm.so.6": "libc6", "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6", "librt.so.1": "libc6", "libutil.so.1": "libc6",
    "ld-linux-x86-64.so.2": "libc6",
    "libstdc++.so.6": "libstdc++6", "libgcc_s.so.1": "libgcc-s1",
    "libz.so.1": "zlib1g",
    "libglib-2.0.so.0": "libglib2.0-0", "libgobject-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0", "libgio-2.0.so.0": "libglib2.0-0",
    "libGL.so.1": "libgl1", "libEGL.so.1": "libegl1", "libOpenGL.so.0": "libopengl0",
    "libGLX.so.0": "libglx0",
    "libfontconfig.so.1": "libfontconfig1", "libfreetype.so.6": "libfreetype6",
    "libX11.so.6": "libx11-6", "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon.so.0": "libxkbcommon0", "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb.so.1": "libxcb1", "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4", "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1", "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0", "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0", "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1", "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0", "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-util.so.1": "libxcb-util1", "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libSM.so.6": "libsm6", "libICE.so.6": "libice6",
    "libwayland-client.so.0": "libwayland-client0", "libwayland-cursor.so.0":
    "libwayland-cursor0", "libwayland-egl.so.1": "libwayland-egl1",
    "libdbus-1.so.3": "libdbus-1-3", "libgomp.so.1": "libgomp1",
    "libexpat.so.1": "libexpat1", "libuuid.so.1": "libuuid1", "libbz2.so.1.0": "libbz2-1.0",
    "liblzma.so.5": "liblzma5", "libffi.so.8": "libffi8", "libcrypto.so.3": "libssl3",
    "libssl.so.3": "libssl3", "libsqlite3.so.0": "libsqlite3-0", "libreadline.so.8": "libreadline8",
    "libtinfo.so.6": "libtinfo6", "libncursesw.so.6": "libncursesw6",
    "libgssapi_krb5.so.2": "libgssapi-krb5-2", "libzstd.so.1": "libzstd1",
    "libdrm.so.2": "libdrm2", "libgbm.so.1": "libgbm1", "libmtdev.so.1": "libmtdev1",
    "libinput.so.10": "libinput10", "libudev.so.1": "libudev1", "libjpeg.so.62": "libjpeg62-turbo",
    "libbrotlicommon.so.1": "libbrotli1", "libbrotlidec.so.1": "libbrotli1", "libresolv.so.2": "libc6",
}
# Loaded by Qt at run time with dlopen (not in any NEEDED list) yet required for a window.
RUNTIME_DEPENDS = ["libxcb-cursor0", "libfontconfig1", "fonts-dejavu-core | fonts-liberation2 | fonts-noto-core"]
# Not required for the bundle to start; the keyring (Secret Service) needs a running daemon.
RECOMMENDS = ["gnome-keyring | kwalletmanager", "libwayland-client0"]


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def metric(name: str, value: float, unit: str) -> None:
    print(f"metric {name} {value:.2f} {unit}", flush=True)


def tree_bytes(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


# --- icons -------------------------------------------------------------------------------
def render_icons(out: Path) -> Path:
    """PNG sizes of resources/icons/logo.svg for the hicolor theme, rendered with Qt."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6 import QtCore, QtGui, QtSvg

    app = QtGui.QGuiApplication.instance() or QtGui.QGuiApplication([])
    svg = ROOT / "resources" / "icons" / "logo.svg"
    renderer = QtSvg.QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"build: cannot render {svg}")
    out.mkdir(parents=True, exist_ok=True)
    for size in ICON_SIZES:
        img = QtGui.QImage(size, size, QtGui.QImage.Format.Format_ARGB32)
        img.fill(QtCore.Qt.GlobalColor.transparent)
        p = QtGui.QPainter(img)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        renderer.render(p)
        p.end()
        if not img.save(str(out / f"{APP_ID}-{size}.png")):
            raise SystemExit(f"build: could not write icon {size}px")
    shutil.copy2(svg, out / f"{APP_ID}.svg")
    # Windows wants an .ico for the exe and the installer (Qt's ico image plugin writes it).
    big = QtGui.QImage(str(out / f"{APP_ID}-256.png"))
    big.save(str(out / f"{APP_ID}.ico"))
    del app
    return out


def desktop_entry(exec_cmd: str) -> str:
    return (
        "[Desktop Entry]\nType=Application\nName=Engram\nGenericName=Local assistant\n"
        "Comment=Local-first assistant with an encrypted, inspectable memory\n"
        f"Exec={exec_cmd}\nIcon={APP_ID}\nTerminal=false\nCategories=Utility;Office;\n"
        "Keywords=assistant;chat;llm;memory;\nStartupNotify=true\n"
    )


# --- bundle ------------------------------------------------------------------------------
def build_bundle(dist: Path, work: Path, clean: bool) -> Path:
    render_icons(ROOT / "build" / "icons")
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(dist),
           "--workpath", str(work), str(SPEC)]
    if clean:
        cmd.insert(3, "--clean")
    t = time.perf_counter()
    subprocess.run(cmd, check=True, cwd=ROOT)
    metric("bundle_build_s", time.perf_counter() - t, "s")
    bundle = dist / "engram"
    metric("bundle_size_mb", tree_bytes(bundle) / 1e6, "MB")
    return bundle


# --- deb ---------------------------------------------------------------------------------
def _elf_files(root: Path):
    for f in root.rglob("*"):
        if f.is_file() and not f.is_symlink():
            with open(f, "rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    yield f


def system_depends(bundle: Path) -> list[str]:
    """Debian Depends for the libraries the bundle needs but does not carry.

    dpkg-shlibdeps (dpkg-dev) gives versioned dependencies from the build system's shlibs
    data; without it a fixed soname map is used and libc6 gets the highest GLIBC symbol
    version any bundled file requires. Either way an unresolvable library fails the build.
    """
    elf = [str(f) for f in _elf_files(bundle)]
    if shutil.which("dpkg-shlibdeps"):
        libdirs = sorted({str(Path(f).parent) for f in elf})
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "debian").mkdir()
            (Path(tmp) / "debian" / "control").write_text(
                "Source: engram\n\nPackage: engram\nArchitecture: amd64\n")
            proc = subprocess.run(["dpkg-shlibdeps", "-O", "--ignore-missing-info",
                                   *(f"-l{d}" for d in libdirs), *elf], cwd=tmp,
                                  capture_output=True, text=True)
        if proc.returncode != 0:
            raise SystemExit(f"build: dpkg-shlibdeps failed:\n{proc.stderr[-4000:]}")
        line = next(l for l in proc.stdout.splitlines() if l.startswith("shlibs:Depends="))
        pkgs = [p.strip() for p in line.split("=", 1)[1].split(",") if p.strip()]
        names = {p.split()[0] for p in pkgs}
        return pkgs + [p for p in RUNTIME_DEPENDS if p.split()[0] not in names]
    # A library counts as carried where the loader finds it: beside the file that needs it,
    # in its RUNPATH/RPATH ($ORIGIN-relative), or in _internal/, the folder PyInstaller's bootloader puts on the search path.
    top = bundle / "_internal"
    top_names = {f.name for f in top.iterdir()} if top.is_dir() else set()
    missing_set: set[str] = set()
    glibc = (2, 17)
    for f in elf:
        out = subprocess.run(["readelf", "-dW", "--version-info", f], capture_output=True,
                             text=True).stdout
        dirs = [Path(f).parent]
        for rp in re.findall(r"Library (?:runpath|rpath): \[([^\]]*)\]", out):
            dirs += [Path(d.replace("$ORIGIN", str(Path(f).parent))) for d in rp.split(":") if d]
        here = {g.name for d in dirs if d.is_dir() for g in d.iterdir()}
        for lib in re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out):
            if lib not in here and lib not in top_names:
                missing_set.add(lib)
        for v in re.findall(r"GLIBC_(\d+)\.(\d+)", out):
            glibc = max(glibc, (int(v[0]), int(v[1])))
    missing = sorted(missing_set)
    unknown = [s for s in missing if s not in SYSTEM_LIBS]
    if unknown:
        raise SystemExit(f"build: no Debian package known for {unknown}; add them to SYSTEM_LIBS")
    pkgs = sorted({SYSTEM_LIBS[s] for s in missing} | set(RUNTIME_DEPENDS))
    return [f"libc6 (>= {glibc[0]}.{glibc[1]})" if p == "libc6" else p for p in pkgs]


def _link_or_copy(src, dst):
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)


def build_deb(bundle: Path, dist: Path, stage: Path) -> Path:
    ver = version()
    if stage.exists():
        shutil.rmtree(stage)
    root = stage / "root"
    # Hard links: staging ~1 GB costs no time or disk; dpkg-deb only reads the files.
    shutil.copytree(bundle, root / "opt" / "engram", symlinks=True, copy_function=_link_or_copy)
    (root / "usr" / "bin").mkdir(parents=True)
    # Relative, so `dpkg -x pkg.deb /some/root` gives a runnable /some/root/usr/bin/engram.
    (root / "usr" / "bin" / "engram").symlink_to("../../opt/engram/engram")
    icons = render_icons(ROOT / "build" / "icons")
    for size in ICON_SIZES:
        d = root / "usr/share/icons/hicolor" / f"{size}x{size}" / "apps"
        d.mkdir(parents=True)
        shutil.copy2(icons / f"{APP_ID}-{size}.png", d / f"{APP_ID}.png")
    d = root / "usr/share/icons/hicolor/scalable/apps"
    d.mkdir(parents=True)
    shutil.copy2(icons / f"{APP_ID}.svg", d / f"{APP_ID}.svg")
    apps = root / "usr/share/applications"
    apps.mkdir(parents=True)
    (apps / f"{APP_ID}.desktop").write_text(desktop_entry("/usr/bin/engram"))
    doc = root / "usr/share/doc/engram"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        "Engram - Apache-2.0.\nBundles: Qt/PySide6 (LGPL-3.0), PyTorch (BSD-3-Clause), "
        "llama.cpp (MIT), SQLite3 Multiple Ciphers (MIT), sqlite-vec (Apache-2.0/MIT), "
        "all-MiniLM-L6-v2 (Apache-2.0), SmolLM2-135M-Instruct (Apache-2.0).\n")
    installed_kb = tree_bytes(root) // 1024
    depends = system_depends(bundle)
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(
        f"Package: engram\nVersion: {ver}\nArchitecture: amd64\n"
        "Maintainer: Engram developers <engram@localhost>\nSection: utils\nPriority: optional\n"
        f"Installed-Size: {installed_kb}\nDepends: {', '.join(depends)}\n"
        f"Recommends: {', '.join(RECOMMENDS)}\nHomepage: https://localhost/engram\n"
        "Description: local-first desktop assistant with an encrypted memory\n"
        " Engram runs a small GGUF chat model on the CPU (llama.cpp) and keeps an\n"
        " OS-style three-tier memory in one encrypted SQLite database.\n")
    # Refresh the desktop and icon caches after install/remove where the tools exist.
    hook = ("#!/bin/sh\nset -e\n"
            "command -v update-desktop-database >/dev/null && update-desktop-database -q || true\n"
            "command -v gtk-update-icon-cache >/dev/null && "
            "gtk-update-icon-cache -q -t /usr/share/icons/hicolor || true\n")
    for name in ("postinst", "postrm"):
        (root / "DEBIAN" / name).write_text(hook)
        (root / "DEBIAN" / name).chmod(0o755)
    out = dist / f"engram_{ver}_amd64.deb"
    t = time.perf_counter()
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zzstd", "-z6", "--build", str(root),
                    str(out)], check=True, stdout=subprocess.DEVNULL)
    metric("deb_build_s", time.perf_counter() - t, "s")
    shutil.rmtree(stage)
    metric("deb_size_mb", out.stat().st_size / 1e6, "MB")
    metric("deb_installed_mb", installed_kb / 1e3, "MB")
    print("Depends:", ", ".join(depends))
    return out


# --- tar ---------------------------------------------------------------------------------
def build_tar(bundle: Path, dist: Path) -> Path:
    ver = version()
    top = f"engram-{ver}"
    out = dist / f"engram-{ver}-linux-x86_64.tar.gz"
    icons = render_icons(ROOT / "build" / "icons")
    t = time.perf_counter()
    with tarfile.open(out, "w:gz", compresslevel=6) as tf:
        tf.add(bundle, arcname=top)
        desktop = ROOT / "build" / "engram.desktop"
        desktop.write_text(desktop_entry("engram"))
        tf.add(desktop, arcname=f"{top}/share/applications/{APP_ID}.desktop")
        tf.add(icons / f"{APP_ID}-256.png", arcname=f"{top}/share/icons/{APP_ID}.png")
    metric("tar_build_s", time.perf_counter() - t, "s")
    metric("tar_size_mb", out.stat().st_size / 1e6, "MB")
    return out


# --- startup benchmark -------------------------------------------------------------------
def _evict(tree: Path) -> None:
    """Drop the tree's files from the page cache (no root needed), for a cold-ish start."""
    for f in tree.rglob("*"):
        if f.is_file() and not f.is_symlink():
            try:
                fd = os.open(f, os.O_RDONLY)
            except OSError:
                continue
            try:
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(fd)


def bench_startup(exe: Path, runs: int, evict: Path | None,
                  platform: str = "offscreen") -> list[float]:
    """Seconds from launching `exe` (GUI) to the app logging that its window is shown.

    Each run gets a fresh ENGRAM_HOME (first-run path: profile and database are created).
    `platform` is the Qt platform plugin (xcb needs a DISPLAY, e.g. under xvfb-run).
    """
    import tempfile

    times = []
    for i in range(runs):
        if evict is not None:
            _evict(evict)
        with tempfile.TemporaryDirectory(prefix="engram-startup-") as home:
            env = dict(os.environ, ENGRAM_HOME=home, QT_QPA_PLATFORM=platform,
                       ENGRAM_PASSPHRASE=os.environ.get("ENGRAM_PASSPHRASE", "startup-bench-1"),
                       PYTHON_KEYRING_BACKEND="keyring.backends.fail.Keyring")
            env.pop("PYTHONPATH", None)
            env.pop("VIRTUAL_ENV", None)
            t = time.perf_counter()
            proc = subprocess.Popen([str(exe), "-v", "gui"], env=env, cwd=home,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            shown = None
            try:
                for line in proc.stderr:
                    if "window shown" in line:
                        shown = time.perf_counter() - t
                        break
            finally:
                proc.terminate()
                try:
                    proc.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
            if shown is None:
                raise SystemExit(f"build: {exe} exited ({proc.returncode}) without a window")
            tag = f"{platform}{'_evicted' if evict else ''}"
            metric(f"startup_window_s_{tag}_run{i + 1}", shown, "s")
            times.append(shown)
    return times


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("target", choices=["bundle", "deb", "tar", "all", "startup"])
    ap.add_argument("--exe", type=Path, help="startup: the engram executable to time "
                    "(default: DIST/engram/engram)")
    ap.add_argument("--runs", type=int, default=3, help="startup: number of launches")
    ap.add_argument("--cold", action="store_true",
                    help="startup: evict the bundle's files from the page cache before each run")
    ap.add_argument("--platform", default="offscreen",
                    help="startup: Qt platform plugin (offscreen, or xcb under xvfb-run)")
    ap.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    ap.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                    help="PyInstaller work folder (its cache makes rebuilds faster)")
    ap.add_argument("--clean", action="store_true", help="drop PyInstaller's cache first")
    args = ap.parse_args(argv)
    dist = args.dist.resolve()
    dist.mkdir(parents=True, exist_ok=True)
    bundle = dist / "engram"
    if args.target == "startup":
        exe = (args.exe or bundle / "engram").absolute()
        bench_startup(exe, args.runs, exe.resolve().parent if args.cold else None, args.platform)
        return 0
    if args.target in ("bundle", "all"):
        bundle = build_bundle(dist, args.work.resolve(), args.clean)
    elif not (bundle / "engram").exists() and not (bundle / "engram.exe").exists():
        raise SystemExit(f"build: no bundle at {bundle}; run `build.py bundle` first")
    if args.target in ("deb", "all"):
        if not sys.platform.startswith("linux"):
            raise SystemExit("build: .deb packages are built on Linux only")
        print(build_deb(bundle, dist, dist / ".deb-stage"))
    if args.target in ("tar", "all"):
        print(build_tar(bundle, dist))
    return 0


if __name__ == "__main__":
    sys.exit(main())
