"""The remember bench counts replies that repeat an earlier reply of the same chat, and those
that read memory back instead of answering."""
from app.bench.remember import found, recites, repeats


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


def test_an_expected_word_must_start_a_word():
    # "ten" is not in "sentence", nor "sing" in "using" (the answer hint made both "beside")
    assert not found(["ten"], "Answer the question in one sentence using the fact.")
    assert not found(["sing"], "Answer the question in one sentence using the fact.")
    assert found(["garden"], "The user loves gardening.")
    assert found(["ten", "10"], "She gets £10 a week.")
    assert not found(["8"], "He is 18.")
