"""Two Engram processes on one profile: the second is refused clearly, never a second writer.

The lock is an OS lock held by the process (flock / msvcrt), so it also has to disappear when
the holder dies without closing anything (SIGKILL): a stale lock must not lock the user out.
"""
from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from memory.errors import AlreadyOpenError

ROOT = Path(__file__).resolve().parents[2]
HOLDER = Path(__file__).parent / "helpers" / "hold_profile.py"


def _env() -> dict:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


def _start_holder(hold: float | None = None) -> subprocess.Popen:
    args = [sys.executable, str(HOLDER)] + ([] if hold is None else [str(hold)])
    p = subprocess.Popen(args, env=_env(), cwd=ROOT, stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = p.stdout.readline()
    if not line.startswith("ready"):
        p.kill()
        raise AssertionError(f"holder did not start: {line!r} {p.stderr.read()}")
    return p


def _stop(p: subprocess.Popen) -> None:
    if p.poll() is None:
        p.stdin.close()
        try:
            p.wait(timeout=20)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


def _db_digests(home: Path) -> dict[str, str]:
    data = home / "data"
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(data.glob("engram.db*")) if p.name != "engram.db.lock"}


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "app", *args], env=_env(), cwd=ROOT,
                          capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)


def test_cli_second_instance_gets_clear_already_open(engram_home):
    holder = _start_holder()
    try:
        before = _db_digests(engram_home)
        r = _cli("memory", "stats")
        assert r.returncode == 2, (r.stdout, r.stderr)
        assert "already open" in r.stderr
        assert "Traceback" not in r.stderr
        assert r.stderr.strip().count("\n") == 0  # one clear line
        # the refused process wrote nothing: not to the database, not to its WAL
        assert _db_digests(engram_home) == before
        assert holder.poll() is None  # and the first instance is unharmed
    finally:
        _stop(holder)
    r = _cli("memory", "stats", "--json")
    assert r.returncode == 0, r.stderr
    assert '"audit": 1' in r.stdout


def test_gui_session_path_is_refused_while_another_process_holds_the_profile(engram_home):
    from app.services import Session
    from memory.store import Key

    holder = _start_holder()
    try:
        with pytest.raises(AlreadyOpenError, match="already open"):
            Session.open(Key(os.environ["ENGRAM_PASSPHRASE"]))
    finally:
        _stop(holder)
    s = Session.open(Key(os.environ["ENGRAM_PASSPHRASE"]))  # free again once it exits
    assert s.store.scalar("SELECT count(*) FROM audit WHERE action = 'holder'") == 1
    s.close()


def test_killed_holder_leaves_no_stale_lock(engram_home):
    holder = _start_holder()
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait(timeout=20)
    assert (engram_home / "data" / "engram.db.lock").exists()  # the file stays; the lock not
    r = _cli("memory", "stats", "--json")
    assert r.returncode == 0, r.stderr
    assert '"audit": 1' in r.stdout  # the holder's committed row survived the kill


def test_simultaneous_starts_exactly_one_writer(engram_home):
    # create the profile first so every racer sees the same existing file
    _stop(_start_holder())
    procs = [subprocess.Popen([sys.executable, str(HOLDER), "8"], env=_env(), cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for _ in range(4)]
    outs = [p.communicate(timeout=120) for p in procs]
    won = [o for o, _ in outs if o.startswith("ready")]
    refused = [o for o, _ in outs if o.startswith("refused")]
    assert len(won) == 1, outs
    assert len(refused) == 3, outs
    assert all("already open" in o for o in refused)
    r = _cli("memory", "stats", "--json")
    assert '"audit": 2' in r.stdout  # the first holder's row + exactly one racer's

