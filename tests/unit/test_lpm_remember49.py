"""The extractor on work, money and places told as chatty stories (remember49): a degree said
with its "I'm" left out after the speaker's name, a correction of a word said before the same
thing ("a ramen shop, it's actually a soba shop") or of the end of a route, the rent or
mortgage said with the home, and an event's new span of dates said with "now". Each with a
near miss; the engine tests use the real embedder."""
from __future__ import annotations

import pytest

from memory import long_term
from memory.engine import MemoryEngine
from memory.lpm_corrections import fix_of

from tests.unit.helpers.extract import keyed, tell


@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def _facts(engine):
    return [i.text for i in long_term.current(engine.store)]


# a degree texted with the "I'm" left out after the speaker's name
def test_a_degree_said_without_im_after_the_name_is_studied():
    k = keyed("hiii I'm Haruka!! doing a masters in urban planning at RMIT, I'm from Sapporo")
    assert k.get("name") == "Haruka" and k.get("study") == "RMIT"


def test_a_degree_said_bare_of_a_relative_or_as_a_wish_is_not_the_speakers():
    assert "study" not in keyed("My sister is in Leeds, doing a masters in law")
    assert "study" not in keyed("I'm so tired, doing a masters in law would be a dream")


# a correction: the word before the same thing, or the end of a route said again
def test_a_correction_of_the_word_before_the_same_thing():
    assert fix_of("wait correction, I said my dad runs a ramen shop, it's actually a soba "
                  "shop, he'd be so offended lol") == ("soba", "ramen")


def test_a_correction_to_another_thing_is_no_word_swap():
    assert fix_of("correction, I said my dad runs a ramen shop, it's actually a nice place") \
        is None


def test_a_route_put_right_swaps_only_its_end():
    assert fix_of("oh and correction, I said Mihai drives Constanta to Hamburg, it's actually "
                  "Constanta to Rotterdam, I always mix them up") == ("Rotterdam", "Hamburg")
    # (a value said whole stays whole)
    assert fix_of("Sorry, I said Tom lives in Perth, he's actually in Fremantle") == \
        ("Fremantle", "Perth")


def test_the_corrected_shop_replaces_the_old_statement(engine):
    tell(engine, "my dad runs a small ramen shop in Sapporo and my mum does the books for it")
    tell(engine, "wait correction, I said my dad runs a ramen shop, it's actually a soba shop")
    facts = " ".join(_facts(engine))
    assert "soba shop" in facts and "ramen" not in facts


# the rent or mortgage said with the home
def test_the_rent_said_with_a_new_home_is_kept():
    k = keyed("sooo I moved out of Brunswick, now I'm in a studio in Carlton, 350 a week but "
              "so much quieter")
    assert (k.get("location"), k.get("home.rent")) == ("Carlton", "350")
    assert keyed("so I'm moving to Accra, found a one bedroom apartment in East Legon, rent is "
                 "4000 cedis a month").get("home.rent") == "4000 cedis"
    assert keyed("me and my wife rent a flat in Erdington but the rent is only 850 a month")\
        .get("home.rent") == "850"
    assert keyed("we own a flat near the coast, still paying the mortgage, 600 thousand pesos "
                 "a month").get("home.mortgage") == "600 thousand pesos"


@pytest.mark.parametrize("said", ["My sister pays 900 a month for her flat",
                                  "I pay 30 a month for the gym at the end of my road",
                                  "I earn 350 a week at the cafe"])
def test_what_a_relative_pays_or_other_monthly_sums_are_no_rent(said):
    assert "home.rent" not in keyed(said)


def test_a_new_rent_ends_the_old(engine):
    tell(engine, "I rent a room in a share house in Brunswick, 280 dollars a week")
    tell(engine, "I moved out of Brunswick, now I'm in a studio in Carlton, 350 a week")
    facts = _facts(engine)
    assert "The user's rent is 350 a week." in facts
    assert "The user's rent is 280 dollars a week." not in facts


# an event's new span of dates said with "now"
def test_a_trip_now_on_new_dates_is_keyed():
    k = keyed("ah the Patagonia trip is now the 3rd to the 13th of February, Carolina's "
              "school changed dates")
    assert k.get("plan.patagonia_trip.date") == "the 3rd to the 13th of February"


@pytest.mark.parametrize("said", ["the trip is now fully booked",
                                  "oh the concert is now the 3rd to the 13th of February",
                                  "My sister's wedding is now the 3rd to the 5th of June"])
def test_no_new_dates_or_not_the_speakers_event(said):
    assert not any(a.startswith("plan.") and a.endswith(".date") and "wedding" not in a
                   or a == "plan.wedding.date" for a in keyed(said))
