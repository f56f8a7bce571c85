"""Errors the app services raise on purpose; `ui/errors.py` turns them into dialogs."""


class EngramError(Exception):
    """Base of app-level errors."""


class ModelLoadError(EngramError):
    """The GGUF file is missing, unreadable, not GGUF, truncated or produces no output."""


class GenerationCancelled(EngramError):
    """The user stopped the answer; shown silently."""
