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
- Templates render through jinja2's ImmutableSandboxedEnvironment directly, set up exactly as
  llama-cpp-python's Jinja2ChatFormatter (0.3.x) does: trim/lstrip blocks, loop controls,
  HF's `{% generation %}` tag passed through, `tojson` as Transformers renders it, and the
  same globals (bos/eos, raise_exception, strftime_now, add_generation_prompt). Importing
  that formatter loaded libllama into every process with a fake model; a GGUF template is
  untrusted input either way, hence the sandbox. tests/integration/test_chat_template_parity.py
  compares both renderings.
"""
from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from datetime import datetime
from typing import Callable

import jinja2
import jinja2.ext
from jinja2.sandbox import ImmutableSandboxedEnvironment

log = logging.getLogger(__name__)
_PREFIX_CACHE = 96   # prefix renderings kept: a 10-page chat has ~22, mostly shared per turn
# ...and at most this many characters in all: every rendering after a 1 MB paste holds a copy
# of it, so a count limit alone let the cache keep ~100 MB (measured in the soak work).
_PREFIX_CACHE_CHARS = 2_000_000
# longer pieces are tokenized afresh each time (see PieceTokenizer)
MAX_CACHED_PIECE_CHARS = 16_384

CHATML = ("{% for message in messages %}{{'<|im_start|>' + message['role'] + '\n' + "
          "message['content'] + '<|im_end|>' + '\n'}}{% endfor %}"
          "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}")
_SENTINEL = "ENGRAM-SYSTEM-SENTINEL-7f3a"


class _IgnoreGenerationTags(jinja2.ext.Extension):
    """Pass-through for HuggingFace's `{% generation %}` chat-template tag."""

    tags = {"generation"}

    def parse(self, parser):
        parser.stream.skip(1)
        return parser.parse_statements(("name:endgeneration",), drop_needle=True)


def _tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False) -> str:
    # Transformers' chat-template tojson: non-ASCII kept as is (jinja's own escapes HTML)
    return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators,
                      sort_keys=sort_keys)


def _strftime_now(fmt: str) -> str:
    return datetime.now().strftime(fmt)


def _raise_exception(message: str):
    raise ValueError(message)


class JinjaTemplate:
    """One compiled chat template; `render` takes the variables chat templates expect."""

    def __init__(self, template: str, bos: str = "", eos: str = ""):
        env = ImmutableSandboxedEnvironment(loader=jinja2.BaseLoader(), trim_blocks=True,
                                            lstrip_blocks=True,
                                            extensions=[_IgnoreGenerationTags,
                                                        jinja2.ext.loopcontrols])
        env.filters["tojson"] = _tojson
        self._template = env.from_string(template)
        self.bos, self.eos = bos, eos

    def render(self, messages: list[dict], add_generation_prompt: bool) -> str:
        return self._template.render(messages=messages, eos_token=self.eos, bos_token=self.bos,
                                     raise_exception=_raise_exception,
                                     add_generation_prompt=add_generation_prompt,
                                     functions=None, function_call=None, tools=None,
                                     tool_choice=None, strftime_now=_strftime_now)


@dataclass(frozen=True)
class Piece:
    text: str
    first: bool = False   # tokenized with BOS
    upto: int = 0         # the rendering of messages[:upto] ends where this piece ends


class ChatTemplate:
    """Renders messages with a Jinja chat template; `name` says which one and why."""

    def __init__(self, template: str | None, bos: str = "", eos: str = ""):
        self.name = "gguf"
        self.fold_system = False
        if not template:
            log.warning("model has no chat template in its metadata; using ChatML")
            template, self.name = CHATML, "chatml (fallback: no template in GGUF)"
        self._prefixes: dict[tuple, str | None] = {}   # message prefix -> rendering (None: raised)
        self._prefix_chars = 0
        self._jinja = JinjaTemplate(template, bos=bos, eos=eos)
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
        return self._jinja.render(messages, add_generation_prompt)

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


class PieceTokenizer:
    """Tokenizes template pieces one by one (cached), so heads stay token prefixes."""

    def __init__(self, tokenize: Callable[[str, bool], list[int]], size: int = 4096):
        self._tok = tokenize
        self._cache: dict[tuple[str, bool], list[int]] = {}
        self._size = size

    def clear(self) -> None:
        self._cache.clear()

    def __call__(self, pieces: list[Piece]) -> tuple[list[int], dict[int, int]]:
        tokens, bounds = [], {}
        for p in pieces:
            k = (p.text, p.first)
            t = self._cache.get(k)
            if t is None:
                t = self._tok(p.text, p.first)
                if len(p.text) <= MAX_CACHED_PIECE_CHARS:  # a 1 MB paste is not kept twice
                    if len(self._cache) >= self._size:
                        self._cache.pop(next(iter(self._cache)))
                    self._cache[k] = t
            tokens.extend(t)
            bounds[p.upto] = len(tokens)
        return tokens, bounds
