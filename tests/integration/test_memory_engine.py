"""The memory engine's policies on a real encrypted store with the real MiniLM embedder."""
from datetime import datetime

import pytest

from memory import long_term
from memory.engine import MemoryEngine
from memory.policy import DAY, Policy
from memory.retrieval import regex_tokens

T0 = datetime(2024, 3, 1, 10, 0).timestamp()


class Clock:
    def __init__(self, t=T0):
        self.t = t

    def __call__(self):
        return self.t


def make(store, embedder, **policy):
    clock = Clock()
    return MemoryEngine(store, embedder, Policy(**policy), clock=clock,
                        count_tokens=regex_tokens), clock


GARDEN = ["My tomatoes are finally turning red in the garden.",
          "I planted basil next to the tomatoes in my vegetable garden.",
          "The garden needs watering every day; the tomato plants are thirsty.",
          "I added compost to the vegetable beds in the garden."]
CODE = ["My Python script crashes with a KeyError when parsing JSON.",
        "How do I profile a slow Python function?"]


def test_similar_pages_share_a_segment_and_a_new_topic_starts_one(store, embedder):
    eng, _ = make(store, embedder, stm_capacity=1)
    c = eng.new_conversation()
    for t in GARDEN + CODE + ["bye"]:
        eng.add_exchange(c.id, t, "I see.")
    seg = dict(store.rows("SELECT user_text, segment_id FROM pages WHERE tier = 'mid'"))
    garden = {seg[t] for t in GARDEN}
    assert len(garden) == 1
    assert seg[CODE[0]] not in garden
    n = store.scalar("SELECT n_pages FROM segments WHERE id = ?", (garden.pop(),))
    assert n == len(GARDEN)


def test_heat_counts_visits_pages_and_decays_with_time(store, embedder):
    eng, clock = make(store, embedder, stm_capacity=0)
    c = eng.new_conversation()
    for t in GARDEN[:2]:
        eng.add_exchange(c.id, t, "Nice.")
    sid, heat0 = store.one("SELECT id, heat FROM segments")
    assert heat0 == pytest.approx(2 + 1.0)  # beta*2 pages + gamma*exp(0)
    ctx = eng.retrieve("how are my tomatoes doing?", 300)
    answer = eng.add_exchange(c.id, "how are my tomatoes?", "Turning red.")
    eng.record_use(ctx, answer.id)
    visits, heat1 = store.one("SELECT visits, heat FROM segments WHERE id = ?", (sid,))
    assert visits == 1 and heat1 > heat0
    clock.t += 7 * DAY
    eng.maintain()
    heat2 = store.scalar("SELECT heat FROM segments WHERE id = ?", (sid,))
    n_pages = store.scalar("SELECT n_pages FROM segments WHERE id = ?", (sid,))
    assert heat2 == pytest.approx(1 + n_pages + 0.36788, abs=1e-3)  # exp(-7d / 7d)


def test_coldest_unpinned_segment_is_archived_and_still_searchable(store, embedder):
    eng, clock = make(store, embedder, stm_capacity=0, mtm_capacity=2)
    c = eng.new_conversation()
    topics = ["I adopted a greyhound called Comet from the shelter.",
              "My violin lessons start next Tuesday at the conservatory.",
              "The quarterly tax return for my bakery is due in April."]
    pages = []
    for t in topics:
        clock.t += DAY
        pages.append(eng.add_exchange(c.id, t, "Okay."))
    seg_of = dict(store.rows("SELECT id, segment_id FROM pages"))
    # the first (oldest, coldest) topic went to the archive when the third arrived
    assert store.scalar("SELECT tier FROM segments WHERE id = ?", (seg_of[pages[0].id],)) \
        == "archive"
    assert store.scalar("SELECT tier FROM pages WHERE id = ?", (pages[0].id,)) == "archive"
    assert store.scalar("SELECT count(*) FROM segments WHERE tier = 'mid'") == 2
    hits = eng.retrieve("what is my dog's name?", 200).items
    assert any(i.item_id == pages[0].id and i.tier == "archive" for i in hits)
    # a pinned segment is never evicted, even when it is the coldest
    eng.pin(("segment", seg_of[pages[1].id]))
    clock.t += DAY
    eng.add_exchange(c.id, "Quantum computing lecture notes are on my desk.", "Sure.")
    assert store.scalar("SELECT tier FROM segments WHERE id = ?", (seg_of[pages[1].id],)) \
        == "mid"
    assert "evict" in [r[0] for r in store.rows("SELECT action FROM audit")]


def test_hot_segment_is_promoted_to_long_term_with_provenance(store, embedder):
    eng, clock = make(store, embedder, stm_capacity=0, promotion_heat=5)
    c = eng.new_conversation()
    talk = ["My name is Ingrid and I live in Bergen.", "My brother is called Lars."]
    pages = [eng.add_exchange(c.id, t, "Nice to know.") for t in talk]
    sid = store.scalar("SELECT segment_id FROM pages WHERE id = ?", (pages[0].id,))
    assert eng.maintain()["promoted_segments"] == []  # heat 1 visit-free page + recency < 5
    assert long_term.current(store) == []
    for _ in range(4):  # the topic keeps being used for answers: visits heat it up
        ctx = eng.retrieve("Where does Ingrid live?", 300)
        answer = eng.add_exchange(c.id, "where do I live?", "In Bergen.")
        eng.record_use(ctx, answer.id)
    assert store.scalar("SELECT heat FROM segments WHERE id = ?", (sid,)) >= 5
    out = eng.maintain()
    assert sid in out["promoted_segments"]
    name = long_term.current(store, "trait", "name")
    assert [i.value for i in name] == ["Ingrid"] and name[0].page_ids == (pages[0].id,)
    assert [i.value for i in long_term.current(store, "trait", "location")] == ["Bergen"]
    promoted = set(out["promoted_segments"])
    if store.scalar("SELECT segment_id FROM pages WHERE id = ?", (pages[1].id,)) in promoted:
        assert long_term.current(store, "trait", "relation.brother")[0].value == "Lars"
    # promotion is visible to the prompt head, and audited
    assert any("Ingrid" in i.text for i in eng.head_items(200))
    actions = [r[0] for r in store.rows("SELECT action FROM audit")]
    assert "promote" in actions and "lpm_add" in actions
    again = eng.maintain()  # nothing new joined: no second promotion of the same pages
    assert sid not in again["promoted_segments"]


def test_newer_value_supersedes_older_one(store, embedder):
    eng, clock = make(store, embedder, stm_capacity=0, promotion_heat=0)
    c = eng.new_conversation()
    coffee = eng.add_exchange(c.id, "I like coffee.", "Good to know.")
    eng.maintain()
    clock.t += 30 * DAY
    tea = eng.add_exchange(c.id, "I now drink tea.", "Tea it is.")
    eng.maintain()
    cur = long_term.current(store, "trait", "preference.drink")
    assert [i.value for i in cur] == ["tea"] and cur[0].page_ids == (tea.id,)
    hist = long_term.history(store, "trait", "preference.drink")
    assert [i.value for i in hist] == ["coffee", "tea"]
    assert hist[0].valid_to == pytest.approx(hist[1].valid_from)
    assert hist[0].superseded_by == hist[1].id and hist[0].page_ids == (coffee.id,)
    # only the current value is offered to the model
    texts = " ".join(i.text for i in eng.head_items(500) + list(
        eng.retrieve("what do I drink?", 500).items) if i.item_type == "lpm")
    assert "tea" in texts and "coffee" not in texts
    # saying it again confirms rather than duplicates
    eng.add_exchange(c.id, "I now drink tea.", "Still tea.")
    eng.maintain()
    assert len(long_term.current(store, "trait", "preference.drink")) == 1


def test_when_question_surfaces_the_dated_page(store, embedder):
    eng, clock = make(store, embedder, stm_capacity=0)
    c = eng.new_conversation()
    for day, text in [(1, "Went for a run along the river."),
                      (20, "I visited the dentist for a check-up."),
                      (40, "Went for a long run in the forest.")]:
        eng.add_exchange(c.id, text, "Noted.", created=T0 + day * DAY)
    clock.t = T0 + 60 * DAY
    ctx = eng.retrieve("When did I go to the dentist?", 200)
    best = max(ctx.items, key=lambda i: i.score)
    assert "dentist" in best.text and "21 Mar 2024" in best.text  # shown with its date
    march = eng.retrieve("what did I do in April 2024?", 200)
    assert "forest" in march.items[0].text or "forest" in march.text
