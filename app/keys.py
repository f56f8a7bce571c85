"""The database key: a random 256-bit key in the OS keyring, or a passphrase.

On first run a random key is created and stored in the keyring (service `engram`, one entry
per profile). Where no usable keyring exists (headless Linux raises NoKeyringError), the user
sets a passphrase instead: asked for on the terminal here, by a dialog in the GUI, or given in
`ENGRAM_PASSPHRASE` for automation (tests, scripts; it is visible to other processes of the same user,
so prefer the keyring on a desktop). Either secret is used directly as the SQLCipher key, so
the file opens in standard SQLCipher 4 tools with it.

Key changes are crash-safe: the old key is kept until the file is committed and verified
under the new one. In order: a journal `<db>.keychange` (0600, no secret in it) says a change
to "keyring" or "passphrase" began; a new keyring key is filed under a second, pending entry;
the store re-encrypts by copy-verify-rename (memory.store); then the new key is promoted to
the main entry (or, for a passphrase, the keyring entry removed), the pending entry dropped and
the journal removed. On start, a journal left by a kill is settled before the key is used:
whichever stored key opens the file wins (pending: finish; main or ENGRAM_PASSPHRASE: roll
back), and the user gets one line saying what happened.
"""
from __future__ import annotations

import getpass
import hashlib
import json
import logging
import os
import secrets
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from memory.errors import AlreadyOpenError
from memory.files import fsync_dir
from memory.lockfile import ProfileLock as Lock
from memory.cipher import Key, key_opens

from .errors import EngramError

log = logging.getLogger(__name__)

SERVICE = "engram"
ENV_PASSPHRASE = "ENGRAM_PASSPHRASE"
MIN_PASSPHRASE = 8
PENDING = "-pending"        # keyring account suffix of a new key not yet committed
JOURNAL = ".keychange"      # "<db>.keychange": a key change in progress


class KeyProblem(EngramError):
    """Base for key problems."""


class NoKeyAvailable(KeyProblem):
    """No keyring entry, no passphrase given and no way to ask for one."""


class WeakPassphrase(KeyProblem):
    """A new passphrase shorter than MIN_PASSPHRASE characters."""


@dataclass(frozen=True)
class KeySource:
    key: Key
    origin: str  # "keyring", "env", "prompt"
    note: str = ""  # one line for the user: an interrupted key change was settled


def account_for(db_path: Path) -> str:
    """Keyring account name: one entry per profile (database path)."""
    return "db-" + hashlib.sha256(str(Path(db_path).resolve()).encode()).hexdigest()[:16]


def keyring_backend() -> tuple[str, bool]:
    """Name of the active keyring backend and whether it can store secrets."""
    try:
        import keyring
        from keyring.backends import fail

        kr = keyring.get_keyring()
        usable = not isinstance(kr, fail.Keyring) and getattr(kr, "priority", 1) > 0
        return f"{type(kr).__module__}.{type(kr).__name__}", usable
    except Exception as e:  # a broken backend is reported, not fatal
        return f"unavailable ({e})", False


def keyring_get(account: str) -> str | None:
    import keyring
    from keyring.errors import KeyringError, NoKeyringError

    try:
        return keyring.get_password(SERVICE, account)
    except (NoKeyringError, KeyringError, RuntimeError) as e:
        log.info("keyring unavailable: %s", e)
        return None


def keyring_set(account: str, secret: str) -> bool:
    import keyring
    from keyring.errors import KeyringError, NoKeyringError, PasswordSetError

    try:
        keyring.set_password(SERVICE, account, secret)
        return keyring.get_password(SERVICE, account) == secret
    except (NoKeyringError, PasswordSetError, KeyringError, RuntimeError) as e:
        log.info("keyring cannot store the key: %s", e)
        return False


def keyring_delete(account: str) -> bool:
    """Remove the entry; False, with a warning in the log, when it is still there after.

    "No such entry" is not a failure (most backends raise PasswordDeleteError for it), so
    whether the delete worked is judged by reading the entry back."""
    import keyring
    from keyring.errors import KeyringError, NoKeyringError, PasswordDeleteError

    try:
        keyring.delete_password(SERVICE, account)
    except PasswordDeleteError:
        pass
    except (NoKeyringError, KeyringError, RuntimeError) as e:
        log.warning("the keyring did not delete %s: %s", account, e)
    if keyring_get(account) is not None:
        log.warning("the keyring still holds %s after a delete; remove the entry %r of "
                    "service %r by hand", account, account, SERVICE)
        return False
    return True


def delete_from_keyring(db_path: Path) -> bool:
    """Forget the profile's keyring key; False (logged) when the keyring kept it."""
    return keyring_delete(account_for(db_path))


def keyring_key(db_path: Path) -> Key | None:
    """The profile's key filed in the keyring, if any."""
    secret = keyring_get(account_for(db_path))
    return _raw(secret)


def _raw(secret: str | None) -> Key | None:
    try:
        return Key(secret, raw=True) if secret else None
    except ValueError:  # not a key Engram filed
        return None


# ---------------------------------------------------------------- key changes

def journal_path(db_path: Path) -> Path:
    return Path(str(db_path) + JOURNAL)


def begin_change(db_path: Path, to: str, new: Key) -> None:
    """Record a key change before the file changes: the journal, then a pending keyring key."""
    j = journal_path(db_path)
    tmp = j.with_name(j.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as fh:
        json.dump({"to": to, "started": time.time()}, fh)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, j)
    fsync_dir(j.parent)
    if to == "keyring" and not keyring_set(account_for(db_path) + PENDING, new.secret):
        abort_change(db_path)
        raise NoKeyAvailable("no usable keyring here to hold a new key; set a passphrase "
                             "instead")


def finish_change(db_path: Path, to: str, new: Key | None = None) -> None:
    """The file is committed and verified under `new`: file it for good, drop the old key."""
    account = account_for(db_path)
    if to == "keyring":
        if new is None or not keyring_set(account, new.secret):
            # the pending entry still holds it and the journal stays: the next start finishes
            log.warning("the keyring did not take the new key; Engram will retry on start")
            return
        keyring_delete(account + PENDING)
    else:
        keyring_delete(account)
        keyring_delete(account + PENDING)
    journal_path(db_path).unlink(missing_ok=True)


def abort_change(db_path: Path) -> None:
    """The file was not changed: drop the pending key and the journal."""
    keyring_delete(account_for(db_path) + PENDING)
    journal_path(db_path).unlink(missing_ok=True)


def recover(db_path: Path) -> str:
    """Settle a key change a kill interrupted; return one line for the user ('' if none)."""
    db_path = Path(db_path)
    j = journal_path(db_path)
    half = j.with_name(j.name + ".tmp")   # a kill while the journal was being written
    if not j.exists():
        if half.exists():
            try:
                lock = Lock(Path(str(db_path) + ".lock"))
            except (AlreadyOpenError, OSError):
                return ""
            try:
                half.unlink(missing_ok=True)   # nothing had changed yet
            finally:
                lock.release()
        return ""
    try:
        to = json.loads(j.read_text(encoding="utf-8")).get("to")
    except (OSError, ValueError, AttributeError):
        to = None
    if not db_path.exists():
        abort_change(db_path)
        return ""
    try:
        lock = Lock(Path(str(db_path) + ".lock"))
    except (AlreadyOpenError, OSError):
        return ""   # the process making the change still runs, or the folder is read-only
    try:
        return _settle(db_path, to)
    finally:
        lock.release()


def _settle(db_path: Path, to: str | None) -> str:
    account = account_for(db_path)
    main, pending = _raw(keyring_get(account)), _raw(keyring_get(account + PENDING))
    env = os.environ.get(ENV_PASSPHRASE)
    tried = {}
    for name, key in (("pending", pending), ("main", main), ("env", Key(env) if env else None)):
        if key is None:
            continue
        tried[name] = key_opens(db_path, key)
        if tried[name] is None:
            return ""   # cannot tell (busy, unreadable): change nothing, try again next start
        if not tried[name]:
            continue
        if name == "pending":
            if not keyring_set(account, pending.secret):
                return ""
            finish_change(db_path, "keyring", pending)
            return "Engram finished a key change that was interrupted; your memory is safe."
        if name == "env" and to == "passphrase":
            finish_change(db_path, "passphrase")
            return ("Engram settled a passphrase change that was interrupted; your memory "
                    "opens with the passphrase given.")
        abort_change(db_path)
        return ("Engram undid a key change that was interrupted; your memory still opens "
                "with the previous key.")
    # no stored key opens the file: it is under a passphrase only the user knows
    if to == "passphrase":
        finish_change(db_path, "passphrase")
        if main is not None:   # the keyring key no longer opens it: the change went through
            return ("Engram finished a change to a passphrase that was interrupted; use your "
                    "new passphrase.")
        return ("A passphrase change was interrupted: use the new passphrase, or if it is "
                "refused, the previous one.")
    abort_change(db_path)
    return ("Engram undid a key change that was interrupted; your memory still opens with "
            "your passphrase.")


def terminal_prompt(new: bool) -> str:
    if not sys.stdin or not sys.stdin.isatty():
        # no terminal to ask on: take a piped passphrase line, or say clearly there is none
        line = sys.stdin.readline() if sys.stdin else ""
        if not line.strip():
            raise NoKeyAvailable("no keyring is available and no passphrase was given "
                                 f"(set {ENV_PASSPHRASE} or run Engram in a terminal)")
        return line.rstrip("\r\n")
    if new:
        while True:
            p1 = getpass.getpass("No keyring here. Choose a passphrase for your Engram memory: ")
            p2 = getpass.getpass("Repeat it: ")
            if p1 != p2:
                print("They differ; try again.")
            elif len(p1) < MIN_PASSPHRASE:
                print(f"Use at least {MIN_PASSPHRASE} characters.")
            else:
                return p1
    return getpass.getpass("Passphrase for your Engram memory: ")


def obtain(db_path: Path, *, prompt: Callable[[bool], str] | None = terminal_prompt,
           use_keyring: bool = True) -> KeySource:
    """Find the key for `db_path`, creating one on first run.

    Order: ENGRAM_PASSPHRASE, then the keyring entry, then (first run) a new random key in
    the keyring, then a passphrase from `prompt(new)`.
    """
    note = recover(db_path)
    if note:
        log.warning("%s", note)
    env = os.environ.get(ENV_PASSPHRASE)
    new = not Path(db_path).exists()
    if env:
        if new and len(env) < MIN_PASSPHRASE:
            raise WeakPassphrase(f"{ENV_PASSPHRASE} is too short for a new profile: use at "
                                 f"least {MIN_PASSPHRASE} characters")
        return KeySource(Key(env), "env", note)
    account = account_for(db_path)
    if use_keyring:
        stored = keyring_get(account)
        if stored:
            return KeySource(Key(stored, raw=True), "keyring", note)
        if new:
            secret = secrets.token_hex(32)
            if keyring_set(account, secret):
                log.info("created a new database key in the keyring")
                return KeySource(Key(secret, raw=True), "keyring")
    if prompt is None:
        raise NoKeyAvailable("no keyring is available and no passphrase was given "
                             f"(set {ENV_PASSPHRASE} or run Engram where it can ask)")
    try:
        phrase = prompt(new)
    except EOFError:  # stdin closed or not a terminal: nobody can answer
        raise NoKeyAvailable("no keyring is available and no passphrase could be read "
                             f"(set {ENV_PASSPHRASE} or run Engram in a terminal)") from None
    if new and len(phrase) < MIN_PASSPHRASE:
        raise WeakPassphrase(f"use at least {MIN_PASSPHRASE} characters")
    if not phrase:
        raise NoKeyAvailable("no passphrase given")
    return KeySource(Key(phrase), "prompt", note)


# ---------------------------------------------------------------- API keys of model servers
# A remote model server's API key lives in the keyring too (one entry per server URL), never
# in settings.toml. Without a usable keyring it is kept in memory for this run only.
_RUN_SERVER_KEYS: dict[str, str] = {}


def server_account(url: str) -> str:
    return "server-" + hashlib.sha256(url.rstrip("/").encode()).hexdigest()[:16]


def get_server_key(url: str) -> str | None:
    account = server_account(url)
    return keyring_get(account) or _RUN_SERVER_KEYS.get(account)


def set_server_key(url: str, api_key: str) -> bool:
    """Store `api_key` for `url`; False when no keyring can hold it (then it is kept for
    this run only)."""
    _RUN_SERVER_KEYS[server_account(url)] = api_key
    return keyring_set(server_account(url), api_key)


def delete_server_key(url: str) -> None:
    _RUN_SERVER_KEYS.pop(server_account(url), None)
    keyring_delete(server_account(url))
