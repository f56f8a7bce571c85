"""`engram bench soak`: thousands of scripted turns through the assistant pipeline.

Design decision: the soak drives the app's own turn (Assistant + MemScheduler + MemoryEngine
on a fresh encrypted store, real MiniLM embedder) with either the fake model (`--model fake`,
for 2,000 turns in minutes) or the bundled GGUF (`--model bundled`, 100 turns). Conversations
switch and come back, so conversation slots are saved, restored and evicted. It counts every
error (from a turn, from the background jobs, the final integrity check) and the stored slot
bytes against their cap.

Memory: RSS alone cannot tell a leak from a cache filling up, so every sample splits it
(_memstat.py): anonymous memory, of which SQLite's allocations (page cache capped by
CACHE_KIB) and what glibc holds free; file-backed pages (the mmapped embedder weights and
shared libraries: clean, bounded by the files' sizes, dropped by the kernel under pressure);
and, with `--tracemalloc`, the Python heap the app keeps, measured with the runtime's bounded
prompt caches emptied and the fake model's own vocabulary left out. The baseline is taken
after a warm-up, and the verdict line says whether growth past it is explained by those
bounded caches, with the numbers. `run_soak` returns them all for the slow test.
"""
from __future__ import annotations

import hashlib
import json
import os
import random
import secrets
import statistics
import struct
import tempfile
import time
from pathlib import Path

from . import tear_down
from ._memstat import MB, PyHeap, Sample, drain_caches, malloc_trim, sample
from .turns import SCRIPT

# Anonymous growth past the warm baseline that no bounded cache explains, and that the
# verdict still accepts: Python's small-object arenas and bounded Python caches (the
# prompt-token cache holds ~4 MB when full) grow in steps of whole arenas, and glibc keeps
# per-thread arenas. A leak of 2 KB per turn is 4 MB over 2,000 turns; with --tracemalloc
# the kept Python heap is checked per turn instead, which sees much smaller leaks.
SLACK_MB = 16
PY_LEAK_KB_PER_TURN = 1.0   # kept Python heap growth per turn, caches emptied (see _memstat)


def register(sub) -> None:
    p = sub.add_parser("soak", help="thousands of scripted turns: memory breakdown, slot bytes, "
                                    "errors")
    p.add_argument("--turns", type=int, default=2000)
    p.add_argument("--model", default="fake",
                   help="'fake' (canned replies), 'bundled' (SmolLM2) or a GGUF path")
    p.add_argument("--slot-cap", type=int, default=None,
                   help="slot cap in bytes (default: 2 MiB for the fake model, whose states are "
                        "1 KiB per token; 64 MiB for a real model)")
    p.add_argument("--n-ctx", type=int, default=2048)
    p.add_argument("--answer-tokens", type=int, default=32)
    p.add_argument("--switch-every", type=int, default=20,
                   help="turns per conversation before switching (to a new or an old one)")
    p.add_argument("--warmup", type=int, default=None,
                   help="turns before the memory baseline (default: 10%% of --turns, at least "
                        "20)")
    p.add_argument("--sample-every", type=int, default=None,
                   help="turns between memory samples (default: --turns / 20)")
    p.add_argument("--tracemalloc", type=int, default=0, metavar="DEPTH",
                   help="also measure the Python heap the app keeps, from the warm-up on, with "
                        "tracebacks DEPTH frames deep (8 names call sites; slows turns 2-6x)")
    p.add_argument("--embedder", choices=("minilm", "hash"), default="minilm")
    p.add_argument("--json", action="store_true", help="print the summary as one JSON line")
    p.set_defaults(func=run)


KV_BYTES_PER_TOKEN = 1024  # a small model's KV cache is tens of KB per token; 1 KB is enough


def _runtime(model: str, n_ctx: int):
    from app import models
    from app.fake_runtime import FakeRuntime
    from app.runtime import LlamaRuntime

    if model == "fake":
        class SizedFakeRuntime(FakeRuntime):
            """Fake states as large as a KV cache (incompressible bytes per token), so the
            slot cap and eviction are exercised the way a real model exercises them."""

            def save_state(self) -> bytes:
                base = super().save_state()
                pad = hashlib.shake_128(base).digest(len(self._kv) * KV_BYTES_PER_TOKEN)
                return struct.pack("<I", len(base)) + base + pad

            def load_state(self, tokens, data: bytes) -> None:
                n = struct.unpack("<I", data[:4])[0]
                super().load_state(tokens, data[4:4 + n])

        return SizedFakeRuntime(n_ctx=n_ctx, replies=())
    path = models.bundled_model_path() if model == "bundled" else Path(model)
    return LlamaRuntime(path, n_ctx=n_ctx, n_threads=os.cpu_count() and min(4, os.cpu_count()))


def verdict(warm: Sample, end: Sample, end_trimmed: Sample | None, cache_cap: int) -> dict:
    """Split RSS growth past the warm baseline (taken after malloc_trim) into bounded parts;
    `ok` when what is left is within SLACK_MB and SQLite stays under its cap."""
    def d(a, b):
        return (b - a) if a is not None and b is not None else 0

    growth = end.rss - warm.rss
    sqlite = d(warm.sqlite, end.sqlite)
    file = d(warm.file, end.file)
    weights = d(warm.weights_rss, end.weights_rss)
    freed = max(0, end.rss - end_trimmed.rss) if end_trimmed is not None else 0
    anon = d(warm.anon, end.anon) if end.anon is not None else growth - file
    other = anon - freed - max(0, sqlite) - d(warm.tracing, end.tracing)
    sqlite_ok = end.sqlite is None or end.sqlite <= cache_cap
    ok = other <= SLACK_MB * MB and sqlite_ok
    out = {"ok": ok, "rss_growth_mb": growth / MB, "file_growth_mb": file / MB,
           "weights_growth_mb": weights / MB, "weights_rss_mb": (end.weights_rss or 0) / MB,
           "weights_file_mb": (end.weights_size or 0) / MB, "anon_growth_mb": anon / MB,
           "malloc_free_returned_mb": freed / MB, "sqlite_growth_mb": sqlite / MB,
           "sqlite_end_mb": (end.sqlite or 0) / MB, "sqlite_cap_mb": cache_cap / MB,
           "unexplained_mb": other / MB, "slack_mb": SLACK_MB}
    out = {k: round(v, 1) if isinstance(v, float) else v for k, v in out.items()}
    out["line"] = (
        f"{'OK' if ok else 'NOT OK'}: RSS {warm.rss / MB:.1f} -> {end.rss / MB:.1f} MB "
        f"({growth / MB:+.1f}) = file-backed {file / MB:+.1f} (weights mmap {weights / MB:+.1f}, "
        f"now {out['weights_rss_mb']} of {out['weights_file_mb']} MB; clean pages bounded by "
        f"the files) + anon {anon / MB:+.1f} [glibc free, returned by malloc_trim "
        f"{freed / MB:+.1f}; SQLite {sqlite / MB:+.1f}, now {out['sqlite_end_mb']} of a "
        f"{out['sqlite_cap_mb']:.0f} MB cap; unexplained {other / MB:+.1f}, allowed "
        f"{SLACK_MB}]")
    return out


def run_soak(turns: int, *, model: str = "fake", slot_cap: int | None = None,
             n_ctx: int = 2048, answer_tokens: int = 32, switch_every: int = 20,
             warmup: int | None = None, embedder: str = "minilm", seed: int = 7,
             sample_every: int | None = None, tracemalloc: int = 0, report=None) -> dict:
    from memory.embed import HashEmbedder, MiniLMEmbedder
    from memory.engine import MemoryEngine
    from memory.policy import Policy
    from memory.cipher import CACHE_KIB, Key
    from memory.store import open_store

    from app.assistant import Assistant
    from app.config import Settings

    fake = model == "fake"
    cap = slot_cap if slot_cap is not None else (2 << 20 if fake else 64 << 20)
    warmup = min(turns, warmup if warmup is not None else max(20, turns // 10))
    every = sample_every or max(1, turns // 20)
    settings = Settings(temperature=0.0, max_answer_tokens=max(16, answer_tokens), n_ctx=n_ctx,
                        slot_cap_bytes=cap, retrieval_budget_tokens=160, head_budget_tokens=256)
    rng = random.Random(seed)
    tmp = Path(tempfile.mkdtemp(prefix="engram-soak-"))
    store = open_store(tmp / "soak.db", Key(secrets.token_hex(32), raw=True))
    emb = HashEmbedder() if embedder == "hash" else MiniLMEmbedder()
    if hasattr(emb, "load"):
        emb.load()
    engine = MemoryEngine(store, emb, policy=Policy.from_settings(settings))
    rt = _runtime(model, n_ctx)
    a = Assistant(engine, rt, settings=settings)
    errors: list[str] = []
    samples: list[Sample] = []
    py: PyHeap | None = None
    warm = None
    slot_max, turn_ms, convs, cid = 0, [], [], None
    t_start = time.perf_counter()
    try:
        for i in range(1, turns + 1):
            if i % switch_every == 1 and i > 1:
                # two switches in three open a new chat, the third returns to an old one (its
                # slot is restored or rebuilt): fixed, so every model gets the same pattern
                back = (i // switch_every) % 3 == 0
                cid = rng.choice(convs) if back else None
            if fake:
                rt.enqueue([f"Answer {i}: " + " ".join(rng.choice(SCRIPT).split()[:12])])
            text = f"{SCRIPT[i % len(SCRIPT)]} (turn {i})"
            t = time.perf_counter()
            try:
                r = a.send(cid, text)
                if cid is None:
                    cid = r.conversation_id
                    convs.append(cid)
            except Exception as e:  # noqa: BLE001 - a soak counts errors, it does not stop
                errors.append(f"turn {i}: {type(e).__name__}: {e}")
            a.wait_idle(600)  # the user reads the answer: background work runs now
            if fake:
                rt.prompts.clear()  # the fake's own record of every prompt is not the app's
            turn_ms.append((time.perf_counter() - t) * 1000)
            slot_bytes = store.scalar("SELECT coalesce(sum(stored_size), 0) FROM slots")
            slot_max = max(slot_max, slot_bytes)
            if i == warmup:
                # the baseline starts with glibc's free memory handed back, so the end's
                # malloc_trim separates what fragmentation added from what is kept
                malloc_trim()
                py = PyHeap(tracemalloc, rt) if tracemalloc else None
            if i == warmup or i % every == 0 or i == turns:
                if py is None:
                    drain_caches(rt)   # PyHeap.measure drains them itself
                samples.append(sample(i, py.measure() if py else None))
                warm = samples[-1] if i == warmup else warm
                if report:
                    report(samples[-1], slot_bytes, store)
        end = samples[-1]
        # before the integrity check reads the whole file into SQLite's cache, with the
        # model, store and caches alive: only glibc's free memory goes
        end_trimmed = sample(turns) if malloc_trim() else None
        top = py.top_growth() if py else []
        if a.scheduler is not None:
            errors += [f"background {e.job}: {e.message}" for e in a.scheduler.errors]
        integrity = store.integrity_check()
        if integrity != ["ok"]:
            errors.append(f"integrity_check: {integrity[:3]}")
        counts = store.table_counts()
        db_bytes = sum(store.file_bytes().values())
    finally:
        if py:
            py.stop()
        tear_down(tmp, a, rt, store)
    v = verdict(warm, end, end_trimmed, CACHE_KIB * 1024)
    out = {"turns": turns, "model": model, "embedder": embedder,
           "seconds": round(time.perf_counter() - t_start, 1),
           "turn_ms_p50": round(statistics.median(turn_ms), 1), "warmup": warmup,
           "rss_warm_mb": round(warm.rss / MB, 1), "rss_end_mb": round(end.rss / MB, 1),
           "rss_max_mb": round(max(s.rss for s in samples if s.turn >= warmup) / MB, 1),
           "rss_growth_mb": v["rss_growth_mb"],
           "rss_end_after_trim_mb": end_trimmed and round(end_trimmed.rss / MB, 1),
           "memory": {k: v[k] for k in v if k not in ("ok", "line")},
           "memory_ok": v["ok"], "verdict": v["line"],
           "samples": [s.row() for s in samples],
           "slot_cap_bytes": cap, "slot_bytes_max": slot_max,
           "slot_bytes_end": counts["slots.bytes"], "slots_end": counts["slots"],
           "pages": counts["pages"], "segments": counts["segments"],
           "lpm_items": counts["lpm_items"], "conversations": counts["conversations"],
           "db_mb": round(db_bytes / 2**20, 1), "errors": errors}
    if py:
        traced = [s for s in samples if s.py_heap is not None]
        half = [s for s in traced if s.turn >= (warmup + turns) / 2] or traced[-1:]
        per_turn = (traced[-1].py_heap - half[0].py_heap) / max(1, traced[-1].turn - half[0].turn)
        out.update(py_heap_warm_mb=round(traced[0].py_heap / MB, 2),
                   py_heap_end_mb=round(traced[-1].py_heap / MB, 2),
                   py_heap_last_half_kb_per_turn=round(per_turn / 1024, 2),
                   py_heap_ok=per_turn / 1024 <= PY_LEAK_KB_PER_TURN,
                   py_heap_top_growth=top)
    return out


def run(args) -> int:
    def report(s: Sample, slot_bytes, store):
        f = (lambda v, n=1: f"{v / MB:>7.{n}f}" if v is not None else f"{'-':>7}")
        print(f"{s.turn:>6} {f(s.rss)} {f(s.anon)} {f(s.file)} {f(s.weights_rss)} "
              f"{f(s.sqlite)} {f(s.malloc_used)} {f(s.malloc_free)} {f(s.py_heap, 3)} "
              f"{slot_bytes:>11} "
              f"{store.scalar('SELECT count(*) FROM pages'):>6}", flush=True)

    print(f"{'turn':>6} {'RSS':>7} {'anon':>7} {'file':>7} {'weights':>7} {'sqlite':>7} "
          f"{'malloc':>7} {'mfree':>7} {'pyheap':>7} {'slot bytes':>11} {'pages':>6}   (MB; "
          "malloc/mfree: glibc in use/held free, sqlite included)")
    out = run_soak(args.turns, model=args.model, slot_cap=args.slot_cap, n_ctx=args.n_ctx,
                   answer_tokens=args.answer_tokens, switch_every=args.switch_every,
                   warmup=args.warmup, embedder=args.embedder, sample_every=args.sample_every,
                   tracemalloc=args.tracemalloc, report=report)
    if args.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            if k not in ("errors", "samples", "memory", "verdict", "py_heap_top_growth"):
                print(f"{k:<30} {v}")
        for line in out.get("py_heap_top_growth", []):
            print(f"  py heap growth: {line}")
        print(f"errors                         {len(out['errors'])}")
        for e in out["errors"][:20]:
            print(f"  {e}")
        print(f"memory: {out['verdict']}")
    ok = not out["errors"] and out["memory_ok"] and out.get("py_heap_ok", True)
    return 0 if ok else 1
