"""`engram bench locomo FILE`: evidence recall of retrieval under a token budget (LoCoMo).

Design decisions:
- Each conversation goes into a fresh temporary *encrypted* store through the app's own write
  path (`MemoryEngine.add_exchange`): one page per two consecutive turns of a session, the
  first speaker as the user, dated with the session's date; `maintain()` runs after each
  session as the app's scheduler would.
- Every system is held to the same budget counted with `\\w+|[^\\w\\s]`, and recall is the
  share of a question's evidence turns whose text appears verbatim in the context.
- Baselines (recency, BM25, dense) run in the same process on the same pages.
"""
from __future__ import annotations

import argparse
import json
import logging
import secrets
import statistics
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

log = logging.getLogger(__name__)

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
SYSTEMS = ("engram", "recency", "bm25", "dense")


def register(bench_sub) -> None:
    p = bench_sub.add_parser("locomo", help="LoCoMo evidence recall under a token budget")
    p.add_argument("file", type=Path, help="locomo JSON (a list of samples)")
    p.add_argument("--samples", default="", help="comma-separated sample ids (default: all)")
    p.add_argument("--budget", type=int, default=1024, help="context budget in tokens")
    p.add_argument("--out", type=Path, help="write one JSON line per question here")
    p.set_defaults(func=run)


def parse_session_date(text: str) -> float:
    """'1:56 pm on 8 May, 2023' -> Unix time (local)."""
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").timestamp()


def sessions(conv: dict) -> list[tuple[float, list[dict]]]:
    keys = sorted((k for k in conv if k.startswith("session_") and k.count("_") == 1),
                  key=lambda k: int(k.split("_")[1]))
    return [(parse_session_date(conv[f"{k}_date_time"]), conv[k]) for k in keys if conv[k]]


def pairs(turns: list[dict]) -> list[tuple[dict, dict | None]]:
    return [(turns[i], turns[i + 1] if i + 1 < len(turns) else None)
            for i in range(0, len(turns), 2)]


def recall(context: str, evidence: list[str], turn_text: dict[str, str]) -> float | None:
    ids = [e.strip() for ev in evidence for e in str(ev).replace(",", ";").split(";")]
    texts = [turn_text[i] for i in ids if i in turn_text]
    if not texts:
        return None
    return sum(t in context for t in texts) / len(texts)


def span(evidence: list[str]) -> str:
    """'1' or '2+': how many sessions a question's evidence turns come from ("D3:5" is
    session 3). Questions over several sessions are where another public benchmark found
    Engram below plain BM25, so the bench shows them apart."""
    ids = [e.strip() for ev in evidence for e in str(ev).replace(",", ";").split(";")]
    return "2+" if len({i.split(":")[0] for i in ids if ":" in i}) > 1 else "1"


class _Clock:
    def __init__(self):
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


def ingest(engine, sample: dict, clock: "_Clock", facts: bool = True) -> dict:
    """Write one conversation through the app's write path: a page per two turns, maintenance
    after each session, and (as for any bulk import) facts formed per session in one batch.
    Returns {"cid", "turn_text", "base_texts", "pages", "page_dia"} (page id -> dia ids)."""
    conv = sample["conversation"]
    cid = engine.new_conversation(sample["sample_id"]).id
    out = {"cid": cid, "turn_text": {}, "base_texts": [], "pages": 0, "page_dia": {}}
    for when, turns in sessions(conv):
        ids = []
        for i, (a, b) in enumerate(pairs(turns)):
            clock.now = when + i
            for t in (a, b):
                if t:
                    out["turn_text"][t["dia_id"]] = t["text"]
            speakers = [a["speaker"]] + ([b["speaker"]] if b else [])
            page = engine.add_exchange(cid, a["text"], b["text"] if b else "", created=when + i,
                                       meta={"speakers": speakers})
            ids.append(page.id)
            out["page_dia"][page.id] = [t["dia_id"] for t in (a, b) if t]
            out["base_texts"].append("\n".join(f"{t['speaker']}: {t['text']}"
                                                for t in (a, b) if t))
            out["pages"] += 1
        if facts:
            engine.form_facts_many(ids)
        engine.maintain()
    return out


def open_engine(folder: str, embedder, clock: "_Clock"):
    """(store, engine): a fresh encrypted store in `folder` and an engine on it that counts
    tokens with the benchmark's yardstick (regex_tokens) and reads time from `clock`."""
    from memory.engine import MemoryEngine
    from memory.policy import Policy
    from memory.retrieval import regex_tokens
    from memory.store import Key, open_store

    store = open_store(Path(folder) / "bench.db", Key(secrets.token_hex(32), raw=True))
    try:
        return store, MemoryEngine(store, embedder, Policy(), clock=clock,
                                   count_tokens=regex_tokens)
    except BaseException:
        store.close()
        raise


class Systems:
    """Engram and the baselines (recency, BM25, dense over the same pages as plain "Name: text"
    lines), each answering one question with a context under the same budget."""

    def __init__(self, engine, embedder, base_texts: list[str], budget: int):
        from . import _baselines as bl

        self.engine, self.embedder, self.texts, self.budget = engine, embedder, base_texts, budget
        self.index, self.vecs = bl.BM25(base_texts), embedder.embed(base_texts)

    def contexts(self, question: str) -> tuple[dict[str, str], float]:
        """{system: context text} and Engram's retrieval time in ms."""
        from memory.retrieval import regex_tokens

        from . import _baselines as bl

        t0 = time.perf_counter()
        ctx = self.engine.retrieve(question, self.budget, conversation_id=None)
        ms = (time.perf_counter() - t0) * 1000
        assert regex_tokens(ctx.text) <= self.budget
        qvec = self.embedder.embed([question])[0]
        return {"engram": ctx.text, "recency": bl.recency(self.texts, self.budget),
                "bm25": bl.bm25(self.index, self.texts, question, self.budget),
                "dense": bl.dense(self.vecs, qvec, self.texts, self.budget)}, ms


def run_sample(sample: dict, embedder, budget: int, out_fh) -> dict:
    clock = _Clock()
    res = {s: {} for s in SYSTEMS}
    spans = {s: {} for s in SYSTEMS}
    with tempfile.TemporaryDirectory(prefix="engram-locomo-") as tmp:
        store, engine = open_engine(tmp, embedder, clock)
        try:
            t0 = time.perf_counter()
            got = ingest(engine, sample, clock)
            turn_text, base_texts, n_pages = got["turn_text"], got["base_texts"], got["pages"]
            ingest_s = time.perf_counter() - t0
            t0 = time.perf_counter()    # what the app does in the background afterwards
            engine.embed_missing_turns(limit=10 * n_pages + 10)
            turns_s = time.perf_counter() - t0
            clock.now += 86400
            systems = Systems(engine, embedder, base_texts, budget)
            lat = []
            for qa in sample["qa"]:
                cat = qa.get("category")
                if cat not in CATEGORIES:
                    continue
                q = qa["question"]
                contexts, ms = systems.contexts(q)
                lat.append(ms)
                for name, text in contexts.items():
                    r = recall(text, qa.get("evidence", []), turn_text)
                    if r is not None:
                        res[name].setdefault(cat, []).append(r)
                        spans[name].setdefault(span(qa.get("evidence", [])), []).append(r)
                if out_fh:
                    out_fh.write(json.dumps({"sample_id": sample["sample_id"], "question": q,
                                             "category": cat, "context": contexts["engram"]})
                                 + "\n")
        finally:
            store.close()
    return {"recall": res, "spans": spans, "pages": n_pages, "ingest_s": ingest_s,
            "turns_s": turns_s, "latency_ms": lat}


def _pct(xs) -> str:
    return f"{100 * statistics.fmean(xs):5.1f}" if xs else "  n/a"


def _load(path: Path) -> list[dict]:
    """The samples of a LoCoMo file; EngramError (one line) for anything else."""
    from app.errors import EngramError

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, ValueError) as e:
        raise EngramError(f"{path} is not LoCoMo JSON ({str(e)[:80]})") from None
    if not isinstance(data, list) or not all(
            isinstance(s, dict) and isinstance(s.get("conversation"), dict)
            and isinstance(s.get("qa"), list) and isinstance(s.get("sample_id"), str)
            for s in data):
        raise EngramError(f"{path} is not LoCoMo JSON (a list of samples with sample_id, "
                          "conversation and qa)")
    return data


def run(args) -> int:
    from memory.embed import MiniLMEmbedder

    data = _load(args.file)
    wanted = {s.strip() for s in args.samples.split(",") if s.strip()}
    samples = [s for s in data if not wanted or s["sample_id"] in wanted]
    if not samples:
        print("no matching samples", file=sys.stderr)
        return 2
    embedder = MiniLMEmbedder()
    embedder.load()
    out_fh = open(args.out, "w") if args.out else None
    total = {s: {} for s in SYSTEMS}
    by_span = {s: {} for s in SYSTEMS}
    pages, ingest_s, turns_s, lat = 0, 0.0, 0.0, []
    try:
        for sample in samples:
            r = run_sample(sample, embedder, args.budget, out_fh)
            for s in SYSTEMS:
                for cat, xs in r["recall"][s].items():
                    total[s].setdefault(cat, []).extend(xs)
                for key, xs in r["spans"][s].items():
                    by_span[s].setdefault(key, []).extend(xs)
            pages += r["pages"]
            ingest_s += r["ingest_s"]
            turns_s += r["turns_s"]
            lat += r["latency_ms"]
            print(f"{sample['sample_id']}: {r['pages']} pages, engram overall "
                  f"{_pct([x for xs in r['recall']['engram'].values() for x in xs])}%",
                  flush=True)
    finally:
        if out_fh:
            out_fh.close()
    print(f"\nEvidence recall (%) at {args.budget} tokens, {len(samples)} conversation(s)")
    print_report(total, {cat: f"{cat} {name}" for cat, name in CATEGORIES.items()},
                 pages, ingest_s, lat)
    print(f"turn vectors (background, after ingest): {turns_s:.1f} s = "
          f"{pages / max(turns_s, 1e-9):.1f} pages/s")
    print()
    print_table(by_span, {"1": "evidence in 1 session", "2+": "evidence in 2+ sessions"})
    return 0


def print_report(total: dict, labels: dict, pages: int, ingest_s: float, lat: list) -> None:
    """The recall table (one row per key of `labels`, then overall) and the timings.
    `total` is {system: {key: [recall, ...]}}."""
    print_table(total, labels)
    alls = {s: [x for xs in total[s].values() for x in xs] for s in SYSTEMS}
    print(f"{'overall':<26}{len(alls['engram']):>5}" + "".join(f"{_pct(alls[s]):>9}"
                                                               for s in SYSTEMS))
    q = statistics.quantiles(lat, n=20) if len(lat) >= 2 else [0] * 19
    print(f"\ningest: {pages} pages in {ingest_s:.1f} s = {pages / max(ingest_s, 1e-9):.1f} "
          f"pages/s (embedding included)")
    print(f"retrieval: p50 {statistics.median(lat) if lat else 0:.1f} ms, p95 {q[18]:.1f} ms "
          f"over {len(lat)} queries")


def print_table(total: dict, labels: dict) -> None:
    print(f"{'category':<26}{'n':>5}" + "".join(f"{s:>9}" for s in SYSTEMS))
    for key, label in labels.items():
        n = len(total["engram"].get(key, []))
        print(f"{label:<26}{n:>5}" + "".join(f"{_pct(total[s].get(key, [])):>9}"
                                            for s in SYSTEMS))


if __name__ == "__main__":  # pragma: no cover
    ap = argparse.ArgumentParser()
    register(ap.add_subparsers())
    a = ap.parse_args(["locomo", *sys.argv[1:]])
    sys.exit(a.func(a))
