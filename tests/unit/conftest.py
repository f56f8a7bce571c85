"""Unit-test guard: a run of only the fast tests must never load libllama (llama_cpp).

tests/unit/test_no_libllama.py proves it for the fake-model code paths in a fresh
interpreter; this checks the whole fast run as it really happened, so a test or fixture that
imports llama_cpp by the way fails the run instead of quietly slowing every fast test.
"""
from __future__ import annotations

import sys
from pathlib import Path

UNIT = Path(__file__).resolve().parent


def pytest_sessionfinish(session, exitstatus):
    items = getattr(session, "items", None) or []
    only_unit = items and all(UNIT in Path(str(i.path)).resolve().parents for i in items)
    loaded = sorted(m for m in sys.modules if m == "llama_cpp" or m.startswith("llama_cpp."))
    if only_unit and loaded:
        print(f"\nfast tests loaded llama_cpp ({', '.join(loaded[:3])}): use app.fake_runtime",
              file=sys.stderr)
        session.exitstatus = 1
