"""Governance on a real encrypted store (hash embedder for speed): refs, listing, pin, edit,
delete with its cascade, forget, and the audit log's no-content rule."""
from __future__ import annotations

import json

import pytest

from memory import audit, governance as g
from memory.engine import MemoryEngine
from memory.errors import NotFoundError
from memory.types import ContextItem


@pytest.fixture
def eng(store, hash_embedder):
    return MemoryEngine(store, hash_embedder)


def add_slot(store, sources, conversation_id=None) -> int:
    sid = store.exec(
        "INSERT INTO slots(kind, conversation_id, model_hash, n_ctx, kv_type, flash_attn, tokens, "
        "n_tokens, sha256, size, stored_size, created, last_used) "
        "VALUES (?, ?, 'model', 512, 'f16', 0, x'01000000', 1, 'x', 4, 4, 0, 0)",
        ("conversation" if conversation_id else "head", conversation_id))
    store.exec("INSERT INTO slot_data(slot_id, data) VALUES (?, x'00')", (sid,))
    store.many("INSERT INTO slot_sources(slot_id, source_type, source_id) VALUES (?, ?, ?)",
               [(sid, t, i) for t, i in sources])
    return sid


def add_lpm(store, text, page_ids, *, attribute="", kind="trait", superseded_by=None,
            valid_to=None, valid_from=1.0) -> int:
    iid = store.exec("INSERT INTO lpm_items(kind, attribute, value, text, valid_from, valid_to, "
                     "superseded_by, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0)",
                     (kind, attribute, text, text, valid_from, valid_to, superseded_by))
    store.many("INSERT INTO lpm_sources(item_id, page_id) VALUES (?, ?)",
               [(iid, p) for p in page_ids])
    return iid


def fill(eng, n=14, cid=None, word="jazz"):
    cid = cid or eng.new_conversation("t").id
    return cid, [eng.add_exchange(cid, f"I love {word} and topic{i}", f"noted {word} {i}",
                                  created=1000.0 + i) for i in range(n)]


def test_refs_round_trip_and_reject_garbage():
    assert g.parse_ref("p12") == ("page", 12)
    assert g.parse_ref(" S3 ") == ("segment", 3)
    assert g.parse_ref("l7") == ("lpm", 7)
    assert g.format_ref("lpm", 7) == "l7"
    for bad in ("12", "x1", "p", "p-1", "p1x", "", "p1;drop"):
        with pytest.raises(ValueError):
            g.parse_ref(bad)


def test_records_per_tier_have_the_cli_fields(eng, store):
    cid, pages = fill(eng)
    add_lpm(store, "The user loves jazz.", [pages[0].id], attribute="likes.jazz")
    short = g.records(store, "short")
    assert [r["id"] for r in short] == [f"p{p.id}" for p in reversed(pages[4:])]
    mid = g.records(store, "mid")
    assert {r["type"] for r in mid} == {"segment", "page"}
    seg = next(r for r in mid if r["type"] == "segment")
    assert seg["heat"] > 0 and seg["conversation_id"] == cid
    assert all(r["heat"] == seg["heat"] for r in mid if r["type"] == "page")
    long = g.records(store, "long")
    assert [r["text"] for r in long] == ["The user loves jazz."]
    for r in short + mid + long:
        assert {"id", "type", "tier", "text", "created", "conversation_id", "pinned",
                "heat"} <= set(r)
    assert long[0]["conversation_id"] == cid and long[0]["page_ids"] == [f"p{pages[0].id}"]
    assert len(g.records(store)) == len(short) + len(mid) + 1
    assert g.records(store, "archive") == []
    with pytest.raises(ValueError):
        g.records(store, "nope")


def test_pin_unpin_every_kind_is_audited(eng, store):
    _, pages = fill(eng)
    sid = store.scalar("SELECT id FROM segments")
    iid = add_lpm(store, "x", [pages[0].id])
    for ref in (("page", pages[0].id), ("segment", sid), ("lpm", iid)):
        g.pin(store, ref)
        assert g.get(store, *ref).pinned
        g.unpin(store, g.format_ref(*ref))
        assert not g.get(store, *ref).pinned
    g.pin(store, ("page", pages[3].id))
    assert [r["id"] for r in g.records(store, pinned=True)] == [f"p{pages[3].id}"]
    got = g.get_many(store, [f"l{iid}", ("page", pages[3].id)])
    assert [type(x).__name__ for x in got] == ["LpmItem", "Page"] and got[1].pinned
    acts = [(e.action, e.target_type) for e in audit.entries(store, actor="user")]
    assert ("pin", "lpm") in acts and ("unpin", "segment") in acts
    with pytest.raises(NotFoundError):
        g.pin(store, "p999")


def test_edit_page_rewrites_text_index_vector_and_segment(eng, store, hash_embedder):
    _, pages = fill(eng)
    p = pages[0]  # in mid-term, in a segment
    old_vec = store.scalar("SELECT embedding FROM pages_vec WHERE rowid = ?", (p.id,))
    slot = add_slot(store, [("page", p.id)])
    g.edit(store, f"p{p.id}", "I love zydeco accordion music", hash_embedder)
    new = g.get(store, "page", p.id)
    assert new.user_text == "I love zydeco accordion music"
    assert store.rows("SELECT rowid FROM pages_fts WHERE pages_fts MATCH 'zydeco'") == [(p.id,)]
    assert not store.rows("SELECT rowid FROM pages_fts WHERE pages_fts MATCH 'topic0'")
    assert store.scalar("SELECT embedding FROM pages_vec WHERE rowid = ?", (p.id,)) != old_vec
    assert "topic0" not in new.keywords and "zydeco" in new.keywords
    assert store.one("SELECT 1 FROM slots WHERE id = ?", (slot,)) is None
    e = audit.entries(store, action="edit")[0]
    assert "zydeco" not in json.dumps(audit.to_dict(e))


def test_edit_page_drops_items_derived_only_from_its_old_words(eng, store, hash_embedder):
    _, pages = fill(eng, 3)
    a, b = pages[0].id, pages[1].id
    only = add_lpm(store, "from a", [a])
    shared = add_lpm(store, "from a and b", [a, b])
    g.edit(store, ("page", a), "something else entirely", hash_embedder)
    assert store.one("SELECT 1 FROM lpm_items WHERE id = ?", (only,)) is None
    assert g.get(store, "lpm", shared).page_ids == (b,)
    e = audit.entries(store, action="edit")[0]
    assert e.detail["lpm_deleted"] == [only] and e.detail["lpm_unlinked"] == [shared]


def test_edit_lpm_item_becomes_user_sourced(eng, store, hash_embedder):
    _, pages = fill(eng, 2)
    iid = add_lpm(store, "The user lives in Oslo.", [pages[0].id], attribute="location")
    item = g.edit(store, ("lpm", iid), "The user lives in Bergen.", hash_embedder,
                  value="Bergen")
    assert (item.text, item.value, item.source, item.confidence) == (
        "The user lives in Bergen.", "Bergen", "user", 1.0)
    assert store.rows("SELECT rowid FROM lpm_fts WHERE lpm_fts MATCH 'bergen'") == [(iid,)]
    assert store.scalar("SELECT count(*) FROM lpm_vec WHERE rowid = ?", (iid,)) == 1


def test_preview_writes_nothing_and_matches_delete(eng, store):
    _, pages = fill(eng)
    before = store.table_counts()
    preview = g.preview_delete(store, [f"p{pages[0].id}"])
    assert store.table_counts() == before
    done = g.delete(store, [f"p{pages[0].id}"])
    assert done == preview


def test_delete_cascade(eng, store):
    cid, pages = fill(eng)
    a, b, c = pages[0].id, pages[1].id, pages[2].id
    sid = store.scalar("SELECT segment_id FROM pages WHERE id = ?", (a,))
    only_a = add_lpm(store, "derived from a", [a])
    a_and_b = add_lpm(store, "derived from a and b", [a, b])
    user_made = add_lpm(store, "typed by the user", [])
    slot_page = add_slot(store, [("page", a)])
    slot_lpm = add_slot(store, [("lpm", only_a)])
    slot_other = add_slot(store, [("page", c)])
    eng.record_use([ContextItem("page", a, "mid", "t", 0, 1),
                    ContextItem("lpm", only_a, "trait", "t", 0, 1),
                    ContextItem("page", c, "mid", "t", 0, 1)], pages[-1].id)
    n_before = store.scalar("SELECT n_pages FROM segments WHERE id = ?", (sid,))

    cas = g.delete(store, [("page", a)])

    assert cas.pages == (a,) and cas.lpm_items == (only_a,)
    assert cas.lpm_unlinked == (a_and_b,) and cas.segments_updated == (sid,)
    assert set(cas.slots) == {slot_page, slot_lpm} and cas.answer_context == 2
    assert store.one("SELECT 1 FROM pages WHERE id = ?", (a,)) is None
    assert store.one("SELECT 1 FROM pages_vec WHERE rowid = ?", (a,)) is None
    assert store.one("SELECT 1 FROM pages_fts WHERE rowid = ?", (a,)) is None
    assert store.one("SELECT 1 FROM lpm_items WHERE id = ?", (only_a,)) is None
    assert g.get(store, "lpm", a_and_b).page_ids == (b,)
    assert g.get(store, "lpm", user_made)
    assert store.one("SELECT 1 FROM slots WHERE id = ?", (slot_other,))
    assert store.rows("SELECT item_type, item_id FROM answer_context") == [("page", c)]
    seg = g.get(store, "segment", sid)
    assert seg.n_pages == n_before - 1 and "topic0" not in seg.keywords
    assert "topic0" not in seg.summary
    assert g.get(store, "page", b).prev_id is None  # b's predecessor was a, the first page
    assert g.get(store, "page", c).prev_id == b
    e = audit.entries(store, action="delete")[0]
    assert (e.actor, e.target_type, e.target_id) == ("user", "page", str(a))
    assert e.detail["lpm"] == [only_a] and e.detail["pages"] == [a]


def test_prev_chain_relinked_across_deleted_middle(eng, store):
    _, pages = fill(eng, 5)
    g.delete(store, [("page", pages[1].id), ("page", pages[2].id)])
    assert g.get(store, "page", pages[3].id).prev_id == pages[0].id


def test_deleting_last_page_of_segment_deletes_segment(eng, store):
    _, pages = fill(eng, 12)  # two pages overflow to mid-term
    mids = [p.id for p in g.segment_pages(store, store.scalar("SELECT id FROM segments"))]
    sid = store.scalar("SELECT id FROM segments")
    slot = add_slot(store, [("segment", sid)])
    cas = g.delete(store, [("page", i) for i in mids])
    assert cas.segments == (sid,) and slot in cas.slots
    assert store.scalar("SELECT count(*) FROM segments") == 0
    assert store.scalar("SELECT count(*) FROM segments_vec") == 0


def test_delete_segment_takes_its_pages(eng, store):
    _, pages = fill(eng)
    sid = store.scalar("SELECT id FROM segments")
    members = [p.id for p in g.segment_pages(store, sid)]
    cas = g.delete(store, [f"s{sid}"])
    assert cas.segments == (sid,) and cas.pages == tuple(sorted(members))
    assert store.scalar("SELECT count(*) FROM pages WHERE tier = 'short'") == 10


def test_deleting_the_newer_value_restores_the_older(eng, store):
    _, pages = fill(eng, 3)
    coffee = add_lpm(store, "likes coffee", [pages[0].id], attribute="drink", valid_from=1)
    tea = add_lpm(store, "drinks tea", [pages[1].id], attribute="drink", valid_from=2)
    store.exec("UPDATE lpm_items SET valid_to = 2, superseded_by = ? WHERE id = ?",
               (tea, coffee))
    slot = add_slot(store, [("lpm", coffee)])
    cas = g.delete(store, [("page", pages[1].id)])
    assert cas.lpm_items == (tea,) and cas.lpm_restored == (coffee,) and slot in cas.slots
    item = g.get(store, "lpm", coffee)
    assert item.current and item.superseded_by is None


def test_restore_makes_only_one_version_current(eng, store):
    _, pages = fill(eng, 3)
    old = add_lpm(store, "v0", [pages[0].id], attribute="a", valid_from=1)
    older = add_lpm(store, "v-1", [pages[0].id], attribute="a", valid_from=0.5)
    new = add_lpm(store, "v1", [pages[1].id], attribute="a", valid_from=2)
    store.exec("UPDATE lpm_items SET valid_to = 2, superseded_by = ? WHERE id IN (?, ?)",
               (new, old, older))
    # "ends": a fact under another attribute that a live current value already replaced
    jazz = add_lpm(store, "likes jazz", [pages[0].id], attribute="likes.jazz", valid_from=1)
    live = add_lpm(store, "likes jazz again", [pages[2].id], attribute="likes.jazz",
                   valid_from=3)
    hate = add_lpm(store, "hates jazz", [pages[1].id], attribute="dislikes.jazz", valid_from=2)
    store.exec("UPDATE lpm_items SET valid_to = 2, superseded_by = ? WHERE id = ?", (hate, jazz))
    cas = g.delete(store, [("page", pages[1].id)])
    assert set(cas.lpm_items) == {new, hate} and cas.lpm_restored == (old,)
    assert cas.lpm_relinked == {older: old, jazz: live}
    current = {r[0] for r in store.rows("SELECT id FROM lpm_items WHERE valid_to IS NULL")}
    assert current == {old, live}
    assert g.get(store, "lpm", older).superseded_by == old


def test_deleting_a_middle_version_keeps_the_chain(eng, store):
    _, pages = fill(eng, 3)
    v1 = add_lpm(store, "v1", [pages[0].id], attribute="a", valid_from=1)
    v2 = add_lpm(store, "v2", [pages[1].id], attribute="a", valid_from=2)
    v3 = add_lpm(store, "v3", [pages[2].id], attribute="a", valid_from=3)
    store.exec("UPDATE lpm_items SET valid_to = 2, superseded_by = ? WHERE id = ?", (v2, v1))
    store.exec("UPDATE lpm_items SET valid_to = 3, superseded_by = ? WHERE id = ?", (v3, v2))
    cas = g.delete(store, [("lpm", v2)])
    assert cas.lpm_items == (v2,) and cas.lpm_restored == ()
    assert g.get(store, "lpm", v1).superseded_by == v3
    assert [i.id for i in g.history(store, v3)] == [v1, v3]


def test_forget_conversation(eng, store):
    cid, pages = fill(eng)
    other, kept = fill(eng, 3, word="chess")
    shared = add_lpm(store, "both", [pages[0].id, kept[0].id])
    only = add_lpm(store, "only", [pages[1].id])
    conv_slot = add_slot(store, [], conversation_id=cid)
    cas = g.forget_conversation(store, cid)
    assert cas.conversations == (cid,) and len(cas.pages) == 14
    assert cas.lpm_items == (only,) and cas.lpm_unlinked == (shared,)
    assert conv_slot in cas.slots
    assert store.one("SELECT 1 FROM conversations WHERE id = ?", (cid,)) is None
    assert store.scalar("SELECT count(*) FROM pages") == 3
    assert store.scalar("SELECT count(*) FROM slots") == 0
    e = audit.entries(store, action="forget")[0]
    assert e.target_id == cid and len(e.detail["pages"]) == 14
    with pytest.raises(NotFoundError):
        g.forget_conversation(store, cid)


def test_unknown_ref_changes_nothing(eng, store):
    _, pages = fill(eng, 3)
    before = store.table_counts()
    with pytest.raises(NotFoundError):
        g.delete(store, [("page", pages[0].id), ("lpm", 999)])
    assert store.table_counts() == before


def test_audit_refuses_content_and_filters(store):
    with pytest.raises(ValueError):
        audit.log(store, "user", "delete", "page", 1, note="my secret diary entry")
    with pytest.raises(ValueError):
        audit.log(store, "robot", "delete")
    audit.log(store, "user", "pin", "page", 3, pages=[1, 2], ok=True)
    audit.log(store, "system", "evict", "segment", 4, count=2)
    [e] = audit.entries(store, actor="user")
    assert (e.action, e.target_type, e.target_id, e.detail) == (
        "pin", "page", "3", {"ok": True, "pages": [1, 2]})
    assert [x.action for x in audit.entries(store)] == ["evict", "pin"]
    assert audit.entries(store, since=e.ts + 3600) == []
