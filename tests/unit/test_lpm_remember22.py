"""The extractor on ordinary requests that tell facts in passing (remember22): a relative said
without a name and then "She's ..."/"Her name's ...", a relative after a preposition with
its pronoun said again, a request with its "I" dropped. Each family with a near miss it must
leave alone (someone else in the sentence, a pet, a relative named as the object). No model."""
from memory.lpm_rules import extract

from tests.unit.helpers.extract import keyed, page, statements, items as _items


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
    # (a relative's lasting condition is keyed since session 30: lpm_kinhealth)
    assert any("dad is diabetic" in f["text"] for f in
               extract([page("Any ideas for a dessert for my dad? He's diabetic.")]))


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
    # (her home is keyed by her: lpm_kinhomes)
    assert keyed("My mother, she lives in Leeds.").get("relation.mother.location") == "Leeds"


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


# a partner met, named with "called" (lpm_changes.MET), then "She's a ..." of them
def test_seeing_a_girl_called_a_name_is_a_partner_and_who_she_is_next():
    first, second = _chat("I've been seeing a girl called Ciara for a few weeks.",
                          "She's a paramedic so her shifts are all over the place.")
    assert {f["attribute"]: f["value"] for f in first}.get("relation.partner") == "Ciara"
    assert {f["attribute"]: f["value"] for f in second}.get("relation.partner.job") == "paramedic"


def test_someone_else_seeing_someone_or_a_maybe_is_no_partner():
    assert "relation.partner" not in keyed("My sister has been seeing a guy called Tom.")
    assert "relation.partner" not in keyed("I might start seeing a girl called Ann.")


# a job taken, said ahead (lpm_identity)
def test_going_to_be_a_job_at_a_place_is_the_job():
    assert keyed("Okay so I got the job!! I'm going to be a pricing analyst at a medical aid "
                 "in Sandton.").get("job") == "pricing analyst"


def test_going_to_be_no_job_or_a_dream_is_no_job():
    assert "job" not in keyed("I'm going to be a bridesmaid at my sister's wedding.")
    assert "job" not in keyed("I'm going to be a nurse at the Royal one day.")
    assert "job" not in keyed("I'm going to be a bit late for the meeting.")


# focus: a course, a hobby, a job asked of someone by name
def test_what_someone_studies_puts_the_course_first():
    from app.focus_subject import subject_match
    sis = _items("The user's sister Thandi is 19 years old.",
                 "The user's sister Thandi just turned 19. The user's sister Thandi is in first "
                 "year medicine at Wits.")
    assert "medicine" in subject_match(sis, "What is Thandi studying?", {"thandi"}).text
    assert "19 years" in subject_match(sis, "How old is Thandi?", {"thandi"}).text


def test_a_hobby_asked_puts_a_pastime_first():
    from app.focus_subject import subject_match
    me = _items("The user is coeliac.", "The user knits for the neonatal unit at the hospital.")
    assert "knits" in subject_match(me, "What's my hobby?", set()).text
    assert "coeliac" in subject_match(me, "Do I have any health conditions?", set()).text


def test_what_a_named_person_does_puts_their_job_first():
    from app.focus_subject import subject_match
    her = _items("The user has been seeing a girl called Ciara for a few weeks.",
                 "The user's partner Ciara is a paramedic (their job).")
    assert "paramedic" in subject_match(her, "What does Ciara do?", {"ciara"}).text
    assert "weeks" in subject_match(her, "How long have I been seeing Ciara?", {"ciara"}).text


# ", probably a Lab": a guess at the thing just named is kept (sentences.trim/candidate)
def test_a_guess_at_the_thing_named_is_kept_in_the_statement():
    assert any("probably a Lab" in s for s in
               statements("We're also thinking of getting a dog, probably a Lab."))


def test_perhaps_inside_a_sentence_still_cuts_what_might_be():
    st = statements("I have for some years suffered from gout in my left foot, which my "
                    "physician attributes, perhaps unkindly, to a fondness for port.")
    assert st and not any("port" in s for s in st)


# "She" two messages on, once memory knows the relative's name (lpm_passing.known_in)
def test_she_after_a_message_naming_a_known_relative_is_that_relative():
    f = extract([page("She loves Italian food, mushroom risotto is her absolute favourite.", 2)],
                before={2: "Her name's Harjit. We're vegetarian, so no meat please."},
                known={"Harjit": "wife"})
    assert any(x["text"].startswith("The user's wife Harjit loves Italian food") for x in f)


def test_a_known_name_beside_another_person_is_no_one_to_lean_on():
    f = extract([page("She loves Italian food.", 2)],
                before={2: "Harjit and Tom came round."}, known={"Harjit": "wife"})
    assert not any("wife" in x["text"] for x in f)


def test_a_way_of_getting_about_asked_puts_the_vehicle_first():
    from app.focus_subject import subject_match
    ray = _items("The user's husband is called Ray.",
                 "The user's husband Ray's thrilled, there's a bowling green.",
                 "The user's husband Ray nearly came off his mobility scooter last week.")
    assert "scooter" in subject_match(ray, "What does Ray use to get around?", {"ray"}).text
    # what he used to do is still the past asked
    old = _items("The user's husband Ray is retired.", "The user's husband Ray used to be a "
                 "bus driver.")
    assert "used to" in subject_match(old, "What did Ray use to do?", {"ray"}).text


def test_a_name_asked_alone_is_focused_on_the_relative_it_is_of():
    from app import focus
    from memory.types import Context
    facts = _items("The user's wife is called Harjit.",
                   "The user's wife is turning 45 on Saturday.",
                   "The user's son Kiran is 15 years old.")
    got = focus.select(Context("q", (), 100, 0, facts), "How old is Harjit turning?")
    assert got is not None and "45" in got.items[0].text
    # a name no fact gives a relative is no question about memory
    assert focus.select(Context("q", (), 100, 0, facts), "How old is Obama turning?") is None


def test_he_after_someone_said_by_their_job_is_not_the_relative_before():
    assert not any("dad" in s and "boiler" in s for s in statements(
        "I called my dad yesterday. The plumber came round. He's fixed the boiler."))
