#!/usr/bin/env bash
# Sets everything up (like scripts/setup.sh --test) and runs the whole test suite, slow tests
# included. Extra arguments go to pytest, e.g. `bash scripts/test.sh -m "not slow"`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
export QT_QPA_PLATFORM=offscreen HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
.venv/bin/engram doctor
exec .venv/bin/python -m pytest "$@"
