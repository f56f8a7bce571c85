"""Date ranges named in questions, resolved against a fixed clock."""
from datetime import datetime

from memory.timewords import date_range, day_label, is_temporal

NOW = datetime(2024, 6, 15, 12, 0).timestamp()


def test_month_and_year():
    start, end = date_range("what did we discuss in March 2023?", NOW)
    assert day_label(start) == "1 Mar 2023" and day_label(end) == "1 Apr 2023"
    start, _ = date_range("what happened in 2022", NOW)
    assert day_label(start) == "1 Jan 2022"


def test_relative_ranges():
    start, end = date_range("what did I say yesterday", NOW)
    assert day_label(start) == "14 Jun 2024" and day_label(end) == "15 Jun 2024"
    assert date_range("three weeks ago we talked", NOW) is not None


def test_modal_may_is_not_a_month():
    assert date_range("May I ask you something?", NOW) is None
    assert not is_temporal("May I ask you something?")
    assert is_temporal("When did I start running?")


def test_last_or_next_month_said_in_that_month_is_a_year_away():
    from datetime import datetime

    from memory.timewords import resolve
    t = datetime(2024, 3, 11, 10).timestamp()
    assert resolve("since last March", t) == "since March 2023"
    assert resolve("next March", t) == "in March 2025"
    # the month of the page said plainly is this one; another month keeps its nearest year
    assert resolve("in March", t) == "in March 2024"
    assert resolve("last February", t) == "in February 2024"
    assert resolve("next May", t) == "in May 2024"
