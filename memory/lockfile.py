"""The profile's lock file `<db>.lock`: shared by every Engram process, exclusive for what
needs the database to itself (see memory/store.py for why several processes share it).

An OS lock (flock; msvcrt on Windows) belongs to the process, so it disappears when the holder
dies without closing anything: a stale lock never locks the user out.
"""
from __future__ import annotations

import contextlib
import os
import sys
import time
from pathlib import Path
from typing import Iterator

from .errors import AlreadyOpenError

# A shared open that finds the lock held exclusively waits this long before it says "busy":
# another start clearing a kill's leftovers (memory/backup.py) or settling an interrupted key
# change holds it for milliseconds, so a user who double-clicks never sees a refusal; a real
# re-encryption, restore or move takes longer and is still refused with a clear message.
SHARED_WAIT_S = 5.0
POLL_S = 0.02

IN_USE = ("another Engram process has this profile open (the desktop app, `engram mcp` or "
          "`engram memory`); close it first")


class ProfileLock:
    """A non-blocking OS lock on `<db>.lock`, released when the process dies: shared by
    every process that uses the profile, exclusive for what needs the file to itself.

    Windows has no shared lock in msvcrt: there a shared holder takes none, so an exclusive
    operation cannot see it (documented limit; POSIX flock covers Linux and macOS)."""

    def __init__(self, path: Path, shared: bool = False, wait: float | None = None):
        """`wait`: seconds a refused lock is retried (default: SHARED_WAIT_S for a shared
        lock, none for an exclusive one, whose callers want to know at once)."""
        self.path = path
        self.shared = shared
        # created owner-only from the first instant (open() would give it the umask's mode)
        self.fh = os.fdopen(os.open(path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o600), "a+b")
        if not self._take_within(shared, SHARED_WAIT_S if wait is None and shared else wait or 0):
            self.fh.close()
            raise AlreadyOpenError(
                f"Engram is busy with this profile ({path.parent}): it is being re-encrypted, "
                "restored or moved; try again in a moment." if shared else
                f"{IN_USE} ({path.parent}).")

    def _take_within(self, shared: bool, wait: float) -> bool:
        """Try the lock, retrying every POLL_S for up to `wait` seconds (bounded, never
        blocking in the kernel: a holder that never lets go still ends in a refusal)."""
        deadline = time.monotonic() + wait
        while not self._take(shared):
            if time.monotonic() >= deadline:
                return False
            time.sleep(POLL_S)
        return True

    def _take(self, shared: bool, block: bool = False) -> bool:
        try:
            if sys.platform == "win32":
                if shared:
                    return True
                import msvcrt
                self.fh.seek(0)
                msvcrt.locking(self.fh.fileno(), msvcrt.LK_NBLCK, 1)
            else:
                import fcntl
                flag = (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | (0 if block else
                                                                        fcntl.LOCK_NB)
                fcntl.flock(self.fh.fileno(), flag)
        except OSError:
            return False
        return True

    @contextlib.contextmanager
    def exclusive(self) -> Iterator[None]:
        """Hold the lock alone for the block, or raise AlreadyOpenError (nothing done)."""
        if not self.shared:
            yield
            return
        # flock converts by dropping the shared lock first, so a refused upgrade must take
        # it back (blocking: only another upgrader can hold it exclusively meanwhile)
        if not self._take(False):
            self._take(True, block=True)
            raise AlreadyOpenError(f"{IN_USE} ({self.path.parent}).")
        try:
            yield
        finally:
            if sys.platform == "win32":
                import msvcrt
                self.fh.seek(0)
                msvcrt.locking(self.fh.fileno(), msvcrt.LK_UNLCK, 1)
            else:
                self._take(True, block=True)

    def release(self) -> None:
        if not self.fh.closed:
            self.fh.close()
