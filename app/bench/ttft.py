"""`engram bench ttft`: cold vs warm time to first token with a saved head slot.

Method (one run, same prompt): the parent process measures cold TTFT (full prefill of head +
message), then saves the head's state and a resumed-conversation state as slots in a fresh
encrypted store. A FRESH child process (the app-restart case) loads the model (not timed),
then times: reading + verifying the slot from the database, installing it, prefilling the
tail and sampling the first token, and prints that breakdown (DB read incl. page decryption,
decode, checksum, llama install, tail prefill + first token). Greedy continuations of cold
and warm are compared token by token. The store lives in a temp dir; the user's profile is
never touched.
"""
from __future__ import annotations

import json
import secrets
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FACTS = ["prefers tea over coffee", "works as a marine biologist", "has a sister called Mia",
         "lives near the harbour", "is learning Portuguese", "runs every Sunday morning",
         "is allergic to peanuts", "plays the cello", "keeps two cats, Pip and Moss",
         "is planning a trip to Kyoto in April", "reads science fiction", "grows tomatoes"]
MESSAGE = "What do you remember about my sister? Answer in one sentence."
FOLLOW_UP = "And what do I do for work?"


def register(sub) -> None:
    p = sub.add_parser("ttft", help="cold vs warm (restored head slot) time to first token")
    p.add_argument("--model", help="GGUF file (default: settings / bundled SmolLM2)")
    p.add_argument("--prefix-tokens", default="2000",
                   help="head size in tokens; a comma list runs several (e.g. 500,2000,3000)")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--threads", type=int, default=None, help="default: settings.n_threads")
    p.add_argument("--n-ctx", type=int, default=4096)
    p.add_argument("--gen-tokens", type=int, default=24, help="greedy tokens compared")
    p.add_argument("--child", action="store_true", help=argparse_hidden())
    p.set_defaults(func=run)


def argparse_hidden():
    import argparse
    return argparse.SUPPRESS


def head_text(n_tokens: int, count) -> str:
    from app.prompt import HEAD_MEMORY_INTRO, SYSTEM

    lines, i = [], 0
    while True:
        day = 1 + i % 28
        month = 1 + (i // 28) % 12
        lines.append(f"- [2025-{month:02d}-{day:02d}] The user {FACTS[i % len(FACTS)]} "
                     f"(noted in conversation {i + 1}).")
        text = SYSTEM + "\n\n" + HEAD_MEMORY_INTRO + "\n" + "\n".join(lines)
        if count(text) >= n_tokens:
            return text
        i += 1


def _runtime(model, n_ctx, threads):
    from app.runtime import LlamaRuntime
    return LlamaRuntime(model, n_ctx=n_ctx, n_threads=threads)


def _cold(rt, tokens, gen):
    rt.reset()
    t0 = time.perf_counter()
    it = rt.generate(tokens, max_tokens=gen, temperature=0.0)
    next(it, None)
    ttft = (time.perf_counter() - t0) * 1000
    for _ in it:
        pass
    return ttft, list(rt.last_stats.tokens)


def child(cfg: dict) -> dict:
    """Runs in a fresh process: restore slots from the encrypted store and time them."""
    from memory.activation import SlotCatalogue, SlotKey
    from memory.store import Key, open_store

    rt = _runtime(cfg["model"], cfg["n_ctx"], cfg["threads"])
    store = open_store(cfg["db"], Key(cfg["key"], raw=True), lock=False)
    cat = SlotCatalogue(store)
    key = SlotKey(**cfg["slot_key"])
    out = {"warm": [], "resumed": []}
    for kind, prompt, cid, field in (("head", cfg["prompt"], None, "warm"),
                                     ("conversation", cfg["conv_prompt"], "bench", "resumed")):
        for _ in range(cfg["runs"]):
            rt.reset()
            t0 = time.perf_counter()
            slot = cat.find(kind, cid, key, prompt)
            r = cat.load(slot.id, key, prompt)
            t1 = time.perf_counter()
            rt.load_state(r.tokens, r.state)
            t2 = time.perf_counter()
            it = rt.generate(prompt, max_tokens=cfg["gen"], temperature=0.0)
            next(it, None)
            ttft = (time.perf_counter() - t0) * 1000
            for _ in it:
                pass
            out[field].append({"ttft_ms": ttft, "read_ms": (t1 - t0) * 1000,
                               "install_ms": (t2 - t1) * 1000,
                               "first_token_ms": ttft - (t2 - t0) * 1000,
                               **{f"slot_{k}": v for k, v in r.timings.items()},
                               "prefill_tokens": rt.last_stats.prefill_tokens,
                               "tokens": list(rt.last_stats.tokens)})
    store.close()
    rt.close()
    return out


def measure(model: str, n_prefix: int, runs: int, threads: int, n_ctx: int, gen: int) -> dict:
    from memory.activation import SlotCatalogue, SlotKey, model_file_hash
    from memory.store import Key, open_store

    from app import prompt as P

    rt = _runtime(model, n_ctx, threads)
    text = head_text(n_prefix, lambda t: rt.prompt_tokens(
        [{"role": "system", "content": t}, {"role": "user", "content": "."}])[1][1])
    msgs = [{"role": "system", "content": text}, {"role": "user", "content": MESSAGE}]
    prompt, bounds = rt.prompt_tokens(msgs)
    head_n = bounds[1]
    colds = [_cold(rt, prompt, gen) for _ in range(runs)]
    answer = rt.detokenize(colds[0][1]).strip()
    conv_msgs = msgs + [{"role": "assistant", "content": P.defang(answer)},
                        {"role": "user", "content": FOLLOW_UP}]
    conv_prompt, cb = rt.prompt_tokens(conv_msgs)
    conv_n = cb[3]
    cold_conv = [_cold(rt, conv_prompt, gen)]   # one run: it is the reference, not the target

    tmp = Path(tempfile.mkdtemp(prefix="engram-bench-ttft-"))
    key_hex = secrets.token_hex(32)
    store = open_store(tmp / "bench.db", Key(key_hex, raw=True))
    cat = SlotCatalogue(store)
    skey = SlotKey(model_file_hash(store, model), rt.n_ctx, rt.kv_type, rt.flash_attn)
    store.exec("INSERT INTO conversations(id, title, created, updated) VALUES ('bench','',0,0)")
    rt.prefill(prompt[:head_n])   # truncates the cold run's cache to the head: no recompute
    head_state = rt.save_state()
    cat.save("head", None, skey, prompt[:head_n], head_state)
    rt.prefill(conv_prompt[:conv_n])   # head reused; prefills the first exchange only
    cat.save("conversation", "bench", skey, conv_prompt[:conv_n], rt.save_state())
    store.close()
    rt.close()

    cfg = {"model": str(model), "n_ctx": n_ctx, "threads": threads, "db": str(tmp / "bench.db"),
           "key": key_hex, "slot_key": vars(skey), "prompt": prompt,
           "conv_prompt": conv_prompt, "runs": runs, "gen": gen}
    proc = subprocess.run([sys.executable, "-m", "app.bench.ttft"], input=json.dumps(cfg),
                          capture_output=True, text=True, check=False,
                          cwd=str(Path(__file__).resolve().parents[2]))
    if proc.returncode != 0:
        raise RuntimeError(f"bench child failed: {proc.stderr[-2000:]}")
    warm = json.loads(proc.stdout.strip().splitlines()[-1])
    for f in tmp.iterdir():
        f.unlink()
    tmp.rmdir()
    ref, ref_conv = colds[0][1], cold_conv[0][1]
    identical = (all(w["tokens"] == ref for w in warm["warm"])
                 and all(c[1] == ref for c in colds))
    identical_conv = all(w["tokens"] == ref_conv for w in warm["resumed"])
    med = statistics.median
    cold_ms, warm_ms = med(c[0] for c in colds), med(w["ttft_ms"] for w in warm["warm"])
    return {"prefix_tokens": head_n, "prompt_tokens": len(prompt),
            "cold_ms": round(cold_ms, 1), "warm_ms": round(warm_ms, 1),
            "ratio": round(warm_ms / cold_ms, 4), "identical": identical,
            "state_bytes": len(head_state),
            "slot_read_ms": round(med(w["read_ms"] for w in warm["warm"]), 1),
            "slot_install_ms": round(med(w["install_ms"] for w in warm["warm"]), 1),
            "warm_breakdown_ms": {k: round(med(w[k] for w in warm["warm"]), 1)
                                  for k in ("slot_read_ms", "slot_decode_ms", "slot_verify_ms",
                                            "slot_update_ms", "install_ms", "first_token_ms")},
            "warm_prefill_tokens": warm["warm"][0]["prefill_tokens"],
            "resumed_cold_ms": round(med(c[0] for c in cold_conv), 1),
            "resumed_ms": round(med(w["ttft_ms"] for w in warm["resumed"]), 1),
            "resumed_prefill_tokens": warm["resumed"][0]["prefill_tokens"],
            "resumed_identical": identical_conv,
            "threads": threads, "runs": runs, "gen_tokens": gen,
            "cold_runs_ms": [round(c[0]) for c in colds],
            "warm_runs_ms": [round(w["ttft_ms"]) for w in warm["warm"]],
            "resumed_runs_ms": [round(w["ttft_ms"]) for w in warm["resumed"]]}


def run(args) -> int:
    from app import config, models

    settings = config.load()
    model = str(models.model_path(args.model or settings.model_path))
    threads = args.threads or settings.n_threads
    sizes = [int(x) for x in str(args.prefix_tokens).split(",") if x.strip()]
    rows = []
    print(f"model {Path(model).name}, {threads} threads, n_ctx {args.n_ctx}, runs {args.runs} "
          "(medians); warm = fresh process, slot read from the encrypted DB")
    print(f"{'head':>6} {'cold ms':>9} {'warm ms':>8} {'ratio':>7} {'same':>5} {'state MB':>9} "
          f"{'read':>6} {'install':>7} {'resumed ms':>10} {'(cold)':>9} {'same':>5}")
    for n in sizes:
        r = measure(model, n, args.runs, threads, args.n_ctx, args.gen_tokens)
        rows.append(r)
        print(f"{r['prefix_tokens']:>6} {r['cold_ms']:>9.0f} {r['warm_ms']:>8.0f} "
              f"{r['ratio']:>7.3f} {str(r['identical']):>5} {r['state_bytes'] / 1e6:>9.1f} "
              f"{r['slot_read_ms']:>6.0f} {r['slot_install_ms']:>7.0f} {r['resumed_ms']:>10.0f} "
              f"{r['resumed_cold_ms']:>9.0f} {str(r['resumed_identical']):>5}", flush=True)
        print(f"       runs: cold {r['cold_runs_ms']} warm {r['warm_runs_ms']} "
              f"resumed {r['resumed_runs_ms']} (ms); warm prefilled {r['warm_prefill_tokens']}, "
              f"resumed prefilled {r['resumed_prefill_tokens']} tokens", flush=True)
        b = r["warm_breakdown_ms"]
        checks = r["slot_read_ms"] - sum(b[k] for k in ("slot_read_ms", "slot_decode_ms",
                                                        "slot_verify_ms", "slot_update_ms"))
        print(f"       warm breakdown (ms): find+key/prefix checks {checks:.0f}"
              f", DB read+decrypt {b['slot_read_ms']:.0f}, decode {b['slot_decode_ms']:.0f}, "
              f"verify {b['slot_verify_ms']:.0f}, hit update {b['slot_update_ms']:.0f}, "
              f"llama install {b['install_ms']:.0f}, tail prefill+first token "
              f"{b['first_token_ms']:.0f}", flush=True)
    for r in rows:
        print(json.dumps({k: r[k] for k in ("prefix_tokens", "cold_ms", "warm_ms", "ratio",
                                             "identical", "state_bytes")}))
    return 0 if all(r["identical"] for r in rows) else 1


if __name__ == "__main__":
    print(json.dumps(child(json.loads(sys.stdin.read()))))
