"""The real bundled model: state bytes survive a new process, refusals, load errors, template."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from app.errors import ModelLoadError
from app.models import bundled_model_path
from app.runtime import LlamaRuntime
from memory.activation import SlotCatalogue, SlotKey, SlotRefused, model_file_hash

pytestmark = pytest.mark.model
ROOT = Path(__file__).resolve().parents[2]
N_CTX = 1024
HEAD = [{"role": "system", "content": "You are a helpful assistant. The user's name is Ada "
         "and she keeps two cats, Pip and Moss. She lives in Lisbon."},
        {"role": "user", "content": "What are my cats called?"}]

CHILD = r"""
import json, sys
from app.runtime import LlamaRuntime
from memory.activation import SlotCatalogue, SlotKey
from memory.store import Key, open_store
cfg = json.loads(sys.stdin.read())
rt = LlamaRuntime(cfg["model"], n_ctx=cfg["n_ctx"], n_threads=2)
store = open_store(cfg["db"], Key(cfg["key"], raw=True), lock=False)
cat = SlotCatalogue(store)
key = SlotKey(**cfg["slot_key"])
slot = cat.find("head", None, key, cfg["prompt"])
r = cat.load(slot.id, key, cfg["prompt"])
rt.load_state(r.tokens, r.state)
text = "".join(rt.generate(cfg["prompt"], max_tokens=cfg["gen"], temperature=0.0))
print(json.dumps({"tokens": rt.last_stats.tokens, "prefill": rt.last_stats.prefill_tokens,
                  "text": text}))
"""


@pytest.fixture(scope="module")
def rt():
    r = LlamaRuntime(bundled_model_path(), n_ctx=N_CTX, n_threads=2)
    yield r
    r.close()


def test_template_keeps_system_and_pieces_are_prefixes(rt):
    assert rt.chat_format == "gguf"
    toks, bounds = rt.prompt_tokens(HEAD)
    text = rt.detokenize(toks)
    assert "Pip and Moss" in text and text.rstrip().endswith("assistant")
    head_toks, _ = rt.prompt_tokens(HEAD[:1] + [{"role": "user", "content": "other"}])
    assert head_toks[:bounds[1]] == toks[:bounds[1]]


def test_state_restored_in_new_process_gives_identical_greedy_tokens(rt, store, raw_key):
    prompt, bounds = rt.prompt_tokens(HEAD)
    rt.reset()
    cold = "".join(rt.generate(prompt, max_tokens=16, temperature=0.0))
    cold_tokens = list(rt.last_stats.tokens)
    assert cold.strip() and len(cold_tokens) > 0
    rt.prefill(prompt[:bounds[1]])          # the head only
    state = rt.save_state()
    assert 15_000 * bounds[1] < len(state) < 40_000 * bounds[1]   # ~23 KB per token
    key = SlotKey(model_file_hash(store, bundled_model_path()), N_CTX)
    SlotCatalogue(store).save("head", None, key, prompt[:bounds[1]], state)
    cfg = {"model": str(bundled_model_path()), "n_ctx": N_CTX, "db": str(store.path),
           "key": raw_key.secret, "slot_key": vars(key), "prompt": prompt, "gen": 16}
    p = subprocess.run([sys.executable, "-c", CHILD], input=json.dumps(cfg), text=True,
                       capture_output=True, cwd=ROOT, timeout=600)
    assert p.returncode == 0, p.stderr[-2000:]
    out = json.loads(p.stdout.strip().splitlines()[-1])
    assert out["tokens"] == cold_tokens
    assert out["prefill"] == len(prompt) - bounds[1]


def test_refusals_other_model_smaller_ctx_flipped_bytes(rt, store, tmp_path):
    prompt, bounds = rt.prompt_tokens(HEAD)
    rt.reset()
    rt.prefill(prompt[:bounds[1]])
    cat = SlotCatalogue(store)
    key = SlotKey(model_file_hash(store, bundled_model_path()), N_CTX)
    slot = cat.save("head", None, key, prompt[:bounds[1]], rt.save_state())
    # another model file: the same GGUF with one metadata byte changed
    other = tmp_path / "other.gguf"
    shutil.copyfile(bundled_model_path(), other)
    with open(other, "r+b") as fh:
        data = fh.read(4096)
        i = data.find(b"general.name") + len("general.name") + 12
        fh.seek(i)
        fh.write(bytes([data[i] ^ 0x20]))
    other_key = SlotKey(model_file_hash(store, other), N_CTX)
    assert other_key.model_hash != key.model_hash
    with pytest.raises(SlotRefused, match="another model"):
        cat.load(slot.id, other_key, prompt)
    with pytest.raises(SlotRefused, match="n_ctx"):
        cat.load(slot.id, SlotKey(key.model_hash, 512), prompt)
    raw = bytearray(store.scalar("SELECT data FROM slot_data WHERE slot_id = ?", (slot.id,)))
    assert len(raw) == slot.size   # stored raw (codec 'raw')
    raw[len(raw) // 2] ^= 0xFF
    store.exec("UPDATE slot_data SET data = ? WHERE slot_id = ?", (bytes(raw), slot.id))
    with pytest.raises(SlotRefused, match="checksum"):
        cat.load(slot.id, key, prompt)


def test_cancel_stops_between_tokens(rt):
    prompt, _ = rt.prompt_tokens(HEAD)
    ev = threading.Event()
    got = []
    for piece in rt.generate(prompt, max_tokens=64, temperature=0.0, cancel=ev):
        got.append(piece)
        ev.set()
    assert len(got) == 1 and rt.last_stats.cancelled


@pytest.mark.parametrize("kind", ["missing", "not_gguf", "truncated", "directory"])
def test_bad_model_files_raise_model_load_error(tmp_path, kind):
    p = tmp_path / "m.gguf"
    if kind == "not_gguf":
        p.write_bytes(b"PK\x03\x04 definitely a zip")
    elif kind == "truncated":
        with open(bundled_model_path(), "rb") as fh:
            p.write_bytes(fh.read(3_000_000))
    elif kind == "directory":
        p.mkdir()
    with pytest.raises(ModelLoadError):
        LlamaRuntime(p, n_ctx=512, n_threads=1)


def test_favoured_words_are_raised_while_the_answer_is_written(rt, monkeypatch):
    import app.runtime as runtime

    plain = "".join(rt.stream(HEAD, max_tokens=12, temperature=0.0))
    assert "".join(rt.stream(HEAD, max_tokens=12, temperature=0.0, favour=())) == plain
    monkeypatch.setattr(runtime, "COPY_BIAS", 40.0)   # large enough to decide every token
    forced = "".join(rt.stream(HEAD, max_tokens=12, temperature=0.0, favour=["Zanzibar"]))
    assert "Zanzibar" in forced and "Zanzibar" not in plain
    monkeypatch.setattr(runtime, "COPY_BIAS", 0.0)
    assert "".join(rt.stream(HEAD, max_tokens=12, temperature=0.0, favour=["Zanzibar"])) == plain
