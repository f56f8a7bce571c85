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
