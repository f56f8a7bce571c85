"""Leftovers of session 30 and of the blind rounds remember54-55, mended in session 31, each
with a near miss."""
from __future__ import annotations

from tests.unit.helpers.extract import keyed, statements


def test_a_departure_after_a_question_naming_the_stay_goes_there():
    # (requests s012: "The user flies out on the 14th." took the place of the page with Lisbon)
    assert any("to Lisbon on the 14th" in t for t in statements(
        "What should I pack for a week in Lisbon? We fly out on the 14th."))
    assert any("flying out to Porto" in t for t in statements(
        "Any tips for a weekend in Porto? We're flying out on Friday."))
    # a destination said is kept; someone else's departure is not the speaker's
    assert not any("Lisbon" in t for t in statements(
        "What should I pack for a week in Lisbon? We fly out to Madrid first on the 14th."))
    assert not any("Lisbon" in t for t in statements(
        "What should I pack for a week in Lisbon? My sister flies out on the 14th."))


def test_a_post_named_by_the_service_is_a_job():
    # (winifred: "What job did I used to do?" found her old street, not the dinner lady)
    assert keyed("I was a dinner lady at the infant school for thirty years so I know my way "
                 "round a kitchen.")["former_job"].startswith("dinner lady")
    assert keyed("I used to be a lollipop lady.")["former_job"] == "lollipop lady"
    assert keyed("I'm a dinner lady at St Mary's.")["job"] == "dinner lady"
    # a kind word and a family man are no posts
    assert "former_job" not in keyed("I was a family man for thirty years.")
    assert "job" not in keyed("I'm a lovely lady at heart.")
