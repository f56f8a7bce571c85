"""Session 34: leftovers of the health, notebook and dictation rounds (remember59-61), each fix
with a near miss."""
from __future__ import annotations

from tests.unit.helpers.extract import keyed, statements, tell


def _engine(store, embedder):
    from memory.engine import MemoryEngine
    return MemoryEngine(store, embedder)


def _current(store):
    return [r[0] for r in store.rows("SELECT text FROM lpm_items WHERE valid_to IS NULL")]


def test_a_doctor_by_name_says_what_is_the_speakers():
    # (remember59: "Dr. Bakker said ..." was dropped whole as someone else's words)
    k = keyed("Dr. Bakker said my HbA1c was too high, so she upped my metformin to 1000mg.")
    assert k["medication.metformin"] == "metformin 1000mg"
    assert any("doctor upped" in t for t in statements(
        "Dr. Bakker said my HbA1c was too high, so she upped my metformin to 1000mg."))
    assert not keyed("Dr. Bakker said her son is a pilot.")
    assert not statements("Dr. Bakker said her son is a pilot.")


def test_a_medicine_switched_to_what_one_is_on_now_ends_the_old(store, embedder):
    # (remember59: "took me off the amlodipine ..., I'm on lisinopril 10mg now" kept both)
    engine = _engine(store, embedder)
    tell(engine, "I take amlodipine 5mg for my blood pressure.")
    tell(engine, "Dr. Whitfield took me off the amlodipine because my ankles swelled, I'm on "
                 "lisinopril 10mg now.")
    now = _current(store)
    assert any("lisinopril 10mg now" in t for t in now)
    assert not any("takes amlodipine" in t for t in now)
    # someone else's medicine stopped ends nothing of the speaker's
    assert not any(a.startswith("medication") for a in keyed(
        "They took my mum off the warfarin and put her on apixaban."))


def test_a_medicine_stopped_ends_its_facts(store, embedder):
    engine = _engine(store, embedder)
    tell(engine, "I take amlodipine 5mg every morning.", "I'm also on metformin.")
    tell(engine, "I stopped taking amlodipine last month.", "My GP took me off the metformin.")
    now = " ".join(_current(store))
    assert "takes amlodipine" not in now and "takes metformin" not in now


def test_a_medicine_started_as_it_after_a_question_naming_it():
    # (remember59: "Started it last week, 5mg" kept "The user started it")
    k = keyed("Is it normal to feel dizzy on amlodipine? Started it last week, 5mg.")
    assert k["medication.amlodipine"] == "amlodipine 5mg"
    assert not any(a.startswith("medication") for a in keyed("My mum is on warfarin. Started it last week."))


def test_he_after_a_carer_named_is_the_carer():
    # (remember61: "He does our taxes every March" kept its "He")
    said = statements("Accountant: Marcus Leung. He does our taxes every March.")
    assert any("accountant Marcus Leung does the user's taxes" in t for t in said)
    assert not any("physio Sam" in t for t in statements(
        "My physio is called Sam. He is called Sam by everyone."))


def test_a_known_relative_and_their_family_moving(store, embedder):
    # (remember61: "Julien and the family are moving to Annecy" formed nothing)
    engine = _engine(store, embedder)
    tell(engine, "My son Julien lives in Grenoble with his wife Aurélie.")
    tell(engine, "Julien and the family are moving to Annecy in June.")
    assert "Annecy" in engine.retrieve("Where is Julien moving to?", 1024).facts[0].text
    assert not keyed("Tom and the family are moving to Leeds.")


def test_dictation_leftovers_of_remember60(store, embedder):
    said = "okay so we did it we moved to Denver well actually Aurora not Denver proper but close enough"
    assert keyed(said)["location"] == "Aurora"
    assert keyed("I love Paris, well, actually most of France.").get("location") is None
    assert keyed("the Tacoma finally died on the way back from Boulder so I picked up a used Ford "
                 "Maverick the hybrid one")["car"] == "used Ford Maverick"
    engine = _engine(store, embedder)
    tell(engine, "okay so lots of changes um I got an offer as a product manager at a fintech "
                 "startup called Paywise in Bangalore so we are moving in June")
    tell(engine, "sorry one thing from before I said Paywise it's actually called PayNest I always "
                 "mix it up with another company")
    now = " ".join(_current(store))
    assert "PayNest" in now and "Paywise" not in now
