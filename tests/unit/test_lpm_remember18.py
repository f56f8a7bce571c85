"""The extractor on facts said in passing inside a longer story of the day (remember18):
a generic "you" in a set phrase beside a real fact, a child said by birth order, an order
word before a relation, "She's ..." after several relatives of whom one fits, trade and
service jobs. Each rule with a near miss it must leave alone. No model."""
from tests.unit.helpers.extract import keyed


# a generic "you" (sentences._GENERIC_YOU)
def test_a_fact_closed_by_you_never_know_is_still_the_speakers():
    k = keyed("After the swim we had chips and I had to ask about the batter because I'm "
              "allergic to sesame and you never know.")
    assert k.get("allergy.sesame") == "sesame"
    assert keyed("Mind you, I'm 70 and still working.").get("age") == "70"


def test_a_you_that_is_the_listener_still_keeps_the_sentence_out():
    assert not any(a.startswith("allergy.") for a in keyed("I'm allergic to whatever you cook."))
    assert not keyed("You never know what I'm allergic to.")


# a child said by birth order (lpm_kinwords._by_order)
def test_a_child_said_by_birth_order_is_a_son_or_daughter_by_the_pronoun_after():
    k = keyed("Meanwhile our youngest, Maisie, has a cold. She's 7 and off school.")
    assert k.get("relation.daughter.maisie") == "Maisie"
    assert k.get("relation.daughter.maisie.age") == "7"
    k = keyed("Our eldest, Rowan, is 12 and everyone in his class has a phone.")
    assert k.get("relation.son.rowan") == "Rowan"
    assert k.get("relation.son.rowan.age") == "12"
    assert keyed("My eldest, Kit, loves lego.").get("relation.child.kit") == "Kit"


def test_an_order_word_before_another_relation_or_no_name_is_no_child():
    k = keyed("Our oldest friend Sam is 40.")
    assert not any(a.startswith(("relation.child", "relation.son", "relation.daughter"))
                   for a in k)
    k = keyed("My youngest sister, Ana, is a nurse.")
    assert not any(a.startswith(("relation.child", "relation.daughter")) for a in k)


# an order word before the relation (lpm_people._BY_AGE, lpm_passing._KIN)
def test_an_order_word_before_a_relation_keeps_their_age_and_job():
    assert keyed("My youngest daughter Maisie is 7.").get("relation.daughter.maisie.age") == "7"
    assert keyed("My older brother Tom is a plumber.").get("relation.brother.job") == "plumber"


def test_an_order_word_does_not_make_a_job_of_praise_or_a_duration():
    assert "relation.brother.job" not in keyed("My older brother Tom is a wonderful cook.")
    assert not any(a.endswith(".age") for a in keyed("My little brother was 10 minutes late."))


# "She's ..." after several relatives (lpm_passing.pronoun_kin)
def test_she_after_a_husband_and_a_daughter_is_the_daughter():
    k = keyed("I moved to Bude after my husband Dennis passed, to be near my daughter Gemma. "
              "She's a police sergeant here.")
    assert k.get("relation.daughter.gemma.job") == "police sergeant"
    assert "relation.husband.job" not in k


def test_she_after_two_relatives_who_may_both_be_she_is_nobody():
    k = keyed("My sister Ana and my friend Jo came over. She's a nurse.")
    assert not any(a.endswith(".job") for a in k)
    k = keyed("My sister Ana and my daughter Jo came over. She's a nurse.")
    assert not any(a.endswith(".job") for a in k)


# trade and service jobs (lpm_words.JOBS)
def test_trades_and_services_are_jobs():
    assert keyed("I'm a plasterer, been doing it since I left school.").get("job") == "plasterer"
    assert keyed("I'm a ranger in the Cairngorms so winter is busy.").get("job") == "ranger"
    k = keyed("My wife Anjali is a radiographer at the hospital.")
    assert k.get("relation.wife.job") == "radiographer"


def test_a_job_word_of_someone_else_or_in_a_question_is_not_the_users():
    assert "job" not in keyed("My neighbour is a plasterer.")
    assert "job" not in keyed("Am I a ranger now?")


# one medicine for another (lpm_medication._switched)
def _facts(user):
    from memory.lpm_rules import extract
    from tests.unit.helpers.extract import page
    return [f for f in extract([page(user)]) if f["attribute"]]


def test_taken_off_one_medicine_and_put_on_another_is_the_new_one_ending_the_old():
    fs = [f for f in _facts("Well, the doctor has taken me off the warfarin and put me on "
                             "apixaban instead, hooray.") if f["attribute"].startswith("medication")]
    assert [f["value"] for f in fs] == ["apixaban"]
    assert fs[0]["ends"] == ["medication.warfarin"]
    assert keyed("I've switched from omeprazole to lansoprazole.").get(
        "medication.lansoprazole") == "lansoprazole"


def test_a_switch_for_someone_else_or_one_that_might_happen_is_none():
    assert not any(a.startswith("medication") for a in keyed(
        "They've taken my mum off warfarin and put her on apixaban."))
    assert not any(a.startswith("medication") for a in keyed(
        "The doctor might take me off warfarin and put me on apixaban."))


# "me and X" as a subject (lpm_home._ME_AND)
def test_me_and_someone_moving_in_is_the_speakers_home():
    assert keyed("Update: me and Abena just moved into a little house in Belper, so no more "
                 "stairs!").get("location") == "Belper"
    assert keyed("Me and my wife live in Leeds.").get("location") == "Leeds"


def test_me_and_someone_visiting_a_place_is_no_home():
    assert "location" not in keyed("Me and Abena visited Belper last week.")


# "I'm not doing X anymore" ends what mentions X (lpm_ended.GAVE_UP)
def test_not_doing_a_thing_anymore_ends_the_facts_that_mention_it():
    from memory.lpm_rules import extract
    from tests.unit.helpers.extract import page
    fs = extract([page("Also I'm not doing the half anymore, my knee's been bad, so I've "
                       "switched to the Nottingham 10k instead.")])
    assert [f["ends_like"] for f in fs if not f["attribute"]] == [["half"]]


def test_not_doing_it_anymore_or_someone_elses_ends_nothing():
    from memory.lpm_rules import extract
    from tests.unit.helpers.extract import page
    for said in ("I'm not feeling it anymore.", "My sister isn't doing the half anymore.",
                 "I'm not running today."):
        assert not any(f["ends_like"] for f in extract([page(said)]))


# a filler closing a clause (sentences._CLOSER)
def test_by_the_way_before_a_comma_is_not_part_of_the_value():
    k = keyed("I'm allergic to walnuts by the way, and I can't stand mushrooms.")
    assert k.get("allergy.walnuts") == "walnuts"


def test_by_the_way_inside_a_clause_is_left():
    from tests.unit.helpers.extract import statements
    said = statements("We drove home to Whitby by the way of the coast road, and I loved it.")
    assert any("by the way of the coast road" in s for s in said)


# a pet said again by its breed with its name (lpm_people)
def test_our_puppy_is_a_breed_called_a_name_is_the_speakers_dog():
    assert keyed("Our new puppy is a cocker spaniel called Pickle.").get("relation.dog") == \
        "Pickle"
    assert keyed("We got a puppy. She's a cocker spaniel called Pickle.").get(
        "relation.dog") == "Pickle"
    assert keyed("Our cat is a tabby called Mog.").get("relation.cat") == "Mog"


def test_someone_elses_pet_or_a_likeness_is_no_pet_of_the_speakers():
    assert "relation.dog" not in keyed("My sister's puppy is a spaniel called Bo.")
    assert "relation.dog" not in keyed("My dog is a lot like a dog called Rex.")


# one day told as the usual (lpm_habits._USUAL)
def test_a_day_told_like_always_is_a_habit_on_that_day():
    k = keyed("Good weekend. Played five-a-side on Saturday morning like always, we lost 7-2.")
    assert k.get("habit.saturday_morning") == "play five-a-side"
    assert keyed("Went swimming on Sunday as usual.").get("habit.sunday") == "go swimming"


def test_one_day_or_someone_elses_usual_is_no_habit():
    assert not any(a.startswith("habit.") for a in keyed("I played squash on Saturday."))
    assert not any(a.startswith("habit.") for a in keyed("Tom played tennis on Sunday as usual."))


# work said in passing (lpm_identity)
def test_a_job_said_with_there_and_a_workplace_said_as_where_i_work():
    assert keyed("Busy week at the garage, I'm a mechanic there so it's manic.").get(
        "job") == "mechanic"
    assert keyed("I had an early shift at the bakery where I work.").get(
        "employer") == "the bakery"


def test_where_i_work_out_or_a_regular_there_is_no_work():
    assert "employer" not in keyed("I go to the gym where I work out.")
    assert "job" not in keyed("I'm a regular there.")


# a relative's age after a comma (lpm_people._KIN_AGE_AFTER)
def test_a_relatives_age_after_a_comma_by_a_fitting_pronoun():
    k = keyed("Dropped my daughter Elif at her swimming lesson, she's 9 now.")
    assert k.get("relation.daughter.elif.age") == "9"


def test_an_age_after_a_comma_of_someone_else_or_the_wrong_sex_is_not_the_relatives():
    assert not any(a.endswith(".age") for a in keyed("Dropped my son at his friend Mia's, she's 9."))
    assert not any(a.endswith(".age") for a in keyed("Picked up my son from school, she's 9."))
