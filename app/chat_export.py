"""A chat as a Markdown file: title, then each exchange as "You" / "Engram" sections.

The answers are Markdown already, so they are written as they are; the user's words are
written as they were typed (a fenced block would hide their own Markdown). The file is the
user's copy of their own words, so it is created 0600 like every other file Engram writes.
"""
from __future__ import annotations

import datetime as dt
import os
from pathlib import Path


def to_markdown(title: str, pages: list[dict]) -> str:
    out = [f"# {title or 'Chat'}", ""]
    if pages:
        first = dt.datetime.fromtimestamp(pages[0]["created"])
        out += [f"*Exported from Engram · started {first:%d %b %Y %H:%M}*", ""]
    for p in pages:
        when = dt.datetime.fromtimestamp(p["created"])
        out += [f"## You · {when:%d %b %Y %H:%M}", "", p["user_text"].rstrip(), "",
                "## Engram", "", p["assistant_text"].rstrip(), ""]
    return "\n".join(out).rstrip() + "\n"


def export(session, cid: str, path: str | os.PathLike) -> Path:
    """Write chat `cid` to `path` (Markdown); returns the path written."""
    title = next((c.title for c in session.chat.conversations() if c.id == cid), "")
    text = to_markdown(title, session.chat.conversation_pages(cid))
    p = Path(path).expanduser()
    fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
    return p
