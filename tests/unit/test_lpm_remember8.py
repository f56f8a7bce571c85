"""The extractor on styles of writing (remember8): formal letters, a life that changes, what
other people said, numbers and measurements. Each family with a near miss it must leave
alone (a question, a hypothetical, someone else's fact, an opinion). No model."""
import pytest

from memory.lpm_rules import extract

from tests.unit.helpers.extract import keyed, page, statements


def _all(user, before=""):
    return [f["text"] for f in extract([page(user)], {1: before} if before else None)]


# letters (lpm_clauses)
def test_a_letter_signed_to_the_assistant_gives_the_name_and_no_statement():
    said = "With thanks in advance for your kind attention. Yours faithfully, Edmund Hale"
    assert keyed(said).get("name") == "Edmund Hale"
    assert not statements(said)
    assert keyed("I remain, with gratitude, Edmund Hale").get("name") == "Edmund Hale"
    assert not statements("Yours, as ever, Edmund Hale")


def test_a_closing_signs_with_a_name_only():
    assert "name" not in keyed("Best wishes, and thanks again for your help")


def test_a_pasted_letter_names_its_writer_not_the_user():
    said = "Dear Tom, thanks for the invitation, we would love to come. Kind regards, Mary Jones"
    assert "name" not in keyed(said)
    assert not any("Mary" in s for s in statements(said))


def test_a_salutation_to_the_assistant_is_dropped():
    st = statements("Dear Assistant, I write on this occasion concerning my grandson, Oliver, "
                    "who is reading law at Durham.")
    assert any("grandson Oliver is reading law at Durham" in s for s in st)
    assert not any(s.startswith("Dear") for s in st)


# a statement before a question tag
def test_the_statement_before_a_question_tag_is_kept():
    assert any("£950 a month" in s for s in statements(
        "Our rent is £950 a month for a 3 bed semi in Swindon, is that normal for the area?"))
    assert keyed("I was born in 1987 so I'll be 40 soon, will it be hard to start running?"
                 ).get("birth_year") == "1987"


@pytest.mark.parametrize("said", [
    "If we move to Leeds, will the rent be higher?",
    "Is our rent of £950 a month normal, what do you think?",
    "Could you check my rent is £950 a month, is that right?",
])
def test_a_question_with_no_statement_before_it_forms_nothing(said):
    assert not statements(said)


# a "who" clause about a named relative
def test_a_who_clause_says_what_the_relative_does():
    # (a statement, or her job keyed since remember13: lpm_people._kin_jobs)
    st = [f["text"] for f in extract([page(
        "My daughter, Catherine, who is a consultant anaesthetist in Edinburgh, is "
        "rather less enthusiastic, and I should value your view on the matter.")])]
    assert any("daughter Catherine is a consultant anaesthetist in Edinburgh" in s for s in st)


def test_a_who_clause_about_someone_not_related_forms_nothing_of_theirs():
    st = statements("The man next door, Tom, who is a pilot, never says hello, can you believe "
                    "it?")
    assert not any("pilot" in s for s in st)


# a past ability
def test_i_could_after_a_past_time_clause_is_a_past_ability():
    assert any("52 minutes" in s for s in statements(
        "Before I got pregnant I could run 10k in 52 minutes, I miss it so much"))


def test_i_could_after_a_future_time_clause_stays_a_hypothetical():
    assert not statements("When I retire I could travel around Japan for a year")


# measurements (lpm_measures)
@pytest.mark.parametrize("said,height", [
    ("Also I'm only 5'4\" so the bump is really getting in the way", "5'4"),
    ("I'm 5 foot 10 and my feet are size 11", "5 foot 10"),
    ("I'm 170cm tall, which is average here", "170 cm"),
])
def test_a_height(said, height):
    assert keyed(said).get("height") == height


@pytest.mark.parametrize("said", [
    "My son is 5'4\" already at twelve",
    "I'm 150cm from the door and the wifi still drops",
    "I'm 5 feet away from the router and the wifi still drops",
    "If I were 6 foot 2 I'd play basketball",
    "My daughter was born in 2015 in Leeds",
])
def test_no_height_or_birth_year_of_someone_else_or_a_distance(said):
    k = keyed(said)
    assert "height" not in k and "birth_year" not in k


# what other people said (lpm_reported)
def test_a_named_relative_who_reports_is_kept_but_not_the_opinion():
    said = "My wife Huda says I'm hopeless at organising parties, which is fair to be honest"
    assert keyed(said).get("relation.wife") == "Huda"
    assert not any("hopeless" in t for t in _all(said))


def test_an_opinion_about_the_speaker_is_no_job():
    k = keyed("My mum always said I was born to be a teacher, but numbers were always my thing")
    assert "job" not in k


def test_a_self_report_of_a_wish_is_the_relatives_fact():
    st = statements("My daughter Amal turns six next month and she says she wants a dinosaur "
                    "party. Any ideas for games?")
    assert any("Amal wants a dinosaur party" in s for s in st)
    assert any("turns six" in s for s in st)
    assert any("son wants a pirate party" in s for s in statements(
        "My son says he wants a pirate party this year."))


@pytest.mark.parametrize("said", [
    "My son says I want a new car, but I don't.",          # about the speaker: an opinion
    "My daughter Amal says he wants a dinosaur party.",    # someone else's wish
    "My brother Tariq says he's the best driver in the family.",   # a boast, not a taste
])
def test_a_report_that_is_no_self_report_forms_no_statement(said):
    assert not any(w in s for s in statements(said) for w in ("car", "dinosaur", "driver"))


def test_a_quoted_answer_to_the_speakers_question():
    texts = _all("I asked her what's her favourite colour so I could get the balloons. Red, "
                 "she says.", before="My daughter Amal turns six next month.")
    assert any("daughter Amal's favourite colour is Red" in t for t in texts)
    texts = _all("What's Amal's favourite colour? Red, she says.",
                 before="My daughter Amal turns six next month.")
    assert any("Amal's favourite colour is Red" in t for t in texts)


def test_a_quoted_answer_of_nobody_known_forms_nothing():
    assert not any("Red" in t for t in _all("What's Zoe's favourite colour? Red, she says."))
    assert "preference.colour" not in keyed("What's Zoe's favourite colour? Red, she says.")


def test_a_doctors_diagnosis_is_the_speakers_condition():
    assert keyed("Went to the GP yesterday. My doctor told me I'm prediabetic, so I need to "
                 "change how I eat.").get("health.prediabetic") == "prediabetic"
    assert "health.prediabetic" not in keyed("My friend told me she's prediabetic.")


# a life that changes (lpm_changes)
def test_a_break_up_said_with_the_ex_first():
    k = keyed("so a lot has changed lol. Jake and I broke up in the spring, it was mutual-ish")
    assert k.get("relation.ex.jake") == "Jake"
    assert not any(a.startswith("relation.ex") for a in keyed("Jake and Mia broke up in May."))


def test_a_new_partner_met():
    k = keyed("and I'm seeing someone new, his name is Marcus and he's a paramedic")
    assert k.get("relation.partner") == "Marcus"
    # (keyed as his job since remember13, lpm_people._kin_jobs)
    assert any("partner Marcus is a paramedic" in f["text"] for f in extract([page(
        "and I'm seeing someone new, his name is Marcus and he's a paramedic")]))
    assert "relation.partner" not in keyed("My sister is seeing someone new, his name is Tom.")


def test_homes_with_family_formal_and_former():
    assert keyed("I've moved back in with my mum in Sheffield for now while I sort myself out"
                 ).get("location") == "Sheffield"
    assert keyed("I am a retired magistrate, resident in Bath these forty years."
                 ).get("location") == "Bath"
    k = keyed("I'm not in Sheffield any more either, I moved to York in September")
    assert k.get("location") == "York" and k.get("former_location.sheffield") == "Sheffield"


@pytest.mark.parametrize("said", [
    "My brother moved back in with my mum in Leeds last year.",
    "My aunt is resident in Spain.",
    "I'm not in Leeds now, I'm in London for work.",
])
def test_no_home_of_someone_else_or_a_stay(said):
    k = keyed(said)
    assert "location" not in k and not any(a.startswith("former_location") for a in k)


def test_when_the_speaker_moved():
    k = keyed("I'm not in Sheffield any more either, I moved to York in September")
    assert k.get("moved") == "York"
    for said in ("If I moved to Paris in May, would it be easy?",
                 "My sister moved to Leeds in June."):
        assert "moved" not in keyed(said)


def test_a_workplace_said_with_the_job():
    k = keyed("update!! I got the job, I'm a teaching assistant at a primary school now")
    assert k.get("job") == "teaching assistant" and k.get("employer") == "primary school"
    assert "employer" not in keyed("I'm a regular at the gym on Saturdays.")


def test_lowercase_chat_goes_on_after_a_question_mark():
    st = statements("any ideas for a first anniversary present for him? we've been together "
                    "almost a year")
    assert st and not any("ideas" in s.lower() for s in st)


# the fact beside a question about the user's past (app/focus_subject.py)
def test_a_question_about_the_past_gets_the_fact_kept_as_past():
    from memory.types import ContextItem

    from app import focus_subject
    facts = tuple(ContextItem("lpm", n, "trait", t, 0.0, 8) for n, t in enumerate((
        "The user lives in York.", "The user used to live in Sheffield (a former home).",
        "The user used to work as a receptionist (a former job).")))
    pick = focus_subject.subject_match
    assert "Sheffield" in pick(facts, "Where did I live before York?", {"york"}).text
    assert pick(facts, "Where do I live?", set()).text == "The user lives in York."


def test_a_quoted_answer_needs_one_relative_of_the_pronouns_sex():
    # two relatives named last: whose colour it is stays unknown
    assert not any("colour is" in t for t in _all(
        "I asked her what her favourite colour is. Blue, she says.",
        before="My daughter Amal and my son Sami are off school."))
    # "him" is no daughter
    assert not any("colour is" in t for t in _all(
        "I asked him what his favourite colour is. Blue, he says.",
        before="My daughter Amal is off school."))
    # a name asked is no attribute of the relative
    assert not any("name is" in t for t in _all(
        "I asked her what her name was. Zoe, she said.", before="My daughter Amal is off."))


def test_sort_is_a_verb_unless_sort_of():
    from memory.person import third_person
    assert third_person("while I sort myself out", "The user") == \
        "While the user sorts themselves out."
    assert third_person("I sort of like jazz", "The user") == "The user sort of likes jazz."
