"""Encrypted online backup and safe restore of the memory database.

Design decisions:
- `backup` uses SQLite's online backup API into a NEW file keyed with the same key and
  cipher, so a backup is exactly as private as the profile (never a plaintext copy) and is
  consistent even while the app keeps writing (the API restarts on concurrent change).
- `restore` never damages the current profile: the backup is verified first (opens with the
  key, integrity_check ok, schema not newer), copied into a temporary file next to the
  profile and verified again, then swapped in with one atomic rename. The old file (and its
  WAL) is kept aside until the new one has opened, and put back on any failure.
- Restore holds the profile's lock file, so it cannot run under a running Engram.
"""
from __future__ import annotations

import logging
import os
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

import apsw

from .errors import CorruptDatabaseError, MemoryStoreError
from .store import Key, Store, _Lock, open_store

log = logging.getLogger(__name__)
STEP_PAGES = 256


@dataclass(frozen=True)
class RestoreResult:
    path: Path
    previous: Path | None      # where the replaced database was kept (None: removed/none)
    counts: dict


def _keyed(path: Path, key: Key, create: bool) -> apsw.Connection:
    flags = apsw.SQLITE_OPEN_READWRITE | (apsw.SQLITE_OPEN_CREATE if create else 0)
    conn = apsw.Connection(str(path), flags=flags)
    conn.execute("PRAGMA cipher = 'sqlcipher'")
    conn.execute("PRAGMA legacy = 4")
    conn.execute(f"PRAGMA key = {key.pragma_value()}")
    return conn


def _copy(src: apsw.Connection, dest_path: Path, key: Key, progress=None) -> None:
    """Online-backup `src` into a new file at `dest_path` encrypted with `key`."""
    if dest_path.exists():
        raise MemoryStoreError(f"{dest_path} already exists; choose a new file name")
    dest_path.parent.mkdir(parents=True, exist_ok=True)
    dest = _keyed(dest_path, key, create=True)
    try:
        with dest.backup("main", src, "main") as b:
            while not b.done:
                b.step(STEP_PAGES)
                if progress is not None:
                    progress(b.pagecount - b.remaining, b.pagecount)
        dest.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    except BaseException:
        dest.close()
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(str(dest_path) + suffix).unlink(missing_ok=True)
        raise
    dest.close()
    os.chmod(dest_path, 0o600)


def backup(store: Store, out_path: str | os.PathLike, key: Key | None = None, *,
           progress=None) -> dict:
    """Write an encrypted, consistent copy of the open store to `out_path` (a new file).

    With the store's `key`: the online backup API, page by page (`progress(done, total)`).
    Without it: `VACUUM INTO`, which SQLite3MC encrypts with the store's own key and cipher.
    Either way the copy opens with the profile's key; returns the copy's table counts.
    """
    out = Path(out_path)
    if key is not None:
        with store._mutex:
            _copy(store.conn, out, key, progress)
        return verify(out, key)
    if out.exists():
        raise MemoryStoreError(f"{out} already exists; choose a new file name")
    out.parent.mkdir(parents=True, exist_ok=True)
    try:
        store.exec("VACUUM INTO ?", (str(out),))
        os.chmod(out, 0o600)
        return _verify_attached(store, out)
    except BaseException:
        out.unlink(missing_ok=True)
        raise


def _verify_attached(store: Store, path: Path) -> dict:
    """Check a copy through the store's connection (ATTACH without KEY uses the same key)."""
    store.exec("ATTACH DATABASE ? AS engram_copy", (str(path),))
    try:
        problems = [r[0] for r in store.rows("PRAGMA engram_copy.integrity_check")]
        if problems != ["ok"]:
            raise CorruptDatabaseError(f"the backup {path.name} is damaged: "
                                       + "; ".join(problems[:5]))
        names = ["conversations", "pages", "segments", "lpm_items", "slots", "audit"]
        counts = {n: store.scalar(f"SELECT count(*) FROM engram_copy.{n}") for n in names}
        for tier in ("short", "mid", "archive"):
            counts[f"pages.{tier}"] = store.scalar(
                "SELECT count(*) FROM engram_copy.pages WHERE tier = ?", (tier,))
        counts["slots.bytes"] = store.scalar(
            "SELECT coalesce(sum(stored_size), 0) FROM engram_copy.slots")
        return counts
    finally:
        store.exec("DETACH DATABASE engram_copy")


def verify(path: str | os.PathLike, key: Key) -> dict:
    """Open a backup read-only-in-spirit with `key`, check it fully; return its table counts.

    Raises WrongKeyError, CorruptDatabaseError or SchemaTooNewError with the file untouched.
    """
    s = open_store(path, key, create=False, lock=False, check="always", migrate=False)
    try:
        problems = [r for r in s.integrity_check() if r != "ok"]
        if problems:
            raise CorruptDatabaseError(f"{Path(path).name} is damaged: {'; '.join(problems[:5])}")
        return s.table_counts()
    finally:
        s.close()


def _fsync_dir(path: Path) -> None:
    if os.name == "posix":
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _move_aside(db: Path, stamp: str) -> Path | None:
    """Keep the current database (and any WAL) aside as `<db>.before-restore-<stamp>`."""
    if not db.exists():
        return None
    old = db.with_name(f"{db.name}.before-restore-{stamp}")
    try:
        os.link(db, old)
    except OSError:
        shutil.copy2(db, old)
    for suffix in ("-wal", "-shm"):
        p = Path(str(db) + suffix)
        if p.exists():
            os.replace(p, Path(str(old) + suffix))
    return old


def _put_back(db: Path, old: Path | None) -> None:
    if old is None:
        db.unlink(missing_ok=True)
        return
    os.replace(old, db)
    for suffix in ("-wal", "-shm"):
        p = Path(str(old) + suffix)
        if p.exists():
            os.replace(p, Path(str(db) + suffix))


def _checkpoint_existing(db: Path, key: Key) -> None:
    """Fold a leftover WAL into the old file if it opens, so the kept copy is one file."""
    if not Path(str(db) + "-wal").exists():
        return
    try:
        s = open_store(db, key, create=False, lock=False, check="never", migrate=False)
    except MemoryStoreError:
        return  # a damaged or differently keyed profile: keep its WAL beside it as it is
    try:
        s.checkpoint()
    finally:
        s.close()


def restore(backup_path: str | os.PathLike, db_path: str | os.PathLike, key: Key, *,
            backup_key: Key | None = None, keep_previous: bool = False) -> RestoreResult:
    """Replace the profile database at `db_path` with the backup at `backup_path`.

    The restored file is encrypted with `key` (the profile's key); pass `backup_key` when
    the backup was made under another key. The previous database is removed after success
    unless `keep_previous`.
    """
    src_path, db = Path(backup_path), Path(db_path)
    bkey = backup_key or key
    verify(src_path, bkey)
    db.parent.mkdir(parents=True, exist_ok=True)
    lock = _Lock(Path(str(db) + ".lock"))
    stamp = time.strftime("%Y%m%d-%H%M%S")
    tmp = db.with_name(f".{db.name}.restore-{stamp}")
    try:
        src = _keyed(src_path, bkey, create=False)
        try:
            _copy(src, tmp, bkey)
        finally:
            src.close()
        if bkey != key:
            t = open_store(tmp, bkey, create=False, lock=False, check="never", migrate=False)
            try:
                t.rekey(key)
            finally:
                t.close()
        counts = verify(tmp, key)
        _checkpoint_existing(db, key)
        old = _move_aside(db, stamp)
        try:
            os.replace(tmp, db)
            _fsync_dir(db.parent)
            verify(db, key)
        except BaseException:
            _put_back(db, old)
            raise
        if old is not None and not keep_previous:
            for suffix in ("", "-wal", "-shm"):
                Path(str(old) + suffix).unlink(missing_ok=True)
            old = None
        log.info("restored %s from %s", db, src_path)
        return RestoreResult(db, old, counts)
    finally:
        for suffix in ("", "-wal", "-shm"):
            Path(str(tmp) + suffix).unlink(missing_ok=True)
        lock.release()
