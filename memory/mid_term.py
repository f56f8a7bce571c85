"""Mid-term memory: segments (topics) of pages, their heat, eviction and retention.

Design decisions (MemoryOS, EMNLP 2025, without its LLM calls):
- A page leaving short-term joins the mid-term segment with the best
  F = cos(segment embedding, page embedding) + Jaccard(segment keywords, page keywords)
  if F >= threshold, else it starts a new segment. Mid-term holds at most a few hundred
  segments, so scoring all of them with numpy is exact and takes well under a millisecond.
- The segment embedding is the normalised mean of its pages' embeddings, updated
  incrementally; its keywords are the most frequent keywords of its pages. Its summary is
  text, not a word list: the most central sentence or two of the segment - the pages whose
  embeddings are closest to the segment's mean, and in each the sentence sharing most of
  the segment's keywords - said by whoever said it (no LLM, no extra embedding). It changes
  only when the central pages change, so a head slot built from it stays valid longer.
- Heat = alpha*visits + beta*pages + gamma*exp(-dt/tau), dt since the last visit (a retrieval
  for an answer, or a page joining). Stored, and refreshed by `refresh_heat` because the
  recency term decays with time.
- Beyond capacity the coldest unpinned segment moves to tier 'archive' with its unpinned
  pages: still searchable, at lower priority. A retention setting may delete archived pages.
"""
from __future__ import annotations

import json
import math
import re
import time
from collections import Counter

import numpy as np

from . import audit, short_term
from .embed import from_blob, to_blob
from . import keywords as kw
from .keywords import jaccard
from .policy import DAY, Policy
from .types import Segment

SEG_COLS = ("id, tier, summary, keywords, n_pages, visits, last_visit, heat, pinned, created, "
            "updated, promoted_at")
MAX_KEYWORDS = 16
MODEL_SUMMARY_SLACK = 3     # pages a segment may gain before its model summary is redone
MAX_MODEL_SUMMARY = 240
SHORTLIST = 12


def segment_from_row(r) -> Segment:
    return Segment(id=r[0], tier=r[1], summary=r[2], keywords=tuple(json.loads(r[3] or "[]")),
                   n_pages=r[4], visits=r[5], last_visit=r[6], heat=r[7], pinned=bool(r[8]),
                   created=r[9], updated=r[10], promoted_at=r[11])


def heat(policy: Policy, visits: int, n_pages: int, last_visit: float, now: float) -> float:
    dt = max(0.0, now - last_visit)
    return (policy.heat_alpha * visits + policy.heat_beta * n_pages
            + policy.heat_gamma * math.exp(-dt / (policy.heat_tau_days * DAY)))


def summary_of(keywords: list[str]) -> str:
    """The fallback summary of a segment whose pages have no usable sentence."""
    return "Topic: " + ", ".join(keywords[:10]) if keywords else "Topic: (no keywords)"


_SENT = re.compile(r"(?<=[.!?])\s+|\n+")
SUMMARY_CHARS = 220
CENTRAL_PAGES = 40     # the newest pages considered: bounds the work of a join


def _best_sentence(text: str, keys: set[str]) -> tuple[float, str]:
    best = (-1.0, "")
    for sent in _SENT.split(text or ""):
        sent = " ".join(sent.split())
        words = set(kw.terms(sent))
        if len(sent) < 8 or not words:
            continue
        score = len(words & keys) + 0.1 * min(len(words), 8)
        if score > best[0]:
            best = (score, sent)
    return best


def central_summary(store, sid: int, mean: np.ndarray, keywords: list[str]) -> str:
    """The segment's most central sentence or two (see the module docstring)."""
    # the newest pages first, then their vectors: joined before the LIMIT, SQLite fetched
    # the vector of every page of the segment from vec0 on each join
    rows = store.rows("SELECT p.id, p.user_text, p.assistant_text, p.meta, v.embedding "
                      "FROM (SELECT id, user_text, assistant_text, meta, created FROM pages "
                      "WHERE segment_id = ? ORDER BY created DESC, id DESC LIMIT ?) p "
                      "JOIN pages_vec v ON v.rowid = p.id ORDER BY p.created DESC, p.id DESC",
                      (sid, CENTRAL_PAGES))
    if not rows:
        return summary_of(keywords)
    mat = np.frombuffer(b"".join(r[4] for r in rows), dtype="<f4").reshape(len(rows), -1)
    order = np.argsort(-(mat @ np.asarray(mean, dtype=np.float32)), kind="stable")
    keys = kw.keyword_terms(keywords)
    parts: list[str] = []
    seen: set[str] = set()
    for j in order[:3]:
        _, user, reply, meta, _ = rows[j]
        names = (json.loads(meta or "{}") or {}).get("speakers") or []
        said = [(_best_sentence(user, keys), names[0] if names else "The user")]
        if names:   # an imported dialogue: both speakers are people worth summarising
            said.append((_best_sentence(reply, keys), names[1] if len(names) > 1 else ""))
        (score, sent), who = max(said, key=lambda x: x[0][0])
        if not sent or len(set(kw.terms(sent)) - seen) < 2:   # nothing new: one is enough
            continue
        seen |= set(kw.terms(sent))
        parts.append(f"{who} said: \u201c{sent}\u201d" if who else sent)
        if len(parts) == 2 or sum(map(len, parts)) > SUMMARY_CHARS // 2:
            break
    text = " ".join(parts)
    if len(text) > SUMMARY_CHARS:
        text = text[:SUMMARY_CHARS - 1].rstrip() + "\u2026"
    return text or summary_of(keywords)


def best_segment(store, vec: np.ndarray, keywords, threshold: float) -> tuple[int | None, float]:
    """The mid-term segment with the highest F-score >= threshold (or None) and that score.

    Keyword overlap is scored only for the `SHORTLIST` segments of highest cosine (and never
    for one that could not win even with Jaccard = 1): keyword Jaccard rarely exceeds 0.3, so
    a segment far down the cosine order does not win, and the write stays cheap.
    """
    rows = store.rows("SELECT id, embedding FROM segments "
                      "WHERE tier = 'mid' AND embedding IS NOT NULL")
    if not rows:
        return None, 0.0
    mat = np.frombuffer(b"".join(r[1] for r in rows), dtype="<f4").reshape(len(rows), -1)
    cos = mat @ np.asarray(vec, dtype=np.float32)
    best, best_f = None, -1.0
    for j in np.argsort(-cos)[:SHORTLIST]:
        c = float(cos[j])
        if c + 1.0 <= best_f or c + 1.0 < threshold:
            break
        kw = store.scalar("SELECT keywords FROM segments WHERE id = ?", (rows[j][0],))
        f = c + jaccard(json.loads(kw), keywords)
        if f > best_f:
            best, best_f = rows[j][0], f
    return (best, best_f) if best_f >= threshold else (None, best_f)


def _page_keywords(store, sid: int) -> list[str]:
    counts: Counter[str] = Counter()
    for (kw,) in store.rows("SELECT keywords FROM pages WHERE segment_id = ?", (sid,)):
        counts.update(json.loads(kw or "[]"))
    return [k for k, _ in counts.most_common(MAX_KEYWORDS)]


def set_vector(store, sid: int, vec: np.ndarray) -> None:
    """A segment's (unit) mean vector, in its row and in segments_vec."""
    blob = to_blob(vec)
    store.exec("UPDATE segments SET embedding = ? WHERE id = ?", (blob, sid))
    store.exec("DELETE FROM segments_vec WHERE rowid = ?", (sid,))
    store.exec("INSERT INTO segments_vec(rowid, embedding) VALUES (?, ?)", (sid, blob))


def insert_segment(store, g: dict) -> int:
    """A segment row as a memory cube holds it (memory/import_check.py's fields), without
    pages yet: `set_members` gives it its vector and count once they are in."""
    return store.exec(
        "INSERT INTO segments(tier, summary, keywords, n_pages, visits, last_visit, heat, "
        "pinned, promoted_at, created, updated) VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)",
        (g["tier"], g["summary"], json.dumps(g["keywords"]), g["visits"], g["last_visit"],
         g["heat"], int(g["pinned"]), g["promoted_at"], g["created"], g["updated"]))


def set_members(store, sid: int, vecs: list[np.ndarray]) -> None:
    """The segment's vector (the unit mean of its pages' vectors) and page count."""
    mean = np.mean(np.stack(vecs), axis=0)
    norm = float(np.linalg.norm(mean))
    set_vector(store, sid, mean / norm if norm else mean)
    store.exec("UPDATE segments SET n_pages = ? WHERE id = ?", (len(vecs), sid))


def set_summary(store, sid: int, text: str, now: float) -> None:
    """The user's own summary of a segment (an edit)."""
    store.exec("UPDATE segments SET summary = ?, updated = ? WHERE id = ?", (text, now, sid))


def mark_promoted(store, sid: int, now: float) -> None:
    """The segment's facts went to long-term memory now (promotion waits for a change)."""
    store.exec("UPDATE segments SET promoted_at = ? WHERE id = ?", (now, sid))


def assign(store, page_id: int, vec: np.ndarray, keywords: list[str], policy: Policy,
           now: float, *, describe: bool = True) -> int:
    """Move a page to mid-term: join the best segment or start one. Returns the segment id.

    `describe=False` (bulk imports) leaves the segment's keywords and summary for one
    `refresh_segment` per touched segment at the end: recounting them reads the segment's
    pages, so a join into a large topic cost 8.7 ms inside the import's write transaction."""
    vec = np.asarray(vec, dtype=np.float32)
    sid, score = best_segment(store, vec, keywords, policy.segment_threshold)
    if sid is None:
        sid = store.exec(
            "INSERT INTO segments(tier, summary, keywords, n_pages, last_visit, heat, created, "
            "updated) VALUES ('mid', ?, ?, 0, ?, 0, ?, ?)",
            (summary_of(keywords), json.dumps(keywords[:MAX_KEYWORDS]), now, now, now))
        old, n = np.zeros_like(vec), 0
        action = "segment_create"
    else:
        r = store.one("SELECT embedding, n_pages FROM segments WHERE id = ?", (sid,))
        old, n = from_blob(r[0]), r[1]
        action = "segment_join"
    short_term.join_segment(store, page_id, sid)
    mean = old * n + vec
    norm = float(np.linalg.norm(mean))
    set_vector(store, sid, mean / norm if norm else vec)
    visits = store.scalar("SELECT visits FROM segments WHERE id = ?", (sid,))
    if not describe:
        store.exec("UPDATE segments SET n_pages = ?, last_visit = ?, heat = ?, updated = ? "
                   "WHERE id = ?", (n + 1, now, heat(policy, visits, n + 1, now, now), now, sid))
        audit.log(store, "system", action, "segment", sid, page_id=page_id,
                  f_score=round(score, 3))
        return sid
    kws = _page_keywords(store, sid)
    store.exec("UPDATE segments SET n_pages = ?, keywords = ?, last_visit = ?, "
               "heat = ?, updated = ? WHERE id = ?",
               (n + 1, json.dumps(kws), now, heat(policy, visits, n + 1, now, now), now, sid))
    model_pages = store.scalar("SELECT summary_pages FROM segments WHERE id = ?", (sid,))
    if not model_pages or n + 1 > model_pages + MODEL_SUMMARY_SLACK:
        _set_rule_summary(store, sid, central_summary(store, sid, mean / norm if norm else vec,
                                                      kws))
    audit.log(store, "system", action, "segment", sid, page_id=page_id, f_score=round(score, 3))
    return sid


def record_visits(store, segment_ids, policy: Policy, now: float) -> None:
    """A retrieval used these segments for an answer: count the visit, refresh their heat."""
    for sid in set(segment_ids):
        r = store.one("SELECT visits, n_pages FROM segments WHERE id = ?", (sid,))
        if r is None:
            continue
        store.exec("UPDATE segments SET visits = ?, last_visit = ?, heat = ? WHERE id = ?",
                   (r[0] + 1, now, heat(policy, r[0] + 1, r[1], now, now), sid))


def refresh_heat(store, policy: Policy, now: float) -> None:
    rows = store.rows("SELECT id, visits, n_pages, last_visit FROM segments")
    store.many("UPDATE segments SET heat = ? WHERE id = ?",
               [(heat(policy, v, n, lv, now), sid) for sid, v, n, lv in rows])


def evict(store, policy: Policy, now: float) -> list[int]:
    """Archive the coldest unpinned mid-term segments beyond capacity; return their ids."""
    n = store.scalar("SELECT count(*) FROM segments WHERE tier = 'mid'")
    extra = n - policy.mtm_capacity
    if extra <= 0:
        return []
    ids = [r[0] for r in store.rows(
        "SELECT id FROM segments WHERE tier = 'mid' AND pinned = 0 ORDER BY heat, id LIMIT ?",
        (extra,))]
    for sid in ids:
        store.exec("UPDATE segments SET tier = 'archive', updated = ? WHERE id = ?", (now, sid))
        moved = short_term.archive_segment_pages(store, sid)
        audit.log(store, "system", "evict", "segment", sid, pages=len(moved))
    return ids


def expired_archive_pages(store, policy: Policy, now: float) -> list[int]:
    """Archived, unpinned pages older than the retention period (none when retention is off)."""
    if policy.archive_retention_days <= 0:
        return []
    cutoff = now - policy.archive_retention_days * DAY
    return [r[0] for r in store.rows(
        "SELECT id FROM pages WHERE tier = 'archive' AND pinned = 0 AND created < ?",
        (cutoff,))]


def drop_empty_segments(store) -> list[int]:
    """Delete segments that no page belongs to any more (after a retention sweep)."""
    return [r[0] for r in store.rows(
        "DELETE FROM segments WHERE pinned = 0 AND NOT EXISTS "
        "(SELECT 1 FROM pages WHERE pages.segment_id = segments.id) RETURNING id")]


def segment_page_ids(store, sid: int) -> list[int]:
    return [r[0] for r in store.rows("SELECT id FROM pages WHERE segment_id = ? ORDER BY created, id",
                                     (sid,))]


def hottest(store, limit: int) -> list[Segment]:
    return [segment_from_row(r) for r in store.rows(
        f"SELECT {SEG_COLS} FROM segments WHERE tier = 'mid' ORDER BY pinned DESC, heat DESC, "
        "id LIMIT ?", (limit,))]


def refresh_segment(store, sid: int, *, policy: Policy | None = None,
                    now: float | None = None) -> None:
    """Rebuild a segment from its current pages: count, mean vector, keywords, summary, heat."""
    policy = policy or Policy()
    now = time.time() if now is None else now
    rows = store.rows("SELECT p.keywords, v.embedding FROM pages p LEFT JOIN pages_vec v "
                      "ON v.rowid = p.id WHERE p.segment_id = ?", (sid,))
    if not rows:
        store.exec("DELETE FROM segments WHERE id = ?", (sid,))
        return
    counts: Counter[str] = Counter()
    vecs = []
    for words, emb in rows:
        counts.update(json.loads(words or "[]"))
        if emb is not None:
            vecs.append(from_blob(emb))
    kws = [k for k, _ in counts.most_common(MAX_KEYWORDS)]
    if vecs:
        mean = np.mean(np.stack(vecs), axis=0)
        norm = float(np.linalg.norm(mean))
        set_vector(store, sid, mean / norm if norm else mean)
    visits, last_visit = store.one("SELECT visits, last_visit FROM segments WHERE id = ?", (sid,))
    summary = central_summary(store, sid, mean / norm if norm else mean, kws) if vecs \
        else summary_of(kws)
    store.exec("UPDATE segments SET n_pages = ?, keywords = ?, updated = ?, heat = ? "
               "WHERE id = ?", (len(rows), json.dumps(kws), now,
                                heat(policy, visits, len(rows), last_visit, now), sid))
    _set_rule_summary(store, sid, summary)


def _set_rule_summary(store, sid: int, summary: str) -> None:
    # only rewrite the summary when it changes: a rewrite drops slots built from it
    store.exec("UPDATE segments SET summary = ?, summary_pages = 0 WHERE id = ? AND "
               "(summary IS NOT ? OR summary_pages != 0)", (summary, sid, summary))


def wanting_model_summary(store, limit: int, min_pages: int = 2) -> list[Segment]:
    """The hottest mid-term segments whose summary the rules wrote (or that grew since the
    model wrote it): what a capable chat model summarises in the background."""
    return [segment_from_row(r) for r in store.rows(
        f"SELECT {SEG_COLS} FROM segments WHERE tier = 'mid' AND n_pages >= ? AND "
        "summary_pages = 0 ORDER BY pinned DESC, heat DESC, id LIMIT ?", (min_pages, limit))]


def valid_model_summary(text) -> str | None:
    """A model-written summary as it may be stored, or None: one or two plain sentences."""
    if not isinstance(text, str):
        return None
    text = " ".join(text.split())
    if not 12 <= len(text) <= MAX_MODEL_SUMMARY or not re.search(r"[A-Za-z]{3}", text):
        return None
    return text if text[-1] in ".!?" else text + "."


def set_model_summary(store, sid: int, text: str, n_pages: int,
                      actor: str = "system") -> bool:
    """Store a validated model summary written for `n_pages` pages; False when the segment
    changed meanwhile (its pages or summary), so a stale summary never lands."""
    text = valid_model_summary(text)
    if text is None:
        return False
    with store.tx():
        if not store.one("SELECT 1 FROM segments WHERE id = ? AND n_pages = ? AND "
                         "summary_pages = 0", (sid, n_pages)):
            return False
        store.exec("UPDATE segments SET summary = ?, summary_pages = ? WHERE id = ?",
                   (text, n_pages, sid))
        audit.log(store, actor, "segment_summary", "segment", sid, pages=n_pages)
    return True
