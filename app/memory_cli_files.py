"""`engram memory export/import/stats/backup/restore`: the commands that move whole files.

Kept apart from app/memory_cli.py so its command table stays readable; each command gets the
CLI's session factory (the open store and engine for one command) passed in.
"""
from __future__ import annotations

import json
import sys

from . import keys
from .startup import prepare


def export(args, session) -> int:
    from memory import portable

    if args.as_ != "cube":
        return _export_text(args, session)
    with session() as s:
        counts = portable.export_file(s.store, args.out, conversation_id=args.conversation)
    print(f"wrote {args.out}: " + ", ".join(f"{v} {k}" for k, v in counts.items()))
    print("note: the export is plain text; keep it somewhere private", file=sys.stderr)
    return 0


def import_formats():
    from memory.importers import FORMAT_NAMES

    return FORMAT_NAMES


def import_(args, session) -> int:
    from . import transfer_cli

    return transfer_cli.run_import(args, session)


def _export_text(args, session) -> int:
    from . import transfer_cli

    return transfer_cli.run_export_text(args, session)


def stats(args, session) -> int:
    with session() as s:
        counts = s.store.table_counts()
        files = s.store.file_bytes()
    if args.json:
        print(json.dumps({"path": str(s.paths.db_file), "counts": counts, "files": files}))
        return 0
    print(f"database  {s.paths.db_file}")
    for k, v in counts.items():
        print(f"{k:<16}{v:>12}")
    for k, v in files.items():
        print(f"{k:<16}{v:>12} bytes")
    return 0


def backup(args, session) -> int:
    from memory import audit, backup as backups

    with session() as s:
        counts = backups.backup(s.store, args.out, s.key)
        with s.store.tx():
            audit.log(s.store, "user", "backup", pages=counts["pages"])
    print(json.dumps({"out": args.out, "counts": counts}) if args.json else
          f"wrote encrypted backup {args.out} ({counts['pages']} pages, "
          f"{counts['lpm_items']} long-term items); it opens with this profile's key")
    return 0


def restore(args) -> int:
    from memory import backup as backups
    from memory.store import open_store

    p = prepare()
    key = keys.obtain(p.db_file).key
    r = backups.restore(args.file, p.db_file, key, keep_previous=args.keep_previous)
    s = open_store(p.db_file, key)
    try:
        from memory import audit

        with s.tx():
            audit.log(s, "user", "restore", pages=r.counts["pages"])
    finally:
        s.close()
    out = {"path": str(r.path), "previous": None if r.previous is None else str(r.previous),
           "counts": r.counts}
    print(json.dumps(out) if args.json else
          f"restored {r.path} from {args.file} ({r.counts['pages']} pages)"
          + (f"; previous database kept at {r.previous}" if r.previous else ""))
    return 0
