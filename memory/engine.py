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
    engine.overflow(cid, keep, now) -> int                     # the same, inside a caller's tx
    engine.maintain() -> dict                                  # eviction, promotion, retention
    engine.form_facts(page_id) -> list[FactChange]             # durable facts of one page, now

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

import logging
import time
import uuid
from dataclasses import replace
from typing import Callable, Iterable

import numpy as np

from . import (answer_context as actx, audit, conversations as convs, fact_formation,
               keywords as kw, long_term, mid_term, past_facts, profile, short_term)
from .embed import Embedder, from_blob
from .errors import NotFoundError
from .policy import Policy
from .packing import Candidate, approx_tokens
from . import turn_vectors
from .short_term import embed_text  # also imported from here by the benches and importers
from .asked_attribute import asked_attribute, asked_kin, led_by, led_by_kin, led_by_name
from .retrieval import MAX_FACTS, Retriever
from .vector_index import PageVectorIndex
from .types import KINDS, Context, ContextItem, Conversation, FactChange, Page, as_ref

log = logging.getLogger(__name__)
class MemoryEngine:
    """The facade over the three tiers (see the module docstring for the contract)."""

    def __init__(self, store, embedder: Embedder, policy: Policy | None = None,
                 clock: Callable[[], float] = time.time,
                 count_tokens: Callable[[str], int] | None = None):
        self.store = store
        self.embedder = embedder
        self.policy = policy or Policy()
        self.clock = clock
        self.retriever = Retriever(store, embedder, self.policy, clock, count_tokens)
        self.docfreq = kw.DocFreq(store)

    @property
    def count_tokens(self) -> Callable[[str], int]:
        return self.retriever.count_tokens

    @count_tokens.setter
    def count_tokens(self, fn: Callable[[str], int] | None) -> None:
        self.retriever.count_tokens = fn or approx_tokens

    def _embed(self, texts: list[str]) -> np.ndarray:
        return self.embedder.embed(texts)

    # --- conversations ------------------------------------------------------------------------
    def new_conversation(self, title: str = "", *, created: float | None = None) -> Conversation:
        now = self.clock() if created is None else created
        cid = uuid.uuid4().hex[:16]
        with self.store.tx():
            conv = convs.insert(self.store, cid, title, now)
            audit.log(self.store, "user", "conversation_create", "conversation", cid)
        return conv

    def conversations(self) -> list[Conversation]:
        return convs.listed(self.store)

    def rename_conversation(self, cid: str, title: str) -> None:
        with self.store.tx():
            if not convs.exists(self.store, cid):
                raise NotFoundError(f"no conversation {cid!r}")
            convs.rename(self.store, cid, title)
            audit.log(self.store, "user", "conversation_rename", "conversation", cid)

    # --- writing ------------------------------------------------------------------------------
    def add_exchange(self, cid: str, user_text: str, assistant_text: str, *,
                     created: float | None = None, meta: dict | None = None) -> Page:
        """Store one exchange as a short-term page; overflow moves the oldest page to mid-term.

        The embedding and keywords are computed before the transaction opens, so the write
        itself is a handful of inserts.
        """
        now = self.clock()
        created = now if created is None else float(created)
        vec = self._embed([embed_text(user_text, assistant_text, meta)])[0]
        self.docfreq.invalidate()
        words = kw.extract(f"{user_text}\n{assistant_text}", self.docfreq)
        with self.store.tx():
            convs.ensure(self.store, cid, "", created)
            page = short_term.insert_page(self.store, cid, user_text, assistant_text, created,
                                          words, vec, meta)
            audit.log(self.store, "system", "page_add", "page", page.id, conversation=cid)
            self.overflow(cid, self.policy.stm_capacity, now)
        return page

    def overflow(self, cid: str, keep: int, now: float, touched: set[int] | None = None) -> int:
        """Move all but the newest `keep` short-term pages of `cid` to mid-term (call inside
        a transaction: `add_exchange`, `flush_short_term`, the chat importers). With
        `touched` (bulk imports) the joined segments' keywords and summaries wait for the
        caller's `describe_segments(touched)`, once per segment."""
        ids = short_term.overflow(self.store, cid, keep)
        for pid in ids:
            vec = from_blob(self.store.scalar("SELECT embedding FROM pages_vec WHERE rowid = ?",
                                              (pid,)))
            words = short_term.get_page(self.store, pid).keywords
            sid = mid_term.assign(self.store, pid, vec, list(words), self.policy, now,
                                  describe=touched is None)
            if touched is not None:
                touched.add(sid)
        if ids:
            mid_term.evict(self.store, self.policy, now)
        return len(ids)

    def describe_segments(self, sids, now: float) -> None:
        """Keywords, summary and vector of each segment rebuilt from its pages (the end of a
        bulk `overflow`; call inside the same transaction)."""
        for sid in sorted(sids):
            mid_term.refresh_segment(self.store, sid, policy=self.policy, now=now)

    def short_term(self, cid: str) -> list[Page]:
        return short_term.pages(self.store, cid)

    def flush_short_term(self, cid: str, keep: int = 0) -> int:
        """Move all but the newest `keep` short-term pages to mid-term now."""
        with self.store.tx():
            return self.overflow(cid, keep, self.clock())

    def maintain(self) -> dict:
        """Off the hot path: refresh heat, promote hot segments, archive cold ones, retention."""
        now = self.clock()
        out = {"promoted_segments": [], "lpm_items": [], "archived_segments": [],
               "deleted_pages": 0}
        with self.store.tx():
            mid_term.refresh_heat(self.store, self.policy, now)
        for seg in self.store.rows(
                "SELECT id FROM segments WHERE heat >= ? AND (promoted_at IS NULL OR "
                "updated > promoted_at)", (self.policy.promotion_heat,)):
            out["lpm_items"] += self.promote(seg[0])
            out["promoted_segments"].append(seg[0])
        with self.store.tx():
            out["archived_segments"] = mid_term.evict(self.store, self.policy, now)
        expired = mid_term.expired_archive_pages(self.store, self.policy, now)
        if expired:
            from . import governance
            governance.delete(self.store, [("page", p) for p in expired], actor="system",
                              policy=self.policy, now=now)
            out["deleted_pages"] = len(expired)
        with self.store.tx():
            mid_term.drop_empty_segments(self.store)
            PageVectorIndex.prune(self.store)
        return out

    def warm(self) -> None:
        """Load what retrieval on a large store keeps in RAM (the page-vector index), so the
        first question does not wait for it. Safe to call from a background thread."""
        self.retriever.warm()

    def form_facts(self, page_id: int) -> list[FactChange]:
        """Read one page for durable facts and store them now (rules; no LLM), with
        supersession; what changed. Forming the same page again changes nothing."""
        return self.form_facts_many([page_id])

    def form_facts_many(self, page_ids: Iterable[int]) -> list[FactChange]:
        """`form_facts` for many pages in one transaction and one embedding batch (imports)."""
        pages = [p for _, p in sorted(short_term.pages_by_ids(self.store, list(page_ids)).items())]
        if not pages:
            return []
        now = self.clock()
        with self.store.tx():
            pages = fact_formation.unformed(self.store, pages)   # a request to forget acts once
            out = fact_formation.form(self.store, pages, self._embed, now)
            gone = long_term.asked_to_forget(self.store, pages)
            if gone:
                from . import governance
                ids = long_term.with_history(self.store, [g.id for g in gone])
                held = [FactChange("forgotten", g, history=tuple(long_term.older_versions(
                    self.store, g.id))) for g in gone]
                long_term.refuse(self.store, ids)
                c = governance.delete(self.store, [("lpm", i) for i in ids], "user",
                                      policy=self.policy, now=now)
                out = [ch for ch in out if ch.item.id not in c.lpm_items] + held
        if gone:   # the words leave the WAL too (the delete's own checkpoint waits for us)
            self.store.checkpoint()
            self.reembed(c.answers)
        return out

    def restore_fact(self, item, history=()) -> int | None:
        """Undo of a "Forgot: ..." line: the fact is current again, and the older versions
        it had replaced (`FactChange.history`) are its history again (long_term.restore)."""
        with self.store.tx():
            return long_term.restore(self.store, item, self._embed, self.clock(), history)

    def form_missed_facts(self, limit: int = 2000, chunk: int = 50) -> int:
        """Read the pages whose facts were never formed: a turn whose background fact job the
        app did not live to run (killed, crashed, power lost), history from before facts were
        formed, a page read again after an edit. Small chunks, each its own transaction, so
        a chat turn waiting on the store waits for one chunk at most. How many were read."""
        ids = fact_formation.unformed_ids(self.store, limit)
        for i in range(0, len(ids), chunk):
            self.form_facts_many(ids[i:i + chunk])
        return len(ids)

    def embed_missing_turns(self, limit: int = 2000, chunk: int = 64) -> int:
        """Compute the turn vectors of pages that have none (memory/turn_vectors.py): new
        pages, pages edited since, history from before they existed. Embedded outside the
        store's lock, written a chunk per transaction, so a chat turn waits for one small
        write at most. How many pages were read."""
        ids = turn_vectors.missing(self.store, limit)
        for i in range(0, len(ids), chunk):
            pages = list(short_term.pages_by_ids(self.store, ids[i:i + chunk]).values())
            sides = [turn_vectors.texts(p) for p in pages]
            vecs = self._embed([t for ts in sides for t in ts])
            k = 0
            with self.store.tx():
                for p, ts in zip(pages, sides):
                    turn_vectors.put(self.store, p, vecs[k:k + len(ts)])
                    k += len(ts)
        return len(ids)

    def promote(self, segment_id: int) -> list[int]:
        """Consolidate a hot segment into long-term memory: facts of its pages not formed
        yet, near-duplicates merged (rules; no LLM)."""
        now = self.clock()
        pages = list(short_term.pages_by_ids(
            self.store, mid_term.segment_page_ids(self.store, segment_id)).values())
        with self.store.tx():
            ids = fact_formation.promote(self.store, pages, self._embed, now)
            mid_term.mark_promoted(self.store, segment_id, now)
            audit.log(self.store, "system", "promote", "segment", segment_id,
                      lpm=sorted(set(ids)))
        return ids

    # --- reading ------------------------------------------------------------------------------
    def retrieve(self, query: str, budget_tokens: int,
                 conversation_id: str | None = None) -> Context:
        qvec = self.embedder.embed([query])[0]
        ctx = self.retriever.retrieve(query, budget_tokens, conversation_id, qvec=qvec)
        facts = self._closest_facts(ctx.facts, qvec)
        attribute = asked_attribute(query)
        if attribute:
            facts = led_by(self.store, self.retriever.render, attribute, facts, MAX_FACTS)
        elif asked_kin(query):
            facts = led_by_kin(self.store, self.retriever.render, asked_kin(query), facts, qvec,
                               MAX_FACTS, query)
        else:   # "Has Emrys got any health problems?"
            facts = led_by_name(self.store, self.retriever.render, self.embedder.embed, query,
                                qvec, facts, MAX_FACTS)
        if past_facts.asks_past(query):
            facts += (past_facts.ended_versions(self.store, facts, attribute, query)
                      or past_facts.home_from(self.store, self.retriever.render, query, facts)
                      ) + past_facts.ended_statements(self.store, facts, query)
        else:   # ("Since when am I living in Brussels?", Brussels said only of the old home)
            facts += past_facts.named_before(self.store, facts, query)
        return replace(ctx, facts=facts)

    def _closest_facts(self, facts, qvec) -> tuple[ContextItem, ...]:
        """The facts restated next to the message, closest in meaning first: retrieval's
        (words and meaning fused) and the nearest by meaning alone. Fused ranks put "The
        user's name is ..." first for "What's the name of my cat?" (the word "name"); a
        small model answers from the first fact it is given, so meaning orders them."""
        mine = {f.item_id: f for f in facts}
        ranked = long_term.closest(self.store, qvec, list(mine), k=MAX_FACTS)
        new = [Candidate("lpm", i, s) for i, s in ranked if i not in mine]
        mine.update((c.item_id, c) for c in self.retriever.render(new))
        return tuple(replace(mine[i], score=s) for i, s in ranked if i in mine)[:MAX_FACTS]

    def search(self, query: str, limit: int = 50) -> list[ContextItem]:
        cands, _ = self.retriever.candidates(query)
        return self.retriever.render(cands[:limit])

    def head_items(self, budget_tokens: int,
                   keep: Iterable[tuple[str, int]] = ()) -> list[ContextItem]:
        """Pinned items, current long-term facts and the hottest topics, in a stable order.

        Facts are chosen most useful first and shown in profile order (memory/profile.py).

        The order depends only on what the items are (kind, then id), not on scores, so the
        same memories give the same prompt head and its saved llama.cpp state stays valid.
        `keep` (the current head's items) adds hysteresis: a topic already in the head keeps
        its place while it stays among the 20 hottest, so small heat changes do not swap
        members at the budget's edge (every swap re-prefills the whole head).
        """
        s = self.store
        facts = profile.head_candidates(s)
        cands = [Candidate("lpm", i) for i in facts]
        pinned_pages = [Candidate("page", r[0]) for r in s.rows(
            "SELECT id FROM pages WHERE pinned = 1 ORDER BY id")]
        kept = {int(i) for t, i in keep if t == "segment"}
        segs = [Candidate("segment", r[0]) for r in sorted(s.rows(
            "SELECT id, pinned FROM segments WHERE tier = 'mid' ORDER BY pinned DESC, heat DESC, "
            "id LIMIT 20"), key=lambda r: (-r[1], r[0] not in kept))]   # stable sort
        pinned_lpm = {r[0] for r in s.rows("SELECT id FROM lpm_items WHERE pinned = 1")}
        ordered = ([c for c in cands if c.item_id in pinned_lpm] + pinned_pages
                   + [c for c in cands if c.item_id not in pinned_lpm] + segs)
        chosen = self.retriever.pack(ordered, budget_tokens)
        return sorted(chosen, key=lambda i: (KINDS[i.item_type].head_rank, facts.get(i.item_id, 0)
                                             if i.item_type == "lpm" else i.item_id))

    def record_use(self, context: Context | Iterable[ContextItem], answer_page_id: int,
                   actor: str = "model",
                   visits: Context | Iterable[ContextItem] | None = None) -> None:
        """The model was given `context` for the answer stored as `answer_page_id`.

        `visits` (default: all of `context`) are the items that count as used for heat: the
        assistant passes what retrieval found relevant, not the prompt head, which is there
        because it is hot and would otherwise heat itself every turn.
        """
        items = list(context.items if isinstance(context, Context) else context)
        if visits is None:
            hot = items
        else:
            hot = list(visits.items if isinstance(visits, Context) else visits)
        now = self.clock()
        with self.store.tx():
            actx.record(self.store, answer_page_id, items)
            pages = [i.item_id for i in items if i.item_type == "page"]
            segs = self._segments_of(items)
            mid_term.record_visits(self.store, segs if hot is items else self._segments_of(hot),
                                   self.policy, now)
            audit.log(self.store, actor, "use", "page", answer_page_id, pages=pages,
                      segments=sorted(segs),
                      lpm=[i.item_id for i in items if i.item_type == "lpm"],
                      tokens=sum(i.tokens for i in items))

    def _segments_of(self, items: list[ContextItem]) -> set[int]:
        """The segments among `items`, and those their pages belong to."""
        segs = {i.item_id for i in items if i.item_type == "segment"}
        pages = [i.item_id for i in items if i.item_type == "page"]
        if pages:
            marks = ",".join("?" * len(pages))
            segs |= {r[0] for r in self.store.rows(
                f"SELECT DISTINCT segment_id FROM pages WHERE id IN ({marks}) "
                "AND segment_id IS NOT NULL", pages)}
        return segs

    def answer_context(self, page_id: int) -> list[ContextItem]:
        """What the model was given for the answer stored as `page_id` (as it reads now)."""
        return self.retriever.render([Candidate(t, i)
                                      for t, i in actx.given(self.store, page_id)])

    # --- governance (memory/governance.py, loaded on first use) ----------------------------
    def get(self, item_type, item_id=None):
        from . import governance
        return governance.get(self.store, item_type, item_id)

    def list(self, tier: str | None = None, **kw):
        from . import governance
        return governance.records(self.store, tier, **kw)

    def pin(self, ref, actor: str = "user") -> None:
        from . import governance
        governance.pin(self.store, ref, actor)

    def unpin(self, ref, actor: str = "user") -> None:
        from . import governance
        governance.unpin(self.store, ref, actor)

    def edit(self, ref, text: str, **kw):
        from . import governance
        return governance.edit(self.store, ref, text, self.embedder, **kw)

    def preview_delete(self, refs):
        from . import governance
        return governance.preview_delete(self.store, refs)

    def delete(self, refs, actor: str = "user", answers: str = "redact"):
        from . import governance
        refs = list(refs)
        with self.store.tx():   # a fact the user deletes is not read back from its page
            if actor == "user":
                long_term.refuse(self.store, [as_ref(r)[1] for r in refs
                                              if as_ref(r)[0] == "lpm"])
            c = governance.delete(self.store, refs, actor, policy=self.policy, answers=answers)
        self.store.checkpoint()
        self.reembed(c.answers)
        return c

    def forget_conversation(self, cid: str, actor: str = "user", answers: str = "redact",
                            **kw):
        from . import governance
        c = governance.forget_conversation(self.store, cid, actor, policy=self.policy,
                                           answers=answers, **kw)
        self.reembed(c.answers)
        return c

    def reembed(self, page_ids) -> int:
        """Give pages that lost their vector (answers redacted by a forget) a new one."""
        done = 0
        for pid in page_ids:
            row = self.store.one(f"SELECT {short_term.PAGE_COLS} FROM pages WHERE id = ? AND "
                                 "NOT EXISTS (SELECT 1 FROM pages_vec WHERE rowid = pages.id)",
                                 (pid,))
            if row is None:
                continue
            p = short_term.page_from_row(row)
            vec = self.embedder.embed([embed_text(p.user_text, p.assistant_text, p.meta)])[0]
            short_term.set_vector(self.store, pid, vec)
            done += 1
        if done:
            self.store.checkpoint()   # the redacted text's old WAL frames go with this
        return done

    def delete_conversation(self, cid: str, actor: str = "user", **kw):
        """Delete a chat, keeping what was learned from it (see cascade.delete_conversation);
        `forget_conversation` is the full forget."""
        from . import governance
        return governance.delete_conversation(self.store, cid, actor, policy=self.policy, **kw)

    def audit(self, **kw):
        return audit.entries(self.store, **kw)

    def export(self, *args, **kw):
        from . import portable
        return portable.export(self.store, *args, **kw)

    def import_(self, *args, **kw):
        from . import portable
        return portable.import_(self.store, *args, engine=self, **kw)
