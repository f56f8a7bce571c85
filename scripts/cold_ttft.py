"""Cold-process time to first token of `engram chat --once`, and database bytes per page.

    python scripts/cold_ttft.py ttft [--runs 5] [--home DIR | --fresh] [--message TEXT]
    python scripts/cold_ttft.py seed --home DIR [--turns 6]
    python scripts/cold_ttft.py size --home DIR

`ttft` spawns `<python> -m app chat --once TEXT` (a fresh process each run) and times process
start -> first byte on stdout (the first streamed token) and -> exit. With --home every run
gets a copy of a prepared profile (`seed` makes one: real turns on the bundled model, so it has
pages, facts and saved contexts); with --fresh a brand-new ENGRAM_HOME (key created, schema
made). --vs-root OTHER_CHECKOUT times that checkout in turn with this one (A B A B ...).
The key is ENGRAM_PASSPHRASE (default below) unless the environment says otherwise. The load
average is printed before and after: on a shared machine compare A and B back to back.

`size` reports the database's bytes per page as it is, and after dropping the saved contexts
(activation slots) from a copy and vacuuming it.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PASS = "cold-start-passphrase"
SEED = ["Hi, I'm Ada. I live in Lisbon and I work as a marine biologist.",
        "My sister Maria is visiting me next week; she loves green tea.",
        "Can you show me a Python function that reverses a string?",
        "I'm planning a dive at the Berlengas islands in June.",
        "What should I pack for a three-day trip?",
        "Remind me: my dentist appointment is on Friday at 10."]


def _env(home: Path, root: Path = ROOT) -> dict:
    env = dict(os.environ, ENGRAM_HOME=str(home), PYTHONPATH=str(root))
    env.setdefault("ENGRAM_PASSPHRASE", PASS)
    env.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
    env.setdefault("HF_HUB_OFFLINE", "1")
    env.setdefault("TRANSFORMERS_OFFLINE", "1")
    return env


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def _cpu(pid: int) -> float:
    """CPU seconds (user + system, all threads) the process has used so far: a figure the
    machine's load moves much less than wall time."""
    try:
        f = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return round((int(f[11]) + int(f[12])) / os.sysconf("SC_CLK_TCK"), 2)
    except (OSError, IndexError, ValueError):
        return float("nan")


def once(home: Path, message: str, python: str, root: Path = ROOT) -> dict:
    """One cold process: seconds to the first stdout byte and to exit."""
    t0 = time.perf_counter()
    p = subprocess.Popen([python, "-m", "app", "chat", "--once", message], cwd=root,
                         env=_env(home, root), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    first = p.stdout.read(1)
    t1 = time.perf_counter()
    cpu1 = _cpu(p.pid)
    rest = p.stdout.read()
    err = p.stderr.read()
    p.wait()
    t2 = time.perf_counter()
    if p.returncode != 0 or not first:
        raise SystemExit(f"engram chat failed (rc {p.returncode}): {err.decode()[-2000:]}")
    return {"first_s": round(t1 - t0, 3), "exit_s": round(t2 - t0, 3), "first_cpu_s": cpu1,
            "answer": (first + rest).decode(errors="replace").strip()[:80]}


def _run(a, root: Path) -> dict:
    """One run in a throwaway ENGRAM_HOME: brand new, or a copy of the prepared profile (so
    every run starts from the same memory)."""
    home = Path(tempfile.mkdtemp(prefix="engram-cold-"))
    try:
        if not a.fresh:
            shutil.copytree(a.home, home, dirs_exist_ok=True)
        return once(home, a.message, a.python, root)
    finally:
        shutil.rmtree(home, ignore_errors=True)


def cmd_ttft(a) -> None:
    """A (this checkout) and, with --vs-root, B (another checkout) in turn: A B A B ..."""
    print(f"load average before: {_load()}", flush=True)
    roots = {"A": ROOT} | ({"B": Path(a.vs_root).resolve()} if a.vs_root else {})
    runs: dict[str, list] = {k: [] for k in roots}
    for i in range(a.runs):
        for name, root in roots.items():
            r = _run(a, root)
            runs[name].append(r)
            print(f"{name} run {i + 1}: first token {r['first_s']:.2f} s ({r['first_cpu_s']:.2f} "
                  f"CPU s), exit {r['exit_s']:.2f} s (load {_load()})", flush=True)
    for name, rs in runs.items():
        firsts = [r["first_s"] for r in rs]
        print(json.dumps({"which": name, "root": str(roots[name]),
                          "profile": "fresh" if a.fresh else str(a.home), "runs": len(rs),
                          "first_median_s": round(statistics.median(firsts), 3),
                          "first_min_s": min(firsts), "first_max_s": max(firsts),
                          "first_cpu_median_s": statistics.median(r["first_cpu_s"] for r in rs),
                          "exit_median_s": round(statistics.median(r["exit_s"] for r in rs), 3),
                          "load_after": _load()}))


def cmd_seed(a) -> None:
    home = Path(a.home)
    home.mkdir(parents=True, exist_ok=True)
    for msg in SEED[:a.turns]:
        r = once(home, msg, a.python)
        print(f"seeded: {msg[:40]!r} -> {r['answer'][:40]!r} ({r['exit_s']:.1f} s)", flush=True)


def _sizes(db: Path, key) -> dict:
    from memory.store import open_store

    s = open_store(db, key, create=False)
    try:
        s.checkpoint()
        pages = s.scalar("SELECT count(*) FROM pages")
        slots = s.scalar("SELECT count(*) FROM slots")
        slot_bytes = s.scalar("SELECT coalesce(sum(length(data)), 0) FROM slot_data") or 0
    finally:
        s.close()
    return {"pages": pages, "slots": slots, "slot_blob_bytes": slot_bytes,
            "file_bytes": db.stat().st_size}


def cmd_size(a) -> None:
    os.environ["ENGRAM_HOME"] = str(a.home)
    os.environ.setdefault("ENGRAM_PASSPHRASE", PASS)
    os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
    sys.path.insert(0, str(ROOT))
    from app import config, keys
    from memory.store import open_store

    db = config.paths().db_file
    key = keys.obtain(db, prompt=None).key
    with_slots = _sizes(db, key)
    tmp = Path(tempfile.mkdtemp(prefix="engram-size-"))
    try:
        copy = tmp / db.name
        shutil.copy2(db, copy)
        s = open_store(copy, key, create=False, lock=False)
        try:
            with s.tx():
                for t in ("slot_sources", "slot_data", "slots"):
                    s.exec(f"DELETE FROM {t}")
            s.exec("VACUUM")
        finally:
            s.close()
        without = _sizes(copy, key)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    n = max(with_slots["pages"], 1)
    print(json.dumps({"with_slots": with_slots, "without_slots": without,
                      "bytes_per_page_with_slots": with_slots["file_bytes"] // n,
                      "bytes_per_page_without_slots": without["file_bytes"] // n}, indent=1))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--python", default=str(ROOT / ".venv" / "bin" / "python"))
    sub = ap.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("ttft")
    t.add_argument("--runs", type=int, default=5)
    g = t.add_mutually_exclusive_group(required=True)
    g.add_argument("--home")
    g.add_argument("--fresh", action="store_true")
    t.add_argument("--message", default="hello")
    t.add_argument("--vs-root", help="a second checkout to time in turn with this one (A/B)")
    s = sub.add_parser("seed")
    s.add_argument("--home", required=True)
    s.add_argument("--turns", type=int, default=len(SEED))
    z = sub.add_parser("size")
    z.add_argument("--home", required=True)
    a = ap.parse_args(argv)
    {"ttft": cmd_ttft, "seed": cmd_seed, "size": cmd_size}[a.cmd](a)
    return 0


if __name__ == "__main__":
    sys.exit(main())
