"""The encrypted file itself: the key, a keyed connection, checks and settings.

Every connection to a profile's database is opened here, so the cipher pragmas
(SQLCipher 4 through SQLite3 Multiple Ciphers, see memory/store.py's design notes) and the
connection settings exist once: the store, backups and re-keying all call `connect`.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import apsw

from . import migrations
from .errors import (CorruptDatabaseError, PlaintextBackendError, SchemaTooNewError,
                     WrongKeyError)
from .files import create_private

PAGE_SIZE = 4096  # SQLCipher 4 default; every intact encrypted file is a multiple of it
CACHE_KIB = 131072  # 128 MiB: the default 2 MiB cache makes vec0 scans 5-7x slower under the cipher
QUICK_CHECK_MAX_BYTES = 64 << 20
_SQLITE_MAGIC = b"SQLite format 3\x00"

# a write waits this long for another process's transaction: an import writes a whole file
# in one (tens of seconds for thousands of messages on a busy 2-core machine), and a chat
# turn that waits is better than one whose exchange is lost to SQLITE_BUSY
BUSY_TIMEOUT_MS = 120_000


@dataclass(frozen=True)
class Key:
    """A database key: a passphrase (through SQLCipher's KDF) or a raw 256-bit key in hex."""
    secret: str
    raw: bool = False

    def __post_init__(self):
        if not self.secret:
            raise ValueError("empty key")
        if self.raw and (len(self.secret) != 64 or any(c not in "0123456789abcdefABCDEF"
                                                       for c in self.secret)):
            raise ValueError("a raw key is 64 hex digits")

    def pragma_value(self) -> str:
        if self.raw:
            return "\"x'%s'\"" % self.secret
        return "'%s'" % self.secret.replace("'", "''")

    def __repr__(self) -> str:  # keys never reach logs
        return f"Key(raw={self.raw}, secret=<hidden>)"


def require_cipher_build() -> None:
    if not hasattr(apsw, "mc_version"):
        raise PlaintextBackendError(
            "the installed apsw is not built with SQLite3 Multiple Ciphers; it would store "
            "memories unencrypted. Install apsw-sqlite3mc instead of apsw.")


def _vec_path() -> str:
    import sqlite_vec
    return sqlite_vec.loadable_path()


def connect(path: Path, key: Key, create: bool = False) -> apsw.Connection:
    """A raw keyed connection (cipher pragmas only); a new file is created 0600 first."""
    if create:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        create_private(Path(path))
    flags = apsw.SQLITE_OPEN_READWRITE | (apsw.SQLITE_OPEN_CREATE if create else 0)
    conn = apsw.Connection(str(path), flags=flags)
    conn.execute("PRAGMA cipher = 'sqlcipher'")
    conn.execute("PRAGMA legacy = 4")
    conn.execute(f"PRAGMA key = {key.pragma_value()}")
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")  # another process may write
    return conn


def reopen(path: Path, key: Key) -> apsw.Connection:
    conn = connect(path, key)
    try:
        verify(conn, path, True, "never")
        configure(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def key_opens(path: str | os.PathLike, key: Key) -> bool | None:
    """Whether `key` opens the database at `path` (one read, nothing written); None when it
    cannot be told (the file is busy or unreadable)."""
    if not Path(path).exists():
        return False
    conn = None
    try:
        conn = connect(Path(path), key)
        conn.execute("SELECT count(*) FROM sqlite_master").fetchall()
        return True
    except apsw.NotADBError:
        return False
    except apsw.Error:
        return None
    finally:
        if conn is not None:
            conn.close()


def inspect_file(path: Path) -> bool:
    """Return whether the database file already exists; reject files that cannot be ours."""
    if not path.exists():
        return False
    size = path.stat().st_size
    if size == 0:
        return Path(str(path) + "-wal").exists()  # a WAL-only database not yet checkpointed
    with open(path, "rb") as fh:
        head = fh.read(16)
    if head == _SQLITE_MAGIC:
        raise CorruptDatabaseError(f"{path} is a plain, unencrypted SQLite file, not an Engram "
                                   "memory database")
    if size % PAGE_SIZE:
        raise CorruptDatabaseError(f"{path} is truncated or damaged ({size} bytes is not a "
                                   f"whole number of {PAGE_SIZE}-byte pages)")
    return True


def verify(conn: apsw.Connection, path: Path, existed: bool, check: str) -> None:
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchall()
    except apsw.NotADBError:
        if existed:
            raise WrongKeyError(f"the key or passphrase does not open {path.name} (or its first "
                                "page is damaged); nothing was changed") from None
        raise
    except apsw.CorruptError as e:
        raise CorruptDatabaseError(f"{path.name} is damaged: {e}") from None
    version = conn.execute("PRAGMA user_version").fetchall()[0][0]
    if version > len(migrations.MIGRATIONS):
        raise SchemaTooNewError(f"{path.name} was written by a newer Engram (schema {version}, "
                                f"this version knows {len(migrations.MIGRATIONS)}); it was not "
                                "touched. Update Engram to open it.")
    if existed and (check == "always" or (check == "auto" and
                                          path.stat().st_size <= QUICK_CHECK_MAX_BYTES)):
        try:
            result = conn.execute("PRAGMA quick_check").fetchall()
        except (apsw.CorruptError, apsw.NotADBError) as e:
            raise CorruptDatabaseError(f"{path.name} is damaged: {e}") from None
        if result != [("ok",)]:
            raise CorruptDatabaseError(f"{path.name} is damaged: "
                                       + "; ".join(r[0] for r in result[:5]))


def configure(conn: apsw.Connection) -> None:
    conn.execute("PRAGMA journal_mode = WAL").fetchall()
    # FULL: an exchange the user saw acknowledged survives power loss, not only a crash.
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA secure_delete = ON")
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA temp_store = MEMORY")
    conn.execute(f"PRAGMA cache_size = -{CACHE_KIB}")
    conn.enable_load_extension(True)
    conn.load_extension(_vec_path())
    conn.enable_load_extension(False)


def versions() -> dict[str, str]:
    """Versions of the storage stack, for `engram doctor`."""
    out = {"apsw": apsw.apsw_version(), "sqlite": apsw.sqlite_lib_version(),
           "cipher": getattr(apsw, "mc_version", "NONE (plaintext apsw!)")}
    conn = apsw.Connection(":memory:")
    try:
        conn.enable_load_extension(True)
        conn.load_extension(_vec_path())
        out["sqlite-vec"] = conn.execute("SELECT vec_version()").fetchall()[0][0]
        conn.execute("CREATE VIRTUAL TABLE t USING fts5(x)")
        out["fts5"] = "yes"
    finally:
        conn.close()
    return out
