"""`engram memory import` / `export --as …` for other assistants' files (see app/transfer.py).

Kept apart from app/memory_cli.py so the command table there stays small: it passes its
session factory in. Progress goes to stderr (only on a terminal), results to stdout.
"""
from __future__ import annotations

import datetime as dt
import json
import sys

from memory.importers import FORMAT_NAMES

from . import transfer


def _when(ts) -> str:
    if ts is None:
        return "-"
    return dt.datetime.fromtimestamp(ts, dt.timezone.utc).strftime("%Y-%m-%d %H:%M")


def run_import(args, session) -> int:
    """`engram memory import`: preview another assistant's file on stderr, then import it."""
    fmt = args.format or transfer.sniff(args.file)
    if fmt is not None:   # another assistant's history: show what comes before writing it
        p = transfer.preview(args.file, fmt)
        first, last = _when(p["first"]), _when(p["last"])
        print(f"{FORMAT_NAMES[fmt]} {p['source']}: {p['conversations']} conversations, "
              f"{p['messages']} messages ({p['exchanges']} exchanges), {first} .. {last}",
              file=sys.stderr)
        if args.preview:
            print(json.dumps(p) if args.json else "preview only: nothing was imported")
            return 0
    elif args.preview:
        print("engram: a memory cube or transcript has no preview; import it directly",
              file=sys.stderr)
        return 2

    def progress(phase, done, total):
        if sys.stderr.isatty():
            print(f"\r{phase} {done}/{total}", end="", file=sys.stderr, flush=True)

    with session() as s:
        d = transfer.import_file(s.engine, args.file, fmt=fmt, title=args.title,
                                 progress=progress)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    if args.json and fmt is None:   # the cube/transcript answer keeps its documented keys
        print(json.dumps({k: d[k] for k in ("kind", "conversations", "pages", "segments",
                                            "lpm_items")}))
    elif args.json:
        print(json.dumps(d))
    elif fmt is None:
        print(f"imported {d['format']}: {d['pages']} pages, {d['segments']} segments, "
              f"{d['lpm_items']} long-term items into "
              f"{', '.join(d['conversations']) or 'no conversation'}")
    else:
        print(f"imported {len(d['conversations'])} conversations ({d['pages']} pages) from "
              f"{d['source']}; {d['skipped']} already there or empty")
    return 0


def run_export_text(args, session) -> int:
    """`engram memory export --as markdown|profile`."""

    with session() as s:
        if args.as_ == "profile":
            n = transfer.export_profile(s.store, args.out)
            print(f"wrote {args.out}: {n} facts")
        else:
            files = transfer.export_markdown(s.store, args.out, args.conversation)
            print(f"wrote {len(files)} Markdown file(s) to {args.out}")
    print("note: the export is plain text; keep it somewhere private", file=sys.stderr)
    return 0
