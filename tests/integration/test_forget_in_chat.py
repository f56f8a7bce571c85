"""Asking in chat to forget: a real encrypted store, sqlite-vec and the real MiniLM embedder."""
from memory import long_term

from tests.integration.test_fact_formation import current_texts, make, say


def test_forget_that_deletes_the_fact_and_its_history_and_undo_puts_it_back(store, embedder):
    eng, c, clock = make(store, embedder)
    say(eng, c.id, clock, "I live in Leeds.")
    say(eng, c.id, clock, "We moved to York last month.")
    say(eng, c.id, clock, "My cat is called Biscuit.")
    other = eng.new_conversation()
    page, changes = say(eng, other.id, clock, "Please forget where I live.")
    gone = [ch.item.text for ch in changes if ch.action == "forgotten"]
    assert gone == ["The user lives in York."]
    # the town before it is not made current again, and no version of it is left
    assert current_texts(store) == {"The user's cat is called Biscuit."}
    assert not long_term.history(store, "trait", "location")
    assert not store.rows("SELECT 1 FROM lpm_items WHERE text LIKE '%Leeds%' OR text LIKE "
                          "'%York%'")
    assert store.scalar("SELECT count(*) FROM lpm_vec") == 1
    # the request itself is no fact ("Forget where the user lives.")
    assert not [ch for ch in changes if ch.action == "added"]
    assert eng.form_facts(page.id) == []   # read once: it does not act again
    assert eng.restore_fact(changes[0].item) is not None
    assert "The user lives in York." in current_texts(store)
    assert eng.restore_fact(changes[0].item) is None   # current already


def test_forget_that_alone_forgets_what_the_previous_message_formed(store, embedder):
    eng, c, clock = make(store, embedder)
    say(eng, c.id, clock, "I'm a nurse.")
    say(eng, c.id, clock, "My salary is 85k and my manager is called Joan.")
    _, changes = say(eng, c.id, clock, "Actually, forget that.")
    assert {ch.action for ch in changes} == {"forgotten"} and len(changes) >= 1
    left = current_texts(store)
    assert not any("85k" in t or "Joan" in t for t in left)
    assert any("nurse" in t for t in left)


def test_off_the_record_forms_nothing_and_chat_phrases_forget_nothing(store, embedder):
    eng, c, clock = make(store, embedder)
    say(eng, c.id, clock, "My cat is called Biscuit and I work as a teacher.")
    before = current_texts(store)
    for text in ("Don't remember this, but I'm pregnant.", "I'm in debt. Off the record though.",
                 "I always forget my keys.", "Forget about work for a sec, tell me a joke.",
                 "forget it", "Don't forget to remind me about the cat's vet visit."):
        _, changes = say(eng, c.id, clock, text)
        assert not [ch for ch in changes if ch.action == "forgotten"], text
    now = current_texts(store)
    assert before <= now
    assert not any("pregnant" in t or "debt" in t for t in now)
    # "I always forget my keys" is a fact about the user; the requests are none
    assert not any(w in t.lower() for t in now for w in ("joke", "forget about", "forget it"))


def test_a_forgotten_fact_leaves_the_index_and_the_vectors(store, embedder):
    eng, c, clock = make(store, embedder)
    say(eng, c.id, clock, "My locker code is zebracrossing.")
    assert store.rows("SELECT 1 FROM lpm_fts WHERE lpm_fts MATCH 'zebracrossing'")
    n = store.scalar("SELECT count(*) FROM lpm_vec")
    _, changes = say(eng, c.id, clock, "Please forget my locker code.")
    assert [ch.action for ch in changes] == ["forgotten"]
    assert not store.rows("SELECT 1 FROM lpm_items WHERE text LIKE '%zebracrossing%'")
    assert not store.rows("SELECT 1 FROM lpm_fts WHERE lpm_fts MATCH 'zebracrossing'")
    assert store.scalar("SELECT count(*) FROM lpm_vec") == n - 1
    assert store.rows("SELECT 1 FROM audit WHERE action = 'delete' AND actor = 'user'")


def _model_says(text):
    return [{"kind": "trait", "attribute": "", "value": text, "text": text, "confidence": 0.9,
             "page_ids": []}]


def test_a_model_reading_the_page_later_does_not_bring_a_forgotten_fact_back(store, embedder):
    """What a chat model extracts in the background (app/llm_extractor.py) goes through
    long_term.apply_extracted: a page the user took a fact of back, or kept out, yields
    nothing, and Undo lifts that again."""
    eng, c, clock = make(store, embedder)
    told, _ = say(eng, c.id, clock, "My cat is called Miso.")
    _, changes = say(eng, c.id, clock, "Please forget that I have a cat.")
    off, _ = say(eng, c.id, clock, "Don't remember this, but I'm pregnant.")
    plain, _ = say(eng, c.id, clock, "I play the cello on Sundays.")

    def model(page, text):
        items = _model_says(text)
        items[0]["page_ids"] = [page.id]
        with store.tx():
            return long_term.apply_extracted(store, [told, off, plain], items, embedder.embed,
                                             clock())
    assert model(told, "The user's cat is called Miso.") == []
    assert model(off, "The user is pregnant.") == []
    assert model(plain, "The user plays the cello.") != []   # other pages as before
    eng.restore_fact(changes[0].item)
    assert store.scalar("SELECT count(*) FROM facts_refused") == 0


def test_a_fact_deleted_in_the_inspector_is_not_read_back_by_a_model(store, embedder):
    eng, c, clock = make(store, embedder)
    page, changes = say(eng, c.id, clock, "My locker code is 4711.")
    eng.delete([("lpm", changes[0].item.id)])
    assert store.scalar("SELECT page_id FROM facts_refused") == page.id
    items = _model_says("The user's locker code is 4711.")
    items[0]["page_ids"] = [page.id]
    with store.tx():
        assert long_term.apply_extracted(store, [page], items, embedder.embed, clock()) == []
    eng.delete([("page", page.id)])   # the page goes: its row goes with it
    assert store.scalar("SELECT count(*) FROM facts_refused") == 0


def test_undo_of_forgot_puts_back_the_history_too(store, embedder):
    eng, c, clock = make(store, embedder)
    say(eng, c.id, clock, "I live in Leeds.")
    say(eng, c.id, clock, "We moved to York last month.")
    _, changes = say(eng, c.id, clock, "Please forget where I live.")
    [forgot] = [ch for ch in changes if ch.action == "forgotten"]
    assert [h.text for h in forgot.history] == ["The user lives in Leeds."]
    assert not long_term.history(store, "trait", "location")
    eng.restore_fact(forgot.item, forgot.history)
    versions = long_term.history(store, "trait", "location")
    assert [(v.text, v.current) for v in versions] == [("The user lives in Leeds.", False),
                                                       ("The user lives in York.", True)]
    assert versions[0].superseded_by == versions[1].id and versions[0].page_ids
    assert store.scalar("SELECT count(*) FROM lpm_vec") == 2


def test_a_copy_of_the_memory_keeps_a_forgotten_fact_out(store, embedder, tmp_path, raw_key):
    from memory import portable
    from memory.store import open_store

    eng, c, clock = make(store, embedder)
    told, _ = say(eng, c.id, clock, "My locker code is 4711.")
    say(eng, c.id, clock, "Forget that.")
    other = open_store(tmp_path / "copy.db", raw_key)
    try:
        portable.import_cube(other, portable.export_data(store), embedder)
        [copy] = [p for p in long_term.refused_pages(other)]
        page = other.one("SELECT user_text FROM pages WHERE id = ?", (copy,))
        assert page[0] == told.user_text
    finally:
        other.close()
