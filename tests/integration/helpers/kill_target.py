"""Child process for the kill matrix: builds a profile, acknowledges writes, runs one operation.

    kill_target.py run OP DIR     build the profile under DIR/home, write acknowledged rows,
                                  log "start", run OP, log "done" (the parent SIGKILLs it)
    kill_target.py check DIR      open the profile the way the app does on start and print
                                  one JSON line describing what opened and what is in it

The log (DIR/log) gets one line per committed event, flushed before the next step:
`ack MARKER` (a conversation titled MARKER is committed), `late MARKER` (written after the
backup a restore goes back to), `start TIME`, `done TIME`. The keyring is the file-based one in this
folder (PYTHON_KEYRING_BACKEND=file_keyring.FileKeyring, ENGRAM_TEST_KEYRING_FILE).
"""
from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

OLD, NEW = "old passphrase for kills", "new passphrase for kills"
START = {"key_pp": "passphrase", "key_pk": "passphrase", "key_kp": "keyring",
         "key_kk": "keyring", "backup": "keyring", "restore": "keyring", "import": "passphrase",
         "forget": "keyring", "move": "keyring"}


def _say(log, line: str) -> None:
    log.write(line + "\n")
    log.flush()
    os.fsync(log.fileno())


def _ack(session, log, prefix: str, n: int, kind: str = "ack") -> list[str]:
    out = []
    for i in range(n):
        m = f"{prefix}{i}z"
        session.engine.new_conversation(m)
        _say(log, f"{kind} {m}")
        out.append(m)
    return out


def _digest(key) -> str:
    import hashlib

    return hashlib.sha256(key.secret.encode()).hexdigest()[:12]


def run(op: str, d: Path) -> None:
    from app import services
    from memory import backup, portable

    if START[op] == "passphrase":
        os.environ["ENGRAM_PASSPHRASE"] = OLD
    else:
        os.environ.pop("ENGRAM_PASSPHRASE", None)
    log = open(d / "log", "a", buffering=1)
    src = services.obtain_key(None)
    s = services.Session.open(src.key, src.origin)
    _say(log, f"key0 {_digest(src.key)}")
    # bulk, so re-encrypting and copying take long enough to be hit in the middle
    s.store.exec("INSERT INTO meta(key, value) VALUES ('bulk', hex(randomblob(1500000)))")
    _ack(s, log, "kmark", 3)
    if op in ("import", "forget"):
        s.load_embedder()
    if op == "forget":
        cid = s.engine.new_conversation("doomed").id
        for i in range(6):
            s.engine.add_exchange(cid, f"Forget me {i}: the harbour code is doomz{i}.", "Ok.")
        _say(log, f"doomed {cid}")
    if op == "restore":
        bk = d / "restore-from.db"
        backup.backup(s.store, bk, s.key)
        _ack(s, log, "late", 2, kind="late")
    if op == "import":
        (d / "transcript.json").write_text(json.dumps(
            [{"role": "user" if i % 2 == 0 else "assistant",
              "content": f"imported line {i} impmark{i}z", "timestamp": 1700000000 + i}
             for i in range(24)]))
    _say(log, f"start {time.time()}")
    if op.startswith("key_"):
        s.change_key(NEW if op.endswith("p") else None)
    elif op == "backup":
        backup.backup(s.store, d / "out" / "engram-backup.db", s.key)
    elif op == "restore":
        key = s.key
        s.close()
        backup.restore(d / "restore-from.db", s.paths.db_file, key)
    elif op == "import":
        portable.import_(s.store, d / "transcript.json", engine=s.engine)
    elif op == "forget":
        s.engine.forget_conversation(cid)
    elif op == "move":
        s.move_data(str(d / "moved" / "data"))
    _say(log, f"done {time.time()}")
    s.close()


def check(d: Path) -> dict:
    from app import config, keys, startup
    from memory.cipher import key_opens
    from memory.store import open_store

    p = startup.prepare()
    found, origin = None, None
    for env in (None, OLD, NEW):   # the keyring first; else the user types a passphrase
        if env is None:
            os.environ.pop("ENGRAM_PASSPHRASE", None)
        else:
            os.environ["ENGRAM_PASSPHRASE"] = env
        try:
            src = keys.obtain(p.db_file, prompt=None)
        except keys.NoKeyAvailable:
            continue
        if key_opens(p.db_file, src.key):
            found, origin = src.key, src.origin
            break
    out = {"db": str(p.db_file), "opens": found is not None, "origin": origin,
           "key": _digest(found) if found is not None else None,
           "journal": keys.journal_path(p.db_file).exists()}
    if found is not None:
        s = open_store(p.db_file, found, check="always")
        try:
            out["integrity"] = s.integrity_check()
            out["titles"] = [r[0] for r in s.rows("SELECT title FROM conversations")]
            out["texts"] = [r[0] for r in s.rows("SELECT user_text FROM pages")]
        finally:
            s.close()
    # every file under the test folder that could hold a copy of the memory
    root = d
    out["files"] = sorted(str(f.relative_to(root)) for f in root.rglob("*") if f.is_file())
    out["pointer"] = str(config.paths().data_dir)
    return out


def main() -> int:
    mode, rest = sys.argv[1], sys.argv[2:]
    if mode == "run":
        run(rest[0], Path(rest[1]))
    else:
        print(json.dumps(check(Path(rest[0]))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
