"""The `answer_context` table: what the model was given for each answer, and the only module
that writes it.

One row per item per answer page (`page_id`, `rank`, `item_type`, `item_id`, `tokens`), so
the inspector can show exactly what an answer was built from and a deletion can find the
answers that quoted a deleted memory. Rows of a deleted item go in the cascade's transaction
(memory/cascade.py, with the other rows a deletion removes).
"""
from __future__ import annotations

from typing import Iterable

from .types import ContextItem


def record(store, page_id: int, items: Iterable[ContextItem]) -> None:
    """Replace what answer `page_id` was given (nothing when the page is gone)."""
    store.exec("DELETE FROM answer_context WHERE page_id = ?", (page_id,))
    store.many(
        "INSERT INTO answer_context(page_id, rank, item_type, item_id, tokens) "
        "SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM pages WHERE id = ?)",
        [(page_id, r, i.item_type, i.item_id, i.tokens, page_id)
         for r, i in enumerate(items)])


def insert_many(store, rows: Iterable[tuple[int, int, str, int, int]]) -> None:
    """Bulk rows `(page_id, rank, item_type, item_id, tokens)` (a memory cube's import)."""
    store.many("INSERT INTO answer_context(page_id, rank, item_type, item_id, tokens) "
               "VALUES (?, ?, ?, ?, ?)", rows)


def given(store, page_id: int) -> list[tuple[str, int]]:
    """The refs answer `page_id` was given, in prompt order."""
    return [(t, i) for t, i in store.rows(
        "SELECT item_type, item_id FROM answer_context WHERE page_id = ? ORDER BY rank",
        (page_id,))]
