"""Moving the data folder (the encrypted database and its companions) somewhere else.

Design decision: copy, verify, switch, and only then delete - never a rename across file
systems that could leave half a database. In order: check the target (an absolute folder, not
the current one nor inside it, no Engram database already there, writable, room for the file);
checkpoint the WAL so the main file holds everything; close the model and the store, then
hold the profile's lock alone (refused while `engram mcp` or another process has it open);
copy the files (fsynced, owner-only); open the copy with the key and a full quick_check and
compare row counts; re-file a keyring key under the new path (the keyring account is derived
from the database path); write the pointer file (`config.set_data_dir`); reopen the session on
the copy; and last remove the old files. Any failure before the switch removes the partial
copy, reopens the old database and raises DataMoveError saying nothing was lost.
Settings stay in the config folder.

A kill can stop a move anywhere, so a journal (`data-move` in the config folder, 0600, written
before the first copied byte and removed after the old files are gone) names both places. On
start (`recover`), the pointer decides: still the old folder - the partial copy and its
keyring entry go; already the new one - the old files and the old keyring entry go. Either
way no second copy of the memory is left behind to escape a later forget.
"""
from __future__ import annotations

import json
import logging
import os
import shutil
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from memory.errors import AlreadyOpenError
from memory.lockfile import ProfileLock
from memory.store import open_store

from . import config, keys
from .errors import EngramError

log = logging.getLogger(__name__)

COMPANIONS = ("", "-wal", "-shm")   # the database and its WAL files; "<db>.lock" is recreated
LEFTOVERS = ("", "-wal", "-shm", "-journal", ".lock")
CHUNK = 4 << 20
JOURNAL = "data-move"


class DataMoveError(EngramError):
    """The data folder could not be moved; the data is still where it was."""


@dataclass(frozen=True)
class MoveResult:
    old_dir: Path
    new_dir: Path
    bytes_copied: int
    left_behind: tuple[str, ...] = ()   # old files that could not be removed (shown to the user)


def _check_target(old_dir: Path, target: Path, need: int) -> None:
    if not target.is_absolute():
        raise DataMoveError(f"choose an absolute folder path, not {target}")
    if target == old_dir:
        raise DataMoveError(f"your data is already in {target}")
    if old_dir in target.parents:
        raise DataMoveError("the new folder cannot be inside the current data folder")
    if (target / config.DB_FILE).exists():
        raise DataMoveError(f"{target} already holds an Engram memory database; choose an empty "
                            "folder")
    try:
        target.mkdir(parents=True, exist_ok=True, mode=0o700)
        probe = target / f".engram-probe-{uuid.uuid4().hex[:8]}"
        probe.write_bytes(b"x")
        probe.unlink()
    except OSError as e:
        raise DataMoveError(f"cannot write to {target} ({e.strerror or e}); nothing was "
                            "moved") from None
    free = shutil.disk_usage(target).free
    if free < need + (16 << 20):
        raise DataMoveError(f"{target} has {free >> 20} MiB free; the memory needs "
                            f"{need >> 20} MiB; nothing was moved")


def _journal() -> Path:
    return config.default_paths().config_dir / JOURNAL


def _write_journal(old_db: Path, new_db: Path, keyring: bool) -> None:
    j = _journal()
    j.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd = os.open(j, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as fh:
        json.dump({"old": str(old_db), "new": str(new_db), "keyring": keyring,
                   "pid": os.getpid()}, fh)
        fh.flush()
        os.fsync(fh.fileno())


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, PermissionError, OSError):
        return False
    return True


def _remove(db: Path) -> None:
    for s in LEFTOVERS:
        Path(str(db) + s).unlink(missing_ok=True)
    try:
        db.parent.rmdir()  # only when empty
    except OSError:
        pass


def recover() -> str:
    """Settle a data folder move a kill interrupted; one line for the user ('' if none)."""
    j = _journal()
    try:
        d = json.loads(j.read_text(encoding="utf-8"))
        old, new, keyring = Path(d["old"]), Path(d["new"]), bool(d.get("keyring"))
    except FileNotFoundError:
        return ""
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        log.warning("ignoring an unreadable data-move journal %s", j)
        j.unlink(missing_ok=True)
        return ""
    if _alive(int(d.get("pid") or 0)):
        return ""   # the move is still running in another Engram
    try:
        if config.paths().db_file.resolve() == new.resolve():
            _remove(old)
            if keyring:
                keys.delete_from_keyring(old)
            note = (f"Engram finished moving your memory to {new.parent} (a move was "
                    "interrupted) and removed the old copy.")
        else:
            _remove(new)
            if keyring:
                keys.delete_from_keyring(new)
            note = (f"A move of your memory was interrupted; it stays in {old.parent} and the "
                    "partial copy was removed.")
    except OSError as e:
        log.warning("could not settle an interrupted data move: %s", e)
        return ""
    j.unlink(missing_ok=True)
    log.warning("%s", note)
    return note


def _copy(src: Path, dst: Path, done: int, total: int, progress) -> int:
    with open(src, "rb") as fi, open(dst, "xb") as fo:
        os.chmod(dst, 0o600)
        while chunk := fi.read(CHUNK):
            fo.write(chunk)
            done += len(chunk)
            if progress:
                progress(done, total)
        fo.flush()
        os.fsync(fo.fileno())
    return done


def move_data(session, target: str | os.PathLike,
              progress: Callable[[int, int], None] | None = None) -> MoveResult:
    """Move `session`'s database to folder `target` and reopen the session there.

    progress(bytes copied, bytes in all). The model is closed; the caller reloads it.
    """
    old_db = Path(session.paths.db_file)
    old_dir = old_db.parent.resolve()
    target = Path(target).expanduser()
    target = target.resolve() if target.is_absolute() else target
    key = session.key
    store = session.store
    counts = store.table_counts()
    store.checkpoint()
    _check_target(old_dir, target, sum(store.file_bytes().values()))

    keyring = session.key_origin == "keyring"
    new_db = target / config.DB_FILE
    try:
        _write_journal(old_db, new_db, keyring)
    except OSError as e:
        raise DataMoveError(f"cannot write in the config folder ({e.strerror or e}); nothing "
                            "was moved") from None
    session.detach_store()        # model, engine and store closed; the lock is released
    try:   # no other process (engram mcp, engram memory) may write to the old file meanwhile
        alone = ProfileLock(Path(str(old_db) + ".lock"))
    except AlreadyOpenError as e:
        _journal().unlink(missing_ok=True)
        session.attach_store(old_db)
        raise DataMoveError(f"{e} Nothing was moved.") from None
    # listed after the close: closing the last connection folds in and deletes the WAL
    files = [Path(str(old_db) + s) for s in COMPANIONS if Path(str(old_db) + s).exists()]
    total = sum(f.stat().st_size for f in files)
    new_db = target / config.DB_FILE
    created: list[Path] = []
    account_set = False
    try:
        done = 0
        for f in files:
            dst = target / (config.DB_FILE + f.name[len(old_db.name):])
            created.append(dst)
            done = _copy(f, dst, done, total, progress)
        check = open_store(new_db, key, create=False, check="always")
        try:
            got = check.table_counts()
        finally:
            check.close()
        if got != counts:
            raise DataMoveError(f"the copy in {target} does not match the original "
                                f"({got} != {counts})")
        if keyring:
            if not keys.keyring_set(keys.account_for(new_db), key.secret):
                raise DataMoveError("the keyring did not accept the key for the new location")
            account_set = True
        config.set_data_dir(target)
    except BaseException as e:
        for f in created + [Path(str(new_db) + ".lock")]:
            f.unlink(missing_ok=True)
        if account_set:
            keys.delete_from_keyring(new_db)
        alone.release()
        _journal().unlink(missing_ok=True)
        session.attach_store(old_db)
        if isinstance(e, DataMoveError):
            raise
        if isinstance(e, Exception):
            raise DataMoveError(f"moving the data to {target} failed ({e}); your memory is "
                                f"still in {old_dir} and nothing was lost") from e
        raise
    alone.release()
    session.attach_store(new_db)
    left = []
    for f in files + [Path(str(old_db) + ".lock")]:
        try:
            f.unlink(missing_ok=True)
        except OSError as e:
            log.warning("could not remove %s: %s", f, e)
            left.append(str(f))
    if keyring and not keys.delete_from_keyring(old_db):   # shown with the files left
        left.append(f"the old location's key in the keyring ({keys.account_for(old_db)})")
    try:
        old_dir.rmdir()  # only when empty: anything else the user put there stays
    except OSError:
        pass
    _journal().unlink(missing_ok=True)
    log.info("moved the data folder from %s to %s (%d bytes)", old_dir, target, total)
    return MoveResult(old_dir, target, total, tuple(left))
