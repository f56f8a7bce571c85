"""`engram bench remember SCRIPT.json`: does the assistant remember what a person told it?

The real turn path (Session -> Assistant -> model) on a fresh encrypted profile in a temp dir:
each chat of the script is told in its own conversation (waiting for the background work
after every turn, as a user reading the answer would), then every question is asked in a
fresh conversation, where only memory can answer. Per question it reports whether memory
*gave* an expected word to the model (it is in the memory parts of the prompt: the head's
profile and memories, and the retrieved block) and whether the model *said* it; then the
long-term items that formed (current and history) and TTFT p50.

Design decisions:
- "Given" is judged on the memory text with its date labels removed, so a "4" expected for
  an age is not found in "[4 May 2026]"; "said" is a plain case-insensitive substring of the
  answer, as the script format defines it.
- Script format: ../shared/bench/remember/README.md (chats: lists of user messages;
  questions: {"q", "expect": [words]}). Bad scripts get a one-line error.
"""
from __future__ import annotations

import difflib
import json
import os
import re
import secrets
import shutil
import statistics
import tempfile
from pathlib import Path

from ..errors import EngramError

_DATE = re.compile(r"\[[^\]\n]{1,40}\]")


def register(sub) -> None:
    p = sub.add_parser("remember", help="tell a scripted person's facts, then ask about them "
                       "in fresh chats: did memory give the fact, did the model say it")
    p.add_argument("script", help="JSON script: {chats: [[message, ...]], questions: "
                   "[{q, expect: [words]}]}")
    p.add_argument("--model", help="what `engram models use` takes: a GGUF file (a download "
                   "or a found file), a catalog id, 'bundled' or a server URL (default: "
                   "settings / bundled SmolLM2)")
    p.add_argument("--server-model", help="with a server URL: its model id (default: first)")
    p.add_argument("--json", metavar="OUT", help="write the per-question results as JSON")
    p.add_argument("--one-chat", action="store_true",
                   help="ask the questions one after another in one chat (as a user asks "
                        "several things in a row) instead of each in a fresh chat")
    p.add_argument("--threads", type=int, default=None)
    p.add_argument("--answer-tokens", type=int, default=64,
                   help="longest answer (short answers keep the bench quick)")
    p.add_argument("--temperature", type=float, default=None,
                   help="sampling temperature (default: the settings' value)")
    p.set_defaults(func=run)


def load_script(path: str) -> dict:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise EngramError(f"cannot read {path}: {e.strerror or e}") from None
    except ValueError as e:
        raise EngramError(f"{path} is not JSON: {e}") from None
    chats, qs = (data.get("chats"), data.get("questions")) if isinstance(data, dict) else (
        None, None)
    if (not isinstance(chats, list) or not all(
            isinstance(c, list) and all(isinstance(m, str) and m.strip() for m in c)
            for c in chats)):
        raise EngramError(f"{path}: 'chats' must be a list of lists of messages")
    if not isinstance(qs, list) or not all(
            isinstance(q, dict) and isinstance(q.get("q"), str) and isinstance(
                q.get("expect"), list) and q["expect"] and all(isinstance(w, str) and w
                                                               for w in q["expect"])
            for q in qs):
        raise EngramError(f"{path}: 'questions' must be a list of {{q, expect: [words]}}")
    return data


def memory_text(result) -> str:
    """The memory parts the model was given for one answer (head and retrieved block)."""
    return "\n".join(i.text for i in result.context.items)


def found(words, text: str, *, strip_dates: bool = False) -> bool:
    t = (_DATE.sub(" ", text) if strip_dates else text).lower()
    return any(w.lower() in t for w in words)


def repeats(reply: str, earlier: list[str]) -> bool:
    """Whether `reply` is (nearly) one of the `earlier` replies of its chat: a small model
    answering what it is told with its previous answer (difflib ratio over 0.8)."""
    return any(difflib.SequenceMatcher(None, reply, e).ratio() > 0.8 for e in earlier)


def _pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))] if xs else 0.0


def run(args) -> int:
    script = load_script(args.script)
    tmp = Path(tempfile.mkdtemp(prefix="engram-bench-remember-"))
    old_home = os.environ.get("ENGRAM_HOME")
    os.environ["ENGRAM_HOME"] = str(tmp)   # a fresh profile: settings and data in the temp dir
    try:
        return _run(args, script)
    finally:
        if old_home is None:
            os.environ.pop("ENGRAM_HOME", None)
        else:
            os.environ["ENGRAM_HOME"] = old_home
        shutil.rmtree(tmp, ignore_errors=True)


def _session(args):
    from memory.store import Key

    from .. import config
    from ..services import Session

    s = Session.open(Key(secrets.token_hex(32), raw=True), origin="bench")
    over = {"max_answer_tokens": args.answer_tokens}
    if args.model:   # the same choice `engram models use` makes, so every source is benched
        from ..models import registry
        s.settings = registry.choose(s.settings, registry.resolve(
            args.model, s.settings, s.paths, server_model=getattr(args, "server_model", None)))
    if args.threads:
        over["n_threads"] = args.threads
    if args.temperature is not None:
        over["temperature"] = args.temperature
    s.settings = s.settings.replace(**over)
    config.save(s.settings, s.paths)
    s.load_embedder()
    s.load_model()
    return s


def _run(args, script: dict) -> int:
    from memory import governance

    s = _session(args)
    try:
        a = s.assistant
        info = s.model_info()
        print(f"model {info.name}, temperature {s.settings.temperature}, "
              f"{len(script['chats'])} chats, {len(script['questions'])} questions")
        ttft, told = [], []
        for chat in script["chats"]:
            cid, before = None, []
            for msg in chat:
                r = s.send(cid, msg)
                cid = r.conversation_id
                told.append({"message": msg, "reply": r.text,
                             "repeats": repeats(r.text, before)})
                before.append(r.text)
                ttft.append(r.stats.ttft_ms)
                a.wait_idle(600)
        facts = governance.records(s.store, "long", history=True)
        rows = []
        asked = None
        for q in script["questions"]:
            r = s.send(asked, q["q"])
            asked = r.conversation_id if args.one_chat else None
            a.wait_idle(600)
            ttft.append(r.stats.ttft_ms)
            rows.append({"q": q["q"], "expect": q["expect"],
                         "given": found(q["expect"], memory_text(r), strip_dates=True),
                         "said": found(q["expect"], r.text), "answer": r.text,
                         "ttft_ms": round(r.stats.ttft_ms, 1)})
    finally:
        s.close()
    for row in rows:
        print(f"{'GAVE' if row['given'] else '----'} {'SAID' if row['said'] else '----'}  "
              f"{row['q']}  ->  {' '.join(row['answer'].split())[:100]}")
    current = [f for f in facts if f.get("current", True)]
    print(f"long-term items: {len(current)} current, {len(facts) - len(current)} history")
    for f in sorted(facts, key=lambda f: (not f.get("current", True), f["id"])):
        mark = "" if f.get("current", True) else "  (history)"
        print(f"  {f['id']:<6}{f.get('kind', ''):<20}{f.get('attribute', ''):<24}"
              f"{' '.join(f['text'].split())[:90]}{mark}")
    n = len(rows) or 1
    summary = {"questions": len(rows), "given": sum(r["given"] for r in rows),
               "said": sum(r["said"] for r in rows),
               "given_pct": round(100 * sum(r["given"] for r in rows) / n, 1),
               "said_pct": round(100 * sum(r["said"] for r in rows) / n, 1),
               "lpm_current": len(current), "lpm_history": len(facts) - len(current),
               "ttft_p50_ms": round(statistics.median(ttft), 1) if ttft else 0.0,
               "ttft_p95_ms": round(_pct(ttft, 0.95), 1)}
    summary["told_repeats"] = sum(t["repeats"] for t in told)
    print(f"replies to what was told: {len(told)}, repeating an earlier reply of the same "
          f"chat: {summary['told_repeats']}")
    print(f"given {summary['given']}/{len(rows)}, said {summary['said']}/{len(rows)}, "
          f"TTFT p50 {summary['ttft_p50_ms']:.0f} ms (p95 {summary['ttft_p95_ms']:.0f} ms)")
    if args.json:
        out = {"model": info.name, "temperature": s.settings.temperature,
               "questions": [{k: r[k] for k in ("q", "given", "said", "answer")}
                             for r in rows],
               "told": told,   # the replies to what was told (echoes, loops, made-up facts)
               "facts": [{k: f.get(k) for k in ("id", "kind", "attribute", "text", "current",
                                                "valid_from", "valid_to", "page_ids")}
                         for f in facts],
               "summary": summary}
        Path(args.json).write_text(json.dumps(out, indent=1, ensure_ascii=False),
                                   encoding="utf-8")
    return 0
