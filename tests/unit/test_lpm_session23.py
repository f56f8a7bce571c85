"""Gaps the twenty-second session's note left, fixed in the twenty-third: an age said with
"this year" or as coming ("I turn 74 in March"), a relative or pet said as died ("our old dog
Shep passed last year") kept as the late one, teaching at "a girls' school", and where the
user lives asked when only their workplace's town was said. Each with a near miss;
extraction tests need no model, the store ones a real engine with the real embedder."""
from __future__ import annotations

import pytest

from memory.engine import MemoryEngine

from tests.unit.helpers.extract import keyed, tell


@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def test_an_age_said_with_this_year_or_as_coming():
    assert keyed("I'm seventy-four this year, can you believe it.").get("age") == "74"
    got = keyed("I turn seventy-four in March.")
    assert got.get("age") == "turning 74" and got.get("birthday") == "in March"
    assert keyed("I'll be 60 next month.").get("age") == "turning 60"
    assert keyed("I'll be 60 on the 3rd of May.").get("birthday") == "on the 3rd of May"
    # a wait or a lateness is no age
    assert "age" not in keyed("I'll be 20 minutes late.")
    assert "age" not in keyed("I'll be five in a minute.")


def test_a_pet_or_relative_said_as_died_is_the_late_one():
    for said in ("Our old dog Shep died last year.", "Our old dog Shep passed last year, I "
                 "still miss him.", "Ever since our collie Shep passed I've been walking on my "
                 "own."):
        got = keyed(said)
        assert got.get("relation.dog") == "Shep", said
    from memory.lpm_rules import extract
    from tests.unit.helpers.extract import page
    texts = [f["text"] for f in extract([page("We had to put our cat Milo down in March.")])]
    assert "The user's late cat was called Milo." in texts
    texts = [f["text"] for f in extract([page("Ever since our collie Shep passed I've been "
                                              "walking on my own.")])]
    assert "The user's late dog (collie) was called Shep." in texts
    # a test passed is no death, an old dog is still the dog, an old boss no relative
    texts = [f["text"] for f in extract([page("My son Tom passed his driving test!")])]
    assert "The user's son is called Tom." in texts
    texts = [f["text"] for f in extract([page("Our old dog Shep is 14 now.")])]
    assert "The user's dog is called Shep." in texts
    assert not any(k.startswith("relation.") for k in keyed("my old boss Tom called me."))


def test_teaching_at_a_school_said_with_an_apostrophe_is_the_job():
    assert keyed("I teach chemistry at a girls' secondary school in Nakuru.").get(
        "job") == "chemistry teacher"
    assert "job" not in keyed("I teach my son to swim at the pool.")


def test_where_i_live_falls_back_on_the_workplace_town(engine):
    tell(engine, "I've been a mechanic for like 20 years, right now I'm at the Firestone on "
                 "Saunders in Laredo.")
    tell(engine, "Big change, I left Firestone! Me and my cousin opened our own shop, "
                 "Alvarado Auto Repair.")
    facts = engine.retrieve("Which city do I live in?", 500).facts
    assert "Laredo" in facts[0].text and "used to work" in facts[0].text
    # a home told wins over the workplace's town
    tell(engine, "We live in Zapata now.")
    assert "Zapata" in engine.retrieve("Which city do I live in?", 500).facts[0].text
