"""The extractor on the many ways people say a fact in chat (issue 16): each rule with the
nearby sentences it must leave alone. No model; the last tests use a real store."""
import pytest

from memory import long_term, sentences
from memory.engine import MemoryEngine
from memory.lpm_rules import extract

from tests.unit.helpers.extract import T, keyed, page, statements


@pytest.mark.parametrize("said, attribute, value", [
    # what a relative does keeps the relative's name keyed (and the rest as a statement)
    ("My husband Olek plays the trumpet.", "relation.husband", "Olek"),
    ("My better half, Priya, teaches yoga.", "relation.partner", "Priya"),
    ("Our grandson Noah learned to walk.", "relation.grandson.noah", "Noah"),
    ("My housemate Carla and I cook together.", "relation.housemate.carla", "Carla"),
    # a pet said by its breed or kind, one the speaker has
    ("We've got a black labrador called Juno.", "relation.dog", "Juno"),
    ("I share the flat with a bulldog named Rocco.", "relation.dog", "Rocco"),
    # homes said in other ways
    ("I've lived in Turin my whole life.", "location", "Turin"),
    ("We're in Seville now, the boxes are still everywhere.", "location", "Seville"),
    ("I moved back to Cork to look after my dad.", "location", "Cork"),
    # jobs said in other ways
    ("I'm Ines Costa, a retired fisherman.", "job", "retired fisherman"),
    ("I start as a junior editor next week.", "job", "junior editor"),
    ("I quit the agency and set up my own design studio.", "job",
     "runs their own design studio"),
    # a slip corrected in passing; a bare age after the name
    ("I'm 41, sorry, 42 since last week.", "age", "42"),
    # health and allergies said in other ways
    ("I can't eat peanuts, I'm seriously allergic.", "allergy.peanuts", "peanuts"),
    ("I'm coeliac, so bread is out.", "health.coeliac", "coeliac"),
    # subjectless chat
    ("Pescatarian since uni.", "diet", "pescatarian"),
    ("Favourite film is Amelie.", "preference.film", "Amelie"),
    ("Mostly drinking oat milk these days.", "preference.drink", "oat milk"),
])
def test_common_phrasings_give_keyed_facts(said, attribute, value):
    assert keyed(said).get(attribute) == value


@pytest.mark.parametrize("said, attribute", [
    ("I'm in Rome now for a conference.", "location"),          # a stay, not a home
    ("I've lived in Oslo before.", "location"),
    ("My friend has a dog called Rex.", "relation.dog"),         # someone else's pet
    ("I read a book called Dune.", "relation.dog"),
    ("I started as a waiter years ago.", "job"),                 # a past start is no job now
    ("I sold the car and bought a Honda Jazz.", "car"),          # not carless: a new car
])
def test_near_misses_give_no_keyed_fact(said, attribute):
    got = keyed(said)
    assert attribute not in got or (attribute == "car" and got["car"] != "sold their car")


def test_what_a_relative_does_is_kept_beside_their_name():
    assert statements("My wife Dana runs a bakery in Ghent.") == [
        "The user's wife Dana runs a bakery in Ghent."]
    assert "The user's partner, Priya, teaches yoga." in statements(
        "My better half, Priya, teaches yoga.")
    # a correction says only the corrected name: no statement naming both
    assert statements("Correction: my wife is Dana, not Donna.") == []


def test_a_home_or_job_is_never_restated_where_a_newer_one_cannot_end_it():
    assert statements("Home for me is a tiny flat in Leeds.") == []
    # (what is said beside the job is kept without it, and ends with it: test_lpm_session38)
    assert not any("engineer" in s for s in statements(
        "I'm an engineer with a rail firm, been there ten years."))


def test_giving_something_up_is_a_fact_of_its_own_beside_the_new_habit():
    fs = extract([page("I gave up sugar last month and now drink black coffee.")])
    assert {f["attribute"]: f["value"] for f in fs}["preference.drink"] == "black coffee"
    (st,) = [f for f in fs if not f["attribute"]]
    assert st["text"] == "The user gave up sugar in February 2024." and st["ends_like"] == ["sugar"]


@pytest.mark.parametrize("said, rule", [
    ("Could you always reply in Spanish?", "always reply in Spanish"),
    ("Please keep your answers brief, I read them on the bus.", "keep your answers brief"),
    ("From now on, never use emojis.", "never use emojis"),
])
def test_standing_instructions(said, rule):
    (f,) = [f for f in extract([page(said)]) if f["kind"] == "assistant_knowledge"]
    assert f["value"] == rule


@pytest.mark.parametrize("said", ["Please keep the receipt somewhere safe.",
                                  "Can you give me a recipe for soup?"])
def test_one_off_requests_are_not_instructions(said):
    assert not [f for f in extract([page(said)]) if f["kind"] == "assistant_knowledge"]


def test_names_introduced_in_chat_style():
    f = keyed("hiya, Marta here. 33, living in Bergen.")
    assert (f["name"], f["age"], f["location"]) == ("Marta", "33", "Bergen")
    assert keyed("Hello there, I'm Aoife McKenna.")["name"] == "Aoife McKenna"
    # a bare number is an age only right after the speaker's name
    assert "age" not in keyed("Okay. 12, that's how many eggs I need.")
    (name,) = [f["text"] for f in extract([page("My name is Li Wei.")])]
    assert name == "The user's name is Li Wei (first name Li, surname or family name Wei)."


def test_slips_are_corrected_only_between_like_values():
    assert sentences.corrected("We have 3, no wait, 4 kids") == "We have 4 kids"
    assert sentences.corrected("I moved to Lyon, sorry, Lille") == "I moved to Lille"
    assert sentences.corrected("I love Rome, no regrets") == "I love Rome, no regrets"


def test_a_coming_visit_is_dated_ahead():
    (st,) = statements("My brother Sami is coming to stay in January.")
    assert "January 2025" in st


@pytest.fixture
def engine(store, hash_embedder):
    return MemoryEngine(store, hash_embedder)


def test_a_sold_car_ends_the_old_one_as_history(engine, store):
    cid = engine.new_conversation().id
    first = engine.add_exchange(cid, "I drive a silver Skoda Octavia.", "Nice.", created=T)
    engine.form_facts(first.id)
    later = engine.add_exchange(cid, "We sold the car, we cycle everywhere now.", "Good.",
                                created=T + 86400)
    engine.form_facts(later.id)
    versions = long_term.history(store, "trait", "car")
    assert [v.value for v in versions] == ["silver Skoda Octavia", "sold their car"]
    assert versions[0].valid_to is not None and versions[1].valid_to is None
