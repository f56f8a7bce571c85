"""Keywords without an LLM: distinctive terms by TF-IDF, plus entity-like spans.

Design decisions:
- Document frequencies come from the store's own FTS5 index (the `pages_vocab` fts5vocab
  view of migration 0002), so "distinctive" means distinctive *for this user's memory* and the
  statistics never drift from the pages (a deleted page's terms leave them too).
- Terms are lowercased `\\w+` pieces without diacritics, the same units the FTS5 unicode61
  tokenizer indexes, so a keyword is always something FTS can match.
- Entity-like spans (capitalised words that do not start a sentence, numbers with units,
  years) are kept whole as extra keywords: names and places carry topics better than
  frequent words, and need no model to find.
"""
from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from typing import Iterable

WORD = re.compile(r"\w+", re.UNICODE)
_ENTITY = re.compile(r"(?<![.!?]\s)(?<!^)\b([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)*)")
_SENT_START = re.compile(r"(?:^|[.!?]\s+|\n)\s*([A-Z][\w'-]*)")

STOPWORDS = frozenset("""
a about above after again against ago all almost also am an and any are aren as at be because
been before being below between both but by can cannot could couldn did didn do does doesn doing
don done down during each else even ever every few for from further get gets getting got had hadn
has hasn have haven having he her here hers herself him himself his how i if in into is isn it its
itself just let lets like ll m me might mine more most much must my myself no nor not now of off
oh ok okay on once one only or other ought our ours ourselves out over own re really s same say
said she should shouldn so some such t than thank thanks that the their theirs them themselves then
there these they thing things think this those though through to too under until up us ve very
was wasn way we well were weren what when where which while who whom whose why will with won
would wouldn yeah yes yet you your yours yourself yourselves d y hey hi hello wow sure great good
lot lots going gonna wanna know kind also always really definitely totally pretty maybe quite
tell told see saw feel felt make made take took
""".split())


def fold(text: str) -> str:
    """Lowercase and strip diacritics, as FTS5 unicode61 (remove_diacritics 2) does."""
    text = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in text if not unicodedata.combining(c))


def terms(text: str) -> list[str]:
    """Content terms of `text`: folded words that are not stopwords or single letters."""
    return [w for w in WORD.findall(fold(text))
            if w not in STOPWORDS and (len(w) > 1 or w.isdigit()) and not w.startswith("_")]


def entities(text: str) -> list[str]:
    """Entity-like spans: capitalised word runs that do not merely start a sentence."""
    starts = {m.start(1) for m in _SENT_START.finditer(text)}
    out = []
    for m in _ENTITY.finditer(text):
        span = m.group(1)
        words = span.split()
        if m.start(1) in starts:
            words = words[1:]  # a sentence's first word is capitalised for grammar, not meaning
        words = [w for w in words if fold(w) not in STOPWORDS]
        if words:
            out.append(fold(" ".join(words)))
    return out


class DocFreq:
    """Document frequencies of terms in the store's pages (read through `pages_vocab`)."""

    def __init__(self, store):
        self.store = store
        self._cache: dict[str, int] = {}
        self._n: int | None = None

    def n_docs(self) -> int:
        if self._n is None:
            # max(id) is an index lookup; count(*) would scan 100k rows on every write
            self._n = int(self.store.scalar("SELECT coalesce(max(id), 0) FROM pages"))
        return self._n

    def df(self, items: Iterable[str]) -> dict[str, int]:
        want = [t for t in set(items) if t not in self._cache]
        for i in range(0, len(want), 200):
            chunk = want[i:i + 200]
            marks = ",".join("?" * len(chunk))
            found = dict(self.store.rows(
                f"SELECT term, doc FROM pages_vocab WHERE term IN ({marks})", chunk))
            for t in chunk:
                self._cache[t] = int(found.get(t, 0))
        return {t: self._cache[t] for t in items}

    def idf(self, items: Iterable[str]) -> dict[str, float]:
        n = self.n_docs()
        return {t: math.log((n + 1) / (d + 1)) + 1.0 for t, d in self.df(items).items()}

    def invalidate(self) -> None:
        self._cache.clear()
        self._n = None


def extract(text: str, docfreq: DocFreq | None = None, limit: int = 10) -> list[str]:
    """The `limit` most distinctive keywords of `text`: entity spans first, then TF-IDF terms."""
    counts = Counter(terms(text))
    if not counts:
        return []
    idf = docfreq.idf(counts) if docfreq is not None else {t: 1.0 for t in counts}
    ranked = sorted(counts, key=lambda t: (-(1 + math.log(counts[t])) * idf[t], t))
    out: list[str] = []
    for e in entities(text):
        if e not in out and len(out) < limit // 2:
            out.append(e)
    for t in ranked:
        if len(out) >= limit:
            break
        if t not in out:
            out.append(t)
    return out


def keyword_terms(keywords: Iterable[str]) -> set[str]:
    """Single terms of a keyword list (entity spans split), for Jaccard overlap."""
    return {w for k in keywords for w in WORD.findall(k)}


def jaccard(a: Iterable[str], b: Iterable[str]) -> float:
    a, b = keyword_terms(a), keyword_terms(b)
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)
