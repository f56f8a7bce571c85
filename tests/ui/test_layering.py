"""ui/ imports Qt only through ui/qt.py and never reaches SQL or llama.cpp directly."""
from __future__ import annotations

import re
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "ui"


def test_ui_imports_qt_only_through_the_shim_and_runs_no_sql():
    sql = re.compile(r"\b(SELECT|INSERT|UPDATE|DELETE FROM)\b.*\b(FROM|INTO|SET|WHERE)\b")
    for p in UI.rglob("*.py"):
        text = p.read_text()
        for line in text.splitlines():
            s = line.strip()
            if s.startswith(("import ", "from ")):
                root = s.split()[1].split(".")[0]
                assert root not in ("apsw", "llama_cpp", "sqlite_vec"), f"{p}: {s}"
                if p.name != "qt.py":
                    assert root not in ("PySide6", "shiboken6"), f"{p}: {s}"
            assert not sql.search(s), f"{p} runs SQL: {s}"
            assert ".execute(" not in s and ".rows(" not in s, f"{p}: {s}"


def test_app_services_import_no_qt():
    import subprocess
    import sys
    code = ("import sys, app.services\n"
            "print(','.join(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'ui')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=UI.parent, capture_output=True,
                         text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ""
