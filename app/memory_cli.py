"""`engram memory …`: the memory on the command line, usable before the GUI exists."""
from __future__ import annotations

import json

from .profile import open_profile


def register(sub) -> None:
    p = sub.add_parser("memory", help="inspect and govern what Engram remembers")
    msub = p.add_subparsers(dest="memory_command", required=True)
    s = msub.add_parser("stats", help="counts per table and file sizes")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=_stats)


def _stats(args) -> int:
    prof = open_profile()
    try:
        counts = prof.store.table_counts()
        files = prof.store.file_bytes()
    finally:
        prof.close()
    if args.json:
        print(json.dumps({"path": str(prof.paths.db_file), "counts": counts, "files": files}))
        return 0
    print(f"database  {prof.paths.db_file}")
    for k, v in counts.items():
        print(f"{k:<16}{v:>12}")
    for k, v in files.items():
        print(f"{k:<16}{v:>12} bytes")
    return 0
