"""A GGUF that is missing, truncated, not GGUF, or a different model than a saved slot expects.

Bad files give ModelLoadError with a clear message (and one line from the CLI), never a
crash inside llama.cpp. A saved activation slot is only restored into the exact model file
and context size it was saved from: a positive control proves the slot *is* restored when
everything matches, so the refusals below are real refusals, not slots that never worked.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app.errors import ModelLoadError

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.model


@pytest.fixture(scope="module")
def gguf():
    from app.models import bundled_model_path

    p = bundled_model_path()
    if not p.exists():
        pytest.skip("the bundled GGUF is not installed")
    pytest.importorskip("llama_cpp")
    return p


def _bad_files(tmp: Path, gguf: Path) -> dict[str, Path]:
    out = {"missing": tmp / "nope.gguf", "directory": tmp / "adir", "empty": tmp / "empty.gguf",
           "text": tmp / "notes.gguf", "truncated": tmp / "trunc.gguf",
           "header_only": tmp / "header.gguf"}
    out["directory"].mkdir()
    out["empty"].write_bytes(b"")
    out["text"].write_text("this is not a model\n" * 1000)
    with open(gguf, "rb") as fh:
        out["truncated"].write_bytes(fh.read(3 << 20))
        fh.seek(0)
        out["header_only"].write_bytes(fh.read(64))
    return out


def test_bad_model_files_raise_model_load_error(tmp_path, gguf):
    from app.runtime import LlamaRuntime

    for name, path in _bad_files(tmp_path, gguf).items():
        with pytest.raises(ModelLoadError) as info:
            LlamaRuntime(path, n_ctx=512)
        msg = str(info.value)
        assert path.name in msg, (name, msg)
        assert len(msg.splitlines()) == 1, (name, msg)


def test_cli_chat_with_a_bad_model_is_one_clear_line(tmp_path, gguf):
    bad = _bad_files(tmp_path, gguf)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for name in ("missing", "text", "truncated"):
        r = subprocess.run([sys.executable, "-m", "app", "chat", "--once", "hello", "--model",
                            str(bad[name])], env=env, cwd=ROOT, capture_output=True, text=True,
                           timeout=300, stdin=subprocess.DEVNULL)
        assert r.returncode == 2, (name, r.stdout, r.stderr[-2000:])
        lines = [ln for ln in r.stderr.splitlines() if ln.startswith("engram:")]
        assert len(lines) == 1 and bad[name].name in lines[0], (name, r.stderr[-2000:])
        assert "Traceback" not in r.stderr


@pytest.mark.slow
def test_slot_is_restored_only_into_the_model_and_context_it_was_saved_from(
        tmp_path, gguf, store, hash_embedder):
    from app.assistant import Assistant
    from app.config import Settings
    from app.runtime import LlamaRuntime
    from memory.activation import SlotRefused
    from memory.engine import MemoryEngine

    # a different model: same architecture and size, one weight byte changed (loads fine,
    # answers differently, has a different hash) - exactly what must never reuse a KV state
    other = tmp_path / "other.gguf"
    shutil.copyfile(gguf, other)
    with open(other, "r+b") as fh:
        fh.seek(-1, os.SEEK_END)
        last = fh.read(1)
        fh.seek(-1, os.SEEK_END)
        fh.write(bytes([last[0] ^ 0x01]))
    engine = MemoryEngine(store, hash_embedder)
    settings = Settings(temperature=0.0, max_answer_tokens=16)

    def turn(path, n_ctx, cid, text):
        rt = LlamaRuntime(path, n_ctx=n_ctx)
        try:
            a = Assistant(engine, rt, settings=settings, background=False)
            r = a.send(cid, text)
            return a, r
        finally:
            rt.close()

    rt = LlamaRuntime(gguf, n_ctx=512)
    a = Assistant(engine, rt, settings=settings, background=False)
    cid = a.send(None, "My name is Ada and I like tea.").conversation_id
    out = a.prepare(cid)  # saves the head and conversation slots for the next turn
    assert out["head_saved"] and out["conversation_saved"], out
    key = a.key
    rt.close()
    slots = a.slots.list()
    assert {s.kind for s in slots} == {"head", "conversation"}

    # positive control: a fresh process-like runtime on the same file restores the slot
    _, r = turn(gguf, 512, cid, "What do I like?")
    assert r.stats.slot_restored == "conversation", r.stats

    # another model file: nothing restored, the answer is computed from scratch
    b, r = turn(other, 512, cid, "And my name?")
    assert b.key.model_hash != key.model_hash
    assert r.stats.slot_restored is None and r.stats.reused_tokens == 0, r.stats
    for s in a.slots.list():
        if s.model_hash == key.model_hash:
            with pytest.raises(SlotRefused, match="another model file"):
                a.slots.load(s.id, b.key)

    # the same file with another context size: refused too
    c, r = turn(gguf, 1024, cid, "Thanks.")
    assert r.stats.slot_restored is None, r.stats
    for s in a.slots.list():
        if s.model_hash == key.model_hash and s.n_ctx == 512:
            with pytest.raises(SlotRefused, match="n_ctx"):
                a.slots.load(s.id, c.key)
