"""SIGKILL in the middle of every operation that rewrites, copies or re-files the memory.

Operations: the four key-change directions (passphrase -> passphrase, passphrase -> keyring,
keyring -> passphrase, keyring -> new keyring key), backup, restore, import, forget and the
data-folder move. Each round builds a real encrypted profile with a real, file-based keyring
(helpers/file_keyring.py) in a child (helpers/kill_target.py), which acknowledges its writes in
a log, then runs the operation; the parent kills it at a uniformly random moment of the
operation (its length is measured by one unkilled run first). Then the profile is opened the
way the app opens it on start, in a fresh process, and must: open with a key the app finds
(the keyring, or a passphrase the user knows), pass integrity_check, hold every acknowledged
write, show the operation all-or-nothing, and keep no leftover copy (partial backups, restore
or rekey temporaries, key-change journals, a second database after a move).

ENGRAM_KILLS_PER_OP sets the kills per operation (default 3; 20 with ENGRAM_FULL=1).
"""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HELPERS = Path(__file__).parent / "helpers"
FULL = os.environ.get("ENGRAM_FULL") == "1"
KILLS = int(os.environ.get("ENGRAM_KILLS_PER_OP") or (20 if FULL else 3))
OPS = ["key_pp", "key_pk", "key_kp", "key_kk", "backup", "restore", "import", "forget", "move"]
LEFTOVER_MARKS = (".rekey-", ".restore-", ".replaced-", ".partial-", ".keychange", "-journal",
                  "data-move", ".backups")


def _env(d: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "ENGRAM_PASSPHRASE"}
    env.update(ENGRAM_HOME=str(d / "home"), ENGRAM_TEST_KEYRING_FILE=str(d / "keyring.json"),
               PYTHON_KEYRING_BACKEND="file_keyring.FileKeyring",
               PYTHONPATH=os.pathsep.join([str(ROOT), str(HELPERS)]),
               HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", TOKENIZERS_PARALLELISM="false")
    return env


def _log(d: Path) -> list[str]:
    p = d / "log"
    text = p.read_text() if p.exists() else ""
    return [x for x in text.split("\n")[:-1] if x]   # a line without "\n" was cut by the kill


def _run(op: str, d: Path, kill_after: float | None) -> tuple[float | None, bool]:
    """Run OP in a child; SIGKILL it `kill_after` seconds after it logs "start". Return the
    operation's duration (if it finished) and whether it was killed."""
    d.mkdir(parents=True)
    child = subprocess.Popen([sys.executable, str(HELPERS / "kill_target.py"), "run", op,
                              str(d)], cwd=ROOT, env=_env(d), stdout=subprocess.DEVNULL,
                             stderr=open(d / "stderr", "w"))
    t_start = None
    deadline = time.monotonic() + 300
    while child.poll() is None and time.monotonic() < deadline:
        if any(x.startswith("start ") for x in _log(d)):
            t_start = time.monotonic()
            break
        time.sleep(0.005)
    assert t_start is not None, f"{op}: the child never started: {(d / 'stderr').read_text()}"
    if kill_after is not None:
        time.sleep(kill_after)
        killed = child.poll() is None
        if killed:
            os.kill(child.pid, signal.SIGKILL)
        child.wait(60)
        return None, killed
    child.wait(300)
    assert child.returncode == 0, f"{op}: {(d / 'stderr').read_text()[-3000:]}"
    stamps = {x.split()[0]: float(x.split()[1]) for x in _log(d)
              if x.startswith(("start ", "done "))}
    return stamps["done"] - stamps["start"], False


def _check(d: Path) -> dict:
    out = subprocess.run([sys.executable, str(HELPERS / "kill_target.py"), "check", str(d)],
                         cwd=ROOT, env=_env(d), capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    res = json.loads(out.stdout.strip().splitlines()[-1])
    res["stderr"] = out.stderr
    return res


def _outcome(op: str, d: Path, res: dict) -> str:
    """Which side of the operation the kill left: "before" or "after" (or "recovering")."""
    log = _log(d)
    if op.startswith("key_"):
        key0 = next(x.split()[1] for x in log if x.startswith("key0 "))
        return "before" if res["key"] == key0 else "after"
    if op == "backup":
        return "after" if "out/engram-backup.db" in res["files"] else "before"
    if op == "restore":
        late = [x.split()[1] for x in log if x.startswith("late ")]
        return "before" if late and late[0] in res["titles"] else "after"
    if op == "import":
        return "after" if any("impmark" in t for t in res["texts"]) else "before"
    if op == "forget":
        return "before" if any("doomz" in t for t in res["texts"]) else "after"
    return "after" if "moved" in res["pointer"] else "before"


def _verify(op: str, d: Path, res: dict, full: dict) -> None:
    log = _log(d)
    assert res["opens"], f"{op}: no key the app can find opens the profile"
    assert res["integrity"] == ["ok"], res["integrity"]
    assert not res["journal"]
    titles = set(res["titles"])
    acked = [x.split()[1] for x in log if x.startswith("ack ")]
    lost = [m for m in acked if m not in titles]
    assert not lost, f"{op}: acknowledged writes lost: {lost}"
    leftovers = [f for f in res["files"] if any(m in f for m in LEFTOVER_MARKS)]
    assert not leftovers, f"{op}: leftovers after start: {leftovers}"
    dbs = [f for f in res["files"] if f.endswith("engram.db")]
    assert len(dbs) == 1, f"{op}: the memory exists {len(dbs)} times: {dbs}"
    if op == "backup":
        outs = [f for f in res["files"] if f.startswith("out/")]
        assert outs in ([], ["out/engram-backup.db"]), outs
    if op == "restore":
        late = [x.split()[1] for x in log if x.startswith("late ")]
        there = [m for m in late if m in titles]
        assert there in ([], late), f"restore half-applied: {there} of {late}"
    if op == "import":
        n = sum("impmark" in t for t in res["texts"])
        assert n in (0, full["imported"]), f"import half-applied: {n} of {full['imported']}"
    if op == "forget":
        n = sum("doomz" in t for t in res["texts"])
        assert n in (0, 6), f"forget half-applied: {n} of 6 pages"


@pytest.mark.slow
@pytest.mark.parametrize("op", OPS)
def test_kill_matrix(op, tmp_path):
    rng = random.Random(f"{op}-{os.getpid()}-{time.time()}")
    # an unkilled run: the operation works, and how long it takes
    dur, _ = _run(op, tmp_path / "full", None)
    full = _check(tmp_path / "full")
    full["imported"] = sum("impmark" in t for t in full.get("texts", []))
    _verify(op, tmp_path / "full", full, full)
    if op == "import":
        assert full["imported"] > 0
    if op == "forget":
        assert not any("doomz" in t for t in full["texts"])
    kills = finished = n = 0
    notes = set()
    sides = {"before": 0, "after": 0}
    while kills < KILLS and n < 2 * KILLS + 2:
        n += 1
        d = tmp_path / f"k{n}"
        _, killed = _run(op, d, rng.uniform(0, dur))
        kills += killed
        finished += not killed
        res = _check(d)
        _verify(op, d, res, full)
        if killed:
            sides[_outcome(op, d, res)] += 1
        notes |= {"removed leftovers" if "leftover" in line else line.split(": ", 1)[-1][:90]
                  for line in res["stderr"].splitlines() if "interrupted" in line}
    said = sorted(notes)
    print(f"\n{op}: {kills} kills (+{finished} finished first), operation {dur:.2f} s; after "
          f"the kill the profile held the state from {sides['before']} x before and "
          f"{sides['after']} x after the operation; 0 losses, 0 unopenable; start-up said: "
          f"{said}")
    assert kills == KILLS, "the kill mostly came too late: the timing is off"
