"""Gaps remember32/33 had reported, fixed in the twentieth session: a job left and the next
said by its verb, a workplace said with "in", a colloquial job word, "I've started as", the
ward or department of a job, a birthday said as the day an age is turned, the fact put beside
a past, "when", "how long" and "who does ..." question, and the past of an attribute with
nothing after it. Each with a near miss; extraction tests need no model, the store ones use a
real engine."""
from __future__ import annotations

from app import focus_subject
from memory import long_term
from memory.engine import MemoryEngine
from memory.lpm_base import slug
from memory.lpm_rules import extract
from memory.types import ContextItem

from tests.unit.helpers.extract import keyed, page, tell


def _now_and_ended(store):
    now = [i.text for i in long_term.current(store)]
    ended = [r[0] for r in store.conn.execute(
        "SELECT text FROM lpm_items WHERE valid_to IS NOT NULL")]
    return now, ended


def test_a_trade_said_by_its_verb_is_the_job():
    assert keyed("I'm waitressing in a café on the main street now.").get("job") == "waitress"
    assert keyed("I've been bartending at the Crown since June.").get("job") == "bartender"
    assert "job" not in keyed("I'm not waitressing anymore, thank God.")
    assert "job" not in keyed("My sister is waitressing in Leeds.")
    assert "job" not in keyed("I'm nursing a cold this week.")


def test_a_workplace_said_with_in_a_business():
    assert keyed("I work part-time in a bookshop at the weekends.").get("employer") == "bookshop"
    assert "employer" not in keyed("I work in the garden most evenings.")
    assert "employer" not in keyed("I work in marketing.")
    assert "employer" not in keyed("My sister works in a bakery.")


def test_a_postie_has_a_job():
    assert keyed("I'm a postie, been doing the same round for years.").get("job") == "postie"


def test_started_as_is_the_job_now_with_its_department():
    jobs = [f["text"] for f in extract([page(
        "I've started as a charge nurse in the emergency department.")])
        if f["attribute"] == "job"]
    assert jobs == ["The user's job is working as a charge nurse (in the emergency department)."]
    assert "job" not in keyed("We started as friends.")


def test_the_ward_stays_with_the_shift():
    jobs = [f["text"] for f in extract([page(
        "I work as a registered nurse, mostly night shifts on the cardiac ward.")])
        if f["attribute"] == "job"]
    assert jobs == ["The user's job is working as a registered nurse (mostly night shifts on "
                    "the cardiac ward)."]


def test_leaving_a_named_job_ends_where_the_user_worked(store, hash_embedder):
    eng = MemoryEngine(store, hash_embedder)
    tell(eng, "I work part-time in a bookshop at the weekends.", "My sister works in a bookshop.")
    tell(eng, "So I left the bookshop job, I'm waitressing in a café now instead.")
    now, ended = _now_and_ended(store)
    assert "The user's job is working as a waitress." in now
    assert "The user works at a bookshop." in ended
    assert "The user's sister works in a bookshop." in now   # (not the user's work)


def test_leaving_a_job_at_a_place_ends_it_there(store, hash_embedder):
    eng = MemoryEngine(store, hash_embedder)
    tell(eng, "I work at Tesco on the tills.", "My brother is doing a course at Tesco.")
    tell(eng, "I quit my job at Tesco, I'm bartending now.")
    now, ended = _now_and_ended(store)
    assert "The user works at Tesco." in ended
    assert not any("brother" in t for t in ended)


def test_the_day_an_age_is_turned_is_the_birthday():
    k = keyed("My son Tom is turning 8 on the 14th of March.")
    assert k.get("relation.son.tom.birthday") == "the 14th of March"
    assert k.get("relation.son.tom.age") == "turning 8"
    k = keyed("My eldest Bea is turning 12 on Nov 3, what gift is good for a girl her age?")
    assert k.get("relation.daughter.bea.birthday") == "Nov 3"
    # a weekday or "next week" says when this year's falls, not the date
    assert not any(a.endswith(".birthday") for a in keyed("My mum is turning 70 on Saturday."))
    assert not any(a.endswith(".birthday") for a in keyed("My daughter Ana is turning 5 next week."))


def _facts(*texts):
    return tuple(ContextItem("lpm", i, "trait", t, 30.0 - i, 8) for i, t in enumerate(texts))


def test_the_users_own_past_before_a_relatives():
    facts = _facts("The user's daughter Tammy used to live in Abilene with her husband.",
                   "[1 Mar 2026 - 3 Nov 2026] The user used to live just outside Amarillo.",
                   "The user lives in Canyon.")
    pick = focus_subject.subject_match
    assert "Amarillo" in pick(facts, "Where did we live before?", set()).text
    assert "Abilene" in pick(facts, "Where did my daughter live before?", set()).text


def test_when_asks_for_a_date_and_how_long_for_a_duration():
    facts = _facts("The user's daughter Bea is turning 12 (their next birthday).",
                   "The user's daughter Bea's birthday is on Nov 5.")
    pick = focus_subject.subject_match
    assert "Nov 5" in pick(facts, "When is Bea's birthday?", {"bea"}).text
    assert "turning 12" in pick(facts, "How old is Bea?", {"bea"}).text
    facts = _facts("The user owns a little yarn and fabric shop in Charlottetown.",
                   "The user has been running it for about 14 years now with their husband.")
    assert "14 years" in pick(facts, "How long have I had the shop?", set()).text
    assert "yarn" in pick(facts, "What kind of shop do I have?", set()).text
    # (of facts about the user, meaning keeps its order: not the other dated one first)
    facts = _facts("The user's anatomy exam was moved to Monday the 9th.",
                   "The user has got an optician appointment on Tuesday 1 December.")
    assert "anatomy" in pick(facts, "When is my anatomy exam?", set()).text


def test_who_does_something_for_a_relative_is_someone_else():
    facts = _facts("The user's daughter Bea is turning 12 (their next birthday).",
                   "The user's eldest daughter is called Bea.",
                   "The user's two kids are staying with the user's mother there.")
    pick = focus_subject.subject_match
    assert "mother" in pick(facts, "Who is looking after my kids?", set()).text
    assert "called Bea" in pick(facts, "Who is my eldest?", set()).text or \
        "Bea" in pick(facts, "What is my eldest called?", set()).text


def test_the_past_of_a_job_with_nothing_after_it(store, hash_embedder):
    eng = MemoryEngine(store, hash_embedder)
    tell(eng, "I'm a postie, been doing the same round for twenty years.")
    tell(eng, "Big news, I've packed in the post.")
    assert not long_term.current(store, "trait", "job")
    got = eng.retrieve("What was my old job?", 1024).facts
    assert any("used to" in f.text and "postie" in f.text for f in got)
    got = eng.retrieve("What is my favourite colour?", 1024).facts
    assert not any("used to" in f.text for f in got)


def test_where_one_used_to_work_gets_the_employer_ended(store, hash_embedder):
    eng = MemoryEngine(store, hash_embedder)
    tell(eng, "I work part-time in a bookshop at the weekends.")
    tell(eng, "So I left the bookshop job, I'm waitressing in a café now instead.")
    got = eng.retrieve("Where did I used to work?", 1024).facts
    assert any("used to" in f.text and "bookshop" in f.text for f in got)
    got = eng.retrieve("Where did I used to work out?", 1024).facts
    assert not any("used to" in f.text and "bookshop" in f.text for f in got)


def test_a_brother_of_ones_son_is_ones_son():
    k = keyed("Our first son Somto clocked 10 on Saturday. His younger brother Tobenna is 6, "
              "he's the troublemaker of the house.")
    assert k.get("relation.son.tobenna.age") == "6"
    k = keyed("My brother Tom is 30. His twin sister Anna lives in Leeds.")
    assert k.get("relation.sister.location") == "Leeds"
    # whose: "his" after a daughter, or after someone not the speaker's relative, is no one's
    assert not any("tobenna" in a for a in keyed("My daughter Ada is 9. His younger brother "
                                                 "Tobenna is 6."))
    assert not any("tobenna" in a for a in keyed("My friend Obi is 9. His younger brother "
                                                 "Tobenna is 6."))


def test_clocked_is_an_age_turned():
    assert keyed("My son just clocked 5.").get("relation.son.age") == "5"
    assert "relation.daughter.age" not in keyed("My daughter clocked off at 5.")


def test_the_relative_of_a_relative_has_the_job_not_the_relative():
    assert "relation.friend.job" not in keyed("The husband of my friend is a vet.")
    assert keyed("My friend is a vet.").get("relation.friend.job") == "vet"


def test_a_third_name_and_accented_names():
    k = keyed("I'm María José García, from Seville.")
    assert k.get("name") == "María José García"
    assert keyed("My name is Mary Jane Watson.").get("name") == "Mary Jane Watson"
    assert keyed("Hi, I'm Wei Ling.").get("name") == "Wei Ling"
    assert keyed("I'm Jo Smith and I love jazz.").get("name") == "Jo Smith"
    assert "name" not in keyed("I'm British.")


def test_a_name_with_or_without_its_accent_is_one_key():
    assert "relation.son.jose.age" in keyed("My son José is 7.")
    assert "relation.son.jose.age" in keyed("My son Jose is 8 now.")
    assert slug("Łukasz") == "lukasz" and slug("Zoë Ann") == "zoe_ann"


def test_the_sibling_of_ones_named_child_is_ones_child():
    assert keyed("My son Fintan's sister Orla is a nurse.").get("relation.daughter.orla.job") \
        == "nurse"
    assert keyed("My sister Jo's little brother Sam is 12.").get("relation.brother.age") == "12"
    # a partner of a sibling is no relative of one's own kind
    assert not any(a.startswith("relation.wife") for a in keyed(
        "My brother Tom's wife Anna is a nurse."))


def test_a_diagnosis_one_was_told_is_no_reported_speech():
    assert any("type 2 diabetes" in f["text"] for f in extract([page(
        "My husband Emrys has been told he has type 2 diabetes, so I'm cooking differently.")]))
    assert not extract([page("I was told she is moving to Leeds.")])
    assert not extract([page("I was told the shop closes at 5.")])


def test_said_goodbye_to_a_car_is_no_reported_speech():
    assert keyed("We said goodbye to the Micra and bought a second-hand Hyundai Kona.").get(
        "car") == "second-hand Hyundai Kona"
    assert not extract([page("My sister said she is moving.")])


def test_a_business_one_opened_named_after_it():
    texts = [f["text"] for f in extract([page("I opened my own salon! It's called Loose Ends.")])]
    assert "The user's job is running their own salon." in texts
    assert any("salon is called Loose Ends" in t for t in texts)
    texts = [f["text"] for f in extract([page("I went to a new restaurant. It's called Nando's.")])]
    assert not any("called Nando" in t for t in texts)
    assert "job" not in keyed("I set up my own gym in the garage.")


def test_what_the_doctor_says_after_ones_own_clause_is_read_too():
    k = keyed("I need to cut back on the beers, the doc reckons my cholesterol is a bit high.")
    assert "health.high_cholesterol" in k
    assert not any(a.startswith("health.") for a in keyed(
        "My mum is worried, the doctor says her blood pressure is high."))


def test_the_new_puppy_is_the_users_pet():
    from app.focus_subject import KIN_ASKED
    assert KIN_ASKED.search("What's the new puppy's name?").group(1) == "puppy"
    assert KIN_ASKED.search("Is the new puppy next door cute?") is None
    assert KIN_ASKED.search("What did the old man say?") is None
