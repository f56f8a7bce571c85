"""Private files: created owner-only, fsynced, removed with their SQLite companions.

The profile's lock file is memory/lockfile.py.

Every file Engram writes is created 0600 before anything else opens it (SQLite then gives its
journal and WAL files the same mode), so no copy of the memory is ever readable by others.
"""
from __future__ import annotations

import os
from pathlib import Path

from .errors import MemoryStoreError



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


def make_private_dir(path: Path, what: str = "the folder") -> None:
    """Create a folder (owner-only when new); an OSError becomes one clear MemoryStoreError."""
    try:
        path.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError as e:
        raise MemoryStoreError(f"cannot create {what} {path} ({e.strerror or e})") from None
