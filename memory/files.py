"""Private files: created owner-only, fsynced, removed with their SQLite companions, locked.

Every file Engram writes is created 0600 before anything else opens it (SQLite then gives its
journal and WAL files the same mode), so no copy of the memory is ever readable by others.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from .errors import AlreadyOpenError


def create_private(path: Path) -> None:
    """Create `path` empty and owner-only (0600) unless it exists (SQLite then keeps the mode)."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        pass


def fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_dir(path: Path) -> None:
    if os.name == "posix":
        fsync_file(path)


def remove_with_companions(path: Path) -> None:
    """Remove a database file with its journal, WAL and shared-memory files."""
    for suffix in ("", "-journal", "-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)


class Lock:
    """An exclusive, non-blocking OS lock on `<db>.lock`, released when the process dies."""

    def __init__(self, path: Path):
        self.path = path
        self.fh = os.fdopen(os.open(path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o600), "a+b")
        try:
            if sys.platform == "win32":
                import msvcrt
                self.fh.seek(0)
                msvcrt.locking(self.fh.fileno(), msvcrt.LK_NBLCK, 1)
            else:
                import fcntl
                fcntl.flock(self.fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            self.fh.close()
            raise AlreadyOpenError(
                f"Engram is already open on this profile ({path.parent}); close the other "
                "window first.") from None

    def release(self) -> None:
        if not self.fh.closed:
            self.fh.close()
