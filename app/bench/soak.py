"""`engram bench soak`: thousands of scripted turns through the assistant pipeline.

Design decision: the soak drives the app's own turn (Assistant + MemScheduler + MemoryEngine
on a fresh encrypted store, real MiniLM embedder) with either the fake model (`--model fake`,
for 2,000 turns in minutes) or the bundled GGUF (`--model bundled`, 100 turns). Conversations
switch and come back, so conversation slots are saved, restored and evicted. It samples the
process RSS (after a warm-up, so loaded models and filled caches are the baseline), the
stored slot bytes against their cap, and every error: from a turn, from the background jobs,
and the final integrity check. `run_soak` returns the numbers for the slow test.
"""
from __future__ import annotations

import hashlib
import json
import os
import random
import secrets
import shutil
import statistics
import struct
import tempfile
import time
from pathlib import Path

from .turns import SCRIPT


def register(sub) -> None:
    p = sub.add_parser("soak", help="thousands of scripted turns: RSS growth, slot bytes, errors")
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
                   help="turns before the RSS baseline (default: 10%% of --turns, at least 20)")
    p.add_argument("--embedder", choices=("minilm", "hash"), default="minilm")
    p.add_argument("--json", action="store_true", help="print the summary as one JSON line")
    p.set_defaults(func=run)


def rss_bytes() -> int:
    """Resident set size of this process now (Linux /proc; ru_maxrss elsewhere)."""
    try:
        with open(f"/proc/{os.getpid()}/statm") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        import resource
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return rss if os.uname().sysname == "Darwin" else rss * 1024


KV_BYTES_PER_TOKEN = 1024  # a small model's KV cache is tens of KB per token; 1 KB is enough


def _runtime(model: str, n_ctx: int):
    from app import models
    from app.runtime import FakeRuntime, LlamaRuntime

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


def run_soak(turns: int, *, model: str = "fake", slot_cap: int | None = None,
             n_ctx: int = 2048, answer_tokens: int = 32, switch_every: int = 20,
             warmup: int | None = None, embedder: str = "minilm", seed: int = 7,
             report=None) -> dict:
    from memory.embed import HashEmbedder, MiniLMEmbedder
    from memory.engine import MemoryEngine
    from memory.policy import Policy
    from memory.store import Key, open_store

    from app.assistant import Assistant
    from app.config import Settings

    fake = model == "fake"
    cap = slot_cap if slot_cap is not None else (2 << 20 if fake else 64 << 20)
    warmup = warmup if warmup is not None else max(20, turns // 10)
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
    samples: list[tuple[int, int]] = []
    slot_max, turn_ms, convs, cid = 0, [], [], None
    base_rss = rss_bytes()
    t_start = time.perf_counter()
    try:
        for i in range(1, turns + 1):
            if i % switch_every == 1 and i > 1:
                cid = rng.choice(convs) if convs and rng.random() < 0.4 else None
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
                base_rss = rss_bytes()
            if i % max(1, turns // 20) == 0 or i == turns:
                samples.append((i, rss_bytes()))
                if report:
                    report(i, samples[-1][1], slot_bytes, store)
        if a.scheduler is not None:
            errors += [f"background {n}: {e}" for n, e in a.scheduler.errors]
        integrity = store.integrity_check()
        if integrity != ["ok"]:
            errors.append(f"integrity_check: {integrity[:3]}")
        counts = store.table_counts()
        db_bytes = sum(store.file_bytes().values())
    finally:
        a.close()
        rt.close()
        store.close()
        shutil.rmtree(tmp, ignore_errors=True)
    after = [r for n, r in samples if n >= warmup] or [samples[-1][1]]
    return {"turns": turns, "model": model, "embedder": embedder,
            "seconds": round(time.perf_counter() - t_start, 1),
            "turn_ms_p50": round(statistics.median(turn_ms), 1),
            "rss_warm_mb": round(base_rss / 2**20, 1), "rss_end_mb": round(after[-1] / 2**20, 1),
            "rss_max_mb": round(max(after) / 2**20, 1),
            "rss_growth_mb": round((after[-1] - base_rss) / 2**20, 1),
            "slot_cap_bytes": cap, "slot_bytes_max": slot_max,
            "slot_bytes_end": counts["slots.bytes"], "slots_end": counts["slots"],
            "pages": counts["pages"], "segments": counts["segments"],
            "lpm_items": counts["lpm_items"], "conversations": counts["conversations"],
            "db_mb": round(db_bytes / 2**20, 1), "errors": errors}


def run(args) -> int:
    def report(i, rss, slot_bytes, store):
        print(f"{i:>6} {rss / 2**20:>8.1f} {slot_bytes:>11} "
              f"{store.scalar('SELECT count(*) FROM pages'):>6}", flush=True)

    print(f"{'turn':>6} {'RSS MB':>8} {'slot bytes':>11} {'pages':>6}")
    out = run_soak(args.turns, model=args.model, slot_cap=args.slot_cap, n_ctx=args.n_ctx,
                   answer_tokens=args.answer_tokens, switch_every=args.switch_every,
                   warmup=args.warmup, embedder=args.embedder, report=report)
    if args.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            if k != "errors":
                print(f"{k:<16} {v}")
        print(f"errors           {len(out['errors'])}")
        for e in out["errors"][:20]:
            print(f"  {e}")
    return 1 if out["errors"] else 0
