"""The extractor on facts told in passing and in stories (remember35): a given name of two
words in a request ("my boyfriend Wei Jie?"), a relative named before the aside that says who
they are ("Karen, my daughter, she's ..."), a nickname used by the people in one place, a pet
named in an aside ("a yellow lab we named Scout"), a medicine said after a condition ("type 2
diabetic, on metformin"), vehicles driven for work in the plural ("I drive artics for
Morrisons"), a course said as a tag or as a switch, a slip corrected after a dash ("19 -
sorry, 20"), and "my lad Ryan, he's 20". Each with a near miss it must leave alone. No model."""
from memory.sentences import corrected

from tests.unit.helpers.extract import keyed, statements


# a two-word given name after a relation (lpm_passing._KIN)
def test_a_two_word_name_in_a_request_is_the_whole_name():
    assert keyed("Can you help me plan a surprise for my boyfriend Wei Jie? He's in NS."
                 )["relation.boyfriend"] == "Wei Jie"
    assert keyed("What should I get my sister Mary Ann?")["relation.sister"] == "Mary Ann"


def test_a_day_or_a_pets_treat_after_the_name_is_not_part_of_it():
    assert keyed("Can I see my dad Bob Monday?")["relation.dad"] == "Bob"
    assert keyed("Is it ok to feed my dog Rex Bonio?")["relation.dog"] == "Rex"


# "Karen, my daughter, she's ..." (lpm_appositive)
def test_a_relative_named_before_the_aside_is_that_relative():
    k = keyed("Karen, my daughter, she's a pharmacist in Brandon, says I should get a dog.")
    assert k["relation.daughter.karen"] == "Karen"
    assert k["relation.daughter.karen.job"] == "pharmacist"
    assert keyed("I'll try it at home first, Owen, my husband, is my official taster."
                 )["relation.husband"] == "Owen"
    assert keyed("Bev, that's my partner, says I'm rubbish at that sort of thing."
                 )["relation.partner"] == "Bev"


def test_an_opening_word_or_a_list_is_no_relative_named():
    for s in ("Anyway, my husband, he's a teacher.", "I rang Mum, my sister, and Dad.",
              "Honestly, my brother, he drives me mad."):
        assert not any(a.startswith("relation.") and v in ("Anyway", "Mum", "Honestly")
                       for a, v in keyed(s).items()), s


# "everyone in the kitchen calls me Nacho" (lpm_identity)
def test_a_nickname_used_by_the_people_of_a_place():
    k = keyed("Hi! I'm Ignacio, though everyone in the kitchen calls me Nacho.")
    assert k["name"] == "Ignacio" and k["nickname"] == "Nacho"
    assert keyed("My mates at work call me Gaz.")["nickname"] == "Gaz"


def test_being_called_at_a_time_or_by_a_common_word_is_no_nickname():
    for s in ("Everyone at work calls me at Christmas.", "Everyone in the kitchen calls me boss."):
        assert "nickname" not in keyed(s), s


# "a yellow lab we named Scout" (lpm_pets._GOT)
def test_a_new_pet_named_in_an_aside_by_the_speaker():
    assert keyed("And we did get a pup after all, a yellow lab we named Scout."
                 )["relation.dog"] == "Scout"
    assert keyed("We got a kitten, a tabby we called Mochi.")["relation.cat"] == "Mochi"


def test_a_pet_named_by_someone_else_or_one_lost_is_not_the_new_pet():
    assert "relation.dog" not in keyed("We got a puppy, a beagle my son named Rex.")
    assert "relation.dog" not in keyed("Sadly we lost the dog, a lab we named Scout.")


# "I'm type 2 diabetic, on metformin" (lpm_medication._ON_AFTER)
def test_a_medicine_said_after_the_condition():
    k = keyed("Also I'm type 2 diabetic, on metformin, so any breakfast ideas would be welcome.")
    assert k["medication.metformin"] == "metformin" and "health.diabetic" in k
    assert "medication.inhalers" in keyed("I'm asthmatic, on inhalers.")


def test_something_else_on_after_a_condition_is_no_medicine():
    for s in ("I'm diabetic, on holiday next week.", "I'm diabetic, my mum is on metformin."):
        assert not any(a.startswith("medication.") for a in keyed(s)), s


# "I drive artics for Morrisons" (lpm_drivers)
def test_vehicles_driven_for_someone_in_the_plural_are_the_job():
    assert keyed("I'm Keith, I drive artics for Morrisons out of the depot near Stockton."
                 )["job"] == "artic driver"
    assert keyed("I've packed in the nights and started on the bin lorries for the council."
                 )["job"] == "bin lorry driver"
    assert keyed("I drive buses for Stagecoach.")["job"] == "bus driver"


def test_someone_elses_start_or_a_trip_is_not_the_speakers_driving_job():
    for s in ("My brother left school and started on the buses for Arriva.",
              "I drive the kids to school.", "I've started on the new diet for my health."):
        assert "job" not in keyed(s), s


# a course as a tag or a switch (lpm_study)
def test_a_course_said_as_a_tag_after_the_name_and_a_switch_of_course():
    k = keyed("Hi! I'm Jia Hui, second year chemical engineering at NUS, and I'm drowning.")
    assert k["name"] == "Jia Hui" and k["study"] == "chemical engineering"
    assert keyed("I officially switched out of chem eng into data science and analytics!"
                 )["study"] == "data science and analytics"
    assert keyed("I switched my major to data science.")["study"] == "data science"
    assert keyed("I'm a second year law student at Leeds.")["study"] == "law"


def test_other_switches_and_years_are_no_course():
    for s in ("I switched from coffee to tea.", "I've changed from sales to finance.",
              "I switched from Android to iPhone.", "I'm Tom, second year in a row at Glastonbury.",
              "I might switch my course to law."):
        assert "study" not in keyed(s), s


# "he's 19 - sorry, 20" (sentences._SLIP)
def test_a_slip_put_right_after_a_dash():
    assert corrected("My son Ryan is 19 - sorry, 20.") == "My son Ryan is 20."
    assert keyed("My son Ryan is 19 - sorry, 20.")["relation.son.ryan.age"] == "20"


def test_a_dash_before_something_else_is_no_slip():
    s = "We're off to Paris in May - sorry, I mean it's a work trip."
    assert corrected(s) == s


# "my lad Ryan, he's 20" (lpm_regional._AGED)
def test_my_lad_with_an_age_said_by_a_pronoun_is_a_son():
    k = keyed("A present for my lad Ryan, he's 20, he had his birthday in August.")
    assert k["relation.son.ryan.age"] == "20"


def test_my_lad_years_older_is_no_son():
    assert not any(a.startswith("relation.son") for a in keyed(
        "I met my lad Jake, he's 25 years older than me."))


# "..., I'm a broke student lol. Oh and he's allergic to peanuts" (lpm_passing.still_of)
def test_the_speakers_own_job_between_leaves_he_the_relative_named_before():
    from memory.lpm_rules import extract
    from tests.unit.helpers.extract import page
    before = ("Can you help me plan a surprise for my boyfriend Wei Jie? Nothing too "
              "expensive, I'm a broke student lol.")
    said = [f["text"] for f in extract([page("Oh and he's allergic to peanuts.", 2)],
                                       {2: before}, {"Wei Jie": "boyfriend"})]
    assert any("boyfriend Wei Jie is allergic to peanuts" in t for t in said), said


def test_another_person_named_between_is_who_he_may_be():
    from memory.lpm_rules import extract
    from tests.unit.helpers.extract import page
    before = "Can you help me plan a surprise for my boyfriend Wei Jie? I'm meeting a student."
    said = [f["text"] for f in extract([page("Oh and he's allergic to peanuts.", 2)],
                                       {2: before}, {"Wei Jie": "boyfriend"})]
    assert not any("Wei Jie is allergic" in t for t in said), said


# "He's doing an apprenticeship as an electrician so maybe something for that?" (lpm_askafter)
def test_a_relatives_fact_before_a_maybe_ask_is_read():
    from memory.lpm_rules import extract
    from tests.unit.helpers.extract import page
    said = [f["text"] for f in extract(
        [page("He's doing an apprenticeship as an electrician so maybe something for that?", 2)],
        {2: "Need a bit of help with a present for my lad Ryan, he's 20."}, {"Ryan": "son"})]
    assert "The user's son Ryan is doing an apprenticeship as an electrician (their work now)." \
        in said   # (keyed as his work since session 31)


def test_he_before_an_ask_with_no_one_named_is_no_fact():
    from memory.lpm_rules import extract
    from tests.unit.helpers.extract import page
    said = [f["text"] for f in extract(
        [page("He's doing an apprenticeship as an electrician so maybe something for that?", 2)],
        {2: "I went to the pub."}, {})]
    assert not any("apprenticeship" in t for t in said), said
