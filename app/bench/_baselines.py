"""Baselines of the LoCoMo bench: recency, BM25 and dense retrieval over two-turn pages.

They see the same pages and the same budget as Engram and are packed the same way (best
first, whole pages, skipping a page that does not fit), rendered as plain "Name: text" lines.
"""
from __future__ import annotations

import math
import re
from collections import Counter

import numpy as np

TOKEN_RE = re.compile(r"\w+|[^\w\s]")
WORD = re.compile(r"\w+")


def count(text: str) -> int:
    return len(TOKEN_RE.findall(text))


def pack(texts: list[str], order, budget: int) -> str:
    out, left = [], budget
    for i in order:
        n = count(texts[i])
        if n <= left:
            out.append(texts[i])
            left -= n
        if left <= 0:
            break
    return "\n".join(out)


class BM25:
    def __init__(self, docs: list[str], k1: float = 1.2, b: float = 0.75):
        self.tf = [Counter(WORD.findall(d.lower())) for d in docs]
        self.len = [sum(t.values()) for t in self.tf]
        self.avg = sum(self.len) / max(1, len(self.len))
        df = Counter(w for t in self.tf for w in t)
        n = len(docs)
        self.idf = {w: math.log(1 + (n - d + 0.5) / (d + 0.5)) for w, d in df.items()}
        self.k1, self.b = k1, b

    def scores(self, query: str) -> np.ndarray:
        q = WORD.findall(query.lower())
        out = np.zeros(len(self.tf))
        for i, (tf, n) in enumerate(zip(self.tf, self.len)):
            s = 0.0
            for w in q:
                f = tf.get(w)
                if f:
                    s += self.idf[w] * f * (self.k1 + 1) / (
                        f + self.k1 * (1 - self.b + self.b * n / self.avg))
            out[i] = s
        return out


def recency(texts, budget):
    return pack(texts, range(len(texts) - 1, -1, -1), budget)


def bm25(index: BM25, texts, query, budget):
    s = index.scores(query)
    return pack(texts, np.argsort(-s, kind="stable"), budget)


def dense(vectors: np.ndarray, qvec: np.ndarray, texts, budget):
    return pack(texts, np.argsort(-(vectors @ qvec), kind="stable"), budget)
