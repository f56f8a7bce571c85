"""Opens the user's profile: settings, paths and the encrypted memory store with its key."""
from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Callable

from memory.store import Store, open_store

from . import config, keys
from .startup import prepare

log = logging.getLogger(__name__)


@dataclass
class Profile:
    paths: config.Paths
    settings: config.Settings
    store: Store
    key_origin: str

    def close(self) -> None:
        self.store.close()


def open_profile(*, prompt: Callable[[bool], str] | None = keys._terminal_prompt,
                 check: str = "auto") -> Profile:
    """Load settings and open the memory database, creating both on first run."""
    p = prepare()
    settings = config.load(p)
    src = keys.obtain(p.db_file, prompt=prompt)
    store = open_store(p.db_file, src.key, check=check)
    return Profile(p, settings, store, src.origin)
