"""The extractor and the focus on facts said in passing inside requests for help (remember30):
a child said as "my boy"/"our girl", a dog said as a "hound", a home said beside "I don't
know anyone here" or beside how long something in it has been broken, and the home a move
ends kept as a former home that only questions of the past are answered from. Each with a
near miss it must leave alone. No model (the former-home tests: a real engine and embedder)."""
import pytest

from memory import long_term
from memory.engine import MemoryEngine

from tests.unit.helpers.extract import keyed, tell


# "my boy Cody is 12", "our girl Mia" (lpm_regional)
def test_a_child_said_as_boy_or_girl_with_a_name_is_a_son_or_daughter():
    k = keyed("My boy Cody is 12 and plays shortstop, he needs a new glove.")
    assert k.get("relation.son.cody") == "Cody"
    assert k.get("relation.son.cody.age") == "12"
    assert keyed("our girl Mia starts school on Monday").get("relation.daughter.mia") == "Mia"
    assert keyed("my little girl Ava loves unicorns").get("relation.daughter.ava") == "Ava"


def test_boy_or_girl_that_may_be_a_partner_a_mate_or_no_one_names_no_child():
    for s in ("My girl Sophie and I are going to Rome.", "My boy Jake is coming round to "
              "watch the game.", "Me and my boys are going fishing.",
              "The boy next door, Sam, is loud."):
        assert not any(a.startswith(("relation.son", "relation.daughter")) for a in keyed(s)), s


# "Our basset hound Duke" (lpm_words.PET_KIND)
def test_a_hound_with_a_name_is_a_dog():
    assert keyed("Our basset hound Duke got into the trash again.").get("relation.dog") == "Duke"


def test_a_hound_without_a_name_or_hounding_someone_names_no_dog():
    for s in ("Our basset hound is getting old.", "My boss hounds me every day."):
        assert "relation.dog" not in keyed(s), s


# "I don't know anyone here" is no doubt (sentences.candidate)
def test_a_move_said_beside_knowing_nobody_is_a_home():
    k = keyed("Now that we've moved to Fredericton I don't know anyone here. How do adults "
              "make friends in a new city?")
    assert k.get("location") == "Fredericton"


def test_a_doubt_about_a_move_is_still_no_home():
    for s in ("I don't know if we'll move to Fredericton.",
              "I don't know whether we moved to Fredericton for good."):
        assert "location" not in keyed(s), s


# "my flat in Moncton has been broken for a week" (lpm_home._LASTED)
def test_a_home_said_beside_how_long_something_in_it_has_lasted_is_a_home():
    k = keyed("Can you help me write an email to my landlord? The heating in my flat in "
              "Moncton has been broken for a week and he keeps ignoring my texts.")
    assert k.get("location") == "Moncton"


def test_a_stay_said_by_its_length_is_still_no_home():
    for s in ("I've been here in Rome for a week.", "Our flat in Lisbon for the week is tiny.",
              "We've been staying in a flat in Lisbon for a week."):
        assert "location" not in keyed(s), s


# a move said beside a home said by its kind (memory.lpm_home)
@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def _now(engine):
    return [i.text for i in long_term.current(engine.store)]


def test_a_home_is_said_at_all_beside_a_move(engine):
    # (remember30 kept the home a move ends as a current former home too: reverted, as the
    # integration tests of past questions and "forget that" failed on it; the move is kept)
    tell(engine, "The heating in my flat in Moncton is broken again.")
    tell(engine, "Now that we've moved to Fredericton, how do I meet people?")
    assert "The user lives in Fredericton." in _now(engine)


# a request typed after "!!" without a capital (sentences._SPLIT)
def test_news_before_a_lowercase_request_after_an_exclamation_is_read():
    k = keyed("big news, I left the swim school and I'm working at the wildlife park now as a "
              "tour guide!! can u help me write a little bio for the staff page")
    assert k.get("job") == "tour guide"


def test_an_exclamation_before_lowercase_news_that_is_no_request_still_joins():
    k = keyed("we finally got a dog at the weekend! a beagle puppy called Biscuit")
    assert k.get("relation.dog") == "Biscuit"
    assert "job" not in keyed("Could you help me become a tour guide! can u help")


# a vehicle one drives only for work (lpm_identity._WORK_VEHICLE)
def test_driving_a_work_vehicle_is_the_job():
    k = keyed("Budget's tight this year, I drive a tow truck and work's been slow.")
    assert k.get("job") == "tow truck driver"
    assert keyed("I drive a taxi, nights mostly.").get("job") == "taxi driver"


def test_driving_a_car_a_bus_somewhere_or_someone_elses_vehicle_is_no_job():
    for s in ("I drive a pickup truck.", "I drive the bus to school.", "I drive a bus home.",
              "My dad drives a taxi.", "I drive a Toyota."):
        assert "job" not in keyed(s), s
