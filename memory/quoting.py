"""Answers that quoted a memory being deleted: found for the preview, redacted with it.

Design decisions:
- An answer "quoted" a memory when its `answer_context` lists it: the model was given that
  memory for the answer, so the answer may repeat it. The cascade preview lists these pages.
- Redaction (the default) rewrites the answer page's text: every word it shares with what
  is being deleted (the folded content terms of the deleted pages, segment summaries and
  long-term items, as `keywords.terms` reads them) becomes "[forgotten]". Shared common
  words go too: over-redacting an old answer is cheaper than keeping a forgotten name. The
  page's keywords are recomputed, its vector dropped (the engine re-embeds the redacted
  text), and the FTS and slot triggers follow the UPDATE. The alternative, `answers="delete"`,
  deletes those pages in the same cascade (and, in turn, answers that quoted them).
- The rewrite goes through the page's owner (`short_term.set_text`, `drop_vector`) inside
  the cascade's transaction: these functions run inside it.
"""
from __future__ import annotations

from . import keywords as kw, short_term

REDACTED = "[forgotten]"
MODES = ("redact", "delete")


def _chunks(values, size: int = 500):
    values = list(values)
    for i in range(0, len(values), size):
        yield values[i:i + size]


def quoting_answers(store, pages: set[int], segments: set[int], lpm: set[int]) -> set[int]:
    """Answer pages whose context held any of the given items (pages being deleted excluded)."""
    out: set[int] = set()
    for t, ids in (("page", pages), ("segment", segments), ("lpm", lpm)):
        for chunk in _chunks(ids):
            marks = ",".join("?" * len(chunk))
            out |= {r[0] for r in store.rows(
                f"SELECT DISTINCT page_id FROM answer_context WHERE item_type = ? AND "
                f"item_id IN ({marks})", (t, *chunk))}
    return out - pages


def forgotten_terms(store, pages: set[int], segments: set[int], lpm: set[int]) -> set[str]:
    """The folded content words of everything being deleted."""
    texts: list[str] = []
    for table, cols, ids in (("pages", "user_text || ' ' || assistant_text", pages),
                             ("segments", "coalesce(summary, '')", segments),
                             ("lpm_items", "text || ' ' || coalesce(value, '')", lpm)):
        for chunk in _chunks(ids):
            marks = ",".join("?" * len(chunk))
            texts += [r[0] or "" for r in store.rows(
                f"SELECT {cols} FROM {table} WHERE id IN ({marks})", chunk)]
    return {t for text in texts for t in kw.terms(text)}


def redact_text(text: str, terms: set[str]) -> str:
    """`text` with every word whose folded form is in `terms` replaced by [forgotten]."""
    if not terms or not text:
        return text
    return kw.WORD.sub(lambda m: REDACTED if kw.fold(m.group()) in terms else m.group(), text)


def redact(store, answers: set[int], terms: set[str]) -> list[int]:
    """Redact the answer pages in place; return the ids whose text changed (their vectors
    are dropped: the caller re-embeds them)."""
    changed = []
    for pid in sorted(answers):
        row = store.one("SELECT user_text, assistant_text FROM pages WHERE id = ?", (pid,))
        if row is None:
            continue
        user, assistant = (redact_text(t, terms) for t in row)
        if (user, assistant) == row:
            continue
        words = kw.extract(f"{user}\n{assistant}", kw.DocFreq(store))
        short_term.set_text(store, pid, user, assistant, words)
        short_term.drop_vector(store, pid)
        changed.append(pid)
    return changed
