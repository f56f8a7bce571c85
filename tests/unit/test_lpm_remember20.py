"""The extractor and the focus on questions asked the many ways people ask about themselves
(remember20): a relative or pet asked of without "my" ("dog's name?"), a request that asks
to keep the user's own thing in mind, a health check asked in passing, the ex's job, "call
home"; and facts told plainly: a move from one town to another, a home lived in for years,
what a relative gave up, a working breed. Each with a near miss it must leave alone. No
model (the ending tests: a real engine and embedder)."""
import pytest

from app import focus
from app.focus_subject import subject_match
from app.questions import asked
from memory import long_term
from memory.engine import MemoryEngine
from memory.lpm_rules import extract
from memory.types import Context

from tests.unit.helpers.extract import keyed, page, tell, items as _items


def _beside(facts, text):
    got = focus.select(Context("q", (), 100, 0, facts), text)
    return got.items[0].text if got else None


# a relative or pet said as whose, without "my" (app.questions)
def test_a_relative_or_pet_asked_without_my_is_the_users():
    assert asked("dog's name?") == "my dog's name?"
    assert asked("grandkids' names?") == "my grandkids' names?"
    facts = _items("The user has two grandchildren, Obinna and Chiamaka.",
                   "The user's daughter is called Chioma.")
    assert _beside(facts, "grandkids' names?") == facts[0].text


def test_a_kin_word_that_is_not_whose_gets_no_my():
    assert asked("Friend recommendations for Lisbon?") == "Friend recommendations for Lisbon?"
    assert asked("Dog food brands?") == "Dog food brands?"


# a request to keep the user's own thing in mind (app.focus._MINDFUL)
def test_a_request_to_keep_the_users_thing_in_mind_gets_the_fact():
    facts = _items("The user can't eat anything with gluten, the user has coeliac disease.",
                   "The user is learning Portuguese on an app in their lunch breaks.")
    assert _beside(facts, "Suggest something for dinner tonight, remembering what I don't "
                          "eat.") == facts[0].text
    back = _items("The user has got a dodgy back from a slipped disc.", "The user is 52.")
    assert _beside(back, "Can you suggest a workout for me? Keep my injury in mind.") == \
        back[0].text
    assert not focus.bare("Plan me a week of lunches, bearing in mind my diet.")


def test_a_request_that_keeps_nothing_of_the_user_in_mind_stays_bare():
    facts = _items("The user's dog is called Pepper.")
    for s in ("Can you help me draft an email to my boss?", "Keep in mind that it's raining.",
              "Suggest a film, keeping it short.", "Can you remember this number: 4471?"):
        assert _beside(facts, s) is None, s


# a health check asked in passing (app.focus_subject._ASKS_HEALTH)
def test_a_health_question_finds_the_condition_before_closer_facts():
    facts = _items("The user volunteers at the food bank in town on Tuesday mornings.",
                   "The user has high blood pressure, so the user tries to keep the salt down.")
    q = "I'm eating out tonight. Anything I should watch out for on the menu, health-wise?"
    assert subject_match(facts, q, set()) == facts[1]


def test_a_question_without_health_words_keeps_the_order_of_meaning():
    facts = _items("The user volunteers at the food bank in town on Tuesday mornings.",
                   "The user has high blood pressure, so the user tries to keep the salt down.")
    assert subject_match(facts, "Where do I volunteer?", set()) == facts[0]


# the ex asked of by the name the break-up gave (app.focus_subject._EX_ASKED)
def test_the_exs_job_is_found_by_the_exs_name():
    facts = _items("The user's ex is Tomás (they broke up; no longer together).",
                   "The user's boyfriend Tomás is a plumber (their job).",
                   "The user lives with their friend Nerea.")
    assert subject_match(facts, "What did my ex do for work?", set()) == facts[1]
    assert subject_match(facts, "What was my ex called?", set()) == facts[0]


def test_an_exam_or_an_ex_wife_told_by_no_name_is_not_the_ex_named():
    facts = _items("The user has a chemistry exam on Friday.",
                   "The user's ex is Tomás (they broke up; no longer together).",
                   "The user's boyfriend Tomás is a plumber (their job).")
    assert subject_match(facts, "When is my exam?", set()) == facts[0]
    assert subject_match(facts[:1], "What does my ex-wife do?", set()) == facts[0]


def test_the_exs_job_asked_with_whose_is_the_job_not_the_break_up():
    facts = _items("The user's ex is Tomás (they broke up; no longer together).",
                   "The user's boyfriend Tomás is a plumber (their job).")
    assert subject_match(facts, "What was my ex's job?", set()) == facts[1]
    assert subject_match(facts, "Who is my ex?", set()) == facts[0]


# what a relative did before, asked of by name (app.focus_subject._PAST_FACT)
def test_what_a_relative_did_before_is_what_they_gave_up():
    facts = _items("The user's daughter Ruby is 16 years old.",
                   "The user's daughter is called Ruby.",
                   "The user's daughter Ruby has given up netball and joined the hockey team.")
    assert subject_match(facts, "What did Ruby play before?", {"ruby"}) == facts[2]


def test_a_question_about_a_relative_now_keeps_the_fact_closest_in_meaning():
    facts = _items("The user's daughter Ruby is 16 years old.",
                   "The user's daughter Ruby has given up netball and joined the hockey team.")
    assert subject_match(facts, "How old is Ruby?", {"ruby"}) == facts[0]


# "Which city do I call home?" (app.focus_subject)
def test_call_home_asks_where_the_user_lives():
    facts = _items("The user grew up in Launceston (where they are from).",
                   "The user lives in Hobart (for the last twenty years).")
    assert subject_match(facts, "Which city do I call home?", set()) == facts[1]
    assert subject_match(facts, "Where did I grow up?", set()) == facts[0]
    assert subject_match(facts, "Which city am I in?", set()) == facts[1]
    assert subject_match(facts, "Which city am I flying to?", set()) == facts[0]
    assert subject_match(facts, "Do I still live in Launceston?", {"launceston"}) == facts[1]


def test_a_place_named_in_another_question_still_finds_the_fact_naming_it():
    facts = _items("The user lives in Hobart (for the last twenty years).",
                   "The user grew up in Launceston (where they are from).")
    assert subject_match(facts, "Did I grow up in Launceston?", {"launceston"}) == facts[1]
    assert subject_match(facts, "What did I do in Launceston?", {"launceston"}) == facts[1]


# a relative's age said in words (lpm_people._kin_ages, lpm_spoken.AGE_WORDS)
def test_a_relatives_age_in_words_is_their_age():
    assert keyed("Our daughter Ruby is sixteen and she plays netball.")[
        "relation.daughter.ruby.age"] == "16"
    assert keyed("My son Nabil had his birthday on Saturday, he's eight now.")[
        "relation.son.nabil.age"] == "8"
    assert keyed("My husband is fifty-two and still plays rugby.")["relation.husband.age"] == "52"


def test_a_number_word_that_is_no_age_is_not_one():
    for s in ("My sister is one of the organisers.", "My son is seven minutes late.",
              "My daughter is one and only."):
        assert not any(a.endswith(".age") for a in keyed(s)), s


# a move from one town to another (lpm_changes._FROM_TO)
def test_a_move_from_one_town_to_another_is_the_home_and_a_former_home():
    k = keyed("Big change: we've moved from Cheltenham to Gloucester because of Khalil's job.")
    assert k["location"] == "Gloucester"
    assert k["former_location.cheltenham"] == "Cheltenham"
    assert keyed("We relocated from Leeds to York in March.")["moved"] == "York"


def test_someone_elses_move_a_possible_one_or_a_team_change_is_no_home():
    for s in ("My parents moved from Leeds to York.", "We might move from Leeds to York.",
              "I moved from Sales to Marketing team last spring.",
              "If we moved from Leeds to York, would it be cheaper?"):
        assert "location" not in keyed(s), s


# a home lived in for years (lpm_identity._NOT_HOME)
def test_a_home_lived_in_for_years_is_the_home():
    assert keyed("I grew up in Launceston but I've lived in Hobart for the last twenty "
                 "years.")["location"] == "Hobart"
    assert keyed("I've lived in Oslo for 12 years.")["location"] == "Oslo"


def test_a_stay_for_a_while_or_for_work_is_no_home():
    for s in ("I've lived in Rome for a month for work.", "I'm in Rome for the conference now.",
              "I've lived in Paris for two years when I was a student."):
        assert "location" not in keyed(s), s


# a working breed is a dog (lpm_words.PET_KIND)
def test_a_kelpie_is_a_dog():
    assert keyed("We've got a kelpie called Scout.")["relation.dog"] == "Scout"


# what a relative gave up ends what was said of them with it (lpm_rules._KIN_GAVE_UP);
# real engine
@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def _facts(engine):
    return [i.text for i in long_term.current(engine.store)]


def test_what_a_relative_gave_up_ends_what_was_said_of_them(engine):
    tell(engine, "Our daughter Ruby is sixteen and she plays netball.")
    tell(engine, "Ruby has given up netball and joined the hockey team.")
    facts = _facts(engine)
    assert not any("plays netball" in f for f in facts)
    assert any("hockey" in f for f in facts)


def test_what_someone_else_gave_up_or_the_user_still_does_stays(engine):
    tell(engine, "I play netball on Tuesdays.", "Our daughter Ruby plays netball too.")
    tell(engine, "My sister Kate has given up netball.")
    facts = _facts(engine)
    assert any("Ruby" in f and "netball" in f for f in facts)
    assert any("Tuesdays" in f for f in facts)
    said = extract([page("My son has given up on his homework.")])
    assert not any(f["ends_like"] for f in said)


# how long a diet has been kept (lpm_tastes)
def test_how_long_a_diet_has_been_kept_is_in_its_fact():
    texts = [f["text"] for f in extract([page("I've been vegetarian since I was fifteen.")])]
    assert "The user is vegetarian (since they were fifteen)." in texts
    assert keyed("I'm vegan, for the last six years.")["diet"] == "vegan"


def test_a_since_that_is_no_time_is_left_out_of_the_diet():
    texts = [f["text"] for f in extract([page("I've been vegetarian since my sister's "
                                              "wedding.")]) if f["attribute"] == "diet"]
    assert texts == ["The user is vegetarian."]


# where a relative works (app.focus_subject._ASKS_KIN_WORK); "Can you recall ..." (questions)
def test_where_a_relative_works_finds_the_workplace_before_the_job():
    facts = _items("The user's wife Ngozi is a midwife (their job).",
                   "The user's wife Ngozi is a midwife at the maternity unit.")
    assert subject_match(facts, "Where does my wife work?", set()) == facts[1]
    assert subject_match(facts, "What does my wife do?", set()) == facts[0]


def test_can_you_recall_asks_memory_but_can_you_remember_this_is_a_task():
    assert asked("Can you recall what my son is into?") == "what my son is into?"
    assert asked("Can you remember that my code is 4471?") == \
        "Can you remember that my code is 4471?"
