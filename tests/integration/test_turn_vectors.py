"""Turn vectors (memory/turn_vectors.py): a vector per side of a page, filled in the background,
gone with the page. A real encrypted store, sqlite-vec and the real MiniLM embedder."""
from datetime import datetime

import numpy as np

from memory import short_term, turn_vectors
from memory.embed import from_blob, to_blob
from memory.engine import MemoryEngine
from memory.policy import Policy
from memory.retrieval import regex_tokens

T0 = datetime(2024, 3, 4, 10, 0).timestamp()


def make(store, embedder):
    eng = MemoryEngine(store, embedder, Policy(), clock=lambda: T0, count_tokens=regex_tokens)
    return eng, eng.new_conversation()


def rowids(store):
    return {r[0] for r in store.rows("SELECT rowid FROM turns_vec")}


def turn_vector(store, rowid):
    return from_blob(store.scalar("SELECT embedding FROM turns_vec WHERE rowid = ?", (rowid,)))


def test_both_sides_of_a_page_get_a_vector_and_a_one_sided_page_none(store, embedder):
    eng, c = make(store, embedder)
    two = eng.add_exchange(c.id, "My sister lives in Porto.", "Porto is lovely in spring.")
    one = eng.add_exchange(c.id, "Just noting this down.", "")
    assert eng.embed_missing_turns() == 2
    assert rowids(store) == {2 * two.id, 2 * two.id + 1}
    want = embedder.embed(["My sister lives in Porto.", "Porto is lovely in spring."])
    assert np.allclose(turn_vector(store, 2 * two.id), want[0], atol=1e-5)
    assert np.allclose(turn_vector(store, 2 * two.id + 1), want[1], atol=1e-5)
    assert turn_vectors.missing(store, 10) == []      # the one-sided page is done too
    assert eng.embed_missing_turns() == 0
    assert one.id not in {r // 2 for r in rowids(store)}


def test_a_dialogue_page_names_its_speakers_in_its_turn_vectors(store, embedder):
    eng, c = make(store, embedder)
    p = eng.add_exchange(c.id, "I painted a sunset.", "Wow, lovely!",
                         meta={"speakers": ["Anna", "Ben"]})
    eng.embed_missing_turns()
    want = embedder.embed(["Anna: I painted a sunset.", "Ben: Wow, lovely!"])
    assert np.allclose(turn_vector(store, 2 * p.id), want[0], atol=1e-5)
    assert np.allclose(turn_vector(store, 2 * p.id + 1), want[1], atol=1e-5)


def test_deleting_a_page_deletes_its_turn_vectors(store, embedder):
    eng, c = make(store, embedder)
    keep = eng.add_exchange(c.id, "I play the cello.", "How long have you played?")
    gone = eng.add_exchange(c.id, "My bank PIN is on a sticky note.", "Please keep it safe.")
    eng.embed_missing_turns()
    eng.delete([("page", gone.id)])
    assert rowids(store) == {2 * keep.id, 2 * keep.id + 1}
    assert store.scalar("SELECT count(*) FROM turns_embedded WHERE page_id = ?", (gone.id,)) == 0


def test_an_edited_page_loses_its_turn_vectors_until_they_are_computed_again(store, embedder):
    eng, c = make(store, embedder)
    p = eng.add_exchange(c.id, "I live in Leeds.", "Nice city.")
    eng.embed_missing_turns()
    eng.edit(("page", p.id), "I live in York.")
    assert rowids(store) == set() and turn_vectors.missing(store, 10) == [p.id]
    assert eng.embed_missing_turns() == 1
    assert np.allclose(turn_vector(store, 2 * p.id), embedder.embed(["I live in York."])[0],
                       atol=1e-5)


def test_vectors_of_words_that_changed_while_they_were_computed_are_not_stored(store,
                                                                               embedder):
    eng, c = make(store, embedder)
    p = eng.add_exchange(c.id, "I live in Leeds.", "Nice city.")
    read = short_term.get_page(store, p.id)
    eng.edit(("page", p.id), "I live in York.")
    with store.tx():
        assert not turn_vectors.put(store, read, embedder.embed(turn_vectors.texts(read)))
    assert rowids(store) == set() and turn_vectors.missing(store, 10) == [p.id]


def test_a_page_is_found_by_the_turn_that_matches_the_question(store, embedder):
    """The answer sits in a short reply after a long message about something else: the
    page's blended vector ranks it below pages that are only near the topic; its reply's
    own vector ranks it first."""
    eng, c = make(store, embedder)
    for text in ["We should plan a family dinner soon.", "Weddings are expensive these days.",
                 "My cousin got engaged last year.", "I love summer parties with family.",
                 "Receptions with live music are the best."]:
        eng.add_exchange(c.id, text, "That sounds nice.")
    target = eng.add_exchange(
        c.id, "My laptop keeps overheating when I compile large C++ projects, the fan is "
              "loud, the battery drains in an hour, and the keyboard gets hot to the touch. "
              "I cleaned the vents and updated the BIOS but nothing changed.",
        "Maya's wedding is in Lisbon.")
    q = "Where is Maya's wedding?"
    qvec = embedder.embed([q])[0]
    ret = eng.retriever
    before = ret._knn_pages(qvec, to_blob(qvec), 3)
    eng.embed_missing_turns()
    after = ret._knn_pages(qvec, to_blob(qvec), 3)
    assert target.id not in before[:1]
    assert after[0] == target.id


def test_the_assistant_fills_turn_vectors_after_a_turn_and_at_start(store, embedder):
    from app.assistant import Assistant
    from app.config import Settings
    from app.fake_runtime import FakeRuntime

    eng, c = make(store, embedder)
    old = eng.add_exchange(c.id, "I keep bees on the roof.", "How many hives?")  # before start
    a = Assistant(eng, FakeRuntime(n_ctx=4096), settings=Settings(temperature=0.0))
    try:
        assert a.wait_idle(60)
        assert {2 * old.id, 2 * old.id + 1} <= rowids(store)
        a.runtime.enqueue(["Sure."])
        r = a.send(None, "Remind me to water the plants.")
        assert a.wait_idle(60)
        assert 2 * r.page_id in rowids(store) and turn_vectors.missing(store, 10) == []
        with store.tx():   # as an import writes pages, with no turn of the assistant's
            imported = short_term.insert_page(store, c.id, "I brew my own beer.", "Which kinds?",
                                              T0, [], embedder.embed(["I brew"])[0])
        a.memory_changed()
        assert a.wait_idle(60)
        assert 2 * imported.id + 1 in rowids(store)
    finally:
        a.close()


def test_large_stores_search_turn_vectors_in_memory_and_follow_their_writes(store, embedder,
                                                                            monkeypatch):
    """Past EXACT_MAX the turn vectors are searched by the in-memory index, which picks up
    turn vectors written after it loaded (through vec_log) and drops a deleted page's."""
    from memory import retrieval

    monkeypatch.setattr(retrieval, "EXACT_MAX", 3)
    eng, c = make(store, embedder)
    for i in range(6):
        eng.add_exchange(c.id, f"Note {i}: the weather was grey again today.", "I see.")
    eng.embed_missing_turns()
    ret = eng.retriever
    q = "Where is Maya's wedding?"
    qvec = embedder.embed([q])[0]
    ret._knn_pages(qvec, to_blob(qvec), 3)
    assert ret.vindex.loaded and ret.tindex.loaded and ret.tindex.n == 12
    target = eng.add_exchange(
        c.id, "My laptop keeps overheating when I compile large C++ projects, the fan is "
              "loud and the battery drains in an hour.", "Maya's wedding is in Lisbon.")
    eng.embed_missing_turns()
    assert ret._knn_pages(qvec, to_blob(qvec), 3)[0] == target.id
    hits = ret.tindex.search_scored(qvec, 1)
    assert hits[0][0] == 2 * target.id + 1 and 0.5 < hits[0][1] <= 1.0001
    eng.delete([("page", target.id)])
    assert target.id not in ret._knn_pages(qvec, to_blob(qvec), 10)
    assert 2 * target.id + 1 not in [r for r, _ in ret.tindex.search_scored(qvec, 20)]
