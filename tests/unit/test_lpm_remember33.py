"""The extractor on everyday regional and second-language English (remember33): a nickname
told to the listener ("you can call me Weng"), a date slip corrected in passing ("22 of
August, sorry, I mean 24 of August"), a trip said as "me and Dougie are off to ..." before an
ask, a move the employer makes ("the company has transferred me to Warri"), and a comma
splice after a keyed clause ("I'm from Iloilo, my two kids are staying with my mother
there"). Each with a near miss it must leave alone. No model."""
from memory.sentences import corrected

from tests.unit.helpers.extract import keyed, statements


# "you can call me X" (lpm_identity.you_call_me)
def test_a_nickname_told_to_the_listener_is_the_nickname():
    k = keyed("Hi po! I'm Rowena, but you can call me Weng.")
    assert k.get("name") == "Rowena" and k.get("nickname") == "Weng"
    assert keyed("You can just call me Bongani.").get("nickname") == "Bongani"


def test_calling_the_speaker_on_a_day_or_at_any_time_is_no_nickname():
    for s in ("You can call me on Monday.", "You can call me Monday if you need me.",
              "I'm Rowena, you can call me anytime."):
        assert "nickname" not in keyed(s), s


# a slip corrected in passing (sentences.corrected)
def test_a_day_of_the_year_corrected_in_passing_keeps_the_correction():
    assert corrected("My birthday is 22 of August, sorry, I mean 24 of August.") == \
        "My birthday is 24 of August."
    assert corrected("I'm 67, sorry, I meant 68.") == "I'm 68."
    assert keyed("My birthday is 22 of August, sorry, I mean 24 of August.")["birthday"] \
        == "24 of August"


def test_a_date_then_something_else_after_sorry_is_no_slip():
    for s in ("My birthday is 22 August, sorry, Tom is 24 today.",
              "My birthday is on 3 May, sorry, I mean I was born in Leeds."):
        assert corrected(s) == s, s


# "Me and Dougie are off to ..., what should I pack?" (lpm_askafter._SPEAKER)
def test_the_speaker_and_another_before_an_ask_is_a_statement():
    for s in ("Me and Dougie are off to Lanzarote in October for a fortnight, what should I "
              "pack?", "Dougie and I are off to Lanzarote in October, any tips?"):
        assert any("Lanzarote" in t for t in statements(s)), s


def test_a_pair_that_is_only_the_ask_is_no_statement():
    for s in ("Me and you, what do you think?", "Tom and I, who would win?"):
        assert not statements(s), s


# "the company has transferred me to Warri" (lpm_home._HOME)
def test_a_move_the_employer_makes_is_the_home():
    assert keyed("Small update: the company has transferred me to Warri, we packed in last "
                 "week.").get("location") == "Warri"
    assert keyed("Work has relocated us to Leeds.").get("location") == "Leeds"


def test_a_call_put_through_a_department_or_a_stay_is_no_home():
    for s in ("The bank transferred me to Dave in fraud.", "My company transferred me to Sales.",
              "My company posted me to Lagos for a month.", "They transferred me to Dave."):
        assert "location" not in keyed(s), s


# a comma splice after the keyed clause (lpm_clauses.opening_clause)
def test_the_clause_spliced_after_a_keyed_one_is_kept():
    k = keyed("I'm from Iloilo, my two kids are staying with my mother there.")
    assert k.get("hometown") == "Iloilo"
    assert any("mother" in t for t in statements(
        "I'm from Iloilo, my two kids are staying with my mother there."))


def test_a_clause_spliced_before_the_keyed_one_is_not_kept():
    assert not statements("Since the kids left home, we live in Leeds now.")
