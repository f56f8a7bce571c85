"""The extractor on remember32's blind misses (ordinary people, plain statements, facts said in
passing inside requests): a job retired from "after 38 years as a diesel mechanic", a pet
named after two openers ("Oh and I got a hamster ... She's called Pickle") or "and named her
Pepper", a taste held "always", a home bought for the one sold, a known relative said with
's before "He's turning 30", a daughter named between commas with her age, and corrections of
an ordinal ("third year, not second") or of a value beside a count ("one daughter, Isla,
who's eight" then "I meant Isla is nine"). Each with a near miss it must leave alone. No
model."""
from memory.lpm_corrections import fix_of, rewrite
from memory.lpm_rules import side_facts

from tests.unit.helpers.extract import keyed, page


# lpm_formerjob / lpm_identity: "retired after" is no "retired <job noun>"
def test_retired_after_years_as_a_job_is_a_former_job_and_retired_now():
    for s in ("I retired after 38 years as a diesel mechanic.",
              "Hello there. My name is Vernon. I'm 72 and retired after 38 years as a diesel "
              "mechanic."):
        k = keyed(s)
        assert k.get("former_job") == "diesel mechanic", s
        assert k.get("job") == "retired", s


def test_someone_elses_retiring_or_a_retired_job_noun_is_no_former_job():
    assert "former_job" not in keyed("My dad retired after 40 years as a miner.")
    assert "job" not in keyed("My dad retired after 40 years as a miner.")
    k = keyed("I'm a retired teacher.")
    assert k.get("job") == "retired teacher" and "former_job" not in k


# lpm_antecedent: two openers before the news of the pet
def test_a_pet_named_in_the_next_sentence_after_two_openers():
    k = keyed("Oh and I got a hamster last month! She's called Pickle and she's a total diva.")
    assert k.get("relation.hamster.pickle") == "Pickle"


def test_someone_elses_pet_after_two_openers_is_not_named_as_ours():
    for s in ("Oh and my sister got a dog. He's called Rex.",
              "So anyway my neighbour got a hamster. She's called Pickle."):
        assert not any(a.startswith("relation.") for a in keyed(s)), s


# lpm_pets: "and named her Pepper" without saying "we" again
def test_a_pet_adopted_and_named_in_one_breath():
    k = keyed("Sad news, Mittens passed away last month. We adopted a kitten from the shelter "
              "and named her Pepper.")
    assert k.get("relation.cat") == "Pepper"


def test_a_pet_someone_else_adopted_and_named_is_not_ours():
    assert "relation.cat" not in keyed("My sister adopted a kitten and named her Pepper.")
    assert "relation.cat" not in keyed("We adopted a kitten and I named the spreadsheet "
                                       "after her.")


# lpm_tastes: "I've always loved ..."
def test_a_taste_held_always_is_a_taste_now():
    k = keyed("Can you suggest a few good westerns to watch? I've always loved a good western.")
    assert any(a.startswith("likes.") and "western" in v for a, v in k.items()), k
    assert keyed("I have always hated olives.").get("dislikes.olives") == "olives"


def test_an_always_said_of_others_or_of_it_is_no_taste():
    for s in ("My dad has always loved westerns.", "I'd always loved him.",
              "I have always loved it here.", "I've always liked to paint."):
        assert not any(a.startswith(("likes.", "dislikes.")) for a in keyed(s)), s


# lpm_changes: a home bought for the one sold
def test_a_home_bought_after_selling_the_old_one_is_the_home_now():
    k = keyed("We've also sold the house in Hamilton and bought a place in Cambridge, about "
              "twenty minutes down the road.")
    assert k.get("location") == "Cambridge"
    assert keyed("We sold the house and bought a smaller place in Nelson.").get(
        "location") == "Nelson"


def test_a_home_bought_to_let_or_by_others_or_planned_is_not_the_home():
    for s in ("We sold the house in Hamilton and bought a flat in Spain as a holiday home.",
              "We sold the house and bought a flat in Leeds to rent out.",
              "My parents sold the house in Hamilton and bought a place in Cambridge.",
              "We're going to sell the house and buy a place in Cambridge."):
        assert "location" not in keyed(s), s


# lpm_passing.known_in: a known name said with 's
def _keyed_known(text, known):
    return {f["attribute"]: f["value"] for f in side_facts(text, page(text), "The user",
                                                            known=known) if f["attribute"]}


def test_a_known_relative_said_with_s_is_who_he_is_next():
    k = _keyed_known("Can you give me some gift ideas for Luc's birthday? He's turning 30 and "
                     "he's a big Canadiens fan.", {"Luc": "son"})
    assert "30" in k.get("relation.son.luc.age", "")


def test_someone_of_the_known_relative_is_not_him():
    k = _keyed_known("Can you give me some gift ideas for Luc's friend's birthday? He's "
                     "turning 30.", {"Luc": "son"})
    assert "relation.son.luc.age" not in k


# lpm_people: "we've got one daughter, Isla, who's eight"
def test_a_child_named_between_commas_with_an_age():
    k = keyed("My husband Rangi is a builder, and we've got one daughter, Isla, who's eight.")
    assert k.get("relation.daughter.isla") == "Isla"
    assert k.get("relation.daughter.isla.age") == "8"
    assert keyed("We've got a dog, Max, who's six.").get("relation.dog.age") == "6"


def test_an_age_of_someone_else_after_the_named_child_is_not_hers():
    k = keyed("We've got one daughter, Isla, and Tom who's eight is her friend.")
    assert k.get("relation.daughter.isla") == "Isla"
    assert "relation.daughter.isla.age" not in k


# lpm_corrections: an ordinal; a value beside a count; a clause after the value
def test_an_ordinal_put_right_is_the_ordinal():
    fix = fix_of("Sorry, I told you wrong the other day, I'm actually in third year, not "
                 "second.")
    assert fix == ("third", "second")
    assert fix_of("Sorry, I meant third year, not second.") == ("third", "second")
    assert rewrite("I'm in second year at UCC, studying biochemistry.", *fix) == \
        "I'm in third year at UCC, studying biochemistry."


def test_a_value_put_right_beside_a_count_is_the_value():
    fix = fix_of("Sorry, I meant Isla is nine, she had her birthday in March.")
    assert fix == ("nine", None)
    assert rewrite("My husband Rangi is a builder, and we've got one daughter, Isla, who's "
                   "eight.", *fix).endswith("Isla, who's nine.")


def test_counts_alone_or_a_filler_second_are_not_put_right():
    assert rewrite("I have two kids and three cats.", "four", None) is None
    assert fix_of("Wait a second, I need to check.") is None
