"""A shorter soak through the assistant pipeline: no error, slots within their cap, no leak.

`engram bench soak` runs the long versions (2,000 fake turns, 100 with the bundled model).
Memory is checked past a warm-up in two ways that can fail on a real leak without timing or
RSS noise deciding the result:
- the Python heap the app keeps (tracemalloc, bounded caches emptied before each sample, see
  app/bench/_memstat.py) may grow at most PY_LEAK_KB_PER_TURN per turn over the last half;
  the second test proves that check sees a leak as small as one kept TurnResult per turn;
- RSS growth must be explained by bounded parts (mmapped weights, SQLite under its cache cap,
  free memory glibc hands back) up to SLACK_MB.
"""
from __future__ import annotations

import pytest

from app.assistant import Assistant
from app.bench.soak import PY_LEAK_KB_PER_TURN, SLACK_MB, run_soak


@pytest.mark.slow
def test_300_fake_turns_no_error_slots_within_cap_memory_bounded():
    out = run_soak(300, model="fake", embedder="minilm", warmup=100, switch_every=15,
                   sample_every=25, tracemalloc=1)
    print(f"\nsoak: { {k: v for k, v in out.items() if k != 'samples'} }")
    assert out["errors"] == []
    assert out["pages"] == 300
    assert out["conversations"] >= 5             # switching really happened
    assert 0 < out["slot_bytes_max"] <= out["slot_cap_bytes"]
    assert out["slot_bytes_end"] <= out["slot_cap_bytes"]
    mem = out["memory"]
    assert mem["sqlite_end_mb"] <= mem["sqlite_cap_mb"], out["verdict"]
    assert mem["unexplained_mb"] <= SLACK_MB, out["verdict"]
    assert out["memory_ok"], out["verdict"]
    assert out["py_heap_last_half_kb_per_turn"] <= PY_LEAK_KB_PER_TURN, out["py_heap_top_growth"]
    assert out["py_heap_ok"]


@pytest.mark.slow
def test_soak_python_heap_check_catches_a_small_leak(monkeypatch):
    """Keeping every turn's result (a history list nobody trims) is a leak the check must see."""
    kept = []
    send = Assistant.send

    def leaky_send(self, *a, **kw):
        r = send(self, *a, **kw)
        kept.append(r)
        return r

    monkeypatch.setattr(Assistant, "send", leaky_send)
    out = run_soak(100, model="fake", embedder="hash", warmup=40, switch_every=15,
                   sample_every=10, tracemalloc=1)
    assert len(kept) == 100 and out["errors"] == []
    assert out["py_heap_last_half_kb_per_turn"] > PY_LEAK_KB_PER_TURN, out
    assert not out["py_heap_ok"]
