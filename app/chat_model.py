"""The model seam: a text-level chat model, and activation state as an optional capability.

Design decisions:
- `ChatModel` is what every model offers, local or remote: messages in, streamed text out,
  token counting, stop (a threading.Event checked between chunks), its context size and a
  stable `identity` (activation slots are keyed by it, so a state saved under one model is
  never offered to another). A remote OpenAI-compatible server implements only this.
- `Activation` is what a model running in this process adds: token ids, prefill, and KV state
  bytes out and in. The assistant asks `activation(model)` where it touches slots and skips
  slot work when the answer is None; it never probes for single attributes.
- `favour`: words the answer should copy rather than replace (the memory a small model is
  answering from, app/focus.copy_words). A model in this process raises their tokens'
  logits by COPY_BIAS while it writes; a server ignores them (its token ids are its own,
  and focused answers are for the small local models anyway).
- Both are Protocols: the fakes in `fake_runtime.py` implement them and return the same value
  types (GenStats), so production code carries no shim for a fake.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Callable, Iterator, Protocol, Sequence, runtime_checkable

Progress = Callable[[int, int], None]   # (tokens done, tokens to do)


@dataclass
class GenStats:
    prompt_tokens: int = 0
    reused_tokens: int = 0
    prefill_tokens: int = 0
    prefill_ms: float = 0.0
    ttft_ms: float = 0.0
    gen_tokens: int = 0
    gen_ms: float = 0.0
    cancelled: bool = False
    tokens: list = field(default_factory=list)   # generated token ids (benches compare them)

    @property
    def tokens_per_s(self) -> float:
        return self.gen_tokens / (self.gen_ms / 1000) if self.gen_ms > 0 else 0.0


@runtime_checkable
class ChatModel(Protocol):
    """Messages in, streamed text out. `stream` stops when `cancel` is set."""
    name: str
    chat_format: str
    last_stats: GenStats
    n_params: int          # parameters of the model, 0 when unknown (a server)

    @property
    def identity(self) -> str: ...
    @property
    def n_ctx(self) -> int: ...
    def count_tokens(self, text: str) -> int: ...
    def count_prompt(self, messages: list[dict]) -> int: ...
    def stream(self, messages: list[dict], *, max_tokens: int = 256, temperature: float = 0.0,
               cancel: threading.Event | None = None,
               on_progress: Progress | None = None,
               favour: Sequence[str] = ()) -> Iterator[str]: ...
    def close(self) -> None: ...


@runtime_checkable
class Activation(Protocol):
    """Token ids and KV state of a model evaluated in this process (slots need it)."""
    kv_type: str
    flash_attn: bool

    def tokenize(self, text: str, *, bos: bool = False) -> list[int]: ...
    def prompt_tokens(self, messages: list[dict]) -> tuple[list[int], dict[int, int]]: ...
    def prefill(self, tokens: Sequence[int], cancel: threading.Event | None = None,
                on_progress: Progress | None = None, batch: int | None = None) -> int: ...
    def generate(self, tokens: Sequence[int], *, max_tokens: int = 256, temperature: float = 0.0,
                 cancel: threading.Event | None = None,
                 on_progress: Progress | None = None,
                 favour: Sequence[str] = ()) -> Iterator[str]: ...
    def state_tokens(self) -> tuple[int, ...]: ...
    def save_state(self) -> bytes: ...
    def load_state(self, tokens: Sequence[int], data: bytes) -> None: ...
    def reset(self) -> None: ...


@runtime_checkable
class JsonOutput(Protocol):
    """A model that can be held to a JSON schema while it writes (llama.cpp grammars)."""

    def stream_json(self, messages: list[dict], schema: dict, *, max_tokens: int = 256,
                    cancel: threading.Event | None = None) -> Iterator[str]: ...


@runtime_checkable
class PrefixWarmup(Protocol):
    """A server with its own prompt cache: evaluating the next prompt's stable prefix ahead
    of time (in the background, preemptible) moves its prefill off the next turn."""

    def warm(self, messages: list[dict], cancel: threading.Event | None = None) -> None: ...


class Runtime(ChatModel, Activation, Protocol):
    """A local model: both capabilities (LlamaRuntime, FakeRuntime)."""


def activation(model: ChatModel) -> Activation | None:
    """The model's activation capability, or None (a remote server)."""
    return model if isinstance(model, Activation) else None


def common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


def prefix_len(bounds: dict[int, int], n_messages: int) -> int:
    """Tokens of the longest cut point covering at most the first `n_messages` messages."""
    return max((off for k, off in bounds.items() if k <= n_messages), default=0)


class PromptMemo:
    """The tokens of the last prompt, so counting it and then streaming it tokenizes once."""

    def __init__(self, prompt_tokens: Callable[[list[dict]], tuple[list[int], dict[int, int]]]):
        self._fn = prompt_tokens
        self._key: tuple | None = None
        self._val: tuple[list[int], dict[int, int]] = ([], {})

    def __call__(self, messages: list[dict]) -> tuple[list[int], dict[int, int]]:
        key = tuple((m["role"], m["content"]) for m in messages)
        if key != self._key:
            self._val, self._key = self._fn(messages), key
        return self._val

    def clear(self) -> None:
        self._key, self._val = None, ([], {})
