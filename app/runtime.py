"""The local model runtime: llama.cpp in this process, with both capabilities of the seam.

Design decisions:
- LlamaRuntime implements the text-level ChatModel (stream(messages)) and the Activation
  capability (tokenize, prefill, generate -> Iterator[str], state bytes out/in, stats) of
  `app.chat_model`, so the assistant and the tests never touch llama_cpp. What it needs
  beyond `Llama`'s public calls (cached token ids, KV cuts, state bytes) goes through
  `app.llama_compat`, the one module that knows llama-cpp-python's private names.
- Prompts are token lists. The runtime keeps what its KV cache holds and reuses the longest
  common prefix with the next prompt, so only the new tail is prefilled; saved states
  (activation slots) are installed with `load_state(tokens, bytes)`.
- State bytes come from `llama_state_seq_get_data` (the KV cells of sequence 0, ~23 KB per
  token on SmolLM2-135M), never from pickling `LlamaState` (which drags a n_ctx x n_vocab
  scores array along). Checking that a state belongs to this model is the caller's job
  (memory.activation) because llama.cpp restores foreign states without complaint.
- A prompt's uncached tail is evaluated in batches with its last token among the others,
  and the first answer token is sampled from that batch's logits, as llama.cpp's servers do
  (eval_chunks): evaluated alone, a token goes through other matrix code and its logits
  move by up to ~0.5, enough to change a greedy answer; so the same tokens give the same
  answer here and on a server running the same llama.cpp build.
- Cancellation is a threading.Event checked between prefill batches and between tokens.
- A file that is missing, not GGUF, truncated or unreadable raises ModelLoadError; a loaded
  model whose first answer is empty raises ModelLoadError too (damaged weights do that).
"""
from __future__ import annotations

import codecs
import logging
import os
import threading
import time
from pathlib import Path
from typing import Iterator, Sequence

from . import llama_compat as compat
from .chat_model import (Activation, ChatModel, GenStats, Progress, PromptMemo,  # noqa: F401
                         Runtime, activation, common_prefix, prefix_len)
from .chat_template import ChatTemplate, PieceTokenizer
from .errors import ModelLoadError

log = logging.getLogger(__name__)

# llama.cpp's CPU backend syncs its threads through OpenMP barriers after every op. libgomp's
# default is to spin there; on a busy machine (other apps, the embedder, the UI) a spinning
# thread waits for its descheduled peer and one small batch took 25 s instead of 0.4 s
# (measured: 22-token prefill, 2 threads, load 13). PASSIVE sleeps instead. It must be set
# before libgomp loads (first llama_cpp import); the user's own setting wins.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

def gpu_offload_supported() -> bool:
    """Whether the installed llama.cpp build has a GPU backend (CUDA, Vulkan, Metal...)."""
    return compat.gpu_offload_supported()


def gpu_layers(setting: int) -> int:
    """Layers to offload: the setting (-1 = all, 'auto') where the build can, else 0."""
    if setting == 0:
        return 0
    if not gpu_offload_supported():
        log.info("n_gpu_layers=%d ignored: this llama.cpp build has no GPU backend", setting)
        return 0
    return setting


def check_model_file(path: Path) -> None:
    """Cheap check that a file can be a GGUF model; raises ModelLoadError with a clear reason."""
    path = Path(path).expanduser()
    if not path.exists():
        raise ModelLoadError(f"model file not found: {path}")
    if not path.is_file():
        raise ModelLoadError(f"model path is not a file: {path}")
    try:
        with open(path, "rb") as fh:
            magic = fh.read(4)
    except OSError as e:
        raise ModelLoadError(f"cannot read model file {path}: {e}") from None
    if magic != b"GGUF":
        raise ModelLoadError(f"{path.name} is not a GGUF model file (it does not start with "
                             "'GGUF'). Pick a .gguf chat model: one LM Studio, Ollama or Jan already "
                             "downloaded, or an instruct model's .gguf file from Hugging Face.")


def eval_chunks(n: int, step: int) -> list[tuple[int, int]]:
    """[start, end) batches for evaluating n prompt tokens, `step` at most, and never one
    token alone unless n is 1.

    llama.cpp's CPU matrix code takes another path for a one-token batch than for a longer
    one: the same token's logits differ by up to ~0.5 (SmolLM2-135M Q4_1), and a greedy
    answer can change with them. Servers (llama-server, llama-cpp-python's) evaluate a
    prompt's uncached tail in batches, its last token with the others; so does this, and an
    answer here is the one a server running the same build gives to the same tokens."""
    out = [(a, min(a + step, n)) for a in range(0, n, step)]
    if len(out) > 1 and out[-1][1] - out[-1][0] == 1 and step > 2:
        (a, b), (_, c) = out[-2], out[-1]
        out[-2:] = [(a, b - 1), (b - 1, c)]
    return out


# Logits added to the tokens of the words a focused answer should copy (`favour`): a 135M model
# answering from a fact beside the question still swaps in words of its own ("Stavanger" for
# the fact's "Trondheim", "vegan" for "pescatarian"); a fixed nudge makes copying likelier
# without forcing it (a word the model is sure of still wins). Measured with the bundled
# model on the 432 paraphrased script questions: said 382 -> 392 at 2.5; 8 makes it loop.
COPY_BIAS = 2.5


class LlamaRuntime:
    """llama-cpp-python on the CPU. One thread uses it at a time (the model worker)."""

    kv_type = "f16"
    flash_attn = False
    # tiny models loop without it ("You no! You no! ..."); greedy stays deterministic
    repeat_penalty = 1.1

    def __init__(self, path: str | Path, *, n_ctx: int = 4096, n_threads: int = 2,
                 n_batch: int = 512, seed: int = 1234, n_gpu_layers: int = 0,
                 identity: str | None = None):
        self.path = Path(path)
        self._identity = identity
        check_model_file(self.path)
        self.n_gpu_layers = gpu_layers(n_gpu_layers)
        try:
            self.llm = compat.load(self.path, n_ctx=n_ctx, n_threads=n_threads,
                                   n_threads_batch=n_threads, n_batch=n_batch,
                                   n_ubatch=n_batch, seed=seed, verbose=False,
                                   flash_attn=self.flash_attn, n_gpu_layers=self.n_gpu_layers)
        except (ValueError, RuntimeError, OSError) as e:
            raise ModelLoadError(f"{self.path.name} could not be loaded (truncated, damaged or "
                                 f"an unsupported architecture): {e}") from None
        md = self.llm.metadata
        self.name = md.get("general.name") or self.path.stem
        eos, bos = self.llm.token_eos(), self.llm.token_bos()
        self.template = ChatTemplate(md.get("tokenizer.chat_template"),
                                     bos=compat.token_text(self.llm, bos) if bos != -1 else "",
                                     eos=compat.token_text(self.llm, eos) if eos != -1 else "")
        self.chat_format = self.template.name
        self.n_params = compat.n_params(self.llm)
        self._is_eog = compat.eog_test(self.llm)
        self._pieces = PieceTokenizer(lambda t, first: self.tokenize(t, bos=first))
        self._prompt = PromptMemo(lambda m: self._pieces(self.template.pieces(m)))
        self.n_batch = n_batch
        self._n_ctx = self.llm.n_ctx()
        self.last_stats = GenStats()
        self._answered = False
        self._closed = False
        # held around every native call, so close() from another thread (app shutdown, model
        # switch) waits for the call in flight instead of freeing memory under it
        self._use = threading.RLock()
        self._warmup()

    def _open(self) -> None:
        if self._closed:
            raise ModelLoadError("the model was closed")

    def _warmup(self) -> None:
        """One decode at load (as llama.cpp's own tools do): pages the mmapped weights in and
        builds the compute graph, so the first answer does not pay for it."""
        try:
            self.llm.eval([self.llm.token_bos() if self.llm.token_bos() != -1 else 0])
        finally:
            self._truncate_to(0)

    # ---------------------------------------------------------------- the text-level seam
    @property
    def identity(self) -> str:
        """sha256 of the GGUF file (callers with a store pass it in, cached, at load)."""
        if self._identity is None:
            self.cache_identity(None)
        return self._identity

    def cache_identity(self, store) -> None:
        """Learn the file hash from `store`'s cache (hashing and caching it there on a miss),
        for a runtime opened before the store was (see app/services.py ModelPreload)."""
        if self._identity is None:
            from memory.activation import model_file_hash
            self._identity = model_file_hash(store, self.path)

    @property
    def n_ctx(self) -> int:
        return self._n_ctx

    def count_prompt(self, messages: list[dict]) -> int:
        return len(self.prompt_tokens(messages)[0])

    def stream(self, messages: list[dict], *, max_tokens: int = 256, temperature: float = 0.0,
               cancel: threading.Event | None = None,
               on_progress: Progress | None = None,
               favour: Sequence[str] = ()) -> Iterator[str]:
        return self.generate(self.prompt_tokens(messages)[0], max_tokens=max_tokens,
                             temperature=temperature, cancel=cancel, on_progress=on_progress,
                             favour=favour)

    # ---------------------------------------------------------------- text <-> tokens

    def tokenize(self, text: str, *, bos: bool = False) -> list[int]:
        return self.llm.tokenize(text.encode("utf-8"), add_bos=bos, special=True)

    def count_tokens(self, text: str) -> int:
        return len(self.llm.tokenize(text.encode("utf-8"), add_bos=False, special=False))

    def detokenize(self, tokens: Sequence[int]) -> str:
        return self.llm.detokenize(list(tokens)).decode("utf-8", errors="replace")

    def prompt_tokens(self, messages: list[dict]) -> tuple[list[int], dict[int, int]]:
        """Tokens of the chat prompt, and {k: token offset where messages[:k] end} at the
        message boundaries the template allows cutting at (the last prompt is memoized:
        a turn counts, warms and streams the same one)."""
        return self._prompt(messages)

    # ---------------------------------------------------------------- evaluation
    def state_tokens(self) -> tuple[int, ...]:
        return tuple(int(t) for t in compat.cached_tokens(self.llm))

    def _truncate_to(self, n: int) -> None:
        compat.truncate(self.llm, n)

    def prefill(self, tokens: Sequence[int], cancel: threading.Event | None = None,
                on_progress: Progress | None = None, batch: int | None = None) -> int:
        """Make the KV cache hold exactly `tokens` (or a prefix, when cancelled); return how
        many were evaluated. A small `batch` makes background work quick to preempt."""
        return self._evaluate(list(tokens), cancel, on_progress, batch)

    def _evaluate(self, tokens: list[int], cancel: threading.Event | None,
                  on_progress: Progress | None, batch: int | None, *,
                  fresh_last: bool = False) -> int:
        """prefill(); with `fresh_last` the last token is evaluated even when cached, so the
        context's logits are that token's (what generate() samples from)."""
        if len(tokens) >= self.n_ctx:
            raise ValueError(f"prompt of {len(tokens)} tokens does not fit n_ctx {self.n_ctx}")
        with self._use:
            self._open()
            reuse = common_prefix(compat.cached_tokens(self.llm), tokens)
            if fresh_last:
                reuse = max(0, min(reuse, len(tokens) - 1))
            self._truncate_to(reuse)
        todo = tokens[reuse:]
        for a, b in eval_chunks(len(todo), min(batch or self.n_batch, self.n_batch)):
            if cancel is not None and cancel.is_set():
                break
            with self._use:
                self._open()
                self.llm.eval(todo[a:b])
            if on_progress:
                on_progress(b, len(todo))
        return self.llm.n_tokens - reuse

    def stream_json(self, messages: list[dict], schema: dict, *, max_tokens: int = 256,
                    cancel: threading.Event | None = None) -> Iterator[str]:
        """Stream an answer that is JSON valid under `schema` (a llama.cpp grammar; greedy)."""
        return self.generate(self.prompt_tokens(messages)[0], max_tokens=max_tokens,
                             temperature=0.0, cancel=cancel, grammar=compat.json_grammar(schema))

    def favour_tokens(self, words: Sequence[str]) -> list[int]:
        """The tokens that spell `words`, at the start of a sentence and after a space."""
        ids: set[int] = set()
        for w in words:
            for form in (w, " " + w):
                ids.update(self.llm.tokenize(form.encode("utf-8"), add_bos=False,
                                             special=False))
        return sorted(ids)

    def generate(self, tokens: Sequence[int], *, max_tokens: int = 256, temperature: float = 0.0,
                 cancel: threading.Event | None = None,
                 on_progress: Progress | None = None, grammar=None,
                 favour: Sequence[str] = ()) -> Iterator[str]:
        """Stream the answer to `tokens`; only the part not already in the KV is prefilled."""
        tokens = list(tokens)
        st = self.last_stats = GenStats(prompt_tokens=len(tokens))
        t0 = time.perf_counter()
        st.reused_tokens = min(common_prefix(compat.cached_tokens(self.llm), tokens),
                               len(tokens) - 1)
        # the whole uncached tail in batches, the last token with the others (see
        # eval_chunks); llm.generate finds the prompt cached and samples from its logits
        self._evaluate(tokens, cancel, on_progress, None, fresh_last=True)
        st.prefill_tokens = len(tokens) - st.reused_tokens
        if cancel is not None and cancel.is_set():
            st.cancelled = True
            return
        dec = codecs.getincrementaldecoder("utf-8")(errors="replace")
        room = self.n_ctx - len(tokens) - 1
        gen = self.llm.generate(tokens, temp=temperature, top_k=40, top_p=0.95, min_p=0.05,
                                repeat_penalty=self.repeat_penalty, reset=True,
                                grammar=grammar, logits_processor=compat.logit_bias(
                                    self.favour_tokens(favour), COPY_BIAS))
        t_first = None
        try:
            while True:
                with self._use:
                    self._open()
                    tok = next(gen, None)
                    if t_first is None:
                        t_first = time.perf_counter()
                        st.prefill_ms = st.ttft_ms = (t_first - t0) * 1000
                    if tok is None or self._is_eog(tok):
                        break
                    piece = self.llm.detokenize([tok])
                st.gen_tokens += 1
                st.tokens.append(int(tok))
                text = dec.decode(piece)
                if text:
                    yield text
                if st.gen_tokens >= min(max_tokens, room):
                    break
                if cancel is not None and cancel.is_set():
                    st.cancelled = True
                    break
            tail = dec.decode(b"", final=True)
            if tail:
                yield tail
        finally:
            gen.close()
            if t_first is not None:
                st.gen_ms = (time.perf_counter() - t_first) * 1000
        if not self._answered and st.gen_tokens == 0 and not st.cancelled:
            raise ModelLoadError(f"{self.path.name} loaded but produced an empty answer; the "
                                 "file may be damaged or not a chat model")
        self._answered = True

    # ---------------------------------------------------------------- state bytes
    def save_state(self) -> bytes:
        """The KV state of what `state_tokens()` holds, as bytes."""
        with self._use:
            self._open()
            return compat.save_state(self.llm)

    def load_state(self, tokens: Sequence[int], data: bytes | bytearray) -> None:
        """Install a saved state holding `tokens` (verified by the caller). A writable buffer
        (the catalogue hands out a bytearray) is read in place; bytes are copied once."""
        tokens = list(tokens)
        if len(tokens) >= self.n_ctx:
            raise ValueError("state holds more tokens than this context")
        with self._use:
            self._open()
            compat.load_state(self.llm, tokens, data)

    def reset(self) -> None:
        with self._use:
            self._open()
            self._truncate_to(0)

    def close(self) -> None:
        with self._use:
            if not self._closed:
                self._closed = True
                self.llm.close()
