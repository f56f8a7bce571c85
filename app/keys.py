"""The database key: a random 256-bit key in the OS keyring, or a passphrase.

On first run a random key is created and stored in the keyring (service `engram`, one entry
per profile). Where no usable keyring exists (headless Linux raises NoKeyringError), the user
sets a passphrase instead: asked for on the terminal here, by a dialog in the GUI, or given in
`ENGRAM_PASSPHRASE` for automation (tests, scripts; it is visible to other processes of the same user,
so prefer the keyring on a desktop). Either secret is used directly as the SQLCipher key, so
the file opens in standard SQLCipher 4 tools with it.
"""
from __future__ import annotations

import getpass
import hashlib
import logging
import os
import secrets
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from memory.store import Key

from .errors import EngramError

log = logging.getLogger(__name__)

SERVICE = "engram"
ENV_PASSPHRASE = "ENGRAM_PASSPHRASE"
MIN_PASSPHRASE = 8


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


def _keyring_get(account: str) -> str | None:
    import keyring
    from keyring.errors import KeyringError, NoKeyringError

    try:
        return keyring.get_password(SERVICE, account)
    except (NoKeyringError, KeyringError, RuntimeError) as e:
        log.info("keyring unavailable: %s", e)
        return None


def _keyring_set(account: str, secret: str) -> bool:
    import keyring
    from keyring.errors import KeyringError, NoKeyringError, PasswordSetError

    try:
        keyring.set_password(SERVICE, account, secret)
        return keyring.get_password(SERVICE, account) == secret
    except (NoKeyringError, PasswordSetError, KeyringError, RuntimeError) as e:
        log.info("keyring cannot store the key: %s", e)
        return False


def delete_from_keyring(db_path: Path) -> None:
    import keyring
    from keyring.errors import KeyringError, PasswordDeleteError

    try:
        keyring.delete_password(SERVICE, account_for(db_path))
    except (PasswordDeleteError, KeyringError):
        pass


def _terminal_prompt(new: bool) -> str:
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


def obtain(db_path: Path, *, prompt: Callable[[bool], str] | None = _terminal_prompt,
           use_keyring: bool = True) -> KeySource:
    """Find the key for `db_path`, creating one on first run.

    Order: ENGRAM_PASSPHRASE, then the keyring entry, then (first run) a new random key in
    the keyring, then a passphrase from `prompt(new)`.
    """
    env = os.environ.get(ENV_PASSPHRASE)
    if env:
        return KeySource(Key(env), "env")
    new = not Path(db_path).exists()
    account = account_for(db_path)
    if use_keyring:
        stored = _keyring_get(account)
        if stored:
            return KeySource(Key(stored, raw=True), "keyring")
        if new:
            secret = secrets.token_hex(32)
            if _keyring_set(account, secret):
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
    return KeySource(Key(phrase), "prompt")


# ---------------------------------------------------------------- API keys of model servers
# A remote model server's API key lives in the keyring too (one entry per server URL), never
# in settings.toml. Without a usable keyring it is kept in memory for this run only.
_RUN_SERVER_KEYS: dict[str, str] = {}


def server_account(url: str) -> str:
    return "server-" + hashlib.sha256(url.rstrip("/").encode()).hexdigest()[:16]


def get_server_key(url: str) -> str | None:
    account = server_account(url)
    return _keyring_get(account) or _RUN_SERVER_KEYS.get(account)


def set_server_key(url: str, api_key: str) -> bool:
    """Store `api_key` for `url`; False when no keyring can hold it (then it is kept for
    this run only)."""
    _RUN_SERVER_KEYS[server_account(url)] = api_key
    return _keyring_set(server_account(url), api_key)


def delete_server_key(url: str) -> None:
    _RUN_SERVER_KEYS.pop(server_account(url), None)
    import keyring
    from keyring.errors import KeyringError, PasswordDeleteError

    try:
        keyring.delete_password(SERVICE, server_account(url))
    except (PasswordDeleteError, KeyringError):
        pass
