"""Gaps remember47's blind scripts showed (people, animals and things around the speaker, told
in stories): dogs counted by their breed and named in a list ("Got two kelpies, Tilly and
Rusty"), a relative known by a given name of two words ("Pei Ling just left DBS"), a
relative's new job said before "but she says ...", a kin word opening a school's name
("at Nan Chiau"), a new pet named by one of the household ("Léa chose the name:
Caramel"). Each with a near miss; the engine tests use the real embedder."""
from __future__ import annotations

import pytest

from memory import long_term
from memory.engine import MemoryEngine
from memory.lpm_rules import extract
from memory.lpm_reported import told

from tests.unit.helpers.extract import keyed, page, statements, tell


@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def _facts(engine):
    return [i.text for i in long_term.current(engine.store)]


def test_pets_counted_by_their_breed_are_each_named():
    k = keyed("Got two kelpies, Tilly and Rusty.")
    assert k.get("relation.dog.tilly") == "Tilly" and k.get("relation.dog.rusty") == "Rusty"
    assert keyed("We've got two huskies called Storm and Luna.").get("relation.dog.luna") == "Luna"
    # a plural that is no pet names nobody; "boxers" may be fighters or shorts
    assert not [a for a in keyed("Got two tickets, Tilly and Rusty.") if a.startswith("relation")]
    assert not [a for a in keyed("I have two boxers, Ali and Frazier.") if a.startswith("relation")]


def test_a_relative_known_by_a_two_word_given_name_named_alone_later(engine):
    tell(engine, "My sister Pei Ling works at DBS in their compliance team.")
    tell(engine, "Pei Ling just left DBS! She joined Grab as a product manager.")
    assert any("sister Pei Ling joined Grab" in f for f in _facts(engine))


def test_an_unknown_two_word_name_is_not_read_as_a_relative(engine):
    tell(engine, "My sister Pei Ling works at DBS in their compliance team.")
    tell(engine, "Pei Chen just left DBS! She joined Grab as a product manager.")
    assert not any("Grab" in f for f in _facts(engine))


def test_a_relatives_news_before_but_she_says_keeps_the_news():
    said = told(["My sister Kerry just left DBS!",
                 "She joined Grab as a product manager, but she says the hours are worse."], [])
    assert "She joined Grab as a product manager." in said
    assert any("sister Kerry joined Grab" in s for s in statements(
        "My sister Kerry just left DBS! She joined Grab as a product manager, more pay but she "
        "says the hours are worse."))
    # what she says alone is her word, no fact
    assert not told(["She says she got the job."], []) == ["She got the job."]
    assert not any("pays well" in s for s in statements(
        "My sister Kerry got the job. She says it pays well."))


def test_a_kin_word_opening_a_schools_name_names_no_grandmother():
    facts = extract([page("Our son Ethan is in Primary 5 at Nan Chiau, PSLE next year.")])
    assert not any(f["attribute"].startswith("relation.grandmother") for f in facts)
    assert any("at Nan Chiau" in f["text"] for f in facts)
    # her house, or her named after the word, is still the grandmother
    assert any("grandmother" in s for s in statements("We had lunch at Nan's on Sunday."))
    assert any("grandmother Betty" in s
               for s in statements("I'm taking the kids to Nan Betty's house."))


def test_the_new_pet_named_by_one_of_the_household_after_the_news():
    k = keyed("We got the puppy! A golden retriever, 10 weeks, Léa chose the name: Caramel.")
    assert k.get("relation.puppy.caramel") == "Caramel"
    assert keyed("We got a puppy! Léa named her Caramel.").get("relation.puppy.caramel")
    assert keyed("We got a puppy! The kids picked the name Caramel.").get("relation.puppy.caramel")
    # someone else's pet, or a toy named, is no pet of the speaker's
    assert not [a for a in keyed("My sister got a puppy! Léa named her Caramel.")
                if a.startswith("relation.puppy")]
    assert not [a for a in keyed("We went to the dog park. Léa named her doll Caramel.")
                if "caramel" in a]
