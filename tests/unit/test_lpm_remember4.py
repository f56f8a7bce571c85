"""The extractor on styles of writing (remember4): lists and parentheses, opening phrases
("As a 52-year-old engineer, I ..."), voice dictation without punctuation, plans not yet
true, medication, habits, relatives told apart by age, likes said indirectly. Each family
with a sentence it must leave alone. No model."""
import pytest

from memory.lpm_lists import items
from memory.lpm_rules import extract
from memory.lpm_spoken import clauses

from tests.unit.helpers.extract import keyed, page, statements


# lists: numbered in one line, bulleted under a first-person header
def test_a_numbered_list_is_read_item_by_item():
    k = keyed("A few things about me: 1) I'm Dario Ferrante 2) I live in Turin "
              "3) I'm allergic to shellfish")
    assert (k.get("name"), k.get("location"), k.get("allergy.shellfish")) == (
        "Dario Ferrante", "Turin", "shellfish")
    assert keyed("Quick update: 1) we moved to Bologna 2) I started at a new school as vice "
                 "principal").get("location") == "Bologna"
    assert items("Things I'm into:\n- sourdough baking\n- trail running") == \
        "I'm into sourdough baking and trail running."


@pytest.mark.parametrize("said", ["I have 2) kids", "Shopping list:\n- eggs\n- milk",
                                  "Steps 2) and 3) are done"])
def test_what_is_no_list_is_left_alone(said):
    assert items(said) == said


# parentheses after a relative
def test_parentheses_after_a_relative_are_read():
    k = keyed("My family: my wife Giulia (a dentist) and our kids (Marco 12, Elena 9).")
    assert k.get("relation.wife") == "Giulia" and k.get("relation.kid.elena.age") == "9"
    # (keyed as her job since remember13, lpm_people._kin_jobs)
    assert any("Giulia is a dentist" in f["text"] for f in extract([page(
        "My family: my wife Giulia (a dentist) and our kids (Marco 12, Elena 9).")]))
    assert keyed("My brother (Luca, a pilot) is visiting.").get("relation.brother") == "Luca"


def test_other_parentheses_name_no_relative():
    k = keyed("I drive an old Alfa Romeo (a 1998 Spider).")
    assert not any(a.startswith("relation.") for a in k)


# opening phrases that describe the speaker
def test_an_opening_phrase_is_a_fact_about_the_speaker():
    k = keyed("As a 52-year-old civil engineer living in Denver, I'm always short on time.")
    assert (k.get("age"), k.get("job"), k.get("location")) == ("52", "civil engineer", "Denver")
    assert keyed("Being diabetic, I have to watch my sugar.").get("health.diabetic")
    assert keyed("Having just turned 53 on Monday, I want a party.").get("age") == "53"
    assert keyed("Recently promoted to project director, I run the team.").get("job") == \
        "project director"
    assert keyed("A huge fan of Thai food, I'd love a recipe.").get("likes.thai_food")
    assert keyed("Married to a jazz pianist named Theo, I stay up late.").get(
        "relation.partner") == "Theo"


def test_an_opening_phrase_about_someone_else_is_not_the_speakers():
    assert "job" not in keyed("Being a nurse, my sister works nights.")
    assert "location" not in keyed("As a child living in Paris, my mother was happy.")


# voice dictation
def test_dictation_is_broken_into_clauses():
    said = ("anyway i cant eat gluten and my husband drives a forklift at a warehouse so if "
            "you suggest recipes keep that in mind")
    assert keyed(said).get("avoids.gluten") == "gluten"
    k = keyed("we live out in sacramento near the river my husband drives a forklift and we "
              "have two boys the older one is called arjun")
    assert k.get("location") == "Sacramento" and k.get("relation.son.arjun") == "Arjun"


@pytest.mark.parametrize("said", ["I can't eat gluten, so if you suggest recipes, skip it.",
                                  "i told my husband we have to go",
                                  "short one and my son is here"])
def test_punctuated_or_short_text_and_governed_relatives_are_not_broken(said):
    assert "\n" not in clauses(said)


def test_lowercase_names_after_name_is_and_before_a_pets_verb():
    assert keyed("my husbands name is suresh by the way").get("relation.husband") == "Suresh"
    assert keyed("our beagle pepper eats like a horse").get("relation.dog") == "Pepper"
    assert statements("My husband's name is Sam by the way.") == []   # nothing more said


# jobs said after where, when or for how long
@pytest.mark.parametrize("said, job", [
    ("i work nights at the childrens hospital as a respiratory therapist",
     "respiratory therapist"),
    ("I was promoted to project director last week.", "project director"),
    ("Work is fine, I've been a bus driver for eleven years.", "bus driver"),
])
def test_a_job_said_with_where_or_how_long(said, job):
    assert keyed(said).get("job") == job


@pytest.mark.parametrize("said", ["I joined the club as a member.",
                                  "I started the year as a beginner."])
def test_a_role_that_is_no_job(said):
    assert "job" not in keyed(said)


# likes and limits said indirectly
def test_indirect_likes_and_limits():
    assert keyed("I'm not a fan of horror movies at all.").get("dislikes.horror_movies")
    assert keyed("anyway i cant eat gluten").get("avoids.gluten") == "gluten"
    assert statements("Honestly I could live on ramen, it's my comfort food.") == [
        "The user could live on ramen, it's their comfort food."]


def test_what_is_no_like_or_limit():
    assert not any(a.startswith("avoids.") for a in keyed("I can't eat much in the morning."))
    assert statements("I could move to Spain one day.") == []


# plans not yet true
def test_a_planned_move_keeps_the_home_and_a_new_date_is_kept():
    k = keyed("We'll move to Hamburg in June, but for now we're still in Bremen.")
    assert k.get("location") == "Bremen" and k.get("plan.move") == "Hamburg"
    assert k.get("plan.move.date") == "June 2024"
    assert keyed("Bad news: the move got pushed back to September.").get(
        "plan.move.date") == "September 2024"


def test_a_rescheduled_event_not_the_speakers_and_a_move_done():
    assert not keyed("The concert got postponed to Friday.")
    k = keyed("We moved to Hamburg in June.")
    assert k.get("location") == "Hamburg" and "plan.move" not in k


# medication
def test_medication_is_read():
    assert keyed("I'm on metformin, so remind me.").get("medication.metformin")
    assert keyed("I take insulin twice a day.").get("medication.insulin")


@pytest.mark.parametrize("said", ["I'm on holiday in Spain.", "I take the bus to work.",
                                  "I used to be on statins.", "I'm on Pine Street."])
def test_what_is_no_medication(said):
    assert not any(a.startswith("medication.") for a in keyed(said))


# habits and classes
def test_a_weekly_habit_and_classes_taken():
    assert keyed("Every Sunday morning I go swimming at the lake.").get(
        "habit.sunday_morning") == "go swimming at the lake"
    assert keyed("I play squash on Tuesdays.").get("habit.tuesday") == "play squash"
    # one day and its evenings every week (remember17 saw it form no habit)
    assert keyed("We play squash on Thursday nights at the leisure centre.").get(
        "habit.thursday_night") == "play squash"
    assert not any(a.startswith("habit.") for a in keyed("I played squash on Thursday night."))
    assert keyed("i picked up pottery classes").get("activity.pottery") == "pottery"


@pytest.mark.parametrize("said", ["Every time I try, it fails.", "On Sunday I went swimming.",
                                  "I started a pottery class on Saturday."])
def test_what_is_no_habit_or_course(said):
    assert not any(a.startswith(("habit.", "activity.")) for a in keyed(said))


# relatives told apart by age
def test_relatives_told_apart_by_age():
    assert keyed("my younger son is named dev").get("relation.son.dev") == "Dev"
    assert keyed("We have two girls, the eldest is called Mia.").get(
        "relation.daughter.mia") == "Mia"
    assert not keyed("my little brother is annoying")


def test_where_one_grew_up_is_said_so():
    from tests.unit.helpers.extract import page
    from memory.lpm_rules import extract
    got = [f["text"] for f in extract([page("Having grown up in Nova Scotia, I miss the sea.")])]
    assert "The user grew up in Nova Scotia (where they are from)." in got
