"""The values every importer produces (Chat, Message, Parsed) and the field checks they
share; kept apart from the package's entry points so the parsers import no cycle."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .. import import_check as _limits
from ..errors import ImportFormatError
from ..import_check import MAX_FILE_BYTES, MAX_TEXT

MAX_CHATS = 100_000
MAX_MESSAGES = 2_000_000
ROLES = ("user", "assistant")


@dataclass(frozen=True)
class Message:
    role: str                   # "user" or "assistant" (others are dropped by the parsers)
    text: str
    created: float | None       # Unix seconds, UTC


@dataclass(frozen=True)
class Chat:
    original_id: str            # the id the other app gave it (or a digest of its content)
    title: str
    created: float | None
    messages: tuple[Message, ...]

    def exchanges(self) -> list[tuple[str, str, float | None]]:
        """(user text, assistant text, time) per exchange: a user turn and the assistant
        turns after it; consecutive turns of one role are joined."""
        out: list[tuple[str, str, float | None]] = []
        user: list[str] = []
        assistant: list[str] = []
        when = None
        for m in self.messages:
            if m.role == "user" and assistant:
                out.append(("\n\n".join(user), "\n\n".join(assistant), when))
                user, assistant, when = [], [], None
            (user if m.role == "user" else assistant).append(m.text)
            if when is None:
                when = m.created
        if user or assistant:
            out.append(("\n\n".join(user), "\n\n".join(assistant), when))
        return [(u[:MAX_TEXT], a[:MAX_TEXT], w) for u, a, w in out]


@dataclass(frozen=True)
class Parsed:
    format: str                 # chatgpt | claude | jan | lmstudio | openwebui | markdown
    source: str                 # file or folder name, for the inspector
    chats: tuple[Chat, ...]

    def preview(self) -> dict:
        """What an import would bring: counts and the date range (before anything is written)."""
        times = [m.created for c in self.chats for m in c.messages if m.created is not None]
        return {"format": self.format, "source": self.source,
                "conversations": len(self.chats),
                "messages": sum(len(c.messages) for c in self.chats),
                "exchanges": sum(len(c.exchanges()) for c in self.chats),
                "first": min(times) if times else None, "last": max(times) if times else None}


FORMAT_NAMES = {"chatgpt": "ChatGPT export (conversations.json)", "claude": "Claude export",
                "jan": "Jan thread", "lmstudio": "LM Studio conversation",
                "openwebui": "Open WebUI chat export", "markdown": "Markdown transcript"}


def when(value, where: str) -> float | None:
    """A timestamp as Unix seconds: numbers (seconds, or milliseconds when too large to be
    seconds) or ISO 8601 text; None when absent; ImportFormatError when nonsense."""
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise ImportFormatError(f"{where}: not a time")
    if isinstance(value, (int, float)):
        v = float(value)
        if v != v or abs(v) > 1e16:
            raise ImportFormatError(f"{where}: not a time")
        v = v / 1000.0 if abs(v) > 1e11 else v     # Jan, LM Studio and JS use milliseconds
        if not 0 <= v <= 4e9:
            raise ImportFormatError(f"{where}: {value!r} is not a plausible date")
        return v
    if isinstance(value, str) and len(value) <= 64:
        return _limits.iso_time(value, where, f"{value[:40]!r} is not an ISO 8601 time")
    raise ImportFormatError(f"{where}: not a time")


def text_of(value, where: str) -> str:
    """Message text: a string, or a list of text parts (dicts with "text", or strings)."""
    if isinstance(value, str):
        if len(value) > MAX_TEXT:
            raise ImportFormatError(f"{where}: longer than {MAX_TEXT} characters")
        return value
    if isinstance(value, list):
        parts = []
        for i, p in enumerate(value[:10_000]):
            if isinstance(p, str):
                parts.append(p)
            elif isinstance(p, dict) and p.get("type", "text") == "text":
                t = p.get("text")
                if isinstance(t, dict):        # OpenAI thread messages: {"value": ...}
                    t = t.get("value")
                if isinstance(t, str):
                    parts.append(t)
        out = "\n".join(parts)
        if len(out) > MAX_TEXT:
            raise ImportFormatError(f"{where}: longer than {MAX_TEXT} characters")
        return out
    if value is None:
        return ""
    raise ImportFormatError(f"{where}: expected text, got {type(value).__name__}")


def read_capped(path: Path) -> bytes:
    """The file's bytes, refused (ImportFormatError) past the import size limit."""
    try:
        if path.stat().st_size > _limits.MAX_FILE_BYTES:
            raise ImportFormatError(
                f"{path.name} is larger than {_limits.MAX_FILE_BYTES >> 20} MiB")
        return path.read_bytes()
    except OSError as e:
        raise ImportFormatError(f"cannot read {path}: {e.strerror or e}") from None


def read_zipped(path: Path) -> bytes:
    """conversations.json out of an export archive as ChatGPT and Claude mail it (the
    uncompressed size is checked before reading: a zip bomb is refused, not unpacked)."""
    import zipfile

    try:
        with zipfile.ZipFile(path) as z:
            names = [i for i in z.infolist() if i.filename.rsplit("/", 1)[-1]
                     == "conversations.json"]
            if not names:
                raise ImportFormatError(f"{path.name} holds no conversations.json")
            info = min(names, key=lambda i: i.filename.count("/"))
            if info.file_size > _limits.MAX_FILE_BYTES:
                raise ImportFormatError(f"{path.name}: conversations.json is larger than "
                                        f"{_limits.MAX_FILE_BYTES >> 20} MiB")
            with z.open(info) as fh:
                data = fh.read(_limits.MAX_FILE_BYTES + 1)
    except (zipfile.BadZipFile, OSError, RuntimeError, NotImplementedError) as e:
        raise ImportFormatError(f"{path.name} is not a readable zip archive ({e})") from None
    if len(data) > _limits.MAX_FILE_BYTES:
        raise ImportFormatError(f"{path.name}: conversations.json is too large")
    return data
