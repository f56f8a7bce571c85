"""The extractor on facts told in passing and in stories (remember37): a correction said after
a filler or a preface ("Oh and sorry, last time I said ...", "I must correct something, I
told you Pieter is 14, sorry, I meant he's 15"), a name put right in a clause ("the cat is
Daifuku, not Kinako"), the mixed-up name said to be another's ("Pola is my sister's dog"), a
nickname said with "here", a job said before someone else's words in one sentence, a job
taken ("I took an in-house job as ..."), "before I went freelance", a home by its kind or
its rent, a house sold, and where a job held till retiring was done. Each with a near miss it
must leave alone. No model."""
from memory.lpm_corrections import fix_of
from memory.lpm_kinclauses import known_opening

from tests.unit.helpers.extract import extract, keyed, page, statements


# a fix opened by a filler or a preface (lpm_fixopener.OPENER, lpm_corrections._SAID_MEANT, lpm_fixwords._LEAD)
def test_a_fix_said_in_passing_is_a_fix():
    assert fix_of("Oh and sorry, last time I said the greyhound is called Pola, I meant "
                  "Fela!") == ("Fela", "Pola")
    assert fix_of("I must correct something, I told you Pieter is 14, sorry, I meant he's 15, "
                  "he had his birthday in August.") == ("15", "14")
    assert fix_of("Also, small correction: the cat is Daifuku, not Kinako, sorry!") == \
        ("Daifuku", "Kinako")


def test_and_or_so_before_a_contrast_is_no_fix():
    for s in ("So the cat is Daifuku, not Kinako.", "And my dog is Rex, not Max.",
              "Also, I like tea, not coffee.", "I told you about Tom, I mean he is great."):
        assert fix_of(s) is None, s


# "Pola is my sister's dog" (lpm_kinclauses.known_opening)
def test_a_known_name_said_to_be_anothers_of_that_kind_is_not_the_speakers():
    known = {"Pola": "dog", "Linh": "partner"}
    assert known_opening("Pola is my sister's dog back home in Poland.", known) is None
    assert known_opening("Linh is my brother's partner.", known) is None


def test_a_known_name_said_to_be_liked_by_another_is_still_the_speakers():
    known = {"Pola": "dog"}
    assert known_opening("Pola is my sister's favourite.", known) == \
        "My dog Pola is my sister's favourite."
    assert known_opening("Pola is a rescue greyhound.", known) == \
        "My dog Pola is a rescue greyhound."


# "everyone here calls me Aga" (lpm_identity)
def test_a_nickname_said_with_here_is_the_nickname():
    k = keyed("Hi there! I'm Agnieszka, but honestly everyone here calls me Aga because nobody "
              "in Ireland can pronounce it properly.")
    assert k.get("name") == "Agnieszka" and k.get("nickname") == "Aga"
    assert keyed("Everyone back home calls me Gosia.").get("nickname") == "Gosia"


def test_being_called_a_word_here_is_no_nickname():
    assert "nickname" not in keyed("Everyone here calls me crazy.")


# a job before someone else's words in one sentence (reported_speech.before_report)
def test_the_speakers_clause_before_a_reported_one_is_kept():
    assert keyed("I'm a home care worker with an agency in Waterford, and Mrs Power's daughter "
                 "asked how her mam is getting on since the fall.").get("job") == \
        "home care worker"
    assert keyed("I'm a nurse, and my boss asked how I was.").get("job") == "nurse"


def test_what_someone_else_said_is_still_not_the_speakers():
    for s in ("My wife says I'm a great cook, and I live in Leeds.",
              "My doctor said, and I quote, I'm fine."):
        assert not keyed(s) and not statements(s), s


# "I took an in-house job as ..." (lpm_identity), "Before I went freelance ..."
def test_a_job_taken_is_the_job_and_where():
    facts = {f["attribute"]: f["text"] for f in extract([page(
        "I took an in-house job as a localization lead at a game studio in Gastown, I start "
        "Monday.")])}
    assert "localization lead" in facts["job"]
    assert "game studio in Gastown" in facts["employer"]
    assert keyed("I've taken a job as a nurse at the hospital.").get("job") == "nurse"


def test_a_job_applied_for_or_the_time_before_freelancing_is_no_job():
    assert "job" not in keyed("I applied for a job as a nurse.")
    assert "job" not in keyed("Before I went freelance I taught English at a cram school in "
                              "Kobe for a year.")
    assert keyed("I went freelance last year.").get("job") == "freelance"


# a home by its kind or its rent (lpm_home), a house sold (lpm_changes._FORMER)
def test_a_home_by_its_kind_or_its_rent_is_the_home():
    assert keyed("Me and my partner Marek are in a tiny flat in Ballybricken for now.")[
        "location"] == "Ballybricken"
    assert keyed("It's the third time this year, and my rent in Burnaby is not getting any "
                 "cheaper.")["location"] == "Burnaby"
    k = keyed("My husband Gerrit passed away three years ago, and after that I sold our big old "
              "house in Durbanville and bought a little cottage in Knysna to be near my "
              "daughter Elna, she's a vet here.")
    assert k["location"] == "Knysna" and k["former_location.durbanville"] == "Durbanville"


def test_a_stay_a_home_for_another_or_a_holiday_home_is_no_home():
    for s in ("We're in a cottage in Kerry for the week.", "We bought a flat in Leeds for our son.",
              "I bought a house in Spain as a holiday home.", "We're in a hotel in Rome.",
              "We bought a little cottage in Kerry last year.",
              "We sold our holiday cottage in Kerry.", "My parents sold their house in Leeds.",
              "My parents sold their house and bought a flat in Leeds."):
        k = keyed(s)
        assert "location" not in k and not any(a.startswith("former_location") for a in k), s


# where a job held till retiring was done, said after how long (lpm_formerjob)
def test_where_a_job_held_till_retiring_was_done_is_kept():
    facts = {f["attribute"]: f["text"] for f in extract([page(
        "I was a theatre nurse for nearly forty years at Tygerberg Hospital before I retired.")])}
    assert "theatre nurse at Tygerberg Hospital" in facts["former_job"]
    facts = {f["attribute"]: f["text"] for f in extract([page(
        "I was a nurse for 30 years before I retired.")])}
    assert "a nurse (for 30 years" in facts["former_job"]
