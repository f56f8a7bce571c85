"""Chat templates rendered as stable, separately tokenized pieces.

Design decisions:
- The model's own Jinja template (GGUF `tokenizer.chat_template`) is used; where it is missing
  we fall back to ChatML, and where it drops the system message (llama-cpp-python's built-in
  `gemma` format does, and so do some GGUF templates) the system text is folded into the first
  user message. Either fallback is logged once.
- A prompt is a list of *pieces*: one per message, the last one carrying the generation
  prompt. Piece k is the text that rendering messages[:k+1] adds to rendering messages[:k].
  Each piece is tokenized on its own and the token lists are concatenated, so the tokens of
  a stable head are by construction a prefix of every prompt that starts with it - the
  property activation slots depend on. Where a template is not prefix-monotone at some
  boundary the neighbouring pieces are merged (correct, just less reusable).
- Cutting needs a rendering of every message prefix: O(n^2) Jinja work per prompt (11 ms at
  22 messages on the 2-core box, on the critical path of every turn). Consecutive prompts of
  a chat share their prefixes, so prefix renderings are memoized by message content.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

log = logging.getLogger(__name__)
_PREFIX_CACHE = 96   # prefix renderings kept: a 10-page chat has ~22, mostly shared per turn
# ...and at most this many characters in all: every rendering after a 1 MB paste holds a copy
# of it, so a count limit alone let the cache keep ~100 MB (measured in the soak work).
_PREFIX_CACHE_CHARS = 2_000_000

CHATML = ("{% for message in messages %}{{'<|im_start|>' + message['role'] + '\n' + "
          "message['content'] + '<|im_end|>' + '\n'}}{% endfor %}"
          "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}")
_SENTINEL = "ENGRAM-SYSTEM-SENTINEL-7f3a"


@dataclass(frozen=True)
class Piece:
    text: str
    first: bool = False   # tokenized with BOS
    upto: int = 0         # the rendering of messages[:upto] ends where this piece ends


class ChatTemplate:
    """Renders messages with a Jinja chat template; `name` says which one and why."""

    def __init__(self, template: str | None, bos: str = "", eos: str = ""):
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        self.name = "gguf"
        self.fold_system = False
        if not template:
            log.warning("model has no chat template in its metadata; using ChatML")
            template, self.name = CHATML, "chatml (fallback: no template in GGUF)"
        self._prefixes: dict[tuple, str | None] = {}   # message prefix -> rendering (None: raised)
        self._prefix_chars = 0
        self._gen = Jinja2ChatFormatter(template, eos, bos, add_generation_prompt=True)
        self._plain = Jinja2ChatFormatter(template, eos, bos, add_generation_prompt=False)
        if not self._keeps_system():
            log.warning("the model's chat template drops the system message; folding it "
                        "into the first user message")
            self.fold_system = True
            self.name += " (system folded into first user message)"

    def _keeps_system(self) -> bool:
        try:
            out = self.render([{"role": "system", "content": _SENTINEL},
                               {"role": "user", "content": "hi"}], True, fold=False)
        except Exception as e:  # a template that raises on a system role drops it too
            log.info("template rejects a system message: %s", e)
            return False
        return _SENTINEL in out

    def render(self, messages: list[dict], add_generation_prompt: bool, *, fold=None) -> str:
        fold = self.fold_system if fold is None else fold
        if fold and messages and messages[0]["role"] == "system":
            sys_text, rest = messages[0]["content"], list(messages[1:])
            if rest and rest[0]["role"] == "user":
                rest[0] = {"role": "user", "content": f"{sys_text}\n\n{rest[0]['content']}"}
            else:
                rest.insert(0, {"role": "user", "content": sys_text})
            messages = rest
        fmt = self._gen if add_generation_prompt else self._plain
        return fmt(messages=messages).prompt

    def pieces(self, messages: list[dict]) -> list[Piece]:
        """Texts whose concatenation is the full prompt, split at message boundaries."""
        full = self.render(messages, True)
        cuts, prev, key = [], "", ()
        for k in range(1, len(messages)):
            key += ((messages[k - 1]["role"], messages[k - 1]["content"]),)
            part = self._prefix(key, messages[:k])
            if part is None:
                continue  # e.g. a template that insists on a trailing user message
            if part.startswith(prev) and full.startswith(part) and len(part) > len(prev):
                cuts.append((len(part), k))
                prev = part
        out, start = [], 0
        for c, k in cuts + [(len(full), len(messages))]:
            out.append(Piece(full[start:c], first=start == 0, upto=k))
            start = c
        return out

    def clear_cache(self) -> None:
        self._prefixes.clear()
        self._prefix_chars = 0

    def _prefix(self, key: tuple, messages: list[dict]) -> str | None:
        if key in self._prefixes:
            return self._prefixes[key]
        try:
            part = self.render(messages, False)
        except Exception:
            part = None
        size = len(part or "")
        while self._prefixes and (len(self._prefixes) >= _PREFIX_CACHE
                                  or self._prefix_chars + size > _PREFIX_CACHE_CHARS):
            self._prefix_chars -= len(self._prefixes.pop(next(iter(self._prefixes))) or "")
        if size <= _PREFIX_CACHE_CHARS:
            self._prefixes[key] = part
            self._prefix_chars += size
        return part
