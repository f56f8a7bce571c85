"""Every use of llama-cpp-python beyond its public `Llama` calls, in one place.

Design decisions:
- The runtime needs what `Llama` does not offer publicly: the token ids its KV cache holds
  (`_input_ids`), cutting the KV cache back (`_ctx.kv_cache_seq_rm` plus `n_tokens`), a
  token's text and end-of-generation test (`_model`), and per-sequence state bytes
  (`llama_state_seq_*` on `ctx`, with `input_ids`/`n_tokens`/`_requires_eval` set by hand the
  way `Llama.load_state` does). These are private and change between releases, so they live
  here only, named for what they do; `app/runtime.py` and the benches call these functions.
- TESTED_VERSION is the release this was written against (pyproject pins it);
  tests/integration/test_llama_compat.py checks every name used here exists and behaves on the
  installed build, so an upgrade fails there loudly instead of as a wrong answer later.
- llama_cpp is imported inside the functions: importing it loads libllama (and OpenMP), which
  only loading a model should do.
"""
from __future__ import annotations

import ctypes
from pathlib import Path
from typing import Callable, Sequence

TESTED_VERSION = "0.3.36"


def _lib():
    import llama_cpp
    return llama_cpp


def version() -> str:
    return _lib().__version__


def load(path: str | Path, **params):
    """A `llama_cpp.Llama` for `path` (keyword parameters as Llama takes them)."""
    return _lib().Llama(str(path), **params)


def gpu_offload_supported() -> bool:
    """Whether the installed llama.cpp build has a GPU backend (CUDA, Vulkan, Metal...)."""
    return bool(_lib().llama_supports_gpu_offload())


def system_info() -> str:
    return _lib().llama_print_system_info().decode(errors="replace")


def max_devices() -> int:
    return int(_lib().llama_max_devices())


def json_grammar(schema: dict):
    """A llama.cpp grammar that only lets the model write JSON valid under `schema`."""
    import json

    return _lib().LlamaGrammar.from_json_schema(json.dumps(schema), verbose=False)


def n_params(llm) -> int:
    """How many parameters the loaded model has."""
    return int(llm._model.n_params())


DEVICE_TYPES = {0: "CPU", 1: "GPU", 2: "iGPU", 3: "accelerator"}   # enum ggml_backend_dev_type


def backend_devices() -> list[tuple[str, str, str]]:
    """(backend, device type, description) for every device in ggml's backend registry, as
    the installed build registered them (importing llama_cpp loads them); [] when libggml
    cannot be found next to libllama. llama-cpp-python binds none of this, hence ctypes."""
    lib_dir = Path(_lib().__file__).parent / "lib"
    cands = sorted(p for p in lib_dir.glob("*ggml*") if p.name.split(".")[0] in (
        "libggml", "ggml"))
    if not cands:
        return []
    ggml = ctypes.CDLL(str(cands[0]))
    vp, sz = ctypes.c_void_p, ctypes.c_size_t
    for name, res, args in (("ggml_backend_dev_count", sz, []),
                            ("ggml_backend_dev_get", vp, [sz]),
                            ("ggml_backend_dev_description", ctypes.c_char_p, [vp]),
                            ("ggml_backend_dev_type", ctypes.c_int, [vp]),
                            ("ggml_backend_dev_backend_reg", vp, [vp]),
                            ("ggml_backend_reg_name", ctypes.c_char_p, [vp])):
        fn = getattr(ggml, name)
        fn.restype, fn.argtypes = res, args
    out = []
    for i in range(ggml.ggml_backend_dev_count()):
        dev = ggml.ggml_backend_dev_get(i)
        reg = ggml.ggml_backend_reg_name(ggml.ggml_backend_dev_backend_reg(dev))
        desc = ggml.ggml_backend_dev_description(dev) or b""
        out.append((reg.decode(errors="replace"),
                    DEVICE_TYPES.get(ggml.ggml_backend_dev_type(dev), "other"),
                    desc.decode(errors="replace").strip()))
    return out


def logit_bias(token_ids: Sequence[int], bias: float):
    """A `logits_processor` for Llama.generate adding `bias` to these tokens (None: none).
    llama-cpp-python runs it first in its sampler chain, on the whole vocabulary in id
    order, so greedy decoding and the penalties see the raised logits."""
    if not token_ids or not bias:
        return None
    import numpy as np

    ids = np.asarray(token_ids, dtype=np.intc)

    def raise_(_input_ids, logits):
        logits[ids] += bias
        return logits

    return _lib().LogitsProcessorList([raise_])


def token_text(llm, token: int) -> str:
    """The vocabulary text of one token (e.g. '<|im_end|>'), as templates want bos/eos."""
    return llm._model.token_get_text(token)


def eog_test(llm) -> Callable[[int], bool]:
    """A function telling whether a token ends generation (EOS, EOT, ...) for this model."""
    lib, vocab = _lib(), llm._model.vocab
    return lambda tok: bool(lib.llama_vocab_is_eog(vocab, tok))


def cached_tokens(llm) -> Sequence[int]:
    """The token ids whose KV cells the context holds now (a view; copy to keep)."""
    return llm._input_ids


def truncate(llm, n: int) -> None:
    """Keep only the first `n` cached tokens: drop the KV cells after them in every sequence."""
    if n < llm.n_tokens:
        llm._ctx.kv_cache_seq_rm(-1, n, -1)
    llm.n_tokens = n


def save_state(llm) -> bytes:
    """The KV cells of sequence 0 as bytes (~23 KB per token on SmolLM2-135M)."""
    lib, ctx = _lib(), llm.ctx
    size = lib.llama_state_seq_get_size(ctx, 0)
    buf = (ctypes.c_uint8 * size)()
    n = lib.llama_state_seq_get_data(ctx, buf, size, 0)
    return ctypes.string_at(buf, n)


def load_state(llm, tokens: Sequence[int], data: bytes | bytearray) -> None:
    """Install state bytes that hold `tokens`; ValueError when llama.cpp rejects them (the
    cache is then empty). A writable buffer is read in place; bytes are copied once."""
    tokens = list(tokens)
    truncate(llm, 0)
    kind = ctypes.c_uint8 * len(data)
    try:
        buf = kind.from_buffer(data)
    except TypeError:   # read-only (bytes)
        buf = kind.from_buffer_copy(data)
    if _lib().llama_state_seq_set_data(llm.ctx, buf, len(data), 0) == 0:
        truncate(llm, 0)
        raise ValueError("llama.cpp rejected the state bytes")
    llm.input_ids[:len(tokens)] = tokens
    llm.n_tokens = len(tokens)
    llm._requires_eval = True   # as Llama.load_state does: no logits exist for these tokens yet
