"""Fakes of the model seam with canned replies, for fast unit tests only.

FakeRuntime is a local model (ChatModel + Activation): word-level tokens, the real
chat-template piece logic (ChatML) and deterministic fake state bytes, so prefix reuse, slots
and prompts behave like the real runtime's, minus the model. FakeChatModel is text-level only,
as a remote server is: the assistant must work without activation slots.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Iterator, Sequence

from .chat_model import GenStats, PromptMemo, common_prefix
from .chat_template import CHATML, ChatTemplate, PieceTokenizer


def _canned(replies: list, max_tokens: int, cancel, st: GenStats) -> Iterator[str]:
    """The next canned reply ("ok" once they run out) word by word, counting into `st`."""
    reply = replies.pop(0) if replies else "ok"
    for w in re.findall(r"\s+|\S+", reply)[:max_tokens]:
        if cancel is not None and cancel.is_set():
            st.cancelled = True
            return
        st.gen_tokens += 1
        yield w


class FakeRuntime:
    """Canned replies, word-level tokens and deterministic fake state bytes (unit tests only)."""

    kv_type = "f16"
    flash_attn = False
    name = "fake"
    identity = "fake-model"
    n_params = 0

    def __init__(self, n_ctx: int = 4096, replies: Sequence[str] = (),
                 identity: str = "fake-model"):
        self.identity = identity     # another identity is another model: its slots differ
        self._n_ctx = n_ctx
        self.template = ChatTemplate(CHATML)
        self.chat_format = self.template.name
        self._replies = list(replies)
        self._vocab: dict[str, int] = {}
        self._inv: dict[int, str] = {}
        self._kv: list[int] = []
        self.prompts: list[str] = []    # detokenized prompts the model was given
        self.favoured: list[tuple[str, ...]] = []   # the words each answer was to copy
        self.last_stats = GenStats()
        self._pieces = PieceTokenizer(lambda t, first: self.tokenize(t, bos=first))
        self._prompt = PromptMemo(lambda m: self._pieces(self.template.pieces(m)))
        self.path = Path("fake.gguf")

    def enqueue(self, replies: Sequence[str]) -> None:
        self._replies.extend(replies)

    @property
    def n_ctx(self) -> int:
        return self._n_ctx

    def tokenize(self, text: str, *, bos: bool = False) -> list[int]:
        import re

        out = [1] if bos else []
        for w in re.findall(r"\s+|\w+|[^\w\s]", text):
            if w not in self._vocab:
                self._vocab[w] = len(self._vocab) + 10
                self._inv[self._vocab[w]] = w
            out.append(self._vocab[w])
        return out

    def count_tokens(self, text: str) -> int:
        return len(self.tokenize(text))

    def count_prompt(self, messages: list[dict]) -> int:
        return len(self._prompt(messages)[0])

    def stream(self, messages, *, max_tokens=256, temperature=0.0, cancel=None,
               on_progress=None, favour=()) -> Iterator[str]:
        return self.generate(self._prompt(messages)[0], max_tokens=max_tokens,
                             temperature=temperature, cancel=cancel, on_progress=on_progress,
                             favour=favour)

    def detokenize(self, tokens: Sequence[int]) -> str:
        return "".join(self._inv.get(t, "") for t in tokens)

    def prompt_tokens(self, messages: list[dict]) -> tuple[list[int], dict[int, int]]:
        return self._prompt(messages)

    def state_tokens(self) -> tuple[int, ...]:
        return tuple(self._kv)

    def prefill(self, tokens, cancel=None, on_progress=None, batch=None) -> int:
        tokens = list(tokens)
        if cancel is not None and cancel.is_set():
            return 0
        if len(tokens) >= self._n_ctx:
            raise ValueError(f"prompt of {len(tokens)} tokens does not fit n_ctx {self._n_ctx}")
        reuse = common_prefix(self._kv, tokens)
        self._kv = tokens
        if on_progress:
            on_progress(len(tokens) - reuse, len(tokens) - reuse)
        return len(tokens) - reuse

    def generate(self, tokens, *, max_tokens=256, temperature=0.0, cancel=None,
                 on_progress=None, favour=()) -> Iterator[str]:
        tokens = list(tokens)
        self.favoured.append(tuple(favour))
        st = self.last_stats = GenStats(prompt_tokens=len(tokens))
        st.reused_tokens = min(common_prefix(self._kv, tokens), len(tokens) - 1)
        self.prefill(tokens, cancel, on_progress)
        st.prefill_tokens = len(tokens) - st.reused_tokens
        self.prompts.append(self.detokenize(tokens))
        for w in _canned(self._replies, max_tokens, cancel, st):
            self._kv = self._kv + self.tokenize(w)
            yield w

    def save_state(self) -> bytes:
        import hashlib

        import numpy as np
        body = np.asarray(self._kv, dtype="<i4").tobytes()
        return b"FAKEKV" + hashlib.sha256(body).digest() + body

    def load_state(self, tokens, data: bytes) -> None:
        import numpy as np
        if not data.startswith(b"FAKEKV"):
            raise ValueError("not a fake state")
        kv = [int(t) for t in np.frombuffer(data[38:], dtype="<i4")]
        if kv != list(tokens):
            raise ValueError("state tokens differ")
        self._kv = kv

    def reset(self) -> None:
        self._kv = []

    def close(self) -> None:
        pass


class FakeChatModel:
    """Text-level only (no token ids, no state), like a remote server; canned replies."""

    chat_format = "remote"
    n_params = 0

    def __init__(self, n_ctx: int = 4096, replies: Sequence[str] = (), name: str = "fake-remote"):
        self.name = name
        self.n_ctx = n_ctx                      # a plain attribute satisfies the protocol
        self._replies = list(replies)
        self.prompts: list[list[dict]] = []     # the messages each answer was given
        self.warmed: list[list[dict]] = []      # prefixes the assistant asked to pre-evaluate
        self.last_stats = GenStats()

    @property
    def identity(self) -> str:
        return f"remote:{self.name}"

    def enqueue(self, replies: Sequence[str]) -> None:
        self._replies.extend(replies)

    def count_tokens(self, text: str) -> int:
        import re
        return len(re.findall(r"\w+|[^\w\s]", text))

    def count_prompt(self, messages: list[dict]) -> int:
        return sum(4 + self.count_tokens(m["content"]) for m in messages) + 2

    def stream(self, messages, *, max_tokens=256, temperature=0.0, cancel=None,
               on_progress=None, favour=()) -> Iterator[str]:
        st = self.last_stats = GenStats(prompt_tokens=self.count_prompt(messages))
        st.prefill_tokens = st.prompt_tokens
        self.prompts.append([dict(m) for m in messages])
        yield from _canned(self._replies, max_tokens, cancel, st)

    def close(self) -> None:
        pass

    def warm(self, messages, cancel=None) -> None:
        if cancel is None or not cancel.is_set():
            self.warmed.append([dict(m) for m in messages])
