"""The extractor on styles of writing (remember15): a correction said as "I said X, I meant Y",
a home and a job said indirectly ("around Shrewsbury, which is where I live", "since moving
up here to Aberystwyth", "the pub I manage", "since the promotion to area manager"), a busy
family (children listed with ages, "mum of three", a birthday between chats), a new job and
home. Each family with a near miss it must leave alone. No model."""
from app.questions import asked
from memory.lpm_corrections import fix_of, rewrite
from memory.lpm_rules import extract

from tests.unit.helpers.extract import keyed, page


def _known(user, known):
    return {f["attribute"]: f["value"] for f in extract([page(user)], known=known)
            if f["attribute"]}


# corrections (lpm_corrections)
def test_i_said_x_i_meant_y_corrects_the_word_of_ys_kind_in_x():
    assert fix_of("Sorry, I said my brother lives in Norwich, I meant Ipswich.") == \
        ("Ipswich", "Norwich")
    assert fix_of("Oops I said my son is 6, I meant 7") == ("7", "6")
    assert fix_of("When I said Leeds I meant Bradford.") == ("Bradford", "Leeds")


def test_i_said_i_mean_that_names_no_value_or_two_names_is_no_correction():
    assert fix_of("I said I would come, I mean I will.") is None
    assert fix_of("I said I was tired, I mean exhausted.") is None
    # two places in what was said: which one is meant is a guess (remember40: one name
    # after "in" is the place, the other the one it is said of: ("Ipswich", "Norwich"))
    assert fix_of("I said Clive moved from Leeds to Norwich, I meant Ipswich.") is None


def test_a_weekday_said_of_a_habit_in_the_plural_is_the_weekday():
    assert fix_of("Correction: the class is on Tuesdays, not Thursdays.") == \
        ("Tuesday", "Thursday")
    assert rewrite("I joined a class on Thursday evenings.", "Tuesday", "Thursday") == \
        "I joined a class on Tuesday evenings."
    assert rewrite("I swim on Thursdays.", "Tuesday", "Thursday") == "I swim on Tuesdays."
    assert rewrite("I swim on Thursdays.", "Tuesday", "Monday") is None


# a home said after the place, or by a move without a subject (lpm_identity, lpm_openers)
def test_a_place_which_is_where_i_live_is_the_home():
    assert keyed("I'm a tree surgeon, so I spend most of my days up oak trees around "
                 "Shrewsbury, which is where I live.").get("location") == "Shrewsbury"
    assert keyed("Bath is where we live now.").get("location") == "Bath"


def test_where_someone_else_lives_or_where_i_lived_is_no_home():
    assert "location" not in keyed("I grew up in York, which is where my sister lives.")
    assert "location" not in keyed("We spent years in Leeds, which is where I lived before.")


def test_since_moving_here_to_a_place_is_the_home_whatever_follows():
    assert keyed("Since moving up here to Aberystwyth the weather has been grim, so warming "
                 "food would be good.").get("location") == "Aberystwyth"
    assert keyed("Since moving to York I have cycled more.").get("location") == "York"


def test_someone_elses_move_is_not_the_speakers():
    assert "location" not in keyed("Since my sister moved to Leeds we rarely talk.")


def test_a_home_ends_before_for_it_and_before_a_clause_run_on_without_a_comma():
    assert keyed("So I've moved to Newcastle for it, and I'm living with a new flatmate."
                 ).get("location") == "Newcastle"
    assert keyed("Ever since we moved here to Hull things are better.").get("location") == "Hull"
    assert keyed("We live in Rio de Janeiro.").get("location") == "Rio de Janeiro"
    assert keyed("I live in Newcastle upon Tyne with my wife.").get("location") == \
        "Newcastle upon Tyne"


# a job and whom it is for (lpm_identity)
def test_a_new_job_taken_and_the_named_employer_after_a_job():
    k = keyed("I've taken a new job as a product designer at a bank called Ledgerline.")
    assert k.get("job") == "product designer" and k.get("employer") == "Ledgerline"
    k = keyed("I work as a junior UX designer at a fintech startup called Brightpay.")
    assert k.get("job") == "junior UX designer" and k.get("employer") == "Brightpay"


def test_when_a_job_is_done_is_no_employer():
    assert "employer" not in keyed("I work as a waiter at weekends.")
    assert "employer" not in keyed("I work as a nurse at Christmas too.")


def test_the_promotion_said_of_the_speaker_is_the_job():
    assert keyed("Since the promotion to area manager I look after four pubs instead of one."
                 ).get("job") == "area manager"
    assert keyed("I got a promotion to senior nurse last week!").get("job") == "senior nurse"


def test_someone_elses_promotion_is_not_the_speakers_job():
    assert "job" not in keyed("My husband got the promotion to head chef.")
    assert "job" not in keyed("Tom got the promotion to manager, and I am happy.")
    assert "job" not in keyed("My sister is hoping for a promotion to manager.")


def test_a_business_said_as_the_one_i_manage_is_the_job():
    assert keyed("Pulling pints till 2am at the pub I manage doesn't leave much time."
                 ).get("job") == "manages the pub"


def test_a_business_someone_else_runs_or_manage_to_is_no_job():
    assert "job" not in keyed("I drink at the pub my brother runs.")
    assert "job" not in keyed("The gym I manage to get to is far.")


# pets by breed (lpm_words), tastes in idioms (lpm_idioms)
def test_a_dog_said_by_a_breed_before_its_name():
    assert keyed("Our lurcher Nutmeg would eat anything we dropped.").get("relation.dog") == \
        "Nutmeg"
    assert "relation.dog" not in keyed("My neighbour's lurcher Nutmeg barks all night.")


def test_running_on_a_drink_is_a_taste():
    assert keyed("Coffee does nothing for me anymore, I basically run on strong tea with two "
                 "sugars.").get("preference.drink") == "strong tea"


def test_running_on_a_day_or_a_fuel_is_no_taste():
    assert not any(a.startswith("preference.") for a in keyed("I run on Sundays."))
    assert not any(a.startswith("preference.") for a in keyed("My car runs on diesel."))


# a busy family (lpm_people, lpm_story, lpm_rules)
def test_a_relatives_diet_is_keyed_by_the_relative():
    k = keyed("Pulling pints at the pub I manage is tiring, and my girlfriend Saoirse is vegan.")
    assert k.get("relation.girlfriend.diet") == "vegan" and "diet" not in k
    assert keyed("My husband went vegan in January.").get("relation.husband.diet") == "vegan"


def test_a_diet_word_in_a_job_or_of_someone_elses_relative_is_no_relatives_diet():
    assert not any(a.endswith(".diet") for a in keyed("My sister is a vegan chef."))
    assert not any(a.endswith(".diet") for a in keyed("My friend's wife is vegan."))


def test_a_parent_of_three_has_three_children():
    assert keyed("Hi! I'm Hannah, mum of three and permanently tired.").get(
        "children.count") == "three children"
    assert keyed("I'm a proud dad of two.").get("children.count") == "two children"


def test_another_parents_children_or_pets_are_no_childrens_count():
    assert "children.count" not in keyed("My sister is a mother of three.")
    assert "children.count" not in keyed("My sister is a mother of three boys.")
    assert "children.count" not in keyed("I'm a mum of two dogs.")


def test_children_listed_with_ages_are_children_and_the_youngest_is_said():
    user = ("My husband Gareth and I have Maisie who's 9, Finn who's 6 and baby Rosie "
            "who's 18 months.")
    k = keyed(user)
    assert k.get("relation.child.finn.age") == "6" and k.get("relation.child.rosie.age") == \
        "18 months"
    texts = [f["text"] for f in extract([page(user)])]
    assert "The user's youngest child is called Rosie." in texts
    assert "The user's oldest child is called Maisie." in texts


def test_names_with_ages_that_are_pets_or_someone_elses_are_no_children():
    assert not any(a.startswith("relation.child") for a in keyed(
        "We have Bella who's 3, she's a spaniel."))
    assert not any(a.startswith("relation.child") for a in keyed("My sister has Maisie who's 9."))
    assert not any(a.startswith("relation.child") for a in keyed(
        "I have Spanish who is 3 lessons."))


def test_a_known_child_who_turned_an_age_on_a_day_is_that_age():
    k = _known("Finn turned 7 on Saturday! We had a Lego party.", {"Finn": "child"})
    assert k.get("relation.child.finn.age") == "7"
    assert keyed("My son turned 12 last week.").get("relation.son.age") == "12"


def test_an_age_to_come_on_a_day_is_not_the_age_now():
    assert "relation.son.age" not in keyed("My son is 12 on Friday.")


def test_two_known_relatives_opening_a_sentence_are_the_subject():
    known = {"Maisie": "child", "Finn": "child"}
    texts = [f["text"] for f in extract([page(
        "Maisie and Finn both go to Oakfield Primary, she's in year 5.")], known=known)]
    assert any("Oakfield Primary" in t for t in texts)
    assert not extract([page("Maisie and Tom both go to Oakfield Primary.")], known=known)


def test_a_flatmate_lived_with_is_named():
    assert keyed("So I've moved to Newcastle, and I'm living with a new flatmate called Sanne."
                 ).get("relation.flatmate.sanne") == "Sanne"
    assert not any(a.startswith("relation.flatmate") for a in keyed(
        "My sister is living with a flatmate called Sanne."))


# questions (app.questions, app.focus_subject)
def test_which_company_asks_for_the_employer_before_the_job():
    from app.focus_subject import subject_match
    from memory.types import ContextItem

    def item(i, text):
        return ContextItem("lpm", i, "trait", text, 0.0, 10, 1.0, ())
    facts = (item(1, "The user's job is working as a product designer."),
             item(2, "The user works at Ledgerline."))
    assert subject_match(facts, "Which company do I work for?", set()).item_id == 2
    assert subject_match(facts, "What's my job title?", set()).item_id == 1



def test_my_youngest_alone_asks_of_a_child():
    assert asked("What's my youngest called?") == "What's my younger child called?"
    assert asked("What is my youngest son called?") == "What is my younger son called?"
    assert asked("whats my oldest daughters name") == "what's my older daughters name"
