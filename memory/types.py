"""Value types of the memory engine: frozen dataclasses, no storage logic.

Ids are database ids; identity and persistence belong to the modules that own the tables.
Times are Unix seconds (float, UTC).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal, get_args

Tier = Literal["short", "mid", "archive"]
LpmKind = Literal["trait", "user_knowledge", "assistant_knowledge"]
ItemType = Literal["page", "segment", "lpm"]
LPM_KINDS: tuple[str, ...] = get_args(LpmKind)   # long-term kinds (memory/long_term.py, cubes)
Actor = Literal["user", "system", "model"]
Ref = tuple[str, int]


@dataclass(frozen=True)
class ItemKind:
    """One kind of memory item a user can point at: its table, its id prefix (`p12`) and where
    it goes in the prompt. Adding a kind: a row here, its owner module (and migration), its
    cases in governance and packing, and its inspector tab (docs/architecture.md)."""
    name: str          # the item_type in refs, ContextItems and answer_context
    table: str         # the table that holds it (its owner module writes it)
    prefix: str        # typed ids on the command line and in the UI: p12, s3, l7
    head_rank: int     # order in the cached prompt head (app/prompt.build_head)
    block_rank: int    # order in the retrieved block shown next to the message
    context_rank: int  # order of Context.items (memory/packing.order_for_prompt)


ITEM_KINDS = (
    # facts lead the head (the profile); pages lead the block (what the user said, dated)
    ItemKind("page", "pages", "p", head_rank=1, block_rank=0, context_rank=2),
    ItemKind("segment", "segments", "s", head_rank=2, block_rank=1, context_rank=1),
    ItemKind("lpm", "lpm_items", "l", head_rank=0, block_rank=2, context_rank=0),
)
KINDS = {k.name: k for k in ITEM_KINDS}
_BY_PREFIX = {k.prefix: k for k in ITEM_KINDS}
_REF = re.compile(r"\s*([%s])(\d{1,18})\s*" % "".join(_BY_PREFIX), re.IGNORECASE)


def parse_ref(text: str) -> Ref:
    """`p12` -> ("page", 12); `s3` segment; `l7` long-term item. ValueError otherwise."""
    m = _REF.fullmatch(str(text))
    if not m:
        raise ValueError(f"not a memory id: {text!r} (use p<N> for a page, s<N> for a segment, "
                         "l<N> for a long-term item)")
    return _BY_PREFIX[m.group(1).lower()].name, int(m.group(2))


def format_ref(item_type: str, item_id: int) -> str:
    return f"{KINDS[item_type].prefix}{item_id}"


def as_ref(ref) -> Ref:
    """A ref from either form: `"p12"` or `("page", 12)`; ValueError for an unknown kind."""
    if isinstance(ref, str):
        return parse_ref(ref)
    t, i = ref
    if t not in KINDS:
        raise ValueError(f"unknown item type {t!r}")
    return t, int(i)


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
    history), "confirmed" (a repeat of a current fact: only provenance was added) or
    "forgotten" (the user asked to forget `item`: it is deleted, and held here only, with the
    older versions it had replaced in `history`, so its Undo puts back the whole chain).
    `carried`: ids of new wordings of what `item` ended (the rest of a statement, what was
    said of an ex), deleted with it by an Undo so the versions they replaced come back.
    """
    action: str
    item: LpmItem
    previous: LpmItem | None = None
    history: tuple[LpmItem, ...] = ()
    carried: tuple[int, ...] = ()


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


@dataclass(frozen=True)
class Cascade:
    """Everything a deletion removes or changes, by id."""
    pages: tuple[int, ...] = ()
    segments: tuple[int, ...] = ()            # deleted (asked for, or left without pages)
    segments_updated: tuple[int, ...] = ()    # lose some pages, rebuilt from the rest
    lpm_items: tuple[int, ...] = ()           # deleted (asked for, or derived only from pages)
    lpm_unlinked: tuple[int, ...] = ()        # keep, but lose provenance links to deleted pages
    lpm_restored: tuple[int, ...] = ()        # older versions that become current again
    lpm_relinked: dict = field(default_factory=dict, compare=False)  # old version -> successor
    slots: tuple[int, ...] = ()
    answer_context: int = 0                   # rows of "what the model was given"
    conversations: tuple[str, ...] = ()
    answers: tuple[int, ...] = ()             # surviving answers that quoted a deleted item
    answers_mode: str | None = field(default="redact", compare=False)  # or "delete", None

    def counts(self) -> dict[str, int]:
        return {"pages": len(self.pages), "segments": len(self.segments),
                "segments_updated": len(self.segments_updated),
                "lpm_items": len(self.lpm_items), "lpm_unlinked": len(self.lpm_unlinked),
                "lpm_restored": len(self.lpm_restored), "slots": len(self.slots),
                "answer_context": self.answer_context, "conversations": len(self.conversations),
                "answers": len(self.answers)}

    @property
    def empty(self) -> bool:
        return not any(self.counts().values())

    def to_dict(self) -> dict:
        ref = lambda t, ids: [format_ref(t, i) for i in ids]  # noqa: E731
        return {"pages": ref("page", self.pages), "segments": ref("segment", self.segments),
                "segments_updated": ref("segment", self.segments_updated),
                "lpm_items": ref("lpm", self.lpm_items),
                "lpm_unlinked": ref("lpm", self.lpm_unlinked),
                "lpm_restored": ref("lpm", self.lpm_restored),
                "lpm_relinked": {format_ref("lpm", k): format_ref("lpm", v)
                                 for k, v in self.lpm_relinked.items()},
                "slots": list(self.slots),
                "answer_context": self.answer_context,
                "conversations": list(self.conversations),
                "answers": ref("page", self.answers), "answers_mode": self.answers_mode,
                "counts": self.counts()}
