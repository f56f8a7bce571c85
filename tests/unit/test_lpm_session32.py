"""Leftovers of session 31 and of the blind rounds remember56-57, mended in session 32, each
with a near miss."""
from __future__ import annotations

from tests.unit.helpers.extract import keyed, statements, tell


def _engine(store, embedder):
    from memory.engine import MemoryEngine
    return MemoryEngine(store, embedder)


def test_the_event_moved_said_bare_is_the_relatives_memory_holds(store, embedder):
    # (mehmet: "The wedding is moved to October now" was keyed as the user's own wedding)
    from memory import long_term
    engine = _engine(store, embedder)
    tell(engine, "My granddaughter Elif is getting married in September and I must give a speech.",
         "She is marrying a Dutch boy called Joost.")
    tell(engine, "The wedding is moved to October now, the venue had a problem with the roof.")
    got = long_term.current(store, "trait", "plan.granddaughter_elif_wedding.date")
    assert got and "Elif's wedding was moved to October" in got[0].text
    assert not long_term.current(store, "trait", "plan.wedding.date")
    texts = [i.text for i in long_term.current(store)]
    assert any("Joost" in t for t in texts)   # (no date said: not ended)
    assert not any("married in September" in t for t in texts)


def test_the_event_moved_stays_the_speakers_when_they_have_one_too(store, embedder):
    from memory import long_term
    engine = _engine(store, embedder)
    tell(engine, "My sister Ana is getting married in June.", "I'm getting married in August.")
    tell(engine, "The wedding got moved to October.")
    assert long_term.current(store, "trait", "plan.wedding.date")
    assert not long_term.current(store, "trait", "plan.sister_ana_wedding.date")


def test_a_breed_said_of_a_pet_memory_knows_is_its_breed():
    # (chloe: "what breed is Rex?" found nothing: the name was not formed again, its breed
    # went with it, and "and thinks he's a lion" dropped the sentence as reported words)
    from memory.lpm_rules import side_facts
    from tests.unit.helpers.extract import page
    said = "Rex is a corgi btw \U0001F415 he's 4 and thinks he's a lion lol"
    got = {f["attribute"]: f["text"] for f in side_facts(said, page(said), "The user",
                                                         known={"Rex": "dog"})}
    assert got["relation.dog.breed"] == "The user's dog Rex is a corgi."
    # a kind word is no breed; a person memory knows has no breed
    said = "Rex is a good boy"
    assert not any(f["attribute"].endswith(".breed") for f in side_facts(
        said, page(said), "The user", known={"Rex": "dog"}))
    said = "Tom is a teacher"
    assert not any(f["attribute"].endswith(".breed") for f in side_facts(
        said, page(said), "The user", known={"Tom": "brother"}))


def test_what_is_said_before_and_thinks_stands():
    assert keyed("My mum is 70 and thinks I should move home")["relation.mum.age"] == "70"
    assert any("moved out" in t for t in statements("I moved out and told my mum I was fine"))
    # the words reported stay no fact
    assert not any("move home" in t for t in statements(
        "My mum is 70 and thinks I should move home"))
