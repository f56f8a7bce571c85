"""Arriving and leaving: history from other assistants in, conversations and profile out.

Design decisions:
- One entry point per direction for the CLI and the app: `import_file` takes any file the
  user has (another assistant's export, or Engram's own memory cube / transcript, which stay
  with memory/portable.py) and `preview` shows what it would bring before anything is written.
- Export for others is plain text a person can read and another tool can import: each
  conversation as Markdown (`## User · <UTC time>` turns, the shape our Markdown importer
  reads back), the profile as one sentence per line. Both are PLAINTEXT on disk, written
  0600, and the caller says so.
"""
from __future__ import annotations

import datetime as dt
import json
import os
import threading
from pathlib import Path
from typing import Callable

from memory import importers
from memory.errors import ImportFormatError
from memory.import_check import load
from memory.importers import formats, ingest

_TEXT_SUFFIXES = (".md", ".markdown", ".txt", ".jsonl")


def sniff(path: str | os.PathLike) -> str | None:
    """The other assistant `path` comes from, or None (Engram's own cube or transcript, or
    something unknown: memory/portable.py decides and explains)."""
    p = Path(path)
    if p.is_dir() or p.suffix.lower() in _TEXT_SUFFIXES + (".zip",) or p.name == "thread.json":
        return importers.detect(p)
    try:
        raw = p.read_bytes() if p.stat().st_size <= importers.MAX_FILE_BYTES else b""
    except OSError as e:
        raise ImportFormatError(f"cannot read {p}: {e.strerror or e}") from None
    try:
        return formats.detect(load(raw)) if raw else None
    except ImportFormatError:
        return None


def preview(path: str | os.PathLike, fmt: str | None = None) -> dict:
    """Conversations, messages and date range an import would bring (nothing written)."""
    fmt = fmt or sniff(path)
    if fmt is None:
        raise ImportFormatError(f"{Path(path).name} is not another assistant's export (an "
                                "Engram memory cube or transcript imports without a preview)")
    return importers.parse(path, fmt).preview()


def import_file(engine, path: str | os.PathLike, *, fmt: str | None = None,
                title: str | None = None,
                progress: Callable[[str, int, int], None] | None = None,
                cancel: threading.Event | None = None) -> dict:
    """Import one file or folder, all or nothing; a summary dict for the CLI and the UI."""
    fmt = fmt or sniff(path)
    if fmt is None:
        from memory import portable

        step = (lambda d, t: progress("writing", d, t)) if progress else None
        r = portable.import_(engine.store, os.fspath(path), engine=engine, title=title,
                             progress=step)
        return {"kind": r.kind, "format": r.kind, "conversations": list(r.conversations),
                "pages": r.pages, "segments": r.segments, "lpm_items": r.lpm_items,
                "skipped": 0}
    parsed = importers.parse(path, fmt)
    r = ingest.ingest(engine, parsed, progress=progress, cancel=cancel)
    return {**parsed.preview(), "format": r.format, "conversations": list(r.conversations),
            "pages": r.pages, "skipped": r.skipped, "seconds": round(r.seconds, 2)}


def source_label(store, cid: str | None) -> str | None:
    """Where a chat came from, in words, for the inspector (None: said in Engram itself)."""
    row = store.one("SELECT meta, title FROM conversations WHERE id = ?", (cid,)) if cid else None
    try:
        meta = json.loads(row[0] or "{}") if row else {}
    except ValueError:
        return None
    src = meta.get("source") if isinstance(meta, dict) else None
    if src == "mcp":
        return f"told to Engram through the MCP client {meta.get('client')}"
    if src in importers.FORMAT_NAMES:
        label = f"imported from {importers.FORMAT_NAMES[src]}, file {meta.get('file')}"
        original = meta.get("title")
        if isinstance(original, str) and original and original != row[1]:   # renamed here
            label += f", originally titled \u201c{original}\u201d"
        return label
    return None


SHORT_NAMES = {"chatgpt": "ChatGPT", "claude": "Claude", "jan": "Jan", "lmstudio": "LM Studio",
               "openwebui": "Open WebUI", "markdown": "Markdown"}


def source_names(store) -> dict[str, str]:
    """{conversation id: "ChatGPT" | "MCP: <client>" | …} for chats that came from elsewhere
    (the inspector's chat column)."""
    out = {}
    for cid, raw in store.rows("SELECT id, meta FROM conversations WHERE meta != '{}'"):
        try:
            meta = json.loads(raw)
        except ValueError:
            continue
        src = meta.get("source") if isinstance(meta, dict) else None
        if src == "mcp":
            out[cid] = f"MCP: {meta.get('client')}"
        elif src in SHORT_NAMES:
            out[cid] = SHORT_NAMES[src]
    return out


# --- export for others -------------------------------------------------------------------------

def _utc(ts: float) -> str:
    return dt.datetime.fromtimestamp(ts, dt.timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")


def conversation_markdown(store, cid: str) -> str:
    """One conversation as Markdown: title, then each exchange's turns with their times."""
    row = store.one("SELECT title, created, meta FROM conversations WHERE id = ?", (cid,))
    if row is None:
        raise LookupError(f"no conversation {cid!r}")
    out = [f"# {row[0] or 'Untitled chat'}", ""]
    for user, answer, created in store.rows(
            "SELECT user_text, assistant_text, created FROM pages WHERE conversation_id = ? "
            "ORDER BY seq", (cid,)):
        if user:
            out += [f"## User · {_utc(created)}", "", user.strip(), ""]
        if answer:
            out += [f"## Assistant · {_utc(created)}", "", answer.strip(), ""]
    return "\n".join(out)


def _write_private(path: Path, text: str) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)


def export_markdown(store, out: str | os.PathLike, conversation_id: str | None = None) -> list:
    """Conversations as Markdown: one file when `out` ends in .md (one conversation, or all
    of them one after another), else one file per conversation in the folder `out`."""
    from memory import governance

    hidden = governance.hidden_conversations(store)
    ids = [conversation_id] if conversation_id else [
        r[0] for r in store.rows("SELECT id FROM conversations ORDER BY created, id")
        if r[0] not in hidden]
    out = Path(out)
    if out.suffix.lower() == ".md":
        _write_private(out, "\n\n---\n\n".join(conversation_markdown(store, c) for c in ids))
        return [str(out)]
    out.mkdir(parents=True, exist_ok=True, mode=0o700)
    written = []
    for cid in ids:
        p = out / f"{cid}.md"
        _write_private(p, conversation_markdown(store, cid))
        written.append(str(p))
    return written


def profile_text(store) -> str:
    """The current long-term facts, one plain sentence per line, with the date each became
    true (what `engram mcp` serves as its profile resource, too)."""
    from memory import long_term

    facts = long_term.current(store)
    if not facts:
        return "Engram knows no long-term facts about you yet.\n"
    return "".join(f"{f.text} (since {_utc(f.valid_from)[:10]})\n" for f in facts)


def export_profile(store, out: str | os.PathLike) -> int:
    text = profile_text(store)
    _write_private(Path(out), text)
    return 0 if text.startswith("Engram knows no") else text.count("\n")
