"""The fast-test code paths never load llama_cpp (libllama): only loading a real model does.

Run in a fresh interpreter, so the answer does not depend on which tests ran before.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import sys, tempfile, pathlib
import app, app.assistant, app.fake_runtime, app.chat_template, app.runtime, app.services
import app.cli, app.memory_cli, app.chat_cli, app.doctor, app.models_cli, app.bench
import memory.engine
import ui.main, ui.main_window, ui.models_page   # the desktop app's modules, before a model loads
from app.assistant import Assistant
from app.fake_runtime import FakeChatModel, FakeRuntime
from app.chat_template import ChatTemplate
from memory.embed import HashEmbedder
from memory.engine import MemoryEngine
from memory.store import Key, open_store

rt = FakeRuntime(replies=["Hello there."])
ChatTemplate("{{ bos_token }}{% for m in messages %}{{ m['content'] }}{% endfor %}", bos="<s>")
store = open_store(pathlib.Path(tempfile.mkdtemp()) / "t.db", Key("ab" * 32, raw=True))
engine = MemoryEngine(store, HashEmbedder())
a = Assistant(engine, rt, background=False)
assert a.send(None, "hi, my name is Ada").text == "Hello there."
assert "".join(FakeChatModel(replies=["ok"]).stream([{"role": "user", "content": "x"}])) == "ok"
loaded = sorted(m for m in sys.modules if m == "llama_cpp" or m.startswith("llama_cpp."))
print("LOADED", loaded)
assert not loaded, loaded
"""


def test_fake_model_paths_do_not_load_llama_cpp():
    r = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, capture_output=True, text=True,
                       timeout=300, check=False)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "LOADED []" in r.stdout
