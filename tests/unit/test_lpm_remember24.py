"""The extractor and the focus on lives that change between chats (remember24): a job said
beside a noun "claims", retirement said as "officially retired" or as a bare "Retired!",
a job started on a named day, the age after a name, a home one is "originally from",
smoking taken up and given up (a keyed habit with history). Each with a near miss it must
leave alone. No model (the ending tests: a real engine and embedder)."""
import pytest

from memory import long_term
from memory.engine import MemoryEngine
from memory.lpm_rules import extract

from tests.unit.helpers.extract import keyed, page, tell


# a noun after a preposition is no reporting verb (sentences._REPORTED)
def test_a_noun_like_claims_after_a_preposition_is_no_reported_speech():
    k = keyed("I work as a copywriter at an insurance company, it's mostly writing letters "
              "about claims.")
    assert k.get("job") == "copywriter"


def test_someone_who_claims_or_says_is_still_reported():
    assert "job" not in keyed("My boss claims I'm a lazy copywriter.")
    assert "job" not in keyed("Everyone says I'm a natural nurse.")


# retirement (lpm_identity, lpm_chat._BARE_STATE)
def test_officially_retired_and_a_bare_retired_are_the_job_now():
    assert keyed("I'm officially retired!").get("job") == "retired"
    assert keyed("I finished up at work on Friday. Officially retired!").get("job") == "retired"


def test_someone_elses_retirement_is_not_the_users():
    assert "job" not in keyed("My dad is officially retired.")
    assert "job" not in keyed("I finished up at work on Friday. My boss is retired.")


# a job started on a named day (lpm_identity)
def test_a_job_started_on_a_day_is_the_job():
    k = keyed("I got the job, I start on Monday as a proofreader at a publishing house.")
    assert k.get("job") == "proofreader"


def test_someone_else_starting_on_a_day_is_not_the_users_job():
    assert "job" not in keyed("My wife starts on Monday as a teacher.")
    assert "job" not in keyed("I start on Monday at the gym.")


# the age after a name, the next clause opening with "I" (lpm_rules)
def test_an_age_after_the_name_before_an_i_clause_is_the_age():
    k = keyed("Hey, I'm Luis, 45, I live in Corpus Christi.")
    assert k.get("age") == "45" and k.get("location") == "Corpus Christi"


def test_a_number_after_no_name_is_no_age():
    assert "age" not in keyed("Hey, 45, I live in Corpus Christi.")


# "originally from" (lpm_identity)
def test_originally_from_is_the_hometown_beside_the_home():
    k = keyed("I'm originally from Curitiba in Brazil but we've lived in Mississauga for ten "
              "years now.")
    assert k.get("hometown", "").startswith("Curitiba") and k.get("location") == "Mississauga"


def test_originally_in_a_room_is_no_hometown():
    assert "hometown" not in keyed("I'm originally in the kitchen, then the garden.")


# a custodian is a job (lpm_words.JOBS)
def test_a_custodian_is_a_job():
    assert keyed("I'm a custodian at the high school now.").get("job") == "custodian"


# smoking (lpm_habits.smoking)
def test_smoking_said_many_ways_is_the_habit():
    assert keyed("I smoke about ten a day, how bad is that?").get("habit.smoking") == "smokes"
    assert keyed("I'm a heavy smoker.").get("habit.smoking") == "smokes"
    assert keyed("I've been smoking since I was 16.").get("habit.smoking") == "smokes"


def test_giving_up_smoking_is_a_new_value():
    for s in ("I quit smoking.", "Three weeks off the smokes now and I haven't cracked yet!",
              "I don't smoke anymore.", "I've given up cigarettes."):
        assert keyed(s).get("habit.smoking") == "gave up smoking", s


def test_smoking_meat_someone_elses_or_a_wish_is_no_smoking_habit():
    for s in ("I smoke brisket on weekends.", "My dad quit smoking.",
              "I want to quit smoking.", "When I smoke I cough.",
              "My dad is three weeks off the cigarettes."):
        assert "habit.smoking" not in keyed(s), s


# real engine
@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def test_smoking_given_up_leaves_the_smoking_as_history(engine):
    tell(engine, "I smoke about ten a day.")
    tell(engine, "I quit smoking.")
    now = [i.text for i in long_term.current(engine.store)]
    assert any("given up smoking" in t for t in now)
    assert not any("smokes (about ten a day)" in t for t in now)
    old = [i.text for i in long_term.history(engine.store, "trait", "habit.smoking")]
    assert any("ten a day" in t for t in old)
