"""`show_error(parent, exc)`: the one function that turns service errors into dialogs.

Errors the services raise on purpose (memory.errors, app.errors) carry a message written for
people, so it is shown as is under a short title; anything else is a bug and says so, with
the details folded away. Cancellation is not an error and shows nothing.
"""
from __future__ import annotations

import logging
import traceback

from .qt import QMessageBox, QWidget

log = logging.getLogger(__name__)

_TITLES = {
    "WrongKeyError": "Wrong passphrase or key",
    "CorruptDatabaseError": "The memory database is damaged",
    "SchemaTooNewError": "Memory written by a newer Engram",
    "AlreadyOpenError": "Engram is already open",
    "StorageFullError": "The disk is full",
    "NotFoundError": "That memory no longer exists",
    "ImportFormatError": "That file cannot be imported",
    "ModelLoadError": "The model cannot be loaded",
    "WeakPassphrase": "Passphrase too short",
    "NoKeyAvailable": "No key for the memory database",
    "SettingsError": "Invalid setting",
}


def is_silent(exc: BaseException) -> bool:
    """Cancellation (the user pressed Stop) is never shown."""
    from app.errors import GenerationCancelled

    return isinstance(exc, (GenerationCancelled, KeyboardInterrupt))


def describe(exc: BaseException) -> tuple[str, str, bool]:
    """(title, message, expected) for an exception."""
    from app.errors import EngramError
    from memory.errors import MemoryStoreError

    name = type(exc).__name__
    expected = isinstance(exc, (EngramError, MemoryStoreError, ValueError, OSError))
    title = _TITLES.get(name)
    if title is None:
        title = "Something went wrong" if not expected else "Engram could not do that"
    message = str(exc) or name
    if not expected:
        message = f"An unexpected error happened: {name}: {message}"
    return title, message, expected


def show_error(parent: QWidget | None, exc: BaseException) -> QMessageBox | None:
    """Show `exc` as a dialog (non-blocking) and return it; None when it is silent."""
    if is_silent(exc):
        return None
    title, message, expected = describe(exc)
    if expected:
        log.info("%s: %s", title, message)
    else:
        log.error("unexpected error", exc_info=exc)
    box = QMessageBox(QMessageBox.Icon.Warning if expected else QMessageBox.Icon.Critical,
                      title, message, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("errorDialog")
    box.setAccessibleName(title)
    if not expected:
        box.setDetailedText("".join(traceback.format_exception(exc)))
    box.setModal(True)
    box.open()
    return box
