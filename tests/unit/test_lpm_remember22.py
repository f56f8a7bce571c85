"""The extractor on ordinary requests that tell facts in passing (remember22): a relative said
without a name and then "She's ..."/"Her name's ...", a relative after a preposition with
its pronoun said again, a request with its "I" dropped. Each family with a near miss it must
leave alone (someone else in the sentence, a pet, a relative named as the object). No model."""
from memory.lpm_rules import extract

from tests.unit.helpers.extract import keyed, page, statements


def _chat(*messages):
    """Facts of each message of one chat, each read with the message before it."""
    out, before = [], ""
    for i, m in enumerate(messages, 1):
        out.append(extract([page(m, i)], before={i: before}))
        before = m
    return out


# a relative without a name, then a pronoun (lpm_passing.kin_unnamed)
def test_she_after_a_request_for_an_unnamed_wife_is_the_wife():
    st = statements("Can you help me plan a birthday dinner for my wife? She's turning 45 "
                    "next Saturday.")
    assert any(s.startswith("The user's wife is turning 45") for s in st)


def test_her_name_in_the_next_message_names_the_unnamed_wife():
    first, second = _chat("Can you help me plan a dinner for my wife? She's turning 45 soon.",
                          "Her name's Harjit. We're vegetarian, so no meat please.")
    assert {f["attribute"]: f["value"] for f in second}.get("relation.wife") == "Harjit"


def test_he_after_an_unnamed_dad_is_the_dad():
    assert any("dad is diabetic" in s for s in
               statements("Any ideas for a dessert for my dad? He's diabetic."))


def test_she_is_not_the_relative_when_someone_else_is_in_the_sentence():
    assert not any("daughter is lovely" in s
                   for s in statements("My daughter has a new teacher. She's lovely."))
    assert not any("mum is a lawyer" in s
                   for s in statements("I met my mum and her friend for lunch. She's a lawyer."))
    assert "relation.sister" not in keyed("So my sister got a dog. She's called Misty.")
    assert not any("son is a nurse" in s
                   for s in statements("My son and Priya came round. She's a nurse."))


def test_a_pronoun_of_the_other_sex_is_not_the_unnamed_relative():
    assert not any("wife is a plumber" in s
                   for s in statements("Can you plan a dinner for my wife? He's a plumber."))


def test_her_name_was_after_a_death_is_no_current_name():
    assert "relation.wife" not in keyed("My wife passed away last year. Her name was Margaret.")


# "for my mam, she's turning 70": the relative is no subject, the pronoun is (lpm_chat)
def test_a_relative_after_for_and_her_pronoun_is_the_relative_news():
    first, second = _chat("Need a present idea for my mam, she's turning 70 in May.",
                          "Her name is Bernie and she's mad into gardening.")
    assert any(f["text"].startswith("The user's mum is turning 70") for f in first)
    assert not any("present idea" in f["text"] for f in first)
    assert {f["attribute"]: f["value"] for f in second}.get("relation.mum") == "Bernie"


def test_a_relative_said_twice_as_the_subject_is_still_read():
    assert any(s == "The user's mother lives in Leeds." for s in
               statements("My mother, she lives in Leeds."))


# "He's a carpenter over there so he might build her something" (sentences.trim)
def test_a_job_before_a_so_clause_of_what_might_be_is_kept():
    k = keyed("My brother Odhran is flying home from Boston. He's a carpenter over there so "
              "he might build her something.")
    assert k.get("relation.brother.job") == "carpenter"
    assert keyed("I'm a nurse so I might retire early.").get("job") == "nurse"


def test_a_plan_said_with_might_is_still_no_fact():
    assert not extract([page("I might move to Leeds so I can be near my mum.")])


# "My boyfriend Tshepo says he'll run with me, but he's a quantity surveyor" (kin_but)
def test_but_hes_after_what_a_relative_says_is_said_of_the_relative():
    k = keyed("My boyfriend Tshepo says he'll run with me, but he's a quantity surveyor and "
              "he's always on site by 6.")
    assert k.get("relation.boyfriend.job") == "quantity surveyor"


def test_but_she_of_the_other_sex_or_of_someone_elses_friend_is_not_the_relative():
    assert not statements("My husband says I work too hard, but she's my boss so she decides.")
    assert "relation.friend" not in keyed("My sister's friend Ann wants to come, but she's a vegan.")


# "Oh and nothing with nuts, she's allergic" (lpm_idioms), after a sentence naming no one
def test_an_allergy_said_after_the_thing_is_an_allergy_to_it():
    assert keyed("No nuts please, I'm allergic.").get("allergy.nuts") == "nuts"
    assert keyed("Nothing with shellfish, I'm allergic.").get("allergy.shellfish") == "shellfish"


def test_an_allergy_after_a_joke_or_with_its_own_object_is_left_as_it_is():
    assert not any(a.startswith("allergy.") for a in keyed("No rush, I'm allergic to mornings lol."))


def test_she_after_a_sentence_naming_no_one_is_still_the_relative():
    first, second = _chat("I need a gift idea for my little sister Thandi, she just turned 19.",
                          "Budget is about R800. Oh and nothing with nuts, she's allergic.")
    assert any(f["text"] == "The user's sister Thandi is allergic to nuts." for f in second)


def test_she_after_a_sentence_naming_someone_else_is_not_the_relative():
    first, second = _chat("I need a gift idea for my little sister Thandi.",
                          "I asked my friend Zoe. Oh and nothing with nuts, she's allergic.")
    assert not any("Thandi is allergic" in f["text"] for f in second)


# a home said in passing with "here in" (lpm_home)
def test_here_in_a_place_is_where_the_speaker_lives():
    assert keyed("I'm a dispatcher at a trucking company here in Saskatoon.").get(
        "location") == "Saskatoon"


def test_here_in_a_place_for_a_stay_is_no_home():
    assert "location" not in keyed("We're having a great time here in Rome this week.")
    assert "location" not in keyed("I'm staying here in Oslo with my aunt.")
    assert keyed("Oh and we're in Kiel now, moved last week.").get("location") == "Kiel"


# regional kin words with their possessive, and in questions (lpm_regional.kin_words)
def test_a_regional_kin_word_with_its_possessive_is_the_relative():
    assert keyed("My mam's name is Bernie.").get("relation.mum") == "Bernie"


def test_a_regional_kin_word_in_a_question_is_the_rules_word():
    from app.questions import asked
    assert asked("What's my mam into?") == "What's my mum into?"
    assert asked("Where is Mrs Patel?") == "Where is Mrs Patel?"


# focus: food for the user, the family asked of, what a relative is into, a home by its kind
def _items(*texts):
    from memory.types import ContextItem
    return tuple(ContextItem("lpm", n, "trait", t, 0.0, 8) for n, t in enumerate(texts))


def test_food_the_user_can_eat_puts_what_decides_it_first():
    from app.focus_subject import subject_match
    me = _items("The user takes home about 2,600 a month from the garage.",
                "The user has given up meat since the new year.")
    assert "meat" in subject_match(me, "Suggest a dinner I can make tonight", set()).text
    celiac = _items("The user's grandson Finn's birthday is on Sunday.", "The user is coeliac.")
    assert "coeliac" in subject_match(celiac, "Can you suggest a pudding I can have?", set()).text


def test_food_for_a_relative_or_no_food_is_not_the_users_diet():
    from app.focus import _MINDFUL
    assert _MINDFUL.search("Suggest a quick lunch I can eat")
    assert not _MINDFUL.search("Suggest a quick lunch for the office party")
    assert not _MINDFUL.search("Can you suggest a game we can play?")


def test_the_family_asked_of_lets_a_relatives_fact_answer():
    from app.focus_subject import subject_match
    fam = _items("The user is vegetarian, so nothing with meat or eggs please.",
                 "The user's mom lives with them too and she's diabetic.")
    assert "diabetic" in subject_match(
        fam, "Does anyone in my family have a health condition?", set()).text
    # a question about the user alone still skips the relative's fact
    me = _items("The user's mom lives with them too and she's diabetic.", "The user is a dispatcher.")
    assert "dispatcher" in subject_match(me, "What do I do?", set()).text


def test_what_a_relative_is_into_puts_the_liking_first():
    from app.focus_subject import subject_match
    mum = _items("The user's mum is turning 70 in May.",
                 "The user's mum's name is Bernie and she's mad into gardening.")
    assert "gardening" in subject_match(mum, "What's my mum into?", set()).text
    assert "70" in subject_match(mum, "How old is my mum turning?", set()).text


def test_a_home_by_its_kind_answers_where_the_user_lives():
    from app.focus_subject import subject_match
    me = _items("The user's job is working as a mechanic (in Wexford).",
                "Rent on the user's place in Enniscorthy is 1,100.")
    assert "Enniscorthy" in subject_match(me, "What town do I live in?", set()).text
    assert "mechanic" in subject_match(me, "What do I do for work?", set()).text
