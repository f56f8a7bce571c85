"""Value types of the memory engine: frozen dataclasses, no storage logic.

Ids are database ids; identity and persistence belong to the modules that own the tables.
Times are Unix seconds (float, UTC).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Tier = Literal["short", "mid", "archive"]
LpmKind = Literal["trait", "user_knowledge", "assistant_knowledge"]
ItemType = Literal["page", "segment", "lpm"]
Actor = Literal["user", "system", "model"]


@dataclass(frozen=True)
class Conversation:
    id: str
    title: str
    created: float
    updated: float


@dataclass(frozen=True)
class Page:
    """One exchange: what the user said and what the assistant answered."""
    id: int
    conversation_id: str
    seq: int
    prev_id: int | None
    tier: Tier
    segment_id: int | None
    user_text: str
    assistant_text: str
    created: float
    keywords: tuple[str, ...] = ()
    pinned: bool = False
    meta: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def text(self) -> str:
        return f"User: {self.user_text}\nAssistant: {self.assistant_text}"


@dataclass(frozen=True)
class Segment:
    """A mid-term topic: pages grouped by embedding similarity and keyword overlap."""
    id: int
    tier: Literal["mid", "archive"]
    summary: str
    keywords: tuple[str, ...]
    n_pages: int
    visits: int
    last_visit: float
    heat: float
    pinned: bool
    created: float
    updated: float
    promoted_at: float | None = None


@dataclass(frozen=True)
class LpmItem:
    """A long-term personal memory: a trait, user knowledge or assistant knowledge."""
    id: int
    kind: LpmKind
    attribute: str
    value: str
    text: str
    confidence: float
    source: str
    pinned: bool
    valid_from: float
    valid_to: float | None
    superseded_by: int | None
    created: float
    updated: float
    page_ids: tuple[int, ...] = ()

    @property
    def current(self) -> bool:
        return self.valid_to is None


@dataclass(frozen=True)
class FactChange:
    """What forming facts from one page did to long-term memory, for "Remembered: ..." lines.

    `action` is "added" (a new fact), "updated" (`item` ended `previous`, which stays as
    history) or "confirmed" (a repeat of a current fact: only provenance was added).
    """
    action: str
    item: LpmItem
    previous: LpmItem | None = None


@dataclass(frozen=True)
class Slot:
    """Catalogue entry of a saved llama.cpp state (its bytes live in slot_data)."""
    id: int
    kind: Literal["head", "conversation"]
    conversation_id: str | None
    model_hash: str
    n_ctx: int
    kv_type: str
    flash_attn: bool
    n_tokens: int
    sha256: str
    size: int
    stored_size: int
    pinned: bool
    hits: int
    created: float
    last_used: float
    sources: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class ContextItem:
    """One item the model is given: what it is, where it came from, and its text as shown."""
    item_type: ItemType
    item_id: int
    tier: str                 # short | mid | archive | trait | user_knowledge | assistant_knowledge | segment
    text: str                 # exactly the text placed in the prompt
    created: float
    tokens: int
    score: float = 0.0
    page_ids: tuple[int, ...] = ()   # provenance
    conversation_id: str | None = None


@dataclass(frozen=True)
class Context:
    """The retrieved block for one answer, and an account of what it holds."""
    query: str
    items: tuple[ContextItem, ...]
    budget_tokens: int
    used_tokens: int
    # the long-term facts most relevant to the query, outside the budget: the prompt head
    # holds every current fact already, the assistant restates these next to the message
    facts: tuple[ContextItem, ...] = ()

    @property
    def text(self) -> str:
        return "\n".join(i.text for i in self.items)

    def refs(self) -> list[tuple[str, int]]:
        return [(i.item_type, i.item_id) for i in self.items]


@dataclass(frozen=True)
class AuditEntry:
    id: int
    ts: float
    actor: Actor
    action: str
    target_type: str
    target_id: str
    detail: dict
