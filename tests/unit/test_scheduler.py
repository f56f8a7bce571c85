"""MemScheduler: named jobs coalesce, failures are contained, idle is observable."""
from __future__ import annotations

import threading

from app.scheduler import MemScheduler


def test_jobs_run_in_order_coalesce_and_survive_errors():
    s = MemScheduler()
    gate, ran = threading.Event(), []
    s.submit("block", gate.wait)
    assert s.submit("a", lambda: ran.append("a"))
    assert not s.submit("a", lambda: ran.append("a2"))     # already queued: coalesced
    s.submit("boom", lambda: 1 / 0)
    s.submit("b", lambda: ran.append("b"))
    assert s.busy
    gate.set()
    assert s.wait_idle(10)
    assert ran == ["a", "b"] and s.errors[0][0] == "boom"
    assert s.submit("a", lambda: ran.append("a3")) and s.wait_idle(10) and ran[-1] == "a3"
    s.close()
    assert not s.submit("late", lambda: None)
