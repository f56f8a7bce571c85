"""Assistant with the real model, embedder and encrypted store: resume after a restart."""
from __future__ import annotations

import pytest

from app.assistant import Assistant
from app.config import Settings
from app.models import bundled_model_path
from app.runtime import LlamaRuntime
from memory.engine import MemoryEngine

pytestmark = [pytest.mark.model, pytest.mark.slow]


def test_resume_after_restart_prefills_only_the_new_message(store, embedder):
    s = Settings(temperature=0.0, max_answer_tokens=16, retrieval_budget_tokens=64,
                 head_budget_tokens=256, n_ctx=2048)
    engine = MemoryEngine(store, embedder)
    rt = LlamaRuntime(bundled_model_path(), n_ctx=2048, n_threads=2)
    a = Assistant(engine, rt, settings=s, background=False)
    r1 = a.send(None, "My sister is called Mia and she lives in Oslo.")
    cid = r1.conversation_id
    a.send(cid, "I also have a cat called Pip.")
    out = a.prepare(cid)
    assert out["conversation_saved"]
    rt.close()

    rt2 = LlamaRuntime(bundled_model_path(), n_ctx=2048, n_threads=2)   # "restart"
    b = Assistant(engine, rt2, settings=s, background=False)
    r = b.send(cid, "What is my cat called?")
    assert r.stats.slot_restored == "conversation"
    tail = len(rt2.tokenize("<|im_start|>user\nWhat is my cat called?<|im_end|>\n"
                            "<|im_start|>assistant\n"))
    retrieved = sum(i.tokens for i in r.context.items) + 40
    assert r.stats.prefill_tokens <= tail + retrieved
    assert r.stats.reused_tokens >= r.stats.prompt_tokens - r.stats.prefill_tokens
    assert r.text                      # the model answered after a restored state
    rt2.close()
