"""`engram models` end to end: a catalog model downloaded from a hub-like server on 127.0.0.1
(serving the bundled GGUF under the catalog entry's name) is chatting after `download --use`;
then a remote server (llama-cpp-python's, on 127.0.0.1) is chosen with `use URL` and the same
memory answers through it; `use bundled` switches back."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.models import bundled_model_path, catalog
from tests.integration.helpers.hub_server import Hub
from tests.integration.helpers.llama_server import llama_server

pytestmark = [pytest.mark.model, pytest.mark.slow]
ROOT = Path(__file__).resolve().parents[2]


def engram(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT,
                          env=dict(os.environ, **(env or {})), capture_output=True, text=True,
                          timeout=600)


def test_download_use_chat_then_remote_and_back(engram_home, tmp_path):
    (engram_home / "config").mkdir(parents=True, exist_ok=True)
    (engram_home / "config" / "settings.toml").write_text("max_answer_tokens = 16\n")
    entry = next(e for e in catalog.load() if e.sha256 is None)    # checked by the hub's etag
    pinned = catalog.find("qwen2.5-1.5b-instruct")     # the catalog's cited sha256 is checked
    with Hub({f"{entry.repo}/{entry.file}": bundled_model_path(),
              f"{pinned.repo}/{pinned.file}": bundled_model_path()}) as hub:
        bad = engram("models", "download", pinned.id, env={"HF_ENDPOINT": hub.url})
        r = engram("models", "download", entry.id, "--use", env={"HF_ENDPOINT": hub.url})
    assert bad.returncode != 0 and f"expected {pinned.sha256[:16]}… (catalog)" in bad.stderr
    assert r.returncode == 0, r.stderr
    assert not list((engram_home / "data" / "models").glob(f"*{pinned.file}*"))
    assert "sha256 checked: hub etag" in r.stderr and f"Now using {entry.name}" in r.stdout
    listed = json.loads(engram("models", "list", "--json", "--no-scan").stdout)
    assert listed["active"]["kind"] == "catalog" and listed["active"]["detail"] == entry.id
    assert [c["downloaded"] for c in listed["catalog"] if c["id"] == entry.id] == [True]

    first = engram("chat", "--once", "Please remember: my boat is called Seagull.", "--json")
    assert first.returncode == 0, first.stderr[-2000:]
    assert json.loads(first.stdout.splitlines()[-1])["page_id"]

    with llama_server(bundled_model_path(), log_path=tmp_path / "srv.log") as (url, _):
        r = engram("models", "use", url)
        assert r.returncode == 0, r.stderr
        assert "sent to a server on this computer" in r.stdout
        listed = json.loads(engram("models", "list", "--json", "--no-scan").stdout)
        assert listed["active"]["kind"] == "remote" and listed["active"]["ref"] == url
        second = engram("chat", "--once", "What is the name of my boat?", "--json")
        assert second.returncode == 0, second.stderr[-2000:]
        out = json.loads(second.stdout.splitlines()[-1])
        assert out["text"] and out["page_id"]
        assert any("Seagull" in c["text"] for c in out["context"])   # the same memory

    r = engram("models", "use", "bundled")
    assert r.returncode == 0, r.stderr
    listed = json.loads(engram("models", "list", "--json", "--no-scan").stdout)
    assert listed["active"]["kind"] == "bundled"
    r = engram("models", "use", "http://127.0.0.1:9")           # nothing listens there
    assert r.returncode == 2 and "refused the connection" in r.stderr
    assert json.loads(engram("models", "list", "--json", "--no-scan").stdout)["active"][
        "kind"] == "bundled"
