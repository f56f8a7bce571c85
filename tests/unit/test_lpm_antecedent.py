"""A he/she/it sentence about the pet or possession the sentence before it brought in."""
from memory.lpm_antecedent import about_thing
from tests.unit.helpers.extract import keyed


def test_a_pet_or_a_thing_just_brought_in_is_what_the_pronoun_means():
    assert keyed("We got a puppy last week. He's called Biscuit.") == \
        {"relation.puppy.biscuit": "Biscuit"}
    assert keyed("Our new puppy arrived yesterday. She's called Luna.") == \
        {"relation.puppy.luna": "Luna"}
    assert keyed("I've got a tabby. He's called Pickle.") == {"relation.cat": "Pickle"}
    assert keyed("I finally bought a car. It's a red Mazda.") == {"car": "red Mazda"}


def test_other_antecedents_are_left_alone():
    assert keyed("My sister got a dog. He's called Rex.") == {}      # the sister's dog
    assert about_thing("We went to a concert.", "It was great.") is None
    assert about_thing("I bought a car.", "He's called Rex.") is None   # a car is "it"
    assert about_thing("I have a cat and a dog.", "She's called Mimi.") is None   # which?
    assert about_thing(None, "It's a red Mazda.") is None


def test_a_pet_named_by_the_speaker_in_the_next_sentence():
    # remember17 saw "We got a puppy. We've called him Rex." form no name
    assert keyed("We got a puppy. We've called him Rex.") == {"relation.puppy.rex": "Rex"}
    assert keyed("We've adopted a rescue dog. We named her Bella.") == {"relation.dog": "Bella"}
    assert keyed("My sister got a dog. She named him Rex.") == {}   # she named her own dog
    assert about_thing("We went to a concert.", "We called it a night.") is None
    assert about_thing("We got a puppy.", "I called him over.") is None   # no name said
    assert about_thing("I bought a car.", "We named him Rex.") is None    # a car is "it"
