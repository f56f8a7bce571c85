"""Key changes in every direction, finished and interrupted, on a real encrypted file with a
real (file-based) keyring: the database always opens with a key the app finds."""
from __future__ import annotations

import sys
from pathlib import Path

import keyring
import pytest

from app import config, keys, services
from memory.cipher import Key, key_opens

sys.path.insert(0, str(Path(__file__).parent / "helpers"))
from file_keyring import FileKeyring  # noqa: E402

OLD_PHRASE, NEW_PHRASE = "old passphrase 123", "new passphrase 456"


@pytest.fixture
def file_keyring(tmp_path, monkeypatch):
    monkeypatch.setenv("ENGRAM_TEST_KEYRING_FILE", str(tmp_path / "keyring.json"))
    before = keyring.get_keyring()
    keyring.set_keyring(FileKeyring())
    yield
    keyring.set_keyring(before)


def _profile(start: str, monkeypatch) -> services.Session:
    """A profile whose key is a passphrase (`start`='passphrase') or a keyring key."""
    if start == "passphrase":
        monkeypatch.setenv("ENGRAM_PASSPHRASE", OLD_PHRASE)
    else:
        monkeypatch.delenv("ENGRAM_PASSPHRASE")
    src = services.obtain_key(None)
    s = services.Session.open(src.key, src.origin)
    s.store.exec("INSERT INTO conversations(id, title, created, updated) "
                 "VALUES ('c1', 'keymarker', 0, 0)")
    return s


def _opens_as_app(db: Path, phrases=(OLD_PHRASE, NEW_PHRASE)) -> keys.KeySource:
    """What the app does on start: obtain (settling a journal), else the user types a phrase."""
    for env in (None, *phrases):
        if env is None:
            import os
            os.environ.pop("ENGRAM_PASSPHRASE", None)
        else:
            import os
            os.environ["ENGRAM_PASSPHRASE"] = env
        try:
            src = keys.obtain(db, prompt=None)
        except keys.NoKeyAvailable:
            continue
        if key_opens(db, src.key):
            return src
    raise AssertionError("no key the app can find opens the database")


DIRECTIONS = [("passphrase", NEW_PHRASE), ("passphrase", None), ("keyring", NEW_PHRASE),
              ("keyring", None)]


@pytest.mark.parametrize("start,target", DIRECTIONS)
def test_change_key_every_direction(start, target, file_keyring, monkeypatch):
    s = _profile(start, monkeypatch)
    db = s.paths.db_file
    origin = s.change_key(target)
    s.close()
    assert not keys.journal_path(db).exists()
    assert keyring.get_password(keys.SERVICE, keys.account_for(db) + keys.PENDING) is None
    monkeypatch.delenv("ENGRAM_PASSPHRASE", raising=False)
    if target is None:
        assert origin == "keyring"
        src = keys.obtain(db, prompt=None)
        assert src.origin == "keyring" and key_opens(db, src.key)
        assert not key_opens(db, Key(OLD_PHRASE))
    else:
        assert keys.keyring_key(db) is None  # the old keyring key is gone
        assert key_opens(db, Key(NEW_PHRASE)) and not key_opens(db, Key(OLD_PHRASE))
    again = services.Session.open(_opens_as_app(db).key)
    assert again.store.scalar("SELECT title FROM conversations") == "keymarker"
    assert again.store.integrity_check() == ["ok"]
    again.close()


@pytest.mark.parametrize("start,target", DIRECTIONS)
@pytest.mark.parametrize("stage", ["begun", "rekeyed", "promoted"])
def test_interrupted_change_is_settled_on_start(start, target, stage, file_keyring,
                                                monkeypatch, caplog):
    """A kill after the journal (and pending key), after the swap, or after the new key was
    filed but before the pending entry and the journal were removed."""
    s = _profile(start, monkeypatch)
    db = s.paths.db_file
    new = Key(target) if target else Key("cd" * 32, raw=True)
    to = "passphrase" if target else "keyring"
    keys.begin_change(db, to, new)
    if stage != "begun":
        s.store.rekey(new)
    if stage == "promoted":
        if to == "keyring":
            keyring.set_password(keys.SERVICE, keys.account_for(db), new.secret)
        else:
            keys.delete_from_keyring(db)
    s.close()
    src = _opens_as_app(db)
    assert not keys.journal_path(db).exists()
    assert keyring.get_password(keys.SERVICE, keys.account_for(db) + keys.PENDING) is None
    assert any("interrupted" in r.getMessage() for r in caplog.records)
    if stage != "begun":
        assert src.key == new
    s2 = services.Session.open(src.key)
    assert s2.store.scalar("SELECT title FROM conversations") == "keymarker"
    s2.close()


def test_weak_env_passphrase_refused_for_a_new_profile(monkeypatch):
    monkeypatch.setenv("ENGRAM_PASSPHRASE", "a")
    with pytest.raises(keys.WeakPassphrase, match="ENGRAM_PASSPHRASE"):
        services.obtain_key(None)
    assert not config.paths().db_file.exists()


def test_half_written_journal_is_removed_on_start(file_keyring, monkeypatch):
    """A kill while the journal itself was written: nothing changed, the stray file goes."""
    s = _profile("keyring", monkeypatch)
    db = s.paths.db_file
    s.close()
    half = keys.journal_path(db).with_name(keys.journal_path(db).name + ".tmp")
    half.write_text('{"to": "keyr')
    src = keys.obtain(db, prompt=None)
    assert key_opens(db, src.key) and not half.exists()
