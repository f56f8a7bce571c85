"""`engram bench longmemeval FILE`: evidence recall under a token budget (LongMemEval).

Design decisions:
- Each question has its own haystack (about 50 chat sessions of a user with an assistant).
  It goes into a fresh temporary *encrypted* store through the app's write path, as the app
  would have stored those chats: one conversation per session, one page per user message and
  the assistant's reply to it, dated with the session's date, `maintain()` after each session
  (app/bench/locomo.py's `ingest` does the same for LoCoMo's dialogues).
- The question is asked at its `question_date`, in a new chat. Scoring is LoCoMo's rule: the
  share of the question's evidence turns (`has_answer: true`) whose text appears verbatim in
  the context. Abstention questions (`_abs`) are skipped, as the benchmark's own retrieval
  metrics skip them.
- Engram and the baselines (recency, BM25, dense over the same pages as plain "user: /
  assistant:" lines) are held to the same budget in the same run (locomo.Systems).
"""
from __future__ import annotations

import json
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

from .locomo import SYSTEMS, Systems, _Clock, open_engine, print_report, recall

TYPES = ("single-session-user", "single-session-assistant", "single-session-preference",
         "multi-session", "temporal-reasoning", "knowledge-update")


def register(bench_sub) -> None:
    p = bench_sub.add_parser("longmemeval", help="LongMemEval evidence recall under a budget")
    p.add_argument("file", type=Path, help="LongMemEval JSON (e.g. longmemeval_s_cleaned.json)")
    p.add_argument("--budget", type=int, default=1024, help="context budget in tokens")
    p.add_argument("--limit", type=int, default=0,
                   help="at most N questions of each question type (default: all)")
    p.add_argument("--types", default="", help="comma-separated question types (default: all)")
    p.add_argument("--out", type=Path, help="write one JSON line per question here")
    p.set_defaults(func=run)


def parse_date(text: str) -> float:
    """'2023/05/20 (Sat) 02:21' -> Unix time (local)."""
    return datetime.strptime(text.strip(), "%Y/%m/%d (%a) %H:%M").timestamp()


def exchanges(turns: list[dict]) -> list[list[int]]:
    """Indices of the turns of each page: a user message and the assistant's reply to it (a
    reply with no message before it, or a message with no reply, is a page alone)."""
    out: list[list[int]] = []
    for i, t in enumerate(turns):
        if t.get("role") == "assistant" and out and len(out[-1]) == 1 \
                and turns[out[-1][0]].get("role") == "user":
            out[-1].append(i)
        else:
            out.append([i])
    return out


def ingest(engine, entry: dict, clock: _Clock, facts: bool = True) -> dict:
    """Write one question's haystack through the app's write path (see the module docstring).
    Returns {"turn_text": {turn id: text}, "evidence": [turn id], "base_texts", "pages"}."""
    out = {"turn_text": {}, "evidence": [], "base_texts": [], "pages": 0}
    dated = sorted(range(len(entry["haystack_sessions"])),
                   key=lambda k: parse_date(entry["haystack_dates"][k]))
    for k in dated:
        turns, when = entry["haystack_sessions"][k], parse_date(entry["haystack_dates"][k])
        sid = entry["haystack_session_ids"][k] if k < len(entry.get(
            "haystack_session_ids", [])) else str(k)
        cid = engine.new_conversation(f"session {sid}").id
        ids = []
        for n, group in enumerate(exchanges(turns)):
            clock.now = when + 60 * n
            said = {turns[i]["role"]: turns[i]["content"] for i in group}
            for i in group:
                tid = f"{k}:{i}"
                out["turn_text"][tid] = turns[i]["content"]
                if turns[i].get("has_answer"):
                    out["evidence"].append(tid)
            page = engine.add_exchange(cid, said.get("user", ""), said.get("assistant", ""),
                                       created=clock.now)
            ids.append(page.id)
            out["base_texts"].append("\n".join(f"{turns[i]['role']}: {turns[i]['content']}"
                                               for i in group))
            out["pages"] += 1
        if facts:
            engine.form_facts_many(ids)
        engine.maintain()
    return out


def run_question(entry: dict, embedder, budget: int) -> dict:
    """Ingest one question's haystack into a fresh encrypted store and score every system."""
    clock = _Clock()
    with tempfile.TemporaryDirectory(prefix="engram-lme-") as tmp:
        store, engine = open_engine(tmp, embedder, clock)
        try:
            t0 = time.perf_counter()
            got = ingest(engine, entry, clock)
            ingest_s = time.perf_counter() - t0
            engine.embed_missing_turns(limit=10 * got["pages"] + 10)   # the app's background
            clock.now = parse_date(entry["question_date"])
            contexts, ms = Systems(engine, embedder, got["base_texts"], budget).contexts(
                entry["question"])
        finally:
            store.close()
    scores = {s: recall(text, got["evidence"], got["turn_text"]) for s, text in contexts.items()}
    return {"recall": scores, "pages": got["pages"], "ingest_s": ingest_s, "latency_ms": ms,
            "context": contexts["engram"]}


def select(data: list[dict], types: set[str], limit: int) -> list[dict]:
    """Questions in file order: not abstention ones, of the wanted types, at most `limit` of
    each type (0: no limit), and only those with evidence turns to score."""
    seen: dict[str, int] = {}
    out = []
    for e in data:
        qt = e["question_type"]
        if e["question_id"].endswith("_abs") or (types and qt not in types):
            continue
        if not any(t.get("has_answer") for s in e["haystack_sessions"] for t in s):
            continue
        if limit and seen.get(qt, 0) >= limit:
            continue
        seen[qt] = seen.get(qt, 0) + 1
        out.append(e)
    return out


def _load(path: Path) -> list[dict]:
    """The questions of a LongMemEval file; EngramError (one line) for anything else."""
    from app.errors import EngramError

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, ValueError) as e:
        raise EngramError(f"{path} is not LongMemEval JSON ({str(e)[:80]})") from None
    keys = ("question_id", "question_type", "question", "question_date", "haystack_dates",
            "haystack_sessions")
    if not isinstance(data, list) or not all(
            isinstance(e, dict) and all(k in e for k in keys)
            and len(e["haystack_dates"]) == len(e["haystack_sessions"]) for e in data):
        raise EngramError(f"{path} is not LongMemEval JSON (a list of questions with "
                          + ", ".join(keys) + ")")
    return data


def run(args) -> int:
    from memory.embed import MiniLMEmbedder

    types = {t.strip() for t in args.types.split(",") if t.strip()}
    chosen = select(_load(args.file), types, args.limit)
    if not chosen:
        print("no matching questions", file=sys.stderr)
        return 2
    embedder = MiniLMEmbedder()
    embedder.load()
    total: dict[str, dict] = {s: {} for s in SYSTEMS}
    pages, ingest_s, lat = 0, 0.0, []
    out_fh = open(args.out, "w") if args.out else None
    try:
        for e in chosen:
            r = run_question(e, embedder, args.budget)
            qt = e["question_type"]
            for s in SYSTEMS:
                total[s].setdefault(qt, []).append(r["recall"][s])
            pages += r["pages"]
            ingest_s += r["ingest_s"]
            lat.append(r["latency_ms"])
            print(f"{e['question_id']} {qt}: {r['pages']} pages, " + ", ".join(
                f"{s} {100 * r['recall'][s]:.0f}" for s in SYSTEMS), flush=True)
            if out_fh:
                out_fh.write(json.dumps({"question_id": e["question_id"], "question_type": qt,
                                         "question": e["question"], "recall": r["recall"],
                                         "context": r["context"]}) + "\n")
    finally:
        if out_fh:
            out_fh.close()
    print(f"\nEvidence recall (%) at {args.budget} tokens, {len(chosen)} question(s)")
    print_report(total, {t: t for t in TYPES if t in total["engram"]}, pages, ingest_s, lat)
    return 0
