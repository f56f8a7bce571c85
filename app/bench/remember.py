"""`engram bench remember SCRIPT.json`: does the assistant remember what a person told it?

The real turn path (Session -> Assistant -> model) on a fresh encrypted profile in a temp dir:
each chat of the script is told in its own conversation (waiting for the background work
after every turn, as a user reading the answer would), then every question is asked in a
fresh conversation, where only memory can answer. Per question it reports whether memory
*gave* an expected word to the model (it is in the memory parts of the prompt: the head's
profile and memories, and the retrieved block) and whether the model *said* it; then the
long-term items that formed (current and history) and TTFT p50. "Beside" says whether the
expected word was in the last message of the prompt next to the question (a small model's
focused fact, a capable model's retrieved block): what a small model answers from.

Design decisions:
- "Given" is judged on the memory text with its date labels removed, so a "4" expected for
  an age is not found in "[4 May 2026]"; "said" is a plain case-insensitive substring of the
  answer, as the script format defines it.
- `--dry` runs the same turn path with a fake small model that answers "ok": given and
  beside in seconds a script, for checking memory changes on many scripts at once (the
  model's own answers need the real run).
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
import threading
from pathlib import Path

from ..errors import EngramError

_DATE = re.compile(r"\[[^\]\n]{1,40}\]")


def register(sub) -> None:
    p = sub.add_parser("remember", help="tell a scripted person's facts, then ask about them "
                       "in fresh chats: did memory give the fact, did the model say it")
    p.add_argument("script", nargs="+", help="JSON script(s): {chats: [[message, ...]], "
                   "questions: [{q, expect: [words]}]}; several are run one after another, "
                   "each in a fresh profile, with a total at the end")
    p.add_argument("--model", help="what `engram models use` takes: a GGUF file (a download "
                   "or a found file), a catalog id, 'bundled' or a server URL (default: "
                   "settings / bundled SmolLM2)")
    p.add_argument("--server-model", help="with a server URL: its model id (default: first)")
    p.add_argument("--json", metavar="OUT", help="write the per-question results as JSON "
                   "(with several scripts OUT is a folder: one NAME.json a script)")
    p.add_argument("--one-chat", action="store_true",
                   help="ask the questions one after another in one chat (as a user asks "
                        "several things in a row) instead of each in a fresh chat")
    p.add_argument("--dry", action="store_true",
                   help="no model: a fake small model answers 'ok', so only what memory gave "
                        "is measured (seconds a script)")
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
    """Whether one of `words` starts a word of `text` ("garden" in "gardening"; "ten" is not
    in "sentence", nor "sing" in "using": remember21 found those counted as beside)."""
    t = (_DATE.sub(" ", text) if strip_dates else text).lower()
    return any(re.search(r"(?<!\w)" + re.escape(w.lower()), t) for w in words)


def repeats(reply: str, earlier: list[str]) -> bool:
    """Whether `reply` is (nearly) one of the `earlier` replies of its chat: a small model
    answering what it is told with its previous answer (difflib ratio over 0.8)."""
    return any(difflib.SequenceMatcher(None, reply, e).ratio() > 0.8 for e in earlier)


_SENTENCES = re.compile(r"(?<=[.!?])\s+")


def recites(reply: str, facts: list[str]) -> bool:
    """Whether `reply` reads memory back instead of answering: it speaks of "the user" (the
    profile's wording) or one of its sentences is (nearly) an earlier fact's text."""
    if re.search(r"\bthe user\b", reply, re.I):
        return True
    parts = [p for p in _SENTENCES.split(reply) if len(p) > 12]
    return any(difflib.SequenceMatcher(None, p.lower(), f.lower()).ratio() > 0.8
               for p in parts for f in facts)


def _pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))] if xs else 0.0


def run(args) -> int:
    paths = [args.script] if isinstance(args.script, str) else list(args.script)
    scripts = [load_script(p) for p in paths]   # a bad one fails before any is run
    if len(paths) == 1:
        _fresh(args, scripts[0], args.json)
        return 0
    if args.json:
        Path(args.json).mkdir(parents=True, exist_ok=True)
    sums = []
    for path, script in zip(paths, scripts):
        print(f"== {path}")
        out = str(Path(args.json) / (Path(path).stem + ".json")) if args.json else None
        sums.append((Path(path).stem, _fresh(args, script, out)))
    n = sum(s["questions"] for _, s in sums) or 1
    print(f"\n{len(sums)} scripts:")
    for name, s in sums:
        print(f"  {name:<16} given {s['given']:>2}/{s['questions']:<3} beside {s['beside']:>2}"
              f"/{s['questions']:<3} said {s['said']:>2}/{s['questions']}")
    print(" ".join(f"{k} {sum(s[k] for _, s in sums)}/{n} "
                   f"({100 * sum(s[k] for _, s in sums) / n:.1f}%)"
                   for k in ("given", "beside", "said")))
    return 0


def _fresh(args, script: dict, json_out: str | None) -> dict:
    """Run one script in a fresh profile in a temp dir; its summary."""
    tmp = Path(tempfile.mkdtemp(prefix="engram-bench-remember-"))
    old_home = os.environ.get("ENGRAM_HOME")
    os.environ["ENGRAM_HOME"] = str(tmp)   # a fresh profile: settings and data in the temp dir
    try:
        return _run(args, script, json_out)
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
    if getattr(args, "dry", False):
        from ..fake_runtime import FakeRuntime
        rt = FakeRuntime(n_ctx=s.settings.n_ctx)
        rt.name, rt.n_params = "no model (--dry)", 135_000_000   # laid out as for the bundled
        s.attach_model(rt)
    else:
        s.load_model()
    _record_tails(s.runtime)
    return s


def _record_tails(runtime) -> None:
    """Keep the last message of each prompt the bench's turns give the model
    (`runtime.tails`; not the background work's, e.g. a capable model's fact extraction)."""
    stream, runtime.tails = runtime.stream, []

    def recorded(messages, **kw):
        if threading.current_thread() is threading.main_thread():
            runtime.tails.append(messages[-1]["content"] if messages else "")
        return stream(messages, **kw)
    runtime.stream = recorded


def _run(args, script: dict, json_out: str | None) -> dict:
    from memory import governance
    from memory.types import as_ref

    s = _session(args)
    try:
        a = s.assistant
        name = a.runtime.name if args.dry else s.model_info().name
        print(f"model {name}, temperature {s.settings.temperature}, "
              f"{len(script['chats'])} chats, {len(script['questions'])} questions")
        ttft, told = [], []
        for chat in script["chats"]:
            cid, before = None, []
            for msg in chat:
                r = s.send(cid, msg)
                cid = r.conversation_id
                told.append({"message": msg, "reply": r.text, "page_id": r.page_id,
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
            tail = a.runtime.tails[-1].replace(q["q"], " ")
            rows.append({"q": q["q"], "expect": q["expect"],
                         "given": found(q["expect"], memory_text(r), strip_dates=True),
                         "beside": found(q["expect"], tail, strip_dates=True),
                         "said": found(q["expect"], r.text), "answer": r.text, "tail": tail,
                         "ttft_ms": round(r.stats.ttft_ms, 1)})
    finally:
        s.close()
    for row in rows:
        print(f"{'GAVE' if row['given'] else '----'} {'NEAR' if row['beside'] else '----'} "
              f"{'SAID' if row['said'] else '----'}  "
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
               "beside": sum(r["beside"] for r in rows),
               "given_pct": round(100 * sum(r["given"] for r in rows) / n, 1),
               "said_pct": round(100 * sum(r["said"] for r in rows) / n, 1),
               "lpm_current": len(current), "lpm_history": len(facts) - len(current),
               "ttft_p50_ms": round(statistics.median(ttft), 1) if ttft else 0.0,
               "ttft_p95_ms": round(_pct(ttft, 0.95), 1)}
    for t in told:   # memory formed from earlier messages, read back to this one
        page = t.pop("page_id")
        earlier = [_DATE.sub("", f["text"]).strip() for f in facts
                   if page is not None and min([as_ref(p)[1] for p in f.get("page_ids") or ()]
                                               or [page]) < page]
        t["recites"] = recites(t["reply"], earlier)
    summary["told_repeats"] = sum(t["repeats"] for t in told)
    summary["told_recites"] = sum(t["recites"] for t in told)
    if not args.dry:   # the fake model's "ok" repeats itself and recites nothing
        print(f"replies to what was told: {len(told)}, repeating an earlier reply of the same "
              f"chat: {summary['told_repeats']}, reciting memory: {summary['told_recites']}")
    print(f"given {summary['given']}/{len(rows)}, beside {summary['beside']}/{len(rows)}, "
          f"said {summary['said']}/{len(rows)}, "
          f"TTFT p50 {summary['ttft_p50_ms']:.0f} ms (p95 {summary['ttft_p95_ms']:.0f} ms)")
    if json_out:
        out = {"model": name, "temperature": s.settings.temperature,
               "questions": [{k: r[k] for k in ("q", "given", "beside", "said", "answer", "tail")}
                             for r in rows],
               "told": told,   # the replies to what was told (echoes, loops, made-up facts)
               "facts": [{k: f.get(k) for k in ("id", "kind", "attribute", "text", "current",
                                                "valid_from", "valid_to", "page_ids")}
                         for f in facts],
               "summary": summary}
        Path(json_out).write_text(json.dumps(out, indent=1, ensure_ascii=False),
                                  encoding="utf-8")
    return summary
