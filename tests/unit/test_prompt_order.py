"""The prompt's orders of item kinds come from memory/types.py's ItemKind table."""
from __future__ import annotations

from dataclasses import replace

from app import prompt as P
from memory.types import ITEM_KINDS, KINDS, ContextItem


def _item(kind: str, iid: int, created: float = 0.0) -> ContextItem:
    return ContextItem(kind, iid, "mid", f"{kind} {iid}", created, 3)


def test_head_and_block_follow_the_item_kind_table():
    items = [_item("segment", 2), _item("page", 5), _item("lpm", 9), _item("page", 1),
             _item("lpm", 3)]
    head = P.build_head(items)
    kinds = [i.item_type for i in head.items]
    assert kinds == sorted(kinds, key=lambda k: KINDS[k].head_rank)
    assert [i.item_id for i in head.items if i.item_type == "lpm"] == [9, 3]   # profile order kept
    assert [i.item_id for i in head.items if i.item_type == "page"] == [1, 5]
    block = P.block_order(items)
    assert [i.item_type for i in block] == sorted((i.item_type for i in items),
                                                  key=lambda k: KINDS[k].block_rank)
    assert [i.item_id for i in block if i.item_type == "page"] == [5, 1]     # stable: time order


def test_a_kind_the_table_does_not_know_goes_last():
    odd = replace(_item("page", 1), item_type="other")
    block = P.block_order([odd] + [_item(k.name, 1) for k in ITEM_KINDS])
    assert block[-1] is odd
