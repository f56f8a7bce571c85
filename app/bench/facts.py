"""`engram bench facts FILE`: which long-term facts form from LoCoMo conversations, scored
against LoCoMo's per-session `observation` annotations.

Design decisions:
- Conversations are ingested exactly as `bench locomo` does (`locomo.ingest`: the app's write
  path, facts formed per session, maintenance after each session), in a fresh encrypted store.
- Every long-term item is written as one JSON line {"sample_id", "kind", "text", "current",
  "dia_ids"}; `dia_ids` are the LoCoMo turns of its source pages.
- Recall: an observation of the first speaker is recalled when some fact's sources include its
  evidence turn and the fact's MiniLM cosine to it is >= 0.5. Precision: the share of facts
  with cosine >= 0.5 to some observation of the same conversation. The first speaker is the
  one whose turns are the user's side of the pages ("user": whoever opens each session,
  or the conversation's `speaker_a` ("a", the default; it reproduces the issue's baseline).
- Facts about a named speaker say the name, and so do observations: that shared name alone
  lifts many cosines over 0.5, so a "name-blind" line scores again with the names replaced.
- `--baseline` scores every first-speaker turn stored verbatim as a fact, the reference the
  extractor has to beat.
"""
from __future__ import annotations

import json
import secrets
import sys
import tempfile
import time
from pathlib import Path

THRESHOLD = 0.5


def register(bench_sub) -> None:
    p = bench_sub.add_parser("facts", help="LoCoMo: long-term facts vs. observation annotations")
    p.add_argument("file", type=Path, help="locomo JSON (a list of samples with observations)")
    p.add_argument("--samples", default="", help="comma-separated sample ids (default: all)")
    p.add_argument("--out", type=Path, help="write every long-term item as a JSON line here")
    p.add_argument("--speaker", choices=("user", "a"), default="a",
                   help="first speaker: the user side of each page, or speaker_a")
    p.add_argument("--baseline", action="store_true",
                   help="also score every first-speaker turn verbatim as a fact")
    p.set_defaults(func=run)


def _dia_ids(ref) -> list[str]:
    refs = ref if isinstance(ref, list) else [ref]
    return [d.strip() for r in refs for d in str(r).replace(",", ";").split(";") if d.strip()]


def observations(sample: dict, speaker: str = "user") -> tuple[list[tuple], list[str]]:
    """([(text, dia_ids)] of the first speaker, [text] of every observation)."""
    conv = sample["conversation"]
    first, every = [], []
    for key, by_name in (sample.get("observation") or {}).items():
        n = key.split("_")[1]
        turns = conv.get(f"session_{n}") or []
        who = conv["speaker_a"] if speaker == "a" else (turns[0]["speaker"] if turns else None)
        for name, items in by_name.items():
            for item in items:
                text, ref = (item[0], item[1]) if isinstance(item, list) else (item, [])
                every.append(text)
                if name == who:
                    first.append((text, _dia_ids(ref)))
    return first, every


def blind(text: str, names: tuple[str, ...]) -> str:
    """`text` without the speakers' names (and "the user"): the name shared by a fact and an
    observation alone lifts their cosine over the threshold."""
    import re

    for n in (*names, "the user", "The user"):
        text = re.sub(rf"\b{re.escape(n)}(?:'s)?\b\s*", "", text)
    return text.strip()


def score(facts: list[dict], first: list[tuple], every: list[str], embed,
          names: tuple[str, ...] | None = None) -> dict:
    """Recall of `first` and precision of `facts` ({"text", "dia_ids"}) at THRESHOLD;
    name-blind when `names` (the speakers) are given."""
    if not facts or not first:
        return {"recall": 0.0, "precision": 0.0, "recalled": 0, "observations": len(first),
                "facts": len(facts), "precise": 0}
    if names is None:
        fv = embed([f["text"] for f in facts])
        ev = embed(every)
    else:
        fv = embed([blind(f["text"], names) for f in facts])
        ev = embed([blind(t, names) for t in every])
    idx = {t: i for i, t in enumerate(every)}
    sims = fv @ ev.T
    precise = int((sims.max(axis=1) >= THRESHOLD).sum())
    by_turn: dict[str, list[int]] = {}
    for i, f in enumerate(facts):
        for d in f["dia_ids"]:
            by_turn.setdefault(d, []).append(i)
    recalled = 0
    for text, dias in first:
        cand = {i for d in dias for i in by_turn.get(d, ())}
        if cand and max(sims[i, idx[text]] for i in cand) >= THRESHOLD:
            recalled += 1
    return {"recall": recalled / len(first), "precision": precise / len(facts),
            "recalled": recalled, "observations": len(first), "facts": len(facts),
            "precise": precise}


def run_sample(sample: dict, embedder) -> tuple[list[dict], int, float]:
    """Ingest one conversation; (its long-term items as dicts, pages, seconds)."""
    from memory.engine import MemoryEngine
    from memory.long_term import LPM_COLS, item_from_row, sources
    from memory.policy import Policy
    from memory.retrieval import regex_tokens
    from memory.store import Key, open_store

    from .locomo import _Clock, ingest

    clock = _Clock()
    with tempfile.TemporaryDirectory(prefix="engram-facts-") as tmp:
        store = open_store(Path(tmp) / "bench.db", Key(secrets.token_hex(32), raw=True))
        try:
            engine = MemoryEngine(store, embedder, Policy(), clock=clock,
                                  count_tokens=regex_tokens)
            t0 = time.perf_counter()
            got = ingest(engine, sample, clock)
            secs = time.perf_counter() - t0
            items = [item_from_row(r, sources(store, r[0]))
                     for r in store.rows(f"SELECT {LPM_COLS} FROM lpm_items ORDER BY id")]
        finally:
            store.close()
    rows = [{"sample_id": sample["sample_id"], "kind": i.kind, "text": i.text,
             "current": i.current,
             "dia_ids": [d for p in i.page_ids for d in got["page_dia"].get(p, ())]}
            for i in items]
    return rows, got["pages"], secs


def verbatim(sample: dict, speaker: str) -> list[dict]:
    """Every first-speaker turn as a 'fact' (the baseline)."""
    from .locomo import sessions

    conv = sample["conversation"]
    out = []
    for _, turns in sessions(conv):
        who = conv["speaker_a"] if speaker == "a" else turns[0]["speaker"]
        out += [{"text": t["text"], "dia_ids": [t["dia_id"]]} for t in turns
                if t["speaker"] == who]
    return out


def _names(sample: dict) -> tuple[str, ...]:
    conv = sample["conversation"]
    return tuple(n for k in ("speaker_a", "speaker_b") for n in [conv.get(k)] if n)


def _line(name: str, s: dict, pages: int | None = None) -> str:
    per = f"  {s['facts'] / pages:5.2f} facts/page" if pages else ""
    return (f"{name:<10} recall {100 * s['recall']:5.1f}% ({s['recalled']}/{s['observations']})"
            f"  precision {100 * s['precision']:5.1f}% ({s['precise']}/{s['facts']}){per}")


def run(args) -> int:
    from memory.embed import MiniLMEmbedder

    data = json.loads(args.file.read_text())
    wanted = {s.strip() for s in args.samples.split(",") if s.strip()}
    samples = [s for s in data if not wanted or s["sample_id"] in wanted]
    if not samples:
        print("no matching samples", file=sys.stderr)
        return 2
    if not any(s.get("observation") for s in samples):
        print("these samples carry no `observation` annotations", file=sys.stderr)
        return 2
    embedder = MiniLMEmbedder()
    embedder.load()
    tot = {"recalled": 0, "observations": 0, "precise": 0, "facts": 0}
    base, blind_tot = dict(tot), dict(tot)
    pages, secs = 0, 0.0
    out_fh = open(args.out, "w") if args.out else None
    try:
        for sample in samples:
            rows, n, t = run_sample(sample, embedder)
            pages, secs = pages + n, secs + t
            if out_fh:
                for r in rows:
                    out_fh.write(json.dumps(r) + "\n")
            first, every = observations(sample, args.speaker)
            user = [r for r in rows if r["kind"] != "assistant_knowledge"]
            s = score(user, first, every, embedder.embed)
            names = _names(sample)
            nb = score(user, first, every, embedder.embed, names)
            for k in tot:
                tot[k] += s[k]
                blind_tot[k] += nb[k]
            print(_line(sample["sample_id"], s, n), flush=True)
            print(_line("  blind", nb), flush=True)
            if args.baseline:
                b = score(verbatim(sample, args.speaker), first, every, embedder.embed)
                for k in base:
                    base[k] += b[k]
                print(_line("  verbatim", b, n), flush=True)
    finally:
        if out_fh:
            out_fh.close()

    def total(t):
        return {**t, "recall": t["recalled"] / max(1, t["observations"]),
                "precision": t["precise"] / max(1, t["facts"])}
    print(f"\nLong-term facts vs. observations of the first speaker ({args.speaker}), "
          f"cosine >= {THRESHOLD}, {len(samples)} conversation(s)")
    print(_line("overall", total(tot), pages))
    print(_line("name-blind", total(blind_tot), pages))
    if args.baseline:
        print(_line("verbatim", total(base), pages))
    print(f"ingest with fact formation: {pages} pages in {secs:.1f} s = "
          f"{pages / max(secs, 1e-9):.1f} pages/s")
    return 0
