"""The extractor on families who speak with "we" (remember17): a partner's job said by name
after the speaker's own, the children one lives with, years married, a car shared or sold
for another, a career change into training, the wedding after an engagement, a greeting with
a word of address. Each with a near miss it must leave alone (someone else's fact, an unknown
name, a thing that is no car, no job). No model."""
from memory.lpm_rules import extract

from tests.unit.helpers.extract import keyed, page, statements


def _known(user, known):
    return [f for f in extract([page(user)], known=known)]


# a relative named alone after the speaker's own clause (lpm_kinclauses)
def test_a_known_partner_named_after_the_speakers_job_gets_their_own_fact():
    facts = _known("I'm a radiographer at the hospital, and Alun is a stonemason, he runs his "
                   "own business.", {"Alun": "husband"})
    k = {f["attribute"]: f["value"] for f in facts if f["attribute"]}
    assert k["job"] == "radiographer"
    assert k["relation.husband.job"] == "stonemason"
    texts = [f["text"] for f in _known("I'm an estate agent, and Anjali teaches maths at a "
                                       "sixth form college.", {"Anjali": "wife"})]
    assert any(t.startswith("The user's wife Anjali teaches maths") for t in texts)


def test_an_unknown_name_or_a_day_after_the_speakers_clause_is_nobodys_fact():
    k = keyed("I'm a nurse and Sarah is a doctor.")
    assert k == {"job": "nurse"}
    assert not any(a.endswith(".job") for a in keyed("I'm a nurse and London is expensive."))
    assert not any("Monday is" in s for s in statements("I work weekends, and Monday is my "
                                                         "day off.")
                   if not s.startswith("The user works"))
