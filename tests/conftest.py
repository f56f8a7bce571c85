"""Shared fixtures: every test gets its own ENGRAM_HOME, real encrypted stores, real embedder."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


@pytest.fixture(autouse=True)
def engram_home(tmp_path, monkeypatch):
    """Point all data and config at a tmp dir; tests never touch the real home."""
    home = tmp_path / "engram-home"
    monkeypatch.setenv("ENGRAM_HOME", str(home))
    monkeypatch.setenv("ENGRAM_PASSPHRASE", "test-passphrase-123")
    # keyring must never reach the developer's real keyring from a test
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
    return home


@pytest.fixture
def raw_key():
    from memory.store import Key

    return Key("ab" * 32, raw=True)


@pytest.fixture
def store(tmp_path, raw_key):
    """A real encrypted database file with sqlite-vec loaded and the schema migrated."""
    from memory.store import open_store

    s = open_store(tmp_path / "test.db", raw_key)
    yield s
    s.close()


@pytest.fixture(scope="session")
def embedder():
    """The real all-MiniLM-L6-v2 embedder (loaded once per test session)."""
    from memory.embed import MiniLMEmbedder

    e = MiniLMEmbedder()
    e.load()
    return e


@pytest.fixture
def hash_embedder():
    from memory.embed import HashEmbedder

    return HashEmbedder()


@pytest.fixture
def topic_engine(store, hash_embedder):
    """A MemoryEngine whose store holds three one-topic mid-term segments (ids 1, 2, 3:
    gardening, sailing, cello) of ~26 tokens each; keyword arguments go to MemoryEngine."""
    from memory.engine import MemoryEngine
    from memory.policy import Policy

    def make(**kw):
        eng = MemoryEngine(store, hash_embedder, Policy(stm_capacity=3, segment_threshold=0.99),
                           **kw)
        for topic in ("gardening tomatoes basil", "sailing boats harbour wind",
                      "cello orchestra music practice"):
            c = eng.new_conversation()
            for i in range(3):
                eng.add_exchange(c.id, f"Let us talk about {topic} {i}", "ok")
            eng.flush_short_term(c.id)
            eng.maintain()
        assert store.scalar("SELECT count(*) FROM segments WHERE tier = 'mid'") == 3
        return eng
    return make
