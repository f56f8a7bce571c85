"""The extractor on older speakers' long courteous messages (remember55): an appointment's
first date and place and its new date "still at" the place, medicines by brand and dose,
eye drops, a medicine switched "because ...", a dose put up by the doctor, a clause of the
speaker's own after reported speech, carers and home helps by name, great-grandchildren,
sheltered housing, the house sold, a former job said with where, and "I
beg your pardon, I misspoke" as a correction. Each with a near miss; the engine tests use
the real embedder."""
from __future__ import annotations

import pytest

from app import focus
from memory import long_term
from memory.engine import MemoryEngine
from memory.past_facts import asks_past

from tests.unit.helpers.extract import items, keyed, statements, tell


@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def _facts(engine):
    return [i.text for i in long_term.current(engine.store)]


def _texts(user):
    from memory.lpm_rules import extract
    from tests.unit.helpers.extract import page
    return {f["attribute"]: f["text"] for f in extract([page(user)]) if f["attribute"]}


# "my cataract operation is booked for the 3rd of March at the Mercy University Hospital"
def test_an_appointment_first_booked_is_keyed_with_its_place():
    t = _texts("I have news from the hospital: my cataract operation is booked for the 3rd "
               "of March at the Mercy University Hospital, on the left eye.")
    assert "Mercy University Hospital" in t["plan.cataract_operation.date"]
    t = _texts("The hospital has fixed my MRI scan of the brain for the 9th of December at "
               "JSS Hospital here in Mysuru.")
    assert "9th of December at JSS Hospital" in t["plan.mri_scan.date"]
    t = _texts("The hospital has sent my eye appointment, the glaucoma clinic on the 22nd of "
               "January at the Leicester General Hospital.")
    assert "Leicester General Hospital" in t["plan.eye_appointment.date"]
    # near misses: a relative's operation, one that is over
    assert not any(k.startswith("plan.") for k in keyed("My sister's operation is booked for "
                                                        "the 3rd of March."))
    assert not any(k.startswith("plan.") for k in keyed("My operation was on the 3rd of March."))


def test_a_new_date_keeps_the_place_and_the_first_is_asked_back(engine):
    t = _texts("And the hospital called: my knee surgery has been moved to February 4th, "
               "still at St. Luke's.")
    assert "(still at St. Luke's)" in t["plan.knee_surgery.date"]
    t = _texts("The hospital wrote to say my cataract operation has been moved to the 17th of "
               "March.")
    assert "17th of March" in t["plan.cataract_operation.date"]
    # near miss: a friend's letter brings no appointment of the speaker's
    assert keyed("My friend wrote to say my cataract operation has been moved to the 17th of "
                 "March.") == {}
    assert asks_past("What date was my cataract operation first booked for?")
    assert not asks_past("What date is my cataract operation booked for?")   # near miss


def test_a_title_dot_ends_no_sentence_in_a_focused_fact():
    one = items("The user's knee replacement is booked for January 14th at St. Luke's "
                "Hospital.")[0]
    assert "Luke's Hospital" in focus._excerpt(one, "Which hospital is my knee surgery at?").text
    # near miss: two sentences are still two
    two = items("The user saw the surgeon on Monday. It is the right knee, the one hurt in "
                "1984, and the user has been told to rest it for a long while after.")[0]
    assert focus._SENTENCE_END.split(two.text)[0] == "The user saw the surgeon on Monday."


# medicines by brand with a dose, eye drops, a suffix of an older person's medicine
def test_a_brand_by_its_dose_and_eye_drops_are_medicines():
    assert keyed("I take Thyronorm 50 mcg every morning on an empty stomach.")[
        "medication.thyronorm"] == "Thyronorm 50 mcg"
    assert "medication.syndopa" in keyed("I am taking Syndopa 110 three times a day.")
    assert "medication.latanoprost" in keyed("I put latanoprost drops in both eyes every night.")
    assert "medication.allopurinol" in keyed("For the gout I take allopurinol, 100 milligrams "
                                             "once a day.")
    # near misses: a class by how often, a medicine put away
    assert not any(k.startswith("medication") for k in keyed("I take Zumba 3 times a week."))
    assert not any(k.startswith("medication") for k in keyed("I put the aspirin in the "
                                                             "cupboard."))


def test_a_switch_with_a_reason_and_a_dose_put_up_by_the_doctor():
    k = keyed("My doctor, Dr. Hanson, took me off the metoprolol because it made me tired, "
              "and started me on amlodipine, 5 milligrams once a day.")
    assert "medication.amlodipine" in k
    assert keyed("Dr Mistry has put the allopurinol up to 300 milligrams because the gout was "
                 "flaring again.")["medication.allopurinol"] == "allopurinol 300milligrams"
    # near misses: a friend's doing, a kettle
    assert not any(k.startswith("medication") for k in keyed(
        "My friend has put the allopurinol up to 300 milligrams."))
    assert not any("user's kettle" in s for s in statements("Dr Mistry has put the kettle on."))


def test_the_speakers_clause_after_reported_speech_is_read():
    assert "medication.syndopa" in keyed(
        "Two years back my neurologist Dr. Shetty told me I am having early Parkinson's "
        "disease, and I am taking Syndopa 110 three times a day.")
    # near misses: a relative's or a friend's word stays theirs, the clause after it too
    assert keyed("My wife says I'm a great cook, and I am taking aspirin.") == {}
    assert keyed("My friend told me she has a cold, and I am taking vitamin C.") == {}


# carers and home helps by name
def test_a_home_help_or_carer_by_name():
    t = _texts("My home help Bríd will bring me in, she is a great girl, she comes on Mondays "
               "and Thursdays to do the shopping and the hoovering.")
    assert "Bríd" in t["carer.home_help"] and "Mondays and Thursdays" in t["carer.home_help"]
    assert keyed("A home health aide named Rosalind comes on Tuesdays to set up my pill "
                 "box.")["carer.home_health_aide"] == "Rosalind"
    assert keyed("A lady from the council, Grace Okafor, comes on a Wednesday to help me "
                 "bathe.")["carer.carer"] == "Grace Okafor"
    # near misses: a stranger named, a man who came once to fix something
    assert not any(k.startswith("carer") for k in keyed("A nurse called Ann was lovely to me."))
    assert not any(k.startswith("carer") for k in keyed("A man named Bob came to fix the "
                                                        "boiler."))


def test_a_great_grandchild_born_and_named():
    assert keyed("Fergal's daughter Aoife had a baby girl in Boston last week, my first "
                 "great-grandchild, and they have called her Clodagh.")[
        "relation.great_granddaughter.clodagh"] == "Clodagh"
    assert "relation.great_grandson.aarav" in keyed(
        "Rahul's wife delivered a baby boy in Toronto, our first great-grandson, and he is "
        "named Aarav.")
    # near miss: a neighbour's baby, a great-grandson only mentioned
    assert not any("grand" in k for k in keyed(
        "My neighbour had a baby girl last week and they called her Rose. She goes to school "
        "with my great-grandson."))


def test_sheltered_housing_and_the_house_sold_on_a_road():
    k = keyed("I have sold the house on Evington Road and moved into sheltered housing at "
              "Mayflower Court in Oadby.")
    assert k["location"] == "Oadby" and k["former_location.evington_road"] == "Evington Road"
    # near misses: a relative's move, an idea given up
    assert "location" not in keyed("My mum moved into sheltered housing at Mayflower Court "
                                   "in Oadby.")
    assert keyed("My sister sold the house on Elm Road.") == {}


def test_a_former_job_said_with_where_before_how_long():
    assert keyed("I was a branch manager with State Bank of India for 34 years and I retired "
                 "in 2003.")["former_job"] == "branch manager"
    assert keyed("Where I was the postmistress in the village post office for 38 years until "
                 "I retired.")["former_job"] == "postmistress"
    # near misses: no occupation, a captain of a team
    assert "former_job" not in keyed("I was a smoker with a bad cough for 20 years.")
    assert "former_job" not in keyed("I was the captain of the team for 3 years.")


def test_i_beg_your_pardon_i_misspoke_is_a_correction(engine):
    tell(engine, "I take Thyronorm 50 mcg every morning on an empty stomach.")
    tell(engine, "I beg your pardon, I misspoke earlier: the Thyronorm is 75 mcg, not 50.")
    facts = " ".join(_facts(engine))
    assert "75 mcg" in facts and "50 mcg" not in facts
    # near miss: "pardon" said of something else is no correction
    tell(engine, "My dog begs for treats, not 50 but 75 a day.")
    assert "75 mcg" in " ".join(_facts(engine))


def test_a_job_worked_up_to_for_years_is_the_former_job():
    assert keyed("I worked on the buses for Leicester City Transport for 33 years, first as a "
                 "conductor and then as a driver, and I retired in 1999.")["former_job"] == "driver"
    # near miss: years worked as no occupation
    assert "former_job" not in keyed("I worked for 3 years as a kid on my uncle's farm.")


def test_whom_one_moved_in_with_is_no_one_asked_of():
    from app.questions import asked
    assert asked("Which city did I live in before I moved in with my daughter?") == \
        "Which city did I live in before I moved?"
    # near miss: the daughter asked of herself
    assert "daughter" in asked("Where did my daughter live before she moved in with me?")


def test_a_home_health_aide_is_no_health_question():
    from app.focus_kinds import _ASKS_HEALTH
    assert not _ASKS_HEALTH.search("What's the name of my home health aide?")
    assert _ASKS_HEALTH.search("Any health problems I have?")   # near miss


def test_a_correction_reaches_a_long_message_and_days_said_plural(engine):
    tell(engine, "My wife Marjorie passed away in 2019 after fifty-two years of marriage. She "
                 "was a church organist and the finest pie baker in the county, and I miss her "
                 "every single day. We had two children. Our daughter Karen is a dental "
                 "hygienist in Minneapolis, and our son Greg lives in Phoenix and flies for "
                 "Southwest Airlines as a captain, a good deal better paid than his old man.")
    tell(engine, "I beg your pardon, I misspoke the other day: Marjorie passed in 2018, not 2019.")
    facts = " ".join(_facts(engine))
    assert "passed away in 2018" in facts and "in 2019" not in facts
    tell(engine, "My home help Bríd is a great girl, she comes on Mondays and Thursdays to do "
                 "the shopping.")
    tell(engine, "I beg your pardon, I misspoke: Bríd comes on Tuesdays and Fridays, not Mondays "
                 "and Thursdays.")
    facts = " ".join(_facts(engine))
    assert "Tuesday and Friday" in facts and "Mondays and Thursdays" not in facts
    # near miss: two weekdays not said before change nothing
    tell(engine, "Sorry, I meant Saturday and Sunday, not Wednesday and Sunday.")
    assert "Saturday" not in " ".join(_facts(engine))
