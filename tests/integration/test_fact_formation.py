"""Facts form as they are said: a real encrypted store, sqlite-vec and the real MiniLM embedder."""
from datetime import datetime

from memory import long_term, lpm_schema
from memory.engine import MemoryEngine
from memory.policy import DAY, Policy
from memory.retrieval import regex_tokens
from memory.timewords import day_label

T0 = datetime(2024, 3, 4, 10, 0).timestamp()   # a Monday


class Clock:
    def __init__(self, t=T0):
        self.t = t

    def __call__(self):
        return self.t


def make(store, embedder):
    clock = Clock()
    eng = MemoryEngine(store, embedder, Policy(), clock=clock, count_tokens=regex_tokens)
    return eng, eng.new_conversation(), clock


def say(eng, cid, clock, text, answer="Noted.", days=1):
    clock.t += days * DAY
    page = eng.add_exchange(cid, text, answer)
    return page, eng.form_facts(page.id)


def current_texts(store):
    return {i.text for i in long_term.current(store)}


def test_a_fact_said_once_is_a_current_item_with_its_source_and_date(store, embedder):
    eng, c, clock = make(store, embedder)
    page, changes = say(eng, c.id, clock, "Hi! My cat is called Biscuit. What should I cook?")
    assert [ch.action for ch in changes] == ["added"]
    item = changes[0].item
    assert item.text == "The user's cat is called Biscuit."
    assert item.page_ids == (page.id,) and item.valid_from == page.created
    assert item.attribute == "relation.cat" and 0 < item.confidence <= 1
    assert eng.form_facts(page.id) == []          # idempotent: nothing changes the second time
    assert store.scalar("SELECT count(*) FROM lpm_items") == 1
    assert item.confidence == long_term.get_item(store, item.id).confidence


def test_new_value_ends_the_old_one_which_stays_as_history(store, embedder):
    eng, c, clock = make(store, embedder)
    say(eng, c.id, clock, "I live in Leeds with my partner.")
    _, changes = say(eng, c.id, clock, "Big news: we relocated to Manchester last month.")
    upd = [ch for ch in changes if ch.action == "updated"]
    assert upd and upd[0].item.text == "The user lives in Manchester."
    assert upd[0].previous.value == "Leeds"
    hist = long_term.history(store, "trait", "location")
    assert [h.value for h in hist] == ["Leeds", "Manchester"]
    assert hist[0].valid_to == hist[1].valid_from and hist[1].current


def test_a_question_about_the_past_gets_the_ended_values_worded_as_the_past(store, embedder):
    eng, c, clock = make(store, embedder)
    say(eng, c.id, clock, "I live in Leeds and I work as a nurse. I drive a red Fiat.")
    say(eng, c.id, clock, "Big news: we relocated to Manchester last month.", days=30)
    say(eng, c.id, clock, "I'm a paramedic now, and I sold the Fiat, I drive a Skoda now.")
    leeds = long_term.history(store, "trait", "location")[0]

    def facts(q):
        return [f.text for f in eng.retrieve(q, 1024).facts]

    before = facts("Where did I live before?")
    # dated from when it was said to when it ended, as topics are
    assert f"[{day_label(leeds.valid_from)} - {day_label(leeds.valid_to)}] The user used to " \
        "live in Leeds." in before, before
    assert any("The user lives in Manchester." in t for t in before)
    assert any("used to be working as a nurse" in t for t in facts("What was my old job?"))
    assert any("used to drive a red Fiat" in t for t in facts("What car did I use to drive?"))
    # the present asked: only current values, as before
    for q in ("Where do I live?", "What should I pack before the trip?", "What car do I drive?"):
        assert not [t for t in facts(q) if "used to" in t or "Leeds" in t or "Fiat" in t], q


def test_a_question_for_a_known_attribute_gets_its_current_fact_first(store, embedder):
    eng, c, clock = make(store, embedder)
    say(eng, c.id, clock, "I'm a structural engineer and I lead a team of six engineers.")
    say(eng, c.id, clock, "I work at Arcadis, mostly on bridges.")
    say(eng, c.id, clock, "I'm applying for a senior bridge engineer job at another firm.")
    say(eng, c.id, clock, "I coach an under-12 rugby team on Saturdays.")
    first = eng.retrieve("Which company do I work for at the moment?", 1024).facts
    assert "Arcadis" in first[0].text and len(first) <= 3
    # a relative's attribute is no question about the user's
    assert not any("Arcadis" in f.text for f in
                   eng.retrieve("What does my brother do for work?", 1024).facts[:1])


def test_correction_and_giving_up_a_habit_end_the_wrong_fact(store, embedder):
    eng, c, clock = make(store, embedder)
    say(eng, c.id, clock, "My brother is Tom. I always take two sugars in my tea every morning.")
    assert "The user's brother is called Tom." in current_texts(store)
    assert any("sugar" in t for t in current_texts(store))
    say(eng, c.id, clock, "Correction: my brother is Sam, not Tom.")
    say(eng, c.id, clock, "I gave up sugar in my tea last week.")
    now = current_texts(store)
    assert "The user's brother is called Sam." in now and "The user's brother is called Tom." \
        not in now
    assert [t for t in now if "sugar" in t] == [t for t in now if "gave up" in t]
    assert store.scalar("SELECT count(*) FROM lpm_items WHERE text LIKE '%two sugars%' AND "
                        "valid_to IS NOT NULL") == 1


def test_near_duplicates_merge_and_keep_all_sources(store, embedder):
    eng, c, clock = make(store, embedder)
    p1, a = say(eng, c.id, clock, "I started learning the piano with a teacher in January.")
    p2, b = say(eng, c.id, clock, "I started learning the piano with a teacher in January!",
                days=0)
    assert [x.action for x in a] == ["added"] and [x.action for x in b] == ["confirmed"]
    assert b[0].item.id == a[0].item.id and set(b[0].item.page_ids) == {p1.id, p2.id}
    assert "January 2024" in a[0].item.text


def test_close_facts_with_different_values_stay_apart(store, embedder):
    """Cosine alone would call these one fact; merging them would lose the newer value."""
    eng, c, clock = make(store, embedder)
    vec = embedder.embed
    ids = []
    for n in ("4417", "9902"):
        text = f"The user's gym locker code is {n}."
        pid = say(eng, c.id, clock, "ok")[0].id
        fact = lpm_schema.validate([{"kind": "user_knowledge", "attribute": "", "value": text,
                                    "text": text, "page_ids": [pid]}], {pid}, "user")[0]
        with store.tx():
            ids.append(long_term.upsert(store, fact, vec, clock.t))
    assert ids[0] != ids[1]
    assert {"The user's gym locker code is 4417.", "The user's gym locker code is 9902."} <= \
        current_texts(store)


def test_questions_hypotheticals_and_the_assistants_words_form_no_user_facts(store, embedder):
    eng, c, clock = make(store, embedder)
    for text, answer in [("Where do I live?", "You live in Paris and your name is Bob."),
                         ("If I lived in Rome I would eat pasta daily.", "Nice."),
                         ("My sister said she moved to Berlin.", "Cool."),
                         ("Thanks so much, that's awesome!", "You're welcome, Bob.")]:
        assert say(eng, c.id, clock, text, answer)[1] == []
    assert store.scalar("SELECT count(*) FROM lpm_items") == 0


def test_deleting_the_source_page_deletes_the_fact_and_promotion_adds_no_duplicate(
        store, embedder):
    eng, c, clock = make(store, embedder)
    p1, _ = say(eng, c.id, clock, "I'm allergic to peanuts.")
    p2, _ = say(eng, c.id, clock, "I adopted a puppy named Rex on Sunday.")
    n = store.scalar("SELECT count(*) FROM lpm_items")
    eng.flush_short_term(c.id)
    for (sid,) in store.rows("SELECT DISTINCT segment_id FROM pages WHERE segment_id IS NOT NULL"):
        eng.promote(sid)
    assert store.scalar("SELECT count(*) FROM lpm_items") == n
    eng.delete([("page", p1.id)])
    assert "The user is allergic to peanuts." not in current_texts(store)
    assert store.scalar("SELECT count(*) FROM lpm_items") == n - 1
    assert any("Rex" in t for t in current_texts(store))


def test_assistant_forms_facts_after_the_turn_and_tells_listeners(store, embedder):
    from app.assistant import Assistant
    from app.config import Settings
    from app.fake_runtime import FakeRuntime

    eng, c, _ = make(store, embedder)
    a = Assistant(eng, FakeRuntime(n_ctx=4096), settings=Settings(temperature=0.0))
    heard = []
    a.fact_listeners.append(lambda cid, pid, changes: heard.append((cid, pid, changes)))
    try:
        a.runtime.enqueue(["You live in Paris, Bob."])
        r = a.send(c.id, "My cat is called Biscuit. Where do I live?")
        assert a.wait_idle(60)
        assert [(cid, pid) for cid, pid, _ in heard] == [(c.id, r.page_id)]
        assert [ch.item.text for ch in heard[0][2]] == ["The user's cat is called Biscuit."]
        a.runtime.enqueue(["Sure."])
        a.send(None, "I live in Oslo.", temporary=True)
        assert a.wait_idle(60) and len(heard) == 1     # temporary chats form no facts
        assert current_texts(store) == {"The user's cat is called Biscuit."}
    finally:
        a.close()


def test_facts_a_crash_kept_from_forming_are_formed_when_the_assistant_starts(store, embedder):
    """The app died after storing the turn but before its background fact job ran: the next
    start reads those pages (oldest first, so the newer home wins), and only those."""
    from app.assistant import Assistant
    from app.config import Settings
    from app.fake_runtime import FakeRuntime

    eng, c, clock = make(store, embedder)
    _, changes = say(eng, c.id, clock, "My dog is called Pepper.")    # formed at the time
    eng.delete([("lpm", changes[0].item.id)])   # the user deleted it: not formed again
    clock.t += DAY
    eng.add_exchange(c.id, "I live in Leeds.", "Noted.")               # never formed
    clock.t += DAY
    eng.add_exchange(c.id, "We moved to Manchester last month.", "Nice.")
    assert current_texts(store) == set()
    a = Assistant(eng, FakeRuntime(n_ctx=4096), settings=Settings(temperature=0.0))
    try:
        assert a.wait_idle(60)
        assert current_texts(store) == {"The user lives in Manchester."}
        assert store.rows("SELECT text FROM lpm_items WHERE valid_to IS NOT NULL") == [
            ("The user lives in Leeds.",)]
        assert eng.form_missed_facts() == 0
    finally:
        a.close()


def test_corrected_pet_name_and_changed_diet_keep_the_old_values_as_history(store, embedder):
    eng, c, clock = make(store, embedder)
    say(eng, c.id, clock, "Oh, and our parrot is called Kiwi. I'm vegetarian.")
    say(eng, c.id, clock, "Sorry, I got that wrong before: the parrot is called Mango, "
                          "Kiwi was our old one.")
    say(eng, c.id, clock, "I'm not vegetarian anymore, I eat fish now.")
    now = current_texts(store)
    assert "The user's parrot is called Mango." in now
    assert "The user's parrot is called Kiwi." not in now
    # (what is eaten now, said with it, is kept with it)
    assert "The user is no longer vegetarian (eats fish now)." in now
    assert "The user is vegetarian." not in now
    old = store.rows("SELECT text FROM lpm_items WHERE valid_to IS NOT NULL ORDER BY id")
    assert [r[0] for r in old] == ["The user's parrot is called Kiwi.", "The user is vegetarian."]


def test_a_correction_in_a_later_chat_says_the_old_fact_again_with_the_right_word(
        store, embedder):
    eng, c, clock = make(store, embedder)
    first, _ = say(eng, c.id, clock, "My knee surgery is next Tuesday, so I'll be off my feet "
                                     "for a while.", days=0)
    was = [t for t in current_texts(store) if "surgery" in t]
    assert was and "Tuesday" in was[0]
    later = eng.new_conversation()
    fix, changes = say(eng, later.id, clock, "Sorry, I meant the surgery is next Thursday, "
                                             "not Tuesday. The hospital moved it.", days=0)
    upd = [ch for ch in changes if ch.action == "updated"]
    assert len(upd) == 1 and upd[0].previous.text == was[0]
    assert "knee surgery" in upd[0].item.text and "Thursday 7 March 2024" in upd[0].item.text
    assert set(upd[0].item.page_ids) == {first.id, fix.id}
    now = current_texts(store)
    assert not [t for t in now if "Tuesday" in t or "meant" in t]
    old = long_term.get_item(store, upd[0].previous.id)
    assert old.valid_to == fix.created and old.superseded_by == upd[0].item.id
    assert eng.form_facts(fix.id) == []        # read once: the correction is not applied twice


def test_a_correction_naming_only_the_right_word_fixes_the_message_before_it(store, embedder):
    eng, c, clock = make(store, embedder)
    say(eng, c.id, clock, "We moved to Leeds in May.")
    assert "The user lives in Leeds." in current_texts(store) or any(
        "Leeds" in t for t in current_texts(store))
    say(eng, c.id, clock, "Oops, I meant Bradford.", days=0)
    now = current_texts(store)
    assert any("Bradford" in t for t in now) and not any("Leeds" in t for t in now)
    # the same words about another chat's message change nothing there
    other = eng.new_conversation()
    say(eng, other.id, clock, "Sorry, I meant Tuesday.", days=0)
    assert current_texts(store) == now


def test_a_contrast_is_not_a_correction_and_nothing_unrelated_is_changed(store, embedder):
    eng, c, clock = make(store, embedder)
    say(eng, c.id, clock, "My sister lives in Leeds and I live in York.")
    before = current_texts(store)
    say(eng, c.id, clock, "Sorry, I meant Bradford.", days=0)       # two places: no guess
    say(eng, c.id, clock, "I like tea, not coffee.", days=0)
    assert before <= current_texts(store)
    say(eng, c.id, clock, "Correction: it's Paris, not Rome.", days=0)   # never said Rome
    assert before <= current_texts(store)
    assert not [t for t in current_texts(store) if "Paris" in t or "meant" in t]


def test_deleting_a_correction_brings_the_corrected_fact_back_and_deleting_the_original_both(
        store, embedder):
    eng, c, clock = make(store, embedder)
    first, _ = say(eng, c.id, clock, "We live in Braga.")
    fix, _ = say(eng, c.id, clock, "Oops, I meant Porto, not Braga.", days=0)
    assert "The user lives in Porto." in current_texts(store)
    eng.delete([("page", fix.id)])
    assert "The user lives in Braga." in current_texts(store)
    assert not [t for t in current_texts(store) if "Porto" in t]
    fix, _ = say(eng, c.id, clock, "Oops, I meant Porto, not Braga.", days=0)
    assert "The user lives in Porto." in current_texts(store)
    eng.delete([("page", first.id)])       # the words "we live in" were said there
    assert not [t for t in current_texts(store) if "Porto" in t or "Braga" in t]


def test_a_joint_fact_stays_joint_through_a_memory_cube(store, embedder):
    from memory import portable
    eng, c, clock = make(store, embedder)
    say(eng, c.id, clock, "We live in Braga.")
    say(eng, c.id, clock, "Oops, I meant Porto, not Braga.", days=0)
    cube = portable.export_data(store)
    porto = [i for i in cube["lpm_items"] if "Porto" in i["text"]]
    assert porto and all(i["joint"] for i in porto)
    assert not any(i["joint"] for i in cube["lpm_items"] if "Braga" in i["text"])
    before = store.scalar("SELECT max(id) FROM lpm_items")
    portable.import_cube(store, cube, embedder)
    copies = store.rows("SELECT i.text, s.joint FROM lpm_items i JOIN lpm_sources s ON "
                        "s.item_id = i.id WHERE i.id > ?", (before,))
    assert {(t, j) for t, j in copies if "Porto" in t} == {("The user lives in Porto.", 1)}
    assert {j for t, j in copies if "Braga" in t} == {0}
