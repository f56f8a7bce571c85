"""Hostile import files, beyond the governance tests' malformed ones (test_governance_portable):

- files that are valid JSON and pass simple checks but encode a trap (a cyclic dialogue
  chain, which made deleting a page loop forever): refused, and delete guards against one;
- all-or-nothing checked on *content* (a digest of every row of every table, FTS and vec0
  included), not only on row counts, for mutated transcripts (hypothesis);
- an import that runs out of disk half-way: a clear error, nothing of it left.
"""
from __future__ import annotations

import copy
import hashlib
import json
import threading

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from memory import portable
from memory.engine import MemoryEngine
from memory.errors import ImportFormatError, StorageFullError

CUBE = {"format": "engram-memory", "version": 1,
        "conversations": [{"id": "c1", "title": "t", "created": 1.0, "updated": 2.0}],
        "pages": [{"id": 1, "conversation_id": "c1", "seq": 1, "prev_id": None,
                   "tier": "short", "user_text": "u1", "assistant_text": "a1", "created": 1.0},
                  {"id": 2, "conversation_id": "c1", "seq": 2, "prev_id": 1, "tier": "short",
                   "user_text": "u2", "assistant_text": "a2", "created": 2.0},
                  {"id": 3, "conversation_id": "c1", "seq": 3, "prev_id": 2, "tier": "short",
                   "user_text": "u3", "assistant_text": "a3", "created": 3.0}]}
TRANSCRIPT = [{"role": "user", "content": "I adopted a cat named Pixel.",
               "timestamp": "2024-01-01T10:00:00Z"},
              {"role": "assistant", "content": "Congratulations on Pixel!",
               "timestamp": 1704103300},
              {"role": "user", "content": "She likes tuna."},
              {"role": "assistant", "content": "Noted."}]


@pytest.fixture
def eng(store, hash_embedder):
    return MemoryEngine(store, hash_embedder)


def content_digest(store) -> str:
    """Every row of every table, shadow tables of FTS5 and vec0 included."""
    h = hashlib.sha256()
    names = [r[0] for r in store.rows("SELECT name FROM sqlite_master WHERE type = 'table' "
                                      "AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name")]
    for name in names:
        h.update(name.encode())
        for row in store.rows(f'SELECT * FROM "{name}" ORDER BY 1'):
            h.update(repr(row).encode())
    return h.hexdigest()


def _with(mutate) -> dict:
    c = copy.deepcopy(CUBE)
    mutate(c)
    return c


@pytest.mark.parametrize("name, mutate", [
    ("self", lambda c: c["pages"][0].update(prev_id=1)),
    ("cycle", lambda c: c["pages"][0].update(prev_id=3)),
    ("forward", lambda c: c["pages"][1].update(prev_id=3)),
])
def test_a_cyclic_or_forward_dialogue_chain_is_refused(eng, store, name, mutate):
    eng.add_exchange(eng.new_conversation().id, "already here", "ok")
    before = content_digest(store)
    with pytest.raises(ImportFormatError, match="prev_id"):
        portable.import_(store, _with(mutate), engine=eng)
    assert content_digest(store) == before


def test_deleting_a_page_on_a_cyclic_chain_terminates(eng, store):
    # a chain damaged some other way (an older import, a hand-edited file): delete must not hang
    portable.import_(store, CUBE, engine=eng)
    ids = [r[0] for r in store.rows("SELECT id FROM pages ORDER BY seq")]
    store.exec("UPDATE pages SET prev_id = ? WHERE id = ?", (ids[1], ids[0]))  # 1 <-> 2
    done = threading.Event()

    def work():
        eng.delete([("page", ids[0]), ("page", ids[1])])
        done.set()

    t = threading.Thread(target=work, daemon=True)
    t.start()
    t.join(30)
    assert done.is_set(), "delete loops forever on a cyclic prev_id chain"
    assert [r[0] for r in store.rows("SELECT id FROM pages")] == [ids[2]]
    assert store.scalar("SELECT prev_id FROM pages") is None


_value = st.none() | st.booleans() | st.integers(-2**40, 2**40) | st.floats(
    allow_nan=False) | st.text(max_size=30) | st.lists(st.text(max_size=5), max_size=3)


@st.composite
def mutated_transcripts(draw):
    doc = copy.deepcopy(TRANSCRIPT) * draw(st.integers(1, 3))
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(doc) - 1))
        action = draw(st.sampled_from(["set", "drop_key", "drop_item", "swap", "wrap"]))
        if action == "set":
            doc[i][draw(st.sampled_from(["role", "content", "timestamp", "extra"]))] = \
                draw(_value)
        elif action == "drop_key" and doc[i]:
            doc[i].pop(draw(st.sampled_from(sorted(doc[i]))))
        elif action == "drop_item" and len(doc) > 1:
            doc.pop(i)
        elif action == "swap":
            j = draw(st.integers(0, len(doc) - 1))
            doc[i], doc[j] = doc[j], doc[i]
        else:
            doc = {"messages": doc} if draw(st.booleans()) else [doc]
            break
    return doc


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(doc=mutated_transcripts(), as_bytes=st.booleans(), cut=st.none() | st.integers(0, 400))
def test_mutated_transcripts_never_crash_and_fail_without_a_trace(eng, store, doc, as_bytes,
                                                                   cut):
    payload = json.dumps(doc).encode() if as_bytes or cut is not None else doc
    if cut is not None:
        payload = payload[:cut]
    before = content_digest(store)
    try:
        res = portable.import_(store, payload, engine=eng)
    except ImportFormatError as e:
        assert str(e) and "Traceback" not in str(e)
        assert content_digest(store) == before
        return
    n = store.scalar("SELECT count(*) FROM pages")
    assert n >= res.pages > 0
    assert store.scalar("SELECT count(*) FROM pages_vec") == n


def test_import_that_fills_the_disk_leaves_nothing(eng, store):
    eng.add_exchange(eng.new_conversation().id, "kept before the import", "ok")
    store.checkpoint()
    before = content_digest(store)
    big = [{"role": r, "content": f"message {i} " + "text " * 400}
           for i in range(400) for r in ("user", "assistant")]
    n = store.scalar("PRAGMA page_count")
    store.scalar(f"PRAGMA max_page_count = {n + 30}")
    with pytest.raises(StorageFullError):
        portable.import_(store, big, engine=eng)
    assert content_digest(store) == before
    assert store.integrity_check() == ["ok"]
    store.scalar("PRAGMA max_page_count = 1073741823")
    assert portable.import_(store, big[:20], engine=eng).pages == 10
