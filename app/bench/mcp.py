"""`engram bench mcp --pages N`: search_memory latency as another AI tool sees it.

Design decisions:
- Measured end to end through the official MCP client: it starts `engram mcp` as a
  subprocess over stdio on a throwaway profile (ENGRAM_HOME in a temp folder, a random
  passphrase), so the figure includes JSON-RPC, the query's MiniLM embedding, retrieval and
  packing, and the audit row each call writes.
- The profile is filled like `bench scale`: synthetic Zipf texts in bulk transactions
  through the engine's own page insert, embedded with the hashing embedder (retrieval cost
  does not depend on the vectors' values; `--real-embedder` embeds with MiniLM, slowly).
"""
from __future__ import annotations

import json
import os
import random
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path


def register(bench_sub) -> None:
    p = bench_sub.add_parser("mcp", help="search_memory latency through the MCP client")
    p.add_argument("--pages", type=int, default=10_000)
    p.add_argument("--queries", type=int, default=100)
    p.add_argument("--budget", type=int, default=512)
    p.add_argument("--real-embedder", action="store_true")
    p.set_defaults(func=run)


def _fill(home: Path, passphrase: str, n: int, real: bool) -> list[str]:
    from memory import keywords as kw, short_term
    from memory.embed import HashEmbedder, MiniLMEmbedder
    from memory.engine import MemoryEngine, embed_text
    from memory.store import Key, open_store

    from . import scale

    rng = random.Random(7)
    vocab = scale._vocab(rng)
    weights = [1 / (i + 1) for i in range(len(vocab))]
    emb = MiniLMEmbedder() if real else HashEmbedder()
    (home / "data").mkdir(parents=True, mode=0o700)
    store = open_store(home / "data" / "engram.db", Key(passphrase))
    engine = MemoryEngine(store, emb)
    convs = [engine.new_conversation(f"synthetic {i}").id for i in range(20)]
    t0 = time.time() - 365 * 86400
    done = 0
    while done < n:
        batch = [(convs[i % 20], scale._text(rng, vocab, weights, rng.randint(8, 30)),
                  scale._text(rng, vocab, weights, rng.randint(10, 40)), t0 + i * 300.0)
                 for i in range(done, min(n, done + 500))]
        vecs = emb.embed([embed_text(u, a) for _, u, a, _ in batch])
        words = [kw.extract(f"{u}\n{a}") for _, u, a, _ in batch]
        with store.tx():
            for (cid, u, a, created), v, w in zip(batch, vecs, words):
                short_term.insert_page(store, cid, u, a, created, w, v)
            store.exec("UPDATE pages SET tier = 'mid' WHERE tier = 'short'")
        done += len(batch)
    store.checkpoint()
    store.close()
    return [scale._text(rng, vocab, weights, rng.randint(4, 12)) for _ in range(400)]


async def _measure(env: dict, queries: list[str], budget: int):
    from mcp import ClientSession, StdioServerParameters, stdio_client
    from mcp.types import Implementation

    params = StdioServerParameters(command=sys.executable, args=["-m", "app", "mcp",
                                                                 "--client", "bench"], env=env)
    t = time.perf_counter()
    with open(os.devnull, "w") as errlog:
        async with stdio_client(params, errlog=errlog) as (r, w):
            async with ClientSession(r, w, client_info=Implementation(name="bench",
                                                                      version="1")) as cs:
                await cs.initialize()
                start_s = time.perf_counter() - t
                for q in queries[:5]:   # warm-up: first-call costs are not the steady state
                    await cs.call_tool("search_memory", {"query": q, "budget_tokens": budget})
                lat, inner = [], []
                for q in queries[5:]:
                    t1 = time.perf_counter()
                    res = await cs.call_tool("search_memory", {"query": q,
                                                               "budget_tokens": budget})
                    lat.append((time.perf_counter() - t1) * 1000)
                    if res.is_error:
                        raise RuntimeError(res.content[0].text)
                    inner.append(json.loads(res.content[0].text)["ms"])
    return lat, inner, start_s


def run(args) -> int:
    import anyio

    from . import scale

    with tempfile.TemporaryDirectory(prefix="engram-bench-mcp-") as tmp:
        home = Path(tmp)
        passphrase = secrets.token_hex(16)
        t = time.perf_counter()
        queries = _fill(home, passphrase, args.pages, args.real_embedder)
        fill_s = time.perf_counter() - t
        env = {**os.environ, "ENGRAM_HOME": str(home), "ENGRAM_PASSPHRASE": passphrase,
               "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
        lat, inner, start_s = anyio.run(_measure, env, queries[:args.queries + 5], args.budget)
    print(f"pages: {args.pages} ({'MiniLM' if args.real_embedder else 'hash'} embeddings), "
          f"filled in {fill_s:.0f} s; server start (key, MiniLM, index) {start_s:.1f} s")
    print(f"search_memory through the MCP client ({args.budget}-token budget, MiniLM query "
          f"embedding included): p50 {statistics.median(lat):.1f} ms, "
          f"p95 {scale._pct(lat, 95):.1f} ms, max {max(lat):.1f} ms over {len(lat)} calls")
    print(f"  of which embedding + retrieval in the server: p50 {statistics.median(inner):.1f} "
          f"ms, p95 {scale._pct(inner, 95):.1f} ms")
    return 0
