"""The extractor on styles of writing (remember7): emoji and markdown standing for words,
German/Spanish words in English messages, facts said inside questions, and corrections of
the assistant. Each family with a near miss it must leave alone. No model."""
import pytest

from memory.lpm_codeswitch import english
from memory.lpm_markup import plain

from tests.unit.helpers.extract import keyed, statements


# emoji and markdown (lpm_markup)
def test_emoji_in_a_word_slot_is_the_word():
    assert keyed("I ❤️ sushi but my bf **Dev** hates fish").get("preference.food") == "sushi"
    assert keyed("can't wait to take my 🐶 Rex to the beach").get("relation.dog") == "Rex"
    assert keyed("also my 🎂 is on 3 May 🥳 #almostthirty").get("birthday") == "3 May"
    assert keyed("I'm allergic to 🥜 lol").get("allergy.peanuts") == "peanuts"
    assert keyed("sooo my sis **Amber** just got engaged 💍").get("relation.sister") == "Amber"
    assert plain("she's a 👩‍🏫 primary school teacher") == "she's a primary school teacher"
    assert plain("fav drink = ☕ oat flat white") == "fav drink = oat flat white"


def test_decorative_emoji_and_other_peoples_hearts_are_no_words():
    # an emoji outside a word slot is decoration: no "dog" read into the sentence
    assert "dog" not in plain("Rex is a corgi 🐕 he's 4")
    assert "preference.food" not in keyed("my flatmate ❤️ sushi")
    assert keyed("#dogmum #blessed lol") == {}
    assert plain("I came #1 in the race") == "I came #1 in the race"
    assert plain("*Bristol") == "*Bristol"   # a correction mark, not markdown


# German and Spanish words in an English message (lpm_codeswitch)
def test_code_switched_family_words_and_verbs_are_read():
    assert keyed("Meine Schwester Carla is a dentist in Munich").get("relation.sister") == "Carla"
    assert keyed("mi hermana Lucia is a nurse in Madrid").get("relation.sister") == "Lucia"
    assert keyed("Ich wohne jetzt in Austin though, so I'll fly over").get("location") == "Austin"
    assert keyed("ich arbeite als electrician here and I love it").get("job") == "electrician"
    assert keyed("trabajo como electrician in Austin now").get("job") == "electrician"
    assert keyed("Ich bin 34 and never had knee problems before.").get("age") == "34"
    assert english("my Oma turns 90 next month") == "my grandma turns 90 next month"


@pytest.mark.parametrize("said", [
    "Ich wohne in Berlin mit meiner Schwester.",   # all German: left to itself
    "vivo en Madrid con mi hermana",               # all Spanish
    "I'm allergic to soy and gluten",              # "soy" is no verb here
    "I love Thomas Mann and a kind of quiet",      # "Mann", "kind" are no kin without "mein"
    "my chef friend cooks for me",                 # "chef" after an English "my"
])
def test_words_that_only_look_foreign_are_left_alone(said):
    assert english(said) == said


# facts said inside questions (lpm_asked)
def test_what_a_question_asserts_is_read():
    k = keyed("Is it normal that my 3-year-old, Zaid, still naps twice a day?")
    assert (k.get("relation.kid.zaid"), k.get("relation.kid.zaid.age")) == ("Zaid", "3")
    assert keyed("Since we live in Leeds, is it worth driving to York?").get("location") == "Leeds"
    assert keyed("How do I ask for a raise when I've only been a software tester here for 18 "
                 "months?").get("job") == "software tester"
    assert any("pottery" in s for s in statements("What's a good gift for my wife, she's into "
                                                  "pottery?"))
    assert any("June 14th" in s for s in statements("Our anniversary is on June 14th, would a "
                                                    "pottery class be a good idea?"))
    assert any("night shifts" in s for s in statements(
        "How do I get him to sleep when my wife works night shifts at the hospital?"))


@pytest.mark.parametrize("said", [
    "Is it normal for a 3-year-old to nap twice a day?",
    "Would it be weird if we moved to Leeds?",
    "Since when do people live in Leeds?",
    "What do I do when I lose my passport?",
    "Is it normal that she still naps twice a day?",
    "If my wife were into pottery, what would you suggest?",
    "What's a good gift for my wife, is pottery a good idea?",
])
def test_a_question_that_asserts_nothing_of_the_speaker_forms_nothing(said):
    assert keyed(said) == {} and statements(said) == []


# corrections of the assistant (lpm_setright)
def test_a_correction_says_who_is_who():
    k = keyed("No, you've got that mixed up, Pepper is my DOG, the cat is Miso.")
    assert (k.get("relation.dog"), k.get("relation.cat")) == ("Pepper", "Miso")
    assert keyed("No, not Sophie, Sophie is my cousin.").get("relation.cousin.sophie") == "Sophie"
    assert keyed("ugh no, I'm a paramedic not a nurse.").get("job") == "paramedic"
    k = keyed("My girlfriend Lena is a nurse at the hospital, she says I should go for it.")
    assert k.get("relation.girlfriend") == "Lena"


@pytest.mark.parametrize("said", [
    "Pepper is not my dog.",
    "Sophie is my cousin's wife.",
    "Is Pepper my dog or my cat?",
    "That is my dog, the one with the red collar.",
    "You've got it wrong, you always do.",
])
def test_a_near_correction_names_no_relative(said):
    k = keyed(said)
    assert not [a for a in k if a.startswith("relation.")]


# a relative's clause inside the speaker's sentence (lpm_kinclauses)
def test_a_relatives_clause_is_kept_beside_the_speakers_keyed_fact():
    assert "The user's boyfriend Dev is allergic to shellfish." in statements(
        "I love sushi but my boyfriend Dev is allergic to shellfish")
    assert keyed("My sister Carla is a dentist and she just had a baby boy, Felix!").get(
        "relation.nephew.felix") == "Felix"
    assert keyed("my son Tom and his wife just had a baby girl called Ivy").get(
        "relation.granddaughter.ivy") == "Ivy"


@pytest.mark.parametrize("said", [
    "My friend Sara just had a baby boy, Leo.",       # a friend's baby is no relative
    "My sister is hoping to have a baby boy one day.",
    "Do I like sushi but my boyfriend hates it?",
])
def test_no_relative_is_made_up_from_a_clause(said):
    k = keyed(said)
    assert not [a for a in k if a.split(".")[1:2] in (["nephew"], ["niece"], ["grandson"],
                                                      ["granddaughter"])]
    assert "allergy" not in " ".join(k)


def test_an_elliptical_clause_about_a_relative_is_no_sentence():
    said = statements("I'm not vegetarian but my wife Yvonne is, so we cook a lot of veggie stuff.")
    assert not any(s.startswith("The user's wife Yvonne is,") for s in said)


@pytest.mark.parametrize("said", [
    "Coffee is my best friend.",           # no correction: the first word may be no name
    "Netflix is my boyfriend now lol",
    "Is it ok that I've been a smoker for 10 years?",   # a habit, not a job
])
def test_no_relative_or_job_from_a_figure_of_speech(said):
    k = keyed(said)
    assert not [a for a in k if a.startswith("relation.")] and "job" not in k
