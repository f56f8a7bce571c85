"""Writer for the crash-safety test: real engine, real encrypted file, real MiniLM embedder.

It runs as a small fork server so the embedder (seconds to load) is loaded once, not once per
kill: the server loads it, then for each `go ROUND LOGFILE` line on stdin forks a writer and
answers `child PID`. The writer opens the database, then loops through exchanges, maintenance
(segments, promotion to long-term items), activation-slot saves and deletions, and appends
one line to LOGFILE after each operation has *committed* (flushed to the kernel, so a SIGKILL
cannot lose it):

    ready                       the store is open
    page ID MARKER              add_exchange returned: the page is committed
    del-intent ID / del ID      a page is about to be / was deleted
    slot ID                     a slot was saved
    maint / flush               maintain() / flush_short_term() returned

The parent SIGKILLs the writer at a random moment and checks the database against the log.
The server answers `dead PID STATUS` when a writer it forked has gone.
"""
from __future__ import annotations

import os
import random
import sys

TOPICS = ["We talked about the garden and tomatoes.", "The tax return is due in April.",
          "Planning a trip to Japan in spring.", "Debugging a Rust borrow checker error.",
          "Training for a half marathon.", "Baking sourdough bread at home."]
FACTS = ["My sister is Anna.", "I love jazz.", "I live in Lisbon.", "I work as a carpenter.",
         "I now drink tea.", "I like coffee.", "My dog is Pixel.", "I hate rock."]


def writer(db: str, round_no: int, log_path: str) -> None:
    from memory.activation import SlotCatalogue, SlotKey
    from memory.engine import MemoryEngine
    from memory.policy import Policy
    from memory.store import Key, open_store

    out = open(log_path, "a", buffering=1)

    def say(line: str) -> None:
        out.write(line + "\n")
        out.flush()

    rng = random.Random(round_no * 7919 + os.getpid())
    store = open_store(db, Key("ef" * 32, raw=True))
    policy = Policy(stm_capacity=3, mtm_capacity=6, promotion_heat=0.5, segment_threshold=0.7)
    engine = MemoryEngine(store, EMBEDDER, policy=policy)
    slots = SlotCatalogue(store, cap_bytes=3 << 20)
    convs = [c.id for c in engine.conversations()]
    cid = convs[0] if convs and rng.random() < 0.5 else engine.new_conversation(f"r{round_no}").id
    EMBEDDER.embed(["warm up"])  # the first inference in a fresh process is slow
    say("ready")
    i = 0
    while True:
        i += 1
        op = rng.random()
        if op < 0.5 or i == 1:
            marker = f"crashmark{round_no}x{i}z"  # the z ends it: 0x2 must not match 0x20
            fact = FACTS[rng.randrange(len(FACTS))]
            topic = TOPICS[rng.randrange(len(TOPICS))]
            page = engine.add_exchange(cid, f"{fact} {topic} Note {marker}. "
                                       + "blah " * rng.randint(0, 60), f"Noted {marker}.")
            say(f"page {page.id} {marker}")
        elif op < 0.65:
            engine.maintain()
            say("maint")
        elif op < 0.8:
            page_id = store.scalar("SELECT max(id) FROM pages")
            # (a deletion may have taken the round's only page: a slot then cites none)
            sources = [("page", page_id)] if page_id is not None else []
            lpm = store.scalar("SELECT max(id) FROM lpm_items WHERE valid_to IS NULL")
            seg = store.scalar("SELECT max(id) FROM segments")
            sources += [("lpm", lpm)] if lpm else []
            sources += [("segment", seg)] if seg else []
            slot = slots.save("conversation", cid, SlotKey("fake-model", 512),
                              list(range(rng.randint(10, 500))),
                              os.urandom(rng.randint(1, 400) * 1024), sources)
            if slot is not None:
                say(f"slot {slot.id}")
        elif op < 0.9:
            victim = store.scalar("SELECT id FROM pages ORDER BY random() LIMIT 1")
            if victim is not None:
                say(f"del-intent {victim}")
                engine.delete([("page", victim)])
                say(f"del {victim}")
        else:
            engine.flush_short_term(cid, keep=1)
            say("flush")


EMBEDDER = None


def main() -> int:
    global EMBEDDER
    from memory.embed import MiniLMEmbedder

    db = sys.argv[1]
    EMBEDDER = MiniLMEmbedder()
    EMBEDDER.load()  # load only: no inference before fork, so no thread pool is inherited
    print("loaded", flush=True)
    for line in sys.stdin:
        parts = line.split()
        if not parts or parts[0] != "go":
            break
        round_no, log_path = int(parts[1]), parts[2]
        pid = os.fork()
        if pid == 0:
            try:
                writer(db, round_no, log_path)
            except BaseException:  # noqa: BLE001 - reported to the parent through the log
                import traceback
                with open(log_path, "a") as fh:
                    fh.write("error " + traceback.format_exc().replace("\n", " | ") + "\n")
            finally:
                os._exit(3)  # only reached if the writer stopped by itself
        print(f"child {pid}", flush=True)
        _, status = os.waitpid(pid, 0)
        print(f"dead {pid} {status}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
