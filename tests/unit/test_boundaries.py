"""Layering rules: memory/ never imports Qt, llama_cpp, app or ui."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_memory_imports_no_qt_or_llama():
    mods = sorted(p.stem for p in (ROOT / "memory").glob("*.py") if p.stem != "__init__")
    code = ("import sys\n" + "".join(f"import memory.{m}\n" for m in mods) +
            "bad = [m for m in sys.modules if m.split('.')[0] in "
            "('PySide6', 'llama_cpp', 'app', 'ui', 'shiboken6')]\n"
            "print(','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ""


def test_memory_sources_do_not_mention_forbidden_imports():
    for p in (ROOT / "memory").rglob("*.py"):
        for line in p.read_text().splitlines():
            s = line.strip()
            if s.startswith(("import ", "from ")):
                root = s.split()[1].split(".")[0]
                assert root not in ("PySide6", "llama_cpp", "app", "ui"), f"{p}: {s}"
