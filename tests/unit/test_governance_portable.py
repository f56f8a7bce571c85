"""Export/import of the memory cube and transcripts: lossless round trip, id remapping,
strict validation, and property tests that a malformed import never crashes and never
half-lands."""
from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from memory import long_term, portable
from memory.engine import MemoryEngine
from memory.errors import ImportFormatError
from memory.store import open_store

from test_governance import add_lpm, fill


@pytest.fixture
def eng(store, hash_embedder):
    return MemoryEngine(store, hash_embedder)


def seeded(eng, store):
    cid, pages = fill(eng, 13)
    other, more = fill(eng, 2, word="chess")
    old = add_lpm(store, "likes coffee", [pages[0].id], attribute="drink", valid_from=1)
    new = add_lpm(store, "drinks tea", [pages[1].id, more[0].id], attribute="drink",
                  valid_from=2)
    store.exec("UPDATE lpm_items SET valid_to = 2, superseded_by = ?, pinned = 1 WHERE id = ?",
               (new, old))
    store.exec("UPDATE pages SET pinned = 1, meta = '{\"k\": [1, \"ü\"]}' WHERE id = ?",
               (pages[2].id,))
    store.exec("INSERT INTO answer_context(page_id, rank, item_type, item_id, tokens) "
               "VALUES (?, 0, 'lpm', ?, 7)", (more[1].id, new))
    long_term.refuse_pages(store, [pages[3].id])   # a fact of it was deleted
    return cid


def normalise(cube: dict) -> dict:
    """The cube with ids replaced by positions, so two stores can be compared."""
    cube = copy.deepcopy(cube)
    conv = {c["id"]: n for n, c in enumerate(cube["conversations"])}
    seg = {s["id"]: n for n, s in enumerate(cube["segments"])}
    page = {p["id"]: n for n, p in enumerate(cube["pages"])}
    lpm = {i["id"]: n for n, i in enumerate(cube["lpm_items"])}
    for c in cube["conversations"]:
        c["id"] = conv[c["id"]]
    for s in cube["segments"]:
        s["id"] = seg[s["id"]]
    for p in cube["pages"]:
        p["id"], p["conversation_id"] = page[p["id"]], conv[p["conversation_id"]]
        p["prev_id"] = page.get(p["prev_id"])
        p["segment_id"] = seg.get(p["segment_id"])
    for i in cube["lpm_items"]:
        i["id"], i["superseded_by"] = lpm[i["id"]], lpm.get(i["superseded_by"])
        i["page_ids"] = sorted(page[p] for p in i["page_ids"])
    ids = {"page": page, "segment": seg, "lpm": lpm}
    for r in cube["answer_context"]:
        r["page_id"], r["item_id"] = page[r["page_id"]], ids[r["item_type"]][r["item_id"]]
    cube["facts_refused"] = sorted(page[p] for p in cube["facts_refused"])
    cube.pop("exported_at")
    return cube


def test_cube_round_trip_is_lossless(eng, store, tmp_path, raw_key, hash_embedder):
    seeded(eng, store)
    out = tmp_path / "cube.json"
    portable.export_file(store, out)
    assert oct(out.stat().st_mode & 0o777) == "0o600"
    first = json.loads(out.read_text())
    assert first["format"] == "engram-memory" and first["version"] == 1
    other = open_store(tmp_path / "other.db", raw_key)
    try:
        seen = []
        r = portable.import_(other, out, embedder=hash_embedder,
                             progress=lambda d, t: seen.append((d, t)))
        assert seen[-1] == (17, 17)
        assert (r.kind, r.pages, r.lpm_items) == ("cube", 15, 2)
        second = portable.export_data(other)
        assert normalise(second) == normalise(first)
        # vectors and words are rebuilt: the imported pages are searchable both ways
        assert other.scalar("SELECT count(*) FROM pages_vec") == 15
        assert other.scalar("SELECT count(*) FROM pages_fts WHERE pages_fts MATCH 'chess'") == 2
        assert other.scalar("SELECT count(*) FROM segments_vec") == \
            other.scalar("SELECT count(*) FROM segments")
        assert other.scalar("SELECT count(*) FROM lpm_vec") == 2
        assert len(first["facts_refused"]) == 1 and len(long_term.refused_pages(other)) == 1
    finally:
        other.close()


def test_import_twice_remaps_conversation_ids(eng, store, hash_embedder):
    cid = seeded(eng, store)
    cube = portable.export_data(store)
    r = portable.import_cube(store, cube, hash_embedder)
    assert cid not in r.conversations and len(r.conversations) == 2
    assert store.scalar("SELECT count(*) FROM pages") == 30


def test_transcript_import_builds_pages_through_the_engine(eng, store):
    msgs = [{"role": "system", "content": "be nice"},
            {"role": "user", "content": "hi, I play the oboe", "timestamp": "2024-05-01T10:00:00Z"},
            {"role": "assistant", "content": "lovely", "timestamp": 1714557700},
            {"role": "user", "content": "and the flute"},
            {"role": "user", "content": "also piano"},
            {"role": "assistant", "content": "many instruments"}] + [
            {"role": r, "content": f"{r} {i}"} for i in range(12) for r in ("user", "assistant")]
    r = portable.import_(store, json.dumps({"messages": msgs}).encode(), engine=eng)
    assert r.kind == "transcript" and r.pages == 14
    cid = r.conversations[0]
    pages = store.rows("SELECT user_text, assistant_text, created, tier FROM pages "
                       "WHERE conversation_id = ? ORDER BY seq", (cid,))
    assert pages[0][:3] == ("hi, I play the oboe", "lovely", 1714557600.0)
    assert pages[1][:2] == ("and the flute\nalso piano", "many instruments")
    assert {p[3] for p in pages} == {"short", "mid"}  # overflow went to mid-term normally
    assert store.scalar("SELECT count(*) FROM segments") >= 1


@pytest.mark.parametrize("raw, message", [
    (b"\xff\xfe\x00garbage", "not UTF-8"),
    (b'{"format": "engram-memory", "version": 1, "pages": [', "not valid JSON"),
    (b"[" * 100_000 + b"]" * 100_000, "nests too deeply"),
    (b'{"format": "engram-memory", "version": 1, "conversations": [{"id": "a", "created": NaN}]}',
     "not valid JSON"),
    (b'{"format": "engram-memory", "version": 2}', "version 2 is not supported"),
    (b'{"format": "other"}', "not an Engram memory file"),
    (b'{"format": "engram-memory", "version": 1, "conversations": [{"id": "a b", "created": 1}]}',
     "conversations[0].id"),
    (b'{"format": "engram-memory", "version": 1, "conversations": [{"id": "a", "created": 1e999}]}',
     "conversations[0].created"),
    (b'{"format": "engram-memory", "version": 1, "conversations": [{"id": "a", "created": 1}],'
     b' "pages": [{"id": 1, "conversation_id": "a", "seq": 1, "user_text": "\\ud800",'
     b' "assistant_text": "", "created": 1}]}', "lone surrogate"),
    (b'{"format": "engram-memory", "version": 1, "conversations": [{"id": "a", "created": 1}],'
     b' "pages": [{"id": 1, "conversation_id": "b", "seq": 1, "user_text": "",'
     b' "assistant_text": "", "created": 1}]}', "no such conversation"),
    (b'{"format": "engram-memory", "version": 1, "lpm_items": [{"id": 1, "kind": "trait",'
     b' "value": "v", "text": "t", "valid_from": 1, "created": 1, "page_ids": [5]}]}',
     "page_ids"),
    (b'{"format": "engram-memory", "version": 1, "facts_refused": [3]}', "facts_refused[0]"),
    (b'[{"role": "wizard", "content": "x"}]', "role"),
    (b'[{"role": "user", "content": 5}]', "content"),
    (b'[{"role": "user", "content": "x", "timestamp": "yesterday"}]', "ISO 8601"),
    (b"[]", "no user or assistant"),
    (b'"just a string"', "transcript is an array"),
])
def test_hostile_files_give_a_clear_error(eng, store, raw, message):
    before = store.table_counts()
    with pytest.raises(ImportFormatError, match=message.replace("[", r"\[").replace("]", r"\]")):
        portable.import_(store, raw, engine=eng)
    assert store.table_counts() == before


def test_missing_file_is_a_clear_error(eng, store, tmp_path):
    with pytest.raises(ImportFormatError, match="cannot read"):
        portable.import_(store, tmp_path / "nope.json", engine=eng)


# --- property tests ---------------------------------------------------------------------------

_json = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) |
    st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner,
                                                                 max_size=4),
    max_leaves=20)

_BASE = {"format": "engram-memory", "version": 1,
         "conversations": [{"id": "c1", "title": "t", "created": 1.0, "updated": 2.0}],
         "segments": [{"id": 5, "tier": "mid", "summary": "s", "keywords": ["k"],
                       "created": 1.0, "last_visit": 1.0}],
         "pages": [{"id": 1, "conversation_id": "c1", "seq": 1, "prev_id": None, "tier": "mid",
                    "segment_id": 5, "user_text": "u1", "assistant_text": "a1", "created": 1.0},
                   {"id": 2, "conversation_id": "c1", "seq": 2, "prev_id": 1, "tier": "short",
                    "segment_id": None, "user_text": "u2", "assistant_text": "a2",
                    "created": 2.0}],
         "lpm_items": [{"id": 9, "kind": "trait", "attribute": "x", "value": "v", "text": "t",
                        "valid_from": 1.0, "created": 1.0, "page_ids": [1, 2]}],
         "answer_context": [{"page_id": 2, "rank": 0, "item_type": "lpm", "item_id": 9}],
         "facts_refused": [1]}


def _paths(obj, prefix=()):
    yield prefix
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _paths(v, prefix + (i,))


_ALL_PATHS = [p for p in _paths(_BASE) if p]


@st.composite
def mutated_cubes(draw):
    cube = copy.deepcopy(_BASE)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_ALL_PATHS))
        parent = cube
        try:
            for k in path[:-1]:
                parent = parent[k]
            if draw(st.booleans()):
                parent[path[-1]] = draw(_json)
            elif isinstance(parent, dict):
                parent.pop(path[-1], None)
            elif isinstance(parent, list) and path[-1] < len(parent):
                parent.pop(path[-1])
        except (KeyError, IndexError, TypeError):
            pass
    return cube


def _attempt(store, eng, payload):
    before = store.table_counts()
    try:
        portable.import_(store, payload, engine=eng)
    except ImportFormatError as e:
        assert str(e)
        assert store.table_counts() == before  # all or nothing
        return False
    return True


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cube=mutated_cubes())
def test_mutated_cube_never_crashes_and_is_all_or_nothing(eng, store, cube):
    if _attempt(store, eng, cube):
        assert store.scalar("SELECT count(*) FROM pages_vec") == \
            store.scalar("SELECT count(*) FROM pages")


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=_json)
def test_arbitrary_json_never_crashes(eng, store, data):
    _attempt(store, eng, data)


@settings(max_examples=100, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=300), cut=st.integers(0, 3000))
def test_arbitrary_and_truncated_bytes_never_crash(eng, store, raw, cut):
    _attempt(store, eng, raw)
    _attempt(store, eng, json.dumps(_BASE).encode()[:cut])


def test_failure_inside_the_write_rolls_everything_back(eng, store, monkeypatch):
    """A valid file whose write fails half-way (disk full, bug) leaves no trace."""
    seeded(eng, store)
    cube = portable.export_data(store)
    before = store.table_counts()
    calls = {"n": 0}
    real_log = portable.audit.log

    def boom(*a, **kw):  # the audit row is written last, after every other row
        calls["n"] += 1
        raise RuntimeError("simulated failure")

    monkeypatch.setattr(portable.audit, "log", boom)
    with pytest.raises(RuntimeError):
        portable.import_cube(store, cube, eng.embedder)
    monkeypatch.setattr(portable.audit, "log", real_log)
    assert calls["n"] == 1 and store.table_counts() == before
    assert store.scalar("SELECT count(*) FROM pages_vec") == before["pages"]
