"""The remember bench counts replies that repeat an earlier reply of the same chat."""
from app.bench.remember import repeats


def test_a_reply_nearly_the_same_as_an_earlier_one_repeats_it():
    said = "I'm glad to hear that you're here, and I hope your journey has been enjoyable."
    assert repeats(said, ["Hello!", said])
    assert repeats(said.replace("enjoyable", "lovely"), [said])
    assert not repeats("Biscuit sounds like a lovely cat! How old is she?", [said])
    assert not repeats(said, [])
