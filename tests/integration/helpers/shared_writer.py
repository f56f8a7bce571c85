"""Child process for the shared-access tests: open the profile the way `engram memory` does
(real encrypted file, real MiniLM embedder), then write exchanges while the parent writes too.

Prints `ready` once the profile is open and the embedder loaded, waits for a line on stdin,
writes argv[1] exchanges into conversation argv[2] (each with a unique word), folding pages
into mid-term as it goes, prints `done <n>` and exits. ENGRAM_HOME / ENGRAM_PASSPHRASE come
from the parent.
"""
from __future__ import annotations

import sys


def main() -> int:
    from app import services
    from memory.embed import MiniLMEmbedder
    from memory.engine import MemoryEngine
    from memory.policy import Policy

    n, cid = int(sys.argv[1]), sys.argv[2]
    prof = services.Session.open(services.obtain_key(None).key)
    emb = MiniLMEmbedder()
    emb.load()
    engine = MemoryEngine(prof.store, emb, Policy(stm_capacity=3))
    print("ready", flush=True)
    sys.stdin.readline()
    for i in range(n):
        engine.add_exchange(cid, f"{cid} note {i}: the word zq{cid}{i} is mine",
                            f"Noted zq{cid}{i}.")
    engine.maintain()
    print(f"done {n}", flush=True)
    prof.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
