"""The extractor on styles of writing (remember10): humour and hyperbole beside real facts,
office jargon and acronyms, in-laws and relatives named later, a fact said before a
question in one sentence, lowercase names before more verbs. Each family with a near miss
it must leave alone (a question, a hypothetical, someone else's fact, a joke). No model."""
from app.questions import asked
from memory.lpm_rules import extract

from tests.unit.helpers.extract import keyed, page, statements


def _all(user):
    return [f["text"] for f in extract([page(user)])]


# jokes and hyperbole (lpm_hyperbole)
def test_an_allergy_to_mondays_is_a_joke_and_the_real_one_beside_it_is_kept():
    k = keyed("I'm allergic to Mondays lol. I'm also actually allergic to penicillin.")
    assert k.get("allergy.penicillin") == "penicillin"
    assert not any("monday" in a for a in k)
    assert not any("Monday" in t for t in _all("I'm allergic to Mondays lol"))


def test_a_real_allergy_is_still_read():
    assert keyed("I'm allergic to cats.").get("allergy.cats") == "cats"
    assert not any(a.startswith("allergy.") for a in keyed("Are you allergic to cats?"))


def test_dying_for_a_thing_is_liking_it():
    k = keyed("I'd die for a good croissant right now.")
    assert k.get("likes.croissant") == "croissant"
    assert keyed("I'd kill for a coffee.").get("preference.drink") == "coffee"


def test_dying_for_something_said_of_someone_else_is_not_the_users():
    assert not keyed("My sister would die for a good croissant.")
    assert not any("croissant" in v for v in keyed("Would you die for a croissant?").values())


def test_an_ironic_as_a_job_opener_gives_the_job():
    assert keyed("As a thrilling tax accountant, my weekends are wild.").get("job") == \
        "tax accountant"
    assert keyed("As a nurse, my shifts are brutal.").get("job") == "nurse"


def test_an_as_a_opener_that_is_no_job_or_not_the_speakers_gives_none():
    assert "job" not in keyed("As a kid, my favourite game was tag.")
    assert "job" not in keyed("Being a nurse, my sister knows best.")


# office jargon (lpm_jargon)
def test_office_acronyms_are_read_as_plain_words():
    assert keyed("My EM Sara wants a postmortem by Friday, got a template?").get(
        "relation.manager") == "Sara"
    assert any("12 years of experience" in s for s in statements("12 YOE and I still hate docs"))
    assert any("works from home Tuesday and Thursday" in s
               for s in statements("I WFH Tue/Thu so I tinker at lunch."))


def test_an_acronym_in_lowercase_or_someone_elses_is_left_alone():
    assert "relation.manager" not in keyed("love em, my kids")
    assert not any("experience" in s for s in statements("Does Sara have 12 YOE?"))


# kin in other words (lpm_kinwords)
def test_a_spouses_sibling_is_an_in_law_and_her_fact_stays_hers():
    k = keyed("My husband's sister Pia is coming to stay. She's vegan.")
    assert k.get("relation.sister_in_law.pia") == "Pia"
    assert "relation.sister" not in k and "diet" not in k


def test_a_chain_other_than_an_in_law_names_no_relative_of_the_user():
    k = keyed("My son's girlfriend Lou is a paramedic.")
    assert not any(a.startswith("relation.girlfriend") for a in k)
    assert "job" not in k


def test_a_relatives_name_said_in_the_next_sentence():
    k = keyed("My husband, bless him, thinks he can cook. His name is Graham.")
    assert k.get("relation.husband") == "Graham"


def test_a_name_said_after_two_relatives_or_the_wrong_sex_is_not_given():
    assert "relation.husband" not in keyed("My husband and my son went out. His name is Tom.")
    assert "relation.husband" not in keyed("My husband thinks he can cook. Her name is Ann.")


def test_a_mate_is_a_friend_and_in_questions_too():
    assert keyed("my best mate kai reckons we're gonna win").get(
        "relation.best_friend.kai") == "Kai"
    assert asked("Who's my best mate?") == "Who's my best friend?"
    assert "friend" not in asked("Who's my flatmate?").replace("flatmate", "")


# a fact before a question in one sentence (lpm_askafter)
def test_a_fact_before_a_trailing_ask_is_read():
    st = statements("My manager Sara wants a postmortem by Friday, got a good template?")
    assert any("manager Sara wants a postmortem by Friday" in s for s in st)
    k = keyed("Need to hand over on-call to my teammate Raj before I go, what should it have?")
    assert k.get("relation.teammate.raj") == "Raj"


def test_a_setup_clause_before_an_ask_is_no_fact():
    assert not statements("If I move to Leeds next year, how should I find a flat?")
    assert not statements("When you say Python, what version do you mean?")


# lowercase names and relations named in a sentence that is no statement
def test_a_lowercase_name_before_more_verbs_and_a_step_parent():
    assert keyed("my mum claire keeps telling me to revise").get("relation.mum") == "Claire"
    assert keyed("my stepdad dave gives me a tenner if i do the bins").get(
        "relation.stepdad") == "Dave"


def test_a_common_word_after_a_relation_is_no_name():
    assert "relation.mum" not in keyed("my mum still keeps telling me to revise")
    assert "relation.dad" not in keyed("my dad always says to save money")


def test_a_sarcastic_reason_is_no_taste_and_the_habit_stays():
    k = keyed("I swim every morning at 6am because apparently I hate sleep.")
    assert "activity.swimming" in k and "dislikes.sleep" not in k
    assert keyed("I hate early meetings.").get("dislikes.early_meetings") == "early meetings"


def test_a_dev_at_a_fintech_is_a_job_and_a_workplace():
    k = keyed("I'm a backend dev at a fintech.")
    assert k.get("job") == "backend dev" and k.get("employer") == "fintech"
    assert "employer" not in keyed("I'm a regular at a startup meetup.")
    assert "job" not in keyed("My brother is a backend dev at a fintech.")
