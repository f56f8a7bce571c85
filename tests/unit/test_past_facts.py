"""Which messages ask about the past, and how an ended fact is worded for them."""
import pytest

from memory.past_facts import asks_past, worded_past


@pytest.mark.parametrize("q", [
    "Where did I live before?", "Which city did I live in before Manchester?",
    "What was my old job?", "What car did I use to drive?", "what did i do previously",
    "Where did we live originally?", "What was my previous address?",
    "What did I do before that?", "What was my job before I moved?"])
def test_questions_about_the_past(q):
    assert asks_past(q)


@pytest.mark.parametrize("q", [
    "Where do I live?", "What should I pack before the trip?", "What do I do before work?",
    "What did I have for lunch?", "Is it too late before bed to run?", "What's my job?",
    "How old is my oldest?"])
def test_questions_about_now_or_an_errand(q):
    assert not asks_past(q)


@pytest.mark.parametrize("fact, past", [
    ("The user lives in Leeds.", "The user used to live in Leeds"),
    ("The user's job is working as a nurse.", "The user's job used to be working as a nurse"),
    ("The user drives a red Fiat.", "The user used to drive a red Fiat"),
    ("The user has a cat.", "The user used to have a cat"),
    ("The user teaches maths.", "The user used to teach maths"),
    ("The user studies law.", "The user used to study law"),
    ("The user's partner Tom works at a bank.", "The user's partner Tom used to work at a bank"),
    ("The user goes climbing on Sundays.", "The user used to go climbing on Sundays"),
    ("The user's parents live in Cork.", "Formerly: The user's parents live in Cork"),
])
def test_an_ended_fact_is_worded_as_the_past(fact, past):
    assert worded_past(fact) == past + "."
