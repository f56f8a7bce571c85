#!/usr/bin/env bash
# Builds llama.cpp's own `llama-server` from the llama.cpp sources vendored in the
# llama-cpp-python sdist (the same llama.cpp Engram runs in process), portable
# (GGML_NATIVE=OFF) and static, into BIN_DIR (default ~/.cache/engram/bin), once.
# tests/integration/test_llama_server_slots.py runs against it and skips without it.
# Usage: bash scripts/build_llama_server.sh [BIN_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-${XDG_CACHE_HOME:-$HOME/.cache}/engram/bin}
VER=${LLAMA_VERSION:-0.3.36}   # must equal the pin in pyproject.toml
PY=${PYTHON:-.venv/bin/python}
[ -x "$BIN/llama-server" ] && exit 0
if ! command -v cmake >/dev/null || ! command -v c++ >/dev/null; then
  echo "cmake or a C++ compiler is missing: llama-server not built (its tests skip)" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
$PY -m pip download -q --no-binary :all: --no-deps -d "$work" "llama-cpp-python==$VER"
tar xzf "$work/llama_cpp_python-$VER.tar.gz" -C "$work"
# no curl/OpenSSL (it only serves 127.0.0.1 in tests), no web UI, nothing but the server
cmake -S "$work/llama_cpp_python-$VER/vendor/llama.cpp" -B "$work/build" \
  -DCMAKE_BUILD_TYPE=Release -DGGML_NATIVE=OFF -DLLAMA_CURL=OFF -DLLAMA_OPENSSL=OFF \
  -DLLAMA_USE_PREBUILT_UI=OFF -DLLAMA_BUILD_UI=OFF -DBUILD_SHARED_LIBS=OFF \
  -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF >/dev/null
cmake --build "$work/build" --target llama-server -j "$(nproc)" >/dev/null
mkdir -p "$BIN"
install -m 755 "$work/build/bin/llama-server" "$BIN/.llama-server.part"
mv "$BIN/.llama-server.part" "$BIN/llama-server"
"$BIN/llama-server" --version 2>&1 | head -2
