"""The extractor on ordinary people (remember28, blind scripts): a name said with "my"
dropped, a birthplace without "I was", a reading the doctor gave said after a request, a
language one teaches, a date put right, a pet named apart from its news, "me and my X Name".
Each family with a near miss it must leave alone. No model."""
from memory.lpm_corrections import fix_of, rewrite
from memory.lpm_rules import extract

from tests.unit.helpers.extract import keyed, page


def _all(user):
    return [f["text"] for f in extract([page(user)])]


# a name with "my" dropped (lpm_identity.name_of)
def test_a_name_said_without_my_after_a_greeting_is_the_speakers():
    assert keyed("G'day, name's Sione Taufa, I'm 45.").get("name") == "Sione Taufa"
    assert keyed("Name's Dot.").get("name") == "Dot"


def test_a_name_of_someone_else_or_no_name_is_not_the_speakers():
    assert "name" not in keyed("Her name's Bella.")
    assert "name" not in keyed("Name's not important, I live in Perth.")


# a birthplace without "I was" (fragments._NO_SUBJECT, lpm_identity)
def test_born_or_grew_up_opening_what_is_said_is_the_speakers_hometown():
    assert keyed("Born in Nuku'alofa but I've lived in Wollongong for twenty years.").get(
        "hometown") == "Nuku'alofa"
    assert keyed("Born and raised in Cork.").get("hometown") == "Cork"
    assert keyed("Grew up in Lagos, moved to London in 2010.").get("hometown") == "Lagos"


def test_born_of_someone_else_or_in_a_month_is_no_hometown():
    assert "hometown" not in keyed("My son was born in Leeds.")
    assert "hometown" not in keyed("Born in March, so I'm a Pisces.")
    assert "hometown" not in keyed("I was born in March.")
    assert "hometown" not in keyed("Brought up the idea with my boss.")


# a reading of one's own (lpm_tastes._READING), also after a request (lpm_passing)
def test_a_high_reading_is_a_condition_also_when_the_doctor_said_it_after_a_request():
    assert keyed("My cholesterol is high.").get("health.high_cholesterol") == "high cholesterol"
    assert keyed("can you give me a meal plan for the week? trying to eat better, doctor said "
                 "my cholesterol is high").get("health.high_cholesterol") == "high cholesterol"


def test_someone_elses_reading_a_fine_one_or_a_question_is_no_condition():
    for said in ("My dad's cholesterol is high.", "Is my cholesterol high?",
                 "My cholesterol is fine now.",
                 "Can you suggest a dinner? my friend said my cholesterol is high"):
        assert not any(a.startswith("health.") for a in keyed(said)), said


# a language one teaches at a school (lpm_changes._TEACH)
def test_a_language_taught_at_a_school_is_the_job():
    assert keyed("I stopped translating and now I teach English at a high school.").get(
        "job") == "English teacher"


def test_a_language_taught_once_or_by_someone_else_is_no_job():
    assert "job" not in keyed("I'm teaching English in a language school tonight.")
    assert "job" not in keyed("My wife teaches English at a high school.")
    assert "job" not in keyed("I teach Sam at a school.")


def test_a_freelance_job_noun_is_one_job():
    jobs = [f["value"] for f in extract([page("I left the agency and now I work as a "
                                              "freelance interpreter.")])
            if f["attribute"] == "job"]
    assert jobs == ["freelance interpreter"]
    assert keyed("I'm freelance now, designing book covers.").get("job", "").startswith(
        "freelance")


# a date put right (lpm_corrections)
def test_a_date_put_right_is_one_value():
    fix = fix_of("Sorry, I meant 14 March.")
    assert rewrite("I'm learning to drive, my test is on 12 March.", *fix) == \
        "I'm learning to drive, my test is on 14 March."


def test_a_date_in_a_new_statement_is_no_correction():
    assert fix_of("Sorry, 5 March was great") is None
    assert fix_of("I meant 14 March") is not None   # (with "I meant" it is)
    assert rewrite("We met on 2 May and again on 9 June.", "14 March", None) is None


# a pet named apart from its news (lpm_pets._NAMED)
def test_a_pet_the_speaker_names_is_keyed_by_its_kind():
    assert keyed("I called the kitten Nuage in the end.").get("relation.cat") == "Nuage"


def test_naming_someone_else_does_or_calling_a_person_is_no_pet():
    assert not any(a.startswith("relation.") for a in keyed("I called the vet yesterday."))
    assert "relation.cat" not in keyed("My son named the kitten Nuage.")
    assert "relation.dog" not in keyed("I'll call the puppy Max.")


# "me and my X Name" opening unpunctuated chat (lpm_chat._ME_AND, lpm_spoken)
def test_me_and_a_named_relative_is_a_subject_of_two():
    texts = _all("me and my girlfriend Keisha just adopted a pit bull named Tank")
    assert keyed("me and my girlfriend Keisha just adopted a pit bull named Tank").get(
        "relation.girlfriend") == "Keisha"
    assert any("the user just adopted" in t or "and the user just adopted" in t
               for t in texts), texts


def test_me_and_a_thing_is_left_alone():
    assert not any("the user just" in t for t in _all("me and my big mouth again"))


# where the user lived before, with no former home kept (app/focus_kinds.home_before)
def _items(*texts):
    from memory.types import ContextItem
    return tuple(ContextItem("lpm", i, "trait", t, 30.0 - i, 8) for i, t in enumerate(texts))


def test_where_one_lived_before_with_no_former_home_is_where_one_is_from():
    from app import focus_subject
    facts = _items("The user lives in Nashville.", "The user is from Memphis.")
    assert "Memphis" in focus_subject.subject_match(facts, "where did i use to live", set()).text


def test_where_one_lives_now_or_a_kept_former_home_wins_over_where_one_is_from():
    from app import focus_subject
    facts = _items("The user lives in Nashville.", "The user is from Memphis.",
                   "The user used to live in Atlanta (a former home).")
    pick = focus_subject.subject_match
    assert "Nashville" in pick(facts[:2], "where do i live now", set()).text
    assert "Atlanta" in pick(facts, "where did i use to live", set()).text


# "name's" after a possessive (lpm_chat.standard)
def test_a_relatives_or_pets_name_said_with_names_is_their_name():
    assert keyed("My dog's name's Rex.").get("relation.dog") == "Rex"
    assert keyed("My wife's name's Mele.").get("relation.wife") == "Mele"


def test_names_that_is_name_has_is_left_alone():
    assert not keyed("My mum's name's been on the list for ages.")


# an age after a name said without "my" (lpm_passing.sentences_of)
def test_an_age_after_a_name_said_without_my_is_the_speakers():
    k = keyed("Hey there, name's Dot, 82 and still driving.")
    assert k.get("name") == "Dot" and k.get("age") == "82"


def test_an_age_after_someone_elses_name_is_not_the_speakers():
    assert "age" not in keyed("Her name's Bella, 3, and she's a terror.")
