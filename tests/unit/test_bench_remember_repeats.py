"""The remember bench counts replies that repeat an earlier reply of the same chat, and those
that read memory back instead of answering."""
from app.bench.remember import recites, repeats


def test_a_reply_nearly_the_same_as_an_earlier_one_repeats_it():
    said = "I'm glad to hear that you're here, and I hope your journey has been enjoyable."
    assert repeats(said, ["Hello!", said])
    assert repeats(said.replace("enjoyable", "lovely"), [said])
    assert not repeats("Biscuit sounds like a lovely cat! How old is she?", [said])
    assert not repeats(said, [])


def test_a_reply_reading_memory_back_recites_it():
    facts = ["The user lives in Leeds.", "The user's cat is called Biscuit."]
    assert recites("The user's name is Ahmed Karimi. The user lives in Leeds.", [])
    assert recites("Hello! You live in Leeds. the user lives in leeds.", facts)
    assert recites("That's lovely. The users cat is called Biscuit!", facts)
    assert not recites("The cello is a lovely instrument to learn!", facts)
    assert not recites("Nice to meet you, Ahmed! Leeds is a great city.", facts)
