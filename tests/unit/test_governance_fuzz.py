"""A bounded atheris run over the import parser (the long campaign is the script itself)."""
from __future__ import annotations

import resource
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("atheris")
FUZZ = Path(__file__).resolve().parents[1] / "fuzz" / "fuzz_import.py"


@pytest.mark.slow
def test_atheris_finds_no_crash_in_the_import_parser(tmp_path):
    # libFuzzer's rss is the peak RSS (ru_maxrss), which Linux carries across fork and exec:
    # the child starts at this pytest process's peak (2.5 GB late in a CI run), so the limit is
    # 2 GB on top of that, not an absolute figure.
    inherited_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    r = subprocess.run([sys.executable, str(FUZZ), "-atheris_runs=30000",
                        f"-rss_limit_mb={inherited_mb + 2048}",
                        f"-artifact_prefix={tmp_path}/"],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    assert "Done 30000" in r.stderr
