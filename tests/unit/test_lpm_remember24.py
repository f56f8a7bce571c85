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


# a noun after a preposition is no reporting verb (reported_speech._REPORTED)
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
    assert any("quit smoking" in t and "no longer smokes" in t for t in now)
    assert not any("smokes (about ten a day)" in t for t in now)
    old = [i.text for i in long_term.history(engine.store, "trait", "habit.smoking")]
    assert any("ten a day" in t for t in old)


# a child's school, keyed by the child (lpm_school)
def test_a_childs_named_school_is_keyed_by_the_child():
    k = keyed("Our daughter Bianca goes to Maple Grove Public School.")
    assert k.get("relation.daughter.bianca.school") == "Maple Grove Public School"
    k = keyed("My son Ravi has just started at St Mary's Primary.")
    assert k.get("relation.son.ravi.school") == "St Mary's Primary"


def test_a_school_not_yet_started_someone_elses_or_no_school_is_none():
    for s in ("My son is starting at Hillcrest School next year.",
              "My sister teaches at Hillcrest School.", "My son goes to football on Saturdays.",
              "I went to Hillcrest School."):
        assert not any(a.endswith(".school") for a in keyed(s)), s


# the past asked (memory.past_facts, memory.asked_attribute, app.focus_subject)
def test_an_old_job_or_a_relatives_old_school_asks_the_past():
    from memory.asked_attribute import asked_attribute
    from memory.past_facts import asks_past
    assert asks_past("What was the name of Bianca's old school?")
    assert asks_past("What did I do before the school job?")
    assert asked_attribute("What was my old job?") == "job"
    assert asked_attribute("What did I do before the school job?") == "job"


def test_a_plan_before_an_event_or_a_relatives_job_is_no_past_job():
    from memory.asked_attribute import asked_attribute
    from memory.past_facts import asks_past
    assert not asks_past("What should I pack before the trip?")
    assert asked_attribute("What was my sister's old job?") is None
    assert asked_attribute("What did I do before lunch?") is None


def test_a_relatives_old_thing_is_answered_by_the_past_version():
    from app import focus
    from memory.types import Context, ContextItem
    facts = tuple(ContextItem("lpm", n, "trait", t, 0.0, 8) for n, t in enumerate((
        "The user's oldest child is called Bianca.",
        "The user's child Bianca goes to Hillcrest Middle School.",
        "The user's child Bianca used to go to Maple Grove Public School.")))
    got = focus.select(Context("q", (), 100, 0, facts), "What was the name of Bianca's old school?")
    assert "Maple Grove" in got.items[0].text
    got = focus.select(Context("q", (), 100, 0, facts), "Which school does Bianca go to?")
    assert "Hillcrest" in got.items[0].text


def test_a_childs_new_school_leaves_the_old_as_history(engine):
    tell(engine, "Our daughter Bianca goes to Maple Grove Public School.")
    tell(engine, "Our daughter Bianca started at Hillcrest Middle School this week.")
    now = [i.text for i in long_term.current(engine.store)]
    assert any("goes to Hillcrest" in t for t in now)
    assert not any("goes to Maple Grove" in t for t in now)
    old = [i.text for i in long_term.history(engine.store, "trait",
                                             "relation.daughter.bianca.school")]
    assert any("Maple Grove" in t for t in old)


def test_the_partner_before_is_the_ex_and_the_partner_now_is_not():
    from app import focus
    from memory.types import Context, ContextItem
    facts = tuple(ContextItem("lpm", n, "trait", t, 0.0, 8) for n, t in enumerate((
        "The user's partner is called Wouter.",
        "The user's ex is Joris (they broke up; no longer together).")))
    got = focus.select(Context("q", (), 100, 0, facts), "Who was I going out with before Wouter?")
    assert "Joris" in got.items[0].text
    got = focus.select(Context("q", (), 100, 0, facts), "Who am I going out with?")
    assert "Wouter" in got.items[0].text


def test_still_working_asks_the_job_and_a_relatives_does_not():
    from memory.asked_attribute import asked_attribute
    assert asked_attribute("Am I still working?") == "job"
    assert asked_attribute("Is my dad still working?") is None


# a relative's new workplace (lpm_changes._kin_new_job)
def test_a_relatives_new_job_at_a_place_is_keyed_by_the_relative():
    assert keyed("My wife got a job at the bank.").get("relation.wife.employer") == "the bank"
    k = keyed("My husband Tom has started a new job at Tesco.")
    assert k.get("relation.husband.employer") == "Tesco"


def test_a_relatives_coffee_a_possible_job_or_the_users_own_is_no_relatives_workplace():
    for s in ("My son got a coffee at the station.", "My wife might get a job at the bank.",
              "I got a job at the bank."):
        assert not any(a.startswith("relation.") and a.endswith(".employer")
                       for a in keyed(s)), s


# a known relative named in a clause after a comma (lpm_kinclauses.known_clauses)
def test_a_known_relative_named_after_a_comma_is_read_as_theirs():
    from memory.lpm_kinclauses import known_clauses
    assert known_clauses("We moved up to Waco last week, Carmen got a job at Baylor.",
                         {"Carmen": "partner"}) == ["Carmen got a job at Baylor."]


def test_an_unknown_name_a_question_or_a_name_that_reports_is_no_clause():
    from memory.lpm_kinclauses import known_clauses
    assert known_clauses("We moved to Waco, Carmen got a job there.", {"Ann": "mum"}) == []
    assert known_clauses("We moved to Waco, did Carmen get a job?", {"Carmen": "partner"}) == []
    assert known_clauses("I rang home, Carmen said hi.", {"Carmen": "partner"}) == []
    assert known_clauses("The parrot is called Mango, Kiwi was our old one.",
                         {"Kiwi": "parrot"}) == []


def test_an_engaged_partner_named_alone_is_the_partner_and_a_new_job_is_theirs(engine):
    tell(engine, "My fiancée Carmen and I are getting married in May.")
    tell(engine, "We moved up to Waco last week, Carmen got a job at Baylor.")
    now = [(i.attribute, i.text) for i in long_term.current(engine.store)]
    assert ("relation.partner.employer", "The user's partner Carmen works at Baylor (a new "
            "job).") in now


def test_a_name_held_by_two_relatives_is_still_left_out(engine):
    tell(engine, "My sister Ann is a nurse.", "My mum Ann is retired.")
    tell(engine, "We moved up to Waco last week, Ann got a job at Baylor.")
    assert not any(i.attribute.endswith(".employer") for i in long_term.current(engine.store))


# a job said by the place it is done (lpm_story._WORKS_ON)
def test_work_on_a_rig_or_the_trains_is_the_job():
    assert keyed("I work offshore on an oil rig, two weeks on two weeks off.").get(
        "job") == "working on an oil rig"
    assert keyed("I work on the trains.").get("job") == "working on the trains"


def test_work_on_a_laptop_on_weekends_or_someone_elses_is_no_job():
    for s in ("I work on my laptop a lot.", "I work on weekends.", "My dad works on a farm.",
              "I work on a project for the council."):
        assert "job" not in keyed(s), s
