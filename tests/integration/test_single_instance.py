"""Several Engram processes on one profile (memory/store.py: shared lock + SQLite WAL).

The app, `engram memory`, `engram chat` and `engram mcp` all open the same encrypted file at
once; writes from all of them land, nothing is lost or corrupted. Only re-keying, restoring
and moving the data need the file alone, and they are refused while anyone else has it open.
The lock is an OS lock held by the process (flock), so it also disappears when the holder
dies without closing anything (SIGKILL): a stale lock never locks the user out.
"""
from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from memory.errors import AlreadyOpenError
from memory.store import Key, open_store

ROOT = Path(__file__).resolve().parents[2]
HOLDER = Path(__file__).parent / "helpers" / "hold_profile.py"
WRITER = Path(__file__).parent / "helpers" / "shared_writer.py"


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


def _digests(home: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted((home / "data").glob("engram.db*")) if p.name != "engram.db.lock"}


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "app", *args], env=_env(), cwd=ROOT,
                          capture_output=True, text=True, timeout=180, stdin=subprocess.DEVNULL)


def _key() -> Key:
    return Key(os.environ["ENGRAM_PASSPHRASE"])


def test_memory_cli_works_while_the_app_session_is_open(engram_home):
    from app.services import Session

    s = Session.open(_key())            # the desktop app's session, holding the profile
    try:
        c = s.engine.new_conversation("Trip planning")
        with s.store.tx():
            s.store.exec("INSERT INTO audit(ts, actor, action) VALUES (1, 'system', 'app')")
        r = _cli("memory", "conversations", "--json")
        assert r.returncode == 0, r.stderr
        assert [x["id"] for x in json.loads(r.stdout)] == [c.id]
        r = _cli("memory", "list", "--json")
        assert r.returncode == 0 and json.loads(r.stdout) == [], r.stderr
        r = _cli("memory", "stats", "--json")
        assert r.returncode == 0 and json.loads(r.stdout)["counts"]["conversations"] == 1
        # and the app goes on writing after the CLI came and went
        s.engine.rename_conversation(c.id, "Trip planning (June)")
        assert s.store.integrity_check() == ["ok"]
    finally:
        s.close()


def test_exclusive_operations_are_refused_while_another_process_has_the_profile(engram_home):
    holder = _start_holder()
    try:
        db = engram_home / "data" / "engram.db"
        s = open_store(db, _key())
        before = _digests(engram_home)
        with pytest.raises(AlreadyOpenError, match="engram mcp"):
            s.rekey(Key("another-passphrase-456"))
        with pytest.raises(AlreadyOpenError):
            with s.exclusive():
                pass
        assert _digests(engram_home) == before   # nothing re-encrypted, nothing written
        s.exec("INSERT INTO audit(ts, actor, action) VALUES (2, 'system', 'after')")  # still ours
        assert holder.poll() is None
        r = _cli("memory", "restore", str(db))
        assert r.returncode == 2 and "close it first" in r.stderr, r.stderr
        s.close()
    finally:
        _stop(holder)
    s = open_store(engram_home / "data" / "engram.db", _key())
    s.rekey(Key("another-passphrase-456"))       # alone now: allowed
    s.close()
    open_store(engram_home / "data" / "engram.db", Key("another-passphrase-456")).close()


def test_killed_holder_leaves_no_stale_lock(engram_home):
    holder = _start_holder()
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait(timeout=20)
    assert (engram_home / "data" / "engram.db.lock").exists()  # the file stays; the lock not
    s = open_store(engram_home / "data" / "engram.db", _key())
    with s.exclusive():                      # nobody else holds it any more
        assert s.scalar("SELECT count(*) FROM audit WHERE action = 'holder'") == 1
    s.close()


def test_simultaneous_starts_all_open_and_all_writes_land(engram_home):
    _stop(_start_holder())  # create the profile first
    procs = [subprocess.Popen([sys.executable, str(HOLDER), "3"], env=_env(), cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for _ in range(4)]
    outs = [p.communicate(timeout=180) for p in procs]
    assert all(o.startswith("ready") for o, _ in outs), outs
    r = _cli("memory", "stats", "--json")
    assert json.loads(r.stdout)["counts"]["audit"] == 5, r.stdout


@pytest.mark.slow
def test_app_and_another_process_write_at_the_same_time(engram_home):
    """The app's Session and a second process write pages (with mid-term folding) at once on
    the real encrypted file: every page of both lands with its FTS and vector entries, the
    app's in-RAM vector index sees the other process's pages, integrity_check is ok."""
    from app.services import Session

    n = 20
    s = Session.open(_key())
    try:
        s.engine.policy = s.engine.retriever.policy = type(s.engine.policy)(stm_capacity=3)
        s.embedder.load()
        child = subprocess.Popen([sys.executable, str(WRITER), str(n), "other"], env=_env(),
                                 cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
        assert child.stdout.readline().startswith("ready"), child.stderr.read()
        s.engine.retriever.vindex.sync()          # the app's index, loaded before the writes
        child.stdin.write("go\n")
        child.stdin.flush()
        for i in range(n):
            s.engine.add_exchange("app", f"app note {i}: the word zqapp{i} is mine",
                                  f"Noted zqapp{i}.")
        s.engine.maintain()
        out, err = child.communicate(timeout=300)
        assert child.returncode == 0 and f"done {n}" in out, err
        st = s.store
        for cid in ("app", "other"):
            seqs = [r[0] for r in st.rows("SELECT seq FROM pages WHERE conversation_id = ? "
                                          "ORDER BY seq", (cid,))]
            assert seqs == list(range(1, n + 1)), (cid, seqs)   # none lost, none twice
        total = st.scalar("SELECT count(*) FROM pages")
        assert total == 2 * n
        assert st.scalar("SELECT count(*) FROM pages_vec") == total
        assert st.scalar("SELECT count(*) FROM pages_fts WHERE pages_fts MATCH 'zqother7'") == 1
        assert st.scalar("SELECT count(*) FROM audit WHERE action = 'page_add'") == 2 * n
        assert st.scalar("SELECT count(*) FROM pages WHERE tier = 'mid'") > 0
        assert st.integrity_check() == ["ok"]
        vecs = s.embedder.embed(["other note 7: the word zqother7 is mine\nNoted zqother7."])
        pid = st.scalar("SELECT id FROM pages WHERE user_text LIKE 'other note 7:%'")
        assert s.engine.retriever.vindex.search(vecs[0], 1) == [pid]
    finally:
        s.close()


def test_data_move_is_refused_while_another_process_has_the_profile(engram_home, tmp_path):
    from app import relocate
    from app.services import Session

    s = Session.open(_key())
    holder = _start_holder()
    try:
        with pytest.raises(relocate.DataMoveError, match="close it first.*Nothing was moved"):
            relocate.move_data(s, tmp_path / "elsewhere")
        assert not (tmp_path / "elsewhere" / "engram.db").exists()
        s.engine.new_conversation("still open after the refusal")   # re-attached, writable
        assert s.store.scalar("SELECT count(*) FROM audit WHERE action = 'holder'") == 1
    finally:
        _stop(holder)
        s.close()
