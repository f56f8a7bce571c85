"""The extractor and the focus on questions asked the many ways people ask about themselves
(remember20): a relative or pet asked of without "my" ("dog's name?"), a request that asks
to keep the user's own thing in mind, a health check asked in passing, the ex's job, "call
home"; and facts told plainly: a move from one town to another, a home lived in for years,
what a relative gave up, a working breed. Each with a near miss it must leave alone. No
model (the ending tests: a real engine and embedder)."""
import pytest

from app import focus
from app.focus_subject import subject_match
from app.questions import asked
from memory import long_term
from memory.engine import MemoryEngine
from memory.lpm_rules import extract
from memory.types import Context, ContextItem

from tests.unit.helpers.extract import keyed, page, tell


def _items(*texts):
    return tuple(ContextItem("lpm", n, "trait", t, 0.0, 8) for n, t in enumerate(texts))


def _beside(facts, text):
    got = focus.select(Context("q", (), 100, 0, facts), text)
    return got.items[0].text if got else None


# a move from one town to another (lpm_changes._FROM_TO)
def test_a_move_from_one_town_to_another_is_the_home_and_a_former_home():
    k = keyed("Big change: we've moved from Cheltenham to Gloucester because of Khalil's job.")
    assert k["location"] == "Gloucester"
    assert k["former_location.cheltenham"] == "Cheltenham"
    assert keyed("We relocated from Leeds to York in March.")["moved"] == "York"


def test_someone_elses_move_a_possible_one_or_a_team_change_is_no_home():
    for s in ("My parents moved from Leeds to York.", "We might move from Leeds to York.",
              "I moved from Sales to Marketing team last spring.",
              "If we moved from Leeds to York, would it be cheaper?"):
        assert "location" not in keyed(s), s


# a home lived in for years (lpm_identity._NOT_HOME)
def test_a_home_lived_in_for_years_is_the_home():
    assert keyed("I grew up in Launceston but I've lived in Hobart for the last twenty "
                 "years.")["location"] == "Hobart"
    assert keyed("I've lived in Oslo for 12 years.")["location"] == "Oslo"


def test_a_stay_for_a_while_or_for_work_is_no_home():
    for s in ("I've lived in Rome for a month for work.", "I'm in Rome for the conference now.",
              "I've lived in Paris for two years when I was a student."):
        assert "location" not in keyed(s), s


# a working breed is a dog (lpm_words.PET_KIND)
def test_a_kelpie_is_a_dog():
    assert keyed("We've got a kelpie called Scout.")["relation.dog"] == "Scout"


# what a relative gave up ends what was said of them with it (lpm_rules._KIN_GAVE_UP);
# real engine
@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def _facts(engine):
    return [i.text for i in long_term.current(engine.store)]


def test_what_a_relative_gave_up_ends_what_was_said_of_them(engine):
    tell(engine, "Our daughter Ruby is sixteen and she plays netball.")
    tell(engine, "Ruby has given up netball and joined the hockey team.")
    facts = _facts(engine)
    assert not any("plays netball" in f for f in facts)
    assert any("hockey" in f for f in facts)


def test_what_someone_else_gave_up_or_the_user_still_does_stays(engine):
    tell(engine, "I play netball on Tuesdays.", "Our daughter Ruby plays netball too.")
    tell(engine, "My sister Kate has given up netball.")
    facts = _facts(engine)
    assert any("Ruby" in f and "netball" in f for f in facts)
    assert any("Tuesdays" in f for f in facts)
    said = extract([page("My son has given up on his homework.")])
    assert not any(f["ends_like"] for f in said)
