"""One turn of the assistant: retrieve -> assemble -> restore slot -> stream -> write memory.

Design decisions:
- The prompt is stable-first (see app/prompt.py). The model's KV cache is reused by longest
  common token prefix; when the live cache holds less of the prompt than a saved slot, the
  slot is restored (head slot for a new conversation, conversation slot after a restart or a
  switch). Slots are checked by memory.activation before any byte reaches llama.cpp.
- The expensive part of a turn is prefilling what is not cached. So after each turn a
  background job (MemScheduler) runs maintenance, refreshes the head, and prefills the
  *next* prompt's prefix - head + this conversation's short-term pages - saving it as the
  conversation slot. The next turn then prefills only the retrieved block and the new message,
  also after a restart. A new message preempts that job within one small batch.
- Short-term pages leave the prompt in chunks (flush to keep = capacity // 3 once capacity is
  reached), not one per turn: FIFO eviction of the oldest page would change the prompt near
  its start every turn and force a re-prefill of everything after it.
- When the prompt would not fit n_ctx, older pages move to mid-term early, then retrieved
  items are dropped, then the message view is shortened - each with a notice, never silently.
- Heat counts what retrieval found relevant to a message, head items included when it
  found them, but not the head as such: head items are in every prompt because they are hot,
  and counting that made them heat themselves (and be promoted) forever. The head keeps its
  topics while they stay among the hottest (engine.head_items(keep=...)), so heat moving a
  little does not swap members and re-prefill the head; it changes when membership must.
- The head opens with the user's profile (current long-term facts as short sentences, see
  app/prompt.py); facts form right after each turn in the background, and the prepare job
  queued after that puts them in the head, so the next chat starts knowing them.
- Temporary chats read memory but write nothing: no page, no slot, no audit, no heat.
- Nothing the model writes is interpreted as a memory operation.
"""
from __future__ import annotations

import logging
import re
import threading
import time
from dataclasses import dataclass, replace

from memory.activation import SlotCatalogue, SlotKey, SlotRefused
from memory.types import Context, Page

from . import prompt as P
from .config import Settings
from .errors import EngramError, GenerationCancelled
from .chat_model import PrefixWarmup, activation, common_prefix, prefix_len
from .scheduler import MemScheduler

log = logging.getLogger(__name__)

_SURROGATE = re.compile("[\ud800-\udfff]")
BG_BATCH = 64          # background prefill batch: preemptible within ~0.3 s on 2 threads
RESTORE_MARGIN = 32    # restore a slot only when it saves more than this many tokens


@dataclass(frozen=True)
class TurnStats:
    retrieve_ms: float = 0.0
    assemble_ms: float = 0.0
    restore_ms: float = 0.0
    memory_ms: float = 0.0        # all memory work before the first token (excl. prefill)
    prompt_tokens: int = 0
    reused_tokens: int = 0
    prefill_tokens: int = 0
    ttft_ms: float = 0.0          # from send() to the first token
    gen_tokens: int = 0
    tokens_per_s: float = 0.0
    slot_restored: str | None = None   # "head" | "conversation" | None (live cache or cold)
    n_ctx_used: int = 0
    n_ctx: int = 0


@dataclass(frozen=True)
class TurnResult:
    conversation_id: str
    text: str
    page_id: int | None
    context: Context
    stats: TurnStats
    notices: tuple[str, ...] = ()
    cancelled: bool = False
    temporary: bool = False


class Assistant:
    def __init__(self, engine, runtime, *, settings: Settings | None = None, store=None,
                 scheduler: MemScheduler | None = None, background: bool = True,
                 extractor=None):
        self.engine, self.runtime = engine, runtime
        self.settings = settings or Settings()
        self.store = store if store is not None else engine.store
        self.slots = SlotCatalogue(self.store, cap_bytes=self.settings.slot_cap_bytes,
                                   conversation_cap_bytes=self.settings.slot_conversation_cap_bytes)
        # slots only where the model has activation state (a remote server has none); they
        # stay keyed by model identity, so another model never gets them
        self.act = activation(runtime)
        self.key = SlotKey(runtime.identity, runtime.n_ctx,
                           self.act.kv_type if self.act else "none",
                           self.act.flash_attn if self.act else False)
        self.model_lock = threading.RLock()
        self.preempt = threading.Event()
        self._head: P.Head | None = None
        self._seen_version: int | None = None   # store.data_version() the head was built at
        self._temp: dict[str, list[Page]] = {}
        self._last_cid: str | None = None
        self.scheduler = scheduler or (MemScheduler() if background else None)
        if extractor is None and self.settings.llm_extractor:
            from .llm_extractor import ModelExtractor
            extractor = ModelExtractor(runtime, lock=self.model_lock, cancel=self.preempt)
        self.extractor = extractor
        self.fact_listeners: list = []   # cb(cid, page_id, [FactChange]) after facts formed
        if hasattr(engine, "count_tokens") and hasattr(runtime, "count_tokens"):
            try:
                engine.count_tokens = runtime.count_tokens
            except AttributeError:
                pass

    # ------------------------------------------------------------ info
    @property
    def model_name(self) -> str:
        return getattr(self.runtime, "name", "model")

    @property
    def n_ctx(self) -> int:
        return self.runtime.n_ctx

    def model_info(self) -> dict:
        return {"name": self.model_name, "n_ctx": self.runtime.n_ctx,
                "chat_format": getattr(self.runtime, "chat_format", ""),
                "path": str(getattr(self.runtime, "path", "")),
                "model_hash": self.key.model_hash}

    # ------------------------------------------------------------ turns
    def send(self, cid: str | None, text: str, *, temporary: bool = False, on_token=None,
             cancel: threading.Event | None = None, on_progress=None) -> TurnResult:
        """One turn. on_token(str) gets the answer as it streams; on_progress(done, total)
        reports the prefill; cancel stops between batches/tokens (a partial answer is kept,
        none at all raises GenerationCancelled)."""
        if not text or not text.strip():
            raise EngramError("the message is empty")
        # lone surrogates (undecodable bytes from a pipe, broken UTF-16) cannot be stored as
        # UTF-8 text: they become U+FFFD, with a notice, instead of failing the whole turn
        text, bad = _SURROGATE.subn("\ufffd", text)
        cancel = cancel or threading.Event()
        t0 = time.perf_counter()
        self.preempt.set()    # background model work yields at its next batch
        with self.model_lock:
            self.preempt.clear()
            res = self._turn(cid, text, temporary, on_token, cancel, t0, on_progress)
        if bad:
            res = replace(res, notices=res.notices + (
                f"{bad} character(s) that were not valid text were replaced with \ufffd.",))
        if not temporary:
            self._after_turn(res.conversation_id, res.page_id)
        return res

    def end_temporary(self, cid: str) -> None:
        """Forget a temporary chat's pages (they live only in RAM) once the user leaves it."""
        self._temp.pop(cid, None)

    def regenerate(self, cid: str, *, temporary: bool = False, on_token=None,
                   cancel: threading.Event | None = None, on_progress=None) -> TurnResult:
        """Answer the last message of `cid` again; the previous answer's page is deleted."""
        if temporary:
            pages = self._temp.get(cid) or []
            if not pages:
                raise EngramError("nothing to regenerate in this chat")
            last = pages.pop()
        else:
            pages = self.engine.short_term(cid)
            if not pages:
                raise EngramError("nothing to regenerate in this chat")
            last = pages[-1]
            self._delete([("page", last.id)])
        return self.send(cid, last.user_text, temporary=temporary, on_token=on_token,
                         cancel=cancel, on_progress=on_progress)

    def _turn(self, cid, text, temporary, on_token, cancel, t0, on_progress=None) -> TurnResult:
        notices: list[str] = []
        s = self.settings
        if cid is None:
            cid = (f"temp-{int(time.time() * 1000)}" if temporary
                   else self.engine.new_conversation().id)
        head = self._current_head()
        t = time.perf_counter()
        query = text[:min(4000, s.max_message_model_chars)]   # a 10 MB paste is no query
        found = self.engine.retrieve(query, s.retrieval_budget_tokens,
                                     conversation_id=None if temporary else cid)
        retrieved = P.without_head(found, head)
        retrieve_ms = (time.perf_counter() - t) * 1000
        t = time.perf_counter()
        pages = list(self._temp.get(cid, [])) if temporary else self.engine.short_term(cid)
        view, notice = P.model_view(text, s.max_message_model_chars)
        if notice:
            notices.append(notice)
        msgs, retrieved = self._fit(cid, temporary, head, pages, retrieved, view, notices)
        n_prompt = self.runtime.count_prompt(msgs)
        assemble_ms = (time.perf_counter() - t) * 1000
        t = time.perf_counter()
        restored = (self._warm(None if temporary else cid, self.act.prompt_tokens(msgs)[0])
                    if self.act is not None else None)
        restore_ms = (time.perf_counter() - t) * 1000
        memory_ms = (time.perf_counter() - t0) * 1000
        parts: list[str] = []
        t_first = None
        room = self.runtime.n_ctx - n_prompt - 1
        for piece in self.runtime.stream(msgs, max_tokens=min(s.max_answer_tokens, room),
                                         temperature=s.temperature, cancel=cancel,
                                         on_progress=on_progress):
            if t_first is None:
                t_first = time.perf_counter()
            parts.append(piece)
            if on_token:
                on_token(piece)
        gs = self.runtime.last_stats
        answer = "".join(parts).strip()
        cancelled = gs.cancelled or cancel.is_set()
        if cancelled and not answer:
            raise GenerationCancelled("stopped before the first word")
        context = P.combined_context(head, retrieved)
        page_id = None
        if temporary:
            self._temp.setdefault(cid, []).append(Page(
                id=-(len(self._temp.get(cid, [])) + 1), conversation_id=cid, seq=len(pages),
                prev_id=None, tier="short", segment_id=None, user_text=text,
                assistant_text=answer, created=time.time()))
        else:
            meta = {"stopped": True} if cancelled else None
            page = self.engine.add_exchange(cid, text, answer, meta=meta)
            page_id = page.id
            # heat counts what retrieval found relevant (head items included when it found
            # them), not the whole head: that is in the prompt because it is hot already
            self.engine.record_use(context, page.id, visits=found)
            self._last_cid = cid
        ttft = ((t_first or time.perf_counter()) - t0) * 1000
        stats = TurnStats(retrieve_ms=retrieve_ms, assemble_ms=assemble_ms, restore_ms=restore_ms,
                          memory_ms=memory_ms, prompt_tokens=n_prompt,
                          reused_tokens=gs.reused_tokens, prefill_tokens=gs.prefill_tokens,
                          ttft_ms=ttft, gen_tokens=gs.gen_tokens, tokens_per_s=gs.tokens_per_s,
                          slot_restored=restored, n_ctx_used=n_prompt + gs.gen_tokens,
                          n_ctx=self.runtime.n_ctx)
        return TurnResult(cid, answer, page_id, context, stats, tuple(notices), cancelled,
                          temporary)

    # ------------------------------------------------------------ prompt fitting
    def _fit(self, cid, temporary, head, pages, retrieved: Context, view: str, notices):
        n_ctx = self.runtime.n_ctx
        reserve = min(self.settings.max_answer_tokens, n_ctx // 4)
        while True:
            block = P.retrieved_block(retrieved.items)
            msgs = P.messages(head, pages, block, view)
            over = self.runtime.count_prompt(msgs) + reserve - n_ctx
            if over <= 0:
                return msgs, retrieved
            if pages:
                keep = len(pages) // 2
                if temporary:
                    pages = pages[len(pages) - keep:]
                    self._temp[cid] = list(pages)
                    notices.append(f"{len(pages) and 'Older' or 'All earlier'} messages of this "
                                   "temporary chat no longer fit the context and were dropped.")
                else:
                    moved = self.engine.flush_short_term(cid, keep=keep)
                    pages = self.engine.short_term(cid)
                    notices.append(f"Moved {moved} older message(s) of this chat to mid-term "
                                   "memory early to fit the model's context.")
            elif retrieved.items:
                items = retrieved.items[:-1]
                retrieved = Context(retrieved.query, items, retrieved.budget_tokens,
                                    sum(i.tokens for i in items))
                if not any("memories" in n for n in notices):
                    notices.append("Some retrieved memories were left out to fit the context.")
            elif len(view) > 200:
                cut = max(200, len(view) - over * 4 - 64)
                view = view[:cut] + "\n\n[Message shortened further to fit the context.]"
                notices.append(f"The message was shortened to {cut} characters to fit the "
                               "model's context.")
            else:
                raise EngramError(f"the prompt head alone does not fit n_ctx {n_ctx}; lower "
                                  "head_budget_tokens or raise n_ctx")

    # ------------------------------------------------------------ heads and slots
    def _current_head(self) -> P.Head:
        # another process (engram mcp, engram memory) may have forgotten or added a fact
        # that the cached head still shows: rebuild it when the file changed under us
        seen, self._seen_version = self._seen_version, self.store.data_version()
        if self._head is None or seen != self._seen_version:
            self._head = self._fresh_head()
        return self._head

    def _fresh_head(self) -> P.Head:
        if self._head is not None:
            keep = [(i.item_type, i.item_id) for i in self._head.items]
        else:   # after a restart: the saved head slot's members, so that slot stays usable
            slot = self.slots.find("head", None, self.key)
            got = self.slots.get(slot.id) if slot is not None else None
            keep = list(got.sources) if got is not None else []
        return P.build_head(self.engine.head_items(self.settings.head_budget_tokens, keep=keep),
                            self.settings.system_prompt)

    def _warm(self, cid: str | None, tokens) -> str | None:
        """Restore the saved slot that covers most of `tokens`, if it beats the live cache."""
        live = common_prefix(self.runtime.state_tokens(), tokens)
        cands = []
        if cid is not None:
            cands.append(("conversation", self.slots.find("conversation", cid, self.key, tokens)))
        cands.append(("head", self.slots.find("head", None, self.key, tokens)))
        for kind, slot in sorted(((k, s) for k, s in cands if s is not None),
                                 key=lambda ks: -ks[1].n_tokens):
            if slot.n_tokens <= live + RESTORE_MARGIN:
                return None
            try:
                r = self.slots.load(slot.id, self.key, tokens)
                self.runtime.load_state(r.tokens, r.state)
                return kind
            except (SlotRefused, ValueError) as e:
                log.warning("slot %d not restored: %s", slot.id, e)
                self.slots.drop(slot.id)
                self.runtime.reset()
                live = 0
        return None

    def prepare(self, cid: str | None) -> dict:
        """Background: refresh the head and prefill this conversation's next prompt prefix,
        saving head and conversation slots. Preempted by a new message."""
        out = {"head_saved": False, "conversation_saved": False, "prefilled": 0}
        if self.act is None:   # no activation state: a remote server caches prefixes itself
            return self._warm_server(cid, out)
        with self.model_lock:
            if self.preempt.is_set():
                return out
            head = self._fresh_head()
            if self._head is None or head.text != self._head.text:
                self._head = head
            head = self._head
            pages = self._prefix_pages(cid)
            msgs = P.prefix_messages(head, pages) + [{"role": "user", "content": "."}]
            tokens, bounds = self.runtime.prompt_tokens(msgs)
            head_n, conv_n = prefix_len(bounds, 1), prefix_len(bounds, len(msgs) - 1)
            rt, pre = self.runtime, self.preempt
            self._warm(cid, tokens[:max(conv_n, head_n)])
            have = self.slots.find("head", None, self.key, tokens[:head_n]) if head_n else None
            if head_n and (have is None or have.n_tokens != head_n):
                out["prefilled"] += rt.prefill(tokens[:head_n], pre, batch=BG_BATCH)
                if rt.state_tokens() == tuple(tokens[:head_n]):
                    out["head_saved"] = self.slots.save(
                        "head", None, self.key, tokens[:head_n], rt.save_state(),
                        head.sources()) is not None
            if cid is not None and conv_n > head_n:
                have = self.slots.find("conversation", cid, self.key, tokens[:conv_n])
                if have is None or have.n_tokens != conv_n:
                    out["prefilled"] += rt.prefill(tokens[:conv_n], pre, batch=BG_BATCH)
                    if rt.state_tokens() == tuple(tokens[:conv_n]):
                        src = head.sources() + [("page", p.id) for p in pages]
                        out["conversation_saved"] = self.slots.save(
                            "conversation", cid, self.key, tokens[:conv_n], rt.save_state(),
                            src) is not None
        return out

    def _prefix_pages(self, cid: str | None) -> list[Page]:
        """This conversation's short-term pages for the next prompt; a full short-term memory
        is flushed in a chunk here (see the module docstring), not one page per turn."""
        if cid is None:
            return []
        pages = self.engine.short_term(cid)
        cap = self.engine.policy.stm_capacity
        if len(pages) >= cap:
            self.engine.flush_short_term(cid, keep=cap // 3)
            pages = self.engine.short_term(cid)
        return pages

    def _warm_server(self, cid: str | None, out: dict) -> dict:
        """Background, remote model: have the server evaluate the next prompt's prefix."""
        if not isinstance(self.runtime, PrefixWarmup):
            return out
        with self.model_lock:
            if self.preempt.is_set():
                return out
            head = self._fresh_head()
            if self._head is None or head.text != self._head.text:
                self._head = head
            msgs = P.prefix_messages(self._head, self._prefix_pages(cid)) + [
                {"role": "user", "content": "."}]
            self.runtime.warm(msgs, cancel=self.preempt)
            out["warmed"] = True
        return out

    def _after_turn(self, cid: str, page_id: int | None = None) -> None:
        if self.scheduler is None:
            return
        if page_id is not None:   # facts first: the prepare job then puts them in the head
            self.scheduler.submit(f"facts:{page_id}", lambda: self._form_facts(cid, page_id))
        self.scheduler.submit("maintain", self._maintain)
        self.scheduler.submit(f"prepare:{cid}", lambda: self.prepare(cid))

    def _form_facts(self, cid: str, page_id: int) -> None:
        changes = self.engine.form_facts(page_id)
        for cb in list(self.fact_listeners):
            cb(cid, page_id, changes)

    def _maintain(self) -> None:
        self.engine.maintain()
        if self.extractor is not None and self.settings.llm_extractor:
            # new facts reach the head through the prepare job queued after this one
            self.extractor.run_pending(self.store, self.engine.embedder.embed)

    def memory_changed(self) -> None:
        """Call after a pin, edit or new trait: the head slot is rebuilt when the model is idle."""
        if self.scheduler is not None:
            cid = self._last_cid
            self.scheduler.submit(f"prepare:{cid}", lambda: self.prepare(cid))

    def _delete(self, refs) -> None:
        fn = getattr(self.engine, "delete", None)
        if fn is not None:
            fn(refs)
        else:
            from memory import cascade
            cascade.delete(self.store, refs)

    def wait_idle(self, timeout: float | None = None) -> bool:
        return self.scheduler.wait_idle(timeout) if self.scheduler else True

    def close(self) -> None:
        if self.scheduler is not None:
            self.preempt.set()
            self.scheduler.close()
