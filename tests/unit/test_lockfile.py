"""memory/lockfile.py: a start racing a brief exclusive holder waits instead of saying "busy"."""
from __future__ import annotations

import threading
import time

import pytest

from memory import lockfile
from memory.errors import AlreadyOpenError
from memory.lockfile import ProfileLock


def test_shared_open_waits_for_a_brief_exclusive_holder(tmp_path):
    path = tmp_path / "engram.db.lock"
    alone = ProfileLock(path)                 # e.g. another start clearing a kill's leftovers
    threading.Timer(0.3, alone.release).start()
    t = time.monotonic()
    shared = ProfileLock(path, shared=True)   # a double-click's second start: not refused
    assert time.monotonic() - t >= 0.2
    shared.release()


def test_shared_open_is_refused_when_the_holder_stays(tmp_path, monkeypatch):
    monkeypatch.setattr(lockfile, "SHARED_WAIT_S", 0.2)
    path = tmp_path / "engram.db.lock"
    alone = ProfileLock(path)                 # a re-encryption that takes minutes
    try:
        t = time.monotonic()
        with pytest.raises(AlreadyOpenError, match="busy"):
            ProfileLock(path, shared=True)
        assert 0.15 <= time.monotonic() - t < 5   # bounded
    finally:
        alone.release()


def test_exclusive_is_refused_at_once_while_shared(tmp_path):
    path = tmp_path / "engram.db.lock"
    shared = ProfileLock(path, shared=True)
    try:
        t = time.monotonic()
        with pytest.raises(AlreadyOpenError, match="close it first"):
            ProfileLock(path)
        assert time.monotonic() - t < 0.5
    finally:
        shared.release()
