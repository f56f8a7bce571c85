"""Opens the one encrypted database that holds all of Engram's memory.

Design decisions:
- apsw built with SQLite3 Multiple Ciphers is required: plain apsw accepts `PRAGMA key` and
  silently writes plaintext, so we refuse it (`PlaintextBackendError`).
- Cipher is SQLCipher v4 (`cipher=sqlcipher`, `legacy=4`), so users can open their own file
  with any SQLCipher 4 tool: a passphrase as `PRAGMA key='…'`, the keyring's random 256-bit
  key as the raw key `PRAGMA key="x'<64 hex>'"` (no KDF: it is already uniformly random).
- Nothing is written before the key is verified by a read: a wrong key or a damaged file is
  reported with the file left byte-identical.
- temp_store=MEMORY because SQLite3MC does not encrypt temporary files.
- Several processes share one profile (the desktop app, `engram mcp`, `engram memory`,
  `engram chat`): SQLite in WAL mode is built for one writer and many readers across
  processes, so every open holds a *shared* OS lock on `<db>.lock`, writes wait their turn
  (busy_timeout) and every transaction takes the write lock when it begins (BEGIN IMMEDIATE:
  a deferred transaction that read first cannot wait for a writer, it fails at once).
  Only what cannot share the file takes the lock *exclusively* and is refused while anyone
  else has the profile open: re-keying (the other connections' key would go stale),
  restoring a backup and moving the data folder (both replace the file underneath).
  Chosen over serving other processes through the running app on a local socket: one code
  path whether or not the app runs, no request protocol to keep in step with the engine,
  and SQLite already arbitrates writers. What a process keeps in RAM follows the file: the
  page-vector index replays `vec_log`; other caches ask `data_version()` whether another
  process has committed since they last looked.
- A rekey never rewrites the live file in place: a complete copy under the new key is written
  beside it, verified, fsynced and renamed over it, so at every instant the file is whole
  under the old key or the new one (`PRAGMA rekey` in place would leave, after a kill, pages
  under both keys and a journal only the right key can play back).
- Every file is created owner-only (0600) before SQLite opens it; SQLite gives its journal
  and WAL files the database file's mode, so they are private too.
"""
from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
from pathlib import Path
from typing import Any, Iterator, Sequence

import apsw

from . import migrations
from .cipher import Key, configure, connect, inspect_file, reopen, require_cipher_build, verify
from .files import (create_private, fsync_dir, fsync_file, make_private_dir,
                    remove_with_companions)
from .errors import CorruptDatabaseError, MemoryStoreError, StorageFullError
from .lockfile import ProfileLock as _Lock

log = logging.getLogger(__name__)


def _translate(e: apsw.Error) -> MemoryStoreError | None:
    # sqlite-vec reports a failed chunk allocation (the disk or size limit is full) as a
    # generic error, after SQLite has already rolled the transaction back
    if isinstance(e, apsw.FullError) or (isinstance(e, apsw.SQLError)
                                         and "Could not insert a new vector chunk" in str(e)):
        return StorageFullError("the disk or the database size limit is full; nothing was saved")
    if isinstance(e, (apsw.CorruptError, apsw.NotADBError)):
        return CorruptDatabaseError(f"the memory database is damaged ({e})")
    return None


class Store:
    """An open, verified, migrated database. Owned by one thread at a time (the DB worker)."""

    def __init__(self, path: Path, conn: apsw.Connection, lock: _Lock | None,
                 key: Key | None = None):
        self.path = path
        self.conn = conn
        self._lock = lock
        self._key = key   # to reopen the file after a rekey swapped it (in memory only)
        self._mutex = threading.RLock()
        self._depth = 0   # nesting of tx(): savepoint names

    @contextlib.contextmanager
    def raw_connection(self) -> Iterator[apsw.Connection]:
        """The connection itself, with no other thread of this process using it meanwhile
        (for an online backup that reads it page by page)."""
        with self._mutex:
            yield self.conn

    @contextlib.contextmanager
    def exclusive(self) -> Iterator["Store"]:
        """No other process may have the profile open during the block (AlreadyOpenError
        otherwise, before anything is done)."""
        with self._mutex:
            if self._lock is None:
                yield self
                return
            with self._lock.exclusive():
                yield self

    def data_version(self) -> int:
        """Changes whenever another connection (another process) commits; never for our own
        writes. Caches compare it to decide whether what they hold may be stale."""
        return int(self.scalar("PRAGMA data_version"))

    # --- queries: every apsw error that means "disk full" or "damaged" becomes ours
    @contextlib.contextmanager
    def _guard(self) -> Iterator[None]:
        try:
            yield
        except apsw.Error as e:
            mine = _translate(e)
            if mine is None:
                raise
            raise mine from e

    def rows(self, sql: str, params: Sequence[Any] | dict = ()) -> list[tuple]:
        with self._mutex, self._guard():
            return self.conn.execute(sql, params).fetchall()

    def batches(self, sql: str, params: Sequence[Any] | dict = (),
                size: int = 4096) -> Iterator[list[tuple]]:
        """Rows in lists of `size`, for scans too big to hold at once. The store stays locked
        to other threads until the iteration ends, so consume it promptly."""
        with self._mutex, self._guard():
            cur = self.conn.execute(sql, params)
            while True:
                batch = [r for _, r in zip(range(size), cur)]
                if not batch:
                    return
                yield batch

    def one(self, sql: str, params: Sequence[Any] | dict = ()) -> tuple | None:
        r = self.rows(sql, params)
        return r[0] if r else None

    def scalar(self, sql: str, params: Sequence[Any] | dict = ()) -> Any:
        r = self.one(sql, params)
        return r[0] if r else None

    def exec(self, sql: str, params: Sequence[Any] | dict = ()) -> int:
        """Run a statement; return the last inserted rowid."""
        with self._mutex, self._guard():
            self.conn.execute(sql, params)
            return self.conn.last_insert_rowid()

    def many(self, sql: str, seq: Sequence[Sequence[Any]]) -> None:
        with self._mutex, self._guard():
            self.conn.executemany(sql, seq)

    @contextlib.contextmanager
    def tx(self) -> Iterator["Store"]:
        """A transaction (a savepoint when nested): all of it lands, or none of it.

        The outermost one begins IMMEDIATE: it waits (busy_timeout) for another process's
        write to finish instead of failing later when its first write needs the lock. On
        SQLITE_FULL (and I/O errors) SQLite may roll the whole transaction back by itself;
        the error that started it is what propagates, never a failed rollback after it."""
        with self._mutex, self._guard():
            outer = self.conn.get_autocommit()
            name = f"engram_sp{self._depth + 1}"
            self.conn.execute("BEGIN IMMEDIATE" if outer else f"SAVEPOINT {name}")
            self._depth += 1
            try:
                yield self
            except BaseException:
                if not self.conn.get_autocommit():   # still open: undo our part only
                    self.conn.execute("ROLLBACK" if outer else
                                      f"ROLLBACK TO {name}; RELEASE {name}")
                raise
            finally:
                self._depth -= 1
            try:
                self.conn.execute("COMMIT" if outer else f"RELEASE {name}")
            except BaseException:
                if outer and not self.conn.get_autocommit():
                    self.conn.execute("ROLLBACK")
                raise

    # --- meta
    def meta_get(self, key: str, default: str | None = None) -> str | None:
        v = self.scalar("SELECT value FROM meta WHERE key = ?", (key,))
        return default if v is None else v

    def meta_set(self, key: str, value: str) -> None:
        self.exec("INSERT INTO meta(key, value) VALUES (?, ?) "
                  "ON CONFLICT(key) DO UPDATE SET value = excluded.value", (key, value))

    # --- maintenance
    def checkpoint(self) -> None:
        """Move the WAL into the main file and truncate it, so deleted content leaves the WAL."""
        with self._mutex, self._guard():
            self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()

    def integrity_check(self) -> list[str]:
        return [r[0] for r in self.rows("PRAGMA integrity_check")]

    def rekey(self, new: Key) -> None:
        """Re-encrypt everything under `new`: copy, verify, rename over (see the docstring).

        No other process may have the profile open meanwhile (their key would go stale and
        their file would be replaced underneath). A failure before the rename leaves the file
        untouched under the old key."""
        with self.exclusive(), self._guard():
            self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
            tmp = self.path.with_name(f".{self.path.name}.rekey-{time.strftime('%Y%m%d-%H%M%S')}"
                                      f"-{os.getpid()}")
            try:
                dest = connect(tmp, new, create=True)
                try:
                    with dest.backup("main", self.conn, "main") as b:
                        while not b.done:
                            b.step(1024)
                    dest.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
                    if dest.execute("PRAGMA quick_check").fetchall() != [("ok",)]:
                        raise CorruptDatabaseError("the re-encrypted copy failed its check; "
                                                   "nothing was changed")
                finally:
                    dest.close()
                fsync_file(tmp)
            except BaseException:
                remove_with_companions(tmp)
                raise
            self.conn.close()
            self.conn = None
            try:
                for suffix in ("-wal", "-shm"):   # empty after the checkpoint and the close
                    Path(str(self.path) + suffix).unlink(missing_ok=True)
                os.replace(tmp, self.path)
                fsync_dir(self.path.parent)
            except BaseException:
                remove_with_companions(tmp)
                self.conn = reopen(self.path, self._key)
                raise
            self.conn = reopen(self.path, new)
            self._key = new

    def table_counts(self) -> dict[str, int]:
        names = ["conversations", "pages", "segments", "lpm_items", "slots", "audit"]
        out = {n: self.scalar(f"SELECT count(*) FROM {n}") for n in names}
        for tier in ("short", "mid", "archive"):
            out[f"pages.{tier}"] = self.scalar("SELECT count(*) FROM pages WHERE tier = ?", (tier,))
        out["slots.bytes"] = self.scalar("SELECT coalesce(sum(stored_size), 0) FROM slots")
        return out

    def file_bytes(self) -> dict[str, int]:
        out = {}
        for suffix in ("", "-wal", "-shm"):
            p = Path(str(self.path) + suffix)
            out[p.name] = p.stat().st_size if p.exists() else 0
        return out

    def close(self) -> None:
        with self._mutex:
            if self.conn is not None:
                try:
                    self.conn.close()
                finally:
                    self.conn = None
                    if self._lock:
                        self._lock.release()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def open_store(path: str | os.PathLike, key: Key, *, create: bool = True, lock: bool = True,
               check: str = "auto", migrate: bool = True) -> Store:
    """Open (or create) the encrypted database at `path`.

    check: "auto" runs PRAGMA quick_check on files up to 64 MiB, "always", or "never".
    Raises WrongKeyError, CorruptDatabaseError, SchemaTooNewError, AlreadyOpenError,
    PlaintextBackendError - never a write to a file it could not verify.
    """
    require_cipher_build()
    path = Path(path)
    existed = inspect_file(path)
    if not existed and not create:
        raise MemoryStoreError(f"no memory database at {path}")
    make_private_dir(path.parent, "the data folder")
    try:
        the_lock = _Lock(Path(str(path) + ".lock"), shared=True) if lock else None
    except OSError as e:  # AlreadyOpenError is a MemoryStoreError, not an OSError
        raise MemoryStoreError(f"cannot write in the data folder {path.parent} "
                               f"({e.strerror or e}); check that it exists and is writable") \
            from None
    conn = None
    try:
        if not existed:
            try:
                create_private(path)
            except OSError as e:
                raise MemoryStoreError(f"cannot create {path} ({e.strerror or e})") from None
        conn = connect(path, key)
        verify(conn, path, existed, check)
        configure(conn)
        if migrate:
            ran = migrations.migrate(conn)
            if ran:
                log.info("applied migrations %s to %s", ran, path)
        return Store(path, conn, the_lock, key)
    except BaseException:
        if conn is not None:
            conn.close()
        if the_lock:
            the_lock.release()
        raise
