"""Packing: which ranked memories fit the budget, and how each is shown to the model.

Design decisions:
- Whole items only: a page is never split. Items are packed best-first while they fit, then
  shown in prompt order: long-term facts, topics, then pages in time order, each under its
  date so the model can answer "when" questions. Consecutive pages of the same day share
  one date header (the later ones drop theirs), and the tokens saved are packed with more
  items (memory/retrieval.py's `retrieve` runs those passes).
- A chat page leads with the user's words; the assistant's old reply is cut short and is the
  first thing dropped when the budget is tight (`REPLY_SHARE`), so an old wrong answer never
  crowds out what the user said.
- Tokens are counted with the model's tokenizer when the caller passes `count_tokens`, else
  with `approx_tokens`: one per `\\w+` word or punctuation mark plus one per extra 6
  characters of long words (close to BPE counts for English, never far below them).

`Packer` is a mixin: it needs `self.store` and `self.tokens` (the caller's count, memoised),
which the Retriever has.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from typing import Callable

from .short_term import pages_by_ids
from .timewords import day_label
from .types import KINDS, ContextItem, Page

TOKEN_RE = re.compile(r"\w+|[^\w\s]")
MIN_ITEM_TOKENS = 8
PACK_BATCH = 24        # candidates rendered at a time while packing
PACK_IDLE_BATCHES = 2  # batches in a row that add nothing end the packing
_CHUNK = 500           # ids per query (SQLite allows 32766 bound values; kept small)


def approx_tokens(text: str) -> int:
    return sum(1 + (len(t) - 1) // 6 for t in TOKEN_RE.findall(text))


class TokenMemo:
    """`count_tokens` remembering its recent answers. Retrieval counts the same rendered
    memories on every turn, and a model's tokenizer costs ~0.15 ms a call across the C
    boundary: 200 calls a turn were 30 ms of the memory work before the first token. Keys are
    the text's hash and length, never the text, so a deleted memory leaves nothing here."""

    def __init__(self, fn: Callable[[str], int], size: int = 8192):
        self.fn, self.size = fn, size
        self._seen: dict[tuple[int, int], int] = {}

    def __call__(self, text: str) -> int:
        key = (hash(text), len(text))
        n = self._seen.get(key)
        if n is None:
            if len(self._seen) >= self.size:   # oldest half out (dicts keep insertion order)
                for k in list(self._seen)[:self.size // 2]:
                    del self._seen[k]
            n = self._seen[key] = self.fn(text)
        return n


def regex_tokens(text: str) -> int:
    """Token count with `\\w+|[^\\w\\s]` (the LoCoMo bench's common yardstick)."""
    return len(TOKEN_RE.findall(text))


REPLY_MARK = "\nYou replied: "
REPLY_CHARS = 160
REPLY_SHARE = 0.25    # of the retrieval budget, at most, for the assistant's old replies


FULL_REPLY_SHARE = 0.75   # of the budget, at most, for one old reply shown whole
# The message asks what the assistant itself said earlier ("the book you recommended",
# "remind me of our previous chat about ..."): then the best page's reply is shown whole.
ABOUT_REPLY = re.compile(
    r"\byou(?:'d| had| have|'ve)? (?:\w+ )?(?:said|told|mentioned|recommended|suggested|gave|"
    r"provided|listed|shared|explained|described|wrote|offered|proposed|named|showed|"
    r"pointed|advised|came up with)\b|\bdid you (?:\w+ )?(?:tell|say|mention|recommend|"
    r"suggest|give|provide|list|share|explain|describe|write|offer|propose|name|show|"
    r"advise)\b|\b(?:our|the|that) (?:previous|last|earlier|past|"
    r"prior|old) (?:chat|conversation|discussion|talk|exchange)s?\b|\byour (?:previous |"
    r"earlier |last )?(?:answer|reply|response|suggestion|recommendation|advice|list|"
    r"explanation)s?\b", re.I)


def asks_about_reply(query: str) -> bool:
    """Whether the message asks about the assistant's own earlier words."""
    return bool(ABOUT_REPLY.search(query))


def render_page(p: Page, full_reply: bool = False) -> str:
    """A page as the model is shown it. An imported dialogue keeps its speakers' names (both
    are people whose words are evidence). A chat page leads with the user's own words, quoted
    as theirs; the assistant's reply is marked as its own and cut short (it is the first thing
    trimmed when the budget is tight, see `pack`), so an old wrong answer is never presented
    as something the user said. `full_reply` shows the reply whole, as it was written (for a
    message that asks what the assistant said). A reply with no message before it is shown as
    the assistant's alone."""
    names = p.meta.get("speakers")
    if names:
        text = f"[{day_label(p.created)}] {names[0]}: {p.user_text}"
        if p.assistant_text:
            text += f"\n{names[1] if len(names) > 1 else 'Assistant'}: {p.assistant_text}"
        return text
    said = p.user_text.strip()
    if full_reply:
        reply = p.assistant_text.strip()
    else:
        reply = " ".join(p.assistant_text.split())
        if len(reply) > REPLY_CHARS:
            reply = reply[:REPLY_CHARS - 1].rstrip() + "…"
    if not said:
        return f"[{day_label(p.created)}] You said: \"{reply}\""
    verb = "asked" if said.endswith("?") else "said"
    text = f"[{day_label(p.created)}] The user {verb}: \"{said}\""
    if reply:
        text += f"{REPLY_MARK}\"{reply}\""
    return text


@dataclass
class Candidate:
    item_type: str
    item_id: int
    score: float = 0.0


class Packer:
    """Render, pack and order ContextItems (needs `store` and `tokens`)."""

    store: object
    tokens: Callable[[str], int]

    def _with_replies(self, chosen: list[ContextItem], rendered: dict,
                      budget: int) -> list[ContextItem]:
        """Give the best chosen chat pages their assistant replies back while the budget has
        room, replies using at most `REPLY_SHARE` of it: the user's words come first, and a
        reply is what goes when the budget is tight."""
        left = budget - sum(i.tokens for i in self.compact(chosen))
        room = int(budget * REPLY_SHARE)
        out = list(chosen)
        for k in sorted(range(len(out)), key=lambda k: -out[k].score):
            it = out[k]
            full = rendered.get((it.item_type, it.item_id)) if it.item_type == "page" else None
            if full is None or REPLY_MARK not in full.text or REPLY_MARK in it.text:
                continue
            extra = full.tokens - it.tokens     # `chosen` items still carry their date
            if extra <= min(left, room):
                out[k] = replace(full, score=it.score)
                left, room = left - extra, room - extra
        return out

    def full_reply(self, cands: list[Candidate], budget: int,
                   tries: int = 2) -> list[ContextItem]:
        """The best of the first `tries` chat pages (that have a reply) with its reply whole, if
        it fits in `FULL_REPLY_SHARE` of the budget: for a message that asks what the
        assistant said, the reply is the evidence, and a cut one is not what was said."""
        ids = [c.item_id for c in cands if c.item_type == "page"][:tries]
        pages = pages_by_ids(self.store, ids)
        score = {c.item_id: c.score for c in cands if c.item_type == "page"}
        for pid in ids:
            p = pages.get(pid)
            if p is None or p.meta.get("speakers") or not p.assistant_text.strip():
                continue
            text = render_page(p, full_reply=True)
            n = self.tokens(text)
            if n <= FULL_REPLY_SHARE * budget:
                return [ContextItem("page", p.id, p.tier, text, p.created, n, score[pid],
                                    (p.id,), p.conversation_id)]
        return []

    def compact(self, chosen: list[ContextItem]) -> list[ContextItem]:
        """Prompt order; a page dated the same day as the page just before it shows no date of
        its own (the one above covers it), which leaves room for more memories."""
        out, last = [], None
        for it in order_for_prompt(chosen):
            if it.item_type == "page":
                label = f"[{day_label(it.created)}] "
                if label == last and it.text.startswith(label):
                    text = it.text[len(label):]
                    it = replace(it, text=text, tokens=self.tokens(text))
                last = label
            else:
                last = None
            out.append(it)
        return out

    def render(self, cands: list[Candidate]) -> list[ContextItem]:
        """ContextItems for candidates (text as shown, tokens, provenance), in the same order."""
        pages = pages_by_ids(self.store, [c.item_id for c in cands if c.item_type == "page"])
        segs = self._segments([c.item_id for c in cands if c.item_type == "segment"])
        lpm = self._lpm([c.item_id for c in cands if c.item_type == "lpm"])
        out = []
        for c in cands:
            if c.item_type == "page" and c.item_id in pages:
                p = pages[c.item_id]
                text = render_page(p)
                out.append(ContextItem("page", p.id, p.tier, text, p.created,
                                       self.tokens(text), c.score, (p.id,),
                                       p.conversation_id))
            elif c.item_type == "segment" and c.item_id in segs:
                sid, summary, created, updated, first, last, pids = segs[c.item_id]
                text = f"[{day_label(first)} - {day_label(last)}] {summary}"
                out.append(ContextItem("segment", sid, "segment", text, created,
                                       self.tokens(text), c.score, pids))
            elif c.item_type == "lpm" and c.item_id in lpm:
                iid, kind, text0, vf, pids = lpm[c.item_id]
                text = f"[{day_label(vf)}] {text0}"
                out.append(ContextItem("lpm", iid, kind, text, vf, self.tokens(text),
                                       c.score, pids))
        return out

    def pack(self, cands: list[Candidate], budget: int,
             rendered: dict | None = None) -> list[ContextItem]:
        """Best first, whole items only; rendered in small batches until the budget is full
        or two batches in a row add nothing (rendering every candidate to fill the last few
        tokens cost ~10 ms at 100k pages). `rendered` caches items across the repeated
        packing passes of one retrieval."""
        rendered = {} if rendered is None else rendered
        chosen, left, idle = [], budget, 0
        for start in range(0, len(cands), PACK_BATCH):
            if idle >= PACK_IDLE_BATCHES:  # lower-ranked items did not fit what is left: stop
                break
            idle += 1
            batch = cands[start:start + PACK_BATCH]
            todo = [c for c in batch if (c.item_type, c.item_id) not in rendered]
            for c in todo:
                rendered[(c.item_type, c.item_id)] = None  # gone since it was ranked
            for item in self.render(todo):
                rendered[(item.item_type, item.item_id)] = item
            for c in batch:
                item = rendered[(c.item_type, c.item_id)]
                if item is None:
                    continue
                if item.score != c.score:
                    item = replace(item, score=c.score)
                if REPLY_MARK in item.text:   # the user's words first; replies maybe later
                    key = ("short", c.item_type, c.item_id)
                    if key not in rendered:
                        short = item.text[:item.text.index(REPLY_MARK)]
                        rendered[key] = (short, self.tokens(short))
                    short, n = rendered[key]
                    item = replace(item, text=short, tokens=n)
                if item.tokens <= left:
                    chosen.append(item)
                    left -= item.tokens
                    idle = 0
                if left < MIN_ITEM_TOKENS:
                    return chosen
        return chosen

    # (one query for all the ids, not one each: ~18 segments and ~3 facts per retrieval
    # cost ~2 ms of a turn's memory work as single queries)
    def _segments(self, ids) -> dict[int, tuple]:
        out = {}
        ids = list(dict.fromkeys(ids))
        for at in range(0, len(ids), _CHUNK):
            part = ids[at:at + _CHUNK]
            for r in self.store.rows(
                    "SELECT s.id, s.summary, s.created, s.updated, min(p.created), "
                    "max(p.created), json_group_array(p.id) FROM segments s "
                    "JOIN pages p ON p.segment_id = s.id WHERE s.id IN "
                    f"({','.join('?' * len(part))}) GROUP BY s.id", part):
                out[r[0]] = (*r[:6], tuple(json.loads(r[6])))
        return out

    def _lpm(self, ids) -> dict[int, tuple]:
        out = {}
        ids = list(dict.fromkeys(ids))
        for at in range(0, len(ids), _CHUNK):
            part = ids[at:at + _CHUNK]
            marks = ",".join("?" * len(part))
            pids: dict[int, list[int]] = {}
            for iid, pid in self.store.rows(
                    "SELECT item_id, page_id FROM lpm_sources WHERE "
                    f"item_id IN ({marks}) ORDER BY item_id, page_id", part):
                pids.setdefault(iid, []).append(pid)
            for r in self.store.rows("SELECT id, kind, text, valid_from FROM lpm_items "
                                     f"WHERE id IN ({marks}) AND valid_to IS NULL", part):
                out[r[0]] = (*r, tuple(pids.get(r[0], ())))
        return out


def order_for_prompt(items: list[ContextItem]) -> list[ContextItem]:
    """Long-term facts first, then topics, then pages in time order."""
    return sorted(items, key=lambda i: (KINDS[i.item_type].context_rank, i.created, i.item_id))
