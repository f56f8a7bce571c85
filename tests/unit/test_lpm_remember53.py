"""The extractor on a life that changes, told in passing inside requests (remember53): a
correction asked back ("Did I say X? I meant Y"), a relative's job said as an aside after
naming them, a correction opened with "oh and", lowercase chat's name and rented home, a car
sold and replaced without "I", a car sold by its name, a child's age after a comma, a
favourite said as "the best band ever", a spouse separated from, and the old car or the ex
asked about later. Each with a near miss; the engine tests use the real embedder."""
from __future__ import annotations

import pytest

from app import focus_subject
from memory import long_term
from memory.asked_attribute import asked_attribute, asked_kin
from memory.engine import MemoryEngine
from memory.lpm_corrections import fix_of
from memory.lpm_rules import corrections, extract
from memory.past_facts import asks_past

from tests.unit.helpers.extract import items, keyed, page, statements, tell


@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def _facts(engine):
    return [i.text for i in long_term.current(engine.store)]


# "Did I say X? I meant Y": the value asked back, then the one meant
def test_a_correction_asked_back_as_a_question_is_read():
    assert corrections(page("Did I say Pimenta is a beagle? I meant she's a basset hound. Do "
                            "they need much exercise?")) == [("basset hound", "beagle")]
    assert corrections(page("Did I say calligraphy is on Saturdays? I meant Fridays.")) == \
        [("Friday", "Saturday")]
    assert not any("meant" in s for s in statements("Did I say Pimenta is a beagle? I meant "
                                                    "she's a basset hound."))
    # near miss: a question about what was said, then no value meant
    assert corrections(page("Did I say I'd call you? I'll do it now.")) == []


def test_a_correction_asked_back_puts_the_old_value_right(engine):
    tell(engine, "I go to Arabic calligraphy classes on Saturdays, what pens should I buy?")
    tell(engine, "Did I say calligraphy is on Saturdays? I meant Fridays.")
    facts = " ".join(_facts(engine))
    assert "Fridays" in facts and "Saturdays" not in facts


# "I'm engaged to Tarek, he's a dentist": what the one just named does, as an aside
def test_a_relatives_job_said_as_an_aside_is_keyed_by_them():
    assert keyed("I'm engaged to Tarek, he's a dentist, the wedding is in October.").get(
        "relation.partner.job") == "dentist"
    assert keyed("I live in Matosinhos with my wife Fernanda, she still works as a "
                 "pharmacist.").get("relation.wife.job") == "pharmacist"
    assert keyed("I'm married to Gábor, he's a truck driver, and we have a son, Bence, who "
                 "is 14.").get("relation.husband.job") == "truck driver"
    assert keyed("I've got a new partner, Zoltán, he's a violinist in the city orchestra."
                 ).get("relation.partner.job") == "violinist"
    # near misses: another person named between, praise, a pronoun of the other sex
    assert not any(k.endswith(".job") for k in keyed("My brother Sam met Tom, he's a pilot."))
    assert not any(k.endswith(".job") for k in keyed("My sister Jo rang, she's a great cook."))
    assert not any(k.endswith(".job") for k in keyed("I live with my husband Tim, she's a "
                                                     "nurse."))


# "oh and i said 2012 hilux before, its actually a 2014": "and" after the opener
def test_a_correction_opened_with_oh_and_is_read():
    assert fix_of("oh and i said 2012 hilux before, its actually a 2014") == ("2014", "2012")
    assert fix_of("Oh and I said Leeds before, I meant York") == ("York", "Leeds")
    # near miss: "and I said" of something else, no value meant
    assert fix_of("oh and i said i would call her") is None


# lowercase chat: "g'day, name's jaxon", "im renting in rockingham"
def test_lowercase_chat_names_the_speaker_and_the_rented_home():
    assert keyed("g'day, name's jaxon, im 19. can u help me with a maths question?").get(
        "name") == "Jaxon"
    assert keyed("moved out of mums, im renting in rockingham with two mates now. how do we "
                 "split the bills fair").get("location") == "Rockingham"
    assert keyed("We rent in Leeds.").get("location") == "Leeds"
    # near misses: a stay rented, a name that is not the speaker's
    assert "location" not in keyed("We're renting in Spain for the summer.")
    assert "name" not in keyed("what's a good name for a puppy")


# "sold the hilux and got a ford ranger": the car now, without "I", in lowercase
def test_a_car_sold_and_replaced_without_i_is_the_speakers():
    k = keyed("sold the hilux and got a ford ranger, whats a good roof rack for it")
    assert k.get("car") == "Ford Ranger"
    # near miss: a house sold is no old car
    assert "car" not in keyed("sold the house and got a ford ranger")


# "I sold the Clio, these days I take the metro": the car held by its name ends
def test_a_thing_sold_by_its_name_ends_what_said_it_is_had(engine):
    tell(engine, "I drive an old Renault Clio from 2009, is it worth fixing the clutch?")
    tell(engine, "Can you recommend a cheap phone? I sold the Clio, these days I take the "
                 "metro everywhere.")
    assert not any("drives an old Renault Clio" in f for f in _facts(engine))
    # near miss: what a relative sold is theirs
    assert extract([page("My brother sold the Clio, he takes the bus now.")])[0][
        "ends_like"] == []


# "we have a son, Bence, who is 14": the age after a comma is no question
def test_a_childs_age_after_a_comma_and_who_is():
    assert keyed("We have a son, Bence, who is 14.").get("relation.son.bence.age") == "14"
    assert keyed("I have a daughter, Mia, who is 7.").get("relation.daughter.mia.age") == "7"
    # near miss: a question after a comma is still one
    assert extract([page("I love this band, who is 5 stars?")]) == []


# "tame impala is the best band ever": the favourite said as the best
def test_the_best_band_ever_is_the_favourite():
    assert keyed("tame impala is the best band ever, when are they touring").get(
        "preference.band") == "tame impala"
    assert keyed("Arsenal are the best team in the world").get("preference.team") == "Arsenal"
    # near misses: a person or a thing pointed at, a common noun
    assert "preference.singer" not in keyed("My sister is the best singer ever.")
    assert keyed("This is the best film ever.") == {}
    assert keyed("the weather is the best show ever") == {}


# "Gábor and I separated": the husband is an ex, his job said of the ex
def test_a_spouse_separated_from_is_no_longer_the_husband(engine):
    tell(engine, "I'm married to Gábor, he's a truck driver, and we have a son, Bence.")
    tell(engine, "Gábor and I separated in the summer, he moved out.")
    facts = _facts(engine)
    assert not any(f.startswith("The user's husband") for f in facts)
    assert any(f.startswith("The user's ex-husband Gábor is a truck driver") for f in facts)
    # near miss: someone else's separation ends nothing of the user's
    assert "relation.ex.tom" not in keyed("My sister and Tom separated last year.")


# "What did my ex-fiancé do for a living?": the ex is the relative asked of
def test_the_ex_is_asked_of_as_a_relative(engine):
    assert asked_kin("What did my ex-fiancé do for a living?") == "ex"
    assert asked_kin("What does my ex do for work?") == "ex"
    assert asked_kin("When is my exam?") is None   # near miss
    tell(engine, "I'm engaged to Tarek, he's a dentist, the wedding is in October.")
    tell(engine, "My sister Mariam lives in Alexandria and has twin girls.")
    tell(engine, "Tarek and I split up, the wedding is off.")
    facts = " ".join(f.text for f in engine.retrieve("What did my ex-fiancé do for a living?",
                                                     500).facts[:2])
    assert "dentist" in facts


# "what year was my old ute", "What car did I have?": the old car, not the new one
def test_the_old_car_is_asked_of_and_put_first():
    assert asked_attribute("what year was my old ute") == "car"
    assert asked_attribute("What car did I have?") == "car"
    assert asks_past("What car did I have?")
    assert not asks_past("What car do I have?")   # near miss: the car now
    facts = items("[1 Mar 2026] The user drives a Ford Ranger (it replaced their old hilux).",
                  "[1 Mar 2026] The user's name is Jaxon.",
                  "[1 Jan 2026 - 1 Mar 2026] The user used to drive a 2014 hilux.")
    assert "2014" in focus_subject.subject_match(facts, "what year was my old ute", set()).text
    # near misses: the car now is asked of in the present; a driving job held before is no car
    assert "Ranger" in focus_subject.subject_match(facts, "what do i drive now", set()).text
    taxi = items("[1 Mar 2026] The old Corolla finally died on the user, the engine knocked.",
                 "[1 Jan 2026 - 1 Mar 2026] The user's job used to be working as a taxi driver.")
    assert "taxi" not in focus_subject.subject_match(taxi, "what was my old car?", set()).text
