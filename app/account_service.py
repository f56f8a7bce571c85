"""This profile's settings and database key (Session.account).

Saving settings updates the running parts in place (memory policy, the assistant's sampling
and system prompt) and says whether the model must be reloaded. A key change is crash-safe
(see app.keys): the old key stays filed until the file is committed and verified under the
new one.
"""
from __future__ import annotations

import secrets
from typing import Callable

from memory.policy import Policy
from memory.store import Key

from . import config, keys

# Settings that only apply once the model is loaded again.
MODEL_SETTINGS = ("model_path", "n_ctx", "n_threads", "n_gpu_layers", "model_server",
                  "server_model")


class AccountService:
    def __init__(self, session):
        self._s = session

    def save_settings(self, settings: config.Settings) -> bool:
        """Persist settings; return True when the model must be reloaded for them to apply."""
        s = self._s
        old = s.settings
        config.save(settings, s.paths)
        s.settings = settings
        policy = Policy.from_settings(settings)
        s.engine.policy = policy
        s.engine.retriever.policy = policy
        if s.assistant is not None:
            s.assistant.settings = settings   # sampling, budgets, the system prompt
            if old.system_prompt != settings.system_prompt:
                s.memory_changed()            # the cached head starts with it: rebuild
        return any(getattr(old, k) != getattr(settings, k) for k in MODEL_SETTINGS)

    def change_key(self, passphrase: str | None,
                   progress: Callable[[str, float], None] | None = None) -> str:
        """Re-encrypt the database: under a new passphrase, or (None) a new random keyring key.

        Crash-safe (see app.keys): the old key stays filed until the file is committed and
        verified under the new one; a kill at any point is settled on the next start."""
        s = self._s
        say = progress or (lambda what, frac: None)
        if passphrase is not None:
            if len(passphrase) < keys.MIN_PASSPHRASE:
                raise keys.WeakPassphrase(f"use at least {keys.MIN_PASSPHRASE} characters")
            new, to, origin = Key(passphrase), "passphrase", "prompt"
        else:
            new, to, origin = Key(secrets.token_hex(32), raw=True), "keyring", "keyring"
        db = s.paths.db_file
        keys.begin_change(db, to, new)
        say("Re-encrypting every page of the memory database…", 0.1)
        try:
            s.store.rekey(new)   # reopens the file under `new`: the verification
        except BaseException:
            if keys.key_opens(db, new):   # failed after the swap: the change did happen
                keys.finish_change(db, to, new)
                s.key, s.key_origin = new, origin
            else:
                keys.abort_change(db)
            raise
        keys.finish_change(db, to, new)
        s.key, s.key_origin = new, origin
        say("Done", 1.0)
        return origin

    def mcp_config(self, client: str = "my-client") -> str:
        """The JSON to paste into an MCP client's configuration (for the Settings dialog)."""
        import json

        from .mcp_server import config_snippet
        return json.dumps(config_snippet(client,
                                         passphrase_needed=self._s.key_origin != "keyring"),
                          indent=2)
