"""The extractor on ordinary people (remember38): a role put right with the one it is said of
named again ("I meant Kamau is a quantity surveyor, not a civil engineer"), years spent in a
job said in the past ("I spent 35 years as a lineman ... before I retired"), a pet's name said
in the sentence after the news of getting it ("I adopted a kitten!! Her name is Paçoca."), a
workplace said with "in" and its kind ("a waitress in a café near the marina"), and "What did
I do for a living?" asking for the former job; the "it" of an operation after a body part
("... for a bad knee? I'm having it replaced"), the date said after the speaker's exam, and
"Is there anything I can't eat?" asking for the diet. Each with a near miss it must leave alone. No
model."""
from memory.asked_attribute import _FOOD_RULE, asked_attribute
from memory.lpm_antecedent import body_part_it
from memory.lpm_corrections import fix_of

from tests.unit.helpers.extract import extract, keyed, page, statements


# lpm_fixwords._SUBJECT: the subject said again before a role is not the value
def test_a_role_put_right_with_its_subject_is_the_role():
    assert fix_of("Sorry, I meant Kamau is a quantity surveyor, not a civil engineer.") == \
        ("a quantity surveyor", "a civil engineer")
    assert fix_of("Sorry, I meant my big sister is a midwife, not a nurse.") == \
        ("a midwife", "a nurse")


def test_a_subject_before_no_role_is_left_as_it_was():
    # (no "a/an" after "is": not a role, the subject is not cut)
    assert fix_of("Sorry, I meant Leeds is closer, not York.") == ("Leeds is closer", "York")
    assert fix_of("Sorry, I meant the cat is Daifuku, not Kinako.") == ("Daifuku", "Kinako")


def test_the_role_put_right_replaces_the_old_one_in_the_fact():
    facts = extract([page("My husband Kamau is a civil engineer with the county government."),
                     page("Sorry, I meant Kamau is a quantity surveyor, not a civil engineer.",
                          2)])
    texts = " ".join(f["text"] for f in facts)
    assert "Kamau is a Kamau" not in texts


# lpm_formerjob: "I spent N years as a X"
def test_years_spent_in_a_job_are_a_former_job():
    k = keyed("I spent 35 years as a lineman with NB Power before I retired.")
    assert k.get("former_job") == "lineman"
    assert keyed("I spent twenty years as a nurse at St Mary's.").get("former_job") == "nurse"


def test_years_still_spent_or_spent_by_another_are_no_former_job():
    for s in ("I've spent ten years as a nurse.", "My dad spent 35 years as a miner.",
              "I spent two weeks as a guest of my aunt."):
        assert "former_job" not in keyed(s), s


# lpm_pets.named_next: the news, then the name in the next sentence
def test_a_pet_named_in_the_sentence_after_its_news():
    assert keyed("I adopted a kitten!! Her name is Paçoca.").get("relation.cat") == "Paçoca"
    assert keyed("We rescued a greyhound. His name's Bolt.").get("relation.dog") == "Bolt"


def test_a_name_after_someone_elses_pet_or_a_pet_gone_is_no_pet_of_ours():
    for s in ("My sister got a puppy. Her name is Lola.", "Her name is Lola.",
              "We had a dog once. His name was Rex.",
              "I adopted a kitten! My neighbour's name is Tom."):
        assert not any(a.startswith(("relation.cat", "relation.dog", "relation.puppy"))
                       for a in keyed(s)), s


# lpm_identity: a workplace "in" a business said by its kind
def test_a_job_in_a_business_by_its_kind_keeps_the_workplace():
    k = keyed("I work weekends as a waitress in a café near the marina to pay the rent.")
    assert k.get("job") == "waitress" and k.get("employer") == "a café near the marina"
    assert keyed("I work as a chef in a small restaurant.").get("employer") == \
        "a small restaurant"


def test_a_job_in_a_town_or_a_time_is_no_workplace():
    for s in ("I work as a teacher in a small town.", "I work as a waitress in the evenings.",
              "I work as a teacher in a small town to pay the bills."):
        assert "employer" not in keyed(s), s


# asked_attribute: "What did I do for a living?"
def test_what_did_i_do_for_a_living_asks_the_former_job():
    assert asked_attribute("What did I do for a living?") == "former_job"
    assert asked_attribute("What did I use to do?") == "former_job"


def test_the_job_now_or_a_relatives_job_is_not_the_former_job():
    assert asked_attribute("What do I do for a living?") == "job"
    assert asked_attribute("What did my dad do for a living?") is None
    assert asked_attribute("What did I do for work today?") is None


# lpm_antecedent.body_part_it: "it" of an operation is the body part just named
def test_the_it_of_an_operation_is_the_body_part_named_before():
    assert statements("What are some easy exercises for a bad knee? I'm having it replaced in "
                      "the spring.") == ["The user is having their knee replaced in the spring."]
    assert body_part_it("I hurt my back lifting.", "I'm having it looked at on Friday.") == \
        "I'm having my back looked at on Friday."


def test_it_of_another_or_of_a_thing_is_no_body_part():
    assert body_part_it("My mum's hip is bad.", "I'm having it looked at.") is None
    assert body_part_it("I bought a car.", "I'm having it fixed.") is None
    assert body_part_it("My knee and my hip hurt.", "I'm having it done soon.") is None


# lpm_eventdates: the speaker's exam, test or interview and "It's on <date>" after it
def test_the_date_said_after_the_speakers_exam_is_its_date():
    assert statements("Can you help me revise for my 18th edition regs exam? It's on the 14th "
                      "of March.") == ["The user's exam is on the 14th of March."]
    assert statements("Any tips for my driving test? It's next Tuesday.") == \
        ["The user's driving test is on Tuesday 12 March 2024."]


def test_a_relatives_exam_or_it_not_a_date_is_no_exam_date():
    assert not statements("Can you help my son with his exam? It's on the 14th of March.")
    assert not statements("Can you help my son revise for his exam? It's on the 14th of "
                          "March.")
    assert not statements("I failed my exam. It's on my mind a lot.")


# asked_attribute: what the user can't eat is the diet, or else what decides food
def test_what_i_cant_eat_asks_the_diet():
    for q in ("Is there anything I can't eat?", "Is there any food I should avoid?",
              "Anything I shouldn't eat?"):
        assert asked_attribute(q) == "diet", q


def test_what_a_relative_cant_eat_or_cant_do_is_not_the_diet():
    for q in ("What can't my son eat?", "Is there anything my wife can't eat?",
              "Is there anything I can't do?", "What can I eat?"):
        assert asked_attribute(q) is None, q


def test_the_diet_asked_falls_back_on_what_decides_food():
    assert _FOOD_RULE.match("health.coeliac") and _FOOD_RULE.match("allergy.nuts")
    assert _FOOD_RULE.match("health.coeliac_disease") and _FOOD_RULE.match("health.diabetic")
    assert not _FOOD_RULE.match("health.asthma") and not _FOOD_RULE.match("likes.cheese")
