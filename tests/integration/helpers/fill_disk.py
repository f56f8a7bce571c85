"""Child process for the disk-full test: fill a tiny real filesystem through the store.

Run inside a private mount namespace with a small tmpfs at argv[1] (the parent sets that up).
Writes pages (row + FTS + vector in one transaction, as the engine does) until the disk is
full, then checks what a user would need: a clear StorageFullError, every acknowledged page
still there after reopening, integrity_check ok, and writing works again once space is freed.
Prints one JSON object on stdout.
"""
from __future__ import annotations

import json
import os
import struct
import sys
from pathlib import Path


def main() -> int:
    from memory.errors import MemoryStoreError, StorageFullError
    from memory.store import Key, open_store

    root = Path(sys.argv[1])
    key = Key("cd" * 32, raw=True)
    ballast = root / "ballast"
    ballast.write_bytes(os.urandom(int(sys.argv[2]) if len(sys.argv) > 2 else 96 * 1024))
    db = root / "engram.db"
    out: dict = {"acked": [], "error": None}
    s = open_store(db, key)
    with s.tx():
        s.exec("INSERT INTO conversations(id, created, updated) VALUES ('c', 0, 0)")
    blob = struct.pack("384f", *([0.05] * 384))
    i = 0
    try:
        while i < 100000:
            i += 1
            text = f"page {i} " + "lorem ipsum dolor sit amet " * 40
            with s.tx():
                pid = s.exec("INSERT INTO pages(conversation_id, seq, user_text, assistant_text, "
                             "created) VALUES ('c', ?, ?, 'ok', 0)", (i, text))
                s.exec("INSERT INTO pages_vec(rowid, embedding, bits) "
                       "VALUES (?, ?, vec_quantize_binary(?))", (pid, blob, blob))
            out["acked"].append(pid)
    except MemoryStoreError as e:
        out["error"] = type(e).__name__
        out["message"] = str(e)
        out["is_storage_full"] = isinstance(e, StorageFullError)
    except Exception as e:  # noqa: BLE001 - reported to the parent as a failure
        out["error"] = f"UNEXPECTED {type(e).__name__}: {e}"
    # on the still-open connection: nothing half-written is visible
    out["live_pages"] = s.scalar("SELECT count(*) FROM pages")
    out["live_vec"] = s.scalar("SELECT count(*) FROM pages_vec")
    out["live_fts"] = s.scalar("SELECT count(*) FROM pages_fts")
    try:
        out["live_integrity"] = s.integrity_check()
    except MemoryStoreError as e:
        out["live_integrity"] = [f"{type(e).__name__}: {e}"]
    try:
        s.close()
    except Exception as e:  # noqa: BLE001
        out["close_error"] = f"{type(e).__name__}: {e}"
    # free space, reopen: everything acknowledged is there, and writing works again
    ballast.unlink()
    s = open_store(db, key, check="always")
    out["integrity"] = s.integrity_check()
    ids = [r[0] for r in s.rows("SELECT id FROM pages ORDER BY id")]
    out["reopened_ids_match"] = ids == out["acked"]
    out["reopened_vec"] = s.scalar("SELECT count(*) FROM pages_vec")
    out["reopened_fts"] = s.scalar("SELECT count(*) FROM pages_fts WHERE pages_fts MATCH 'lorem'")
    with s.tx():
        pid = s.exec("INSERT INTO pages(conversation_id, seq, user_text, assistant_text, created)"
                     " VALUES ('c', ?, 'after the disk was freed', 'ok', 0)", (i + 1,))
        s.exec("INSERT INTO pages_vec(rowid, embedding, bits) "
               "VALUES (?, ?, vec_quantize_binary(?))",
               (pid, blob, blob))
    out["after_free_write"] = s.scalar("SELECT count(*) FROM pages") == len(out["acked"]) + 1
    s.close()
    out["n_acked"] = len(out["acked"])
    del out["acked"]
    print(json.dumps(out), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
