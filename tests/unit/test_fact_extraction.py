"""The rule extractor over many phrasings: what becomes a fact, what never does (no model)."""
from datetime import datetime

import pytest

from memory import sentences
from memory.lpm_rules import extract
from memory.person import third_person
from memory.timewords import resolve
from memory.types import Page

T = datetime(2023, 5, 8, 13, 56).timestamp()     # a Monday


def page(user, assistant="", meta=None, pid=1):
    return Page(id=pid, conversation_id="c", seq=pid, prev_id=None, tier="short",
                segment_id=None, user_text=user, assistant_text=assistant, created=T,
                meta=meta or {})


def texts(user, assistant="", meta=None):
    return [f["text"] for f in extract([page(user, assistant, meta)])]


@pytest.mark.parametrize("said, fact", [
    ("My name is Alice Moreau.",
     "The user's name is Alice Moreau (first name Alice, surname or family name Moreau)."),
    ("My friends call me Bex.", "The user's nickname is Bex."),
    ("I'm 34 years old.", "The user is 34 years old."),
    ("I live in Lyon.", "The user lives in Lyon."),
    ("We relocated to Manchester last month.", "The user lives in Manchester."),
    ("I'm from Leeds originally.", "The user is from Leeds."),
    ("I work as a nurse at the city hospital.", "The user's job is working as a nurse."),
    ("I work at Acme Robotics.", "The user works at Acme Robotics."),
    ("My cat is called Biscuit.", "The user's cat is called Biscuit."),
    ("I have a dog named Max.", "The user's dog is called Max."),
    ("Correction: my brother is Sam, not Tom.", "The user's brother is called Sam."),
    ("I'm allergic to peanuts.", "The user is allergic to peanuts."),
    ("I'm vegetarian these days.", "The user is vegetarian."),
    ("My favourite drink is oat latte.", "The user's favourite drink is oat latte."),
    ("I like coffee.", "The user's preferred drink is coffee."),
    ("I hate jazz.", "The user dislikes jazz."),
    ("I drive a Toyota Corolla.", "The user drives a Toyota Corolla."),
    ("Please always answer in French.", "The user asked the assistant to always answer in French."),
    ("I went to the zoo yesterday with my kids.",
     "The user went to the zoo on 7 May 2023 with their kids."),
    ("Just got back from a family road trip!", "The user just got back from a family road trip."),
    ("I'm running a half marathon in June.", "The user is running a half marathon in June 2023."),
    ("I gave up sugar in my tea.", "The user gave up sugar in their tea."),
])
def test_first_person_statements_become_third_person_facts(said, fact):
    assert fact in texts("Hey! " + said)


@pytest.mark.parametrize("said", [
    "Where do I live?", "What's my cat called?", "Do you like jazz?",
    "Hi! How are you doing?", "Thanks so much, that's awesome!", "Good night!",
    "If I lived in Paris I would eat croissants every day.",
    "I wish I had a dog named Rex.", "Maybe I'll move to Berlin someday.",
    "I would never live in a big city.",
    "My sister said she moved to Berlin.", 'He told me "I live in Oslo".',
    "According to my doctor I'm allergic to cats.",
    "I'm so happy for you!", "I love that!", "I know, right?", "I agree.",
    "You should try the new cafe in town.", "I'm sure your kids loved it.",
])
def test_questions_greetings_hypotheticals_and_reported_speech_form_nothing(said):
    assert texts(said) == []


def test_the_assistants_guesses_never_become_user_facts():
    got = extract([page("ok", "You live in Paris, your name is Bob and you love cats.")])
    assert got == []


def test_the_assistants_promises_are_its_own_facts():
    got = extract([page("My birthday is on 3 June.", "I'll remember your birthday.")])
    assert ("assistant_knowledge", "The assistant promised to remember the user's birthday.") \
        in [(f["kind"], f["text"]) for f in got]


def test_imported_dialogue_names_each_speaker_from_their_own_words():
    got = texts("Hey Jo! I adopted a kitten named Luna last week.",
                "Aw, Kim! I started a pottery class on Saturday.",
                meta={"speakers": ["Kim", "Jo"]})
    assert "Kim's kitten is called Luna." in got
    assert any(t.startswith("Jo started a pottery class on Saturday 6 May 2023") for t in got)


def test_one_statement_per_message_the_most_informative():
    got = texts("Wow, what a day. I'm so tired. I finally signed the lease for a flat in "
                "Bristol on Friday. It was fun.")
    assert got == ["The user finally signed the lease for a flat in Bristol on Friday 5 May 2023."]


def test_keyed_facts_carry_attribute_and_supersession_hints():
    (f,) = extract([page("I hate jazz.")])
    assert f["attribute"] == "dislikes.jazz" and f["ends"] == ["likes.jazz"]
    # (the habit it ends is keyed beside it: lpm_habits.smoking, remember24)
    (g,) = [f for f in extract([page("I quit smoking cigarettes last year.")])
            if not f["attribute"]]
    assert g["attribute"] == "" and g["ends_like"] == ["smoking", "cigarettes"]
    assert "in 2022" in g["text"]


@pytest.mark.parametrize("text, future, out", [
    ("I went yesterday", False, "I went on 7 May 2023"),
    ("I moved in March", False, "I moved in March 2023"),
    ("I move in June", True, "I move in June 2023"),
    ("I ran last week", False, "I ran in the week of 1 May 2023"),
    ("I painted it last year", False, "I painted it in 2022"),
    ("I'll go on Sunday", True, "I'll go on Sunday 14 May 2023"),
    ("I went on Sunday", False, "I went on Sunday 7 May 2023"),
    ("I started two years ago", False, "I started around May 2021"),
])
def test_relative_dates_resolve_against_the_page_date(text, future, out):
    assert resolve(text, T, future=future) == out


def test_third_person_agreement():
    assert third_person("I go swimming and I try to study") == \
        "The user goes swimming and the user tries to study."
    assert third_person("I've been painting with my kids", "Mel") == \
        "Mel has been painting with their kids."
    assert third_person("The group made me feel accepted") == \
        "The group made the user feel accepted."


def test_candidate_trims_the_clause_about_the_listener():
    assert sentences.candidate("I baked bread today, you'd love it") == "I baked bread today"


def test_a_group_the_speaker_is_in_is_not_the_speaker_alone():
    assert third_person("Neither of us eats meat") == \
        "Neither of them (the user included) eats meat."
    assert third_person("at least one of us made Dad happy", "Nadia") == \
        "At least one of them (Nadia included) made Dad happy."


def test_a_reply_promising_what_it_promises_everyone_is_no_commitment():
    from memory.lpm_instructions import assistant_facts
    from tests.unit.helpers.extract import page
    generic = ("I'll make sure to remember you and help with any questions or messages you "
               "may have.")
    assert assistant_facts(generic, page("hi")) == []
    reply = "I'll remind you to take your metformin with dinner."
    kept = assistant_facts(reply, page("Can you help me remember my metformin at dinner?"))
    assert [f["text"] for f in kept] == ["The assistant promised to remind the user to take "
                                         "the user's metformin with dinner."]
    # a promise about nothing the user spoke of is the small model's noise, no commitment
    assert assistant_facts(reply, page("hi")) == []
    assert assistant_facts("I'll make sure to keep an eye on your family's special occasion.",
                           page("My sister Carla is a dentist and I'm an electrician.")) == []


def test_a_question_typed_without_apostrophe_or_mark_is_no_fact():
    from memory.lpm_rules import extract
    from tests.unit.helpers.extract import page
    for q in ("whats my cats name", "whos my gf", "wheres my sister living now"):
        assert extract([page(q)]) == [], q


def test_a_question_with_its_verb_before_the_subject_is_no_fact():
    # chat drops the question mark: these were stored as "facts" ("Which city is the user's
    # brother in.") and later put beside a question as its answer
    for q in ("whens my birthday", "which city is my brother in", "what race am i training for",
              "what food cant i stand", "what kind of dog do i have",
              "is my brother still in Lagos",
              "Am I right that my flight is Monday", "which of my kids is the oldest",
              "when did i quit smokin", "wat was my new tattoo",
              "Remind me how many nephews I've got"):
        assert extract([page(q)]) == [], q
    # what a question says on the way is still read
    assert texts("Can my daughter Ada come to the party") == ["The user's daughter is called Ada."]


def test_a_statement_opening_with_a_wh_word_is_still_a_statement():
    # a wh-word followed by its subject opens a clause, not a question
    for s in ("What I love most is hiking in the Peak District.",
              "When I was a kid I lived in Leeds.",
              "What I do for a living is teach maths.",
              "Got my first car in 2010.",
              "When my son was born we lived in Leeds."):
        assert not sentences.is_question(s), s
        assert extract([page(s)]), s
