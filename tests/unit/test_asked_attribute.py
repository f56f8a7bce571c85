"""Which keyed fact of the user a question asks for by its usual words."""
import pytest

from memory.asked_attribute import asked_attribute


@pytest.mark.parametrize("q, attr", [
    ("Which company do I work for at the moment?", "employer"), ("Where do I work?", "employer"),
    ("who do i work for", "employer"), ("What's the name of my company?", "employer"),
    ("Where do I live?", "location"), ("Which city do we live in now?", "location"),
    ("where am i based", "location"), ("What's my job?", "job"),
    ("What do I do for a living?", "job"), ("How old am I?", "age"),
    ("What's my name?", "name"), ("When's my birthday?", "birthday"),
    ("What car do I drive?", "car"), ("Where am I from?", "hometown"),
    ("How tall am I?", "height"), ("What languages do I speak?", "languages"),
    # a town named in the question is not the answer: where the user lives now is
    ("Do I still live in Galway?", "location"), ("Have we moved to Hamburg yet?", "location"),
    ("have we moved house yet", "location"), ("what city my flat's in?", "location"),
    ("my hometown?", "hometown"), ("where's my new job", "employer"),
    ("where I started working recently", "employer"),
    ("What nationality am I?", "nationality"), ("What's my religion?", "religion"),   # "Do you remember my hometown?" as focus reads it
])
def test_the_users_own_attribute_asked(q, attr):
    assert asked_attribute(q) == attr


@pytest.mark.parametrize("q", [
    "Where does my sister live?", "Where should I live?", "Who do I work with?",
    "Where do I work out?", "Where did I work before?", "What's my sister's job?",
    "How old is my son?", "What car should I buy?", "What's my dog's name?",
    "Where do I live with my kids after the divorce, any advice on schools?",
    "Have I moved my dentist appointment yet?", "Does my sister still live in Leeds?",
    "What city is my sister's flat in?", "my hometown's football team is doing well",
    "Where's my sister's new job?", "Where did I start my new diet?",
    "What nationality is my wife?", "What religion is my husband?"])
def test_other_peoples_attributes_advice_and_the_past_are_not(q):
    assert asked_attribute(q) is None
