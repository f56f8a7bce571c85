"""Hybrid retrieval: what memory the model is given for one answer.

Design decisions:
- Candidates come from several ranked lists, fused by reciprocal rank (RRF): FTS5 BM25
  over pages (with LIMIT), sqlite-vec KNN over pages, the same two over segment summaries and
  current long-term items, the pages dated inside a range the query names, and a
  pseudo-relevance-feedback BM25 pass whose query is expanded with the keywords of the best
  first-pass pages (helps multi-hop questions whose wording misses the evidence).
- Dense search is exact (vec0 float KNN) on small stores; beyond `EXACT_MAX` pages it goes
  to an in-memory index (memory/vector_index.py): Hamming pre-filter on sign bits to
  `PRE_K`, int8 cosine re-rank. vec0's own binary KNN and rowid re-rank cost ~200 ms at 100k
  pages, because every lookup walks a 1.5 MB chunk blob through the cipher.
- Query words match their inflections (a light suffix stripper and FTS5 prefix queries), and
  terms found in a fifth of the pages or more step aside (see `_distinctive`); together they
  took LoCoMo dev recall from 78.6 to 82.1 overall and 46.1 to 56.0 on multi-hop.
- Priors are small multipliers: segment heat, recency, and a discount for archived pages.
- Packing the ranked items under the budget, and how each is shown to the model, is
  memory/packing.py (the Retriever inherits its Packer); `retrieve` runs its passes.
"""
from __future__ import annotations

import json
import math
import re
from typing import Callable

import numpy as np

from . import turn_vectors
from .embed import to_blob
from .keywords import STOPWORDS, fold, terms
from .packing import (MIN_ITEM_TOKENS, Candidate, Packer, TokenMemo, approx_tokens,
                      asks_about_reply)
from .packing import regex_tokens  # noqa: F401 - the benches import it from here
from .timewords import date_range, is_temporal
from .types import Context, ContextItem
from .vector_index import PageVectorIndex, TurnVectorIndex

EXACT_MAX = 2_000
COMMON_SHARE = 0.2
MIN_PAGES_FOR_STATS = 50  # fewer pages: document frequencies say little
POSTINGS_MAX = 3_000  # ~2.2 us of FTS5 bm25 work per posting on 2 cores
FTS_LIMIT = 100
FTS_TERMS_MAX = 32      # terms in one FTS5 OR-query
KNN_K = 100
PRE_K = 1000
MAX_FACTS = 3   # long-term facts restated per message (Context.facts)
SIDE_LIMIT = 20          # hits per ranked list of topics and long-term items
EXPANSION_SEEDS = 3      # best first-pass pages (per list) whose keywords expand the query
EXPANSION_TERMS = 12     # keys the expansion adds at most
RANGE_SCAN = 2000        # newest pages inside a named date range that are ranked by meaning
RANGE_HITS = 50
RANKED_MAX = 200         # candidates retrieve() packs from, best first
REFILL_PASSES = 3        # packing passes that use the tokens freed by shared date headers
SQL_CHUNK = 500          # ids per `IN (...)` query
# Priors: multipliers on a page's fused score (small: the ranked lists decide)
HEAT_PRIOR = 0.05        # x log1p(segment heat)
RECENCY_PRIOR = 0.05     # x exp(-age / RECENCY_DAYS)
RECENCY_DAYS = 30.0
ARCHIVE_PRIOR = 0.8
PINNED_PRIOR = 1.1
CHAT_SPREAD = 0.8        # x per better page of the same conversation, in the packing order
DF_REFRESH_SHARE = 0.02  # document frequencies are recounted when the store changes this much
# Weights of the ranked lists in reciprocal-rank fusion (and its k).
# k=10 (not the usual 60) lets a page ranked first by one list beat one ranked tenth by both;
# long-term items and topics are down-weighted because the prompt head already carries the
# current facts and hottest topics (head_items). Neighbours are off: on LoCoMo they only
# took budget from better hits.
WEIGHTS = {"bm25": 1.0, "dense": 1.0, "expansion": 0.5, "range": 1.0, "segment": 0.25,
           "lpm": 0.5, "rrf_k": 10.0, "neighbour": 0.0}


# A light English suffix stripper: a query word matches its inflections through an FTS5
# prefix query ("camped" -> camp*, "walking" -> walk*, "dance" -> danc*). FTS5's porter tokenizer would do this at
# index time, but it needs a rebuilt index and changes the terms the keyword statistics
# read. Measured on LoCoMo dev: multi-hop recall 46 -> 52.
SUFFIXES = ("ings", "ing", "ies", "ied", "ers", "ed", "es", "er", "ly", "s")
MIN_STEM = 4


def fts_key(word: str) -> str:
    """What the FTS query matches for one query word: the word itself, or `stem*`."""
    if word.isdigit() or len(word) < MIN_STEM + 1:
        return word
    for suf in SUFFIXES:
        if word.endswith(suf) and len(word) - len(suf) >= MIN_STEM:
            return word[:-len(suf)] + "*"
    return (word[:-1] if word.endswith("e") else word) + "*"


def fts_query(keys) -> str:
    """An FTS5 OR-query of quoted terms or prefixes (quoting makes any text syntax-safe)."""
    out = []
    for k in dict.fromkeys(keys):
        word, star = (k[:-1], "*") if k.endswith("*") else (k, "")
        out.append('"%s"%s' % (word.replace('"', '""'), star))
        if len(out) == FTS_TERMS_MAX:
            break
    return " OR ".join(out)


def spread_chats(cands: list[Candidate], page_info: dict[int, tuple]) -> list[Candidate]:
    """Pages reordered so that each chat's pages have diminishing returns: a page ranks as if
    its score were multiplied by `CHAT_SPREAD` for every better page of the same conversation
    (scores are kept; only the order changes, and only among pages). A question about
    something said in several chats ("how many ... have I ...") needs a little from each, and
    the best pages of one chat usually carry what that chat says about it. A store of one
    conversation keeps its order exactly."""
    seen: dict[str, int] = {}
    ranked = []
    for c in cands:
        if c.item_type == "page":
            cid = page_info[c.item_id][0]
            ranked.append((c.score * CHAT_SPREAD ** seen.get(cid, 0), len(ranked), c))
            seen[cid] = seen.get(cid, 0) + 1
    pages = iter(c for _, _, c in sorted(ranked, key=lambda x: (-x[0], x[1])))
    return [next(pages) if c.item_type == "page" else c for c in cands]


class Retriever(Packer):
    """Ranks candidates for a query (the ranked lists and their fusion); packing them
    under a budget is inherited from memory/packing.py's Packer."""

    def __init__(self, store, embedder, policy, clock: Callable[[], float],
                 count_tokens: Callable[[str], int] | None = None):
        self.store, self.embedder, self.policy, self.clock = store, embedder, policy, clock
        self.count_tokens = count_tokens
        self.vindex = PageVectorIndex(store)
        self.tindex = TurnVectorIndex(store)
        self._df_cache: dict[str, int] = {}
        self._df_n = 0

    @property
    def count_tokens(self) -> Callable[[str], int]:
        return self._count.fn

    @count_tokens.setter
    def count_tokens(self, fn: Callable[[str], int] | None) -> None:
        self._count = TokenMemo(fn or approx_tokens)

    def tokens(self, text: str) -> int:
        return self._count(text)

    # --- ranked lists -----------------------------------------------------------------------
    def _fts(self, table: str, words, limit: int) -> list[int]:
        q = fts_query(words)
        if not q:
            return []
        return [r[0] for r in self.store.rows(
            f"SELECT rowid FROM {table} WHERE {table} MATCH ? ORDER BY rank LIMIT ?", (q, limit))]

    def _large(self) -> bool:
        """Whether the store is past exact vec0 search (then the in-memory index serves it).
        max(id) is an index lookup where count(*) would scan; deleted ids overestimate."""
        return self.vindex.loaded or \
            self.store.scalar("SELECT coalesce(max(id), 0) FROM pages") > EXACT_MAX

    def _knn_pages(self, qvec: np.ndarray, qblob: bytes, k: int) -> list[int]:
        """Pages nearest in meaning, each by the best of its own vector and its turn vectors
        (memory/turn_vectors.py); exact on small stores, the in-memory indexes beyond."""
        if self._large():
            pages = [(i, 1.0 - sim) for i, sim in self.vindex.search_scored(qvec, k, PRE_K)]
            turns = [(i, 1.0 - sim) for i, sim in self.tindex.search_scored(qvec, k, PRE_K)]
        else:
            pages = self._knn("pages_vec", qblob, k, scored=True)
            turns = self._knn("turns_vec", qblob, k, scored=True)
        best: dict[int, float] = {}
        for pid, dist in pages + [(r // turn_vectors.SIDES, d) for r, d in turns]:
            best[pid] = min(dist, best.get(pid, dist))
        return sorted(best, key=lambda pid: (best[pid], pid))[:k]

    def warm(self) -> None:
        """Load the in-memory vector index now if the store is large (else it loads on the
        first query that needs it)."""
        if self._large():
            self.vindex.sync()
            self.tindex.sync()

    def _knn(self, table: str, qblob: bytes, k: int, scored: bool = False) -> list:
        """Exact vec0 KNN: rowids, or (rowid, cosine distance) pairs, nearest first."""
        rows = self.store.rows(f"SELECT rowid, distance FROM {table} WHERE embedding MATCH ? "
                               "AND k = ? ORDER BY distance", (qblob, k))
        return [tuple(r) for r in rows] if scored else [r[0] for r in rows]

    def _in_range(self, rng, qvec: np.ndarray, qblob: bytes,
                  limit: int = RANGE_HITS) -> list[int]:
        ids = [r[0] for r in self.store.rows(
            "SELECT id FROM pages WHERE created >= ? AND created < ? ORDER BY created DESC "
            "LIMIT ?", (*rng, RANGE_SCAN))]
        if not ids:
            return []
        if self._large():
            return self.vindex.rank(ids, qvec, limit)
        marks = ",".join("?" * len(ids))
        return [r[0] for r in self.store.rows(
            f"SELECT rowid FROM pages_vec WHERE rowid IN ({marks}) "
            "ORDER BY vec_distance_cosine(embedding, ?) LIMIT ?", (*ids, qblob, limit))]

    # --- fusion -------------------------------------------------------------------------------
    def candidates(self, query: str, exclude_conversation: str | None = None,
                   qvec: np.ndarray | None = None) -> tuple[list[Candidate], dict[int, tuple]]:
        if qvec is None:
            qvec = self.embedder.embed([query])[0]
        qblob = to_blob(qvec)
        words = self._distinctive([fts_key(w) for w in terms(query)])
        lists: list[tuple[str, list[int], float]] = []
        bm25 = self._fts("pages_fts", words, FTS_LIMIT)
        dense = self._knn_pages(qvec, qblob, KNN_K)
        W = WEIGHTS
        lists += [("page", bm25, W["bm25"]), ("page", dense, W["dense"])]
        if W["expansion"]:
            expansion = self._distinctive(self._expansion(words, bm25[:EXPANSION_SEEDS],
                                                             dense[:EXPANSION_SEEDS]))
            if expansion:
                lists.append(("page", self._fts("pages_fts", self._distinctive(
                    words + expansion), FTS_LIMIT), W["expansion"]))
        rng = date_range(query, self.clock())
        if rng:
            lists.append(("page", self._in_range(rng, qvec, qblob), W["range"]))
        if W["segment"]:
            lists.append(("segment", self._fts("segments_fts", words, SIDE_LIMIT), W["segment"]))
            lists.append(("segment", self._knn("segments_vec", qblob, SIDE_LIMIT), W["segment"]))
        if W["lpm"]:
            lists.append(("lpm", self._fts("lpm_fts", words, SIDE_LIMIT), W["lpm"]))
            lists.append(("lpm", self._knn("lpm_vec", qblob, SIDE_LIMIT), W["lpm"]))
        scores: dict[tuple[str, int], float] = {}
        for kind, ids, w in lists:
            for rank, i in enumerate(ids):
                scores[(kind, i)] = scores.get((kind, i), 0.0) + w / (W["rrf_k"] + rank + 1)
        if W["neighbour"]:
            self._add_neighbours(scores, W["neighbour"])
        page_info = self._page_info([i for (k, i) in scores if k == "page"])
        now = self.clock()
        out = []
        for (kind, i), s in scores.items():
            if kind == "page":
                info = page_info.get(i)
                if info is None or (info[0] == exclude_conversation and info[1] == "short"):
                    continue
                s *= self._page_prior(info, now)
            out.append(Candidate(kind, i, s))
        out.sort(key=lambda c: -c.score)
        return spread_chats(out, page_info), page_info

    def _distinctive(self, words: list[str]) -> list[str]:
        """The query terms BM25 will use: rarest first, without terms found in more than
        `COMMON_SHARE` of the pages, and at most `POSTINGS_MAX` postings in all.

        A term in a fifth of the pages (the names of the people a conversation is with,
        "really") mostly pulls in small talk: dropping them raised LoCoMo multi-hop recall from
        52 to 56. On a large store the postings cap is what binds: FTS5 scores every page an
        OR-query matches (~2 us each), and frequent terms barely move BM25 anyway. When every
        term is common the rarest one is kept, so a query never goes empty, unless it alone
        is over the postings cap (then dense search answers alone)."""
        n = self.store.scalar("SELECT coalesce(max(id), 0) FROM pages")
        if n < MIN_PAGES_FOR_STATS or not words:
            return words
        df = self._df(words, n)
        keep, total = set(), 0
        for w in sorted(set(words), key=lambda w: df[w]):
            if df[w] > COMMON_SHARE * n or total + df[w] > POSTINGS_MAX:
                break
            keep.add(w)
            total += df[w]
        if keep:
            return [w for w in words if w in keep]
        rarest = min(words, key=df.get)
        return [rarest] if df[rarest] <= POSTINGS_MAX else []

    def _df(self, keys, n: int) -> dict[str, int]:
        """How many pages each key matches, counted only up to the most `_distinctive` can
        use (so the answer costs at most ~3,000 postings, ~1-2 ms, where fts5vocab walked a
        frequent term's whole posting list: 20 ms for one in every page at 100k pages).
        Cached until the store grows or shrinks by 2%: choosing terms needs no exact counts."""
        if abs(n - self._df_n) > DF_REFRESH_SHARE * max(self._df_n, 1):
            self._df_cache, self._df_n = {}, n
        cap = int(min(POSTINGS_MAX, COMMON_SHARE * n)) + 1
        for k in set(keys) - self._df_cache.keys():
            self._df_cache[k] = int(self.store.scalar(
                "SELECT count(*) FROM (SELECT 1 FROM pages_fts WHERE pages_fts MATCH ? "
                "LIMIT ?)", (fts_query([k]), cap)))
        return {k: self._df_cache[k] for k in keys}

    def _add_neighbours(self, scores: dict, share: float, top: int = 10) -> None:
        """Give the previous and next page of the best hits a share of their score: an answer
        often continues in the next exchange of the same dialogue."""
        best = sorted(((s, i) for (k, i), s in scores.items() if k == "page"), reverse=True)
        for s, i in best[:top]:
            for (n,) in self.store.rows("SELECT prev_id FROM pages WHERE id = ? AND prev_id "
                                        "IS NOT NULL UNION ALL SELECT id FROM pages WHERE "
                                        "prev_id = ?", (i, i)):
                key = ("page", n)
                scores[key] = max(scores.get(key, 0.0), share * s)

    def _expansion(self, keys, *tops) -> list[str]:
        """FTS keys from the keywords of the best first-pass pages, new to the query."""
        ids = list(dict.fromkeys(i for top in tops for i in top))
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        extra = []
        for (kw,) in self.store.rows(f"SELECT keywords FROM pages WHERE id IN ({marks})", ids):
            for k in json.loads(kw or "[]"):
                for w in re.findall(r"\w+", fold(k)):
                    key = fts_key(w)
                    if key not in keys and key not in extra and w not in STOPWORDS:
                        extra.append(key)
        return extra[:EXPANSION_TERMS]

    def _page_info(self, ids) -> dict[int, tuple]:
        out = {}
        ids = list(ids)
        for i in range(0, len(ids), SQL_CHUNK):
            chunk = ids[i:i + SQL_CHUNK]
            marks = ",".join("?" * len(chunk))
            for r in self.store.rows(
                    "SELECT p.id, p.conversation_id, p.tier, p.created, p.prev_id, p.segment_id, "
                    f"coalesce(s.heat, 0), p.pinned FROM pages p LEFT JOIN segments s "
                    f"ON s.id = p.segment_id WHERE p.id IN ({marks})", chunk):
                out[r[0]] = r[1:]
        return out

    def _page_prior(self, info, now: float) -> float:
        _, tier, created, _, _, heat, pinned = info
        age_days = max(0.0, now - created) / 86400.0
        prior = 1.0 + HEAT_PRIOR * math.log1p(heat) + RECENCY_PRIOR * math.exp(
            -age_days / RECENCY_DAYS)
        if tier == "archive":
            prior *= ARCHIVE_PRIOR
        return prior * (PINNED_PRIOR if pinned else 1.0)

    # --- packing ------------------------------------------------------------------------------
    def retrieve(self, query: str, budget_tokens: int, conversation_id: str | None = None,
                 qvec: np.ndarray | None = None) -> Context:
        cands, _ = self.candidates(query, conversation_id, qvec)
        cands = cands[:RANKED_MAX]
        rendered: dict[tuple[str, int], ContextItem | None] = {}
        # long-term facts are in the prompt head already: they take none of the budget; the
        # best few come back apart (Context.facts) to be restated next to the message
        facts = self.render([c for c in cands if c.item_type == "lpm"][:MAX_FACTS])
        cands = [c for c in cands if c.item_type != "lpm"]
        chosen = self.full_reply(cands, budget_tokens) if asks_about_reply(query) else []
        if chosen:
            cands = [c for c in cands if (c.item_type, c.item_id) != ("page", chosen[0].item_id)]
        chosen += self.pack(cands, budget_tokens - sum(i.tokens for i in chosen), rendered)
        items = self.compact(chosen)
        for _ in range(REFILL_PASSES):  # tokens freed by shared date headers: more items
            left = budget_tokens - sum(i.tokens for i in items)
            taken = {(i.item_type, i.item_id) for i in chosen}
            more = self.pack([c for c in cands if (c.item_type, c.item_id) not in taken], left,
                             rendered) if left >= MIN_ITEM_TOKENS else []
            if not more:
                break
            chosen += more
            items = self.compact(chosen)
        chosen = self._with_replies(chosen, rendered, budget_tokens)
        items = self.compact(chosen)
        while sum(i.tokens for i in items) > budget_tokens:  # a new date broke a shared header
            chosen.remove(min(chosen, key=lambda i: i.score))
            items = self.compact(chosen)
        return Context(query=query, items=tuple(items), budget_tokens=budget_tokens,
                       used_tokens=sum(i.tokens for i in items), facts=tuple(facts))


__all__ = ["Retriever", "approx_tokens", "regex_tokens", "is_temporal"]
