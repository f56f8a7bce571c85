"""The extractor on family, friends, hobbies and things told as chatty stories (remember51):
the "my" or "I" texting drops, a relative's age or subject put right as "I said X, she's 16
now", a relative's move said before the new home, grandchildren named after what their parent
does, a pet given to the speaker or described before its name, a car sold with an adverb
between, a wedding's place, and the past asked as "first" or of a pastime. Each with a near
miss; the engine tests use the real embedder."""
from __future__ import annotations

from datetime import datetime

import pytest

from memory import long_term
from memory.engine import MemoryEngine
from memory.lpm_corrections import fix_of
from memory.lpm_rules import extract
from memory.past_facts import asks_past
from memory.types import Page

from tests.unit.helpers.extract import keyed, page, statements, tell


@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


def _facts(engine):
    return [i.text for i in long_term.current(engine.store)]


# the "my" chat drops before the children, a pet or a partner said with a name
def test_kids_a_pet_and_a_fiance_said_without_my_are_the_speakers():
    k = keyed("kids are Birta who's 15 and Kári who's 11. Birta plays handball")
    assert k.get("relation.child.birta.age") == "15" and k.get("relation.child.kari") == "Kári"
    assert keyed("the dog is a mad Icelandic sheepdog called Loki, he barks at every car").get(
        "relation.dog") == "Loki"
    assert keyed("fiancé is Diego, he's a sound engineer").get("relation.fiance") == "Diego"


def test_a_pet_or_children_without_a_name_or_someone_elses_are_not():
    assert not keyed("the dog next door is called Max")
    assert not keyed("kids are expensive these days")
    assert "relation.dog" not in keyed("The dog is barking again.")


# the "I" chat drops before a verb of the speaker's story, and the job after the age
def test_a_story_verb_after_the_speakers_sentence_is_theirs_and_no_name():
    m = ("hiii I'm Rania, 29, dentist in Montreal, originally from Beirut. came here to study "
         "at McGill and never left lol")
    k = keyed(m)
    assert k.get("name") == "Rania" and "dentist" in k.get("job", "")
    assert any("The user came here to study at McGill" in s for s in statements(m))
    # (opening the message, with the speaker's "my" after the verb)
    assert statements("also sold my bike and bought a Vespa haha") == [
        "The user sold their bike and bought a Vespa."]


def test_a_verb_after_a_relatives_sentence_stays_theirs():
    assert not any(s.startswith("The user moved") for s in statements(
        "My sister lives in Leeds. Moved there in 2010."))
    assert "name" not in keyed("I'm from Beirut. Moved here in 2010.")
    from memory.lpm_dropped import with_i
    assert with_i(["moved to Leeds with her husband"]) == ["moved to Leeds with her husband"]


# the nickname keeps who call the speaker so
def test_a_nickname_says_who_call_the_speaker_so():
    f = [f for f in extract([page("my grandkids call me Lita haha")]) if f["attribute"] ==
         "nickname"]
    assert f and "grandkids" in f[0]["text"]
    assert [f["text"] for f in extract([page("everyone calls me Lita")])] == [
        "The user's nickname is Lita."]


# "due in June" is ahead, "was due in June" is not
def _on(text):
    p = Page(id=1, conversation_id="c", seq=1, prev_id=None, tier="short", segment_id=None,
             user_text=text, assistant_text="", created=datetime(2026, 11, 28).timestamp(),
             meta={})
    return " ".join(f["text"] for f in extract([p]))


def test_a_baby_due_in_a_month_is_ahead():
    assert "June 2027" in _on("Keisha pregnant again!! baby girl due in june, we naming her Zuri")
    assert "June 2026" in _on("My rent was due in June and I paid it late.")


# a correction said as what was said, then the value now
def test_an_age_put_right_as_now_after_an_opener():
    assert fix_of("oh sorry I said Birta was 15, she's 16 now, she turned 16 in october") == (
        "16", "15")
    assert fix_of("I said Birta was 15, she's 16 now") is None   # (news of a birthday)


def test_one_word_put_right_with_an_aside_after_actually():
    assert fix_of("ugh sorry I said my brother was studying medicine, it's pharmacy actually, "
                  "I always mix it up") == ("pharmacy", "medicine")
    assert fix_of("sorry I said I was tired, it's nothing actually, I slept well") is None
    assert fix_of("sorry, I told you my sister was coming, but she's actually busy") is None


def test_the_corrected_subject_replaces_the_old_statement(engine):
    tell(engine, "my mom Hoda lives in Beirut with my little brother Karim who's studying "
                 "medicine")
    tell(engine, "ugh sorry I said my brother was studying medicine, it's pharmacy actually")
    facts = " ".join(_facts(engine))
    assert "pharmacy" in facts and "medicine" not in facts


# a relative's move said before the new home
def test_a_move_then_where_they_are_now_keys_the_home():
    for m in ("and my brother Andre moved again, he in Calgary now, better pay out there",
              "My sister moved house, she's in Leeds now."):
        assert [v for a, v in keyed(m).items() if a.endswith(".location")] in (
            [["Calgary"]], ["Calgary"], ["Leeds"])


def test_a_stay_or_a_doubt_after_a_move_is_no_home():
    assert not any(a.endswith(".location") for a in keyed(
        "My brother moved again, he was in Leeds for a week."))
    assert not any(a.endswith(".location") for a in keyed("My son moved, he might be in Leeds now."))


# grandchildren named after what their parent does
def test_his_kids_after_the_sons_job_are_grandchildren():
    k = keyed("my son Rodrigo is an engineer at the port and his kids are Tomás who's 9 and "
              "Sofía who's 6")
    assert k.get("relation.grandchild.tomas.age") == "9" and k.get("relation.grandchild.sofia")


def test_her_kids_after_a_son_or_another_name_are_not():
    assert not any("grandchild" in a for a in keyed("my son met Anna and her kids are Maya and Leo"))
    assert not any("grandchild" in a for a in keyed("My son is married and her kids are Maya and Leo."))


# a small child "got" by the speaker and their partner
def test_me_and_my_girl_got_a_little_boy_is_a_son():
    k = keyed("me and my girl Keisha got a little boy, Jaden, he's 3 and he wants to beat every pan")
    assert k.get("relation.son.jaden") == "Jaden" and k.get("relation.son.jaden.age") == "3"
    assert not any(a.startswith("relation.") for a in keyed("My sister got a little girl, Ava."))
    assert not keyed("I got a little boy a present.")


# a pet given to the speaker, or described before its name
def test_a_pet_given_to_the_speaker_or_described_is_theirs():
    assert keyed("Rodrigo brought me a kitten, a grey one, we named her Niebla").get(
        "relation.cat") == "Niebla"
    assert keyed("i have a cat, a fat orange thing called Mandarina").get("relation.cat") == \
        "Mandarina"


def test_a_pet_got_by_a_relative_for_themselves_is_not():
    assert "relation.cat" not in keyed("My sister got a kitten, she named her Niebla.")
    assert "relation.cat" not in keyed("My sister has a cat, a fat thing called Tom.")


# a car sold with an adverb or a laugh before the next verb
def test_a_car_sold_finally_and_another_got_is_the_car_now():
    assert keyed("so I sold the Tiida finally and got a Toyota Hilux, need the tray").get(
        "car") == "Toyota Hilux"
    assert keyed("and I finally sold my old Fiat haha, bought a little blue Suzuki Alto from my "
                 "neighbour").get("car") == "little blue Suzuki Alto"


def test_a_car_sold_with_nothing_bought_is_no_car():
    assert "car" not in keyed("so I sold the Tiida finally, good riddance")


# an idiom with the one spoken to after it; the wedding's place; "we practising"
def test_my_thing_man_is_a_liking_of_the_thing_alone():
    assert keyed("steelpan is my thing man, I play tenor pan").get("likes.steelpan") == "steelpan"
    assert "likes.jazz_is_that_good" not in keyed("Jazz is my thing, man is that good")


def test_the_wedding_keeps_its_place():
    k = [f["text"] for f in extract([page("Diego and I are getting married next august in "
                                          "Oaxaca!!")]) if f["attribute"] == "plan.wedding.date"]
    assert k and k[0].endswith(", in Oaxaca.")
    k = [f["text"] for f in extract([page("Diego and I are getting married in August.")])
         if f["attribute"] == "plan.wedding.date"]
    assert k and ", in " not in k[0]


def test_chat_without_are_is_said_in_the_present_continuous():
    assert statements("steelpan is my thing, we practising hard for Panorama")[0].endswith(
        "the user is practising hard for Panorama.")
    assert "The user strings beads" in statements("I string beads for fun every day")[0]


# the past asked as "first" or of a pastime
def test_the_first_of_several_and_a_pastime_in_the_past_are_the_past():
    assert asks_past("Where did my brother move to first?")
    assert asks_past("What instrument did I play?")
    assert not asks_past("What instrument do I play?")
    assert not asks_past("What did I eat first thing?")


def test_the_instrument_given_up_is_given_for_the_past(engine):
    tell(engine, "i also play the cello in the town orchestra, have done since i was a girl")
    tell(engine, "I gave up the orchestra, too many night shifts, so I started doing yoga at "
                 "the pool gym on mondays instead")
    facts = " ".join(f.text for f in engine.retrieve("What instrument did I play?", 500).facts)
    assert "cello" in facts
    facts = " ".join(f.text for f in engine.retrieve("What instrument do I play?", 500).facts)
    assert "used to" not in facts and "Formerly" not in facts


def test_the_sport_given_up_is_given_through_the_new_ones_message(engine):
    tell(engine, "sooo I joined a climbing gym!! going tuesdays and fridays after work with my "
                 "friend Julie, she's a physiotherapist")
    tell(engine, "I stopped climbing, hurt my wrist, so now I swim at the YMCA instead")
    facts = " ".join(f.text for f in engine.retrieve("What sport did I use to do with Julie?",
                                                     500).facts)
    assert "climbing gym" in facts


# what the grandkids call the user is the nickname asked, not the grandkids
def test_what_my_grandkids_call_me_asks_the_nickname():
    from app.focus_kinds import called_me
    from memory.asked_attribute import asked_attribute
    from tests.unit.helpers.extract import items
    assert asked_attribute("What do my grandkids call me?") == "nickname"
    facts = items("The user's grandchild is called Sofía.",
                  "The user's nickname is Lita (what their grandkids call them).")
    assert called_me(facts, "What do my grandkids call me?") is facts[1]


def test_what_i_call_my_grandkids_or_their_pet_is_no_nickname():
    from app.focus_kinds import called_me
    from memory.asked_attribute import asked_attribute
    from tests.unit.helpers.extract import items
    assert asked_attribute("What do I call my grandkids?") is None
    assert asked_attribute("What do my grandkids call their dog?") is None
    assert called_me(items("The user's nickname is Lita."), "What do I call my grandkids?") is None
    assert "(what their friends" not in " ".join(
        f["text"] for f in extract([page("My friends call me Bex.")]))
