"""Where relatives live, keyed by them (memory/lpm_kinhomes.py), and the seventeenth session's
fixes around it: a move ends the old home (and the statement that said it), "he'll be twelve",
"our" after a relative as subject, a name one signs with. Each with a near miss. Extractor
tests need no model; the store ones use a real engine."""
from __future__ import annotations

from app.focus_subject import subject_match
from memory import long_term
from memory.engine import MemoryEngine
from memory.lpm_rules import extract
from memory.person import third_person
from memory.types import ContextItem

from tests.unit.helpers.extract import keyed, page, tell


def _texts(user):
    return [f["text"] for f in extract([page(user)])]


def _now(engine, key):
    return [i.value for i in long_term.current(engine.store, "trait", key)]


def item(i, text):
    """A long-term fact as retrieval gives it, for the focus tests."""
    return ContextItem("lpm", i, "trait", text, created=0.0, tokens=12)


def test_a_relatives_home_is_keyed_by_them():
    assert keyed("My mam lives in Ennis.").get("relation.mum.location") == "Ennis"
    assert keyed("My son Tom lives in Leeds.").get("relation.son.tom.location") == "Leeds"
    assert keyed("My parents live in Cork.").get("relation.parents.location") == "Cork"
    assert keyed("My brother is living in Dubai at the moment, he's an engineer.").get(
        "relation.brother.location") == "Dubai"
    assert keyed("My mum, who lives in Galway, is coming over.").get(
        "relation.mum.location") == "Galway"
    assert keyed("My aunt lives in Stratford upon Avon.").get(
        "relation.aunt.location") == "Stratford upon Avon"
    # who they live with is said with it, the speaker's grandsons still the speaker's
    assert "The user's daughter Ewa lives in Kingston with her husband and the user's two " \
           "grandsons." in _texts("My daughter Ewa lives in Kingston with her husband and our "
                                  "two grandsons.")
    # the parents together (remember27: "he and my mother live in Nagpur" formed nothing)
    assert keyed("My mum and dad live in Cork.").get("relation.parents.location") == "Cork"
    assert keyed("My father is a retired railway officer, he and my mother live in Nagpur."
                 ).get("relation.parents.location") == "Nagpur"
    assert "relation.parents.location" not in keyed("My dad is 80, he and my sister live in Hull.")
    assert keyed("My brother Shane has packed up and moved to Bendigo with his girlfriend.").get(
        "relation.brother.location") == "Bendigo"
    # near misses: a wish, the past, a stay, the speaker's own home
    for s in ("My son wants to move to Leeds.", "My dad lived in Spain for years.",
              "My mum is in Spain this week.", "If my sister moved to Perth I'd visit.",
              "My brother might move to Berlin.", "I live in Leeds near my mum."):
        assert not any(k.endswith(".location") and k.startswith("relation.")
                       for k in keyed(s)), s


def test_a_relatives_move_is_their_new_home():
    assert keyed("My daughter has moved to Bristol.").get(
        "relation.daughter.location") == "Bristol"
    k = keyed("My son Tom and his wife Jo have moved to New South Wales.")
    assert k.get("relation.son.tom.location") == "New South Wales"
    assert "The user's mum lives in a care home in Nenagh (moved there)." in _texts(
        "Mam has moved into a care home in Nenagh.")
    # (not "Winnipeg la": a lowercase word after a town is no part of it)
    assert keyed("My daughter Chioma moved to Winnipeg last year.").get(
        "relation.daughter.chioma.location") == "Winnipeg"
    assert not any(k.startswith("relation.") for k in keyed("My son moved to May's team."))
    assert keyed("My sister Chloe has just moved in with her boyfriend in Bristol.").get(
        "relation.sister.location") == "Bristol"
    assert "relation.sister.location" not in keyed("My sister has moved in with her boyfriend.")


# lpm_kinclauses.known_opening: "Amy and her partner ..." opened by a name memory knows
def test_a_known_relative_and_whom_they_live_with_move(store, embedder):
    engine = MemoryEngine(store, embedder)
    tell(engine, "My daughter Amy lives in London.")
    tell(engine, "Amy and her partner have moved up to Edinburgh.")
    assert _now(engine, "relation.daughter.amy.location") == ["Edinburgh"]
    tell(engine, "Amy and Priya went to the cinema.")   # (an unknown second name: nothing)
    assert _now(engine, "relation.daughter.amy.location") == ["Edinburgh"]


def test_a_move_ends_the_old_home_and_the_statement_that_said_it(store, embedder):
    engine = MemoryEngine(store, embedder)
    tell(engine, "My mam lives in Ennis, she's 84 and still drives.")
    tell(engine, "Mam has moved into a care home in Nenagh.")
    current = [i.text for i in long_term.current(engine.store)]
    assert "The user's mum lives in a care home in Nenagh (moved there)." in current, current
    assert not any("Ennis" in t for t in current), current
    old = [i.text for i in long_term.history(engine.store, "trait", "relation.mum.location")]
    assert any("Ennis" in t for t in old), old


def test_a_home_is_not_given_for_a_job_asked():
    home = item(1, "The user's brother Ramiro lives in El Paso.")
    said = item(2, "The user's brother Ramiro lives in El Paso, he's a cop.")
    assert subject_match((home, said), "What does Ramiro do?", {"ramiro"}) is said
    assert subject_match((home, said), "Where does Ramiro live?", {"ramiro"}) is home


def test_he_will_be_is_their_next_age():
    k = keyed("It's my grandson Oliver's birthday next week, he'll be twelve, what do boys "
              "that age like?")
    assert k.get("relation.grandson.oliver.age") == "turning 12"
    assert "relation.grandson.oliver_ll" not in k   # (it was "Oliver'll")
    assert keyed("My son will be 12 in May.").get("relation.son.age") == "turning 12"
    assert "relation.daughter.age" not in keyed("My daughter will be 5 minutes late.")


def test_our_after_a_relative_as_subject_is_the_speakers():
    assert third_person("My wife gave me a watch.") == "The user's wife gave the user a watch."
    assert third_person("I love my dog.") == "The user loves their dog."
    assert third_person("My husband and I love our garden.") == \
        "The user's husband and the user love their garden."


def test_the_name_one_signs_with_is_the_name():
    assert keyed("Can you make it sound less cross? I'll sign it Noeline Parata.").get(
        "name") == "Noeline Parata"
    for s in ("I'll sign it Love Mum.", "I always sign off as Dr Patel.",
              "I'll sign it from the whole family."):
        assert "name" not in keyed(s), s


# app/focus_kinds.only_kin: the user as an object ("to visit the user") is not the user as
# a subject, with the person "the user's" now names in the statements of relatives
def test_the_user_as_an_object_leaves_a_fact_about_a_relative():
    visit = item(1, "The user's mother is coming to visit the user in August.")
    own = item(2, "The user plays chess at the club.")
    assert subject_match((visit, own), "What game do I play?", set()) is own
    both = item(3, "The user's husband Anders and the user got married in June.")
    assert subject_match((both, own), "When did we get married?", set()) is both


# lpm_kinclauses._NAMED_ORDER (remember26: "how old is my youngest?" found the daughter's age)
def test_a_child_named_by_their_place_among_the_children():
    k = keyed("Oisin's our youngest, he's six.")
    assert k.get("relation.son.oisin") == "Oisin" and k.get("relation.son.oisin.age") == "6"
    assert keyed("Maeve is our eldest.").get("relation.child.maeve") == "Maeve"
    k = keyed("Tom's our youngest, he's a nightmare.")
    assert k.get("relation.son.tom") == "Tom" and "relation.son.tom.age" not in k
    assert not any(k.startswith("relation.") for k in keyed("Friday's our busiest day."))


# lpm_chat: "the dog, Nessa, needs ..." (remember26: no pet); person: "4 of us"; a praise
# "worker" is no job (remember25: employer "the office")
def test_small_things_the_blind_rounds_reported():
    assert keyed("Oh and the dog, Nessa, needs a new bed, she's an old red setter.").get(
        "relation.dog") == "Nessa"
    assert "relation.dog" not in keyed("I walked past the dog, Rex, and he barked.")
    assert "4 of them (the user included)" in " ".join(_texts("There's 4 of us in the house."))
    assert "employer" not in keyed("I'm a hard worker at the office.")
    assert keyed("I'm a care worker at the hospice.").get("job") == "care worker"
    assert keyed("Kieran and I have moved in together, we've got a flat in Bexhill.").get(
        "location") == "Bexhill"
    assert "location" not in keyed("My sister and her boyfriend moved in together, they got a "
                                   "flat in Leeds.")


def test_our_and_a_known_name_is_that_relative(store, embedder):
    engine = MemoryEngine(store, embedder)
    tell(engine, "My son Wayne lives in Leeds.")
    tell(engine, "Our Wayne emigrated to Townsville last year.")
    assert _now(engine, "relation.son.wayne.location") == ["Townsville"]


# lpm_base.kin_key: a relative people have one of is one person, named or not ("my mum Peggy
# is 88" then "Mum is 89": two current ages before); migration 0010 rekeys what was stored
def test_one_mum_named_or_not_has_one_age(store, embedder):
    from memory import migrations
    engine = MemoryEngine(store, embedder)
    tell(engine, "My mum Peggy is 88.")
    tell(engine, "Mum is 89 now.")
    assert _now(engine, "relation.mum.age") == \
        ["89"]
    assert keyed("My son Tom is 12.").get("relation.son.tom.age") == "12"   # (sons: by name)
    store.exec("UPDATE lpm_items SET attribute = 'relation.mum.peggy.age' WHERE attribute = "
               "'relation.mum.age'")
    store.exec("UPDATE lpm_items SET attribute = 'relation.son.tom.age' WHERE id = (SELECT "
               "min(id) FROM lpm_items)")
    migrations._kin_keys(store.conn)
    keys = {r[0] for r in store.rows("SELECT attribute FROM lpm_items")}
    assert "relation.mum.age" in keys and "relation.mum.peggy.age" not in keys, keys
    assert "relation.son.tom.age" in keys, keys


def test_an_ex_is_not_the_relation_asked_of():
    ex = item(1, "The user's ex-boyfriend Jalen is a high school band director.")
    now = item(2, "The user's partner Eli is a pastry chef (their job).")
    assert subject_match((ex, now), "What does my boyfriend do for work?", set()) is now
    assert subject_match((ex, now), "What did my ex-boyfriend do?", set()) is ex


# lpm_identity._DRIVES (remember28: "I drive a crane at the ... steelworks" formed no job)
def test_a_vehicle_driven_for_someone_is_the_job():
    said = extract([page("I drive a crane at the Port Kembla steelworks.")])
    assert [(f["attribute"], f["value"]) for f in said] == [("job", "crane driver")]
    assert "steelworks" in said[0]["text"]   # (where, which no statement keeps beside it)
    assert keyed("I drive a bus for the council.").get("job") == "bus driver"
    for s in ("I drive a van.", "I drive a van around town on weekends.",
              "If I drive a taxi for Uber I'd earn more.", "My husband drives a truck for Tesco."):
        assert "job" not in keyed(s), s


# lpm_people._kin_ages: the order word said with an age (remember26's corinne: "how old is
# our eldest?" found the youngest's age); two unnamed daughters are two people
def test_an_age_keeps_the_order_word_it_was_said_with():
    k = extract([page("Our eldest Clodagh is fourteen.")])
    assert "The user's eldest daughter Clodagh is 14 years old." in [f["text"] for f in k] or \
        "The user's eldest child Clodagh is 14 years old." in [f["text"] for f in k], k
    k = keyed("My older daughter is 9 and my younger daughter is 6.")
    assert k.get("relation.daughter.older.age") == "9"
    assert k.get("relation.daughter.younger.age") == "6"
    assert keyed("My daughter is 9.").get("relation.daughter.age") == "9"
