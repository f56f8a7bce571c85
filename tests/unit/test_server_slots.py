"""Slot save/restore decisions for llama-server (app/models/llama_server.py) against a small
HTTP server on 127.0.0.1 that speaks the same protocol as llama-server (/props, /slots/0
save and restore into files it keeps, SSE chat completions with id_slot and cache_prompt).
The real llama-server runs in tests/integration/test_llama_server_slots.py when it is built."""
from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from app.models.llama_server import CONVERSATION_FILES, server_kind
from app.models.remote import RemoteModel


class FakeLlamaServer:
    def __init__(self, slot_path: bool = True, props: bool = True):
        self.files: set[str] = set()
        self.calls: list[tuple[str, dict]] = []
        srv = self

        class H(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

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
                if self.path == "/v1/models":
                    return self._json(200, {"data": [{"id": "m"}]})
                if self.path == "/props" and props:
                    return self._json(200, {"total_slots": 1, "build_info": "b1-test",
                                            "model_path": "/models/m.gguf",
                                            "default_generation_settings": {"n_ctx": 2048}})
                return self._json(404, {"error": {"message": "not found"}})

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])) or b"{}")
                srv.calls.append((self.path, body))
                if self.path.startswith("/slots/0?action="):
                    if not slot_path:
                        return self._json(501, {"error": {"message": "This server does not "
                                          "support slots action. Start it with "
                                          "`--slot-save-path`"}})
                    name = body["filename"]
                    if self.path.endswith("save"):
                        srv.files.add(name)
                        return self._json(200, {"filename": name, "n_saved": 40})
                    if name not in srv.files:
                        return self._json(400, {"error": {"message": "Unable to restore"}})
                    return self._json(200, {"filename": name, "n_restored": 40})
                if self.path == "/v1/chat/completions":
                    self.send_response(200)
                    self.send_header("Content-Type", "text/event-stream")
                    self.end_headers()
                    for chunk in ({"choices": [{"delta": {"content": "ok"}}]},
                                  {"choices": [{"delta": {}, "finish_reason": "stop"}]}):
                        self.wfile.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
                    self.wfile.write(b"data: [DONE]\n\n")
                    self.close_connection = True
                    return
                return self._json(404, {"error": {"message": "not found"}})

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), H)
        self.url = f"http://127.0.0.1:{self.http.server_address[1]}"
        threading.Thread(target=self.http.serve_forever, daemon=True).start()

    def actions(self) -> list[str]:
        return [p.split("action=")[1] for p, _ in self.calls if p.startswith("/slots/")]

    def close(self):
        self.http.shutdown()
        self.http.server_close()


@pytest.fixture
def fake():
    s = FakeLlamaServer()
    yield s
    s.close()


HEAD = [{"role": "system", "content": "You are helpful. The user is Ada."}]
A = HEAD + [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}]
B = HEAD + [{"role": "user", "content": "other"}, {"role": "assistant", "content": "yes"}]
DOT = [{"role": "user", "content": "."}]


def _ask(m, conv, text="next?"):
    return "".join(m.stream(conv + [{"role": "user", "content": text}], max_tokens=4))


def test_kind_is_read_from_props():
    assert server_kind({"total_slots": 1, "build_info": "b1"}) == "llama-server"
    assert server_kind(None) == server_kind({"n_ctx": 4096}) == "openai"


def test_file_names_are_bounded_per_model(fake):
    m = RemoteModel(fake.url)
    names = {m.slots.filename(HEAD + [{"role": "user", "content": f"chat {i}"},
                                      {"role": "assistant", "content": "ok"}])
             for i in range(200)}
    assert len(names) == CONVERSATION_FILES and m.slots.filename(HEAD) not in names
    assert len({m.slots.filename(A), m.slots.filename(B), m.slots.filename(HEAD)}) == 3


def test_warm_saves_and_a_switch_back_restores(fake):
    m = RemoteModel(fake.url)
    assert m.kind == "llama-server" and m.n_ctx == 2048
    m.warm(A + DOT)
    # first request of a new process: the live slot is unknown, so the conversation's and the
    # head's files are tried (none yet); then the warmed prefix is saved
    assert fake.actions() == ["restore", "restore", "save"]
    assert fake.files == {m.slots.filename(A)} and m.slots.restored == 0
    assert _ask(m, A) == "ok" and len(fake.actions()) == 3        # the live slot holds A
    body = [b for p, b in fake.calls if p == "/v1/chat/completions"][-1]
    assert body["id_slot"] == 0 and body["cache_prompt"] is True
    _ask(m, B)                                  # another conversation takes the slot
    assert len(fake.actions()) == 3             # B has no file; nothing beats the live slot
    _ask(m, A)                                  # back to A: its file covers more than live
    assert fake.actions()[3:] == ["restore"] and m.slots.restored == 1
    _ask(m, A, "and again?")
    assert m.slots.restored == 1


def test_after_a_restart_the_files_are_tried_and_a_stale_one_is_not(fake):
    m = RemoteModel(fake.url)
    m.warm(A + DOT)
    m.warm(HEAD + DOT)
    assert len(fake.files) == 2 and m.slots.filename(HEAD) != m.slots.filename(A)
    fresh = RemoteModel(fake.url)               # Engram restarted: the live slot is unknown
    _ask(fresh, A)
    assert fresh.slots.restored == 1 and fake.calls[-2][1]["filename"] == m.slots.filename(A)
    other = RemoteModel(fake.url)
    _ask(other, B)                              # no file of B's: the head's is the next best
    assert other.slots.restored == 1 and fake.calls[-2][1]["filename"] == m.slots.filename(HEAD)
    # the head changed (a new fact): A's file holds the old head, so it is not restored
    changed = [{"role": "system", "content": "You are helpful. The user is Bo."}] + A[1:]
    assert m.slots.filename(changed) == m.slots.filename(A)
    _ask(m, B)
    n = len(fake.actions())
    _ask(m, changed)
    assert len(fake.actions()) == n and m.slots.restored == 0


def test_without_slot_save_path_slots_switch_off():
    s = FakeLlamaServer(slot_path=False)
    try:
        m = RemoteModel(s.url)
        m.warm(A + DOT)
        assert not m.slots.enabled and _ask(m, A) == "ok"
        assert s.actions() == ["restore"]       # asked once (501), then never again
        body = [b for p, b in s.calls if p == "/v1/chat/completions"][-1]
        assert "id_slot" not in body and body["cache_prompt"] is True
    finally:
        s.close()


def test_other_servers_get_no_slot_requests():
    s = FakeLlamaServer(props=False)
    try:
        m = RemoteModel(s.url)
        m.warm(A + DOT)
        _ask(m, A)
        assert m.kind == "openai" and m.slots is None and s.actions() == []
        body = [b for p, b in s.calls if p == "/v1/chat/completions"][-1]
        assert "id_slot" not in body and "cache_prompt" not in body
    finally:
        s.close()
