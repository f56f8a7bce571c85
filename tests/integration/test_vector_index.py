"""The in-memory page-vector index used on large stores: agrees with exact vec0 search on real
MiniLM vectors, and follows every write path (insert, edit, delete, forget, log pruning)."""
from __future__ import annotations

import itertools

import numpy as np
import pytest

from memory import retrieval
from memory.embed import to_blob
from memory.engine import MemoryEngine
from memory.vector_index import PageVectorIndex

SUBJECTS = ["my sister", "our landlord", "the new intern", "grandpa", "my running coach",
            "the vet", "a colleague from Lisbon", "the piano teacher"]
ACTIONS = ["recommended a book about", "complained loudly about", "asked me to help with",
           "spent the weekend on", "bought tickets for", "wrote a long email about"]
TOPICS = ["sourdough baking", "the marathon in April", "tax forms", "a broken boiler",
          "learning Japanese", "the kitchen renovation"]


def _texts():
    for s, a, t in itertools.islice(itertools.product(SUBJECTS, ACTIONS, TOPICS), 0, None, 1):
        yield f"Yesterday {s} {a} {t}.", f"That sounds like a lot; how did {t} go?"


def _exact(store, qvec, k):
    return [r[0] for r in store.rows(
        "SELECT rowid FROM pages_vec WHERE embedding MATCH ? AND k = ? ORDER BY distance",
        (to_blob(qvec), k))]


def test_index_agrees_with_exact_search_on_minilm(store, embedder):
    from memory import short_term

    texts = list(_texts())[:150]
    vecs = embedder.embed([f"{u}\n{a}" for u, a in texts])  # one batch: seconds, not minutes
    cid = MemoryEngine(store, embedder).new_conversation("t").id
    with store.tx():
        for (u, a), v in zip(texts, vecs):
            short_term.insert_page(store, cid, u, a, 0.0, [], v)
    ix = PageVectorIndex(store)
    queries = ["who helped with the boiler", "marathon training in spring",
               "bread and sourdough starter", "Japanese lessons", "paperwork for taxes",
               "renovating the kitchen", "books my sister likes", "emails from Lisbon"]
    recalls = []
    for q in embedder.embed(queries):
        exact = _exact(store, q, 10)
        assert ix.search(q, 10, pre_k=150) == exact[:10] or \
            len(set(ix.search(q, 10, pre_k=150)) & set(exact)) >= 9  # int8 ties may swap
        recalls.append(len(set(ix.search(q, 10, pre_k=50)) & set(exact)) / 10)
    # the Hamming pre-filter keeps a third of the store: the true top 10 should survive it
    assert np.mean(recalls) >= 0.85, recalls


def test_index_follows_inserts_edits_deletes(store, hash_embedder):
    eng = MemoryEngine(store, hash_embedder)
    cid = eng.new_conversation("t").id
    pages = [eng.add_exchange(cid, f"note {i} about topic {i % 7}", f"reply {i}")
             for i in range(30)]
    ix = PageVectorIndex(store)
    probe = hash_embedder.embed(["note 12 about topic 5\nreply 12"])[0]
    assert ix.search(probe, 1) == _exact(store, probe, 1) == [pages[12].id]
    q = hash_embedder.embed(["zebra crossing at midnight"])[0]
    # a new page that is the best match shows up without a reload
    hit = eng.add_exchange(cid, "zebra crossing at midnight", "ok")
    loads = ix._seq
    assert ix.search(q, 1) == [hit.id]
    assert ix._seq > loads
    # an edit re-reads the page's new vector
    eng.edit(("page", pages[3].id), "zebra crossing at midnight again")
    assert pages[3].id in ix.search(q, 2)
    # deletes (single and a whole conversation) leave the index
    eng.delete([("page", hit.id)])
    assert hit.id not in ix.search(q, 40)
    eng.forget_conversation(cid)
    assert ix.search(q, 40) == []
    assert ix.n == 0 or not ix.alive[:ix.n].any()


def test_index_reloads_after_log_pruning(store, hash_embedder, monkeypatch):
    eng = MemoryEngine(store, hash_embedder)
    cid = eng.new_conversation("t").id
    for i in range(5):
        eng.add_exchange(cid, f"first batch {i}", "r")
    ix = PageVectorIndex(store)
    ix.sync()
    monkeypatch.setattr("memory.vector_index.LOG_KEEP", 2)
    for i in range(10):
        eng.add_exchange(cid, f"second batch {i}", "r")
    PageVectorIndex.prune(store)
    assert store.scalar("SELECT count(*) FROM vec_log") == 2
    q = hash_embedder.embed(["second batch 0"])[0]
    assert ix.search(q, 15) and set(ix.search(q, 15)) == set(_exact(store, q, 15))
    assert len(ix.pos) == 15


def test_large_store_path_is_used_and_finds_the_page(store, embedder, monkeypatch):
    """Retrieval past EXACT_MAX goes through the index (and the date-range re-rank too)."""
    monkeypatch.setattr(retrieval, "EXACT_MAX", 10)
    eng = MemoryEngine(store, embedder)
    cid = eng.new_conversation("t").id
    for u, a in list(_texts())[:40]:
        eng.add_exchange(cid, u, a)
    eng.flush_short_term(cid)
    ctx = eng.retrieve("which tickets did my sister buy for the April marathon?", 200)
    assert eng.retriever.vindex.loaded
    assert any("bought tickets for the marathon" in it.text for it in ctx.items)


@pytest.mark.parametrize("n", [3000])
def test_index_memory_is_bounded(store, hash_embedder, n):
    """~480 bytes a page (int8 vector, sign bits, id, norm): 100k pages stay under 60 MB."""
    from memory import short_term

    vecs = hash_embedder.embed([f"page {i}" for i in range(n)])
    cid = MemoryEngine(store, hash_embedder).new_conversation("t").id
    with store.tx():
        for i, v in enumerate(vecs):
            short_term.insert_page(store, cid, f"page {i}", "", 0.0, [], v)
    ix = PageVectorIndex(store)
    ix.sync()
    assert ix.n == n
    assert ix.nbytes() / ix.ids.shape[0] < 500
