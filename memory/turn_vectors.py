"""Turn vectors: one vector for each side of a page, what was said and what was answered.

Design decisions:
- A page's own vector (short_term) blends the two sides, and a question usually matches one
  of them: "what did she paint?" is answered by one turn of a two-turn page, and a user's
  passing mention is drowned by a long assistant reply (MiniLM also reads only the first 256
  word pieces of the pair). Dense retrieval ranks a page by the best of its page vector and
  its turn vectors. Measured on the three LoCoMo dev conversations at 1024 tokens: evidence
  recall 82.0 -> 82.7 overall and 55.3 -> 58.1 multi-hop, better on each conversation.
- They are computed in the background (`MemoryEngine.embed_missing_turns`, after each turn
  and at start-up), never on the write path: two more embeddings a page would slow a bulk
  import by about half. A page without them yet is still found by its page vector.
- Rowid = page id * 2 + side (0: the user's words or the first speaker's, 1: the reply).
  `turns_embedded` records pages done (a one-sided page needs no turn vectors; its page
  vector is its one turn). Triggers drop both when a page is deleted or edited
  (migration 0007), so no write path has to remember them.
- Searched exactly (vec0) on stores up to retrieval's EXACT_MAX pages, beyond that by the
  in-memory index (memory/vector_index.TurnVectorIndex), which follows them through
  `vec_log` (a trigger logs each page whose turn vectors are written). That triples the
  index's RAM (10k pages: 14.7 MB for both, 4.9 MB for page vectors alone) and costs ~1-3 ms
  a query at 10k pages (`bench scale`).
"""
from __future__ import annotations

from .embed import to_blob
from .types import Page

SIDES = 2


def texts(p: Page) -> list[str]:
    """The texts of a page's turn vectors: both sides when it has two (an imported dialogue
    names its speakers, as its page vector does), else none."""
    if not (p.user_text.strip() and p.assistant_text.strip()):
        return []
    names = p.meta.get("speakers")
    if names:
        second = names[1] if len(names) > 1 else "Assistant"
        return [f"{names[0]}: {p.user_text}", f"{second}: {p.assistant_text}"]
    return [p.user_text, p.assistant_text]


def missing(store, limit: int) -> list[int]:
    """Up to `limit` pages whose turn vectors were never computed, newest first (the newest
    are the likeliest to be asked about)."""
    return [r[0] for r in store.rows(
        "SELECT p.id FROM pages p WHERE NOT EXISTS (SELECT 1 FROM turns_embedded t "
        "WHERE t.page_id = p.id) ORDER BY p.id DESC LIMIT ?", (limit,))]


def put(store, page: Page, vectors) -> bool:
    """Store the turn vectors computed from `page` (caller's transaction); False if the page
    is gone or its words changed since it was read (then it is still missing, and is read
    again)."""
    pid = page.id
    now = store.one("SELECT user_text, assistant_text FROM pages WHERE id = ?", (pid,))
    if now is None or tuple(now) != (page.user_text, page.assistant_text):
        return False
    store.exec("DELETE FROM turns_vec WHERE rowid IN (?, ?)", (pid * SIDES, pid * SIDES + 1))
    for side, v in enumerate(vectors):
        store.exec("INSERT INTO turns_vec(rowid, embedding) VALUES (?, ?)",
                   (pid * SIDES + side, to_blob(v)))
    store.exec("INSERT OR REPLACE INTO turns_embedded(page_id) VALUES (?)", (pid,))
    return True

