"""Families told in detail (remember34): a relative's job said in a "who" clause after the
name ("a daughter, Catrin, who's a vet"), a fiancé named in the sentence after the engagement
("I got engaged! His name is Vivek"), children named after a count of kids ("We have two
kids. Colton is 16 ..., and Brynn is 12."), and the fact beside a question: a pet asked of
with "the" that memory holds by its breed ("the cat" of "our old tabby"), not a name that
opens with the pet word ("Catrin"); the date of a birthday asked "when"; a fact whose part
saying the question's words is a relative's, for a question about the user alone; the job's
fact leading retrieval for "What does my daughter do?". Each with a near miss. No model (the
last tests: a real engine and embedder)."""
import pytest

from app.focus_subject import subject_match
from memory import long_term
from memory.asked_attribute import asked_kin
from memory.engine import MemoryEngine
from memory.lpm_antecedent import engaged
from memory.lpm_counted import counted_kin

from tests.unit.helpers.extract import keyed, statements, tell, items as _items


# a relative's job in a "who" clause (lpm_kinwho)
def test_a_job_said_in_a_who_clause_after_the_relatives_name():
    k = keyed("We have a daughter, Catrin, who's a vet in Cardiff, and a son, Owain, who runs "
              "a little café in Bristol.")
    assert k.get("relation.daughter.catrin.job") == "vet"
    assert keyed("My brother Sam, who is a plumber, is coming round.").get(
        "relation.brother.job") == "plumber"


def test_a_who_clause_of_no_job_or_of_no_relative_of_the_speakers_forms_no_job():
    assert not any(a.endswith(".job") for a in keyed(
        "We have a son, Owain, who runs a little café in Bristol."))
    assert not any(a.endswith(".job") for a in keyed(
        "She married a cousin, Tom, who's a plumber."))
    assert not any(a.endswith(".job") for a in keyed(
        "My sister, Leila, who's a natural, won the race."))


# the fiancé named after the engagement (lpm_antecedent.engaged)
def test_the_name_said_after_the_speaker_got_engaged_is_the_fiances():
    assert engaged("I got engaged last week!", "His name is Vivek, he is a civil engineer.") \
        == "My fiancé is called Vivek, he is a civil engineer."
    assert engaged("We're finally engaged!", "Her name's Priya.") == "My fiancée is called Priya."
    k = keyed("I got engaged last week! His name is Vivek, he is a civil engineer working in "
              "Dubai.")
    assert "Vivek" in {v for a, v in k.items() if a.startswith("relation.fianc")}


def test_a_name_after_someone_elses_engagement_or_no_engagement_is_not_a_fiance():
    assert engaged("My sister got engaged last week!", "His name is Tom.") is None
    assert engaged("I went to a wedding on Saturday.", "His name is Tom.") is None
    assert engaged("I got engaged to Sam in May.", "His name is Tom.") is None
    assert not any("fianc" in a for a in keyed("My sister got engaged! His name is Tom."))


# children named after a count of kids (lpm_kinclauses.counted_kin)
def test_kids_named_after_their_count_are_children_sexed_by_their_pronoun():
    assert counted_kin(["We have two kids.", "Colton is 16 and just got his license, and Brynn "
                        "is 12."]) == ["We have two kids.", "My son Colton is 16 and just got "
                                       "his license.", "My child Brynn is 12."]
    assert counted_kin(["We have two kids.", "Mia is 7 and she loves horses."])[1] == \
        "My daughter Mia is 7 and she loves horses."
    k = keyed("We have two kids. Colton is 16 and just got his license, and Brynn is 12.")
    assert k.get("relation.son.colton") == "Colton" and k.get("relation.child.brynn") == "Brynn"


def test_a_name_after_a_count_of_kids_that_does_nothing_is_no_child():
    assert counted_kin(["We have two kids.", "Tom and I are tired."])[1] == "Tom and I are tired."
    assert counted_kin(["We have two dogs.", "Rex is 4 and Bo is 2."])[1] == "Rex is 4 and Bo is 2."
    assert not any(a.startswith("relation.") for a in keyed("My boss has two kids. Tom is 5."))


# the fact beside the question (focus_subject.subject_match)

def test_the_pet_asked_with_the_is_the_pet_said_by_its_breed_not_a_name_like_it():
    facts = _items("The user's daughter is called Catrin.",
                   "The user's old tabby is called Mali and she's nearly sixteen.")
    assert "Mali" in subject_match(facts, "What's the cat called?", set()).text
    sons = _items("The user's friend Sonia is a nurse.", "The user's son is called Tom.")
    assert "Tom" in subject_match(sons, "What's my son called?", set()).text


def test_a_pet_word_inside_a_lowercase_word_or_a_plural_still_counts():
    facts = _items("The user's daughter is called Catrin.", "The user has two cats, Tom and Bo.")
    assert "cats" in subject_match(facts, "What are my cats called?", set()).text


def test_when_asked_the_fact_with_the_date_comes_first():
    facts = _items("The user's daughter Matilda is turning 5 (their next birthday).",
                   "The user's daughter Matilda is turning 5 in March 2027.")
    assert "March" in subject_match(facts, "When's Matilda's birthday?", {"matilda"}).text
    # (not asked "when": the closest stays; "may" is no month)
    assert "next birthday" in subject_match(facts, "How old is Matilda turning?",
                                            {"matilda"}).text
    may = _items("The user's son Leo is 4.", "The user's son Leo may start school soon.")
    assert subject_match(may, "When does Leo turn five?", {"leo"}).text == may[0].text


def test_a_fact_whose_part_saying_the_words_is_a_relatives_is_passed_over():
    facts = _items("The user got engaged. The user's fiancé is called Vivek, he is a civil "
                   "engineer working in Dubai.", "The user lives in Bangalore.")
    assert subject_match(facts, "Which city am I working in now?", set()).text == \
        "The user lives in Bangalore."
    mine = _items("The user got engaged. The user is working in Pune now.",
                  "The user lives in Bangalore.")
    assert "Pune" in subject_match(mine, "Which city am I working in now?", set()).text


def test_asked_kin_reads_a_pet_asked_with_the():
    assert asked_kin("What's the cat called?") == "cat"
    assert asked_kin("How old is the dog?") == "dog"
    assert asked_kin("Is the dog food in the cupboard?") is None


# retrieval led by the relative's job (asked_attribute.led_by_kin); real engine
@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def test_the_relatives_job_leads_for_what_they_do(engine):
    tell(engine, "We have a daughter, Catrin, who's a vet in Cardiff.",
         "Catrin has moved back to Carmarthen.", "I sing in a choir on Tuesdays.")
    facts = engine.retrieve("What does my daughter do?", 500).facts
    assert "vet" in facts[0].text


def test_a_question_not_about_the_job_is_not_led_by_it(engine):
    tell(engine, "We have a daughter, Catrin, who's a vet in Cardiff.",
         "My daughter Catrin loves horses.")
    facts = engine.retrieve("What does my daughter love?", 500).facts
    assert not facts[0].text.endswith("(their job).")
    assert any(i.text.endswith("(their job).") for i in long_term.current(engine.store))
