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


def test_errors_are_bounded_and_handed_out_once(caplog):
    from app.scheduler import MAX_ERRORS, JobError

    s = MemScheduler()
    try:
        assert s.new_errors() == []
        def fail():
            raise OSError("disk full\nsecond line")

        s.submit("one", fail)
        assert s.wait_idle(10)
        got = s.new_errors()
        assert [(e.job, e.message) for e in got] == [
            ("one", "OSError: disk full")]
        assert isinstance(got[0], JobError) and got[0].when > 0
        assert s.new_errors() == []                       # each error reaches the user once
        assert "background job one failed" in caplog.text  # and the log, with its traceback
        for i in range(MAX_ERRORS + 7):
            s.submit(f"fail{i}", lambda i=i: 1 / 0)
            assert s.wait_idle(10)
        assert len(s.errors) == MAX_ERRORS                # bounded
        fresh = s.new_errors()
        assert len(fresh) == MAX_ERRORS and fresh[-1].job == f"fail{MAX_ERRORS + 6}"
        assert fresh[0].job == "fail7" and s.new_errors() == []
        s.submit("late", lambda: [][1])
        assert s.wait_idle(10)
        assert [e.job for e in s.new_errors()] == ["late"]
    finally:
        s.close()
