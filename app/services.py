"""Session: the app-side glue the desktop UI talks to (no widgets, no Qt).

A Session is one open profile: settings, the encrypted store, the memory engine, the embedder
and, once loaded, the model runtime and the assistant. What the UI and the CLI do with it goes
through four small services, each holding the session (so a reloaded model or a moved store is
seen at once): `chat` (turns and the chat list), `memory` (governance for the inspector),
`account` (settings and the key) and `data` (imports, exports, moving the data folder). It is built in steps so the window can
appear before anything slow happens: `obtain_key` (may ask the user), `open` (store +
engine, fast), then `load_embedder` and `load_model` in the background. Every method is a
plain blocking call; the UI decides which worker thread runs it.
"""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

from memory.store import Key, open_store

from . import config, keys, models
from .account_service import AccountService
from .chat_service import ChatService
from .data_service import DataService
from .fact_words import SHOWN
from .memory_service import MemoryService
from .startup import prepare
from .undo import UndoHistory

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ModelInfo:
    name: str
    path: str
    n_ctx: int
    n_threads: int


def db_exists() -> bool:
    return config.paths().db_file.exists()


def obtain_key(prompt: Callable[[bool], str] | None) -> keys.KeySource:
    """The key for this profile (keyring, ENGRAM_PASSPHRASE, or `prompt(new)`)."""
    p = prepare()
    return keys.obtain(p.db_file, prompt=prompt)


def check_gguf(path: str | Path) -> None:
    """Cheap check that a file can be a GGUF model; raises ModelLoadError with a clear reason."""
    from .errors import ModelLoadError
    from .runtime import check_model_file  # llama_cpp itself is imported only to load a model

    p = Path(path).expanduser()
    check_model_file(p)
    if p.stat().st_size < 1 << 20:
        raise ModelLoadError(f"{p.name} is too small to be a model ({p.stat().st_size} bytes); "
                             "it is probably truncated.")


def conversation_title(first_message: str) -> str:
    """A chat's title, made from its first message (one line, at most 60 characters)."""
    t = " ".join(first_message.split())
    return t if len(t) <= 60 else t[:59].rstrip() + "…"


class Session:
    """One open profile and the services built on it."""

    def __init__(self, paths: config.Paths, settings: config.Settings, store, key_origin: str):
        from memory.embed import MiniLMEmbedder
        from memory.engine import MemoryEngine
        from memory.policy import Policy

        self.paths = paths
        self.settings = settings
        self.store = store
        self.key_origin = key_origin
        self.embedder = MiniLMEmbedder()
        self.engine = MemoryEngine(store, self.embedder, policy=Policy.from_settings(settings))
        self.runtime = None
        self.assistant = None
        # cb(cid, page_id, changes) when a turn formed or changed long-term facts; kept here
        # (not on the assistant) so a reloaded model keeps its subscribers
        self.fact_listeners: list[Callable] = []
        self.key: Key | None = None   # kept to reopen the store after a data folder move
        self.undo = UndoHistory()     # replaced exchanges, restorable for a while (RAM only)
        self._closed = False
        # the services, each a small facade over the parts above (Anki's collection managers)
        self.chat = ChatService(self)
        self.memory = MemoryService(self)
        self.account = AccountService(self)
        self.data = DataService(self)

    # ------------------------------------------------------------ opening
    @classmethod
    def open(cls, key: Key, origin: str = "") -> "Session":
        """Open (or create) the encrypted store with `key`; WrongKeyError if it does not fit."""
        p = config.ensure_dirs()
        settings = config.load(p)
        store = open_store(p.db_file, key)
        try:
            s = cls(p, settings, store, origin)
        except BaseException:
            store.close()
            raise
        s.key = key
        return s

    def load_embedder(self) -> float:
        t = time.perf_counter()
        self.embedder.load()
        self.engine.warm()  # a large store's vector index (~3 s at 100k pages) loads now
        return time.perf_counter() - t

    def model_info(self) -> ModelInfo:
        s = self.settings
        if s.model_server:
            name = f"{s.server_model or 'model'} @ {s.model_server}"
        elif s.model_path:
            name = Path(s.model_path).name
            if not name.lower().endswith(".gguf"):   # an Ollama blob: sha256-<digest>
                from .models.gguf_info import NotGGUF, read_info
                try:
                    name = read_info(s.model_path).name
                except NotGGUF:
                    pass
        else:
            name = models.BUNDLED_NAME
        return ModelInfo(name, s.model_server or s.model_path or "", s.n_ctx, s.n_threads)

    def load_model(self, preload=None) -> ModelInfo:
        """Load the chosen model (a GGUF file, or a server) and build the assistant (seconds;
        run it on the model lane). Memory is not tied to the model: switching keeps it.
        `preload`: the same settings' model, already opening on a thread
        (models.registry.ModelPreload)."""
        from .models.registry import open_model

        s = self.settings
        try:
            if preload is not None and preload.settings != s:
                preload.discard()
                preload = None
            if s.model_path and not s.model_server:
                check_gguf(models.model_path(s.model_path))
        except BaseException:
            if preload is not None:
                preload.discard()
            raise
        self._close_model()
        runtime = preload.result() if preload is not None else open_model(s, self.store)
        if hasattr(runtime, "cache_identity"):
            runtime.cache_identity(self.store)   # the file hash from the store's cache
        self.attach_model(runtime)
        return self.model_info()

    def attach_model(self, runtime) -> None:
        """Build the assistant on an opened model (`load_model`, or a bench's own)."""
        from .assistant import Assistant

        self._close_model()
        self.runtime = runtime
        self.assistant = Assistant(self.engine, runtime, settings=self.settings)
        self.assistant.fact_listeners.append(self._facts_formed)

    def _facts_formed(self, cid, page_id, changes) -> None:
        shown = [c for c in changes if c.action in SHOWN]
        if not shown:
            return
        for cb in list(self.fact_listeners):
            try:
                cb(cid, page_id, shown)
            except Exception:  # noqa: BLE001 - one broken subscriber must not stop the others
                log.exception("fact listener failed")

    def _close_model(self) -> None:
        assistant, runtime = self.assistant, self.runtime
        self.assistant = self.runtime = None
        for part in (assistant, runtime):  # the assistant's background jobs stop first
            if part is not None:
                try:
                    part.close()
                except Exception:  # noqa: BLE001 - replacing or shutting down anyway
                    log.exception("closing %s failed", type(part).__name__)

    def memory_changed(self) -> None:
        """A pin, edit or delete: the assistant rebuilds its cached prompt head when idle."""
        if self.assistant is not None:
            self.assistant.memory_changed()

    # ------------------------------------------------------------ kept for other callers
    # The chat bench (app/bench/remember.py), the models page and the settings dialog call
    # these on the session itself.
    def send(self, cid: str | None, text: str, **kw):
        return self.chat.send(cid, text, **kw)

    def save_settings(self, settings: config.Settings) -> bool:
        return self.account.save_settings(settings)

    def change_key(self, passphrase: str | None, progress=None) -> str:
        return self.account.change_key(passphrase, progress)

    def move_data(self, target: str, progress=None):
        return self.data.move_data(target, progress)

    # ------------------------------------------------------------ the store under a move
    def detach_store(self) -> None:
        """Close the model, the engine and the store (for a move); `attach_store` reopens."""
        self._close_model()
        self.store.close()

    def attach_store(self, db_file) -> None:
        from memory.engine import MemoryEngine
        from memory.policy import Policy

        self.store = open_store(db_file, self.key)
        self.engine = MemoryEngine(self.store, self.embedder,
                                   policy=Policy.from_settings(self.settings))
        self.paths = replace(config.paths(), data_dir=Path(db_file).parent)

    # ------------------------------------------------------------ shutdown
    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self._close_model()
        self.store.close()

