"""Corrections of what was said before: which sentences are corrections, and the word swap."""
import pytest

from memory.lpm_corrections import fix_of, in_message, rewrite

from tests.unit.helpers.extract import keyed, statements


@pytest.mark.parametrize("s, fix", [
    ("Sorry, I meant the surgery is next Thursday, not Tuesday.", ("Thursday", "Tuesday")),
    ("Oops, I meant Bristol, not Bath.", ("Bristol", "Bath")),
    ("Actually it's Friday, not Monday.", ("Friday", "Monday")),
    ("Correction: it's the 5th, not the 4th.", ("5th", "4th")),
    ("Sorry, not Tuesday but Thursday.", ("Thursday", "Tuesday")),
    ("My bad, my sister is called Ana, not Anna.", ("Ana", "Anna")),
    ("Sorry, 42 not 41", ("42", "41")),
    ("Oops, my brother is a paramedic, not a nurse.", ("a paramedic", "a nurse")),
    ("Sorry, not Tuesday, Thursday.", ("Thursday", "Tuesday")),
    ("Sorry, I meant Thursday.", ("Thursday", None)),
    ("*Thursday", ("Thursday", None)),
    ("No, wait, it's in June.", ("June", None)),
    ("Correction: the 14th.", ("14th", None)),
    ("Sorry, I meant 3pm.", ("3pm", None)),
    ("I meant to say Porto.", ("Porto", None)),
])
def test_corrections_name_the_right_word_and_what_it_replaces(s, fix):
    assert fix_of(s) == fix


@pytest.mark.parametrize("s", [
    "I like tea, not coffee.",              # a preference, not a fix of anything said
    "I mean, who doesn't love pizza?",
    "I mean it was fun.",
    "Actually I love hiking.",
    "Sorry I'm late.",
    "Oops, wrong chat.",
    "Sorry, I meant to ask about the weather in York and Leeds.",
    # replies that open like a correction and name no value
    "No, not really, I'm fine.", "Nope, not yet, maybe next week.", "No, not me, my brother.",
    "Actually, not much, just work.", "No, not at all!", "Wait, not so fast.",
    "Actually I prefer the beach, not the mountains.", "Sorry, 5 minutes late.",
    "Oops, 2 more questions.",
])
def test_other_sentences_are_not_corrections(s):
    assert fix_of(s) is None


def test_the_swap_changes_the_latest_mention_and_guesses_only_when_one_word_fits():
    said = "My knee surgery is next Tuesday, so I'll be off my feet for a while."
    assert rewrite(said, "Thursday", "Tuesday") == rewrite(said, "Thursday", None) == \
        "My knee surgery is next Thursday, so I'll be off my feet for a while."
    assert rewrite("We moved to Leeds in May.", "Bradford", None) == "We moved to Bradford in May."
    assert rewrite("My sister lives in Leeds and I live in York.", "Bradford", None) is None
    assert rewrite("I work in Leeds.", "Bristol", "Bath") is None


def test_a_message_that_corrects_itself_keeps_only_the_corrected_fact():
    assert in_message(["My dentist appointment is on the 4th.", "Sorry, I mean the 5th."]) == \
        ["My dentist appointment is on the 5th."]
    assert keyed("I live in Leeds. Oops, I meant Bradford.") == {"location": "Bradford"}
    assert in_message(["I live in York.", "Sorry, I'm late."]) == ["I live in York.", "Sorry, I'm late."]


def test_a_correction_of_another_message_is_no_statement_of_its_own():
    assert statements("Sorry, I meant the surgery is next Thursday, not Tuesday.") == []
    assert keyed("Correction: my brother is Sam, not Tom.") == {"relation.brother": "Sam"}


def test_an_event_said_in_the_present_is_ahead_and_one_in_the_past_behind():
    # the helper's page is dated Monday 11 March 2024
    assert statements("My dentist appointment is on Wednesday.") == \
        ["The user's dentist appointment is on Wednesday 13 March 2024."]
    assert statements("My exam was on Wednesday.") == \
        ["The user's exam was on Wednesday 6 March 2024."]
