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
- Both are atomic against a kill: a backup is written to a hidden temporary name in the target
  folder (0600 from its first byte), verified, fsynced and only then linked to its final name;
  the temporary names of backups under way are listed beside the profile
  (`<db>.backups`). On start `remove_leftovers` deletes what a killed backup, restore or
  rekey left (`.engram.db.restore-*`, `.engram.db.replaced-*`, `.engram.db.rekey-*`, listed
  backup temporaries), so no hidden copy of the memory escapes a later forget.
- A backup that does not open, fails its check or lacks Engram's tables is refused with
  "this backup is damaged", never a traceback.
"""
from __future__ import annotations

import logging
import os
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

import apsw

from .errors import AlreadyOpenError, CorruptDatabaseError, MemoryStoreError, WrongKeyError
from .lockfile import ProfileLock as _Lock
from .files import fsync_dir, fsync_file, make_private_dir, remove_with_companions
from .cipher import Key, connect
from .store import Store, open_store

log = logging.getLogger(__name__)
STEP_PAGES = 256
HIDDEN = ("restore", "replaced", "rekey")   # `.<db>.<what>-<stamp>` temporaries next to the db


@dataclass(frozen=True)
class RestoreResult:
    path: Path
    previous: Path | None      # where the replaced database was kept (None: removed/none)
    counts: dict


def _keyed(path: Path, key: Key, create: bool) -> apsw.Connection:
    return connect(path, key, create=create)


def _stamp() -> str:
    return f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"


def _registry(db: Path) -> Path:
    return Path(str(db) + ".backups")


def _register(db: Path, tmp: Path | None, add: bool) -> None:
    """Keep the list of backup temporaries under way (one path a line)."""
    reg = _registry(db)
    try:
        lines = [x for x in reg.read_text(encoding="utf-8").splitlines() if x]
    except FileNotFoundError:
        lines = []
    lines = [x for x in lines if x != str(tmp)] + ([str(tmp)] if add else [])
    if not lines:
        reg.unlink(missing_ok=True)
        return
    part = reg.with_name(reg.name + ".tmp")
    fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(part, reg)


def _has_leftovers(db: Path) -> bool:
    """Whether any temporary or registry file that `remove_leftovers` clears is there."""
    reg = _registry(db)
    return (reg.exists() or Path(str(reg) + ".tmp").exists() or any(
        next(db.parent.glob(pattern), None) is not None for what in HIDDEN
        for pattern in (f".{db.name}.{what}-*", f"..{db.name}.*.{what}-*")))


def remove_leftovers(db_path: str | os.PathLike) -> list[str]:
    """Delete what a killed backup, restore or rekey left; return the names removed.

    Skipped while another Engram holds the profile (its temporaries are still in use)."""
    db = Path(db_path)
    if not db.parent.is_dir() or not _has_leftovers(db):
        return []   # the common case takes no lock: a start racing another start waits less
    try:
        lock = _Lock(Path(str(db) + ".lock"))
    except (AlreadyOpenError, OSError):
        return []
    removed = []
    try:
        for what in HIDDEN:
            for f in list(db.parent.glob(f".{db.name}.{what}-*")) + list(
                    db.parent.glob(f"..{db.name}.*.{what}-*")):
                if f.name.endswith(("-journal", "-wal", "-shm")):
                    f.unlink(missing_ok=True)
                else:
                    remove_with_companions(f)
                    removed.append(f.name)
        try:
            listed = _registry(db).read_text(encoding="utf-8").splitlines()
        except (FileNotFoundError, UnicodeDecodeError):
            listed = []
        for x in filter(None, listed):
            remove_with_companions(Path(x))
            removed.append(Path(x).name)
        _registry(db).unlink(missing_ok=True)
        Path(str(_registry(db)) + ".tmp").unlink(missing_ok=True)
    except OSError as e:
        log.warning("could not remove leftovers of an interrupted backup or restore: %s", e)
    finally:
        lock.release()
    if removed:
        log.warning("removed %d leftover(s) of an interrupted backup or restore: %s",
                    len(removed), ", ".join(removed))
    return removed


def _copy(src: apsw.Connection, dest_path: Path, key: Key, progress=None) -> None:
    """Online-backup `src` into a new file at `dest_path` encrypted with `key`."""
    if dest_path.exists():
        raise MemoryStoreError(f"{dest_path} already exists; choose a new file name")
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
        remove_with_companions(dest_path)
        raise
    dest.close()
    fsync_file(dest_path)


def backup(store: Store, out_path: str | os.PathLike, key: Key | None = None, *,
           progress=None) -> dict:
    """Write an encrypted, consistent copy of the open store to `out_path` (a new file).

    With the store's `key`: the online backup API, page by page (`progress(done, total)`).
    Without it: `VACUUM INTO`, which SQLite3MC encrypts with the store's own key and cipher.
    Either way the copy opens with the profile's key; returns the copy's table counts. The
    copy appears at `out_path` only once it is complete and verified.
    """
    out = Path(out_path)
    if out.exists() or out.is_symlink():
        raise MemoryStoreError(f"{out} already exists; choose a new file name")
    make_private_dir(out.parent)
    tmp = out.with_name(f".{out.name}.partial-{_stamp()}")
    _register(store.path, tmp, True)
    try:
        if key is not None:
            with store.raw_connection() as conn:
                _copy(conn, tmp, key, progress)
            counts = verify(tmp, key)
        else:
            from .files import create_private

            create_private(tmp)
            store.exec("VACUUM INTO ?", (str(tmp),))
            fsync_file(tmp)
            counts = _verify_attached(store, tmp)
        _publish(tmp, out)
        return counts
    finally:
        remove_with_companions(tmp)
        _register(store.path, tmp, False)


def _publish(tmp: Path, out: Path) -> None:
    """Give the finished copy its name without ever replacing a file that appeared there."""
    try:
        os.link(tmp, out)
    except FileExistsError:
        raise MemoryStoreError(f"{out} already exists; choose a new file name") from None
    except OSError:   # no hard links here (some network or FAT folders)
        if out.exists():
            raise MemoryStoreError(f"{out} already exists; choose a new file name") from None
        os.replace(tmp, out)
    fsync_dir(out.parent)


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

    Raises WrongKeyError, CorruptDatabaseError ("this backup is damaged …") or
    SchemaTooNewError with the file untouched.
    """
    p = Path(path)
    if p.exists() and not p.is_file():
        raise MemoryStoreError(f"{p} is not a file")
    if not p.exists():
        raise MemoryStoreError(f"no backup at {p}")
    try:
        s = open_store(p, key, create=False, lock=False, check="always", migrate=False)
    except WrongKeyError:
        raise
    except CorruptDatabaseError as e:
        raise CorruptDatabaseError(f"this backup is damaged or incomplete ({e})") from None
    try:
        problems = [r for r in s.integrity_check() if r != "ok"]
        if problems:
            raise CorruptDatabaseError(f"this backup is damaged: {p.name} "
                                       f"({'; '.join(problems[:5])})")
        try:
            return s.table_counts()
        except apsw.SQLError as e:   # a partial copy: the file opens but tables are missing
            raise CorruptDatabaseError(f"this backup is damaged or incomplete: {p.name} ({e})") \
                from None
    finally:
        s.close()


def _move_aside(db: Path, stamp: str, keep: bool) -> Path | None:
    """Keep the current database (and any WAL) aside: as `<db>.before-restore-<stamp>` when
    the user keeps it, else under a hidden name that start-up removes after a kill."""
    if not db.exists():
        return None
    old = db.with_name(f"{db.name}.before-restore-{stamp}" if keep
                       else f".{db.name}.replaced-{stamp}")
    try:
        os.link(db, old)
    except OSError:
        shutil.copy2(db, old)
        os.chmod(old, 0o600)
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
    stamp = _stamp()
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
        old = _move_aside(db, stamp, keep_previous)
        try:
            os.replace(tmp, db)
            fsync_dir(db.parent)
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
        remove_with_companions(tmp)
        lock.release()
