"""Gaps the twenty-fifth session's note left, fixed in the twenty-sixth. Each with a near miss;
extraction tests need no model, the store ones a real engine with the real embedder."""
from __future__ import annotations

import pytest

from memory import long_term
from memory.engine import MemoryEngine
from memory.lpm_rules import extract

from tests.unit.helpers.extract import items, page, tell


@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def texts(user):
    return [f["text"] for f in extract([page(user)])]


def current(engine, attribute=None):
    return [i.text for i in long_term.current(engine.store, attribute=attribute)]


# lpm_absence._ARRIVED: a grown son named ended "going to be a grandad" (remember39's keith)
def test_a_grown_child_named_leaves_the_grandchild_on_the_way(engine):
    tell(engine, "Our Chelsea is expecting her first in November so I'm going to be a grandad.")
    tell(engine, "I need a present for my lad Ryan, he's 20 and mad on football.")
    assert current(engine, "family.expecting"), current(engine)
    # the grandchild born does end it
    tell(engine, "My daughter had a little girl on the 3rd, Isla Rose, 7lb 2oz.")
    assert not current(engine, "family.expecting"), current(engine)


# reported_speech: "asks for" read as someone's words reported (no fact at all)
def test_what_a_relative_asks_for_is_no_report_of_words():
    assert texts("My son always asks for pizza, it's his favourite.") == [
        "The user's son always asks for pizza, it's his favourite."]
    # someone's words or question reported stay out
    assert texts("My son asked if we could get a dog.") == []
    assert texts("She asked for a raise last week.") == []


# focus_kinds.verb_said: the verb asked of the user, in any form (remember45's kofi)
def test_the_fact_saying_the_verb_asked_comes_first():
    from app import focus_subject
    facts = items("Last month the user had the cataract done, they can read the blinds on the "
                  "other buses again.", "The user has been driving the 109 out of Croydon "
                  "garage for twelve years.")
    assert "109" in focus_subject.subject_match(facts, "What bus do I drive?", set()).text
    # a verb any fact could answer with changes nothing: the closest stays first
    assert "cataract" in focus_subject.subject_match(facts, "What bus do I like?", set()).text
