"""`engram bench import --messages N`: how fast another assistant's history comes in.

Design decisions:
- The input is a synthetic ChatGPT conversations.json (mapping trees with a regenerated
  branch now and then, realistic message lengths, seeded), written to a temp folder and
  imported through `transfer.import_file` into a throwaway encrypted store with the real
  MiniLM embedder: parse, embed, write, mid-term assignment and maintenance, all counted.
- It reports messages per second overall and the time of each phase, so a slow part shows.
"""
from __future__ import annotations

import json
import os
import random
import secrets
import tempfile
import time
from pathlib import Path

WORDS = ("garden tomato starter bread oven marathon training knee physio cello orchestra "
         "practice Spanish Valencia lesson bike commute river tyre budget rent flat Lyon "
         "sister birthday gift recipe soup travel train Berlin museum book novel chapter "
         "deadline project meeting report code bug test deploy server cat vet food").split()


def register(bench_sub) -> None:
    p = bench_sub.add_parser("import", help="import speed of a synthetic ChatGPT export")
    p.add_argument("--messages", type=int, default=5000)
    p.add_argument("--per-chat", type=int, default=40, help="messages per conversation")
    p.set_defaults(func=run)


FACTS = ("I live in {city} now.", "I work as a {job} these days.", "My sister lives in {city}.",
         "I started learning {skill} last month.", "I moved to {city} in {month}.",
         "My favourite food is {food}.", "I have a cat called {name}.")
FILL = {"city": ("Lyon", "Berlin", "Porto", "Leeds", "Valencia", "Oslo"),
        "job": ("nurse", "teacher", "carpenter", "developer", "translator"),
        "skill": ("cello", "Spanish", "pottery", "climbing", "chess"),
        "month": ("March", "May", "July", "October"), "food": ("soup", "pasta", "curry", "ramen"),
        "name": ("Miso", "Pip", "Olive", "Tofu")}


def _fact(rng: random.Random) -> str:
    """A first-person statement of the kind fact formation keeps (a person's history has
    them now and then), so the bench pays for forming and embedding long-term facts too."""
    return rng.choice(FACTS).format(**{k: rng.choice(v) for k, v in FILL.items()})


def _sentence(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."


def chatgpt_export(n_messages: int, per_chat: int, seed: int = 5) -> list[dict]:
    rng = random.Random(seed)
    convs, made, t = [], 0, 1.7e9
    while made < n_messages:
        k = min(per_chat, n_messages - made)
        mapping = {"root": {"id": "root", "message": None, "parent": None, "children": []}}
        parent = "root"
        for i in range(k):
            nid = f"c{len(convs)}m{i}"
            role = "user" if i % 2 == 0 else "assistant"
            text = " ".join(_sentence(rng, rng.randint(6, 18))
                            for _ in range(1 if role == "user" else rng.randint(2, 5)))
            if role == "user" and rng.random() < 0.2:
                text = f"{_fact(rng)} {text}"
            t += rng.uniform(5, 120)
            mapping[nid] = {"id": nid, "parent": parent, "children": [], "message": {
                "id": nid, "author": {"role": role, "name": None, "metadata": {}},
                "create_time": t, "content": {"content_type": "text", "parts": [text]},
                "status": "finished_successfully", "metadata": {}, "recipient": "all"}}
            mapping[parent]["children"].append(nid)
            parent = nid
        convs.append({"title": _sentence(rng, 3), "create_time": t, "update_time": t,
                      "conversation_id": f"bench-{len(convs)}", "mapping": mapping,
                      "current_node": parent})
        made += k
        t += 86400
    return convs


def run(args) -> int:
    from memory.embed import MiniLMEmbedder
    from memory.engine import MemoryEngine
    from memory.store import Key, open_store

    from .. import transfer

    with tempfile.TemporaryDirectory(prefix="engram-bench-import-") as tmp:
        src = Path(tmp) / "conversations.json"
        src.write_text(json.dumps(chatgpt_export(args.messages, args.per_chat)))
        store = open_store(Path(tmp) / "bench.db", Key(secrets.token_hex(32), raw=True))
        emb = MiniLMEmbedder()
        emb.load()
        engine = MemoryEngine(store, emb)
        phases: dict[str, float] = {}
        last = [time.perf_counter(), ""]

        def progress(phase, done, total):
            now = time.perf_counter()
            phases[last[1] or "parse"] = phases.get(last[1] or "parse", 0) + now - last[0]
            last[:] = [now, phase]
        t0, c0 = time.perf_counter(), time.process_time()
        r = transfer.import_file(engine, src, progress=progress)
        total = time.perf_counter() - t0
        cpu = time.process_time() - c0
        phases["maintain+facts"] = time.perf_counter() - last[0]
        counts = store.table_counts()
        store.close()
    print(f"imported {r['messages']} messages in {len(r['conversations'])} conversations "
          f"({r['pages']} pages, {counts['segments']} segments, {counts['lpm_items']} "
          f"long-term items) in {total:.1f} s: {r['messages'] / total:.0f} messages/s")
    print("phases: " + ", ".join(f"{k} {v:.1f} s" for k, v in phases.items()))
    # CPU seconds next to wall seconds: on a machine busy with other work the gap is waiting
    print(f"CPU time {cpu:.1f} s of {total:.1f} s wall, load average "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0
