"""What the model is given and what the user sees of long-term facts: the profile head, the
retrieved block's layout, text summaries, grouped listings with history (real encrypted
store, real MiniLM embedder)."""
from __future__ import annotations

import time

import pytest

from app import config, keys, memory_cli, profile_view
from app import prompt as P
from app.cli import main
from memory import long_term
from memory.engine import MemoryEngine
from memory.policy import Policy
from memory.profile import group_of
from memory.store import open_store

DAY = 86400.0


def fact(store, embedder, page_id, attribute, text, when, kind="trait"):
    f = {"kind": kind, "attribute": attribute, "value": text, "text": text, "confidence": 0.8,
         "page_ids": [page_id], "valid_from": when, "source": "rules"}
    with store.tx():
        return long_term.upsert(store, f, embedder.embed, when)


def seed(store, embedder) -> MemoryEngine:
    """A person told six facts, then moved: Leeds is history, Manchester current."""
    eng = MemoryEngine(store, embedder, Policy(stm_capacity=20))
    cid = eng.new_conversation().id
    t0 = time.time() - 30 * DAY
    told = [("I prefer masala chai over coffee.", "preference.drink",
             "The user's favourite drink is masala chai."),
            ("We have a ginger cat named Biscuit.", "relation.cat",
             "The user's cat is called Biscuit."),
            ("I'm a data journalist.", "job", "The user works as a data journalist."),
            ("Hello! I'm Ahmed, I live in Leeds.", "name", "The user's name is Ahmed."),
            ("I'm lactose intolerant.", "diet", "The user is lactose intolerant.")]
    for i, (said, attr, text) in enumerate(told):
        p = eng.add_exchange(cid, said, "Noted, thanks for telling me!", created=t0 + i)
        fact(store, embedder, p.id, attr, text, t0 + i)
        if attr == "name":
            fact(store, embedder, p.id, "location", "The user lives in Leeds.", t0 + i)
    p = eng.add_exchange(cid, "We relocated to Manchester.", "Welcome to Manchester!",
                         created=t0 + 10 * DAY)
    fact(store, embedder, p.id, "location", "The user lives in Manchester.", t0 + 10 * DAY)
    return eng


def test_head_opens_with_the_profile_in_group_order(store, embedder):
    eng = seed(store, embedder)
    head = P.build_head(eng.head_items(1024))
    text = head.text
    assert text.startswith(P.SYSTEM)
    lines = text.split(P.HEAD_MEMORY_INTRO + "\n")[1].split("\n\n")[0].splitlines()
    assert lines == ["The user's name is Ahmed.", "The user lives in Manchester.",
                     "The user works as a data journalist.", "The user's cat is called Biscuit.",
                     "The user is lactose intolerant.",
                     "The user's favourite drink is masala chai."]
    assert "Leeds" not in text            # current values only
    # same members, same text: confidence moving does not reorder the head (slot stays valid)
    store.exec("UPDATE lpm_items SET confidence = 0.1 WHERE text LIKE '%Ahmed%'")
    store.exec("UPDATE lpm_items SET confidence = 0.95 WHERE text LIKE '%chai%'")
    assert P.build_head(eng.head_items(1024)).text == text
    # a small budget keeps the most useful facts (who, where) rather than the newest
    small = P.build_head(eng.head_items(14)).text
    assert "Ahmed" in small and "masala" not in small
    # the user's own system prompt replaces the built-in one, the profile stays
    own = P.build_head(eng.head_items(1024), "Be terse. Speak like a pirate.")
    assert own.text.startswith("Be terse. Speak like a pirate.\n\n" + P.HEAD_MEMORY_INTRO)
    assert P.SYSTEM not in own.text


def test_retrieved_block_leads_with_the_users_words_and_marks_replies(store, embedder):
    eng = seed(store, embedder)
    ctx = eng.retrieve("Where do I live? Tell me about Manchester", 400)
    pages = [i for i in ctx.items if i.item_type == "page"]
    assert pages and all(' The user said: "' in i.text or i.text.startswith('The user said: "')
                         for i in pages)
    assert all(i.item_type != "lpm" for i in ctx.items)      # facts take no budget...
    assert any("Manchester" in f.text for f in ctx.facts)       # ...they come back apart
    block = P.retrieved_block(P.without_head(ctx, P.build_head(())).items)
    assert block.index("The user said") < block.index("The user lives in Manchester")
    assert "Assistant:" not in block and "User:" not in block
    assert "You replied:" in block      # room for replies: the best pages get theirs
    # a tight budget drops replies before it drops what the user said
    tight = eng.retrieve("Where do I live? Tell me about Manchester", 40)
    assert any("Manchester" in i.text for i in tight.items if i.item_type == "page")
    assert all("You replied" not in i.text for i in tight.items)
    assert tight.used_tokens <= 40


def test_segment_summary_is_a_sentence_not_a_keyword_list(store, embedder):
    eng = MemoryEngine(store, embedder, Policy(stm_capacity=2, segment_threshold=0.3))
    cid = eng.new_conversation().id
    for said in ("I'm a marine biologist and I live in Lisbon.",
                 "Lisbon has lovely marine life along the coast.",
                 "I study dolphins off the coast near Lisbon.",
                 "Thanks!", "ok"):
        eng.add_exchange(cid, said, "How interesting!")
    eng.flush_short_term(cid)
    summaries = [r[0] for r in store.rows("SELECT summary FROM segments")]
    assert summaries
    for s in summaries:
        assert not s.startswith("Topic:") and "i'm," not in s.lower()
    assert any("The user said: \u201c" in s and "Lisbon" in s for s in summaries)


def test_profile_groups_history_and_the_cli_listing(store, embedder, capsys, monkeypatch):
    eng = seed(store, embedder)
    gs = profile_view.groups(store)
    assert [g["key"] for g in gs] == ["identity", "places", "work", "people", "health",
                                      "preferences"]
    place = gs[1]["facts"][0]
    assert place["text"] == "The user lives in Manchester."
    assert [h["text"] for h in place["history"]] == ["The user lives in Leeds."]
    assert place["history"][0]["valid_to"] == pytest.approx(place["valid_from"])
    assert place["source_text"] == "We relocated to Manchester."
    assert group_of("", "The user is allergic to peanuts.") == "health"
    assert group_of("food_restriction") == "health"
    # the same on the command line, on the real profile
    p = config.ensure_dirs()
    real = open_store(p.db_file, keys.obtain(p.db_file).key)
    try:
        seed(real, embedder)
    finally:
        real.close()
    monkeypatch.setattr(memory_cli, "_embedder", lambda: embedder)
    assert main(["memory", "list", "--tier", "long"]) == 0
    out = capsys.readouterr().out
    assert out.index("Who you are:") < out.index("Where you live:") < out.index("Work")
    assert "The user lives in Manchester." in out
    assert "was: The user lives in Leeds." in out
    assert out.index("The user lives in Manchester.") < out.index("was: The user lives in Leeds.")
