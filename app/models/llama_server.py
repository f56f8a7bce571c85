"""Activation memory on llama.cpp's llama-server: its slot save/restore and prompt cache.

Design decisions:
- The kind of server is read once from GET /props: only llama-server answers it with
  `total_slots` and `build_info` (llama-cpp-python's server, Ollama, LM Studio and vLLM do
  not). Everywhere else nothing here is used and the server's own prefix caching is all.
- Engram pins its requests to one slot (`id_slot`, default 0) with `cache_prompt`, so the
  server's KV cache for that slot is the live state, as llama.cpp's is in this process.
- After the background warm-up evaluated the next prompt's stable prefix (head, then the
  conversation's pages), the slot is saved (`POST /slots/0?action=save`) to a file on the
  server (`--slot-save-path`). The file is named by the model's identity and by the
  conversation (its first exchange, hashed into one of CONVERSATION_FILES names; "head"
  before there is one). llama-server offers no way to delete a slot file, so the names are
  bounded: at most CONVERSATION_FILES + 1 files per model on the server's disk (a file holds
  ~23 KB a token for SmolLM2-135M, ~140 KB for a 4B model), and a conversation that shares
  a name with another simply overwrites it.
- Before an answer the slot is restored from that file when the live slot does not already
  hold the prompt's prefix: after switching conversations, after Engram restarted (the live
  state is unknown) or after the server restarted. A file whose content this process knows
  is restored only when it covers more of the prompt than the live slot; an unknown file
  only when the live state is unknown too. A failed restore is not an error: the server then
  prefills as it would have (its cache_prompt reuse still applies).
- A server without `--slot-save-path` answers 501 to the first slot request: slots are
  switched off for this model, logged once, and chatting goes on.
"""
from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Sequence

from ..errors import EngramError

log = logging.getLogger(__name__)
CONVERSATION_FILES = 8   # recent conversations whose prefix survives a switch or a restart


def server_kind(props: dict | None) -> str:
    """'llama-server' when GET /props came from llama.cpp's server, else 'openai'."""
    if isinstance(props, dict) and "total_slots" in props and "build_info" in props:
        return "llama-server"
    return "openai"


def _key(messages: Sequence[dict]) -> tuple:
    return tuple((m["role"], m["content"]) for m in messages)


def _shared(a: tuple | None, b: tuple) -> int:
    """Leading messages a and b have in common (0 when a is unknown)."""
    n = 0
    for x, y in zip(a or (), b):
        if x != y:
            break
        n += 1
    return n


class ServerSlots:
    """Slot save/restore for one model on one llama-server (one slot, `slot_id`); `server`
    is the model's RemoteServer (its request() raises EngramError with the server's words)."""

    def __init__(self, server, identity: str, slot_id: int = 0):
        self.server = server
        self.slot_id = slot_id
        self.enabled = True
        self._tag = hashlib.sha256(identity.encode()).hexdigest()[:16]
        self._live: tuple | None = None        # messages the slot holds, None: unknown
        self._saved: dict[str, tuple] = {}      # file -> the messages it covers (this process)
        self.saved = self.restored = 0          # counts, for benches and tests
        self.last_restored_tokens = 0

    def filename(self, messages: Sequence[dict]) -> str:
        """The file for the conversation `messages` belong to (by its first exchange)."""
        if len(messages) >= 3 and messages[1]["role"] == "user":
            digest = hashlib.sha256(json.dumps(_key(messages[1:3])).encode()).hexdigest()
            conv = f"c{int(digest[:8], 16) % CONVERSATION_FILES}"
        else:
            conv = "head"
        return f"engram-{self._tag}-{conv}.bin"

    def request_fields(self) -> dict:
        return {"id_slot": self.slot_id, "cache_prompt": True} if self.enabled else {
            "cache_prompt": True}

    def _action(self, action: str, filename: str) -> dict | None:
        try:
            conn, resp = self.server.request(
                "POST", f"/slots/{self.slot_id}?action={action}", {"filename": filename},
                timeout=max(self.server.timeout, 60.0))
            try:
                return json.loads(resp.read() or b"{}")
            finally:
                conn.close()
        except (EngramError, ValueError, OSError) as e:
            if "slot-save-path" in str(e):
                self.enabled = False
                log.info("%s keeps no slot files (started without --slot-save-path): the "
                         "server's prompt cache alone is used", self.server.url)
            else:
                log.info("slot %s on %s failed: %s", action, self.server.url, e)
            return None

    def before(self, messages: Sequence[dict]) -> bool:
        """Restore this conversation's (else the head's) saved slot when it beats the live
        one; True when a slot was restored."""
        if not self.enabled:
            return False
        want = _key(messages)
        live = _shared(self._live, want)
        for name in dict.fromkeys((self.filename(messages), self.filename(messages[:1]))):
            if not self.enabled:
                return False
            covers = self._saved.get(name)
            if covers is not None:
                if _shared(covers, want) != len(covers) or len(covers) <= live:
                    continue           # stale (other content) or no better than the live slot
            elif self._live is not None:
                continue               # unknown content, and the live slot is known: keep it
            got = self._action("restore", name)
            if got is not None and got.get("n_restored", 0) > 0:
                self.restored += 1
                self.last_restored_tokens = int(got.get("n_restored", 0))
                self._live = covers
                return True
        return False

    def after(self, messages: Sequence[dict]) -> None:
        """The slot now holds `messages` (and the answer after them)."""
        self._live = _key(messages)

    def save(self, prefix: Sequence[dict]) -> bool:
        """Save the live slot, which holds `prefix` (and a little after it)."""
        if not self.enabled or not prefix:
            return False
        name = self.filename(prefix)
        got = self._action("save", name)
        if got is None:
            return False
        self._saved[name] = _key(prefix)
        self.saved += 1
        return True
