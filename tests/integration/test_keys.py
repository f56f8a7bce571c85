"""The database key: a real Secret Service keyring, and the no-keyring passphrase path."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app import keys
from memory.errors import WrongKeyError
from memory.store import open_store

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import json, os, sys
from pathlib import Path
from app import keys
from memory.store import open_store
db = Path(sys.argv[1])
src = keys.obtain(db, prompt=None)
s = open_store(db, src.key); s.close()
again = keys.obtain(db, prompt=None)
print(json.dumps({"origin": src.origin, "raw": src.key.raw, "same": again.key == src.key,
                  "backend": keys.keyring_backend()[0]}))
"""


@pytest.mark.skipif(not (shutil.which("dbus-run-session") and shutil.which("gnome-keyring-daemon")),
                    reason="needs dbus-run-session and gnome-keyring (scripts/setup.sh --test installs them)")
def test_real_secret_service_keyring_creates_and_reuses_key(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("ENGRAM_PASSPHRASE", "PYTHON_KEYRING_BACKEND")}
    env["HOME"] = str(tmp_path / "home")
    env["XDG_DATA_HOME"] = str(tmp_path / "home" / ".local" / "share")
    Path(env["XDG_DATA_HOME"]).mkdir(parents=True)
    script = (f"echo -n unlock | gnome-keyring-daemon --unlock --components=secrets >/dev/null; "
              f"{sys.executable} -c '{CHILD}' {tmp_path / 'k.db'}")
    out = subprocess.run(["dbus-run-session", "--", "sh", "-c", script], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    res = json.loads(out.stdout.strip().splitlines()[-1])
    assert res == {"origin": "keyring", "raw": True, "same": True,
                   "backend": "keyring.backends.SecretService.Keyring"}


def test_no_keyring_uses_passphrase_prompt(tmp_path, monkeypatch):
    monkeypatch.delenv("ENGRAM_PASSPHRASE")
    db = tmp_path / "p.db"
    asked = []

    def prompt(new):
        asked.append(new)
        return "a long passphrase"

    src = keys.obtain(db, prompt=prompt)
    assert src.origin == "prompt" and not src.key.raw and asked == [True]
    open_store(db, src.key).close()
    src2 = keys.obtain(db, prompt=lambda new: "wrong passphrase!")
    with pytest.raises(WrongKeyError):
        open_store(db, src2.key)


def test_no_keyring_and_no_prompt_is_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.delenv("ENGRAM_PASSPHRASE")
    with pytest.raises(keys.NoKeyAvailable, match="ENGRAM_PASSPHRASE"):
        keys.obtain(tmp_path / "x.db", prompt=None)


def test_short_new_passphrase_refused(tmp_path, monkeypatch):
    monkeypatch.delenv("ENGRAM_PASSPHRASE")
    with pytest.raises(keys.WeakPassphrase):
        keys.obtain(tmp_path / "x.db", prompt=lambda new: "short")


def test_env_passphrase_wins(tmp_path):
    src = keys.obtain(tmp_path / "x.db", prompt=None)
    assert src.origin == "env" and src.key.secret == os.environ["ENGRAM_PASSPHRASE"]
