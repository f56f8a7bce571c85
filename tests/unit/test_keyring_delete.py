"""A keyring delete that fails is reported (a warning in the log, False), not hidden."""
from __future__ import annotations

import logging

import keyring
import pytest
from keyring.backend import KeyringBackend
from keyring.errors import KeyringError, PasswordDeleteError

from app import keys


class MemoryKeyring(KeyringBackend):
    priority = 1

    def __init__(self, refuse_delete: bool = False):
        super().__init__()
        self.items: dict[tuple[str, str], str] = {}
        self.refuse_delete = refuse_delete

    def get_password(self, service, username):
        return self.items.get((service, username))

    def set_password(self, service, username, password):
        self.items[(service, username)] = password

    def delete_password(self, service, username):
        if self.refuse_delete:
            raise KeyringError("locked")
        if self.items.pop((service, username), None) is None:
            raise PasswordDeleteError("no such entry")


@pytest.fixture
def backend(request):
    before = keyring.get_keyring()
    kr = MemoryKeyring(refuse_delete=getattr(request, "param", False))
    keyring.set_keyring(kr)
    yield kr
    keyring.set_keyring(before)


def test_delete_removes_the_entry_and_a_missing_one_is_no_failure(backend, tmp_path):
    assert keys.keyring_set("acct", "s3cret")
    assert keys.keyring_delete("acct") is True
    assert keys.keyring_get("acct") is None
    assert keys.keyring_delete("acct") is True            # nothing there: nothing failed
    assert keys.delete_from_keyring(tmp_path / "memory.db") is True


@pytest.mark.parametrize("backend", [True], indirect=True)
def test_a_failed_delete_is_logged_and_returned(backend, caplog):
    assert keys.keyring_set("acct", "s3cret")
    with caplog.at_level(logging.WARNING, logger=keys.log.name):
        assert keys.keyring_delete("acct") is False
    assert keys.keyring_get("acct") == "s3cret"
    text = caplog.text
    assert "did not delete acct" in text and "still holds acct" in text
