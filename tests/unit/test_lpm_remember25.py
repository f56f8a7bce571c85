"""The extractor and the focus on ordinary people (remember25): facts dropped in passing while
asking for help, a life that changes between chats (a job left, a move, a new pet) and how
people say who they are ("I'm 34 and originally from Umea", "I'm Aroha, 23, from Tauranga").
Each family with a near miss it must leave alone (someone else's fact, a word that only
looks like the fact). No model (the ending test: a real engine and embedder)."""
import pytest

from app import focus_subject
from memory import long_term
from memory.engine import MemoryEngine
from memory.lpm_rules import extract

from tests.unit.helpers.extract import keyed, page, statements, tell, items as _items


# the job (lpm_identity, lpm_formerjob.is_job)
def test_how_one_works_said_between_work_and_as_keeps_the_job():
    assert keyed("I work part time as a barista at a cafe on campus to pay the rent").get(
        "job") == "barista"
    assert keyed("I work nights as a porter at the hospital.").get("job") == "porter"


def test_someone_elses_part_time_work_is_not_the_users_job():
    assert "job" not in keyed("My wife works part time as a nurse at the hospital.")


def test_a_worker_named_by_the_field_and_an_ologist_are_jobs():
    assert keyed("I'm a youth worker in Rotorua now.").get("job") == "youth worker"
    assert keyed("I'm a care worker at a nursing home.").get("job") == "care worker"
    assert keyed("I'm a zoologist.").get("job") == "zoologist"


def test_a_hard_worker_and_an_apologist_are_no_jobs():
    assert "job" not in keyed("I'm a hard worker.")
    assert not any(a.endswith("job") for a in keyed("My son is an apologist for bad behaviour."))


def test_a_job_held_for_a_life_or_for_years_is_a_former_job():
    k = keyed("I was a seamstress all my life, I had my own little alterations shop on Bank "
              "Street. Now I am retired.")
    assert k.get("former_job") == "seamstress" and k.get("job") == "retired"
    assert keyed("I was a nurse for 30 years.").get("former_job") == "nurse"


def test_a_habit_held_for_years_or_a_relatives_job_is_no_former_job():
    assert "former_job" not in keyed("I was a smoker for 20 years.")
    assert "former_job" not in keyed("My mum was a nurse for 30 years.")


# a job left (lpm_changes.left_job, lpm_statement._statement) and taught (lpm_changes._TEACH)
def test_notice_handed_in_ends_the_users_job_and_teaching_at_a_school_is_the_new_one():
    facts = extract([page("And big news, I handed in my notice at the restaurant. From next "
                          "month I'm teaching wine courses at a hospitality school instead.")])
    assert {f["attribute"]: f["value"] for f in facts}.get("job") == "wine teacher"
    # (the job, or where the user said they worked: the restaurant; see test_lpm_reported20)
    assert any(f["ends_like"] == ["user's job|user work", "user's job|restaurant"]
               for f in facts if not f["attribute"])


def test_a_relative_leaving_a_job_or_a_class_taught_tonight_change_no_job():
    # (the user's job stays; hers ends: session 36's remember79, "Daniel quit the restaurant")
    facts = extract([page("My wife left her job at the bank.")])
    assert all(f["ends_like"][:1] == ["wife"] for f in facts if f["ends_like"])
    assert "job" not in keyed("I'm teaching a class at the school tonight.")


# where from, after the age (lpm_identity, lpm_rules)
def test_where_from_said_after_the_age_is_the_hometown():
    assert keyed("Hi! I'm Annika, I'm 34 and originally from Umeå in the north of Sweden, but "
                 "we live in Aarhus now.").get("hometown", "").startswith("Umeå")
    k = keyed("hey! I'm Aroha, 23, from Tauranga but I'm studying social work at uni in Hamilton")
    assert k.get("hometown") == "Tauranga" and k.get("age") == "23"


def test_from_now_on_after_the_age_is_no_hometown():
    assert "hometown" not in keyed("I'm 40 and from now on I eat less.")
    assert "hometown" not in keyed("I'm Lee, 30, from now on vegan.")


# the speaker's own clause after a keyed one (lpm_clauses.opening_clause)
def test_the_speakers_clause_after_a_keyed_one_is_kept_as_a_statement():
    said = statements("I'm from Tauranga but I'm studying social work at uni in Hamilton.")
    assert any("studying social work" in s for s in said)


def test_a_clause_after_a_keyed_one_that_says_little_is_no_statement():
    assert not statements("I live in Leeds and I love it here.")


# a move with no place (lpm_antecedent.moved_there) and a move said with a month (lpm_home)
def test_moved_down_with_no_place_is_to_the_place_just_named():
    k = keyed("update!! I finished my degree and got my first proper job, I'm a youth worker "
              "in Rotorua now. moved down last weekend")
    assert k.get("location") == "Rotorua"


def test_a_relative_moving_or_moving_out_is_no_home_and_a_month_is_no_place():
    assert "location" not in keyed("She lives in Leeds. My sister moved down last year.")
    assert "location" not in keyed("My parents live in Leeds. I moved out last year.")
    assert keyed("I got a job in Leeds. We moved over in May.").get("location") == "Leeds"
    assert "location" not in keyed("We moved over in May.")


# a pet said again as a fragment (lpm_antecedent.about_thing)
def test_a_new_pet_named_in_the_fragment_after_it_is_the_users():
    k = keyed("We got a puppy! A little toy poodle called Bamse. Any tips for house training?")
    assert k.get("relation.dog") == "Bamse"


def test_someone_elses_pet_or_a_band_in_a_fragment_is_not_the_users():
    assert not any(a.startswith("relation.dog") for a in keyed(
        "My sister got a puppy! A little toy poodle called Bamse."))
    assert not keyed("We went to a concert. A band called Muse.")


# relatives (lpm_passing._KIN_HAD, lpm_kinclauses.counted_kin)
def test_a_relative_had_then_named_is_who_she_is_next():
    k = keyed("My husband Wiktor and I have one daughter, Ewa. She is an ecologist and lives in "
              "Kingston with her husband and our two grandsons.")
    assert k.get("relation.daughter.ewa.job") == "ecologist"
    assert keyed("I have a sister called Mia. She's a pilot.").get("relation.sister.job") == \
        "pilot"


def test_she_after_a_brother_had_and_named_is_not_him():
    assert not any(a.endswith(".job") for a in keyed("I have a brother, Tom. She's a pilot."))


def test_children_named_after_their_count_are_the_users_sons():
    k = keyed("We have two sons. Caio is 24 and lives in Coimbra, in Portugal, where he's doing "
              "a master's. The younger one, Davi, is 19 and still lives with us.")
    assert k.get("relation.son.caio") == "Caio" and k.get("relation.son.davi") == "Davi"
    assert k.get("relation.son.caio.age") == "24"


def test_a_place_after_a_count_of_children_is_no_child():
    assert not any(a.startswith("relation.daughter.")
                   for a in keyed("We have two daughters. Paris is lovely in spring."))


# the focus (app/focus_subject)
def test_a_job_asked_in_the_past_finds_the_former_job():
    facts = _items("The user is retired.", "The user used to work as a seamstress (a former job).")
    pick = focus_subject.subject_match
    assert "seamstress" in pick(facts, "what was my job", set()).text
    assert pick(facts, "what is my job?", set()).text == "The user is retired."


def test_how_many_finds_the_fact_that_counts_them():
    facts = _items("The user's grandson is called Tomek.",
                   "The user's daughter Ewa lives in Kingston with her husband and the user's "
                   "two grandsons.")
    pick = focus_subject.subject_match
    assert "two grandsons" in pick(facts, "How many grandchildren do I have?", set()).text
    assert "Tomek" in pick(facts, "What's my grandson called?", set()).text


def test_who_am_i_dating_finds_someone_seen_not_the_ex():
    facts = _items("The user's ex is Kahu (they broke up; no longer together).",
                   "The user has been seeing someone new, her name is Mere.")
    pick = focus_subject.subject_match
    assert "Mere" in pick(facts, "who am i dating?", set()).text
    assert "Kahu" in pick(facts, "what was my ex called", set()).text


# a correction said as written (lpm_corrections._SAID_MEANT)
def test_a_value_written_then_meant_is_a_correction():
    from memory.lpm_corrections import fix_of
    assert fix_of("Sorry, I wrote Coimbra before, I meant Braga.") == ("Braga", "Coimbra")


def test_something_written_then_a_filler_i_mean_is_no_correction():
    from memory.lpm_corrections import fix_of
    assert fix_of("I wrote a letter to Tom, I mean it was long.") is None


# an ask run on with "so", typed without a question mark (lpm_askafter.asked_on)
def test_a_fact_before_a_so_ask_without_a_question_mark_is_kept_alone():
    k = keyed("oh and I'm allergic to peanuts so how do I say that in japanese lol")
    assert k.get("allergy.peanuts") == "peanuts"
    assert not any("how do" in s for s in statements(
        "I'm allergic to peanuts so how do I say that in japanese"))


def test_a_so_ask_after_a_setup_or_of_someone_else_gives_no_users_fact():
    assert not keyed("If I move to Leeds so what happens")
    assert not any(a.startswith("allergy.") for a in keyed(
        "My sister is allergic to peanuts so how do I cook for her"))


# real engine: the job left ends, a relative's job said beside it stays
@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


@pytest.mark.parametrize("left", ["I handed in my notice at the restaurant.", "I quit my job."])
def test_a_job_left_ends_the_users_job_not_a_relatives(engine, left):
    tell(engine, "I work as a sommelier at a seafood restaurant.",
         "My husband Mikkel is a lighting technician at the theatre.")
    tell(engine, left)
    now = [i.text for i in long_term.current(engine.store)]
    assert not any("sommelier" in t and "job is" in t for t in now)
    assert any("Mikkel is a lighting technician" in t for t in now)   # ("I quit my job" ended it)
