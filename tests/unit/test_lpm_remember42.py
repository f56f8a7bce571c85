"""Gaps remember42's blind scripts showed: where from said after the name ("I'm Ffion, born
and bred in Llanelli", "I'm Camila, from Fortaleza originally"), the same in lowercase chat
("hi! im camila, from fortaleza"), a home said by its kind in lowercase ("im in a shared flat
in arroios now"), the speaker's car named in a request ("winter tires for my Toyota RAV4?"),
and the breed asked of a pet whose closest fact was another one about it. Each with a near
miss; no model."""
from __future__ import annotations


from app import focus
from tests.unit.helpers.extract import keyed, items as _items


def test_born_and_bred_after_the_name_or_without_was_is_the_hometown():
    got = keyed("Hiya, I'm Ffion, born and bred in Llanelli, never lived anywhere else.")
    assert got.get("name") == "Ffion" and got.get("hometown") == "Llanelli"
    assert keyed("I'm born and bred in Cork.").get("hometown") == "Cork"
    # being somewhere for a while, or back from somewhere, is no hometown
    assert "hometown" not in keyed("I'm tired, in Leeds for work.")
    assert "hometown" not in keyed("I'm back from Spain.")


def test_from_a_place_said_after_the_name_is_the_hometown():
    got = keyed("hi! I'm Camila, from Fortaleza originally but living in Almada now")
    assert got.get("hometown") == "Fortaleza" and got.get("location") == "Almada"
    # a body one comes from is no place
    assert "hometown" not in keyed("I'm Dave, from the council.")


def test_lowercase_name_and_hometown_after_a_greeting():
    got = keyed("hi! im camila, from fortaleza originally but living in almada now")
    assert got.get("name") == "Camila" and got.get("hometown") == "Fortaleza"
    # an apology or a start date after "im" is no name
    assert "name" not in keyed("hey im sorry, from now on i'll be quicker")
    assert "name" not in keyed("hey im off, from monday")


def test_lowercase_home_said_by_its_kind():
    got = keyed("so update: we broke up :( i moved out and im in a shared flat in arroios now")
    assert got.get("location") == "Arroios"
    # a common word is no place, and someone else's flat is not the home
    assert "location" not in keyed("we got a flat in town")
    assert "location" not in keyed("my sister has a flat in porto")


def test_the_speakers_car_named_in_a_request():
    assert keyed("Can you recommend winter tires for my Toyota RAV4? The roads are getting "
                 "bad.").get("car") == "Toyota RAV4"
    assert keyed("What oil should I use in my Honda Civic?").get("car") == "Honda Civic"
    # a gadget of a car maker's name, a make alone, someone else's car: no car of one's own
    assert "car" not in keyed("Can you find a case for my Apple Watch?")
    assert "car" not in keyed("Can you help with my Ford?")
    assert "car" not in keyed("What's a good present for my dad's Toyota Corolla?")


def test_the_breed_asked_takes_the_pets_fact_that_keeps_it():
    facts = _items("The user's dog Canela's getting fat now she's not on the road.",
                   "The user's cat (tabby) is called Miso.",
                   "The user's dog (heeler) is called Canela.")
    got = focus._breed_fact(facts[0], facts, "What breed is my dog?", set())
    assert got.text == "The user's dog (heeler) is called Canela."
    # another kind of pet, or another pet named, keeps the best fact
    assert focus._breed_fact(facts[0], facts[:2], "What breed is my dog?", set()) is facts[0]
    assert focus._breed_fact(facts[0], facts, "What breed is Rex?", {"rex"}) is facts[0]
    # a best fact that says the breed itself stays (and says more of it)
    duke = _items("The user's basset hound Duke got into the trash again.",
                  "The user's dog (hound) is called Duke.")
    assert focus._breed_fact(duke[0], duke, "what breed is Duke?", {"duke"}) is duke[0]
    # no breed asked: the best fact stays
    assert focus._breed_fact(facts[0], facts, "How is my dog?", set()) is facts[0]
