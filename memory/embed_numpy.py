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

import json
import math
import threading
from pathlib import Path
from typing import Sequence

import numpy as np

MAX_TOKENS = 256
BATCH = 32
SMALL_BATCH = 8


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray, eps: float) -> np.ndarray:
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * w + b


def _erf(x: np.ndarray) -> np.ndarray:
    """erf to ~1.5e-7 (Abramowitz & Stegun 7.1.26), below float32's own rounding here."""
    s = np.sign(x)
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    y = 1.0 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t
               + 0.254829592) * t * np.exp(-a * a)
    return s * y


def _gelu(x: np.ndarray) -> np.ndarray:
    """BERT's exact (erf) GELU, not the tanh approximation."""
    return 0.5 * x * (1.0 + _erf(x * (1.0 / math.sqrt(2.0))))


class NumpyMiniLM:
    """Loads in well under a second; `embed` gives (n, 384) float32 L2-normalised vectors."""

    def __init__(self, model_dir: Path):
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        cfg = json.loads((model_dir / "config.json").read_text())
        self.heads = int(cfg["num_attention_heads"])
        self.layers = int(cfg["num_hidden_layers"])
        self.eps = float(cfg.get("layer_norm_eps", 1e-12))
        st = model_dir / "sentence_bert_config.json"
        self.max_tokens = (json.loads(st.read_text()).get("max_seq_length", MAX_TOKENS)
                           if st.exists() else MAX_TOKENS)
        w = load_file(str(model_dir / "model.safetensors"))
        self.w = {k.removeprefix("bert."): v.astype(np.float32) for k, v in w.items()}
        tok = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        tok.enable_truncation(self.max_tokens)
        tok.no_padding()
        self.tok = tok
        self._lock = threading.Lock()

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
        # a query or a page is a few small matrix products: OpenBLAS's threads only spin and
        # wait for busy cores there (0.9 s instead of 0.03 s for "hi" on a loaded 2-core box)
        if len(texts) <= SMALL_BATCH:
            from threadpoolctl import threadpool_limits
            with threadpool_limits(limits=1, user_api="blas"):
                return self._encode(texts)
        return self._encode(texts)

    def _encode(self, texts: Sequence[str]) -> np.ndarray:
        encs = self.tok.encode_batch(list(texts))
        order = sorted(range(len(encs)), key=lambda i: len(encs[i].ids))  # little padding
        vecs: dict[int, np.ndarray] = {}
        for s in range(0, len(order), BATCH):
            idx = order[s:s + BATCH]
            t = max(len(encs[i].ids) for i in idx)
            ids = np.zeros((len(idx), t), dtype=np.int64)
            mask = np.zeros((len(idx), t), dtype=np.int64)
            for row, i in enumerate(idx):
                e = encs[i].ids
                ids[row, :len(e)] = e
                mask[row, :len(e)] = 1
            with self._lock:
                res = self._forward(ids, mask)
            for row, i in enumerate(idx):
                vecs[i] = res[row]
        out = [vecs[i] for i in range(len(encs))]
        return np.stack(out) if out else np.zeros((0, 384), dtype=np.float32)
