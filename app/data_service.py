"""Data in and out of the profile (Session.data): other assistants' chats, Markdown and
profile exports, the portable memory file, and moving the data folder.

Each call reports progress as `progress(what, fraction)` (fraction -1: not known yet), so the
UI's bar is determinate where the work can count itself.
"""
from __future__ import annotations

from typing import Callable



class DataService:
    def __init__(self, session):
        self._s = session

    # ------------------------------------------------------------ other assistants (transfer.py)
    def import_preview(self, path: str, fmt: str | None = None) -> dict:
        """Conversations, messages and dates another assistant's file would bring."""
        from . import transfer   # the importers load on first use, not with the window
        return transfer.preview(path, fmt)

    def import_chats(self, path: str, fmt: str | None = None, progress=None, cancel=None):
        """Import another assistant's file (or a cube/transcript): all or nothing, once only;
        progress(phase, done, total), cancel a threading.Event."""
        from . import transfer
        out = transfer.import_file(self._s.engine, path, fmt=fmt, progress=progress,
                                   cancel=cancel)
        self._s.memory_changed()
        return out

    def export_markdown(self, out: str, cid: str | None = None) -> list:
        from . import transfer
        return transfer.export_markdown(self._s.store, out, cid)

    def export_profile(self, out: str) -> int:
        from . import transfer
        return transfer.export_profile(self._s.store, out)

    # ------------------------------------------------------------ the portable memory file
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
        result = getattr(self._s.engine, name)(path, progress=step)
        say("Done", 1.0)
        return result

    # ------------------------------------------------------------ the data folder
    def move_data(self, target: str, progress: Callable[[str, float], None] | None = None):
        """Move the database to folder `target` (see app.relocate); the model is closed and
        must be reloaded (`load_model`) afterwards, whether the move worked or not."""
        from .relocate import DataMoveError, move_data

        if self._s.key is None:
            raise DataMoveError("this session cannot reopen its database (no key kept)")
        say = progress or (lambda what, frac: None)

        def step(done: int, total: int) -> None:
            if total > 0:
                say(f"Copying… {done >> 20:,} of {total >> 20:,} MiB", done / total)
        say("Checking the new folder…", -1.0)
        result = move_data(self._s, target, step)
        say("Done", 1.0)
        return result
