"""A chat model on an OpenAI-compatible server (llama.cpp's llama-server, llama-cpp-python's
server, Ollama, LM Studio, vLLM): the text-level ChatModel, without the activation capability.

Design decisions:
- Plain http.client, no new dependency: one POST per answer read as server-sent events line by
  line. Stop (the cancel Event) is watched by a small thread that shuts the socket down, so a
  stop lands at once even while the server is still prefilling, and the server sees the
  client leave and stops generating.
- The prompt is the same stable-first message list a local model gets; servers reuse the
  stable head with their own prefix caching (llama-server's prompt cache, vLLM's prefix
  caching). There are no token ids and no state bytes here, so the assistant keeps no slots
  for a remote model; on llama-server the slot files live on the server (llama_server.py).
  Memory itself stays local and encrypted; only the messages of a turn (with the memories
  given with them) go to the server.
- Token counts of memory items are estimated (3 UTF-8 bytes a token, rounded up): counting
  over HTTP for every item would cost a round trip each. The whole prompt, which must fit
  the server's context, is counted by the server's tokenizer where it has one (llama-server
  /tokenize, llama-cpp-python /extras/tokenize): one request per prompt.
- Sampling: only max_tokens and temperature are sent. At temperature 0 a llama.cpp server
  answers what the runtime answers to the same tokens (same template; greedy; the runtime
  evaluates the prompt the way servers do, see app/runtime.py). llama-cpp-python's server
  already defaults to the runtime's repeat penalty (1.1 over generated tokens); llama-server
  replays the prompt into its penalty window, so 1.1 there penalizes the words of the
  question and the memories (its greedy answers got much worse) and is not sent.
- Every failure is one line (RemoteError): refused, timeout, 401/403, unknown model, server
  gone mid-answer. The assistant writes a page only after an answer is complete, so after
  any of these nothing is half-stored and the user's message can simply be sent again.
- The API key comes from the OS keyring (app.keys), never from settings.toml.
"""
from __future__ import annotations

import http.client
import ipaddress
import json
import logging
import math
import re
import socket
import threading
import time
from typing import Iterator, Sequence
from urllib.parse import urlsplit

from ..chat_model import GenStats, Progress
from ..errors import EngramError
from .llama_server import ServerSlots, server_kind

log = logging.getLogger(__name__)

CHARS_PER_TOKEN = 3.0      # UTF-8 bytes per token, on the safe side for English
MESSAGE_OVERHEAD = 8     # role markers and separators a chat template adds per message


class RemoteError(EngramError):
    """A model server could not be reached or failed; the message says what to do."""


class RemoteGone(RemoteError):
    """The server closed the connection in the middle of an answer."""


def base_url(url: str) -> str:
    """`http://host:port` (plus any path prefix) without a trailing `/v1` or slash."""
    u = url.strip().rstrip("/")
    if "://" not in u:
        u = "http://" + u
    if u.endswith("/v1"):
        u = u[:-3]
    parts = urlsplit(u)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise RemoteError(f"{url!r} is not a server address; use e.g. http://127.0.0.1:8080")
    return u


def is_this_machine(url: str) -> bool:
    """Whether the server's host is this computer (a loopback address or localhost)."""
    host = urlsplit(base_url(url)).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def privacy_note(url: str) -> str:
    where = ("a server on this computer" if is_this_machine(url)
             else f"{urlsplit(base_url(url)).hostname}, another machine")
    return (f"Your messages, and the memories given with each one, are sent to {where}. "
            "Memory itself stays here, encrypted.")


class RemoteServer:
    """One OpenAI-compatible server: model list and raw requests with clear errors."""

    def __init__(self, url: str, api_key: str | None = None, *, timeout: float = 10.0):
        self.url = base_url(url)
        self.api_key = api_key
        self.timeout = timeout
        sp = urlsplit(self.url)
        self._https = sp.scheme == "https"
        self._host, self._port = sp.hostname, sp.port
        self._prefix = sp.path.rstrip("/")

    def connect(self, timeout: float | None = None) -> http.client.HTTPConnection:
        cls = http.client.HTTPSConnection if self._https else http.client.HTTPConnection
        return cls(self._host, self._port, timeout=timeout or self.timeout)

    def headers(self) -> dict:
        h = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.api_key:
            h["Authorization"] = f"Bearer {self.api_key}"
        return h

    def request(self, method: str, path: str, body: dict | None = None,
                timeout: float | None = None) -> tuple[http.client.HTTPConnection,
                                                       http.client.HTTPResponse]:
        """Send one request; raise RemoteError for anything but a 2xx answer."""
        conn = self.connect(timeout)
        data = json.dumps(body).encode() if body is not None else None
        try:
            conn.request(method, self._prefix + path, body=data, headers=self.headers())
            resp = conn.getresponse()
        except (socket.timeout, TimeoutError):
            conn.close()
            raise RemoteError(f"{self.url} did not answer within {timeout or self.timeout:.0f} "
                              "s (timeout); is the server busy or the address right?") from None
        except ConnectionRefusedError:
            conn.close()
            raise RemoteError(f"{self.url} refused the connection: is the server running, "
                              "and on that port?") from None
        except (OSError, http.client.HTTPException) as e:
            conn.close()
            raise RemoteError(f"cannot reach {self.url}: {e}") from None
        if resp.status >= 300:
            detail = _error_detail(resp)
            conn.close()
            if resp.status in (401, 403):
                raise RemoteError(f"{self.url} refused the API key ({resp.status}"
                                  f"{': ' + detail if detail else ''}); set the right key for "
                                  "this server")
            raise RemoteError(f"{self.url}{path} answered {resp.status} {resp.reason}"
                              f"{': ' + detail if detail else ''}")
        return conn, resp

    def get_json(self, path: str) -> dict:
        conn, resp = self.request("GET", path)
        try:
            return json.loads(resp.read() or b"{}")
        except (ValueError, OSError, http.client.HTTPException) as e:
            raise RemoteError(f"{self.url}{path} sent an unreadable answer: {e}") from None
        finally:
            conn.close()

    def model_entries(self) -> list[dict]:
        """The server's model list (GET /v1/models): dicts with at least an id."""
        data = self.get_json("/v1/models").get("data") or []
        return [m for m in data if isinstance(m, dict) and m.get("id")] \
            if isinstance(data, list) else []

    def models(self) -> list[str]:
        """Model ids the server offers (GET /v1/models)."""
        return [m["id"] for m in self.model_entries()]

    def props(self) -> dict | None:
        """llama-server's GET /props (context size, slots, build), None elsewhere."""
        try:
            return self.get_json("/props")
        except RemoteError:
            return None

    def context_size(self, props: dict | None = None) -> int | None:
        """The server's context size where it says (llama-server's /props), else None."""
        props = props if props is not None else self.props()
        if not props:
            return None
        n = (props.get("default_generation_settings") or {}).get("n_ctx") or props.get("n_ctx")
        return int(n) if isinstance(n, int) and n > 0 else None


def params_from_name(name: str) -> int:
    """Parameters a model's name states ("SmolLM2-135M-Instruct", "llama3.2:1b",
    "Qwen2.5-7B"), 0 when it states none."""
    found = re.findall(r"(?<![\w.])(\d+(?:\.\d+)?)([mb])(?![a-z])",
                       re.sub(r"[-_:/ ]", " ", name.lower()))
    if not found:
        return 0
    num, unit = found[-1]
    return int(float(num) * (1e6 if unit == "m" else 1e9))


def _error_detail(resp: http.client.HTTPResponse) -> str:
    try:
        raw = resp.read(4096)
        err = json.loads(raw).get("error") if raw.strip().startswith(b"{") else None
        if isinstance(err, dict):
            return str(err.get("message") or "")[:200]
        return (str(err) if err else raw.decode(errors="replace").strip())[:200]
    except (OSError, ValueError, http.client.HTTPException, AttributeError):
        return ""


class RemoteModel:
    """ChatModel on a server: stream(messages) as SSE chat completions."""

    chat_format = "server"
    n_params = 0

    def __init__(self, url: str, model: str | None = None, *, api_key: str | None = None,
                 n_ctx: int = 4096, timeout: float = 10.0, read_timeout: float = 300.0):
        self.server = RemoteServer(url, api_key, timeout=timeout)
        self.read_timeout = read_timeout
        entries = self.server.model_entries()
        if model is None:
            if not entries:
                raise RemoteError(f"{self.server.url} offers no models (GET /v1/models is empty)")
            model = entries[0]["id"]
        self.model = model
        # the prompt layout for tiny models (app/focus.py) needs the size: llama-server says
        # it in the list's meta, other servers only in the model's name ("...-135M", ":1b")
        meta = next((m.get("meta") for m in entries if m["id"] == model), None)
        n = meta.get("n_params") if isinstance(meta, dict) else None
        self.n_params = n if isinstance(n, int) and n > 0 else params_from_name(model)
        self.name = f"{model} @ {self.server.url}"
        props = self.server.props()
        known = self.server.context_size(props)
        self._n_ctx = min(n_ctx, known) if known else n_ctx
        self.kind = server_kind(props)
        # llama-server: activation memory through its slot files (see llama_server.py)
        # (slot files are also keyed by the file the server loaded: a state never meets
        # another model's weights under the same name)
        self.slots = ServerSlots(self.server, f"{self.identity}|{props.get('model_path')}") \
            if self.kind == "llama-server" else None
        self.last_stats = GenStats()
        self._closed = False
        self._tokenize: str | None | bool = None    # the server's tokenize path, False: none
        self._counted: tuple = (None, 0)

    @property
    def identity(self) -> str:
        return f"remote:{self.server.url}#{self.model}"

    @property
    def n_ctx(self) -> int:
        return self._n_ctx

    def count_tokens(self, text: str) -> int:
        # UTF-8 bytes, not characters: a CJK character is ~1 token and 3 bytes
        return math.ceil(len(text.encode("utf-8", "replace")) / CHARS_PER_TOKEN)

    def count_prompt(self, messages: list[dict]) -> int:
        """The server's own count where it can tokenize (llama.cpp servers: one request per
        prompt, memoized), else the estimate; plus the chat template's per-message tokens."""
        key = tuple((m["role"], m["content"]) for m in messages)
        if key != self._counted[0]:
            text = "\n".join(m["content"] for m in messages)
            n = self._server_tokens(text)
            if n is None:
                n = sum(self.count_tokens(m["content"]) for m in messages)
            self._counted = (key, n + MESSAGE_OVERHEAD * len(messages) + 4)
        return self._counted[1]

    def _server_tokens(self, text: str) -> int | None:
        """Token count from llama-server's /tokenize or llama-cpp-python's /extras/tokenize;
        None where the server has neither (OpenAI, vLLM, Ollama: the estimate is used)."""
        for path, field in (("/tokenize", "content"), ("/extras/tokenize", "input")):
            if self._tokenize not in (None, path):
                continue
            try:
                conn, resp = self.server.request("POST", path, {field: text, "model": self.model,
                                                                "add_special": False})
                try:
                    tokens = json.loads(resp.read()).get("tokens")
                finally:
                    conn.close()
            except (RemoteError, ValueError, OSError, http.client.HTTPException):
                tokens = None
            if isinstance(tokens, list):
                self._tokenize = path
                return len(tokens)
            if self._tokenize == path:     # it worked before: a passing failure
                return None
        self._tokenize = False
        return None

    def stream(self, messages: list[dict], *, max_tokens: int = 256, temperature: float = 0.0,
               cancel: threading.Event | None = None,
               on_progress: Progress | None = None,
               favour: Sequence[str] = ()) -> Iterator[str]:
        # `favour` is not sent: logit_bias wants the server's own token ids (chat_model)
        if self._closed:
            raise RemoteError("the remote model was closed")
        st = self.last_stats = GenStats(prompt_tokens=self.count_prompt(messages))
        st.prefill_tokens = st.prompt_tokens
        cancel = cancel or threading.Event()
        body = {"model": self.model, "messages": messages, "stream": True,
                "max_tokens": max_tokens, "temperature": temperature}
        if self.slots is not None:
            self.slots.before(messages)
            body.update(self.slots.request_fields())
        t0 = time.perf_counter()
        conn, resp = self.server.request("POST", "/v1/chat/completions", body,
                                         timeout=self.read_timeout)
        done = threading.Event()
        watcher = threading.Thread(target=_hang_up_on, args=(cancel, done, conn), daemon=True,
                                   name="engram-remote-stop")
        watcher.start()
        t_first = None
        finished = False
        try:
            while True:
                try:
                    line = resp.readline()
                except (OSError, http.client.HTTPException, ValueError) as e:
                    if cancel.is_set():
                        break
                    if isinstance(e, (socket.timeout, TimeoutError)):
                        raise RemoteError(f"{self.server.url} stopped sending for "
                                          f"{self.read_timeout:.0f} s (timeout); your message "
                                          "is kept, send it again") from None
                    raise RemoteGone(f"{self.server.url} closed the connection mid-answer "
                                     f"({type(e).__name__}); your message is kept, send it "
                                     "again") from None
                if cancel.is_set():
                    break
                if not line:
                    break
                line = line.strip()
                if not line.startswith(b"data:"):
                    continue   # blank separators, ": ping" comments, event names
                payload = line[5:].strip()
                if payload == b"[DONE]":
                    finished = True
                    break
                text, reason = _delta(payload, self.server.url)
                if text:
                    if t_first is None:
                        t_first = time.perf_counter()
                        st.ttft_ms = st.prefill_ms = (t_first - t0) * 1000
                    st.gen_tokens += 1
                    yield text
                if reason:
                    finished = True
        finally:
            done.set()
            conn.close()
            if t_first is not None:
                st.gen_ms = (time.perf_counter() - t_first) * 1000
        if self.slots is not None:
            self.slots.after(messages)
        if cancel.is_set():
            st.cancelled = True
        elif not finished:
            raise RemoteGone(f"{self.server.url} closed the connection mid-answer; your "
                             "message is kept, send it again")

    def warm(self, messages: list[dict], cancel: threading.Event | None = None) -> None:
        """Evaluate `messages` on the server (one token) so its prompt cache holds their
        prefix; failures are only logged (the next turn just prefills more)."""
        try:
            for _ in self.stream(messages, max_tokens=1, temperature=0.0, cancel=cancel):
                pass
        except RemoteError as e:
            log.info("warming the server's prompt cache failed: %s", e)
            return
        if self.slots is not None and not (cancel and cancel.is_set()):
            self.slots.save(messages[:-1])

    def close(self) -> None:
        self._closed = True


def _delta(payload: bytes, url: str) -> tuple[str, str | None]:
    """(text, finish_reason) of one SSE chunk; a server error event raises RemoteError."""
    try:
        chunk = json.loads(payload)
    except ValueError:
        log.warning("ignoring an unreadable event from %s: %r", url, payload[:80])
        return "", None
    if "error" in chunk:
        err = chunk["error"]
        msg = err.get("message") if isinstance(err, dict) else err
        raise RemoteError(f"{url} failed mid-answer: {str(msg)[:200]}; your message is kept, "
                          "send it again")
    choices = chunk.get("choices") or [{}]
    c = choices[0]
    delta = c.get("delta") or {}
    return delta.get("content") or c.get("text") or "", c.get("finish_reason")


def _hang_up_on(cancel: threading.Event, done: threading.Event,
                conn: http.client.HTTPConnection) -> None:
    """Shut the socket down when the user stops, so a blocked read returns at once."""
    while not done.is_set():
        if cancel.wait(0.05):
            sock = conn.sock
            if sock is not None:
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            return
