"""Parsers for Jan's thread folders (JSON lines) and Markdown transcripts."""
from __future__ import annotations

import hashlib
import re
from pathlib import Path

from ..errors import ImportFormatError
from ..import_check import MAX_FILE_BYTES, decode_text, load
from .chats import Chat, Message, read_capped, text_of, when

MAX_THREADS = 10_000
MAX_LINES = 1_000_000

# --- Jan -------------------------------------------------------------------------------------


def _thread_dirs(p: Path) -> list[Path]:
    if p.is_file():
        return [p.parent]
    if (p / "thread.json").is_file() or (p / "messages.jsonl").is_file():
        return [p]
    dirs = sorted(d for d in p.iterdir() if d.is_dir() and ((d / "messages.jsonl").is_file()
                                                            or (d / "thread.json").is_file()))
    if not dirs:
        raise ImportFormatError(f"{p.name} holds no Jan thread (a folder with thread.json "
                                "and messages.jsonl)")
    if len(dirs) > MAX_THREADS:
        raise ImportFormatError(f"more than {MAX_THREADS} threads in {p.name}")
    return dirs


def jan(path: Path) -> list[Chat]:
    """Jan keeps each thread in `threads/<id>/`: thread.json ({id, object: "thread", title,
    created, metadata, assistants}) and messages.jsonl, one OpenAI-style thread message per
    line ({id, object: "thread.message", thread_id, role, content: [{type: "text", text:
    {value, annotations}}], created_at}). Give the thread folder, one of its files, or the
    threads folder for all of them. Times may be seconds or milliseconds."""
    out, total = [], 0
    for d in _thread_dirs(path):
        meta = {}
        if (d / "thread.json").is_file():
            meta = load(read_capped(d / "thread.json"))
            if not isinstance(meta, dict):
                raise ImportFormatError(f"{d.name}/thread.json: expected an object")
        msgs, rows = [], []
        if (d / "messages.jsonl").is_file():
            raw = read_capped(d / "messages.jsonl")
            total += len(raw)
            if total > MAX_FILE_BYTES:
                raise ImportFormatError(f"the threads are larger than {MAX_FILE_BYTES >> 20} MiB")
            lines = raw.splitlines()
            if len(lines) > MAX_LINES:
                raise ImportFormatError(f"{d.name}/messages.jsonl: more than {MAX_LINES} lines")
            for n, line in enumerate(lines):
                if not line.strip():
                    continue
                m = load(line)
                w = f"{d.name}/messages.jsonl line {n + 1}"
                if not isinstance(m, dict):
                    raise ImportFormatError(f"{w}: expected an object")
                if m.get("role") not in ("user", "assistant"):
                    continue
                rows.append((when(m.get("created_at", m.get("created")), f"{w}.created_at"), n,
                             Message(m["role"], text_of(m.get("content"), f"{w}.content"),
                                     None)))
        elif not meta.get("messages"):
            raise ImportFormatError(f"{d.name}: no messages.jsonl")
        for i, m in enumerate(meta.get("messages") or []):   # the older spec kept them here
            if isinstance(m, dict) and m.get("role") in ("user", "assistant"):
                w = f"{d.name}/thread.json messages[{i}]"
                rows.append((when(m.get("created_at"), f"{w}.created_at"), -1,
                             Message(m["role"], text_of(m.get("content"), f"{w}.content"),
                                     None)))
        if all(t is not None for t, _, _ in rows):
            rows.sort(key=lambda r: (r[0], r[1]))   # lines are not always in time order
        msgs = [Message(m.role, m.text, t) for t, _, m in rows if m.text.strip()]
        title = meta.get("title") if isinstance(meta.get("title"), str) else ""
        oid = str(meta.get("id") or d.name)[:200]
        created = when(meta.get("created"), f"{d.name}/thread.json.created") if \
            isinstance(meta.get("created"), (int, float, str)) else None
        out.append(Chat(oid, " ".join(title.split())[:200] or "Jan thread",
                        created if created is not None else
                        next((m.created for m in msgs if m.created), None), tuple(msgs)))
    return out


# --- Markdown --------------------------------------------------------------------------------

_WHO = {"user": "user", "you": "user", "human": "user", "me": "user",
        "assistant": "assistant", "ai": "assistant", "chatgpt": "assistant",
        "claude": "assistant", "gpt": "assistant", "bot": "assistant", "model": "assistant",
        "engram": "assistant", "jan": "assistant"}
_HEADING = re.compile(r"#{1,6}\s+(?:[^\w\s]+\s*)?(?P<who>[A-Za-z]+)\s*"
                      r"(?:[·|—–-]\s*(?P<when>[^#]{4,40}?))?\s*:?\s*")
_PREFIX = re.compile(r"\s*(?:\*\*|__)?(?P<who>[A-Za-z]+)\s*(?::\s*(?:\*\*|__)?|(?:\*\*|__)\s*:)"
                     r"\s?(?P<rest>.*)", re.DOTALL)


def _stamp(text: str | None) -> float | None:
    if not text:
        return None
    try:
        return when(text.strip().removesuffix("UTC").strip().replace(" ", "T", 1), "heading")
    except ImportFormatError:
        return None


def markdown(raw: bytes, name: str, mtime: float) -> Chat:
    """A transcript in Markdown as people and tools write it (and as Engram exports it): an
    optional `# Title`, then turns that start with a heading (`## User`, `### Assistant ·
    2024-05-01 10:00 UTC`) or a speaker prefix (`User: …`, `**Assistant:** …`, `You:`,
    `ChatGPT:`, `Claude:`). Text before the first turn is ignored; a turn without a time
    takes the time of the turn before it, or the file's modification time."""
    lines = decode_text(raw).splitlines()
    if len(lines) > MAX_LINES:
        raise ImportFormatError(f"more than {MAX_LINES} lines")
    title, turns = "", []
    for line in lines:
        h = _HEADING.fullmatch(line)
        if h and h["who"].lower() in _WHO:
            turns.append([_WHO[h["who"].lower()], _stamp(h["when"]), []])
            continue
        if not title and not turns and line.startswith("# "):
            title = line[2:].strip()
            continue
        p = _PREFIX.fullmatch(line)
        if p and p["who"].lower() in _WHO:
            turns.append([_WHO[p["who"].lower()], None, [p["rest"]]])
            continue
        if turns:
            turns[-1][2].append(line)
    if not turns:
        raise ImportFormatError(f"{name}: no turns found (a transcript has lines like "
                                "'User: …' / 'Assistant: …' or headings '## User')")
    msgs, last = [], None
    for role, t, body_lines in turns:
        last = t if t is not None else last   # an undated turn follows the one before it
        body = "\n".join(body_lines).strip().removesuffix("---").strip()
        if body:
            msgs.append(Message(role, body, last if last is not None else mtime))
    msgs = tuple(msgs)
    digest = hashlib.sha256(raw).hexdigest()[:24]
    return Chat(digest, " ".join(title.split())[:200] or name[:200],
                next((m.created for m in msgs), mtime), msgs)
