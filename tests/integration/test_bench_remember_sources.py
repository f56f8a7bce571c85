"""`engram bench remember --model SOURCE` through a remote server: llama-cpp-python's own
OpenAI-compatible server on 127.0.0.1 running the bundled model, against the same model
loaded in this process, greedy, on a three-question script. Memory (given) is the same
local memory either way, so it must match; the answers (said) come from the same weights,
tokens and greedy decoding (on the dev script: 6/11 here, 7/11 there; see the issue notes)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main
from app.models import bundled_model_path
from tests.integration.helpers.llama_server import llama_server

pytestmark = [pytest.mark.model, pytest.mark.slow]
SCRIPT = Path(__file__).parent / "data" / "remember_mini.json"


def _bench(model: str, out: Path) -> dict:
    assert main(["bench", "remember", str(SCRIPT), "--model", model, "--temperature", "0",
                 "--answer-tokens", "32", "--json", str(out)]) == 0
    return json.loads(out.read_text())


def test_bench_remember_through_a_remote_server_matches_local(tmp_path, capsys):
    local = _bench("bundled", tmp_path / "local.json")
    with llama_server(bundled_model_path(), n_ctx=4096, log_path=tmp_path / "srv.log") as (
            url, _):
        remote = _bench(url, tmp_path / "remote.json")
    out = capsys.readouterr().out
    assert f"@ {url}" in out                     # the bench ran on the server
    n = len(json.loads(SCRIPT.read_text())["questions"])
    for res in (local, remote):
        assert res["summary"]["questions"] == n and res["summary"]["ttft_p50_ms"] > 0
        assert all(q["answer"].strip() for q in res["questions"])
    assert remote["summary"]["given"] == local["summary"]["given"] >= n - 1
    assert [q["given"] for q in remote["questions"]] == [q["given"] for q in local["questions"]]
    # greedy on both sides, same tokens (test_chat_template_parity); the KV cache is built in
    # other batches (slots here, one prefill there), so a near-tie may flip one answer
    assert abs(remote["summary"]["said"] - local["summary"]["said"]) <= 1, (local, remote)
