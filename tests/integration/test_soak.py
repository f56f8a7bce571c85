"""A shorter soak through the assistant pipeline: no error, slots within their cap, no leak.

`engram bench soak` runs the long versions (2,000 fake turns, 100 with the bundled model).
RSS is measured after a warm-up; what may still grow is SQLite's page cache, which is bounded
by the database file, so growth beyond the file size plus a small slack means a leak.
"""
from __future__ import annotations

import pytest

from app.bench.soak import run_soak


@pytest.mark.slow
def test_300_fake_turns_no_error_slots_within_cap_rss_bounded():
    out = run_soak(300, model="fake", embedder="minilm", warmup=60, switch_every=15)
    print(f"\nsoak: {out}")
    assert out["errors"] == []
    assert out["pages"] == 300
    assert out["conversations"] >= 5             # switching really happened
    assert 0 < out["slot_bytes_max"] <= out["slot_cap_bytes"]
    assert out["slot_bytes_end"] <= out["slot_cap_bytes"]
    assert out["rss_growth_mb"] <= out["db_mb"] + 32, out
