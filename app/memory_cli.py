"""`engram memory …`: the memory on the command line, usable before the GUI exists.

Every listing takes `--json` (one JSON array of objects with id, type, tier, text, created,
conversation_id, pinned, heat) for scripting; human output is one line per item. Memory ids
are typed: p12 is a page (one exchange), s3 a mid-term segment (topic), l7 a long-term item.
The embedder is loaded only by commands that need vectors (search, edit, import).
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import sys

from memory.types import KINDS

from . import config, keys, memory_cli_files
from .cli_args import bounded_int
from .cli_output import one_line, print_cascade, print_items, when
from .startup import prepare

IDS_HELP = ("memory ids are typed: p<N> = page (one exchange), s<N> = mid-term segment "
            "(a topic; deleting it deletes its pages), l<N> = long-term item (trait or "
            "knowledge)")


def _embedder():
    """The embedder the CLI uses (tests replace this to share one loaded model)."""
    from memory.embed import MiniLMEmbedder

    return MiniLMEmbedder()


class _Session:
    """The open profile (store + engine) for one command, with its key for backups."""

    def __init__(self):
        from memory.engine import MemoryEngine
        from memory.policy import Policy
        from memory.store import open_store

        self.paths = prepare()
        self.settings = config.load(self.paths)
        self.key = keys.obtain(self.paths.db_file).key
        self.store = open_store(self.paths.db_file, self.key)
        try:
            self.engine = MemoryEngine(self.store, _embedder(),
                                       policy=Policy.from_settings(self.settings))
        except BaseException:
            self.store.close()
            raise

    def __enter__(self) -> "_Session":
        return self

    def __exit__(self, *exc) -> None:
        self.store.close()


def _guarded(func):
    """Bad ids and values are user errors: one clear line and exit 2, not a traceback."""
    def run(args) -> int:
        try:
            return func(args)
        except BrokenPipeError:  # `engram memory list | head`: the reader has what it wanted
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            return 0
        except (ValueError, TypeError, OverflowError) as e:
            from memory.errors import MemoryStoreError

            if isinstance(e, MemoryStoreError):  # ImportFormatError is also a ValueError
                raise
            print(f"engram: {e}", file=sys.stderr)
            return 2
    run.__name__ = func.__name__
    return run


def register(sub) -> None:
    p = sub.add_parser("memory", help="inspect and govern what Engram remembers",
                       description="Inspect and govern what Engram remembers. " + IDS_HELP,
                       epilog=IDS_HELP)
    m = p.add_subparsers(dest="memory_command", required=True, metavar="COMMAND")

    def cmd(name, func, help, json_flag=False):
        c = m.add_parser(name, help=help, description=f"{help}. {IDS_HELP}")
        if json_flag:
            c.add_argument("--json", action="store_true", help="print one JSON array/object")
        c.set_defaults(func=_guarded(func))
        return c

    c = cmd("list", _list, "list memories of a tier (all tiers by default)", True)
    c.add_argument("--tier", choices=("short", "mid", "long", "archive"))
    c.add_argument("--kind", choices=tuple(KINDS))
    c.add_argument("--conversation", metavar="CID")
    c.add_argument("--history", action="store_true",
                   help="include superseded versions of long-term items")
    c.add_argument("--pinned", action="store_true", help="only pinned items")
    c.add_argument("--limit", type=bounded_int(1, 10_000_000), default=1000)
    c = cmd("show", _show, "show one memory with its provenance and history", True)
    c.add_argument("id", metavar="ID")
    c = cmd("search", _search, "hybrid search (words and meaning) over all tiers", True)
    c.add_argument("query", metavar="QUERY")
    c.add_argument("--limit", type=bounded_int(1, 10_000), default=20)
    for name, help in (("pin", "pin a memory: never evicted, always in the prompt head"),
                       ("unpin", "unpin a memory")):
        c = cmd(name, _pin, help)
        c.add_argument("id", metavar="ID")
    c = cmd("edit", _edit, "correct a memory's text in place (re-embedded and re-indexed)", True)
    c.add_argument("id", metavar="ID")
    c.add_argument("text", metavar="TEXT")
    c.add_argument("--assistant", action="store_true",
                   help="for a page: edit the assistant's answer instead of the user's text")
    c.add_argument("--value", help="for a long-term item: also set its value")
    c = cmd("delete", _delete, "delete memories and whatever was derived only from them", True)
    c.add_argument("ids", metavar="ID", nargs="+")
    c.add_argument("--dry-run", action="store_true", help="show the cascade, delete nothing")
    c.add_argument("--answers", choices=("redact", "delete"), default="redact",
                   help="later answers that quoted a deleted memory: redact the quoted words "
                   "(default) or delete those answers")
    c = cmd("forget", _forget, "delete a whole conversation and what derives only from it",
            True)
    c.add_argument("--conversation", metavar="CID", required=True)
    c.add_argument("--dry-run", action="store_true", help="show the cascade, delete nothing")
    c.add_argument("--answers", choices=("redact", "delete"), default="redact",
                   help="later answers that quoted it: redact the quoted words (default) or "
                   "delete those answers")
    c = cmd("conversations", _conversations, "list conversations (ids for forget)", True)
    c = cmd("audit", _audit, "the audit log: who changed or used what, and when (no content)",
            True)
    c.add_argument("--since", help="ISO date/time or Unix seconds")
    c.add_argument("--actor", choices=("user", "system", "model"))
    c.add_argument("--action")
    c.add_argument("--limit", type=bounded_int(1, 10_000_000), default=200)
    c = cmd("export", _export, "write the memory cube (documented JSON, PLAINTEXT) to a file")
    c.add_argument("--out", required=True, metavar="FILE")
    c.add_argument("--conversation", metavar="CID", help="only this conversation")
    c.add_argument("--as", dest="as_", choices=("cube", "markdown", "profile"), default="cube",
                   help="cube (default); markdown: conversations to read or take elsewhere "
                        "(--out a .md file or a folder); profile: the long-term facts as text")
    c = cmd("import", _import, "import another assistant's history (ChatGPT conversations.json or export .zip, "
            "Claude export, Jan thread folder, LM Studio *.conversation.json, Open WebUI "
            "export, Markdown transcript), a memory cube or a [{role, content, timestamp}] "
            "transcript (all or nothing; importing the same file twice adds nothing)", True)
    c.add_argument("file", metavar="FILE")
    c.add_argument("--title", help="title of the conversation a transcript becomes")
    c.add_argument("--format", choices=sorted(memory_cli_files.import_formats()),
                   help="skip auto-detection")
    c.add_argument("--preview", action="store_true",
                   help="only show what would be imported (conversations, messages, dates)")
    c = cmd("stats", _stats, "counts per table and file sizes", True)
    c = cmd("backup", _backup, "encrypted online backup (same key) to a new file", True)
    c.add_argument("--out", required=True, metavar="FILE")
    c = cmd("restore", _restore, "replace the profile database with a verified backup "
            "(Engram must be closed)", True)
    c.add_argument("file", metavar="FILE")
    c.add_argument("--keep-previous", action="store_true",
                   help="keep the replaced database beside it as *.before-restore-*")


# --- commands -------------------------------------------------------------------------------

def _list(args) -> int:
    from memory import governance

    if args.tier == "long" and not args.json and not args.conversation and not args.pinned:
        from . import profile_view   # grouped by kind, each fact with its history

        with _Session() as s:
            print(profile_view.as_text(profile_view.groups(s.store)))
        return 0
    with _Session() as s:
        items = governance.records(s.store, args.tier, kind=args.kind,
                                   conversation_id=args.conversation, history=args.history,
                                   pinned=True if args.pinned else None, limit=args.limit)
    print_items(items, args.json)
    return 0


def _show(args) -> int:
    from memory import governance

    with _Session() as s:
        d = governance.describe(s.store, governance.parse_ref(args.id))
    if args.json:
        print(json.dumps(d, ensure_ascii=False))
        return 0
    for k, v in d.items():
        if k in ("text", "user_text", "assistant_text"):
            continue
        print(f"{k:<16}{v}")
    print()
    print(d["text"])
    return 0


def _search(args) -> int:
    from memory import governance

    with _Session() as s:
        hits = s.engine.search(args.query, limit=max(1, args.limit))
        items = []
        for h in hits:
            rec = {"id": governance.format_ref(h.item_type, h.item_id), "type": h.item_type,
                   "tier": h.tier, "text": h.text, "created": h.created,
                   "conversation_id": h.conversation_id, "pinned": False, "heat": None,
                   "score": h.score,
                   "page_ids": [governance.format_ref("page", p) for p in h.page_ids]}
            try:
                full = governance.describe(s.store, (h.item_type, h.item_id))
                rec["pinned"], rec["heat"] = full["pinned"], full.get("heat")
            except LookupError:
                pass
            items.append(rec)
    print_items(items, args.json)
    return 0


def _pin(args) -> int:
    from memory import governance

    ref = governance.parse_ref(args.id)
    with _Session() as s:
        governance.set_pinned(s.store, ref, args.memory_command == "pin")
    print(f"{args.memory_command}ned {args.id}")
    return 0


def _edit(args) -> int:
    from memory import governance

    ref = governance.parse_ref(args.id)
    with _Session() as s:
        governance.edit(s.store, ref, args.text, s.engine.embedder,
                        field="assistant" if args.assistant else "user", value=args.value)
        d = governance.describe(s.store, ref)
    if args.json:
        print(json.dumps(d, ensure_ascii=False))
    else:
        print(f"edited {args.id}")
    return 0


def _delete(args) -> int:
    from memory import governance

    refs = [governance.parse_ref(i) for i in args.ids]
    with _Session() as s:
        if args.dry_run:
            c = governance.preview_delete(s.store, refs, answers=args.answers)
        else:
            c = s.engine.delete(refs, "user", answers=args.answers)
    print_cascade(c, args.json, args.dry_run)
    return 0


def _forget(args) -> int:
    from memory import governance

    with _Session() as s:
        if args.dry_run:
            c = governance.preview_conversation(s.store, args.conversation, True,
                                                answers=args.answers)
        else:
            c = s.engine.forget_conversation(args.conversation, "user", answers=args.answers)
    print_cascade(c, args.json, args.dry_run)
    return 0


def _conversations(args) -> int:
    with _Session() as s:
        rows = s.store.rows("SELECT c.id, c.title, c.created, c.updated, count(p.id) FROM "
                            "conversations c LEFT JOIN pages p ON p.conversation_id = c.id "
                            "GROUP BY c.id ORDER BY c.updated DESC")
    items = [{"id": r[0], "title": r[1], "created": r[2], "updated": r[3], "pages": r[4]}
             for r in rows]
    if args.json:
        print(json.dumps(items, ensure_ascii=False))
    else:
        for i in items:
            print(f"{i['id']:<20}{when(i['updated'])}  {i['pages']:>5} pages  "
                  f"{one_line(i['title'], 60)}")
        if not items:
            print("(no conversations)")
    return 0


def _since(text: str | None) -> float | None:
    if text is None:
        return None
    try:
        return float(text)
    except ValueError:
        pass
    try:
        t = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise SystemExit(f"engram: --since {text!r} is neither an ISO date nor Unix seconds")
    if t.tzinfo is None:
        t = t.replace(tzinfo=dt.timezone.utc)
    return t.timestamp()


def _audit(args) -> int:
    from memory import audit

    since = _since(args.since)
    with _Session() as s:
        rows = audit.entries(s.store, since=since, actor=args.actor, action=args.action,
                             limit=args.limit)
    if args.json:
        print(json.dumps([audit.to_dict(e) for e in rows]))
        return 0
    for e in rows:
        target = f"{e.target_type}:{e.target_id}" if e.target_type else e.target_id
        detail = json.dumps(e.detail, separators=(",", ":")) if e.detail else ""
        print(f"{when(e.ts)}  {e.actor:<7}{e.action:<20}{target:<24} {one_line(detail, 60)}")
    if not rows:
        print("(no entries)")
    return 0


# The file commands (export, import, stats, backup, restore) live in app/memory_cli_files.py;
# they get this module's session factory, so a test's `_embedder` reaches them too.
def _export(args) -> int:
    return memory_cli_files.export(args, _Session)


def _import(args) -> int:
    return memory_cli_files.import_(args, _Session)


def _stats(args) -> int:
    return memory_cli_files.stats(args, _Session)


def _backup(args) -> int:
    return memory_cli_files.backup(args, _Session)


def _restore(args) -> int:
    return memory_cli_files.restore(args)


def main(argv=None) -> int:  # pragma: no cover - convenience for `python -m app.memory_cli`
    ap = argparse.ArgumentParser(prog="engram")
    register(ap.add_subparsers(dest="command"))
    args = ap.parse_args(argv)
    return args.func(args)
