"""The extractor and the fact beside the question on ordinary people's statements
(remember40): a name said first ("Seamus Hehir is my name"), "I said X was in P, I meant Q"
with a person and a place named, "she's actually 7 already", Irish "I've a" / "I'd a",
"the wife Breda teaches", an age after a comma said of the relative named last, "nothing
beats X", a job "now at" a workplace, and "where did I live before I moved?". Each with a
near miss it must leave alone. No model."""
from app import focus_subject
from memory.lpm_corrections import fix_of
from memory.lpm_identity import name_of
from memory.lpm_idioms import plain_tastes
from memory.lpm_regional import regional
from memory.past_facts import _PAST_ASKED
from memory.types import ContextItem

from tests.unit.helpers.extract import keyed


def test_a_name_said_first_is_the_name():
    assert name_of("Seamus Hehir is my name, I've a dairy farm outside Kilrush.") == \
        "Seamus Hehir"
    assert name_of("Hi, Anna is my name.") == "Anna"
    assert keyed("Seamus Hehir is my name, I farm in Clare.")["name"] == "Seamus Hehir"


def test_a_name_of_something_else_is_not_the_speakers():
    for s in ("Rex is my dog's name.", "Bella is my name for her.", "Tuesday is my name day."):
        assert name_of(s) is None, s
    assert "name" not in keyed("Rex is my dog's name.")


def test_i_said_a_person_was_in_a_place_i_meant_another_puts_right_the_place():
    assert fix_of("Sorry, I said Donal was in Perth, I meant Brisbane.") == ("Brisbane", "Perth")
    assert fix_of("Sorry, I said Delroy drives a taxi in Wolverhampton, I meant Walsall.") == \
        ("Walsall", "Wolverhampton")


def test_two_places_or_no_place_named_stay_a_guess():
    assert fix_of("I said Clive moved from Leeds to Norwich, I meant Ipswich.") is None
    assert fix_of("Sorry, I said Tom lives with Anna, I meant Jo.") is None


def test_actually_a_value_already_is_the_value():
    assert fix_of("Sorry, I told you Princess is 6, she's actually 7 already, she had her "
                  "birthday last month.") == ("7", "6")
    assert fix_of("I told you Princess is 6, she's actually really tall.") is None


def test_ive_a_and_id_a_are_have_and_had():
    assert regional("I've a dairy farm outside Kilrush.") == "I have a dairy farm outside Kilrush."
    assert regional("I'd a hip replaced two years ago.") == "I had a hip replaced two years ago."
    assert keyed("I'd a hip replaced two years ago.")


def test_id_before_a_verb_is_still_would():
    assert regional("I'd rather not.") == "I'd rather not."
    assert regional("I'd love a farm.") == "I'd love a farm."


def test_the_wife_named_before_her_verb_is_the_speakers():
    assert regional("The wife Breda teaches in the national school.").startswith("My wife Breda")
    assert keyed("The wife Breda teaches in the national school.")["relation.wife"] == "Breda"


def test_the_wife_of_someone_else_stays():
    assert regional("The wife of my cousin teaches there.") == \
        "The wife of my cousin teaches there."
    assert regional("The wife Anna Smith was there.") == "The wife Anna Smith was there."


def test_an_age_after_a_comma_is_of_the_relative_named_last():
    k = keyed("My wife Joy is back home in Bacolod with our daughter Princess, she's 6.")
    assert k.get("relation.daughter.princess.age") == "6"
    assert "relation.wife.age" not in k


def test_an_age_after_a_comma_with_one_relative_is_still_theirs():
    k = keyed("Dropped my daughter Elif at her swimming lesson, she's 9 now.")
    assert k.get("relation.daughter.elif.age") == "9"


def test_nothing_beats_is_a_taste():
    assert plain_tastes("Nothing beats a plate of ackee and saltfish on a Sunday morning.") \
        .startswith("I love a plate of ackee")
    assert plain_tastes("There's nothing like a good curry.") == "I love a good curry."


def test_nothing_beats_a_person_or_a_thing_pointed_at_is_no_taste():
    for s in ("Nothing beats him at chess.", "There's nothing like that feeling.",
              "My son says nothing beats Minecraft."):
        assert plain_tastes(s) == s, s


def test_a_job_now_at_a_workplace_names_the_workplace():
    k = keyed("I'm a junior test automation engineer now at a gaming studio.")
    assert k["employer"] == "gaming studio"


def test_a_regular_now_at_the_gym_is_no_job():
    assert "employer" not in keyed("I'm a regular now at the gym.")


def test_where_did_i_live_before_asks_the_home_left():
    rx = dict(_PAST_ASKED)["location"]
    assert rx.search("Where did I live before I moved?")
    assert rx.search("where were we living before?")
    assert not rx.search("Where did I leave my keys?")


def test_before_is_no_word_asked_of_the_past():
    facts = tuple(ContextItem("lpm", n, "trait", t, 10.0, 8) for n, t in enumerate((
        "The user used to work as a bus conductor (for many years, before retiring).",
        "[1 Oct 2026 - 2 Nov 2026] The user used to live in Handsworth.",
        "The user lives in Great Barr.")))
    pick = focus_subject.subject_match
    assert "Handsworth" in pick(facts, "Where did I live before I moved?", set()).text
    assert "conductor" in pick(facts, "What did I do before I retired?", set()).text
