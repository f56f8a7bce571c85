"""Sentence shapes that the remember54 blind round (teenagers and students texting on a
phone) showed the rules missed. Each with a near miss; the engine tests use the real
embedder."""
from __future__ import annotations

import pytest

from memory import long_term
from memory.engine import MemoryEngine
from memory.lpm_corrections import fix_of

from tests.unit.helpers.extract import tell


@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def _facts(engine):
    return [i.text for i in long_term.current(engine.store)]


# "wait no its the 7th of may not the 5th sorry": the apology said last is no part of the
# wrong value
def test_a_correction_with_the_apology_said_last():
    assert fix_of("wait no its the 7th of may not the 5th sorry") == ("7th", "5th")
    assert fix_of("wait no its march 12 not the 21st oops") == ("12", "21st")
    assert fix_of("sorry, thursday not tuesday xx") == ("thursday", "tuesday")
    # near misses: an apology alone, and a word after the old value that is not one
    assert fix_of("oops sorry") is None
    assert fix_of("wait no its the 7th not the 5th one") != ("7th", "5th")


def test_a_date_put_right_with_a_trailing_sorry_ends_the_old_date(engine):
    tell(engine, "my maths exam is on the 5th of may and im panicking, can u make me a plan")
    tell(engine, "wait no its the 7th of may not the 5th sorry")
    facts = " ".join(_facts(engine))
    assert "7th" in facts and "5th" not in facts


# "my permit test is on march 21" then "its march 12 not the 21st": the day put right as an
# ordinal stands for the day said bare after its month
def test_a_day_put_right_as_an_ordinal_replaces_the_bare_day(engine):
    from memory.lpm_corrections import rewrite
    assert rewrite("my permit test is on march 21 how do i pass it", "12", "21st") == \
        "my permit test is on march 12 how do i pass it"
    # near miss: a bare count is no day
    assert rewrite("i have 21 cats", "12", "21st") is None
    tell(engine, "my driving test is on march 21 how do i pass it")
    tell(engine, "wait no its march 12 not the 21st oops")
    facts = " ".join(_facts(engine))
    assert "12" in facts and "21" not in facts
