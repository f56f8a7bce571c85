"""Ordinary sentences a sweep of plainly told facts found unread (thirteenth session): names
listed after a plural, the field one works in, an age said as a relative or pet is named,
a name's long form, and what one "has on Friday" being ahead. Each with a near miss it must
leave alone. Extractor tests need no model; the retrieval ones use a real engine."""
from __future__ import annotations

import pytest

from app import focus_subject
from memory import long_term
from memory.engine import MemoryEngine
from memory.lpm_rules import extract
from memory.types import ContextItem

from tests.unit.helpers.extract import keyed, page, tell


def _texts(user):
    return [f["text"] for f in extract([page(user)])]


# names listed after a plural (lpm_namelists)
def test_children_listed_after_a_count_are_each_named_and_counted():
    k = keyed("I have two kids, Sam and Lily.")
    assert k.get("relation.child.sam") == "Sam" and k.get("relation.child.lily") == "Lily"
    assert "The user has two kids: Sam and Lily." in _texts("I have two kids, Sam and Lily.")
    # each child's age keyed, and all of them in the count's text
    assert keyed("We've got three children: Ava (10), Ben (7) and Cara (2).").get(
        "relation.child.ben.age") == "7"
    assert "The user has three children: Ava (10), Ben (7) and Cara (2)." in _texts(
        "We've got three children: Ava (10), Ben (7) and Cara (2).")
    assert "The user has two kids: Mateo (7) and Ines (3)." in _texts(
        "We've got two kids, Mateo who's seven and Ines who's three.")
    # sons and daughters are asked of by the noun: each age is keyed, the order told apart
    k = keyed("I have two sons, Jack (8) and Leo (5).")
    assert k.get("relation.son.jack.age") == "8"
    assert "The user's youngest son is called Leo." in _texts("I have two sons, Jack (8) and Leo (5).")


def test_plural_kin_and_pets_are_named_by_their_noun():
    assert keyed("My sons are Jack and Leo.").get("relation.son.leo") == "Leo"
    assert keyed("I have two dogs, Rex and Bella.").get("relation.dog.bella") == "Bella"
    assert keyed("We have two cats called Salt and Pepper.").get("relation.cat.salt") == "Salt"
    k = keyed("I have a son and a daughter, Sam and Lily.")
    assert k.get("relation.son.sam") == "Sam" and k.get("relation.daughter.lily") == "Lily"


def test_a_list_that_is_no_names_or_not_the_users_names_nobody():
    assert not any(a.startswith("relation.") for a in keyed("My boys are Arsenal and Chelsea fans."))
    assert not any(a.startswith("relation.") for a in keyed("Our kids are English and Spanish."))
    assert not any(a.startswith("relation.") for a in keyed("I met two friends, Sam and Lily."))
    assert "relation.child.lily" not in keyed("I have two kids, Sam and Lily's friend.")


def test_a_son_asked_of_children_told_as_kids_gets_the_list_with_all_their_ages():
    facts = (ContextItem("lpm", 1, "trait", "The user's child Ines is 3 years old.", 0.0, 8),
             ContextItem("lpm", 2, "trait", "The user has two kids: Mateo (7) and Ines (3).",
                         0.0, 8),
             ContextItem("lpm", 3, "trait", "The user's child Mateo is 7 years old.", 0.0, 8))
    pick = focus_subject.subject_match
    assert pick(facts, "how old is my son", set()).item_id == 2
    assert pick(facts, "How old is Mateo?", {"mateo"}).item_id == 3
    told = facts + (ContextItem("lpm", 4, "trait", "The user's son Mateo is 7 years old.",
                                0.0, 8),)
    assert pick(told, "how old is my son", set()).item_id == 4


def test_a_plural_question_gets_the_fact_naming_them_all():
    facts = (ContextItem("lpm", 1, "trait", "The user's child is called Lily.", 0.0, 8),
             ContextItem("lpm", 2, "trait", "The user has two kids: Sam and Lily.", 0.0, 8))
    pick = focus_subject.subject_match
    assert pick(facts, "What are my kids called?", set()).item_id == 2
    assert pick(facts, "What's my kid called?", set()).item_id == 1


# the field one works in (lpm_story), asked as the job when no title is held
def test_the_field_one_works_in_is_kept():
    assert keyed("I work in IT.").get("job.field") == "IT"
    assert keyed("I used to be a chef but now I work in finance.").get("job.field") == "finance"
    k = keyed("I work in marketing for Nike.")
    assert k.get("job.field") == "marketing" and k.get("employer") == "Nike"


def test_a_place_or_a_way_of_working_is_no_field():
    for s in ("I work in Leeds.", "I work in a hospital.", "I work in shifts.", "I work in it.",
              "My wife works in finance."):
        assert "job.field" not in keyed(s), s


@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def test_a_job_question_is_led_by_the_field_when_no_title_is_held(engine):
    # (without the field leading, "job involves a lot of travel" is closer in meaning)
    tell(engine, "I work in IT.", "My job involves a lot of travel.",
         "I'm applying for a new job at a bank.", "My boss is called Tom.")
    facts = engine.retrieve("What do I do for work?", 500).facts
    assert facts[0].text.endswith("The user works in IT.")


# an age said as a relative or pet is named (lpm_people), a name's long form (lpm_identity)
def test_an_age_said_as_one_is_named():
    assert keyed("I have a cat called Whiskers who is 15.").get(
        "relation.cat.age") == "15"
    assert keyed("We've got a son named Sam, aged 8.").get("relation.son.sam.age") == "8"
    assert not any(a.endswith(".age") for a in keyed(
        "I have a friend called Sam who is 8 minutes away."))


def test_the_long_form_of_a_name_is_kept_with_it():
    assert "The user's name is Jo (short for Joanna)." in _texts("My name's Jo, short for Joanna.")
    assert not any("short for" in t for t in _texts("My name's Jo. Short for time today."))


# what one has on a weekday, said in the present, is ahead (lpm_statement._FUTURE); the page is
# dated Monday 11 March 2024
def test_what_one_has_on_a_weekday_is_the_coming_one():
    assert any("Friday 15 March 2024" in t for t in _texts(
        "I have a meeting with my boss on Friday."))
    assert any("Tuesday 12 March 2024" in t for t in _texts(
        "I've got a dentist appointment on Tuesday."))


def test_what_one_had_or_has_had_is_the_last_one():
    assert any("Friday 8 March 2024" in t for t in _texts(
        "I had a meeting with my boss on Friday."))
    assert not any("15 March" in t for t in _texts("I have had a cold since Friday."))


def test_current_facts_hold_the_listed_names(engine):
    tell(engine, "I have two daughters, Mia and Zoe.")
    texts = [i.text for i in long_term.current(engine.store)]
    assert "The user's daughter is called Mia." in texts
    assert "The user's daughter is called Zoe." in texts


# changes said the ordinary way (lpm_changes, lpm_tastes, long_term): the new value ends the
# old one, which stays as history; real engine
def _current(engine):
    return [i.text for i in long_term.current(engine.store)]


def test_a_new_home_job_or_car_said_plainly_ends_the_old_one(engine):
    tell(engine, "I live in Leeds.", "I work at Tesco.", "I drive a Ford Focus.")
    tell(engine, "Just settled into our new place in York.", "I got a new job at Aldi.",
         "I've just got a new car, a Tesla Model 3.")
    now = _current(engine)
    assert "The user lives in York (a new home)." in now
    assert "The user works at Aldi (a new job)." in now
    assert "The user drives a Tesla Model 3." in now
    assert not any(t in now for t in ("The user lives in Leeds.", "The user works at Tesco.",
                                      "The user drives a Ford Focus."))


def test_a_planned_home_or_someone_elses_job_ends_nothing():
    assert "location" not in keyed("We're viewing our new flat in York next week.")
    assert "employer" not in keyed("My sister got a new job at Aldi.")
    assert "employer" not in keyed("I started at Leeds Uni in 2010.")
    assert "car" not in keyed("I bought a Ford Fiesta for my daughter.")


def test_what_was_switched_from_or_where_a_relative_lived_ends(engine):
    tell(engine, "I play tennis every Sunday.", "My mum lives in Spain.",
         "I live in York with my mum.")
    tell(engine, "I've switched from tennis to padel.", "My mum moved back to England.")
    now = _current(engine)
    assert not any("tennis on Sundays" in t or "mum lives in Spain" in t for t in now)
    assert any("York" in t for t in now)   # the user's own home said with the mum stays


def test_a_pet_named_alone_as_gone_ends_the_living_one_and_the_new_one_is_asked_of(engine):
    tell(engine, "I have a dog called Rex.")
    tell(engine, "Sadly Rex died last week.", "We got a new puppy called Max.")
    now = _current(engine)
    assert "The user's late dog was called Rex." in now
    assert "The user's dog is called Rex." not in now
    facts = tuple(ContextItem("lpm", n, "trait", t, 0.0, 8) for n, t in enumerate(now))
    assert "Max" in focus_subject.subject_match(facts, "What's my dog called?", set()).text
    assert "Rex" in focus_subject.subject_match(facts, "When did my dog die?", set()).text


# nationality and religion (lpm_belonging)
def test_nationality_and_religion_are_keyed():
    assert keyed("I'm British but I live in France.").get("nationality") == "British"
    assert keyed("I'm Nigerian and I live in Leeds.").get("nationality") == "Nigerian"
    assert keyed("I have dual British and Irish citizenship.").get(
        "nationality") == "British and Irish"
    assert keyed("I'm Jewish.").get("religion") == "Jewish"
    assert keyed("I'm an atheist.").get("religion") == "atheist"


def test_a_faith_or_nationality_is_no_name_and_others_or_nouns_are_not_the_users():
    assert "name" not in keyed("I'm Muslim.")
    assert not keyed("My wife is Polish.")        # not "The user's wife is called Polish."
    assert "nationality" not in keyed("I'm a British Airways pilot.")
    assert "nationality" not in keyed("Are you British?")
    assert "religion" not in keyed("My son is Catholic.")
    # a name that is also a faith or a nickname for a nation is still a name
    assert keyed("My son is called Christian.").get("relation.son.christian") == "Christian"
    assert keyed("Our parrot is called Kiwi.").get("relation.parrot.kiwi") == "Kiwi"


# sweep4: which days one works, what one does when self-employed (lpm_identity)
def test_which_days_one_works_are_kept_with_how_many():
    assert "The user works four days a week, Monday to Thursday (their working week)." in _texts(
        "I work four days a week, Monday to Thursday.")
    # what follows that is not days is not kept
    assert "The user works two days a week (their working week)." in _texts(
        "I work two days a week, it's enough.")


def test_what_a_self_employed_person_does_is_their_job():
    assert keyed("I'm self-employed, I do wedding photography.").get(
        "job") == "self-employed (does wedding photography)"
    assert keyed("I'm self-employed and I fix boilers.").get("job") == "self-employed (fixes boilers)"
    assert keyed("I'm self-employed, I think.").get("job") == "self-employed"


# changes2 sweep: a change said other ordinary ways
def test_what_was_given_up_is_read_after_a_contraction():
    # "I've given up" was missed where "I gave up" was read: nothing ended
    for said, words in (("I've given up the guitar and taken up the drums.", ["guitar"]),
                        ("I've cut coffee out completely.", ["coffee"]),
                        ("I've packed in the five-a-side, my knees can't take it.", ["five-a-side"])):
        assert [f["ends_like"] for f in extract([page(said)]) if f["ends_like"]] == [words], said
    assert not any(f["ends_like"] for f in extract([page("I cut the article out of the paper.")]))


def test_a_birthday_gone_by_is_an_age():
    assert keyed("My son had his 7th birthday on Saturday.").get("relation.son.age") == "7"
    assert keyed("It's my 30th birthday today!").get("age") == "30"
    assert keyed("I just turned 30.").get("age") == "30"
    # (a birthday ahead is the age he is turning, not his age now)
    assert keyed("It's my son's 7th birthday next week.").get("relation.son.age") == "turning 7"
    assert "age" not in keyed("I turned the oven off.")


def test_a_weight_is_keyed_and_a_loss_is_no_weight_or_age():
    assert keyed("I weigh 90 kilos.").get("weight") == "90 kilos"
    assert keyed("I'm down to 82 kilos now.").get("weight") == "82 kilos"
    assert keyed("I'm 45 and I weigh 80 kilos.") == {"age": "45", "weight": "80 kilos"}
    assert not keyed("I've lost 8 kilos, I'm 82 now.")


def test_a_new_job_or_home_said_by_its_start():
    assert keyed("I handed in my notice at the Co-op and I start at Lidl on Monday.").get(
        "employer") == "Lidl"
    assert "employer" not in keyed("I start at the office at 9.")
    assert keyed("I've retrained as a midwife.").get("job") == "midwife"
    assert "job" not in keyed("I've retrained as a result of the injury.")
    assert keyed("We bought a house in Walthamstow and moved in last weekend.").get(
        "location") == "Walthamstow"
    assert "location" not in keyed("We bought a flat in Spain.")


def test_a_relative_named_alone_is_not_formed_again_beside_the_new_one(engine):
    tell(engine, "My manager is called Ruth.")
    tell(engine, "Ruth left and my new manager is Sanjay.")
    assert "The user's manager is called Sanjay." in _current(engine)
    assert "The user's manager is called Ruth." not in _current(engine)


# relatives sweep: where or for whom a relative does their job (lpm_people._kin_jobs)
def test_where_a_relative_works_stays_with_their_job():
    assert "The user's cousin Raj is a pilot for Emirates (their job)." in _texts(
        "My cousin Raj is a pilot for Emirates.")
    assert "The user's brother is a chef in a hotel in Dublin (their job)." in _texts(
        "My brother is a chef in a hotel in Dublin.")
    # what follows "and" is not where
    assert "The user's wife is a nurse (their job)." in _texts("My wife is a nurse and she loves it.")


# plans sweep: a new date said with its month after the day (lpm_plans.rescheduled)
def test_a_new_date_keeps_its_month():
    assert "December" in keyed("My hospital appointment got moved to the 9th of December.").get(
        "plan.hospital_appointment.date", "")
    assert keyed("My exam was moved to the 14th.").get("plan.exam.date") == "the 14th"
