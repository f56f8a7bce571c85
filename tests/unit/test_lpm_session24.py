"""Gaps the twenty-third session's note left (remember41's stories), fixed in the twenty-fourth:
work said by the vehicle driven for years or for a ride-hailing service, a home said with
"staying" and the place left before it, a proposal, a wedding date put right as "not in X, it
is in Y", an exercise class one does, a pet named in the sentence after its news, a
relative's job said as before, what a relative does now. Each with a near miss; extraction
tests need no model, the store ones a real engine with the real embedder."""
from __future__ import annotations

import pytest

from memory.engine import MemoryEngine
from memory.lpm_rules import extract

from tests.unit.helpers.extract import keyed, page, statements, tell, items


@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def texts(user):
    return [f["text"] for f in extract([page(user)])]


def test_a_work_vehicle_driven_for_years_or_a_ride_hailing_service_is_the_job():
    assert keyed("I have been driving taxi in Accra for almost twelve years now.").get(
        "job") == "taxi driver"
    assert keyed("I've been driving a cab for ten years.").get("job") == "cab driver"
    assert keyed("I'm driving Uber these days.").get("job") == "Uber driver"
    assert keyed("I drive for Bolt at weekends.").get("job") == "Bolt driver"
    # a van one drives for oneself, a trip, a ride taken
    assert "job" not in keyed("I've been driving a van since I was 17.")
    assert "job" not in keyed("I've been driving the bus for an hour and I'm tired.")
    assert "job" not in keyed("I took an Uber home.")
    # a relative's too
    assert keyed("My son has been driving a taxi for years.").get(
        "relation.son.job") == "taxi driver"
    assert "relation.brother.job" not in keyed("My brother has been driving the bus to school.")


def test_what_was_said_before_the_driving_job_stays_a_statement():
    said = texts("And the old Corolla finally died on me, the engine knocked, so now I'm "
                 "driving Uber with a Hyundai Elantra my uncle is financing.")
    assert any("Corolla" in t for t in said if "job" not in t)


def test_staying_now_is_the_home_and_the_place_left_a_former_home():
    got = keyed("We left Dansoman last month, we are now staying at Kasoa with my in-laws.")
    assert got.get("location") == "Kasoa" and got.get("former_location.dansoman") == "Dansoman"
    got = keyed("I left Lagos in 2019 and now I live in Leeds.")
    assert got.get("former_location.lagos") == "Lagos"
    # a stay, a hotel, and work left are none
    assert "location" not in keyed("We're currently staying in Rome for the week.")
    assert "location" not in keyed("I'm now staying at the Hilton.")
    assert not any(k.startswith("former_location") for k in keyed(
        "I left Google and now I live in Austin."))
    assert "location" not in keyed("My sister is now staying in Kasoa.")


def test_a_proposal_makes_the_fiance_and_the_wedding_after_it_is_theirs():
    got = keyed("My boyfriend Tiago asked me to marry him, on the beach at Costa Nova, so now "
                "he is my fiancé. The wedding will be next September.")
    assert got.get("relation.partner") == "Tiago" and "plan.wedding.date" in got
    assert "relation.partner" not in keyed("My sister's boyfriend Tom asked her to marry him.")
    assert keyed("My boss asked me to stay late.") == {}


def test_a_date_put_right_as_not_this_it_is_that():
    from memory.lpm_corrections import fix_of
    assert fix_of("Sorry, small mistake before: the wedding is not in September, it is in "
                  "October, the 11th.") == ("October", "September")
    assert fix_of("My mistake, the party is not on Friday, it is on Saturday.") == (
        "Saturday", "Friday")
    assert fix_of("Sorry, my son is not 7, he is 8.") == ("8", "7")
    # no word of a mistake: a statement, not a correction
    assert fix_of("The wedding is not in September, it is in October.") is None


def test_a_wedding_date_put_right_ends_the_old_date(engine):
    tell(engine, "My boyfriend Tiago asked me to marry him, so now he is my fiancé. The "
                 "wedding will be next September.")
    tell(engine, "Sorry, small mistake before: the wedding is not in September, it is in "
                 "October, the 11th.")
    facts = engine.retrieve("when is the wedding?", 500).facts
    assert "October" in facts[0].text


def test_an_exercise_class_one_does_is_an_activity():
    got = keyed("I've been doing pilates twice a week since I started at Emory, my back was "
                "wrecked from standing all day.")
    assert got.get("activity.pilates") == "pilates" and got.get("employer") == "Emory"
    assert keyed("I do yoga twice a week.").get("activity.yoga") == "yoga"
    # whom with is kept, in the third person (remember42's ffion: "with my sister S")
    assert ("The user does aqua aerobics down the leisure centre on a Tuesday night with their "
            "sister Sioned (exercise they do).") in texts(
        "I do aqua aerobics down the leisure centre on a Tuesday night with my sister Sioned.")
    assert "activity.yoga" not in keyed("I want to do yoga.")
    assert "activity.pilates" not in keyed("If I do pilates will it help my back?")
    assert "activity.yoga" not in keyed("I'm a yoga teacher.")


def test_a_pet_named_by_the_speaker_in_the_sentence_after_its_news():
    got = texts("Well, Graham lost the argument, we picked up the greyhound on Saturday. Her "
                "racing name was something ridiculous so we've called her Pippa.")
    assert "The user's dog (greyhound) is called Pippa." in got
    assert "The user's dog (greyhound) is called Pippa." in texts(
        "We got a greyhound on Saturday. We've called her Pippa.")
    # one statement for the news and its name, not the news twice
    said = statements("We got a puppy, a little spaniel. We called him Rex.")
    assert len(said) == 1 and said[0].count("spaniel") == 1
    # someone else's pet, or one lost before it was named
    assert not any(k.startswith("relation.dog") for k in keyed(
        "My sister got a puppy. She called him Rex."))
    assert not any(k.startswith("relation.") for k in keyed(
        "We got a puppy. Sadly we lost him. We called him Rex."))


def test_a_relatives_job_said_as_before_is_their_former_job():
    got = keyed("Also my dad retired, and my brother Rui took the stall. So now Rui is the "
                "fishmonger, can you imagine, he was a mechanic before!")
    assert got.get("relation.brother.former_job") == "mechanic"
    assert "relation.brother.job" not in got
    assert keyed("My dad was a miner all his life.").get("relation.dad.job") == "miner"


def test_a_compound_subject_is_no_clause_of_its_own():
    assert not any(t.startswith("Ever since") for t in statements(
        "Anyway, ever since Graham and I moved up to Whanganui from Nelson last year, I've "
        "had far too much time for crosswords."))
    # a name said as the object, then the speaker's own clause
    assert "The user is in second year at UCC, studying biochemistry." in statements(
        "Hi there! My name's Saoirse Brennan and I'm in second year at UCC, studying "
        "biochemistry.")
    assert any("teaches chemistry" in t for t in statements(
        "My name is Wanjiru Mwangi and I teach chemistry at a girls' secondary school."))


def test_a_polite_opener_before_a_question_word_is_a_question():
    assert statements("Please how do I tell a passenger politely that I don't allow eating "
                      "in the car") == []
    assert keyed("Please my name is Ama.").get("name") == "Ama"


def test_the_business_town_after_where_it_stands():
    assert "Aveiro" in texts("I run a small café near the canal in Aveiro.")[0]


def test_what_a_relative_does_now_and_what_one_did_before_a_job(engine):
    from app import focus_subject

    got = focus_subject.subject_match(items(
        "The user's wife Akosua sells kenkey at Mallam junction.",
        "The user's wife Akosua stopped the kenkey business, now she is doing hairdressing."),
        "what does my wife do now?", set())
    assert "hairdressing" in got.text
    got = focus_subject.subject_match(items(
        "The user's job used to be working as a taxi driver.",
        "Before the taxi the user was a mate on a trotro."), "what work did I do before the "
        "taxi?", set())
    assert "trotro" in got.text


def test_a_home_moved_into_now_or_said_with_where_it_lies():
    assert keyed("we're moving in together obviously, into an apartment in Decatur, closer to "
                 "the new job.").get("location") == "Decatur"
    assert keyed("We're in Kasoa, just outside Accra.").get("location") == "Kasoa"
    # a move to come, someone else's, a stay, a landmark
    assert "location" not in keyed("We're moving into a flat in Leeds in June.")
    assert "location" not in keyed("We're moving into a house in York next month.")
    assert "location" not in keyed("My sister is moving into a flat in Leeds.")
    assert "location" not in keyed("We're in Sorrento, near Naples, for a week.")
    assert "location" not in keyed("I'm in Rome, near the Colosseum.")


def test_a_name_put_right_where_it_was_said_with_its_s(engine):
    tell(engine, "Can you suggest a slice recipe? Nothing with nuts, my granddaughter Ruby's "
                 "allergic to peanuts.")
    tell(engine, "Oh I should correct something, I told you it was my granddaughter Ruby with "
                 "the peanut allergy, it's actually Mia, Ruby's little sister.")
    facts = engine.retrieve("Which of my grandkids has the peanut allergy?", 500).facts
    assert any("Mia's allergic" in f.text for f in facts)
    assert not any("Ruby's allergic" in f.text for f in facts)


def test_a_known_spouses_sibling_said_mid_sentence_is_the_in_law():
    from memory.lpm_rules import side_facts
    said = "We are planning a trip to Shimla in October with Kamala's brother Prakash."
    got = {f["attribute"]: f["value"] for f in side_facts(said, page(said), "The user",
                                                           known={"Kamala": "wife"})}
    assert got.get("relation.brother_in_law.prakash") == "Prakash"
    # a name memory knows as a son is no spouse
    said = "We met Tom's brother Sam."
    assert not any(f["attribute"] for f in side_facts(said, page(said), "The user",
                                                      known={"Tom": "son"}))


def test_where_the_family_lives_is_where_a_relative_is():
    from app import focus_subject

    facts = items("The user lives in Dubai.", "The user's wife Joy is back home in Bacolod with "
                  "the user's daughter Princess.")
    assert "Bacolod" in focus_subject.subject_match(facts, "Where does my family live?",
                                                    set()).text
    # the user's own home asked
    assert "Dubai" in focus_subject.subject_match(facts, "Where do I live?", set()).text


def test_a_doctors_word_on_the_relative_an_ask_names():
    # (a relative's lasting condition is keyed since session 30: lpm_kinhealth)
    assert "The user's husband Duc has diabetes." in [f["text"] for f in extract([page(
        "What should I cook for my husband Duc, the doctor just told him he has diabetes?")])]
    assert "The user's wife is anaemic." in statements(
        "What should I cook for my wife, the doctor told her she's anaemic?")
    # the pronoun of another
    assert statements("What should I get my mum, the doctor told him he has gout?") == []
