"""Gaps remember45's blind scripts showed (plans, dated events and standing wishes told in
passing): an operation named by the joint ("the hip has been put back to the 2nd of May")
after another clause and with a reason tagged "they said", a new date said as "now my exam
is on 8 November instead" (both ending the statement of the old date), a correction opened
by "just now", a corrected number said with "the", a dropped "I" before "been driving" and
"did my first parkrun". Each with a near miss; the engine tests use the real embedder."""
from __future__ import annotations

import pytest

from memory import sentences as S
from memory.engine import MemoryEngine
from memory.lpm_corrections import fix_of
from memory.reported_speech import before_report

from tests.unit.helpers.extract import keyed, statements, tell


@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def _current(engine):
    return [r[0] for r in engine.store.rows(
        "SELECT text FROM lpm_items WHERE valid_to IS NULL")]


def test_an_operation_named_by_the_joint_put_back_after_another_clause():
    k = keyed("Well, the hospital rang yesterday and the hip has been put back to the 2nd of "
              "May, some shortage of beds they said.")
    assert "May" in k.get("plan.hip.date", "")
    assert "May" in keyed("My knee op has been postponed to May.").get("plan.knee_op.date", "")
    # not the speaker's: someone else's hip, or a joint that moved nowhere in time
    assert not keyed("My mum's hip has been put back to May.").get("plan.hip.date")
    assert not keyed("The hospital rang and the hip is sore again.")


def test_a_reason_tagged_as_someone_elses_word_at_the_end_keeps_the_clause_before():
    assert before_report("Our move got pushed back to June, some problem with the bank they "
                         "said.") == "Our move got pushed back to June."
    # the whole news is someone's word: nothing kept
    assert not statements("She said my results are fine.")
    assert not keyed("They said the move got pushed back to June.").get("plan.move.date")


def test_a_new_date_said_with_now_or_instead():
    assert keyed("The centre cancelled the September sitting, so now my exam is on 8 November "
                 "instead.").get("plan.exam.date") == "8 November"
    assert keyed("My interview is on Friday now.").get("plan.interview.date")
    # the first date said, with no change: no new date keyed
    assert not keyed("My exam is on 8 November.").get("plan.exam.date")


def test_the_new_date_ends_the_statement_of_the_old_one(engine):
    tell(engine, "I'm sitting for the ISTQB advanced exam on 20 September, quite stressed.")
    tell(engine, "Bad news, so now my exam is on 8 November instead.")
    cur = _current(engine)
    assert not any("20 September" in t for t in cur)
    assert any("8 November" in t for t in cur)


def test_a_relatives_event_is_not_ended_by_the_speakers_new_date(engine):
    tell(engine, "My sister's wedding is in June, in Galway.")
    tell(engine, "My wedding has been moved to August.")
    assert any("June" in t for t in _current(engine))


def test_a_correction_opened_by_just_now_and_a_number_said_with_the():
    assert fix_of("Sorry ah, just now I said the wedding is in Ipoh, I meant Taiping.") == (
        "Taiping", "Ipoh")
    assert fix_of("Sorry, I said the 119 before, I meant the 109.") == ("109", "119")
    # not a correction: nothing said before is named
    assert fix_of("Just now I said hello to Taiping.") is None


def test_a_dropped_i_before_been_and_did_my_first():
    assert statements("Been driving the 119 out of Croydon garage for twelve years now.") == [
        "The user has been driving the 119 out of Croydon garage for twelve years now."]
    got = statements("Did my first parkrun on Saturday at Lloyd Park, 31 minutes.")
    assert got and "Lloyd Park" in got[0] and got[0].startswith("The user did")
    # a question without its mark stays a question
    assert S.candidate("did my first payment go through") is None
    assert S.candidate("Did my first parkrun go ok?") is None


def test_a_rule_for_replies_said_without_a_comma_or_a_you():
    k = keyed("When you reply can use simple English? My mum sometimes reads over my shoulder.")
    assert any("simple English" in v for a, v in k.items() if a.startswith("instruction."))
    assert any(a.startswith("instruction.") for a in keyed("Please use simple English when "
                                                           "you reply."))
    # one task, or a question of the speaker's own after "when you reply": no rule
    assert not keyed("Use simple English for this letter.")
    assert not keyed("When you reply can I ask more questions?")


def test_the_asking_said_after_a_rule_is_no_part_of_it():
    k = keyed("And keep your answers short for me would you, I read them on the phone.")
    assert list(k.values()) == ["keep your answers short"]
    assert not keyed("Keep the change for me would you.")


def test_the_name_asked_for_after_the_one_nobody_uses():
    assert keyed("Bridget Moloney is the name on paper but nobody has called me that since the "
                 "christening, so Bridie please.").get("nickname") == "Bridie"
    assert not keyed("Nobody calls me that, so Monday please.").get("nickname")
    assert not keyed("My friends call me that, so the blue one please.").get("nickname")


def test_myself_and_someone_as_a_subject_and_me_and_opening_a_later_sentence():
    assert statements("Myself and Pat have a dairy farm outside Kilrush.") == [
        "Pat and the user have a dairy farm outside Kilrush."]
    assert not statements("Myself and my big mouth.")
    got = statements("Here's one for you. Me and the missus are flying to Accra on the 3rd of "
                     "August.")
    assert got and "Accra" in got[0]


def test_a_change_of_plan_on_a_place_ends_the_trip_there_not_who_lives_there(engine):
    tell(engine, "Me and the missus are flying to Accra on the 3rd of August.",
         "My dad lives in Accra.")
    tell(engine, "Change of plan on Accra, my dad wants the party at Christmas instead, so "
                 "we're going on the 20th of December now.")
    cur = _current(engine)
    assert not any("3rd of August" in t for t in cur)
    assert any("20th of December" in t for t in cur)
    assert any("dad lives in Accra" in t for t in cur)


def test_a_change_of_plan_on_a_place_not_the_speakers_going_is_no_change():
    from memory.lpm_replans import replanned
    assert replanned(["Change of plan on Accra, my dad is not well."]) == [
        "Change of plan on Accra.", "my dad is not well."]


def test_a_learners_i_wanted_to_say_and_where_the_place_meant_is():
    assert fix_of("Ah, I wrote wrong before: it was not La Serena, I wanted to say Vicuña, in "
                  "the Elqui valley, near La Serena.") == ("Vicuña", "La Serena")
    assert fix_of("I said Tuesday, I meant Thursday, in the morning.") == ("Thursday", "Tuesday")
    assert fix_of("I wanted to say thank you, in person.") is None


def test_how_the_news_came_is_no_fact_beside_it():
    assert statements("Well, the hospital rang yesterday and the hip has been put back to the "
                      "2nd of May.") == []
    # someone's visit is news of its own
    assert statements("My sister visited yesterday and we moved to Leeds.")


def test_what_the_user_asked_to_be_called_is_the_nickname_not_a_rule():
    from app.focus_subject import subject_match
    from memory.types import ContextItem

    def item(i, text):
        return ContextItem("lpm", i, "trait", text, created=0.0, tokens=12)
    rule = item(1, "The user asked the assistant to keep your answers short.")
    nick = item(2, "The user's nickname is Bridie.")
    assert subject_match((rule, nick), "What did I ask you to call me?", set()) is nick
    # a rule asked of stays first
    assert subject_match((rule, nick), "How should you write your answers?", set()) is rule
