"""The NumPy all-MiniLM-L6-v2 gives the vectors sentence-transformers gives (stored vectors stay
comparable), and loads without importing torch."""
from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

TEXTS = ["hi", "Where do I live? I moved to Lisbon last year and love green tea.",
         "def total(path):\n    return sum(1 for _ in open(path))", "Émoji 🙂 עברית 中文",
         "word " * 400, ""]


@pytest.mark.slow
def test_numpy_matches_sentence_transformers(monkeypatch):
    from memory.embed import MiniLMEmbedder, bundled_model_dir
    from memory.embed_numpy import NumpyMiniLM

    fast = NumpyMiniLM(bundled_model_dir()).encode(TEXTS)
    monkeypatch.setenv("ENGRAM_EMBEDDER", "torch")
    ref = MiniLMEmbedder().embed(TEXTS)
    assert fast.shape == ref.shape == (len(TEXTS), 384) and fast.dtype == np.float32
    cos = (fast * ref).sum(1)
    assert cos.min() > 0.9999, cos
    assert np.abs(fast - ref).max() < 1e-4


def test_default_embedder_does_not_import_torch():
    code = ("import sys; from memory.embed import MiniLMEmbedder; e = MiniLMEmbedder(); "
            "v = e.embed(['hello there']); import numpy as np; "
            "assert v.shape == (1, 384) and abs(float(np.linalg.norm(v[0])) - 1) < 1e-5; "
            "print('torch' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_many_texts_in_parallel_chunks_match_one_by_one():
    """More texts than one chunk go through the worker pool, sorted by length and put back in
    order: each vector must be the one its text gets alone (no row mixed up between chunks)."""
    from threadpoolctl import threadpool_info

    from memory.embed import bundled_model_dir
    from memory.embed_numpy import BATCH, NumpyMiniLM

    m = NumpyMiniLM(bundled_model_dir())
    texts = [f"Note {i}: " + "the garden needs water " * (i % 7) + TEXTS[i % len(TEXTS)]
             for i in range(3 * BATCH + 5)]
    many = m.encode(texts)
    alone = np.stack([m.encode([t])[0] for t in texts])
    assert many.shape == (len(texts), 384)
    assert np.abs(many - alone).max() < 1e-5
    assert len({v.tobytes() for v in many}) == len(texts)
    # the worker pool is the parallelism: OpenBLAS's own threads would stall on a busy machine
    assert all(p["num_threads"] == 1 for p in threadpool_info() if p["user_api"] == "blas")
