"""`engram bench scale --pages N`: retrieval latency and database size with N pages.

Design decisions:
- The store is a real encrypted file with the real schema, filled through the engine's own
  page-insert and mid-term assignment code, in transactions of `--batch` pages (the app
  writes one page per transaction; the first `--probe` pages go through `add_exchange`
  exactly as the app does, to report its per-page write time).
- Texts are synthetic (Zipf-distributed words from a fixed vocabulary, seeded), embedded by
  default with the fast hashing embedder so that 100k pages take minutes; the query-time
  embedding of the real MiniLM model is measured separately (`--real-embedder` uses it for
  everything). Retrieval latency is what `MemoryEngine.retrieve` costs after the query
  vector exists, plus that embedding time when reported as end-to-end.
"""
from __future__ import annotations

import logging
import random
import secrets
import statistics
import tempfile
import time
from pathlib import Path

log = logging.getLogger(__name__)


def register(bench_sub) -> None:
    p = bench_sub.add_parser("scale", help="retrieval latency and DB size with N pages")
    p.add_argument("--pages", type=int, default=10_000)
    p.add_argument("--queries", type=int, default=100)
    p.add_argument("--batch", type=int, default=500, help="pages per bulk transaction")
    p.add_argument("--probe", type=int, default=200, help="pages written one by one first")
    p.add_argument("--budget", type=int, default=1024)
    p.add_argument("--real-embedder", action="store_true",
                   help="embed every page with MiniLM (slow: about 20-60 pages/s on 2 cores)")
    p.add_argument("--raw-fill", action="store_true",
                   help="bulk pages skip mid-term segment assignment (they are stored as "
                        "mid-term pages without a segment): fills 100k pages in minutes; "
                        "retrieval cost depends on the page indexes, not on segments")
    p.add_argument("--keep", type=Path, help="keep the database at this path")
    p.set_defaults(func=run)


def _vocab(rng: random.Random, n: int = 6000) -> list[str]:
    cons, vow = "bcdfghjklmnprstvwz", "aeiou"
    words = set()
    while len(words) < n:
        words.add("".join(rng.choice(cons) + rng.choice(vow)
                          for _ in range(rng.randint(1, 4))))
    return sorted(words)


def _text(rng, vocab, weights, n) -> str:
    return " ".join(rng.choices(vocab, weights, k=n)).capitalize() + "."


def _pct(xs, q):
    return statistics.quantiles(xs, n=100)[q - 1] if len(xs) > 1 else xs[0]


def run(args) -> int:
    from memory.embed import HashEmbedder, MiniLMEmbedder
    from memory.engine import MemoryEngine, embed_text
    from memory import keywords as kw, short_term
    from memory.store import Key, open_store

    rng = random.Random(42)
    vocab = _vocab(rng)
    weights = [1 / (i + 1) for i in range(len(vocab))]
    real = MiniLMEmbedder()
    embedder = real if args.real_embedder else HashEmbedder()
    key = Key(secrets.token_hex(32), raw=True)
    tmp = tempfile.TemporaryDirectory(prefix="engram-scale-")
    path = args.keep or Path(tmp.name) / "scale.db"
    store = open_store(path, key)
    engine = MemoryEngine(store, embedder)
    convs = [engine.new_conversation(f"synthetic {i}").id for i in range(20)]
    t_start = time.time() - 365 * 86400
    n = args.pages

    def item(i):
        return (convs[i % len(convs)], _text(rng, vocab, weights, rng.randint(8, 30)),
                _text(rng, vocab, weights, rng.randint(10, 40)), t_start + i * 300.0)

    probe = min(args.probe, n)
    t0 = time.perf_counter()
    for i in range(probe):
        cid, u, a, created = item(i)
        engine.add_exchange(cid, u, a, created=created)
    probe_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    done = probe
    while done < n:
        batch = [item(i) for i in range(done, min(n, done + args.batch))]
        vecs = embedder.embed([embed_text(u, a) for _, u, a, _ in batch])
        engine.docfreq.invalidate()
        words = [kw.extract(f"{u}\n{a}", engine.docfreq) for _, u, a, _ in batch]
        with store.tx():
            for (cid, u, a, created), v, w in zip(batch, vecs, words):
                short_term.insert_page(store, cid, u, a, created, w, v)
            if args.raw_fill:
                store.exec("UPDATE pages SET tier = 'mid' WHERE tier = 'short' AND id <= "
                           "(SELECT max(id) - ? FROM pages)", (len(convs) * 10,))
            else:
                for cid in convs:
                    engine.overflow(cid, engine.policy.stm_capacity, engine.clock())
        done += len(batch)
        if done % 10_000 < args.batch:
            print(f"  {done} pages, {time.perf_counter() - t0:.0f} s", flush=True)
    bulk_s = time.perf_counter() - t0
    t0 = time.perf_counter()    # the app's background job, after the pages are written
    engine.embed_missing_turns(limit=n + 1, chunk=args.batch)
    turns_s = time.perf_counter() - t0
    store.checkpoint()
    size = sum(store.file_bytes().values())
    segs = store.scalar("SELECT count(*) FROM segments")
    queries = [_text(rng, vocab, weights, rng.randint(4, 12)) for _ in range(args.queries)]
    qvecs = embedder.embed(queries)
    t1 = time.perf_counter()
    engine.warm()  # the app does this in the background at start-up
    warm_s = time.perf_counter() - t1
    index_mb = (engine.retriever.vindex.nbytes() + engine.retriever.tindex.nbytes()) / 1e6
    lat = []
    for q, v in zip(queries, qvecs):
        t1 = time.perf_counter()
        engine.retriever.retrieve(q, args.budget, None, qvec=v)
        lat.append((time.perf_counter() - t1) * 1000)
    emb_ms = []
    try:
        real.load()
        for q in queries[:20]:
            t1 = time.perf_counter()
            real.embed([q])
            emb_ms.append((time.perf_counter() - t1) * 1000)
    except ImportError as e:  # the scale numbers do not need the model
        log.warning("no MiniLM here (%s); query embedding time not measured", e)
    store.close()
    t1 = time.perf_counter()
    open_store(path, key).close()
    open_s = time.perf_counter() - t1
    print(f"pages: {n} ({'MiniLM' if args.real_embedder else 'hash'} embeddings"
          f"{', raw fill' if args.raw_fill else ''}); "
          f"segments: {segs}")
    print(f"ingest: add_exchange {probe / max(probe_s, 1e-9):.1f} pages/s "
          f"({1000 * probe_s / max(probe, 1):.1f} ms/page, one transaction each); bulk "
          f"{(n - probe) / max(bulk_s, 1e-9):.0f} pages/s; turn vectors (background) "
          f"{n / max(turns_s, 1e-9):.0f} pages/s")
    print(f"retrieval ({args.budget}-token context, query vector given): "
          f"p50 {statistics.median(lat):.1f} ms, p95 {_pct(lat, 95):.1f} ms, "
          f"max {max(lat):.1f} ms over {len(lat)} queries")
    print(f"vector indexes (pages, turns): "
          f"{'loaded' if index_mb else 'not used (exact vec0 search)'}"
          + (f", {index_mb:.1f} MB in RAM, loaded in {1000 * warm_s:.0f} ms before the queries"
             if index_mb else ""))
    if emb_ms:
        print(f"query embedding (MiniLM): p50 {statistics.median(emb_ms):.1f} ms")
    print(f"database: {size / 1e6:.1f} MB; open (key check + quick_check if <= 64 MiB): "
          f"{1000 * open_s:.0f} ms")
    tmp.cleanup()
    return 0
