"""`engram bench turns`: a scripted multi-turn conversation with memory on, timed per turn.

Uses the app's own path (MemoryEngine + Assistant + MemScheduler + LlamaRuntime + MiniLM) on a
fresh encrypted store in a temp dir. Between turns it waits for the background work (the
user reading the answer and typing), and reports that time separately as `bg ms`, so the
table shows what the user waits for (TTFT) and what was moved off the critical path.
Memory work before the first token is split into retrieval (and within it the query's
embedding), prompt assembly and slot restore; `head` marks turns after which the prompt head
changed (each change re-prefills the head in the background).
"""
from __future__ import annotations

import json
import secrets
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from . import tear_down

SCRIPT = [
    "Hi! My name is Ada and I work as a marine biologist.",
    "I live in Lisbon, close to the river.",
    "My sister Mia is visiting me next week.",
    "What should I cook for her? She is vegetarian.",
    "I love sailing on weekends.",
    "Can you suggest a short sailing checklist?",
    "I prefer tea over coffee.",
    "What is a good tea for the evening?",
    "My cat is called Pip.",
    "Pip keeps scratching the sofa. Any ideas?",
    "I am learning Portuguese.",
    "How do I say good morning in Portuguese?",
    "I have a meeting about coral reefs on Friday.",
    "Give me three points to open the meeting.",
    "What is my sister's name?",
    "Where do I live?",
    "I run every Sunday morning.",
    "How far should a beginner run?",
    "My favourite book is Solaris.",
    "Recommend another book like it.",
    "I am allergic to peanuts.",
    "Is pad thai safe for me?",
    "What do I do for work?",
    "My boat is called Maré.",
    "What is the name of my boat?",
    "I am planning a trip to Kyoto in April.",
    "What should I see in Kyoto?",
    "I play the cello in a small orchestra.",
    "How often should I practise?",
    "What is my cat called?",
    "I grow tomatoes on my balcony.",
    "Why are my tomato leaves yellow?",
    "My birthday is on the 3rd of May.",
    "When is my birthday?",
    "I switched from tea to coffee last month.",
    "What do I drink now?",
    "My sister Mia got a new job in Porto.",
    "Where does Mia work now?",
    "I want to write a short poem about the sea.",
    "Make it four lines.",
    "What instrument do I play?",
    "Remind me what I said about Kyoto.",
    "I bought a new bike.",
    "How do I keep a bike chain clean?",
    "What language am I learning?",
    "What am I allergic to?",
    "Summarise what you know about me in two sentences.",
    "Thanks, that is helpful.",
    "What was my first message about?",
    "Goodbye for now!",
]


def register(sub) -> None:
    p = sub.add_parser("turns", help="scripted conversation with memory on: per-turn TTFT")
    p.add_argument("--model", help="GGUF file, downloaded catalog id, 'bundled' or a server URL "
                   "(default: the model the settings choose)")
    p.add_argument("--turns", type=int, default=50)
    p.add_argument("--threads", type=int, default=None)
    p.add_argument("--n-ctx", type=int, default=4096)
    p.add_argument("--budget", type=int, default=160,
                   help="tokens of freshly retrieved memory per turn (hot ones are in the head)")
    p.add_argument("--head-budget", type=int, default=512)
    p.add_argument("--answer-tokens", type=int, default=48)
    p.add_argument("--json", metavar="FILE", help="also write the per-turn rows as JSON lines")
    p.add_argument("--remote", metavar="URL",
                   help="also run every turn through this OpenAI-compatible server (serving the "
                        "same model) and compare its TTFT with the in-process model's")
    p.add_argument("--remote-model", help="model id on the server (default: its first)")
    p.set_defaults(func=run)


class _TimedEmbedder:
    """The real embedder, timing each call: the first call of a turn is the query's."""

    def __init__(self, inner):
        self._inner = inner
        self.calls: list[float] = []

    def embed(self, texts):
        t = time.perf_counter()
        try:
            return self._inner.embed(texts)
        finally:
            self.calls.append((time.perf_counter() - t) * 1000)

    def __getattr__(self, name):
        return getattr(self._inner, name)


def _pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def run(args) -> int:
    if args.remote:
        return run_remote(args)
    from memory.embed import MiniLMEmbedder
    from memory.engine import MemoryEngine
    from memory.policy import Policy
    from memory.store import Key, open_store

    from app import config
    from app.assistant import Assistant
    from app.models import registry

    settings = config.load().replace(
        retrieval_budget_tokens=args.budget, head_budget_tokens=args.head_budget,
        max_answer_tokens=args.answer_tokens, temperature=0.0, n_ctx=args.n_ctx)
    threads = args.threads or settings.n_threads
    settings = settings.replace(n_threads=threads)
    if args.model:   # any source: a GGUF path, a downloaded catalog id, 'bundled', a server
        settings = registry.choose(settings, registry.resolve(args.model, settings))
    tmp = Path(tempfile.mkdtemp(prefix="engram-bench-turns-"))
    store = open_store(tmp / "bench.db", Key(secrets.token_hex(32), raw=True))
    emb = MiniLMEmbedder()
    emb.load()
    emb = _TimedEmbedder(emb)
    engine = MemoryEngine(store, emb, policy=Policy.from_settings(settings))
    rt = registry.open_model(settings)
    a = Assistant(engine, rt, settings=settings)
    print(f"model {rt.name}, {threads} threads, n_ctx {args.n_ctx}, fresh budget "
          f"{args.budget}, head budget {args.head_budget}, answers <= {args.answer_tokens} tokens")
    print(f"{'turn':>4} {'retr ms':>7} {'(embed)':>7} {'asm':>4} {'restore':>7} {'slot':>5} "
          f"{'mem ms':>6} {'prompt':>6} {'prefill':>7} {'TTFT ms':>8} {'tok/s':>6} {'bg ms':>7} "
          f"{'head':>4}")
    heads = []   # head text per turn: a change means the head slot is rebuilt (re-prefill)
    rows, cid = [], None
    out = open(args.json, "w") if args.json else None
    try:
        for i, text in enumerate((SCRIPT * 3)[:args.turns], 1):
            emb.calls.clear()
            r = a.send(cid, text)
            embed_ms = emb.calls[0] if emb.calls else 0.0   # the query; the page's comes later
            cid = r.conversation_id
            t = time.perf_counter()
            a.wait_idle(600)
            bg = (time.perf_counter() - t) * 1000
            s = r.stats
            heads.append(a._head.text if a._head else "")
            changed = len(heads) > 1 and heads[-1] != heads[-2]
            row = {"turn": i, "retrieve_ms": round(s.retrieve_ms, 1),
                   "query_embed_ms": round(embed_ms, 1), "assemble_ms": round(s.assemble_ms, 1),
                   "head_changed": changed,
                   "restore_ms": round(s.restore_ms, 1), "slot": s.slot_restored,
                   "memory_ms": round(s.memory_ms, 1), "prompt_tokens": s.prompt_tokens,
                   "prefill_tokens": s.prefill_tokens, "ttft_ms": round(s.ttft_ms, 1),
                   "tokens_per_s": round(s.tokens_per_s, 1), "bg_ms": round(bg, 1),
                   "notices": list(r.notices)}
            rows.append(row)
            if out:
                out.write(json.dumps(row) + "\n")
            print(f"{i:>4} {s.retrieve_ms:>7.0f} {embed_ms:>7.0f} {s.assemble_ms:>4.0f} "
                  f"{s.restore_ms:>7.0f} {(s.slot_restored or '-')[:5]:>5} {s.memory_ms:>6.0f} "
                  f"{s.prompt_tokens:>6} {s.prefill_tokens:>7} {s.ttft_ms:>8.0f} "
                  f"{s.tokens_per_s:>6.1f} {bg:>7.0f} {'new' if changed else '':>4}", flush=True)
    finally:
        tear_down(tmp, out, a, rt, store)
    ttft = [r["ttft_ms"] for r in rows]
    mem = [r["memory_ms"] for r in rows]
    summary = {"turns": len(rows), "ttft_p50_ms": round(statistics.median(ttft), 1),
               "ttft_p95_ms": round(_pct(ttft, 0.95), 1),
               "memory_p95_ms": round(_pct(mem, 0.95), 1),
               "retrieve_p95_ms": round(_pct([r["retrieve_ms"] for r in rows], 0.95), 1),
               "query_embed_p95_ms": round(_pct([r["query_embed_ms"] for r in rows], 0.95), 1),
               "non_retrieval_p95_ms": round(_pct([r["memory_ms"] - r["retrieve_ms"]
                                                   for r in rows], 0.95), 1),
               "head_changes": sum(r["head_changed"] for r in rows),
               "prefill_p50_tokens": statistics.median(r["prefill_tokens"] for r in rows),
               "bg_p50_ms": round(statistics.median(r["bg_ms"] for r in rows), 1)}
    print(json.dumps(summary))
    return 0


def run_remote(args) -> int:
    """The same script through the in-process model and through a loopback server, turn by
    turn alternately (so machine load hits both alike), each on its own fresh store."""
    from memory.embed import MiniLMEmbedder
    from memory.engine import MemoryEngine
    from memory.policy import Policy
    from memory.store import Key, open_store

    from app import config, keys, models
    from app.assistant import Assistant
    from app.models.remote import RemoteModel
    from app.runtime import LlamaRuntime

    settings = config.load().replace(
        retrieval_budget_tokens=args.budget, head_budget_tokens=args.head_budget,
        max_answer_tokens=args.answer_tokens, temperature=0.0, n_ctx=args.n_ctx)
    threads = args.threads or settings.n_threads
    model = models.model_path(args.model or settings.model_path)
    tmp = Path(tempfile.mkdtemp(prefix="engram-bench-remote-"))
    emb = MiniLMEmbedder()
    emb.load()
    local = LlamaRuntime(model, n_ctx=args.n_ctx, n_threads=threads)
    remote = RemoteModel(args.remote, args.remote_model, api_key=keys.get_server_key(args.remote),
                         n_ctx=args.n_ctx)
    sides = []
    for label, m in (("in-process", local), ("remote", remote)):
        store = open_store(tmp / f"{label}.db", Key(secrets.token_hex(32), raw=True))
        eng = MemoryEngine(store, emb, policy=Policy.from_settings(settings))
        sides.append([label, Assistant(eng, m, settings=settings), store, None, []])
    print(f"model {model.name} in-process ({threads} threads) vs {remote.name}; answers <= "
          f"{args.answer_tokens} tokens")
    print(f"{'turn':>4} {'local TTFT':>10} {'remote TTFT':>11} {'ratio':>6}")
    try:
        for i, text in enumerate((SCRIPT * 3)[:args.turns], 1):
            for side in sides:
                r = side[1].send(side[3], text)
                side[3] = r.conversation_id
                side[4].append(r.stats.ttft_ms)
                side[1].wait_idle(600)
            lo, re_ = sides[0][4][-1], sides[1][4][-1]
            print(f"{i:>4} {lo:>10.0f} {re_:>11.0f} {re_ / lo:>6.2f}", flush=True)
    finally:
        for _, a, store, _, _ in sides:
            a.close()
            store.close()
        local.close()
        remote.close()
        shutil.rmtree(tmp, ignore_errors=True)
    lp, rp = statistics.median(sides[0][4]), statistics.median(sides[1][4])
    summary = {"turns": len(sides[0][4]), "local_ttft_p50_ms": round(lp, 1),
               "remote_ttft_p50_ms": round(rp, 1),
               "local_ttft_p95_ms": round(_pct(sides[0][4], 0.95), 1),
               "remote_ttft_p95_ms": round(_pct(sides[1][4], 0.95), 1),
               "remote_overhead_p50": round(rp / lp - 1, 3)}
    print(json.dumps(summary))
    return 0
