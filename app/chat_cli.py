"""`engram chat`: a terminal chat with streaming output, and `engram chat --once TEXT`.

Design decision: the REPL drives the same `Session` -> `Assistant` path as the desktop app
(nothing chat-specific lives here but printing), so a scripted `--once` run is an end-to-end
test of the app's turn. The answer streams from a worker thread; Ctrl-C stops the answer, not
the program. `--once` waits for background memory work (maintenance, slot save) to finish
before exiting, so the next run finds the memory and the slot in place.
"""
from __future__ import annotations

import json
import sys
import threading

HELP = ("commands: /new (new chat), /temp (new temporary chat: nothing is remembered), "
        "/memory (what the model was given for the last answer), /forget ID (delete a memory, "
        "e.g. p12, s3, l7), /quit")


def register(sub) -> None:
    p = sub.add_parser("chat", help="chat in the terminal (streaming); --once for scripts")
    p.add_argument("--once", metavar="TEXT", help="answer one message and exit")
    p.add_argument("--conversation", "-c", metavar="ID", help="continue this conversation")
    p.add_argument("--temp", action="store_true", help="temporary chat: nothing is remembered")
    p.add_argument("--model", metavar="PATH", help="GGUF model (default: settings / bundled)")
    p.add_argument("--json", action="store_true",
                   help="with --once: print one JSON object (answer, context, stats)")
    p.set_defaults(func=run)


def _settings(args):
    from . import config

    s = config.load(config.ensure_dirs())
    return s.replace(model_path=args.model, model_server="") if args.model else s


def _open(args):
    from . import keys
    from .models.registry import ModelPreload
    from .startup import prepare

    src = keys.obtain(prepare().db_file, prompt=None if args.once else _prompt())
    # the model, the store and the embedder open in parallel (none needs another; the first
    # answer needs all three); a failure of any is raised here, before any turn. The model
    # starts first: app.services' imports (~1 s cold) already overlap its load.
    preload = ModelPreload(_settings(args))
    try:
        from .services import Session
        session = Session.open(src.key, src.origin)
    except BaseException:
        preload.discard()
        raise
    if args.model:
        session.settings = session.settings.replace(model_path=args.model, model_server="")
    box: dict = {}

    def embedder():
        try:
            session.load_embedder()
        except BaseException as e:  # noqa: BLE001 - re-raised on this thread
            box["e"] = e
    t = threading.Thread(target=embedder, name="engram-embedder", daemon=True)
    t.start()
    try:
        session.load_model(preload)
        t.join()
        if "e" in box:
            raise box["e"]
    except BaseException:
        t.join()
        session.close()
        raise
    return session


def _prompt():
    from . import keys
    return keys.terminal_prompt


def context_json(result) -> dict:
    from memory.types import format_ref

    return {"conversation_id": result.conversation_id, "text": result.text,
            "page_id": result.page_id, "temporary": result.temporary,
            "notices": list(result.notices), "cancelled": result.cancelled,
            "context": [{"id": format_ref(i.item_type, i.item_id), "tier": i.tier,
                         "text": i.text, "page_ids": list(i.page_ids)}
                        for i in result.context.items],
            "stats": {k: v for k, v in vars(result.stats).items()}}


def _turn(session, cid, text, temporary, echo=True):
    """Run one turn on a worker thread so Ctrl-C cancels the answer, not the program. A new
    chat is titled with its first message, as in the desktop app."""
    if cid is None and not temporary:
        from .services import conversation_title
        cid = session.chat.new_conversation(conversation_title(text)).id
    cancel = threading.Event()
    box: dict = {}

    def work():
        try:
            box["r"] = session.send(cid, text, temporary=temporary, cancel=cancel,
                                    on_token=(lambda t: (sys.stdout.write(t), sys.stdout.flush()))
                                    if echo else None)
        except BaseException as e:  # re-raised on the calling thread
            box["e"] = e

    t = threading.Thread(target=work, daemon=True)
    t.start()
    while t.is_alive():
        try:
            t.join(0.1)
        except KeyboardInterrupt:
            cancel.set()
    if "e" in box:
        raise box["e"]
    return box["r"]


def _print_memory(result) -> None:
    if result is None:
        print("(no answer yet)")
        return
    ctx = context_json(result)
    if not ctx["context"]:
        print("(the model was given no memories for the last answer)")
    for item in ctx["context"]:
        src = f" from pages {', '.join(f'p{p}' for p in item['page_ids'])}" if item["page_ids"] else ""
        print(f"  {item['id']:>6} [{item['tier']}]{src}\n         {item['text']}")
    s = result.stats
    print(f"  stats: retrieve {s.retrieve_ms:.0f} ms, restore {s.restore_ms:.0f} ms "
          f"({s.slot_restored or 'no slot'}), prefilled {s.prefill_tokens} of "
          f"{s.prompt_tokens} tokens, first token {s.ttft_ms:.0f} ms, {s.tokens_per_s:.1f} tok/s")


def run(args) -> int:
    from .errors import GenerationCancelled

    session = _open(args)
    try:
        if args.once is not None:
            r = _turn(session, args.conversation, args.once, args.temp, echo=not args.json)
            if args.json:
                print(json.dumps(context_json(r), ensure_ascii=False))
            else:
                print()
                for n in r.notices:
                    print(f"[{n}]", file=sys.stderr)
            session.assistant.wait_idle(300)
            return 0
        return _repl(session, args, GenerationCancelled)
    finally:
        if session.assistant is not None:
            session.assistant.close()
        session.close()


class _FactNews:
    """ "Remembered: ..." / "Updated: ..." / "Forgot: ..." after an answer, as the desktop
    chat shows them (undo is the inspector's, or /forget). The background fact job tells
    the session's listeners; the lines are printed before the next prompt, after waiting
    briefly for the job of the last answer (it runs right after the turn, in milliseconds)."""

    WAIT_S = 2.0

    def __init__(self, session):
        self.lines: list[str] = []
        self.pages: set[int] = set()
        self.cond = threading.Condition()
        # the assistant's own listeners hear every turn's job, also one that changed nothing
        session.assistant.fact_listeners.append(self._told)

    def _told(self, cid, page_id, changes) -> None:
        from .fact_words import SHOWN, describe
        with self.cond:
            self.lines += [describe(c) for c in changes if c.action in SHOWN]
            self.pages.add(int(page_id))
            self.cond.notify_all()

    def show(self, page_id: int | None) -> None:
        with self.cond:
            if page_id is not None:
                self.cond.wait_for(lambda: page_id in self.pages, timeout=self.WAIT_S)
            lines, self.lines = self.lines, []
        for line in lines:
            print(f"[{line}]")


def _repl(session, args, cancelled_error) -> int:
    from memory.types import parse_ref

    cid, temporary, last = args.conversation, args.temp, None
    told = _FactNews(session)
    name = session.assistant.model_name
    print(f"Engram chat - {name}, context {session.assistant.n_ctx} tokens. {HELP}")
    if session.settings.model_server:
        from .models.remote import privacy_note
        print(privacy_note(session.settings.model_server))
    while True:
        told.show(last.page_id if last is not None else None)
        try:
            line = input("\n> " if not temporary else "\n(temp) > ")
        except (EOFError, KeyboardInterrupt):
            print()
            return 0
        text = line.strip()
        if not text:
            continue
        if text in ("/quit", "/exit"):
            return 0
        if text == "/new":
            cid, temporary = None, False
            print("(new chat)")
            continue
        if text == "/temp":
            cid, temporary = None, True
            print("(new temporary chat: nothing from it is remembered)")
            continue
        if text == "/memory":
            _print_memory(last)
            continue
        if text.startswith("/forget"):
            try:
                ref = parse_ref(text.split(maxsplit=1)[1])
                c = session.memory.delete([ref])
                counts = {k: v for k, v in c.counts().items() if v} if hasattr(c, "counts") else {}
                print(f"(forgot {text.split()[1]}: "
                      + (", ".join(f"{v} {k}" for k, v in counts.items()) or "done") + ")")
                session.assistant.memory_changed()
            except (IndexError, ValueError, LookupError) as e:
                print(f"(cannot forget: {e})")
            continue
        if text.startswith("/"):
            print(HELP)
            continue
        try:
            last = _turn(session, cid, text, temporary)
            cid = last.conversation_id
            print()
            for n in last.notices:
                print(f"[{n}]")
            if last.cancelled:
                print("[stopped]")
        except cancelled_error:
            print("[stopped]")

