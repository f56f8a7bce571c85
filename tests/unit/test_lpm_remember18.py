"""The extractor on facts said in passing inside a longer story of the day (remember18):
a generic "you" in a set phrase beside a real fact, a child said by birth order, an order
word before a relation, "She's ..." after several relatives of whom one fits, trade and
service jobs. Each rule with a near miss it must leave alone. No model."""
from tests.unit.helpers.extract import keyed


# a generic "you" (sentences._GENERIC_YOU)
def test_a_fact_closed_by_you_never_know_is_still_the_speakers():
    k = keyed("After the swim we had chips and I had to ask about the batter because I'm "
              "allergic to sesame and you never know.")
    assert k.get("allergy.sesame") == "sesame"
    assert keyed("Mind you, I'm 70 and still working.").get("age") == "70"


def test_a_you_that_is_the_listener_still_keeps_the_sentence_out():
    assert not any(a.startswith("allergy.") for a in keyed("I'm allergic to whatever you cook."))
    assert not keyed("You never know what I'm allergic to.")


# trade and service jobs (lpm_words.JOBS)
def test_trades_and_services_are_jobs():
    assert keyed("I'm a plasterer, been doing it since I left school.").get("job") == "plasterer"
    assert keyed("I'm a ranger in the Cairngorms so winter is busy.").get("job") == "ranger"
    k = keyed("My wife Anjali is a radiographer at the hospital.")
    assert k.get("relation.wife.job") == "radiographer"


def test_a_job_word_of_someone_else_or_in_a_question_is_not_the_users():
    assert "job" not in keyed("My neighbour is a plasterer.")
    assert "job" not in keyed("Am I a ranger now?")
