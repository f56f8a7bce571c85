"""Query-term handling in retrieval: inflections match, common terms step aside, and a large
store's FTS query stays within its postings budget (real encrypted store, fake embedder)."""
from __future__ import annotations

import pytest

from memory import retrieval
from memory.engine import MemoryEngine
from memory.retrieval import fts_key, fts_query


@pytest.mark.parametrize("word,key", [
    ("camped", "camp*"), ("hiking", "hiking*"), ("walking", "walk*"), ("paintings", "paint*"), ("dance", "danc*"),
    ("studies", "stud*"), ("kids", "kids"), ("cat", "cat"), ("2023", "2023"), ("june", "june"),
    ("melanie", "melani*"),
])
def test_fts_key(word, key):
    assert fts_key(word) == key


def test_fts_query_is_syntax_safe_and_deduplicated():
    q = fts_query(['a"b', "camp*", "camp*", "NEAR", "x*"])
    assert q == '"a""b" OR "camp"* OR "NEAR" OR "x"*'


def test_inflected_word_finds_the_page(store, hash_embedder):
    eng = MemoryEngine(store, hash_embedder)
    cid = eng.new_conversation().id
    eng.add_exchange(cid, "We went camping by the lake with the kids.", "Sounds lovely.")
    for i in range(5):
        eng.add_exchange(cid, f"Unrelated note number {i} about taxes.", "ok")
    ctx = eng.retrieve("where have they camped?", 40)
    assert "camping by the lake" in ctx.items[0].text


def test_common_terms_step_aside(store, hash_embedder):
    """A name in every page (the person the chat is with) does not decide the ranking."""
    eng = MemoryEngine(store, hash_embedder)
    cid = eng.new_conversation().id
    for i in range(60):
        eng.add_exchange(cid, f"Hey Robin, note {i} about the weather.", "Thanks Robin!")
    eng.add_exchange(cid, "I adopted a greyhound yesterday.", "Wonderful.")
    r = eng.retriever
    keys = [fts_key(w) for w in ("robin", "greyhound")]
    assert r._distinctive(keys) == [fts_key("greyhound")]
    assert r._distinctive([fts_key("robin")]) == [fts_key("robin")]  # never empty


def test_postings_budget_keeps_rarest_terms(store, hash_embedder, monkeypatch):
    monkeypatch.setattr(retrieval, "POSTINGS_MAX", 30)
    eng = MemoryEngine(store, hash_embedder)
    cid = eng.new_conversation().id
    for i in range(60):
        words = ["alpha"] + (["beta"] if i < 10 else []) + (["gamma"] if i < 25 else [])
        eng.add_exchange(cid, " ".join(words) + f" {i}", "")
    # alpha is in every page (over the common share); beta (10) + gamma (25) > 30 postings
    assert eng.retriever._distinctive(["alpha", "gamma", "beta"]) == ["beta"]
    # a lone term over the postings budget is left to dense search rather than scored
    monkeypatch.setattr(retrieval, "POSTINGS_MAX", 5)
    assert eng.retriever._distinctive(["alpha", "gamma"]) == []
    assert eng.retrieve("alpha gamma", 200).items  # dense search still answers
