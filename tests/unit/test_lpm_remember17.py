"""The extractor on families who speak with "we" (remember17): a partner's job said by name
after the speaker's own, the children one lives with, years married, a car shared or sold
for another, a career change into training, the wedding after an engagement, a greeting with
a word of address, a new baby's name given in the next sentence. Each with a near miss it must leave alone (someone else's fact, an unknown
name, a thing that is no car, no job). No model."""
from app import focus, focus_subject
from memory.lpm_rules import extract
from memory.types import Context

from tests.unit.helpers.extract import keyed, page, statements, items as _items


def _known(user, known):
    return [f for f in extract([page(user)], known=known)]


# a relative named alone after the speaker's own clause (lpm_kinclauses)
def test_a_known_partner_named_after_the_speakers_job_gets_their_own_fact():
    facts = _known("I'm a radiographer at the hospital, and Alun is a stonemason, he runs his "
                   "own business.", {"Alun": "husband"})
    k = {f["attribute"]: f["value"] for f in facts if f["attribute"]}
    assert k["job"] == "radiographer"
    assert k["relation.husband.job"] == "stonemason"
    texts = [f["text"] for f in _known("I'm an estate agent, and Anjali teaches maths at a "
                                       "sixth form college.", {"Anjali": "wife"})]
    assert any(t.startswith("The user's wife Anjali teaches maths") for t in texts)


def test_an_unknown_name_or_a_day_after_the_speakers_clause_is_nobodys_fact():
    k = keyed("I'm a nurse and Sarah is a doctor.")
    assert k == {"job": "nurse"}
    assert not any(a.endswith(".job") for a in keyed("I'm a nurse and London is expensive."))
    assert not any("Monday is" in s for s in statements("I work weekends, and Monday is my "
                                                         "day off.")
                   if not s.startswith("The user works"))


# the children one lives with (lpm_story)
def test_the_kids_one_lives_with_are_counted():
    assert keyed("My husband Alun and I live in Taunton with our two kids.")[
        "children.count"] == "two kids"
    assert keyed("We moved to Leeds with our three children in May.")[
        "children.count"] == "three children"


def test_someone_elses_kids_or_the_kids_friends_are_not_counted():
    assert "children.count" not in keyed("My sister lives in York with her two kids.")
    assert "children.count" not in keyed("We live with my two brothers.")
    assert "children.count" not in keyed("We went camping with our two kids' friends.")


# how long married (lpm_story)
def test_years_married_are_kept_with_whom():
    k = {f["attribute"]: f["text"] for f in extract([page(
        "Ken and I have been married 42 years and we live in Whitstable.")])}
    assert k["married_for"] == "The user and Ken have been married for 42 years."
    assert k["location"] == "The user lives in Whitstable."
    assert keyed("We've been married for forty-two years.")["married_for"] == "forty-two years"


def test_someone_elses_marriage_or_no_length_is_no_years_married():
    assert "married_for" not in keyed("My parents have been married 50 years.")
    assert not any(a.endswith("_for") for a in keyed("I have been married twice."))
    assert not any(a.endswith("_for") for a in keyed("We've been together since uni."))


# a car said by its make, and one sold for another (lpm_tastes)
def test_a_car_shared_or_sold_for_another_is_the_car():
    assert keyed("We share a little red Vauxhall Corsa which is on its last legs.")[
        "car"] == "little red Vauxhall Corsa"
    assert keyed("I've got a Ford Fiesta.")["car"] == "Ford Fiesta"
    facts = extract([page("We sold the Corsa and bought an electric MG4, loving it so far.")])
    car = next(f for f in facts if f["attribute"] == "car")
    assert car["value"] == "electric MG4" and "old Corsa" in car["text"]


def test_no_car_from_a_lowercase_make_word_someone_elses_car_or_a_house():
    assert "car" not in keyed("We have a smart speaker in the kitchen.")
    assert "car" not in keyed("I've got a mini fridge in my room.")
    assert "car" not in keyed("My brother has a Vauxhall Corsa.")
    assert "car" not in keyed("My sister sold the Corsa and bought a Kia.")
    assert "car" not in keyed("We sold the house and bought a flat in town.")
    assert "car" not in keyed("We sold the Picasso and bought a Monet.")


# a career change into training (lpm_changes)
def test_training_after_leaving_a_job_or_retraining_is_the_job_now():
    assert keyed("Quick update: I've left the estate agency and I'm training to be a driving "
                 "instructor.")["job"] == "training to be a driving instructor"
    assert keyed("I'm retraining as a plumber.")["job"] == "training to be a plumber"


def test_training_alone_someone_elses_or_for_no_job_is_no_job():
    assert "job" not in keyed("I'm training to be a nurse.")
    assert "job" not in keyed("I'm training to be a better listener.")
    assert "job" not in keyed("My brother quit his job and is training to be a pilot.")
    assert "job" not in keyed("I left the gym and I'm training for a marathon.")


# the wedding after the speaker's engagement (lpm_settled)
def test_the_wedding_after_an_engagement_is_the_speakers():
    assert keyed("We got engaged at the weekend!! The wedding's going to be next August.")[
        "plan.wedding.date"] == "August 2024"
    assert keyed("We're engaged! The wedding is next year.")["plan.wedding.date"] == "2025"


def test_a_wedding_after_someone_elses_engagement_or_without_a_date_is_not():
    assert "plan.wedding.date" not in keyed("My sister got engaged. The wedding is in May.")
    assert "plan.wedding.date" not in keyed("My cousin is getting married. The wedding is in "
                                            "May.")
    assert not keyed("The wedding was lovely.")


# a greeting with a word of address (lpm_identity)
def test_a_name_after_hello_dear_is_the_name():
    assert keyed("Hello dear, I'm Sheila.")["name"] == "Sheila"
    assert keyed("Hello again, I'm Sheila.")["name"] == "Sheila"


def test_hello_dear_before_a_state_is_no_name():
    assert "name" not in keyed("Hello dear, I'm tired.")


# a new baby's name in the sentence after the birth (lpm_kinclauses.named_baby)
def test_a_babys_name_after_a_relatives_birth_names_the_new_relative():
    assert keyed("Lovely news, our son's wife had a baby boy last week! They've called him "
                 "Archie.")["relation.grandson.archie"] == "Archie"
    assert keyed("My sister had a baby girl last night! They've named her Rosie.")[
        "relation.niece.rosie"] == "Rosie"


def test_a_friends_baby_or_the_wrong_pronoun_names_no_relative():
    assert not any(a.startswith("relation.") for a in keyed(
        "My friend had a baby boy. They've called him Leo."))
    assert not any(a.startswith("relation.") for a in keyed(
        "My sister had a baby girl. They've called him Leo."))


# "our newest grandchild" asks of the grandson told (app.focus_subject.KIN_ASKED)
def test_the_newest_grandchild_asked_finds_the_grandson_told():
    facts = _items("The user has got four grandchildren and they keep them very busy.",
                   "The user lives in Whitstable.", "The user's grandson is called Archie.")
    assert focus_subject.subject_match(facts, "What's our newest grandchild called?",
                                       set()).text == "The user's grandson is called Archie."


def test_a_question_about_the_user_still_skips_the_grandson():
    facts = _items("The user's grandson is called Archie.", "The user lives in Whitstable.")
    assert focus_subject.subject_match(facts, "Where do we live?", set()).text == \
        "The user lives in Whitstable."


# a group joined and when it meets (lpm_habits)
def test_a_group_joined_and_when_it_meets_is_a_habit():
    assert keyed("I've joined a ukulele group, we meet every Wednesday morning at the church "
                 "hall.")["habit.wednesday_morning"] == "goes to a ukulele group"
    assert keyed("I joined the running club and we train on Tuesdays.")["habit.tuesday"] == \
        "goes to the running club"


def test_someone_elses_group_or_a_place_open_daily_is_no_habit():
    assert not any(a.startswith("habit.") for a in keyed(
        "My wife joined a book club, they meet every Thursday."))
    assert not any(a.startswith("habit.") for a in keyed("I've joined a gym, it's open every day."))


# a home said by its kind, or with "me and my ..." (lpm_home._HOME)
def test_a_home_said_by_its_kind_or_with_a_partner_is_the_home():
    assert keyed("We live in a little cottage in Devon.")["location"] == "Devon"
    assert keyed("Me and my partner Lachlan live in a flat in Inverness.")["location"] == \
        "Inverness"
    assert keyed("Me and my partner live in Leeds.")["location"] == "Leeds"


def test_someone_elses_flat_or_a_stay_is_no_home():
    assert "location" not in keyed("My sister lives in a flat in Leeds.")
    assert "location" not in keyed("My brother and his wife live in a flat in York.")
    assert "location" not in keyed("I stayed in a flat in Rome for a week.")
    assert "location" not in keyed("Me and my sister lived in Paris for a year.")


# a diet shared with "both" (lpm_shared)
def test_a_diet_both_share_is_each_ones_diet_and_said_once():
    assert keyed("We're both vegetarian, so can you suggest some easy weeknight dinners?") == {
        "diet": "vegetarian"}
    assert statements("We're both vegetarian.") == []   # the diet's own words, not twice
    k = keyed("Me and my wife Dana are both vegan.")
    assert k["diet"] == "vegan" and k["relation.wife.diet"] == "vegan"


def test_vegan_food_both_love_or_another_couples_diet_is_no_diet():
    assert "diet" not in keyed("We both love vegan food.")
    assert "diet" not in keyed("My sister and her husband are both vegan.")


# a start said in the present is ahead (lpm_rules._FUTURE)
def test_a_start_said_in_the_present_is_dated_ahead():
    assert any("September 2024" in s for s in statements(
        "Our daughter starts school in September."))   # the page is March 2024
    assert any("June 2024" in s for s in statements("I finish uni in June."))


def test_a_start_said_in_the_past_or_every_week_is_not_moved_ahead():
    assert any("September 2023" in s for s in statements("I started school in September."))
    assert any(s.endswith("on Mondays at 9.") for s in statements("I start work on Mondays "
                                                                  "at 9."))


# a pet's breed asked: the breed said as what the pet is (app.focus._breed_said)
def test_a_breed_asked_gets_the_pets_fact_with_the_breed_as_what_it_is():
    facts = _items("The user's dog (dachshund) is called Mabel.")
    got = focus.select(Context("q", (), 100, 0, facts), "What kind of dog do we have?")
    assert got.items[0].text == "The user's dog Mabel is a dachshund."


def test_the_pets_name_asked_keeps_the_fact_as_told():
    facts = _items("The user's dog (dachshund) is called Mabel.")
    got = focus.select(Context("q", (), 100, 0, facts), "What's our dog called?")
    assert got.items[0].text == "The user's dog (dachshund) is called Mabel."
