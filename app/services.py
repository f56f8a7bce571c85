"""Session: the app-side glue the desktop UI talks to (no widgets, no Qt).

A Session is one open profile: settings, the encrypted store, the memory engine, the embedder
and, once loaded, the model runtime and the assistant. It is built in steps so the window can
appear before anything slow happens: `obtain_key` (may ask the user), `open` (store +
engine, fast), then `load_embedder` and `load_model` in the background. Every method is a
plain blocking call; the UI decides which worker thread runs it.
"""
from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

from memory.store import Key, open_store

from . import config, keys, models, undo
from .undo import UndoHistory
from .errors import EngramError
from .startup import prepare

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

    def load_model(self) -> ModelInfo:
        """Load the chosen model (a GGUF file, or a server) and build the assistant (seconds;
        run it on the model lane). Memory is not tied to the model: switching keeps it."""
        from .assistant import Assistant
        from .models.registry import open_model

        s = self.settings
        if s.model_path and not s.model_server:
            check_gguf(models.model_path(s.model_path))
        self._close_model()
        runtime = open_model(s, self.store)
        self.runtime = runtime
        self.assistant = Assistant(self.engine, runtime, settings=s)
        if hasattr(self.assistant, "fact_listeners"):
            self.assistant.fact_listeners.append(self._facts_formed)
        return self.model_info()

    def _facts_formed(self, cid, page_id, changes) -> None:
        shown = [c for c in changes if c.action in ("added", "updated")]
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
            if part is not None and hasattr(part, "close"):
                try:
                    part.close()
                except Exception:  # noqa: BLE001 - replacing or shutting down anyway
                    log.exception("closing %s failed", type(part).__name__)

    # ------------------------------------------------------------ chat
    def send(self, cid: str | None, text: str, *, temporary: bool = False,
             on_token: Callable[[str], None] | None = None,
             cancel: threading.Event | None = None,
             on_progress: Callable[[int, int], None] | None = None):
        """One chat turn; on_progress(done, total) reports the prompt's prefill in tokens."""
        return self._ready().send(cid, text, **_turn_args(temporary, on_token, cancel,
                                                          on_progress))

    def end_temporary(self, cid: str) -> None:
        if self.assistant is not None:
            self.assistant.end_temporary(cid)

    def regenerate(self, cid: str, *, temporary: bool = False,
                   on_token: Callable[[str], None] | None = None,
                   cancel: threading.Event | None = None,
                   on_progress: Callable[[int, int], None] | None = None):
        """Answer the last message again; the previous answer's page is deleted (and kept
        for `undo_replace` a while, see app.undo), the chat keeps its title."""
        assistant = self._ready()
        last = None if temporary else self.engine.short_term(cid)[-1:]
        item = undo.remember(self, cid, last[0].id) if last else None
        try:
            return assistant.regenerate(cid, **_turn_args(temporary, on_token, cancel,
                                                          on_progress))
        finally:
            if item is not None:
                undo.keep_title(self, cid, item.title)

    def replace_exchange(self, cid: str, page_id: int):
        """Edit-and-resend: the old exchange goes (restorable with `undo_replace` for a while);
        the chat keeps its title."""
        return undo.replace_page(self, cid, page_id)

    def undo_replace(self, cid: str, newer_page: int | None):
        """Put back the exchange last replaced in `cid`, removing `newer_page` (its successor)."""
        return undo.restore(self, cid, newer_page)

    def can_undo(self, cid: str) -> bool:
        return self.undo.get(cid) is not None

    def _ready(self):
        if self.assistant is None:
            raise EngramError("the model is still loading; try again in a moment")
        return self.assistant

    def _memory_changed(self) -> None:
        """A pin, edit or delete: the assistant rebuilds its cached prompt head when idle."""
        a = self.assistant
        if a is not None and hasattr(a, "memory_changed"):
            a.memory_changed()

    # ------------------------------------------------------------ memory, for the inspector
    # Each call prefers the engine's method (the facade may add audit or policy) and falls
    # back to the governance function it wraps.
    def _call(self, name: str, fallback, *args, **kw):
        fn = getattr(self.engine, name, None)
        return fn(*args, **kw) if fn is not None else fallback(self.store, *args, **kw)

    def conversations(self):
        """The chats to list: a chat deleted without forgetting stays hidden (see
        memory.cascade.delete_conversation) while its learned pages live on."""
        from memory import governance

        hidden = governance.hidden_conversations(self.store)
        return [c for c in self.engine.conversations() if c.id not in hidden]

    def new_conversation(self, title: str = ""):
        return self.engine.new_conversation(title=title)

    def rename_conversation(self, cid: str, title: str) -> None:
        self.engine.rename_conversation(cid, title)

    def conversation_pages(self, cid: str) -> list:
        """Every page of a conversation, oldest first, whatever its tier (for the chat view)."""
        from memory import governance

        recs = governance.records(self.store, None, kind="page", conversation_id=cid)
        return sorted(recs, key=lambda r: (r["seq"], r["created"]))

    def answer_context(self, page_id: int):
        return self.engine.answer_context(page_id)

    def snapshot(self, history: bool = True) -> dict:
        """All rows the inspector shows, in one call on the DB thread."""
        from memory import audit, governance
        from memory.activation import SlotCatalogue

        return {"short": governance.records(self.store, "short"),
                "mid": governance.records(self.store, "mid", kind="segment")
                + governance.records(self.store, "archive", kind="segment"),
                "long": governance.records(self.store, "long", history=history),
                "profile": self.profile(),
                "slots": SlotCatalogue(self.store).list(),
                "audit": audit.entries(self.store, limit=2000),
                "counts": self.store.table_counts(),
                "titles": self._chat_labels()}

    def _chat_labels(self) -> dict:
        """Chat titles for the inspector, with where an imported or MCP-told chat came from."""
        from .transfer import source_names

        src = source_names(self.store)
        return {c.id: f"{c.title} · {src[c.id]}" if c.id in src else c.title
                for c in self.engine.conversations()}

    def search(self, query: str, limit: int = 50):
        return self.engine.search(query, limit=limit)

    def profile(self) -> list[dict]:
        """What Engram knows about the user, grouped, with history and sources
        (app/profile_view.py)."""
        from . import profile_view

        return profile_view.groups(self.store)

    def undo_fact(self, change) -> None:
        """Undo one "Remembered"/"Updated" line: the new fact is deleted, and a fact it had
        replaced becomes current again (the delete cascade restores it)."""
        from memory import governance

        try:
            governance.get(self.store, "lpm", change.item.id)
        except Exception:  # noqa: BLE001 - already gone (deleted in the inspector): done
            return
        self.delete([("lpm", change.item.id)])

    def describe(self, ref) -> dict:
        from memory import governance

        out = governance.describe(self.store, ref)
        if out["type"] == "page":   # an imported or MCP-told chat says where it came from
            from .transfer import source_label

            out["source"] = source_label(self.store, out.get("conversation_id"))
        if out["type"] == "segment":
            out["pages"] = [governance.record(p) for p in
                            governance.segment_pages(self.store, governance.parse_ref(out["id"])[1])]
        if out["type"] == "lpm":
            out["versions"] = [governance.record(v) for v in
                               governance.history(self.store, governance.parse_ref(out["id"])[1])]
            for ref in out.get("page_ids", [])[:1]:   # the message the fact came from
                try:
                    out["source_text"] = governance.get(self.store, ref).user_text
                    out["source_page"] = ref
                except Exception:  # noqa: BLE001 - a deleted source: shown without it
                    pass
        return out

    def set_pinned(self, refs, pinned: bool) -> int:
        from memory import governance

        for ref in refs:
            self._call("pin" if pinned else "unpin",
                       governance.pin if pinned else governance.unpin, ref)
        self._memory_changed()
        return len(refs)

    def edit(self, ref, text: str, field: str = "user"):
        from memory import governance

        if hasattr(self.engine, "edit"):
            out = self.engine.edit(ref, text, field=field)
        else:
            out = governance.edit(self.store, ref, text, self.embedder, field=field)
        self._memory_changed()
        return out

    def preview_delete(self, refs):
        from memory import governance

        return self._call("preview_delete", governance.preview_delete, list(refs))

    def delete(self, refs):
        """Delete with the cascade (which also clears a chat title made from a deleted message)."""
        from memory import governance

        out = self._call("delete", governance.delete, list(refs))
        self._memory_changed()
        return out

    def forget_conversation(self, cid: str, spare=()):
        from memory import governance

        out = self._call("forget_conversation", governance.forget_conversation, cid,
                         spare=spare)
        self._memory_changed()
        return out

    def preview_delete_conversation(self, cid: str, forget: bool) -> dict:
        """What deleting a chat takes and keeps, for its dialog; writes nothing.

        {"items": [(what, ref, text)] that go or change, "pinned": [(ref, text)] pinned items
        the delete would take (kept unless ticked), "stays": [plain sentences]}."""
        from memory import governance

        c = governance.preview_conversation(self.store, cid, forget)
        pinned = governance.pinned_in(self.store, c)
        spare = governance.preview_conversation(self.store, cid, forget, spare=pinned)
        shown = {governance.format_ref(*r) for r in pinned}
        items = [i for i in self.cascade_items(spare) if i[1] not in shown]
        pins = []
        for ref in pinned:
            try:
                text = governance.describe(self.store, ref)["text"]
            except Exception:  # noqa: BLE001 - a vanished row is shown without text
                text = ""
            pins.append((governance.format_ref(*ref), text))
        total = self.store.scalar("SELECT count(*) FROM pages WHERE conversation_id = ?", (cid,))
        kept = total - len(c.pages)  # never taken by this delete: already in mid-term topics
        stays = []
        if kept:
            stays.append(f"{kept} message{'s' if kept != 1 else ''} already filed in mid-term "
                         f"topics stay{'s' if kept == 1 else ''}; review them in the memory "
                         "inspector (Ctrl+M).")
        if spare.lpm_unlinked:
            n = len(spare.lpm_unlinked)
            stays.append(f"{n} thing{'s' if n != 1 else ''} learned about you "
                         f"stay{'s' if n == 1 else ''} (also known from elsewhere)."
                         if forget else f"{n} thing{'s' if n != 1 else ''} learned from it "
                         f"stay{'s' if n == 1 else ''} in long-term memory.")
        return {"items": items, "pinned": pins, "stays": stays}

    def delete_conversation(self, cid: str, forget: bool, include_pinned=()):
        """Remove a chat. `forget`: also everything learned from it (the full cascade);
        otherwise its transcript goes and its mid-term pages and long-term items stay.
        Pinned items are spared unless listed in `include_pinned` (the user ticked them)."""
        from memory import governance

        include = {governance._as_ref(r) for r in include_pinned}
        c = governance.preview_conversation(self.store, cid, forget)
        spare = [r for r in governance.pinned_in(self.store, c) if r not in include]
        if forget:
            return self.forget_conversation(cid, spare=spare)
        out = self._call("delete_conversation", governance.delete_conversation, cid,
                         spare=spare)
        self._memory_changed()
        return out

    def cascade_items(self, cascade) -> list[tuple[str, str, str]]:
        """(what happens, ref, text) for every item a cascade touches, for the preview dialog."""
        from memory import governance

        out = []
        groups = (("deleted", "page", cascade.pages), ("deleted", "segment", cascade.segments),
                  ("deleted", "lpm", cascade.lpm_items),
                  ("rebuilt from remaining pages", "segment", cascade.segments_updated),
                  ("loses a source link", "lpm", cascade.lpm_unlinked),
                  ("becomes current again", "lpm", cascade.lpm_restored),
                  ("quoted it: the quoted words are redacted", "page",
                   getattr(cascade, "answers", ())))
        for what, t, ids in groups:
            for i in ids:
                try:
                    text = governance.describe(self.store, (t, i))["text"]
                except Exception:  # noqa: BLE001 - a vanished row is shown without text
                    text = ""
                out.append((what, governance.format_ref(t, i), text))
        for sid in cascade.slots:
            out.append(("dropped", f"saved context {sid}", "Saved context (speeds up replies)"))
        titles = {c.id: c.title for c in self.engine.conversations()}
        for cid in cascade.conversations:
            out.append(("deleted", "chat", titles.get(cid) or "untitled chat"))
        return out

    def drop_slots(self, ids) -> int:
        from memory.activation import SlotCatalogue

        cat = SlotCatalogue(self.store)
        return sum(1 for i in ids if cat.drop(int(i)))

    # ------------------------------------------------------------ other assistants (transfer.py)
    def import_preview(self, path: str, fmt: str | None = None) -> dict:
        """Conversations, messages and dates another assistant's file would bring."""
        from . import transfer
        return transfer.preview(path, fmt)

    def import_chats(self, path: str, fmt: str | None = None, progress=None, cancel=None):
        """Import another assistant's file (or a cube/transcript): all or nothing, once only;
        progress(phase, done, total), cancel a threading.Event."""
        from . import transfer
        out = transfer.import_file(self.engine, path, fmt=fmt, progress=progress,
                                   cancel=cancel)
        self._memory_changed()
        return out

    def export_markdown(self, out: str, cid: str | None = None) -> list:
        from . import transfer
        return transfer.export_markdown(self.store, out, cid)

    def export_profile(self, out: str) -> int:
        from . import transfer
        return transfer.export_profile(self.store, out)

    def mcp_config(self, client: str = "my-client") -> str:
        """The JSON to paste into an MCP client's configuration (for the Settings dialog)."""
        import json

        from .mcp_server import config_snippet
        return json.dumps(config_snippet(client, passphrase_needed=self.key_origin != "keyring"),
                          indent=2)

    def export_memory(self, path: str, progress=None):
        return self._transfer("export", path, progress)

    def import_memory(self, path: str, progress=None):
        return self._transfer("import_", path, progress)

    def _transfer(self, name: str, path: str, progress):
        """Export/import through the engine; `progress(what, fraction)` follows the rows
        written (export) or embedded (import), so the bar is determinate."""
        say = progress or (lambda what, frac: None)
        verb = "Exporting" if name == "export" else "Importing and re-embedding"
        say(f"{verb}…", -1.0)

        def step(done: int, total: int) -> None:
            if total > 0:
                say(f"{verb}… {done:,} of {total:,} items", done / total)
        result = getattr(self.engine, name)(path, progress=step)
        say("Done", 1.0)
        return result

    # ------------------------------------------------------------ settings and key
    def save_settings(self, settings: config.Settings) -> bool:
        """Persist settings; return True when the model must be reloaded for them to apply."""
        from memory.policy import Policy

        old = self.settings
        config.save(settings, self.paths)
        self.settings = settings
        policy = Policy.from_settings(settings)
        self.engine.policy = policy
        if getattr(self.engine, "retriever", None) is not None:
            self.engine.retriever.policy = policy
        if self.assistant is not None:
            self.assistant.settings = settings   # sampling, budgets, the system prompt
            if old.system_prompt != settings.system_prompt:
                self._memory_changed()           # the cached head starts with it: rebuild
        keys_ = ("model_path", "n_ctx", "n_threads", "n_gpu_layers", "model_server",
                 "server_model")
        return any(getattr(old, k) != getattr(settings, k) for k in keys_)

    def change_key(self, passphrase: str | None,
                   progress: Callable[[str, float], None] | None = None) -> str:
        """Re-encrypt the database: under a new passphrase, or (None) a new random keyring key.

        Crash-safe (see app.keys): the old key stays filed until the file is committed and
        verified under the new one; a kill at any point is settled on the next start."""
        import secrets

        say = progress or (lambda what, frac: None)
        if passphrase is not None:
            if len(passphrase) < keys.MIN_PASSPHRASE:
                raise keys.WeakPassphrase(f"use at least {keys.MIN_PASSPHRASE} characters")
            new, to, origin = Key(passphrase), "passphrase", "prompt"
        else:
            new, to, origin = Key(secrets.token_hex(32), raw=True), "keyring", "keyring"
        db = self.paths.db_file
        keys.begin_change(db, to, new)
        say("Re-encrypting every page of the memory database…", 0.1)
        try:
            self.store.rekey(new)   # reopens the file under `new`: the verification
        except BaseException:
            if keys.key_opens(db, new):   # failed after the swap: the change did happen
                keys.finish_change(db, to, new)
                self.key, self.key_origin = new, origin
            else:
                keys.abort_change(db)
            raise
        keys.finish_change(db, to, new)
        self.key, self.key_origin = new, origin
        say("Done", 1.0)
        return origin

    # ------------------------------------------------------------ data folder
    def move_data(self, target: str, progress: Callable[[str, float], None] | None = None):
        """Move the database to folder `target` (see app.relocate); the model is closed and
        must be reloaded (`load_model`) afterwards, whether the move worked or not."""
        from .relocate import DataMoveError, move_data

        if self.key is None:
            raise DataMoveError("this session cannot reopen its database (no key kept)")
        say = progress or (lambda what, frac: None)

        def step(done: int, total: int) -> None:
            if total > 0:
                say(f"Copying… {done >> 20:,} of {total >> 20:,} MiB", done / total)
        say("Checking the new folder…", -1.0)
        result = move_data(self, target, step)
        say("Done", 1.0)
        return result

    def detach_store(self) -> None:
        """Close the model, the engine and the store (for a move); `attach_store` reopens."""
        self._close_model()
        close_engine = getattr(self.engine, "close", None)
        if close_engine:
            close_engine()
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
        close_engine = getattr(self.engine, "close", None)
        if close_engine:
            close_engine()
        self.store.close()


def _turn_args(temporary, on_token, cancel, on_progress) -> dict:
    extra = {"on_progress": on_progress} if on_progress is not None else {}
    return {"temporary": temporary, "on_token": on_token,
            "cancel": cancel or threading.Event(), **extra}
