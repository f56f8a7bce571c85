"""Model registry, catalog and fit hints; switching models keeps memory and slots stay keyed
by model."""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from app import config
from app.assistant import Assistant
from app.config import Settings
from app.fake_runtime import FakeRuntime
from app.models import bundled_model_path, catalog, registry
from memory.engine import MemoryEngine


def test_catalog_entries_are_complete_and_cited():
    entries = catalog.load()
    assert 5 <= len(entries) <= 8
    assert len({e.id for e in entries}) == len(entries)
    for e in entries:
        assert 1 <= e.params_b <= 8 and e.file.endswith(".gguf") and e.repo.count("/") == 1
        assert e.license and e.context_length >= 4096 and e.size_bytes > 0 and e.sources
        assert e.ram_gb * 2**30 > e.size_bytes      # weights plus context and overhead
        # a sha256 is cited (lowercase hex, with where it came from) or null, never made up
        assert e.sha256_source
        assert e.sha256 is None or re.fullmatch(r"[0-9a-f]{64}", e.sha256)
    assert set(catalog.recommended_ids()) <= {e.id for e in entries}


def test_fit_hints_follow_the_hardware():
    big, small = catalog.find("qwen3-4b-instruct-2507"), catalog.find("llama-3.2-1b-instruct")
    laptop = catalog.Hardware(3 << 30, 4, False)
    assert catalog.fit(big, laptop)[0] == catalog.TOO_BIG
    assert catalog.fit(small, laptop)[0] == catalog.TIGHT
    assert catalog.fit(small, catalog.Hardware(16 << 30, 8, False))[0] == catalog.RUNS_WELL
    assert catalog.fit(big, catalog.Hardware(16 << 30, 2, False))[0] == catalog.TIGHT
    gpu = catalog.Hardware(4 << 30, 4, True, 8 << 30)
    hint, why = catalog.fit(big, gpu)
    assert hint == catalog.RUNS_WELL and "GPU" in why
    assert catalog.best_fit(catalog.Hardware(16 << 30, 8, False)).id == "qwen3-4b-instruct-2507"
    # 3.7 GiB: the 1.5B is tight there, the 1B runs well: a model that runs well wins
    assert catalog.best_fit(catalog.Hardware(int(3.7 * 2**30), 8, False)).id == \
        "llama-3.2-1b-instruct"
    assert catalog.best_fit(catalog.Hardware(3 << 30, 8, False)).id == "qwen2.5-1.5b-instruct"
    assert catalog.best_fit(catalog.Hardware(1 << 30, 1, False)) is None


def test_registry_sources_and_choices(tmp_path):
    p = config.ensure_dirs()
    mdir = registry.models_dir(p)
    mdir.mkdir()
    entry = catalog.find("qwen2.5-1.5b-instruct")
    os.link(bundled_model_path(), mdir / entry.file)
    other = tmp_path / "mine.gguf"
    os.link(bundled_model_path(), other)
    home = tmp_path / "home"
    (home / ".local/share/nomic.ai/GPT4All").mkdir(parents=True)
    os.link(bundled_model_path(), home / ".local/share/nomic.ai/GPT4All/tiny.gguf")

    s = Settings()
    assert registry.current(s, p).kind == "bundled"
    got = {c.kind: c for c in registry.available(s.replace(model_path=str(other)), p,
                                                 home=home, env={})}
    assert set(got) == {"bundled", "catalog", "found", "file"}
    assert got["catalog"].detail == entry.id and got["catalog"].name == entry.name
    assert got["found"].detail == "GPT4All" and got["file"].ref == str(other)
    assert got["found"].facts == got["bundled"].facts == "llama · Q4_1 · 8k context"

    s2 = registry.choose(s, got["catalog"])
    assert s2.model_path == str(mdir / entry.file) and registry.current(s2, p).kind == "catalog"
    remote = registry.ModelChoice("remote", "http://10.0.0.5:8080", "qwen", detail="qwen")
    s3 = registry.choose(s2, remote)
    assert (s3.model_server, s3.server_model) == ("http://10.0.0.5:8080", "qwen")
    assert registry.current(s3, p).kind == "remote"
    s4 = registry.choose(s3, got["bundled"])
    assert (s4.model_path, s4.model_server) == ("", "")
    assert s4.n_ctx == s.n_ctx and s4.stm_capacity == s.stm_capacity   # nothing else changed


def test_switching_models_keeps_memory_and_slots_stay_keyed_by_model(store, hash_embedder):
    engine = MemoryEngine(store, hash_embedder)
    st = Settings(temperature=0.0)
    a = Assistant(engine, FakeRuntime(identity="model-a"), settings=st, background=False)
    cid = a.send(None, "My sister Mia lives in Oslo.").conversation_id
    a.send(cid, "I have a cat called Pip.")
    assert a.prepare(cid)["conversation_saved"]
    slots_a = {s.id for s in a.slots.list()}

    b = Assistant(engine, FakeRuntime(identity="model-b"), settings=st, background=False)
    r = b.send(cid, "What is my cat called?")
    assert r.stats.slot_restored is None                      # A's slots are not B's
    assert "I have a cat called Pip" in b.runtime.prompts[-1]  # the memory is all there
    assert len(engine.short_term(cid)) == 3
    assert slots_a <= {s.id for s in b.slots.list()}          # and A's slots are kept

    c = Assistant(engine, FakeRuntime(identity="model-a"), settings=st, background=False)
    assert c.send(cid, "And my sister?").stats.slot_restored in ("conversation", "head")


@pytest.mark.parametrize("bad", ["", "notes.txt"])
def test_use_refuses_what_is_not_a_model(bad, tmp_path, capsys):
    from app.cli import main

    target = tmp_path / (bad or "missing.gguf")
    if bad:
        target.write_text("hello")
    assert main(["models", "use", str(target)]) == 2
    assert "engram:" in capsys.readouterr().err
    assert config.load().model_path == ""
    assert Path(config.paths().settings_file).exists() is False
