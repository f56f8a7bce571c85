"""Export/import report determinate progress (done, total) on a real encrypted store."""
from __future__ import annotations

import json

from memory import portable
from memory.engine import MemoryEngine


def _fill(engine, n_conv=3, n_pages=7):
    for c in range(n_conv):
        cid = engine.new_conversation(f"chat {c}").id
        for i in range(n_pages):
            engine.add_exchange(cid, f"note {c}.{i}: the blue kettle is in room {i}",
                                f"Noted, room {i}.")
        engine.flush_short_term(cid, keep=2)  # some pages into mid-term segments


def _check(calls, total):
    dones = [d for d, _ in calls]
    assert calls, "no progress reported"
    assert {t for _, t in calls} == {total}
    assert dones == sorted(dones) and len(set(dones)) == len(dones), "strictly increasing"
    assert dones[-1] == total


def test_export_and_import_report_increasing_progress(store, hash_embedder, tmp_path):
    engine = MemoryEngine(store, hash_embedder)
    _fill(engine)
    calls = []
    path = tmp_path / "cube.json"
    counts = engine.export(str(path), progress=lambda d, t: calls.append((d, t)))
    data = json.loads(path.read_text())  # the streamed writer still writes plain JSON
    assert data["format"] == "engram-memory" and len(data["pages"]) == counts["pages"] == 21
    rows = sum(len(v) for v in data.values() if isinstance(v, list))
    _check(calls, rows)
    assert data == {**portable.export_data(store), "exported_at": data["exported_at"]}

    calls.clear()
    res = engine.import_(str(path), progress=lambda d, t: calls.append((d, t)))
    assert res.pages == 21
    _check(calls, res.pages + res.lpm_items)  # every page and long-term item re-embedded
    assert store.scalar("SELECT count(*) FROM pages") == 42


def test_transcript_import_progress(store, hash_embedder, tmp_path):
    engine = MemoryEngine(store, hash_embedder)
    msgs = []
    for i in range(6):
        msgs += [{"role": "user", "content": f"q{i}"}, {"role": "assistant", "content": f"a{i}"}]
    path = tmp_path / "t.json"
    path.write_text(json.dumps(msgs))
    calls = []
    engine.import_(str(path), progress=lambda d, t: calls.append((d, t)))
    _check(calls, 6)


def test_empty_export_finishes(store, hash_embedder, tmp_path):
    calls = []
    MemoryEngine(store, hash_embedder).export(str(tmp_path / "e.json"),
                                              progress=lambda d, t: calls.append((d, t)))
    assert calls == [(0, 0)]
    assert json.loads((tmp_path / "e.json").read_text())["pages"] == []
