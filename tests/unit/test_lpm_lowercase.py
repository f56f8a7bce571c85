"""Names in chat written without capitals (memory/lpm_lowercase.py), the nineteenth session's
widening after remember31's texter ("my roommate kaylee and my cat loki", "my boyfriend
tanner", "from tulsa", "a used jeep wrangler"). Each with a near miss; no model needed."""
from __future__ import annotations

import pytest

from memory.lpm_lowercase import capitalised

from tests.unit.helpers.extract import keyed, statements


def test_a_relation_or_a_pet_named_at_the_end_of_a_clause():
    k = keyed("i share an apartment with my roommate kaylee and my cat loki")
    assert k.get("relation.roommate.kaylee") == "Kaylee"
    assert k.get("relation.cat") == "Loki"
    assert keyed("my son jayden and i went fishing").get("relation.son.jayden") == "Jayden"


def test_a_name_ending_in_er_after_a_relation_is_a_name():
    assert keyed("my boyfriend tanner is a roughneck out in the oil fields").get(
        "relation.boyfriend") == "Tanner"
    assert "The user's boyfriend Tanner works nights." in statements(
        "my boyfriend tanner, he works nights")


@pytest.mark.parametrize("said", [
    "my cat food is expensive", "i love my dog walker", "my dog lol", "i miss my mum lol",
    "my sister later said no", "we took my cat to the vet, my cat hates it"])
def test_compound_nouns_and_chat_words_are_no_names(said):
    assert not any(k.startswith("relation.") for k in keyed(said))


def test_a_hometown_said_in_an_introduction():
    assert keyed("hey! i'm jolene, 23, from tulsa oklahoma").get("hometown", "").startswith(
        "Tulsa")
    assert keyed("im from leeds originally").get("hometown") == "Leeds"
    assert "hometown" not in keyed("i'm from work")
    assert "hometown" not in keyed("i'm back from holiday")


def test_a_car_make_and_model_in_lowercase():
    assert keyed("i drive a honda civic").get("car") == "Honda Civic"
    assert keyed("i just got a new car, a kia picanto").get("car") == "Kia Picanto"
    assert "BMW" in capitalised("i drive a bmw 3 series")
    # makes that are words too, and text whose writer uses capitals, are left alone
    assert capitalised("my mini break was great") == "my mini break was great"
    assert capitalised("My cat loki is sweet, I drive a honda") == (
        "My cat loki is sweet, I drive a honda")


def test_a_verb_after_an_auxiliary_is_no_name():
    # (teodora's earlier question "what instrument does my sister teach?" named her "Teach")
    assert not any(k.startswith("relation.") for k in keyed(
        "what instrument does my sister teach?"))
    assert not any(k.startswith("relation.") for k in keyed("does my cat loki need shots?"))


def test_a_car_traded_in_for_another_is_the_car_now():
    assert keyed("ok so i finally traded the civic in and got a used jeep wrangler, it's red"
                 ).get("car") == "used Jeep Wrangler"
    assert "car" not in keyed("I traded the old sofa in and got a new bed.")
