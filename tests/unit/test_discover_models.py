"""Discovery over real directory trees laid out as LM Studio, Ollama, GPT4All, Jan and the
Hugging Face cache keep them, each holding the bundled GGUF (Ollama's as a digest-named blob,
the HF cache's as a snapshot symlink into blobs/)."""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
from pathlib import Path

import pytest

from app.models import bundled_model_path
from app.models.discover import find_models
from app.models.gguf_info import NotGGUF, read_info

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="Linux folder layout")


def _place(src: Path, dest: Path) -> Path:
    dest.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.link(src, dest)          # same bytes, its own path (a copy where links cannot go)
    except OSError:
        shutil.copyfile(src, dest)
    return dest


@pytest.fixture(scope="module")
def digest():
    h = hashlib.sha256()
    with open(bundled_model_path(), "rb") as fh:
        for b in iter(lambda: fh.read(1 << 20), b""):
            h.update(b)
    return h.hexdigest()


@pytest.fixture
def home(tmp_path, digest):
    src = bundled_model_path()
    h = tmp_path / "home"
    _place(src, h / ".lmstudio/models/HuggingFaceTB/SmolLM2-135M-GGUF/SmolLM2-135M.Q4_1.gguf")
    om = h / ".ollama/models"
    _place(src, om / "blobs" / f"sha256-{digest}")
    (om / "blobs" / "sha256-0000template").write_text("{{ .Prompt }}")
    man = om / "manifests/registry.ollama.ai/library/smollm2/135m"
    man.parent.mkdir(parents=True)
    man.write_text(json.dumps({"schemaVersion": 2, "layers": [
        {"mediaType": "application/vnd.ollama.image.model", "digest": f"sha256:{digest}",
         "size": src.stat().st_size},
        {"mediaType": "application/vnd.ollama.image.template",
         "digest": "sha256:0000template"}]}))
    _place(src, h / ".local/share/nomic.ai/GPT4All/smollm2-135m-instruct.Q4_1.gguf")
    _place(src, h / ".local/share/Jan/data/llamacpp/models/smollm2-135m/model.gguf")
    hub = h / ".cache/huggingface/hub/models--HuggingFaceTB--SmolLM2-135M-Instruct-GGUF"
    blob = _place(src, hub / "blobs" / digest)
    snap = hub / "snapshots/abc123/smollm2-135m-instruct-q4_1.gguf"
    snap.parent.mkdir(parents=True)
    snap.symlink_to(os.path.relpath(blob, snap.parent))
    # things that must be left out: a projector, a text file named .gguf, a dangling link
    _place(src, h / ".lmstudio/models/x/y/mmproj-model-f16.gguf")
    (h / ".lmstudio/models/x/y/notes.gguf").write_text("not a model")
    (h / ".local/share/nomic.ai/GPT4All/gone.gguf").symlink_to(h / "nowhere.gguf")
    return h


def test_finds_each_app_with_header_facts(home):
    found = find_models(home, env={})
    by_app = {f.app: f for f in found}
    assert set(by_app) == {"LM Studio", "Ollama", "GPT4All", "Jan", "Hugging Face cache"}
    assert len(found) == 5
    size = bundled_model_path().stat().st_size
    for f in found:
        assert f.size == size and f.path.exists()
        assert f.info.architecture == "llama" and f.info.quantisation == "Q4_1"
        assert f.info.context_length == 8192
    assert by_app["Ollama"].name == "smollm2:135m"
    assert by_app["Ollama"].path.name.startswith("sha256-")       # used in place, as a blob
    assert by_app["Jan"].name == "smollm2-135m"
    assert by_app["Hugging Face cache"].name.startswith("HuggingFaceTB/SmolLM2-135M-Instruct")


def test_environment_overrides_and_empty_home(home, tmp_path):
    moved = tmp_path / "elsewhere"
    shutil.move(str(home / ".ollama/models"), moved)
    found = find_models(home, env={"OLLAMA_MODELS": str(moved)})
    assert any(f.app == "Ollama" and f.path.parent == moved / "blobs" for f in found)
    assert find_models(tmp_path / "empty-home", env={}) == []


def test_not_gguf_is_refused(tmp_path):
    p = tmp_path / "x.gguf"
    p.write_bytes(b"GGUF\x03\x00\x00\x00" + b"\x00" * 4)
    with pytest.raises(NotGGUF):
        read_info(p)
    p.write_bytes(b"PK\x03\x04")
    with pytest.raises(NotGGUF):
        read_info(p)
