"""Child process for the single-instance tests: open the profile, write one row, hold it.

Prints `ready <pid>` (or `refused <message>`) on one flushed line, then keeps the profile open
until stdin closes or it is killed. ENGRAM_HOME / ENGRAM_PASSPHRASE come from the parent.
"""
from __future__ import annotations

import sys
import time


def main() -> int:
    from app import services
    from memory.errors import AlreadyOpenError

    try:
        prof = services.Session.open(services.obtain_key(None).key)
    except AlreadyOpenError as e:
        print(f"refused {e}", flush=True)
        return 2
    with prof.store.tx():
        prof.store.exec("INSERT INTO audit(ts, actor, action, target_id) VALUES (?, 'system', "
                        "'holder', ?)", (time.time(), str(__import__('os').getpid())))
    print(f"ready {__import__('os').getpid()}", flush=True)
    hold = float(sys.argv[1]) if len(sys.argv) > 1 else None
    if hold is None:
        sys.stdin.read()  # until the parent closes our stdin
    else:
        time.sleep(hold)
    prof.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
