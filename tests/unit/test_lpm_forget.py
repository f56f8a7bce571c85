"""Asking in chat to forget, and requests to the assistant: no facts, and what to forget."""
import pytest

from memory import lpm_forget as F
from memory.lpm_rules import extract

from tests.unit.helpers.extract import page, statements


@pytest.mark.parametrize("s, target", [
    ("Forget that I have a cat.", "I have a cat"),
    ("Please forget that my sister lives in Oslo.", "my sister lives in Oslo"),
    ("Can you forget my address?", "my address"),
    ("Forget everything I told you about my ex.", "my ex"),
    ("Please delete my address from your memory.", "my address"),
    ("Could you please forget where I live?", "where I live"),
    ("Stop remembering my job.", "my job"),
    ("You can forget about my diet now.", "my diet"),
    ("Please don't remember that I'm in debt.", "I'm in debt"),
    ("Actually, forget that.", ""),
    ("Forget what I just said.", ""),
    ("Don't save any of that please.", ""),
    ("Forget the last message.", ""),
    ("Delete what I told you about my health.", "my health"),
    ("Remove everything you know about my sister.", "my sister"),
])
def test_requests_to_forget_name_what(s, target):
    assert F.request(s) == target


@pytest.mark.parametrize("s", [
    "I always forget my keys.", "I forgot to call my mum.", "Don't forget to remind me.",
    "Don't forget my birthday is on Friday!", "I'll never forget our trip to Rome.",
    "forget it", "Let's forget about it.", "Forget about work for a sec, tell me a joke.",
    "Remove the onions from the recipe.", "Don't keep me waiting!", "Forget.",
    "Forget everything.", "Delete the onions.",
])
def test_what_only_sounds_like_a_request_to_forget_is_none(s):
    assert F.request(s) is None


@pytest.mark.parametrize("text, off", [
    ("Don't remember this, but I'm pregnant.", True),
    ("I'm pregnant. Off the record though.", True),
    ("I'm in debt. Please don't remember that.", True),
    ("This stays between us: I'm applying for a new job.", True),
    ("Forget that.", False),            # alone: the message before it
    ("My cat is called Biscuit.", False),
])
def test_a_message_asking_not_to_be_kept_is_off_the_record(text, off):
    assert F.off_record(text) is off


def test_matching_needs_every_word_in_some_form_and_not_a_longer_word():
    facts = [(1, "The user has two cats called Tom and Tim."), (2, "The user likes dogs."),
             (3, "The user lives at 12 Elm Street."), (4, "The user lives in Leeds."),
             (5, "The user's ex is called Dan."), (6, "The user is expecting a baby."),
             (7, "The user is allergic to peanuts.")]
    assert F.matching("I have a cat", facts) == [1]
    assert F.matching("my address", facts) == [3]
    assert F.matching("where I live", facts) == [3, 4]
    assert F.matching("my ex", facts) == [5]
    assert F.matching("my allergies", facts) == [7]
    assert F.matching("that", facts) == []


@pytest.mark.parametrize("s", [
    "Tell me a joke about my cat.", "Write a poem for my wife.", "Please suggest a name for "
    "my new puppy.", "Forget that I have a cat.", "Check out this pic of my garden.",
    "Don't remember this, but I'm pregnant.", "Say hi to my mum.", "Ask my wife what she wants.",
    "I need a quick weeknight dinner idea.", "I'd like some tips for my garden.",
    "I'm looking for recommendations for a good podcast.",
])
def test_requests_and_forgetting_form_no_statement(s):
    assert statements(s) == []


@pytest.mark.parametrize("s, word", [
    ("Please suggest a dinner, I'm vegetarian.", "vegetarian"),
    ("Add oat milk to my list, I'm lactose intolerant.", "lactose"),
    ("Make it less formal, and mention that I speak fluent Polish, it helps.", "Polish"),
    ("Can you add that I have two kids?", "two kids"),
    ("I need some dinner ideas, I'm vegetarian and my husband is vegan.", "vegetarian"),
    # a need that is no request for help stays a fact
    ("I need glasses for reading now.", "glasses"), ("I'd like a recipe book for Christmas.",
                                                     "recipe book"),
])
def test_a_fact_beside_a_request_is_still_kept(s, word):
    assert any(word in f["text"] for f in extract([page(s)]))
