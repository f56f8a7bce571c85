"""The extractor and the focus on plans, standing instructions, health routines and
possessions (remember16): rules said without "always", a topic to avoid, a rule for whenever
something happens, an event moved to a new date, a new dose, the year of a course, teaching
as a job, a car replaced; questions asked of the assistant ("Which spelling should you
use?"), of a trade, of a full name, of a place. Each with a near miss it must leave alone.
No model."""
from datetime import datetime

from app import focus, focus_subject
from memory.asked_attribute import asked_attribute
from memory.lpm_rules import extract
from memory.timewords import resolve
from memory.types import Context, ContextItem

from tests.unit.helpers.extract import T, keyed, page, statements


def _items(*texts):
    return tuple(ContextItem("lpm", n, "trait", t, float(n), 8) for n, t in enumerate(texts))


def _rules(user):
    return [f["text"] for f in extract([page(user)]) if f["kind"] == "assistant_knowledge"]


# standing instructions (lpm_instructions)
def test_a_rule_about_the_form_of_answers_needs_no_always():
    assert _rules("Use British spelling please, not American.") == [
        "The user asked the assistant to use British spelling, not American."]
    assert _rules("Answer in plain English, I'm dyslexic.")


def test_a_one_off_task_or_an_imperative_about_something_else_is_no_rule():
    for s in ("Use metric for this recipe.", "Write me a poem in French.",
              "Use a sharp knife for the onions.", "If you get a chance, use the blue folder."):
        assert not _rules(s), s


def test_a_topic_to_avoid_is_a_rule_and_its_reason_is_left_out():
    assert _rules("Please don't bring up my ex-wife Carys, it's still a sore subject.") == [
        "The user asked the assistant to never bring up their ex-wife Carys."]


def test_dont_mention_it_or_dont_worry_is_no_rule():
    for s in ("Don't mention it.", "Don't worry about the spelling.", "Don't mention that."):
        assert not _rules(s), s


def test_a_rule_for_whenever_something_happens_keeps_its_condition():
    assert _rules("When you give me a list, use numbered points rather than bullet points.") == [
        "The user asked the assistant to use numbered points rather than bullet points when "
        "the assistant gives them a list."]
    assert _rules("Whenever you suggest recipes, leave out mushrooms.")


def test_an_always_rule_says_me_as_them():
    assert _rules("Always give me temperatures in Celsius.") == [
        "The user asked the assistant to always give them temperatures in Celsius."]


# a question asked of the assistant's rules (app.focus_subject.TO_ASSISTANT)
def test_a_question_of_what_the_assistant_should_do_gets_the_rule():
    facts = _items("The user's nickname is Tad.", "The user is dyslexic.",
                   "The user asked the assistant to use British spelling, not American.")
    found = Context("q", (), 100, 0, facts)
    got = focus.select(found, "Which spelling should you use?")
    assert got is not None and got.items[0].text.endswith("British spelling, not American.")
    # a name asked keeps the nickname first
    assert focus_subject.subject_match(facts, "What should you call me?", set()).text == \
        "The user's nickname is Tad."


def test_a_general_question_about_you_is_not_about_a_rule():
    facts = _items("The user asked the assistant to use British spelling, not American.")
    assert focus.select(Context("q", (), 100, 0, facts), "What is the capital of France?") is None
    assert focus.select(Context("q", (), 100, 0, facts), "Do you like music?") is None


# an event moved to a new date (lpm_plans)
def test_an_event_said_with_its_kind_gets_its_new_date_and_ends_the_old_statement():
    fs = [f for f in extract([page("Change of plan, the anatomy exam has been moved to Monday "
                                   "the 9th because of a room clash.")]) if f["attribute"]]
    assert fs[0]["attribute"] == "plan.anatomy_exam.date"
    assert "Monday the 9th" in fs[0]["text"]
    assert fs[0]["ends_like"] == ["anatomy", "exam"]
    assert keyed("My driving test was postponed until the 28th.").get(
        "plan.driving_test.date") == "the 28th"


def test_an_event_without_its_kind_ends_only_the_speakers_own_and_someone_elses_is_not_read():
    fs = [f for f in extract([page("Our move got pushed back to September.")])
          if f["attribute"]]
    # (remember45: only a statement of the speaker's own with a month in it, so "my sister's
    # move is in June" stays; tests/unit/test_lpm_remember45.py)
    assert fs[0]["attribute"] == "plan.move.date" and fs[0]["ends_like"][0] == "move"
    assert "user is" in fs[0]["ends_like"][1] and "june" in fs[0]["ends_like"][2]
    assert not any(a.startswith("plan.") for a in keyed("The concert was moved to Friday."))


def test_a_weekday_said_with_its_date_is_not_made_another_day():
    assert resolve("on Monday the 9th", T, future=True) == "on Monday the 9th"
    assert resolve("on Monday 9th", T, future=True) == "on Monday 9th"
    monday = datetime.fromtimestamp(T)   # T is a Monday: "on Monday" is still resolved
    assert resolve("on Friday", T, future=True) == \
        f"on Friday {monday.day + 4} March {monday.year}"


# a new dose (lpm_medication)
def test_a_new_dose_is_the_medicine_taken_now():
    assert keyed("My omeprazole was put up to 40mg last week.")["medication.omeprazole"] == \
        "omeprazole 40mg"
    assert keyed("The doctor upped my sertraline to 100mg.")["medication.sertraline"] == \
        "sertraline 100mg"


def test_someone_elses_dose_or_another_thing_put_up_is_no_medicine():
    assert not any(a.startswith("medication.")
                   for a in keyed("My mum's omeprazole was put up to 40mg."))
    assert not any(a.startswith("medication.") for a in keyed("My rent was put up to 900."))
    assert not any(a.startswith("medication.")
                   for a in keyed("If my omeprazole was put up to 40mg I'd feel better."))


# the year of a course (lpm_story)
def test_the_year_of_a_course_is_what_is_studied():
    assert keyed("I'm in my final year of occupational therapy.")["study"] == \
        "occupational therapy"
    assert keyed("I'm in my second year of law at Durham.")["study"] == "law"


def test_a_year_of_a_stage_of_life_is_no_course():
    for s in ("I'm in my first year of marriage and loving it.",
              "I'm in my final year at work before retiring.",
              "I'm in my second year of teaching."):
        assert "study" not in keyed(s), s


# teaching as a job (lpm_changes)
def test_teaching_at_a_school_or_college_is_the_job():
    k = keyed("Also I've left the lab, I teach geography at a sixth form college in Truro now.")
    assert k["job"] == "geography teacher"
    assert keyed("I teach at a primary school.")["job"] == "teacher"


def test_teaching_someone_a_class_elsewhere_or_someone_elses_teaching_is_no_job():
    for s in ("I teach my son to swim.", "I teach a pottery class at the community centre.",
              "My wife teaches at a primary school.", "I used to teach at a school in Leeds."):
        assert "job" not in keyed(s), s


# a car replaced (lpm_tastes)
def test_a_car_replaced_is_the_car_now_and_names_the_old_one():
    f = [f for f in extract([page("The Saab finally died on the motorway, so I've replaced it "
                                  "with a secondhand Mazda 6.")]) if f["attribute"] == "car"]
    assert f[0]["value"] == "secondhand Mazda 6"
    assert f[0]["text"].endswith("(it replaced their old Saab).")
    assert keyed("We traded the old Fiesta in for a Kia Picanto.")["car"] == "Kia Picanto"


def test_another_thing_replaced_or_someone_elses_car_is_not_the_car():
    assert "car" not in keyed("My phone died so I replaced it with a new iPhone.")
    assert "car" not in keyed("My sister sold her car and replaced it with a Honda Jazz.")


# questions by their usual words (memory.asked_attribute, app.focus)
def test_a_trade_is_a_job_and_a_full_first_name_is_the_name():
    assert asked_attribute("What's my trade?") == "job"
    assert asked_attribute("What's my full first name?") == "name"
    assert asked_attribute("What's my real name?") == "name"


def test_someone_elses_real_name_is_not_the_users():
    assert asked_attribute("What's my friend's real name?") is None
    assert asked_attribute("What's the trade deficit?") is None


def test_a_where_question_gets_the_sentence_naming_the_place():
    fact = _items("The user bought a house. A little terrace in Ludlow, the user gets the keys "
                  "in December.")[0]
    assert "Ludlow" in focus._excerpt(fact, "Where did we buy a house?").text
    # not for another question: the sentence saying what is asked
    assert focus._excerpt(fact, "What did we buy, a house?").text == "The user bought a house."


def test_what_i_did_before_asks_the_former_job():
    facts = _items("The user's job is working as a geography teacher.", "The user is vegan.",
                   "The user's job used to be working as an oceanographer.")
    pick = focus_subject.subject_match
    assert pick(facts, "What did I do before teaching?", set()).text.endswith("oceanographer.")
    # a past question about something else is not the job
    other = _items("The user's job is working as a teacher.",
                   "The user used to live in Leeds.",
                   "The user's job used to be working as an oceanographer.")
    assert pick(other, "Where did I live before?", set()).text == "The user used to live in Leeds."


# a collection's size (lpm_activities)
def test_the_collection_in_ones_own_chat_is_ones_own_and_its_size_is_kept():
    assert keyed("The pen collection is up to 75 now after a fair in Hay-on-Wye.")[
        "collection.pen"] == "75"
    assert keyed("My vinyl collection has grown to 300.")["collection.vinyl"] == "300"


def test_someone_elses_collection_is_not_the_users():
    assert not any(a.startswith("collection.")
                   for a in keyed("My dad's stamp collection is up to 500."))
    assert not keyed("The museum's collection is huge.")


def test_a_dose_said_is_part_of_the_value_so_a_new_one_is_news():
    assert keyed("I take 20mg of omeprazole every morning.")["medication.omeprazole"] == \
        "omeprazole 20mg"
    assert keyed("I'm now on 40mg omeprazole.")["medication.omeprazole"] == "omeprazole 40mg"
    # no dose said: the drug alone, as before
    assert keyed("I'm on metformin.")["medication.metformin"] == "metformin"
