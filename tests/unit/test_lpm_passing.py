"""Facts said in passing (remember2): inside a request, in the sentence after it, in
lowercase chat, and the smaller families added with them; each with a sentence it must
leave alone. No model."""
import pytest

from memory.lpm_rules import extract
from memory.person import third_person
from memory.timewords import resolve

from tests.unit.helpers.extract import T, keyed, page, statements


def test_a_relative_named_inside_a_request_is_kept_and_the_next_sentence_is_about_them():
    said = "Could you suggest a gift for my husband Tariq? He's really into chess."
    assert keyed(said).get("relation.husband") == "Tariq"
    assert any("husband Tariq is really into chess" in t for t in statements(said))
    # named twice (the request, then "He"), formed once
    assert [f["attribute"] for f in extract([page(said)])].count("relation.husband") == 1


@pytest.mark.parametrize("said", [
    "Can you recommend a good book about Paris? She's been there twice.",
    # the pronoun does not fit the relative named: someone else
    "Any ideas for my son Leo's party? She said it should be small.",
    "What should I get my daughter Mia? He works in the shop next door.",
])
def test_a_pronoun_is_read_as_a_relative_only_right_after_one_it_fits(said):
    assert not statements(said)


def test_lowercase_chat_names_a_pet_and_a_home():
    k = keyed("got a puppy for my birthday, called her daisy. im 52 and live in leeds")
    assert k.get("relation.puppy") == "Daisy"
    assert k.get("location") == "Leeds" and k.get("age") == "52"


@pytest.mark.parametrize("said", ["we live in town now", "I called the vet this morning",
                                  "My friend Ana has a puppy, called her daisy."])
def test_lowercase_slots_leave_common_words_and_capitalised_text_alone(said):
    assert "location" not in keyed(said)
    assert not any(k.startswith("relation.puppy") for k in keyed(said))


def test_a_grandchild_said_without_my_is_the_speakers():
    assert keyed("grandson is called Arlo, hes 6.").get("relation.grandson.arlo") == "Arlo"


@pytest.mark.parametrize("said, home", [
    ("We live just outside the city, so the commute is long.", "just outside the city"),
    ("I'm 60, live in Lisbon with my cat.", "Lisbon"),
])
def test_homes_said_by_where_they_lie_or_without_a_subject(said, home):
    assert keyed(said).get("location") == home


@pytest.mark.parametrize("said", ["I live near my parents.", "My parents are 70, live in Faro."])
def test_a_home_near_people_or_someone_elses_home_is_not_the_speakers(said):
    assert "location" not in keyed(said)


def test_a_new_workplace_said_by_its_first_days():
    assert keyed("First week at the bakery went well, I love the early starts.").get(
        "employer") == "the bakery"
    assert "employer" not in keyed("My first week at the gym was brutal, I ache all over.")


def test_a_birthday_and_a_coming_age():
    k = keyed("My birthday is on 3 October and I'm turning 40.")
    assert k.get("birthday") == "3 October" and k.get("age") == "turning 40"
    assert "birthday" not in keyed("My birthday is a big deal for me.")


def test_a_quoted_message_to_reword_is_not_the_speakers_fact():
    assert not statements("Can you fix this text? 'We're running late, see you at eight.'")


def test_a_pet_that_is_gone_is_not_a_current_pet():
    assert keyed("We have a hamster called Bo.").get("relation.hamster") == "Bo"
    assert "relation.hamster" not in keyed("We had a hamster called Bo, but he died.")


def test_a_compound_subject_keeps_the_plural_verb():
    assert third_person("My sister and I run a shop.") == \
        "The user's sister and the user run a shop."
    assert third_person("My wife paints, and I play the piano.") == \
        "The user's wife paints, and the user plays the piano."


def test_habits_and_years_ago_in_a_month():
    assert resolve("I do yoga on Monday nights.", T) == "I do yoga on Monday nights."
    assert resolve("We met three years ago in May.", T) == "We met in May 2021."
    assert "March 2024" in resolve("We met in March.", T)


def test_a_former_job_and_a_late_spouse():
    k = keyed("I used to be a nurse, but now I'm a florist at a market.")
    assert k.get("former_job") == "nurse" and k.get("job") == "florist"
    assert "former_job" not in keyed("I used to be a bit shy.")
    late = [f["text"] for f in extract([page("I miss my husband Ray, he died in May.")])]
    assert "The user's late husband was called Ray." in late
    assert "The user's husband is called Ray." in [
        f["text"] for f in extract([page("My husband Ray loves jazz.")])]


@pytest.mark.parametrize("said, name", [("Our spaniel Hector gets carsick.", "Hector"),
                                        ("Best bit of today: Juno, my collie, swam.", "Juno")])
def test_a_pet_said_by_its_breed_beside_its_name(said, name):
    assert keyed(said).get("relation.dog") == name


@pytest.mark.parametrize("said", ["Anyway, my spaniel is ill.",
                                  "I work in my lab Monday to Friday.",
                                  "Rex, my neighbour's terrier, barks all night."])
def test_an_opener_a_weekday_or_someone_elses_pet_is_no_pet_name(said):
    assert "relation.dog" not in keyed(said)


def test_a_diet_one_is_doing_or_on():
    assert keyed("I'm doing keto at the moment, so no pasta.").get("diet") == "keto"
    assert "diet" not in keyed("I'm on a vegan cooking course this week.")


def test_what_a_doctor_says_of_ones_health_is_ones_own_fact():
    # (remember28: the reading is now a keyed condition, "high blood pressure")
    said = "The doctor says my blood pressure is high, so I'm cutting salt."
    assert keyed(said).get("health.high_blood_pressure") == "high blood pressure" or any(
        "blood pressure is high" in t for t in statements(said))
    assert not statements("My friend says my blood pressure is high, so I'm cutting salt.")
    assert not statements("The doctor says she is doing well after the operation.")


def test_ages_said_alone_or_of_a_relative_are_kept():
    assert keyed("I'm 34.") == {"age": "34"}
    assert keyed("My daughter Mia is 7.") == {"relation.daughter.mia": "Mia",
                                              "relation.daughter.mia.age": "7"}
    assert keyed("Our son just turned 12!") == {"relation.son.age": "12"}
    assert keyed("My son is 12 minutes late.") == {}
    assert keyed("I'm 5 minutes away.") == {}
