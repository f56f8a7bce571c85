"""RemoteModel against a small real HTTP server on 127.0.0.1 speaking OpenAI's SSE chat
completions (the real llama.cpp server is in tests/integration/test_remote_server.py):
errors are one line each, stop lands at once, a dropped connection says so."""
from __future__ import annotations

import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from app.models.remote import (RemoteError, RemoteGone, RemoteModel, RemoteServer, base_url,
                               is_this_machine, params_from_name, privacy_note)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    mode = "ok"          # ok | drop | slow | error-event
    seen: list = []

    def log_message(self, *a):
        pass

    def _json(self, code, obj):
        body = json.dumps(obj).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        if self.headers.get("Authorization") != "Bearer sesame":
            return self._json(401, {"error": {"message": "invalid api key"}})
        if self.path == "/v1/models":
            return self._json(200, {"object": "list", "data": [
                {"id": "tiny"}, {"id": "big", "meta": {"n_params": 7_000_000_000}},
                {"id": "qwen2.5:0.5b"}]})
        self._json(404, {"error": "not found"})

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        if self.path != "/v1/chat/completions":      # no tokenize endpoint, as OpenAI's API
            return self._json(404, {"error": "not found"})
        type(self).seen.append(body)
        if self.headers.get("Authorization") != "Bearer sesame":
            return self._json(401, {"error": {"message": "invalid api key"}})
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()      # no length: the stream ends when the socket closes
        words = ["Hello", " there", ",", " Ada", "."]
        try:
            self.wfile.write(b": ping\n\n")
            for i, w in enumerate(words):
                if self.mode == "drop" and i == 2:
                    self.connection.shutdown(socket.SHUT_RDWR)
                    return
                if self.mode == "error-event" and i == 1:
                    self.wfile.write(b'data: {"error": {"message": "out of memory"}}\n\n')
                    return
                chunk = {"choices": [{"delta": {"content": w}, "finish_reason": None}]}
                self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                self.wfile.flush()
                if self.mode == "slow":
                    time.sleep(0.5)
            end = {"choices": [{"delta": {}, "finish_reason": "stop"}]}
            self.wfile.write(f"data: {json.dumps(end)}\n\ndata: [DONE]\n\n".encode())
        except OSError:
            pass
        self.close_connection = True


@pytest.fixture
def server():
    Handler.mode, Handler.seen = "ok", []
    srv = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    yield f"http://127.0.0.1:{srv.server_address[1]}"
    srv.shutdown()
    srv.server_close()


MSGS = [{"role": "system", "content": "You are Engram."}, {"role": "user", "content": "hi"}]


def test_model_list_and_streaming(server):
    assert RemoteServer(server + "/v1/", "sesame").models() == ["tiny", "big", "qwen2.5:0.5b"]
    m = RemoteModel(server, api_key="sesame", n_ctx=2048)
    assert m.model == "tiny" and m.n_ctx == 2048 and m.identity.endswith("#tiny")
    got = list(m.stream(MSGS, max_tokens=20))
    assert "".join(got) == "Hello there, Ada." and m.last_stats.gen_tokens == 5
    sent = Handler.seen[-1]
    assert sent["messages"] == MSGS and sent["stream"] is True and sent["max_tokens"] == 20
    assert m._tokenize is False                      # no tokenizer there: estimated
    assert m.count_prompt(MSGS) == 2 * 8 + 4 + m.count_tokens("You are Engram.") + 1


def test_wrong_key_is_one_clear_line(server):
    with pytest.raises(RemoteError, match="refused the API key \\(401: invalid api key\\)"):
        RemoteServer(server, "wrong").models()


def test_refused_connection():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()                       # nothing listens there now
    with pytest.raises(RemoteError, match="refused the connection"):
        RemoteServer(f"http://127.0.0.1:{port}").models()


def test_timeout_is_reported():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    s.listen(1)                     # accepts into the backlog, never answers
    try:
        with pytest.raises(RemoteError, match="timeout"):
            RemoteServer(f"http://127.0.0.1:{s.getsockname()[1]}", timeout=0.5).models()
    finally:
        s.close()


def test_server_gone_mid_answer(server):
    m = RemoteModel(server, "tiny", api_key="sesame")
    Handler.mode = "drop"
    got = []
    with pytest.raises(RemoteGone, match="mid-answer.*send it again"):
        for w in m.stream(MSGS):
            got.append(w)
    assert got == ["Hello", " there"]


def test_error_event_mid_answer(server):
    m = RemoteModel(server, "tiny", api_key="sesame")
    Handler.mode = "error-event"
    with pytest.raises(RemoteError, match="out of memory"):
        list(m.stream(MSGS))


def test_stop_lands_quickly(server):
    m = RemoteModel(server, "tiny", api_key="sesame")
    Handler.mode = "slow"
    cancel = threading.Event()
    got, t = [], time.perf_counter()
    for w in m.stream(MSGS, cancel=cancel):
        got.append(w)
        cancel.set()
    assert got == ["Hello"] and m.last_stats.cancelled
    assert time.perf_counter() - t < 0.45       # did not wait for the next 0.5 s chunk


def test_addresses_and_privacy_note():
    assert base_url("127.0.0.1:8080/v1/") == "http://127.0.0.1:8080"
    assert is_this_machine("http://localhost:1") and is_this_machine("http://[::1]:1")
    assert not is_this_machine("http://10.0.0.5:8080")
    assert "another machine" in privacy_note("https://gpu.example.org")
    with pytest.raises(RemoteError):
        base_url("ftp://x")


def test_assistant_turn_without_activation(store, hash_embedder):
    """A text-only model: the turn streams, memory is written, no slot is saved."""
    from app.assistant import Assistant
    from app.config import Settings
    from app.fake_runtime import FakeChatModel
    from memory.engine import MemoryEngine

    engine = MemoryEngine(store, hash_embedder)
    m = FakeChatModel(replies=["Hi Ada.", "You live in Lisbon."])
    a = Assistant(engine, m, settings=Settings(temperature=0.0), background=False)
    r1 = a.send(None, "I am Ada and I live in Lisbon.")
    out = a.prepare(r1.conversation_id)
    assert out["prefilled"] == 0 and out["warmed"]
    warmed = m.warmed[-1]          # the next prompt's stable prefix: head, then the page
    assert warmed[0]["role"] == "system"
    assert warmed[1]["content"] == "I am Ada and I live in Lisbon."
    r2 = a.send(r1.conversation_id, "Where do I live?")
    assert m.prompts[-1][:3] == warmed[:3]     # the warmed prefix starts the real prompt
    assert r2.text == "You live in Lisbon." and r2.stats.slot_restored is None
    assert m.prompts[-1][0]["role"] == "system"
    assert any("I live in Lisbon" in x["content"] for x in m.prompts[-1][1:-1])
    assert a.slots.list() == [] and len(engine.short_term(r1.conversation_id)) == 2


def test_server_key_without_a_keyring_is_kept_for_this_run_only(server):
    from app import keys

    url = base_url(server)
    assert keys.set_server_key(url, "sesame") is False      # the tests' keyring cannot
    assert keys.get_server_key(url) == "sesame"
    assert RemoteServer(url, keys.get_server_key(url)).models()[:2] == ["tiny", "big"]
    keys.delete_server_key(url)
    assert keys.get_server_key(url) is None


def test_model_size_from_the_servers_list_or_the_name(server):
    # the size decides the focused prompt for tiny models (app/focus.py), as it does locally
    assert RemoteModel(server, api_key="sesame").n_params == 0            # unknown
    assert RemoteModel(server, "big", api_key="sesame").n_params == 7_000_000_000
    assert RemoteModel(server, "qwen2.5:0.5b", api_key="sesame").n_params == 500_000_000
    for name, n in (("SmolLM2-135M-Instruct-Q4_1.gguf", 135_000_000), ("llama3.2:1b", 10**9),
                    ("/m/gemma-2-2b-it-Q4_K_M.gguf", 2 * 10**9), ("gpt-4o", 0),
                    ("phi-3-mini-4k-instruct", 0)):
        assert params_from_name(name) == n, name
