"""The model extractor with the real bundled model under the JSON-schema grammar: whatever a
135M model makes of the pages, its output parses as the schema's array, goes through
lpm_schema.validate and lands as source='llm'; the user's next message preempts it."""
from __future__ import annotations

import json
import threading

import pytest

from app.chat_model import JsonOutput
from app.llm_extractor import SCHEMA, ModelExtractor
from app.models import bundled_model_path
from app.runtime import LlamaRuntime
from memory import long_term, lpm_schema
from memory.engine import MemoryEngine
from memory.short_term import pages_by_ids

pytestmark = pytest.mark.model


@pytest.fixture(scope="module")
def runtime():
    rt = LlamaRuntime(bundled_model_path(), n_ctx=2048, n_threads=2)
    yield rt
    rt.close()


def pages(store, embedder):
    eng = MemoryEngine(store, embedder)
    cid = eng.new_conversation().id
    out = [eng.add_exchange(cid, "My name is Ada and I live in Lisbon.", "Nice to meet you!"),
           eng.add_exchange(cid, "I work as a nurse and I have a cat named Pip.", "Lovely.")]
    eng.flush_short_term(cid, keep=0)
    return out


def test_grammar_output_is_the_schema_and_is_validated(runtime, store, hash_embedder):
    assert isinstance(runtime, JsonOutput)
    ps = pages(store, hash_embedder)
    ex = ModelExtractor(runtime, batch=4, max_tokens=200)
    raw = "".join(runtime.stream_json(ex.messages(ps), SCHEMA, max_tokens=200))
    items = json.loads(raw)          # the grammar: always JSON, even from a 135M model
    assert isinstance(items, list) and len(items) <= SCHEMA["maxItems"]
    for it in items:
        assert set(SCHEMA["items"]["required"]) <= set(it) and it["kind"] in lpm_schema.KINDS
    stored = ex.run_pending(store, hash_embedder.embed)
    valid = lpm_schema.validate(ex.extract(ps), {p.id for p in ps})
    for iid in stored:
        assert store.scalar("SELECT source FROM lpm_items WHERE id = ?", (iid,)) == "llm"
        assert set(long_term.sources(store, iid)) <= {p.id for p in ps}
    assert len(stored) <= len(valid) <= len(items)
    assert store.meta_get("llm_extractor.last_page") == str(max(p.id for p in ps))


def test_the_next_message_preempts_it(runtime, store, hash_embedder):
    ps = pages(store, hash_embedder)
    cancel = threading.Event()
    ex = ModelExtractor(runtime, cancel=cancel, max_tokens=200)
    cancel.set()                     # the user sent a message: the batch gives way
    assert ex.extract(ps) == []
    assert ex.run_pending(store, hash_embedder.embed) == []
    assert store.meta_get("llm_extractor.last_page", "0") in ("0", None)   # retried later


def test_topic_summary_written_under_the_grammar_is_stored_or_refused(runtime, store,
                                                                    hash_embedder):
    from app.llm_extractor import SUMMARY_SCHEMA
    from memory import mid_term
    from memory.policy import Policy
    eng = MemoryEngine(store, hash_embedder, Policy(segment_threshold=0.0))
    cid = eng.new_conversation().id
    for said in ("I'm training for the Lisbon half marathon in October.",
                 "My long run this week was 16 km along the river.",
                 "I want to finish the half marathon under two hours."):
        eng.add_exchange(cid, said, "Good luck with the training!")
    eng.flush_short_term(cid, keep=0)
    ex = ModelExtractor(runtime, max_tokens=120)
    seg = mid_term.wanting_model_summary(store, 1)[0]
    pages = [p for _, p in sorted(pages_by_ids(store,
                                               mid_term.segment_page_ids(store, seg.id)).items())]
    raw = "".join(runtime.stream_json(ex.summary_messages(pages), SUMMARY_SCHEMA,
                                      max_tokens=120))
    obj = json.loads(raw)            # the grammar: always the schema's object
    assert isinstance(obj["summary"], str)
    stored = ex.summarise_pending(store)
    text, n = store.one("SELECT summary, summary_pages FROM segments WHERE id = ?", (seg.id,))
    if stored:
        assert stored == [seg.id] and n == seg.n_pages
        assert text == mid_term.valid_model_summary(text)
    else:                            # refused by validation: the rules' summary stays
        assert n == 0 and text == seg.summary
