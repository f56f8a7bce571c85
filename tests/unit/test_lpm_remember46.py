"""Gaps remember46's blind scripts showed (ordinary people whose lives change between chats: a
Welsh bus mechanic, a Sri Lankan nurse in Brisbane, a retired Dutch-Canadian farmer, a young
Mexican-American in San Antonio): "moved house from A to B", "I live on the south side of X",
"me and my best friend Daniela got an apartment in ...", "I still drive my old Ford F-150",
a Buick, "a collie cross called Mabli", "X talked us into getting a rabbit", "got hired at a
dentist office as ...", "I left the depot, I'm at the council now", a named hospital as the
workplace, a child's school year, a correction of a relative's date re-read with the
relatives memory knows, and "Which suburb do we live in?". Each with a near miss; no model."""
from __future__ import annotations

from memory.asked_attribute import asked_attribute
from memory.lpm_rules import corrected

from tests.unit.helpers.extract import keyed, page


def test_moved_house_from_one_place_to_another():
    got = keyed("We also moved house from Sunnybank to Chermside to be closer to my new work.")
    assert got.get("location") == "Chermside" and "former_location.sunnybank" in got
    # a relative's move is theirs
    assert "location" not in keyed("My parents moved house from Leeds to York.")


def test_living_on_one_side_of_a_city():
    assert keyed("I live on the south side of San Antonio with my mom and my two little "
                 "brothers.").get("location") == "San Antonio"
    assert keyed("I live on the north side of Dublin, near the airport.").get(
        "location") == "Dublin"
    # a side of something with no name, a street's end, a relative's side of town: no home
    assert "location" not in keyed("I live on the south side of the river.")
    assert "location" not in keyed("I live at the end of Station Road.")
    assert "location" not in keyed("My sister lives on the east side of Chicago.")


def test_me_and_my_best_friend_got_an_apartment():
    assert keyed("Also I moved out, me and my best friend Daniela got an apartment in Alamo "
                 "Heights.").get("location") == "Alamo Heights"
    # a visit is no home; others' flat is theirs
    assert "location" not in keyed("Me and my best friend Daniela visited Alamo Heights.")
    assert "location" not in keyed("My sister and her best friend got an apartment in Austin.")


def test_driving_my_old_car_by_its_make():
    assert keyed("I still drive my old Ford F-150, a 2004, rusty but it runs fine.").get(
        "car") == "old Ford F-150"
    assert keyed("I sold the Ford too. Got a Buick Enclave, Trudy likes it better.").get(
        "car") == "Buick Enclave"
    # driving someone, or someone else's car, names no car of the speaker's
    assert "car" not in keyed("I drive my son to school.")
    assert "car" not in keyed("I drive my dad's Toyota on weekends.")


def test_a_cross_breed_named_with_the_news():
    assert keyed("And we've got a new puppy, a little collie cross called Mabli.").get(
        "relation.dog") == "Mabli"
    assert keyed("We got a puppy, a lab mix called Scout.").get("relation.dog") == "Scout"
    assert "relation.dog" not in keyed("My sister got a puppy, a collie cross called Mabli.")


def test_a_pet_got_at_someones_asking():
    assert keyed("Sithumi talked us into getting a rabbit, his name is Kiri.").get(
        "relation.rabbit") == "Kiri"
    assert keyed("The kids talked me into getting a kitten, she's called Luna.").get(
        "relation.cat") == "Luna"
    # the speaker talking someone else into one: theirs
    assert "relation.dog" not in keyed("I talked my sister into getting a dog, his name is Rex.")


def test_hired_at_a_new_workplace():
    got = keyed("Guess what, I got into the program AND I got hired at a dentist office as a "
                "front desk assistant, so bye Whataburger!!")
    assert got.get("employer") == "a dentist office"
    assert keyed("I was taken on by a law firm in Leeds as a paralegal.").get("employer")
    assert "employer" not in keyed("My son got hired at Tesco.")


def test_at_a_new_workplace_now_after_the_old_one_left():
    assert keyed("I finally left the depot, I'm at the council now looking after the bin "
                 "lorries and the gritters.").get("employer") == "the council"
    assert keyed("I quit the bank and I'm with Aviva these days.").get("employer") == "Aviva"
    # a day's end, a pub, a visit, a relative: no workplace
    assert "employer" not in keyed("I left the office early, I'm at the council now.")
    assert "employer" not in keyed("I left the office, I'm at the pub now.")
    assert "employer" not in keyed("I'm at the hospital now.")
    assert "employer" not in keyed("My wife left the bank, she's at the council now.")


def test_a_named_hospital_is_the_workplace_said_with_the_job():
    got = keyed("I'm a nurse at the Royal Brisbane hospital, I work in the ICU, mostly night "
                "shifts.")
    assert got.get("job") == "nurse" and got.get("employer") == "the Royal Brisbane hospital"
    assert "employer" not in keyed("My wife is a nurse at the Royal Brisbane hospital.")


def test_a_childs_school_year():
    got = keyed("We live in Sunnybank with our daughter Sithumi, she is in year 3.")
    assert got.get("relation.daughter.sithumi.school_year") == "year 3"
    got = keyed("My son is in Year 10 and my daughter is in Year 7.")
    assert got.get("relation.son.school_year") == "Year 10"
    assert got.get("relation.daughter.school_year") == "Year 7"
    assert keyed("My son is in 5th grade.").get("relation.son.school_year") == "5th grade"
    # a year of a degree, someone else's child, a year to come: none
    assert not any(k.endswith("school_year") for k in keyed("Our daughter is in year 3 of her PhD."))
    assert not any(k.endswith("school_year") for k in keyed("My sister's daughter is in year 3."))
    assert not any(k.endswith("school_year") for k in keyed("Next year my son is in year 7."))


def test_a_correction_is_read_with_the_relatives_memory_knows():
    said = page("Trudy's birthday is April 22nd. She likes tulips, naturally.")
    added, gone = corrected(said, "28th", "22nd", {"Trudy": "wife"})
    assert any(f["attribute"] == "relation.wife.birthday" and "28th" in f["value"]
               for f in added)
    assert any("22nd" in t for t in gone)
    # with no one known by that name the sentence says nothing to put right
    assert corrected(said, "28th", "22nd") is None


def test_which_suburb_do_we_live_in():
    assert asked_attribute("Which suburb do we live in?") == "location"
    assert asked_attribute("Which neighbourhood do I live in now?") == "location"
    assert asked_attribute("Which suburb does my sister live in?") != "location"


def test_whom_the_home_is_shared_with_stays_in_its_fact():
    from memory.lpm_rules import extract
    texts = [f["text"] for f in extract([page(
        "I live on the south side of San Antonio with my mom and my two little brothers.")])]
    assert "The user lives in San Antonio (with their mom and their two little brothers)." in texts
    texts = [f["text"] for f in extract([page(
        "Also I moved out, me and my best friend Daniela got an apartment in Alamo Heights.")])]
    assert "The user lives in Alamo Heights (with their best friend Daniela)." in texts
    # what the home has is no one it is shared with
    assert "The user lives in Leeds." in [f["text"] for f in extract([page(
        "We live in Leeds with a view of the park.")])]
