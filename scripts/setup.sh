#!/usr/bin/env bash
# Sets Engram up on a fresh Linux machine with Python 3.11: system libraries, a venv in .venv,
# and llama-cpp-python built portable (GGML_NATIVE=OFF) into a wheel directory that later runs
# reuse. Usage: bash scripts/setup.sh [--test]   (--test adds test tools and Xvfb/keyring bits)
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
WHEELS=${ENGRAM_WHEEL_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/engram/wheels}
LLAMA_VERSION=0.3.36   # must equal the pin in pyproject.toml
EXTRAS=""
WITH_TESTS=0
[ "${1:-}" = "--test" ] && { WITH_TESTS=1; EXTRAS="[test,packaging]"; }

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

# 1. System libraries: Qt's xcb platform plugin needs these; tests also use Xvfb, a Secret
#    Service (gnome-keyring under dbus-run-session), zstd/dpkg for the .deb smoke test.
PKGS="libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
 libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-xfixes0 libxcb-xkb1
 libegl1 libgl1 libfontconfig1 libdbus-1-3 libglib2.0-0 fonts-dejavu-core"
[ $WITH_TESTS = 1 ] && PKGS="$PKGS xvfb xauth dbus gnome-keyring zstd binutils dpkg-dev"
missing=""
for p in $PKGS; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
if [ -n "$missing" ]; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    say "installing system packages:$missing"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
  elif command -v sudo >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    say "installing system packages with sudo:$missing"
    sudo apt-get update -qq
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
  else
    say "please install these system packages yourself:$missing"
  fi
fi

# 2. The virtual environment.
if [ ! -x .venv/bin/python ]; then
  say "creating .venv with $($PY --version)"
  $PY -m venv .venv
fi
VPY=.venv/bin/python
$VPY -m pip install -q --upgrade pip wheel setuptools

# 3. llama-cpp-python, portable. PyPI ships only its source; a default build targets this
#    CPU exactly and segfaults on machines that advertise AMX but fault on it. pip's wheel
#    cache ignores CMAKE_ARGS, hence our own wheel directory and --no-cache-dir.
mkdir -p "$WHEELS"
if ! ls "$WHEELS"/llama_cpp_python-$LLAMA_VERSION-*.whl >/dev/null 2>&1; then
  say "building llama-cpp-python $LLAMA_VERSION portable (takes ~5 minutes on 2 cores)"
  CMAKE_ARGS="-DGGML_NATIVE=OFF -DLLAVA_BUILD=OFF" CMAKE_BUILD_PARALLEL_LEVEL=$(nproc) \
    $VPY -m pip wheel --no-cache-dir --no-deps -w "$WHEELS" "llama-cpp-python==$LLAMA_VERSION"
fi
$VPY -m pip install -q --no-deps --no-index --find-links "$WHEELS" "llama-cpp-python==$LLAMA_VERSION"

# 4. torch first and pinned (a CPU build of exactly this version is on the local index; any
#    other request pulls a multi-GB CUDA build), then Engram and everything else.
say "installing Engram and its dependencies"
$VPY -m pip install -q --find-links "$WHEELS" "torch==2.13.0"
$VPY -m pip install -q --find-links "$WHEELS" -e ".$EXTRAS"

$VPY - <<'PY'
import apsw, llama_cpp, sqlite_vec  # noqa: F401
assert hasattr(apsw, "mc_version"), "apsw without SQLite3 Multiple Ciphers would write plaintext"
print("setup ok:", apsw.mc_version, "| llama-cpp-python", llama_cpp.__version__)
PY

# 5. Tests only: llama.cpp's own llama-server for the slot save/restore tests, built once
#    from the llama.cpp vendored in llama-cpp-python into ~/.cache/engram/bin (about 25 min on
#    2 busy cores, once; the tests skip when it is missing).
if [ $WITH_TESTS = 1 ] && [ ! -x "${XDG_CACHE_HOME:-$HOME/.cache}/engram/bin/llama-server" ]; then
  say "building llama.cpp's llama-server for the slot tests (once)"
  bash scripts/build_llama_server.sh || say "llama-server was not built; its tests will skip"
fi
