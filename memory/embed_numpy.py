"""all-MiniLM-L6-v2 in NumPy: the same vectors as sentence-transformers, without torch.

Design decision: importing torch + transformers + sentence-transformers and building the model
took 15-20 s of a cold `engram chat --once` (under load), for a 6-layer, 384-wide BERT whose
forward pass is a few matrix products. This module runs that forward pass with NumPy on the
weights in the bundled model.safetensors (read by `safetensors.numpy`, no torch) and the
tokenizer.json (Rust `tokenizers`), then mean-pools and L2-normalises exactly as the
sentence-transformers pipeline of this model does (max_seq_length 256, mean pooling). A test
checks it against sentence-transformers (cosine > 0.9999 per text), so the vectors already
stored in a database stay comparable.
"""
from __future__ import annotations

import ctypes
import json
import math
import os
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from collections.abc import Sequence

import numpy as np

MAX_TOKENS = 256
BATCH = 16
MAX_WORKERS = 4
TOP_PAD = 64 << 20


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray, eps: float) -> np.ndarray:
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * w + b


def _gelu(x: np.ndarray) -> np.ndarray:
    """BERT's exact (erf) GELU, not the tanh approximation: erf to ~1.5e-7 (Abramowitz &
    Stegun 7.1.26), below float32's own rounding here. In place on three scratch arrays: the
    FFN's activations are the largest arrays of the pass, and a temporary per operation made
    this a quarter of an import's embedding time."""
    z = np.multiply(x, np.float32(1.0 / math.sqrt(2.0)))
    a = np.abs(z)
    t = np.multiply(a, np.float32(0.3275911))
    t += 1.0
    np.reciprocal(t, out=t)
    p = t * np.float32(1.061405429)
    for c in (-1.453152027, 1.421413741, -0.284496736, 0.254829592):
        p += np.float32(c)
        p *= t
    np.multiply(a, a, out=a)
    np.negative(a, out=a)
    np.exp(a, out=a)
    p *= a                       # 1 - erf(|z|)
    np.copysign(p, z, out=p)
    np.sign(z, out=z)
    z -= p                       # erf(z)
    z += 1.0
    z *= 0.5
    z *= x
    return z


class NumpyMiniLM:
    """Loads in well under a second; `embed` gives (n, 384) float32 L2-normalised vectors."""

    def __init__(self, model_dir: Path):
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        cfg = json.loads((model_dir / "config.json").read_text())
        self.heads = int(cfg["num_attention_heads"])
        self.layers = int(cfg["num_hidden_layers"])
        self.dim = int(cfg["hidden_size"])
        self.eps = float(cfg.get("layer_norm_eps", 1e-12))
        st = model_dir / "sentence_bert_config.json"
        self.max_tokens = (json.loads(st.read_text()).get("max_seq_length", MAX_TOKENS)
                           if st.exists() else MAX_TOKENS)
        w = load_file(str(model_dir / "model.safetensors"))
        self.w = {k.removeprefix("bert."): v.astype(np.float32, copy=False)  # no 90 MB copy
                  for k, v in w.items()}
        tok = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        tok.enable_truncation(self.max_tokens)
        tok.no_padding()
        self.tok = tok
        tune_process()

    def _lin(self, x, name):
        return x @ self.w[name + ".weight"].T + self.w[name + ".bias"]

    def _forward(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        w, (n, t) = self.w, ids.shape
        x = (w["embeddings.word_embeddings.weight"][ids]
             + w["embeddings.position_embeddings.weight"][np.arange(t)][None]
             + w["embeddings.token_type_embeddings.weight"][0][None, None])
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"],
                        self.eps)
        h, d = self.heads, x.shape[-1] // self.heads
        bias = np.where(mask[:, None, None, :] > 0, 0.0, -1e9).astype(np.float32)
        for i in range(self.layers):
            p = f"encoder.layer.{i}."
            q = self._lin(x, p + "attention.self.query").reshape(n, t, h, d).transpose(0, 2, 1, 3)
            k = self._lin(x, p + "attention.self.key").reshape(n, t, h, d).transpose(0, 2, 3, 1)
            v = self._lin(x, p + "attention.self.value").reshape(n, t, h, d).transpose(0, 2, 1, 3)
            a = q @ k / math.sqrt(d) + bias
            a = np.exp(a - a.max(-1, keepdims=True))
            a /= a.sum(-1, keepdims=True)
            ctx = (a @ v).transpose(0, 2, 1, 3).reshape(n, t, h * d)
            x = _layer_norm(self._lin(ctx, p + "attention.output.dense") + x,
                            w[p + "attention.output.LayerNorm.weight"],
                            w[p + "attention.output.LayerNorm.bias"], self.eps)
            y = self._lin(_gelu(self._lin(x, p + "intermediate.dense")), p + "output.dense")
            x = _layer_norm(y + x, w[p + "output.LayerNorm.weight"],
                            w[p + "output.LayerNorm.bias"], self.eps)
        m = mask[..., None].astype(np.float32)
        pooled = (x * m).sum(1) / np.clip(m.sum(1), 1e-9, None)
        norm = np.linalg.norm(pooled, axis=1, keepdims=True)
        return (pooled / np.clip(norm, 1e-12, None)).astype(np.float32)

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        encs = self.tok.encode_batch(list(texts))
        order = sorted(range(len(encs)), key=lambda i: len(encs[i].ids))  # little padding
        chunks = [order[s:s + BATCH] for s in range(0, len(order), BATCH)]
        pool = _pool() if len(chunks) > 1 else None
        if pool is None:   # a query or one page: on the caller's thread, no hand-off
            results = [self._run(encs, idx) for idx in chunks]
        else:
            results = list(pool.map(lambda idx: self._run(encs, idx), chunks))
        out = np.zeros((len(encs), self.dim), dtype=np.float32)
        for idx, res in zip(chunks, results):
            out[idx] = res
        return out

    def _run(self, encs, idx: list[int]) -> np.ndarray:
        t = max(len(encs[i].ids) for i in idx)
        ids = np.zeros((len(idx), t), dtype=np.int64)
        mask = np.zeros((len(idx), t), dtype=np.int64)
        for row, i in enumerate(idx):
            e = encs[i].ids
            ids[row, :len(e)] = e
            mask[row, :len(e)] = 1
        return self._forward(ids, mask)


_POOL: ThreadPoolExecutor | None = None
_POOL_LOCK = threading.Lock()


def _pool() -> ThreadPoolExecutor | None:
    """Workers for many texts (imports, re-embedding): one chunk each, one BLAS thread each.

    OpenBLAS's own threads split every matrix product and spin at a barrier until all of them
    finish it; on a busy machine (other programs on the cores) a descheduled one stalls the
    rest for a whole time slice, hundreds of times per text: an import measured 2 texts/s
    instead of 30. Chunks on separate threads never wait for each other (NumPy releases the
    GIL in its kernels), so the process is limited to one BLAS thread once, here, and the
    parallelism lives in this pool. None on a one-core machine."""
    global _POOL
    with _POOL_LOCK:
        if _POOL is None:
            n = min(os.cpu_count() or 1, MAX_WORKERS)
            if n < 2:
                return None
            _POOL = ThreadPoolExecutor(n, thread_name_prefix="embed")
        return _POOL


def tune_process() -> None:
    """Process-wide settings the forward pass needs to run at the speed of its arithmetic;
    idempotent.

    - One OpenBLAS thread: see `_pool`.
    - glibc keeps TOP_PAD bytes of freed memory per arena instead of giving it back to the
      kernel at once: each layer's activations are megabytes, allocated and freed hundreds of
      times per batch, and with the default every one came back as fresh zeroed pages (2
      million page faults for 320 texts, a third of the CPU time spent in the kernel). The
      price is up to TOP_PAD of resident memory per thread that embeds many texts."""
    from threadpoolctl import threadpool_limits

    threadpool_limits(limits=1, user_api="blas")   # not restored: for the process's life
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL(None)
            if hasattr(libc, "gnu_get_libc_version"):   # glibc: musl ignores these tunables
                libc.mallopt(M_TOP_PAD, TOP_PAD)
        except (OSError, AttributeError):
            pass


M_TOP_PAD = -2   # glibc malloc.h
