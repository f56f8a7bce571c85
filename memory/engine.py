"""MemoryEngine: the one facade the app uses to write, retrieve and govern memory.

INTERFACE CONTRACT (agreed between the engine, runtime/assistant and UI work; keep these
signatures stable, extend by adding keyword arguments or new methods):

    engine = MemoryEngine(store, embedder, policy=Policy(), clock=time.time,
                          count_tokens=None)      # count_tokens(text) -> int; None = approximation

    # conversations
    engine.new_conversation(title="") -> Conversation
    engine.conversations() -> list[Conversation]              # newest first
    engine.rename_conversation(cid, title) -> None

    # writing (one page per exchange; all index entries land in the same transaction)
    engine.add_exchange(cid, user_text, assistant_text, *, created=None, meta=None) -> Page
    engine.short_term(cid) -> list[Page]                       # oldest first
    engine.flush_short_term(cid, keep=0) -> int                # move pages to mid-term early
    engine.maintain() -> dict                                  # eviction, promotion, retention

    # reading
    engine.retrieve(query, budget_tokens, conversation_id=None) -> Context
        # hybrid FTS5 + vec0 over pages (mid/archive, and short-term of *other* conversations),
        # segments and long-term items; excludes the short-term pages of `conversation_id`
        # (those are already in the prompt).
    engine.head_items(budget_tokens) -> list[ContextItem]      # pinned + current traits + hottest
    engine.record_use(context, answer_page_id, actor="model") -> None   # visits, heat, audit,
                                                               # answer_context rows
    engine.answer_context(page_id) -> list[ContextItem]        # what the model was given
    engine.search(query, limit=50) -> list[ContextItem]        # for the inspector / CLI

    # governance (see governance.py)
    engine.get(item_type, item_id), engine.list(tier=..., ...), engine.pin/unpin/edit,
    engine.preview_delete(refs) -> Cascade, engine.delete(refs) -> Cascade,
    engine.forget_conversation(cid) -> Cascade, engine.audit(...), export/import.

Everything is pure Python + APSW: no Qt, no llama_cpp, no LLM call on the hot path.
"""
from __future__ import annotations
