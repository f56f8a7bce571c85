"""The extractor on styles of writing (remember9): parenting-forum shorthand, Indian English,
a diary written in fragments, medicines with their doses. Each family with a near miss it
must leave alone (a question, a stay, someone else's fact, a word that is also an acronym).
No model."""
from memory.lpm_diary import entries, is_log
from memory.lpm_shorthand import plain

from tests.unit.helpers.extract import keyed, page, statements, items as _items


def _texts(user):
    from memory.lpm_rules import extract
    return [f["text"] for f in extract([page(user)])]


# forum shorthand (lpm_shorthand)
def test_forum_kin_acronyms_give_the_relatives_their_names_and_ages():
    k = keyed("Mum of two here, DD (7) and DS (5). DS has started refusing greens.")
    assert k.get("relation.daughter.age") == "7" and k.get("relation.son.age") == "5"
    assert any(a.startswith("relation.mother_in_law") and v == "Brenda"
               for a, v in keyed("My MIL Brenda is coming to stay for 2 weeks").items())
    k = keyed("SIL Kirsty (DH's sister) has offered to do the cake, she's a baker")
    assert any(a.startswith("relation.sister_in_law") and v == "Kirsty" for a, v in k.items())
    assert not any(a == "relation.sister" for a in k)
    assert keyed("DD (Poppy) wants a unicorn party").get("relation.daughter.poppy") == "Poppy"
    assert plain("DH WFH so he's around") == "My husband works from home so he's around"


def test_words_that_are_also_acronyms_are_left_alone():
    assert plain("I got a DS for Christmas") == "I got a DS for Christmas"
    assert plain("I am SO tired today") == "I am SO tired today"
    assert plain("dd and ds are my initials") == "dd and ds are my initials"
    assert not any(a.startswith("relation.son") for a in keyed("I got a DS for Christmas, 5 games"))


# Indian English (lpm_indian)
def test_indian_english_name_home_hometown_and_job():
    k = keyed("Hello, my good name is Dipti Nair. I am working in a software company as a tester.")
    assert k.get("name") == "Dipti Nair" and k.get("job") == "tester"
    k = keyed("My native place is Kochi only, but we are staying in Whitefield since 2018.")
    assert k.get("hometown") == "Kochi" and k.get("location") == "Whitefield"
    assert any("Whitefield (since 2018)" in t for t in _texts(
        "My native place is Kochi only, but we are staying in Whitefield since 2018."))


def test_a_stay_is_no_home():
    assert "location" not in keyed("We are staying in a hotel in Goa for two nights.")
    assert "location" not in keyed("I am staying in Mumbai this week for a conference.")


# a diary in fragments (lpm_diary)
def test_a_log_in_fragments_gives_appointments_kin_and_measures():
    assert keyed("Day 20. First week at work done. Boss = Priyanka. Seems nice.").get(
        "relation.boss") == "Priyanka"
    assert keyed("Cat (Biscuit) knocked coffee over the laptop. Great.").get(
        "relation.cat") == "Biscuit"
    assert any("dentist appointment is on Thursday" in s
               for s in statements("Dentist Thurs. Dreading it."))
    assert any("mum turns 70" in s for s in statements("Mum's bday tmrw - 70! Need a card."))
    assert keyed("New job Monday. Junior architect, small practice. Nervous.").get(
        "job") == "junior architect"


def test_prose_and_questions_are_no_log():
    assert not is_log("My dentist said my teeth are fine. I was relieved.")
    said = "Dentist on Thursday? What do you think I should ask?"
    assert entries("The kids are asleep. It is quiet.") == "The kids are asleep. It is quiet."
    assert not any("appointment" in s for s in statements(said))
    # a job title in a log that does not speak of work is not said to be the writer's
    assert "job" not in keyed("Day 3. Nurse visited Gran. Tired.")


# medicines with doses (lpm_medication)
def test_a_dose_is_kept_with_its_medicine():
    assert any("sertraline 50mg" in t for t in _texts("Also I'm on 50mg sertraline, is that ok?"))
    assert any("levothyroxine (75 micrograms)" in t for t in _texts(
        "I also take levothyroxine every morning for an underactive thyroid, 75 micrograms."))


def test_a_dose_is_not_given_to_another_medicine_or_person():
    assert not any("metformin 10mg" in t or "metformin (10" in t
                   for t in _texts("I'm on metformin and lisinopril 10mg."))
    assert not any(a.startswith("medication.") for a in keyed("My dad is on 20mg atorvastatin."))


# a statement before "so maybe ...?" (lpm_clauses.lead_statement)
def test_a_statement_before_so_maybe_is_kept():
    assert any("daughter is obsessed with swimming" in s for s in statements(
        "My daughter is obsessed with swimming so maybe a pool party would be easier?"))


def test_a_question_before_so_maybe_is_no_statement():
    assert not statements("Do you think she likes swimming so maybe a pool party?")


def test_a_job_title_in_a_work_log_keeps_where():
    said = "New job starts Monday. Junior architect, small practice in Leeds. Nervous."
    assert keyed(said).get("employer") == "small practice in Leeds"


# the question side (app/focus_subject): "my mum" told as "my mother"; an in-law named only

def test_a_mum_asked_of_is_the_mother_told_of_and_not_the_mother_in_law():
    from app.focus_subject import subject_match
    facts = _items("The user lives in Bristol (since 2019).",
                   "The user's mother-in-law lives in Leeds.",
                   "The user's mother is coming to visit, she is living in Cluj.")
    assert "Cluj" in subject_match(facts, "Where does my mum live?", set()).text
    assert "Leeds" in subject_match(facts, "Where does my mother-in-law live?", set()).text


def test_what_an_in_law_does_comes_before_their_name_alone():
    from app.focus_subject import subject_match
    facts = _items("The user's sister-in-law is called Kirsty.",
                   "The user's sister-in-law Kirsty is a baker.")
    assert "baker" in subject_match(facts, "What does my sister-in-law do?", set()).text
    assert "called" in subject_match(facts, "What's my sister-in-law called?", set()).text


# the speaker's doctors by name (lpm_carers)
def test_the_speakers_doctors_are_keyed_by_role_with_what_kind_they_are():
    assert keyed("My GP is Dr Okafor, she's lovely.").get("carer.gp") == "Dr Okafor"
    said = "I've got my endocrinologist appointment on 14 March with Dr Lindqvist, any tips?"
    assert keyed(said).get("carer.endocrinologist") == "Dr Lindqvist"
    assert any("specialist doctor" in t and "14 March" in t for t in _texts(said))


def test_someone_elses_doctor_or_a_question_names_no_doctor_of_the_speaker():
    assert not any(a.startswith("carer.") for a in keyed("My mum's GP is Dr Patel."))
    assert not any(a.startswith("carer.") for a in keyed("Is my GP Dr Okafor or Dr Patel?"))
    assert not any(a.startswith("carer.") for a in keyed("My florist is called Anna."))


def test_who_is_asked_finds_a_fact_naming_someone():
    from app.focus_subject import subject_match
    facts = _items("The user is diabetic.",
                   "The user's endocrinologist (a specialist doctor) is Dr Lindqvist.")
    assert "Lindqvist" in subject_match(facts, "Who is my diabetes specialist?", set()).text
    assert "diabetic." in subject_match(facts, "What condition do I have?", set()).text
