"""A keyring backend that keeps its entries in one JSON file (ENGRAM_TEST_KEYRING_FILE).

For tests that kill processes in the middle of key changes: a real keyring the child and the
checking parent share, written the way a keyring daemon commits (whole file, fsync, atomic
rename), so a SIGKILL leaves the previous or the next state, never half of one. Select it in a
child with PYTHON_KEYRING_BACKEND=file_keyring.FileKeyring and this folder on PYTHONPATH, or
in-process with keyring.set_keyring(FileKeyring()).
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from keyring.backend import KeyringBackend
from keyring.errors import PasswordDeleteError


class FileKeyring(KeyringBackend):
    priority = 1

    @property
    def _path(self) -> Path:
        return Path(os.environ["ENGRAM_TEST_KEYRING_FILE"])

    def _load(self) -> dict:
        try:
            return json.loads(self._path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}

    def _save(self, data: dict) -> None:
        tmp = self._path.with_name(self._path.name + f".tmp{os.getpid()}")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, self._path)

    def get_password(self, service: str, username: str) -> str | None:
        return self._load().get(f"{service}/{username}")

    def set_password(self, service: str, username: str, password: str) -> None:
        data = self._load()
        data[f"{service}/{username}"] = password
        self._save(data)

    def delete_password(self, service: str, username: str) -> None:
        data = self._load()
        if data.pop(f"{service}/{username}", None) is None:
            raise PasswordDeleteError("no such entry")
        self._save(data)
