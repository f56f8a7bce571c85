"""MemoryEngine write path and bookkeeping on a real encrypted store (hash embedder for speed)."""
import json
import subprocess
import sys

import pytest

from memory.engine import MemoryEngine
from memory.policy import Policy
from memory.retrieval import regex_tokens


class Clock:
    def __init__(self, t=1_700_000_000.0):
        self.t = t

    def __call__(self):
        return self.t


@pytest.fixture
def eng(store, hash_embedder):
    return MemoryEngine(store, hash_embedder, Policy(stm_capacity=3), clock=Clock(),
                        count_tokens=regex_tokens)


def test_page_lands_with_its_index_rows(eng, store):
    c = eng.new_conversation("t")
    p = eng.add_exchange(c.id, "I adopted a kitten named Miso", "Congratulations!")
    assert store.scalar("SELECT count(*) FROM pages_fts WHERE pages_fts MATCH 'miso'") == 1
    emb, bits = store.one("SELECT embedding, bits FROM pages_vec WHERE rowid = ?", (p.id,))
    assert len(emb) == 384 * 4 and len(bits) == 384 // 8
    assert "miso" in p.keywords
    actions = [r[0] for r in store.rows("SELECT action FROM audit")]
    assert "page_add" in actions


def test_short_term_fifo_moves_overflow_to_mid_term(eng, store):
    c = eng.new_conversation()
    pages = [eng.add_exchange(c.id, f"message number {i} about gardening", "ok")
             for i in range(5)]
    stm = eng.short_term(c.id)
    assert [p.id for p in stm] == [p.id for p in pages[2:]]
    tiers = dict(store.rows("SELECT id, tier FROM pages"))
    assert tiers[pages[0].id] == "mid" and tiers[pages[1].id] == "mid"
    assert store.scalar("SELECT count(*) FROM pages WHERE segment_id IS NOT NULL") == 2
    assert eng.flush_short_term(c.id, keep=1) == 2
    assert len(eng.short_term(c.id)) == 1
    assert stm[1].prev_id == stm[0].id


def test_retrieve_respects_budget_and_skips_own_short_term(eng):
    c = eng.new_conversation()
    other = eng.new_conversation()
    eng.add_exchange(other.id, "my favourite mountain is the Matterhorn", "Nice choice.")
    eng.add_exchange(c.id, "the Matterhorn came up again", "yes")
    ctx = eng.retrieve("Matterhorn mountain", 200, conversation_id=c.id)
    ids_conv = {i.conversation_id for i in ctx.items if i.item_type == "page"}
    assert ids_conv == {other.id}
    assert ctx.used_tokens <= 200 and regex_tokens(ctx.text) == ctx.used_tokens
    assert all(i.text.startswith("[") for i in ctx.items)  # every item shows its date
    tiny = eng.retrieve("Matterhorn mountain", 5, conversation_id=c.id)
    assert tiny.items == () and tiny.used_tokens == 0


def test_token_counts_are_remembered_across_turns_without_keeping_text(store, hash_embedder):
    calls = []

    def counting(text):
        calls.append(text)
        return regex_tokens(text)

    eng = MemoryEngine(store, hash_embedder, Policy(stm_capacity=1), clock=Clock(),
                       count_tokens=counting)
    c = eng.new_conversation()
    for i in range(6):
        eng.add_exchange(c.id, f"my cousin number {i} sails a boat on the lake", "Lovely.")
    first = eng.retrieve("who sails a boat", 300, conversation_id=None)
    assert calls and first.items
    n = len(calls)
    again = eng.retrieve("who sails a boat", 300, conversation_id=None)
    assert len(calls) == n and again.text == first.text   # every count came from the memo
    assert eng.count_tokens is counting
    memo = eng.retriever._count
    assert not any(isinstance(part, str) for key in memo._seen for part in key)
    eng.count_tokens = None                                # a new counter starts afresh
    eng.retrieve("who sails a boat", 300, conversation_id=None)
    assert len(calls) == n


def test_token_memo_stays_bounded():
    from memory.packing import TokenMemo
    memo = TokenMemo(len, size=8)
    assert [memo(f"text {i}") for i in range(20)] == [len(f"text {i}") for i in range(20)]
    assert len(memo._seen) <= 8


def test_record_use_writes_answer_context_and_audits_ids_only(eng, store):
    c = eng.new_conversation()
    for i in range(5):
        eng.add_exchange(c.id, f"secret-marker-{i} pottery class", "cool")
    ctx = eng.retrieve("pottery class", 500, conversation_id=None)
    answer = eng.add_exchange(c.id, "what about pottery?", "you took a class")
    before = store.rows("SELECT id, visits FROM segments")
    eng.record_use(ctx, answer.id)
    assert [i.item_id for i in eng.answer_context(answer.id)] == [i.item_id for i in ctx.items]
    after = dict(store.rows("SELECT id, visits FROM segments"))
    assert sum(after.values()) > sum(v for _, v in before)
    row = store.one("SELECT actor, detail FROM audit WHERE action = 'use'")
    assert row[0] == "model" and "secret-marker" not in row[1]
    assert json.loads(row[1])["pages"]
    dump = " ".join(str(r) for r in store.rows("SELECT * FROM audit"))
    assert "pottery" not in dump


def test_head_items_are_stable_and_budgeted(store, hash_embedder):
    eng = MemoryEngine(store, hash_embedder, Policy(stm_capacity=3, promotion_heat=1.0),
                       clock=Clock(), count_tokens=regex_tokens)
    c = eng.new_conversation()
    for t in ("My name is Rosa.", "I live in Porto.", "I like coffee.", "I work as a baker."):
        eng.add_exchange(c.id, t, "Noted.")
    eng.flush_short_term(c.id)
    assert eng.maintain()["lpm_items"]
    a = eng.head_items(300)
    b = eng.head_items(300)
    assert [i.item_id for i in a] == [i.item_id for i in b] and a
    assert sum(i.tokens for i in a) <= 300
    assert any("Rosa" in i.text for i in a if i.item_type == "lpm")


def test_memory_package_imports_no_qt_or_llama():
    code = ("import sys, memory.engine, memory.retrieval, memory.long_term, memory.mid_term;"
            "bad = [m for m in sys.modules if m.split('.')[0] in "
            "('PySide6', 'llama_cpp', 'app', 'ui')]; print(bad); assert not bad")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_llm_extractor_output_is_validated_then_stored_with_provenance(eng, store):
    from memory import long_term, lpm_schema

    c = eng.new_conversation()
    page = eng.add_exchange(c.id, "I switched jobs, I'm a pilot now.", "Congrats!")
    items = lpm_schema.parse_json_array(
        'Here: [{"kind": "trait", "attribute": "job", "value": "pilot", '
        '"text": "The user is a pilot.", "confidence": 0.8, "page_ids": [%d]}, '
        '{"kind": "trait", "attribute": "job", "value": "spy", "text": "x", '
        '"page_ids": [424242]}]' % page.id)
    ids = long_term.apply_extracted(store, [page], items, eng.embedder.embed, eng.clock())
    assert len(ids) == 1
    item = long_term.get_item(store, ids[0])
    assert (item.value, item.source, item.page_ids) == ("pilot", "llm", (page.id,))
    assert store.one("SELECT actor FROM audit WHERE action = 'lpm_add'")[0] == "model"


def test_head_topics_have_hysteresis(store, topic_engine):
    eng = topic_engine(clock=Clock(), count_tokens=regex_tokens)
    heat = {1: 5.0, 2: 4.0, 3: 3.0}
    store.many("UPDATE segments SET heat = ? WHERE id = ?", [(h, i) for i, h in heat.items()])
    segs = lambda items: {i.item_id for i in items if i.item_type == "segment"}  # noqa: E731
    head = eng.head_items(60)
    assert segs(head) == {1, 2}                   # room for two topics: the two hottest
    store.exec("UPDATE segments SET heat = 4.5 WHERE id = 3")   # 3 overtakes 2 slightly
    assert segs(eng.head_items(60)) == {1, 3}     # without hysteresis the head would churn
    keep = [(i.item_type, i.item_id) for i in head]
    assert segs(eng.head_items(60, keep=keep)) == {1, 2}
    store.exec("UPDATE segments SET tier = 'archive' WHERE id = 2")   # a member leaves
    assert segs(eng.head_items(60, keep=keep)) == {1, 3}
    store.exec("UPDATE segments SET pinned = 1 WHERE id = 3")
    store.exec("UPDATE segments SET tier = 'mid', heat = 9 WHERE id = 2")
    assert segs(eng.head_items(30, keep=[("segment", 2)])) == {3}   # pinned beats kept


def test_record_use_counts_visits_only_for_given_items(store, topic_engine):
    eng = topic_engine(clock=Clock(), count_tokens=regex_tokens)
    c = eng.new_conversation()
    answer = eng.add_exchange(c.id, "hello", "hi")
    head = eng.head_items(200)
    assert {i.item_id for i in head if i.item_type == "segment"} == {1, 2, 3}
    found = [i for i in head if i.item_id == 2]
    eng.record_use(head, answer.id, visits=found)
    assert dict(store.rows("SELECT id, visits FROM segments")) == {1: 0, 2: 1, 3: 0}
    assert [i.item_id for i in eng.answer_context(answer.id)] == [i.item_id for i in head]
    eng.record_use(head, answer.id)              # default: everything given counts
    assert dict(store.rows("SELECT id, visits FROM segments")) == {1: 1, 2: 2, 3: 1}
