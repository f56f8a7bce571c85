"""The extractor on styles of writing (remember5): terse replies that lean on what came
before ("Yes. Two kids. Both girls.", "Older one is 9."), facts shared with "both", pronouns
after a relative of either sex and across messages of one chat, a job's duration, events
ahead said in the present. Each family with a near miss that must form no fact. No model."""
import pytest

from memory.lpm_rules import extract
from memory.lpm_shared import both
from memory.lpm_terse import replies

from tests.unit.helpers.extract import keyed, page, statements


def told(user, before=""):
    """The facts of `user` said after `before` in the same chat."""
    p = page(user, pid=2)
    return extract([p], {2: before} if before else None)


def texts(user, before=""):
    return [f["text"] for f in told(user, before)]


def keys(user, before=""):
    return {f["attribute"]: f["value"] for f in told(user, before) if f["attribute"]}


# terse: a count of children, and their sex said after it
def test_a_bare_count_of_children_is_the_speakers():
    assert any("two daughters" in t for t in texts("Yes. Two kids. Both girls."))
    assert replies(["Yep, three boys."]) == ["I have three sons (three kids, both boys)."]


@pytest.mark.parametrize("said", ["Two coffees please.", "Two kids were shouting outside.",
                                  "Two kids? No way."])
def test_other_counts_are_no_children(said):
    assert not any("kids" in t or "daughters" in t for t in texts(said))


# terse: "Older one is 9" with children in the talk (this message or the one before)
def test_an_age_by_order_needs_children_just_mentioned():
    got = " ".join(texts("Older one is 9. Younger is 6.", before="Yes. Two kids. Both girls."))
    assert "older daughter is 9" in got and "younger daughter is 6" in got
    assert not any("9" in t for t in texts("Older one is 9.",
                                           before="I'm comparing two laptops."))
    # someone else's children
    assert not any("older child" in t for t in texts("My coworker Dave has two kids. Older one "
                                                     "is 9."))


# terse: a bare place, then "been here all my life"
def test_a_bare_place_said_with_how_long_is_home():
    assert keys("Nope, Glasgow. Been here all my life.").get("location") == "Glasgow"
    assert keys("Nope, Glasgow. Been here all my life.").get("name") is None   # not "Been"
    assert keyed("Jonas here. 26, living in Hamburg.").get("name") == "Jonas"


@pytest.mark.parametrize("said", ["Glasgow. What a city.", "Nope, Glasgow.",
                                  "Leeds. Lived there for years before the move.",
                                  "Paris. Been there twice, loved it."])
def test_a_bare_place_alone_is_no_home(said):
    assert keys(said).get("location") is None


# terse: a bare job noun with how the speaker works
def test_a_bare_job_with_how_one_works_is_the_job():
    assert keys("Electrician. Self-employed, so the income goes up and down.").get(
        "job") == "electrician"
    assert keys("Nurse, part time.").get("job") == "nurse"


@pytest.mark.parametrize("said", ["Plumber. Need one urgently, the pipe burst.",
                                  "Electrician. Who should I call?", "Teacher."])
def test_a_bare_job_noun_alone_is_no_job(said):
    assert keys(said).get("job") is None


# terse: a bare name right after "got a collie" / "have a daughter"
def test_a_bare_name_after_a_new_pet_names_it():
    k = keys("Also got a collie. Bran. He'd hate a flat.")
    assert k.get("relation.dog") == "Bran"
    assert keys("Wife's called Moira. She's a teacher.").get("relation.wife") == "Moira"
    assert any("Moira is a teacher" in t for t in texts("Wife's called Moira. She's a teacher."))


@pytest.mark.parametrize("said", ["My sister got a collie. Bran.", "Got a new sofa. Grey.",
                                  "Also got a collie. Sorry."])
def test_a_bare_word_elsewhere_names_no_pet(said):
    assert keys(said).get("relation.dog") is None and keys(said).get("relation.sister") is None


def test_her_name_after_the_older_one_is_the_older_daughter():
    k = keys("Yes, for the older one. Her name's Isla.",
             before="What's a good first bike for a 9 year old?")
    assert k.get("relation.daughter.isla") == "Isla"
    assert keys("Yes, the older one. Her name's Isla.",
                before="Which of the two vases should I buy?") == {}


# shared: "we're both nurses", "me and my wife Dana are both nurses"
def test_both_makes_a_job_the_speakers_and_the_partners():
    said = "Me and my wife Dana are both nurses and we work nights at the same hospital."
    assert both(said) == ["I'm a nurse.", "My wife Dana is a nurse."]
    assert keys(said).get("job") == "nurse" and keys(said).get("relation.wife") == "Dana"
    assert keys("We're both teachers.").get("job") == "teacher"


@pytest.mark.parametrize("said", ["We're both tired.", "We both love nurses.",
                                  "My sister and her husband are both nurses.",
                                  "We are teachers at heart."])
def test_both_without_a_shared_job_is_no_job(said):
    assert keys(said).get("job") is None


# pronouns: after a relative of either sex, in the next message, possessives
def test_she_after_a_flatmate_is_the_flatmate():
    got = texts("Ugh, my flatmate Zainab is driving me mad. She's a junior doctor.")
    assert any("Zainab is a junior doctor" in t for t in got)
    assert keyed("Ugh, my flatmate Zainab is driving me mad. She's a junior doctor.").get(
        "job") is None
    assert not any("doctor" in t for t in texts("My wife Anna loves it. He's a doctor."))


def test_he_opening_the_next_message_is_the_relative_just_named():
    before = "My little brother Femi just started an apprenticeship in Cardiff."
    assert keys("He's 19 and loves cycling.", before).get("relation.brother.age") == "19"
    assert "relation.brother.age" not in keys("He's 19 and loves cycling.")
    assert not any(k.endswith(".age") for k in keys(
        "He's 19 and loves cycling.", before="I went to Cardiff for the match."))


def test_a_late_relative_said_of_again_stays_late():
    before = "My wife Margaret passed away last year."
    assert "relation.wife" not in keys("She was a wonderful cook.", before)
    assert texts("She was a wonderful cook.", before) == [
        "The user's wife Margaret was a wonderful cook."]
    # the name formed where it is said, as before
    assert keys("My wife Margaret passed away last year.")["relation.wife"] == "Margaret"


def test_her_cat_is_the_relatives_cat():
    got = texts("My best friend Tolu is a lawyer. Her cat Mango just had kittens.")
    assert any("Tolu's cat Mango" in t for t in got)
    assert not any("Anna's cat" in t for t in texts("My wife Anna is away. His cat is ill."))


# a job's duration, and events ahead said in the present
def test_how_long_one_has_done_a_job_is_kept():
    assert any("paramedic (for six years)" in t for t in texts(
        "Write a cover letter, I've been a paramedic for six years."))
    assert not any("(" in t for t in texts("I've been a paramedic.") if "paramedic" in t)


def test_an_event_said_in_the_present_is_ahead():
    fut = " ".join(statements("My boss Kevin just announced he's moving to Singapore in "
                              "February, so the studio is in chaos."))
    assert "February 2025" in fut
    past = " ".join(statements("My boss Kevin moved to Singapore in February and the studio "
                               "is in chaos."))
    assert "February 2024" in past
    assert "16 March 2024" in " ".join(statements("My daughter Ivy turns 8 on Saturday and "
                                                  "loves dinosaurs."))


# a request that presupposes an event the speaker prepares for
def test_training_for_my_event_in_a_request_is_a_fact():
    got = texts("Any tips for fitting in training for my first half marathon in October?")
    assert any("training for their first half marathon in October" in t for t in got)


@pytest.mark.parametrize("said", ["If I were training for my first marathon, what would I eat?",
                                  "How should my son revise for his exams?",
                                  "Any tips for my friend's first marathon?"])
def test_no_event_is_presupposed_elsewhere(said):
    assert not any("training" in t or "revis" in t or "marathon" in t for t in texts(said))


# what a relative thinks is reported, the clause before it is a fact
def test_the_clause_before_what_a_relative_thinks_is_read():
    k = keyed("My brother Femi is 19 and thinks he knows everything.")
    assert k.get("relation.brother.age") == "19"
    assert statements("My brother says I should move to Leeds.") == []
    assert keyed("My brother says I should move to Leeds.").get("location") is None


# terse: more reply shapes
def test_more_terse_reply_shapes_are_read():
    assert any("two daughters" in t for t in texts("Yes. Two. Both girls."))
    assert any("two sons" in t for t in texts("Two kids, both boys."))
    assert keys("Glasgow, born and raised.").get("hometown") == "Glasgow"
    got = " ".join(texts("Eldest is 12, youngest 8.", before="We have three kids."))
    assert "eldest child is 12" in got and "youngest child is 8" in got
    assert keys("Yes, a lab called Rosie.").get("relation.dog") == "Rosie"
    assert keys("No kids, just a cat called Pixel.").get("relation.cat") == "Pixel"
    assert keys("Teacher. Twenty years now.").get("job") == "teacher"
    assert keys("Retired. Used to be a teacher.").get("former_job") == "teacher"


@pytest.mark.parametrize("said", ["Two. Both ready.", "Eldest is 12, youngest 8.",
                                  "Nurse. Night shifts are hard for my sister.",
                                  "Teacher. Twenty years ago I quit.",
                                  "A dog called Rex bit me yesterday.", "Yes. Two."])
def test_terse_shapes_without_their_cue_form_nothing(said):
    k = keys(said)
    assert not any(a in k for a in ("job", "relation.dog", "hometown", "location"))
    assert not any("daughters" in t or "years old" in t for t in texts(said))


# "our kids are 4 and 7", a relative's birthday as the occasion of a request
def test_ages_of_several_children_and_a_birthday_to_come():
    assert any("kids are 4 and 7 years old" in t for t in texts("Our kids are 4 and 7."))
    assert any("husband is turning 40" in t for t in texts(
        "What should I get my husband for his 40th?"))
    assert any("daughter is turning 8" in t for t in texts(
        "Ideas for my daughter's 8th birthday party?"))
    assert any("Ivy turns 8" in t for t in texts(
        "Can you help me plan a party for my daughter Ivy, she turns 8 on Saturday?"))


@pytest.mark.parametrize("said", ["Our kids are 10 minutes late.", "My son's 5th grade teacher "
                                  "is strict.", "What if my husband was turning 40?",
                                  "Help me plan my parents' 40th anniversary."])
def test_other_numbers_are_no_ages(said):
    assert not any("years old" in t or "turning" in t for t in texts(said))
