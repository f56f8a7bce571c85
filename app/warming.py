"""The cached prompt head and activation slots of the assistant (a mixin of Assistant).

Design decisions (see also app/assistant.py's docstring):
- The model's KV cache is reused by longest common token prefix; when the live cache holds
  less of the prompt than a saved slot, the slot is restored (head slot for a new
  conversation, conversation slot after a restart or a switch). Slots are checked by
  memory.activation before any byte reaches llama.cpp.
- After each turn a background job (`prepare`) refreshes the head and prefills the *next*
  prompt's prefix - head + this conversation's short-term pages - saving it as the
  conversation slot, in small batches a new message preempts.
- A full short-term memory is flushed in a chunk (keep = capacity // 3) when the next prefix
  is prepared, not one page per turn: evicting the oldest page every turn would change the
  prompt near its start and force a re-prefill of everything after it.
- The head is rebuilt when the database changed under it (another process forgot or added a
  fact), and after a restart it starts from the saved head slot's members so that slot
  stays usable.
- A prepare job that a kept turn overtook while it waited for the model returns at once:
  that turn queued its own prepare job behind its fact job. Going on would prefill the
  whole prefix for a prompt that is already stale, and hold the new turn's facts back by
  seconds (`engram chat` showed "Remembered: ..." 4-5 s late).
"""
from __future__ import annotations

import logging

from memory.activation import SlotRefused
from memory.types import Page

from . import prompt as P
from .chat_model import PrefixWarmup, common_prefix, prefix_len

log = logging.getLogger(__name__)

BG_BATCH = 64          # background prefill batch: preemptible within ~0.3 s on 2 threads
RESTORE_MARGIN = 32    # restore a slot only when it saves more than this many tokens


class HeadAndSlots:
    """Needs: engine, runtime, settings, store, slots, key, act, model_lock, preempt, _head,
    _seen_version, kept_turns (all set by Assistant.__init__)."""

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
        turns = self.kept_turns
        if self.act is None:   # no activation state: a remote server caches prefixes itself
            return self._warm_server(cid, out, turns)
        with self.model_lock:
            if self.preempt.is_set() or self.kept_turns != turns:
                return out
            head = self._refresh_head()
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

    def _refresh_head(self):
        """The head as memory now stands; the held one is kept while its text is unchanged
        (its slot stays valid)."""
        head = self._fresh_head()
        if self._head is None or head.text != self._head.text:
            self._head = head
        return self._head

    def _warm_server(self, cid: str | None, out: dict, turns: int) -> dict:
        """Background, remote model: have the server evaluate the next prompt's prefix."""
        if not isinstance(self.runtime, PrefixWarmup):
            return out
        with self.model_lock:
            if self.preempt.is_set() or self.kept_turns != turns:
                return out
            msgs = P.prefix_messages(self._refresh_head(), self._prefix_pages(cid)) + [
                {"role": "user", "content": "."}]
            self.runtime.warm(msgs, cancel=self.preempt)
            out["warmed"] = True
        return out
