"""The extractor on people who talk about those around them (remember26): a pet named before
"who says ...". Each with a near miss it must leave alone. No model."""
from tests.unit.helpers.extract import keyed


# a name before "who says ..." (lpm_reported)
def test_a_pet_named_before_who_says_is_kept():
    k = keyed("We've got a budgie called Joey who says 'cup of tea' better than I do.")
    assert k.get("relation.budgie") == "Joey"


def test_what_the_pet_says_is_not_the_users_fact_and_reported_pets_stay_unread():
    k = keyed("We've got a budgie called Joey who says I'm a genius.")
    assert not any("genius" in str(v) for v in k.values())
    assert not keyed("My sister says we've got a dog called Rex who says hi.")
