"""Activation memory on llama.cpp's own llama-server (built by `scripts/setup.sh --test` from
the sources vendored in llama-cpp-python): the server is recognised from /props, the warmed
prefix is saved as a slot file, and after the server and Engram both restarted the restored
slot gives the same greedy answer with a lower time to first token (measured in one run). A
server started without --slot-save-path keeps chatting with slots switched off."""
from __future__ import annotations

import time

import pytest

from app.models import bundled_model_path
from app.models.remote import RemoteModel
from tests.integration.helpers.llama_server import cpp_server, free_port, server_binary

pytestmark = [pytest.mark.model, pytest.mark.slow, pytest.mark.skipif(
    server_binary() is None, reason="llama.cpp's llama-server is not built: `bash "
    "scripts/setup.sh --test` builds it into ~/.cache/engram/bin (or set ENGRAM_LLAMA_SERVER)")]

COLORS = ["red", "green", "blue", "amber", "violet", "grey", "white", "black"]
HEAD = "You are a helpful assistant. The shelf notes:\n" + "\n".join(
    f"- Box {i} is {COLORS[i % 8]} and holds {i * 7 % 23 + 2} marbles and {i % 5} keys."
    for i in range(1, 61))
CONV = [{"role": "system", "content": HEAD},
        {"role": "user", "content": "How many marbles are in box 3?"},
        {"role": "assistant", "content": "Box 3 holds 23 marbles."}]
ASK = CONV + [{"role": "user", "content": "What colour is box 5?"}]
DOT = [{"role": "user", "content": "."}]
OTHER = [{"role": "system", "content": "You answer in one word."},
         {"role": "user", "content": "Say hi."}]


def _greedy(m: RemoteModel, msgs) -> tuple[str, float]:
    text = "".join(m.stream(msgs, max_tokens=24, temperature=0.0))
    return text, m.last_stats.ttft_ms


def test_slot_restored_after_restart_gives_same_tokens_faster(tmp_path):
    slots = tmp_path / "slots"
    slots.mkdir()
    model, port, log = bundled_model_path(), free_port(), tmp_path / "server.log"
    with cpp_server(model, slot_dir=slots, port=port, log_path=log) as (url, _):
        m = RemoteModel(url, n_ctx=2048)
        assert m.kind == "llama-server" and m.slots is not None and m.slots.enabled
        _greedy(m, OTHER)                          # the first request's one-off costs
        cold, cold_ms = _greedy(m, ASK)
        assert m.slots.restored == 0 and cold.strip()
        m.warm(CONV + DOT)                         # what the assistant's background job does
        name = m.slots.filename(CONV)
        assert m.slots.saved == 1 and [p.name for p in slots.iterdir()] == [name]
        # another conversation takes the slot; coming back restores this one's file
        _greedy(m, OTHER)
        again, _ = _greedy(m, ASK)
        assert m.slots.restored == 1 and again == cold
    with cpp_server(model, slot_dir=slots, port=port, log_path=log) as (url, _):
        _greedy(RemoteModel(url), OTHER)           # the first request's one-off costs
        m2 = RemoteModel(url, n_ctx=2048)          # a restarted Engram: live slot unknown
        assert m2.slots.filename(CONV) == name
        warm, warm_ms = _greedy(m2, ASK)
        print(f"\nllama-server TTFT cold {cold_ms:.0f} ms, restored slot {warm_ms:.0f} ms "
              f"({m2.slots.last_restored_tokens} tokens restored)")
        assert m2.slots.restored == 1 and m2.slots.last_restored_tokens > 500
        assert warm == cold                        # same greedy tokens
        assert warm_ms < 0.8 * cold_ms, (warm_ms, cold_ms)
        # the live slot now holds this conversation: the next turn restores nothing
        _greedy(m2, ASK)
        assert m2.slots.restored == 1


def test_server_turns_messages_into_the_same_prompt_tokens(tmp_path):
    """llama-server's own template and tokenizer give the tokens the runtime evaluates, so a
    remaining difference in answers is numerics (another llama.cpp build), not the prompt."""
    import json

    from app.runtime import LlamaRuntime
    from tests.integration.test_remote_server import CAR

    local = LlamaRuntime(bundled_model_path(), n_ctx=2048, n_threads=1)
    with cpp_server(bundled_model_path(), log_path=tmp_path / "server.log") as (url, _):
        m = RemoteModel(url, n_ctx=2048)
        for msgs in (CAR, ASK):
            conn, resp = m.server.request("POST", "/apply-template", {"messages": msgs})
            text = json.loads(resp.read())["prompt"]
            conn.close()
            conn, resp = m.server.request("POST", "/tokenize", {"content": text,
                                                                "add_special": True})
            tokens = json.loads(resp.read())["tokens"]
            conn.close()
            assert tokens == local.prompt_tokens(msgs)[0]
    local.close()


def test_without_slot_save_path_slots_switch_off_and_chat_goes_on(tmp_path):
    with cpp_server(bundled_model_path(), log_path=tmp_path / "server.log") as (url, _):
        m = RemoteModel(url, n_ctx=2048)
        assert m.kind == "llama-server"
        t0 = time.perf_counter()
        m.warm(CONV + DOT)
        assert not m.slots.enabled and time.perf_counter() - t0 < 60
        assert _greedy(m, ASK)[0].strip()
        assert m.slots.restored == 0 and m.slots.saved == 0
