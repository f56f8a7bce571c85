"""`engram doctor` reports all green on a machine set up by scripts/setup.sh."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.model
def test_doctor_all_green():
    out = subprocess.run([sys.executable, "-m", "app", "doctor"], cwd=ROOT, capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "all good." in out.stdout
    for name in ("storage", "qt", "llama.cpp", "backends", "keyring", "embedder", "chat model"):
        assert any(line.split()[1:2] == [name.split()[0]] for line in out.stdout.splitlines()), name
    assert "SQLite3 Multiple Ciphers" in out.stdout and "sqlite-vec" in out.stdout
    import llama_cpp
    gpu = bool(llama_cpp.llama_supports_gpu_offload())
    backends = next(ln for ln in out.stdout.splitlines() if ln.split()[1:2] == ["backends"])
    assert f"GPU offload {'yes' if gpu else 'no'}" in backends
    from app import llama_compat
    devices = llama_compat.backend_devices()          # ggml's backend registry, device by device
    assert any(kind == "CPU" for _reg, kind, _d in devices)
    assert all(f"{reg} {kind}: {desc}" in backends for reg, kind, desc in devices)


def test_doctor_checks_a_configured_server(engram_home):
    from app import config

    config.save(config.Settings(model_server="http://127.0.0.1:9"))   # nothing listens
    out = subprocess.run([sys.executable, "-m", "app", "doctor"], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 1
    line = next(ln for ln in out.stdout.splitlines() if "chat model" in ln)
    assert line.startswith("BAD") and "refused the connection" in line


def test_doctor_reports_a_bad_model_file(engram_home):
    from app import config

    bad = engram_home / "broken.gguf"
    bad.parent.mkdir(parents=True, exist_ok=True)
    bad.write_bytes(b"not a gguf at all")
    config.save(config.Settings(model_path=str(bad)))
    out = subprocess.run([sys.executable, "-m", "app", "doctor", "--no-models"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr  # --no-models skips the model load


def test_cli_clear_error_on_wrong_passphrase(engram_home, monkeypatch):
    env_ok = dict(__import__("os").environ)
    run = lambda env: subprocess.run([sys.executable, "-m", "app", "memory", "stats"], cwd=ROOT,
                                     capture_output=True, text=True, timeout=120, env=env)
    assert run(env_ok).returncode == 0
    env_bad = dict(env_ok, ENGRAM_PASSPHRASE="definitely wrong")
    out = run(env_bad)
    assert out.returncode == 2
    assert "does not open" in out.stderr and "Traceback" not in out.stderr
