"""One turn of the assistant: retrieve -> assemble -> restore slot -> stream -> write memory.

Design decisions:
- The prompt is stable-first (see app/prompt.py). The model's KV cache is reused by longest
  common token prefix, and saved slots are restored when they cover more (app/warming.py
  holds the head and slot logic).
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
- A small model gets a personal question with only the one most relevant fact beside it
  and answers it greedily (app/focus.py); what the user tells it, a request or advice get
  neither the retrieved block nor the profile (it repeated and recited them back) unless
  they ask about the user; a capable model gets every retrieved memory.
- An answer that starts repeating itself is stopped and cut to one copy, with a notice
  (app/repetition.py): a looping small model wrote 512 tokens of one paragraph, and that
  became the page memory retrieved later.
- Temporary chats read memory but write nothing: no page, no slot, no audit, no heat.
- Nothing the model writes is interpreted as a memory operation.
"""
from __future__ import annotations

import logging
import re
import threading
import time
from dataclasses import dataclass, replace

from memory.activation import SlotCatalogue, SlotKey
from memory.learner_questions import standard_question
from memory.sentences import plain_quotes
from memory.types import Context, Page

from . import focus, prompt as P
from .config import Settings
from .repetition import loop_start
from .errors import EngramError, GenerationCancelled
from .chat_model import activation
from .scheduler import MemScheduler
from .warming import HeadAndSlots

log = logging.getLogger(__name__)

# Limits of one turn's prompt, and why each has its value:
MAX_QUERY_CHARS = 4000   # retrieval reads at most a message's first 4,000 characters: a 10 MB
                         # paste is no query, and embedding all of it would stall the turn
ANSWER_SHARE = 4         # the room kept for the answer is at most n_ctx // 4, so a small
                         # context still has room for the memories and the message
MIN_VIEW_CHARS = 200     # a message is not cut below this to fit n_ctx; past it, what does not
                         # fit is the head itself (an error that says so)
CHARS_PER_TOKEN = 4      # characters cut for each token the prompt is over (about one English
                         # token), plus CUT_SLACK_CHARS for the notice appended to the cut text
CUT_SLACK_CHARS = 64
LOOP_NOTICE = ("The model began repeating itself, so it was stopped there; the repeated part "
               "is not kept.")
TURNS_BATCH = 64         # pages given turn vectors per background job (~3 s of embedding)

_SURROGATE = re.compile("[\ud800-\udfff]")


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


class Assistant(HeadAndSlots):
    def __init__(self, engine, runtime, *, settings: Settings | None = None, store=None,
                 scheduler: MemScheduler | None = None, background: bool = True,
                 extractor=None):
        self.engine, self.runtime = engine, runtime
        self.settings = settings or Settings()
        self.store = store if store is not None else engine.store
        self.slots = SlotCatalogue(self.store, cap_bytes=self.settings.slot_cap_bytes,
                                   conversation_cap_bytes=self.settings.slot_conversation_cap_bytes,
                                   max_conversations=self.settings.slot_conversations)
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
        self.kept_turns = 0   # turns that queued a prepare job (warming.prepare skips stale ones)
        self.scheduler = scheduler or (MemScheduler() if background else None)
        if extractor is None and self.settings.llm_extractor:
            from .llm_extractor import ModelExtractor
            extractor = ModelExtractor(runtime, lock=self.model_lock, cancel=self.preempt)
        self.extractor = extractor
        self.fact_listeners: list = []   # cb(cid, page_id, [FactChange]) after facts formed
        engine.count_tokens = runtime.count_tokens   # budgets in the model's own tokens
        if self.scheduler is not None:   # facts a crash kept from forming are formed now
            self.scheduler.submit("facts:missed", self._form_missed_facts)
            self.scheduler.submit("turns:missed", self._embed_missing_turns)

    # ------------------------------------------------------------ info
    @property
    def model_name(self) -> str:
        return self.runtime.name

    @property
    def n_ctx(self) -> int:
        return self.runtime.n_ctx

    def model_info(self) -> dict:
        return {"name": self.model_name, "n_ctx": self.runtime.n_ctx,
                "chat_format": self.runtime.chat_format,
                "path": str(getattr(self.runtime, "path", "")),   # a server model has none
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
            if not temporary:   # counted under the lock: a waiting prepare job sees it
                self.kept_turns += 1
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
            self.engine.delete([("page", last.id)])
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
        # "What’s my dog called?", "Where I am from?" as the rules read them
        said = standard_question(plain_quotes(text))
        query = said[:min(MAX_QUERY_CHARS, s.max_message_model_chars)]
        small = focus.wanted(s.prompt_focus, self.runtime.n_params)
        found = self.engine.retrieve(focus.query(query) if small else query,
                                     s.retrieval_budget_tokens,
                                     conversation_id=None if temporary else cid)
        focused = focus.select(found, said, head.items) if small else None
        # a small model answers what it is told, a request or advice without the retrieved
        # pages (it repeated them and its own earlier replies), and without the profile unless
        # it asks about the user (it recited the profile back; focus.py)
        bare = small and focused is None and focus.bare(said)
        retrieved = focused or (Context(found.query, (), found.budget_tokens, 0) if bare
                                else P.without_head(found, head))
        if bare and not focus.about_user(said):
            head = P.bare_head(s.system_prompt, told=focus.tells(said))
        retrieve_ms = (time.perf_counter() - t) * 1000
        t = time.perf_counter()
        pages = list(self._temp.get(cid, [])) if temporary else self.engine.short_term(cid)
        view, notice = P.model_view(text, s.max_message_model_chars)
        if notice:
            notices.append(notice)
        msgs, retrieved = self._fit(cid, temporary, head, pages, retrieved, view, notices,
                                    focused is not None, bare)
        n_prompt = self.runtime.count_prompt(msgs)
        assemble_ms = (time.perf_counter() - t) * 1000
        t = time.perf_counter()
        restored = (self._warm(None if temporary else cid, self.act.prompt_tokens(msgs)[0])
                    if self.act is not None else None)
        restore_ms = (time.perf_counter() - t) * 1000
        memory_ms = (time.perf_counter() - t0) * 1000
        t_first = None
        room = self.runtime.n_ctx - n_prompt - 1
        temp = 0.0 if focused is not None else s.temperature   # the same memory, one answer
        favour = focus.copy_words(retrieved.items) if focused is not None else ()
        written, looped = "", None
        stream = self.runtime.stream(msgs, max_tokens=min(s.max_answer_tokens, room),
                                     temperature=temp, cancel=cancel, on_progress=on_progress,
                                     favour=favour)
        try:
            for piece in stream:
                if t_first is None:
                    t_first = time.perf_counter()
                written += piece
                if on_token:
                    on_token(piece)
                looped = loop_start(written)
                if looped is not None:   # a loop: stop the model now, keep one copy
                    break
        finally:
            getattr(stream, "close", lambda: None)()
        gs = self.runtime.last_stats
        answer = written[:looped].strip()
        if looped is not None:
            notices.append(LOOP_NOTICE)
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
    def _fit(self, cid, temporary, head, pages, retrieved: Context, view: str, notices,
             focused: bool = False, bare: bool = False):
        n_ctx = self.runtime.n_ctx
        reserve = min(self.settings.max_answer_tokens, n_ctx // ANSWER_SHARE)
        while True:
            if focused or bare:
                msgs = P.messages(head, focus.chat_pages(pages, view, focused), "",
                                  focus.tail(retrieved.items, view) if focused else view)
            else:
                msgs = P.messages(head, pages, P.retrieved_block(retrieved.items), view)
            over = self.runtime.count_prompt(msgs) + reserve - n_ctx
            if over <= 0:
                return msgs, retrieved
            if pages:
                keep = len(pages) // 2   # halved each step: a few steps fit any prompt
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
            elif len(view) > MIN_VIEW_CHARS:
                cut = max(MIN_VIEW_CHARS, len(view) - over * CHARS_PER_TOKEN - CUT_SLACK_CHARS)
                view = view[:cut] + "\n\n[Message shortened further to fit the context.]"
                notices.append(f"The message was shortened to {cut} characters to fit the "
                               "model's context.")
            else:
                raise EngramError(f"the prompt head alone does not fit n_ctx {n_ctx}; lower "
                                  "head_budget_tokens or raise n_ctx")

    def _after_turn(self, cid: str, page_id: int | None = None) -> None:
        if self.scheduler is None:
            return
        if page_id is not None:   # facts first: the prepare job then puts them in the head
            self.scheduler.submit(f"facts:{page_id}", lambda: self._form_facts(cid, page_id))
        self.scheduler.submit("maintain", self._maintain)
        self.scheduler.submit(f"prepare:{cid}", lambda: self.prepare(cid))
        self.scheduler.submit("turns:missed", self._embed_missing_turns)

    def _form_facts(self, cid: str, page_id: int) -> None:
        changes = self.engine.form_facts(page_id)
        for cb in list(self.fact_listeners):
            cb(cid, page_id, changes)

    def _form_missed_facts(self) -> None:
        if self.engine.form_missed_facts():
            self.memory_changed()   # the head shows them

    def _embed_missing_turns(self) -> None:
        # a batch at a time, queued again behind whatever a turn queued meanwhile: a store
        # from before turn vectors (minutes of embedding) never holds a turn's jobs back
        if self.engine.embed_missing_turns(limit=TURNS_BATCH) == TURNS_BATCH \
                and self.scheduler is not None:
            self.scheduler.submit("turns:missed", self._embed_missing_turns)

    def _maintain(self) -> None:
        self.engine.maintain()
        if self.extractor is not None and self.settings.llm_extractor:
            # new facts and topic summaries reach the head through the prepare job queued
            # after this one
            self.extractor.run_pending(self.store, self.engine.embedder.embed)
            self.extractor.summarise_pending(self.store)

    def memory_changed(self) -> None:
        """Call after a pin, edit or new trait: the head slot is rebuilt when the model is idle."""
        if self.scheduler is not None:
            cid = self._last_cid
            self.scheduler.submit(f"prepare:{cid}", lambda: self.prepare(cid))
            # an import or an edit leaves pages without turn vectors
            self.scheduler.submit("turns:missed", self._embed_missing_turns)

    def wait_idle(self, timeout: float | None = None) -> bool:
        return self.scheduler.wait_idle(timeout) if self.scheduler else True

    def close(self) -> None:
        if self.scheduler is not None:
            self.preempt.set()
            self.scheduler.close()
