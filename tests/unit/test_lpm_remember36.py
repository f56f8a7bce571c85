"""The extractor and the fact put beside a question on ordinary people's plain statements
(remember36): what a doctor said joined by "and"/"because" without a comma, an office held in
a group, the speaker's child said as "a wee boy called Alfie", a date corrected with "no
idea why I typed March", a place gone to "instead of" the planned one, a call centre worked
in and left, and "my baby" asked of. Each with a near miss it must leave alone. No model."""
from app.focus_subject import KIN_ASKED
from memory.lpm_changes import left_ends
from memory.lpm_corrections import fix_of
from memory.lpm_replans import plan_ended

from tests.unit.helpers.extract import keyed, statements


# "... and the doctor said my iron is low" (lpm_reported._CARER_SAYS)
def test_what_the_doctor_said_after_and_or_because_is_read():
    assert "health.low_iron" in keyed("I am breastfeeding and the doctor said my iron is low.")
    # (the doctor's word kept with it, the reason: session 22)
    assert statements("I started taking vitamin D because the doctor said I have deficiency."
                      ) == ["The user started taking vitamin D because the doctor said the user "
                            "has deficiency."]


def test_what_a_relative_said_after_and_stays_unread():
    assert statements("My wife said I'm hopeless and my mum said I'm lazy.") == []


# "I am the secretary of the group" (sentences._DURABLE)
def test_an_office_held_in_a_group_is_kept():
    assert statements("Can you give me ideas for our fellowship meeting? I am the secretary "
                      "of the group.") == ["The user is the secretary of the group."]
    assert statements("I'm the treasurer of the club.") == ["The user is the treasurer of the club."]


def test_an_office_of_someone_else_is_no_fact_of_the_speaker():
    assert statements("The president is useless.") == []


# "we have a wee boy called Alfie" (lpm_kinwords._SMALL_CHILD)
def test_the_speakers_small_boy_or_girl_is_their_child():
    assert keyed("Me and my partner Craig have a wee boy called Alfie who's just started "
                 "primary one.")["relation.son.alfie"] == "Alfie"
    assert keyed("We have a little girl, Ama, she is two.")["relation.daughter.ama"] == "Ama"
    assert keyed("I have a baby girl named Zoe.")["relation.daughter.zoe"] == "Zoe"


def test_someone_elses_little_girl_or_a_pupil_is_no_child_of_the_speaker():
    for s in ("My sister has a little girl called Ava.",
              "We have a little boy in our class called Sam."):
        assert not any(a.startswith(("relation.daughter", "relation.son")) for a in keyed(s)), s


# "Sorry, I meant the 14th of May, no idea why I typed March" (lpm_corrections._WHY_TYPED)
def test_the_wrong_value_named_in_a_wonder_after_the_correction():
    assert fix_of("Sorry, I meant the 14th of May, no idea why I typed March.") == ("May", "March")
    assert fix_of("Sorry, I meant Thursday, dunno why I wrote Tuesday") == ("Thursday", "Tuesday")


def test_a_wonder_without_a_correction_corrects_nothing():
    assert fix_of("No idea why I typed March.") is None
    assert fix_of("I meant to go, no idea why I said that") is None


# "now we go to Malta instead of Sicily" (lpm_replans._INSTEAD)
def test_a_place_gone_to_instead_ends_the_plan_naming_the_other():
    assert plan_ended("We changed our holiday plan, now we go to Malta instead of Sicily "
                      "because the flights were much cheaper.") == ("sicily",)
    assert plan_ended("We are flying to New York instead of Boston.") == ("boston",)


def test_a_taste_or_a_relatives_trip_instead_ends_nothing():
    assert plan_ended("I drink tea instead of coffee.") == ()
    assert plan_ended("My sister flies to Rome instead of Oslo.") == ()


# "I work in a call centre", "I've left the call centre!" (lpm_identity, lpm_changes._LEFT)
def test_a_call_centre_worked_in_is_the_workplace():
    assert keyed("I work in a call centre doing customer service for a broadband company."
                 )["employer"] == "call centre"
    assert keyed("I work in a bank.")["employer"] == "bank"


def test_working_in_a_field_or_the_garden_is_no_workplace():
    assert "employer" not in keyed("I work in banking.")
    assert "employer" not in keyed("I work in the garden.")


def test_leaving_the_call_centre_ends_the_job_said_there_by_both_words():
    assert left_ends("I've left the call centre!", "the user") == (
        "user's job|user work", "user's job|call centre")
    assert left_ends("I left the factory in March.", "the user")[1] == "user's job|factory"


def test_leaving_a_leisure_centre_or_a_relatives_factory_ends_no_job():
    assert left_ends("I've left the leisure centre.", "the user") == ()
    assert left_ends("My sister left the factory.", "the user") == ()


# "What is my baby's name?" (app.focus_subject.KIN_ASKED)
def test_my_baby_is_asked_as_a_relative():
    assert KIN_ASKED.search("What is my baby's name?").group(1) == "baby"


def test_a_baby_not_the_users_is_no_relative_asked():
    assert KIN_ASKED.search("What should I get for a baby shower?") is None
    assert KIN_ASKED.search("Is the baby food ok?") is None


# "Paweł proposed to me last weekend!", "I got engaged to Tom" (lpm_settled._WEDDING)
def test_the_one_who_proposed_to_the_speaker_is_the_fiance():
    assert keyed("Big news, Paweł proposed to me last weekend! So now he is my fiancé."
                 )["relation.partner"] == "Paweł"
    assert keyed("I got engaged to Tom last weekend.")["relation.partner"] == "Tom"


def test_a_relatives_proposal_or_a_toast_makes_no_partner():
    for s in ("My brother Dan proposed to his girlfriend.", "Dan proposed a toast.",
              "My sister got engaged to Tom.", "He proposed to me on the beach."):
        assert "relation.partner" not in keyed(s), s
