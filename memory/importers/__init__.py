"""History brought in from other assistants: detect a file's format, parse it, preview it.

Design decisions:
- Parsing is pure (bytes in, `Parsed` out, no database): one small parser per application in
  `formats.py` / `text_formats.py`, each following the shape that application's export or
  on-disk file has (named in each parser's docstring and in tests/data/imports/). Detection
  looks at structure, never at file names alone, except that a folder or a *.jsonl / *.md /
  *.txt file can only be Jan or Markdown.
- Hostile input is expected: sizes, counts and nesting are bounded, every field is
  type-checked, and a file that is not what it claims raises ImportFormatError naming the
  place (`conversations[3].mapping: ...`) before anything is written.
- Only the branch the user last saw is imported where an app keeps edit trees (ChatGPT's
  `current_node`, Open WebUI's `currentId`, LM Studio's `currentlySelected`).
- Writing is `ingest.py`'s job: the same page insert, mid-term assignment and maintenance as
  a live chat, all of one file in one transaction.
"""
from __future__ import annotations

import os
from pathlib import Path

from ..errors import ImportFormatError
from .chats import (  # noqa: F401 - the package's public names
    Chat, FORMAT_NAMES, MAX_CHATS, MAX_FILE_BYTES, MAX_MESSAGES, MAX_TEXT, Message, Parsed, ROLES, read_zipped, read_capped, text_of, when)
from ..import_check import load


def detect(path: str | os.PathLike) -> str:
    """The format of a file or folder, or ImportFormatError saying what it is not."""
    return parse(path, only_detect=True)  # type: ignore[return-value]


def parse(path: str | os.PathLike, fmt: str | None = None, *,
          only_detect: bool = False) -> Parsed | str:
    """Parse a file or folder from another assistant (format auto-detected unless given)."""
    from . import formats, text_formats

    p = Path(path)
    if p.is_dir() or p.suffix.lower() == ".jsonl" or p.name == "thread.json":
        found = "jan"
        if only_detect:
            return found
        return Parsed(found, p.name, tuple(text_formats.jan(p)))
    raw = read_zipped(p) if p.suffix.lower() == ".zip" else read_capped(p)
    if p.suffix.lower() in (".md", ".markdown", ".txt") or fmt == "markdown":
        if only_detect:
            return "markdown"
        return Parsed("markdown", p.name, (text_formats.markdown(raw, p.stem,
                                                                 p.stat().st_mtime),))
    data = load(raw)
    found = fmt or formats.detect(data)
    if found is None:
        raise ImportFormatError(
            f"{p.name} is not an export Engram knows (ChatGPT conversations.json, Claude "
            "export, Jan thread, LM Studio conversation, Open WebUI chat export, Markdown)")
    if found not in formats.PARSERS:
        raise ImportFormatError(f"{p.name} cannot be read as {found}")
    if only_detect:
        return found
    chats = formats.PARSERS[found](data)
    if len(chats) > MAX_CHATS:
        raise ImportFormatError(f"more than {MAX_CHATS} conversations in one file")
    if sum(len(c.messages) for c in chats) > MAX_MESSAGES:
        raise ImportFormatError(f"more than {MAX_MESSAGES} messages in one file")
    return Parsed(found, p.name, tuple(chats))
