"""Session 32: a notebook user's shapes (lpm_notebook), an expat's, and the leftovers of the
blind rounds remember56-58, each with a near miss."""
from __future__ import annotations

from tests.unit.helpers.extract import keyed, statements, tell


def _engine(store, embedder):
    from memory.engine import MemoryEngine
    return MemoryEngine(store, embedder)


def statements_or_keyed(user):
    from memory.lpm_rules import extract
    from tests.unit.helpers.extract import page
    return [f["text"] for f in extract([page(user)])]


def test_a_notebook_entry_is_read_as_plain_sentences():
    # (a notebook user's script formed 5 facts from 15 messages)
    k = keyed("note to self: dentist - Dr. Visser, Thursday 14 March 10:30")
    assert k["carer.dentist"] == "Dr. Visser"
    k = keyed("about me: 52, civil engineer at Rijkswaterstaat, live in Utrecht, married to "
              "Marieke, two boys (Daan 19, Sem 16)")
    assert k["age"] == "52" and k["job"] == "civil engineer" and k["location"] == "Utrecht"
    assert k["relation.partner"] == "Marieke" and k["relation.son.sem.age"] == "16"
    assert keyed("coffee order changed - oat cappuccino these days")[
        "preference.drink"] == "oat cappuccino"
    k = keyed("routine: swimming Tuesday evenings at De Krommerijn, gym Friday at 7")
    assert "habit.tuesday_evening" in k and "habit.friday" in k
    assert keyed("scratch that about the dentist, it's Dr. de Wit now, Visser retired")[
        "carer.dentist"] == "Dr. de Wit"
    assert "habit.wednesday" in keyed("gym moved to Wednesday, the Friday class got cancelled")
    assert any("anniversary is on 22 August" in t for t in statements(
        "Anniversary 22 August (married 1998)."))
    assert any("rides a Gazelle" in t for t in statements("bike: Gazelle Ultimate C8"))
    # a line with no notebook label is left as it was; a dash in a sentence is no field
    from memory.lpm_notebook import notebook
    for said in ("Big news: we're moving!", "The meeting moved to Monday.",
                 "I love it - honestly the best bike ever", "Dentist was fine today."):
        assert notebook(said) == said


def test_a_bare_title_after_news_of_a_job_is_the_job():
    # (wambui: "I got an offer from a bank in Dubai! Senior accountant at Emirates NBD." kept
    # only the offer)
    k = keyed("Big news, I got an offer from a bank in Dubai! Senior accountant at Emirates NBD. "
              "I start in January.")
    assert k["job"] == "senior accountant" and k["employer"] == "Emirates NBD"
    # a title after other news, or a sentence with a verb, is not the job
    assert "job" not in keyed("Big news! Senior accountant at Emirates NBD.")
    assert "job" not in keyed("I got the job! My sister is thrilled at Christmas.")


def test_a_job_said_with_where_and_how_long_before_as():
    assert keyed("I've been working in Doha for three years as an accountant with a logistics "
                 "company.")["job"] == "accountant"
    assert "job" not in keyed("I've been working in Doha for three years.")


def test_the_home_found_for_a_move_and_the_employer_to_be_are_asked():
    from memory.asked_attribute import asked_attribute
    assert asked_attribute("Where will I live in Dubai?") == "plan.move.home"
    assert asked_attribute("Which bank will I work for?") == "employer"
    assert asked_attribute("Where am I living now?") == "location"
    assert asked_attribute("Where am I staying in Rome?") is None


def test_more_notebook_shapes():
    assert keyed("Remember: Mum's birthday 3rd Feb")["relation.mum.birthday"]
    k = keyed("kids: Ella (7), Max (4)")
    assert k["relation.child.ella.age"] == "7" and k["relation.child.max.age"] == "4"
    assert "habit.monday" in keyed("gym: Mon/Wed/Fri 6am")
    assert keyed("Dentist appt moved to 5 April")["plan.dentist_appointment.date"]
    k = keyed("wife: Priya, birthday 12 Nov")
    assert k["relation.wife"] == "Priya" and "relation.wife.birthday" in k
    # someone else's appointment; "the exam" keeps its reading
    assert not keyed("Her appointment moved to Friday.")
    assert "plan.exam.date" in keyed("The exam moved to Monday.")


def test_a_terse_routine_moved_is_the_habit_moved(store, embedder):
    # (pieter: "gym moved to Wednesday, the Friday class got cancelled")
    from memory import long_term
    engine = _engine(store, embedder)
    tell(engine, "routine: swimming Tuesday evenings, gym Friday at 7")
    tell(engine, "gym moved to Wednesday, the Friday class got cancelled")
    assert long_term.current(store, "trait", "habit.wednesday")[0].value == "gym"
    assert not long_term.current(store, "trait", "habit.friday")
    assert long_term.current(store, "trait", "habit.tuesday_evening")
    # one class moved to a day stays a one-off
    assert not any(k.startswith("habit.") for k in keyed("My pottery class has moved to Saturday."))


def test_who_lives_with_a_relative_names_a_sibling_said_with_an_adjective():
    # (abena, khadija: "Who lives with my mother?" got "The user's mother lives in Kumasi.")
    from app.focus_kinds import who_does
    from tests.unit.helpers.extract import items
    facts = list(items("The user's mother lives in Kumasi.",
                       "The user's mother still lives in Kumasi with the user's younger sister "
                       "Adwoa."))
    assert "Adwoa" in who_does(facts, "Who lives with my mother?", "mother",
                               lambda f: f.text)[0].text
    # no other relative named: the order stays
    facts = list(items("The user's mother lives in Kumasi.", "The user's mother is 70."))
    assert who_does(facts, "Who lives with my mother?", "mother", lambda f: f.text)[0] is facts[0]


def test_a_hospitals_news_of_an_operation_and_its_new_date():
    # (remember58 emlyn: neither the date booked nor the new one was kept)
    got = statements("I finally got the letter from the hospital about my hip. They're doing the "
                     "replacement at Glangwili in Carmarthen on the 12th of March.")
    assert any("The user's hip replacement is at Glangwili" in t for t in got)
    k = keyed("The hospital rang this morning and they've moved my operation. It's not the 12th "
              "of March anymore, it's now the 23rd of April, something about a shortage of beds.")
    assert k["plan.operation.date"] == "the 23rd of April"
    # no part of the body named, or someone else's: as before
    assert not any("replacement is" in t for t in statements(
        "They're doing the replacement at the station next week."))
    assert "plan.operation.date" not in keyed("They've moved my sister's operation. It's now "
                                              "the 23rd of April.")


def test_an_age_said_years_young():
    k = keyed("I'm Emlyn, 67 years young, retired now after 38 years as a postman.")
    assert k["age"] == "67" and k["job"] == "retired"
    assert keyed("My mum is 80 years young.")["relation.mum.age"] == "80"


def test_a_lowercase_place_of_two_words_and_a_flat_by_its_size():
    # (remember58 linh: "i live in vic park atm" kept "Vic")
    assert keyed("also i live in vic park atm w my housemate jess")["location"] == "Vic Park"
    assert keyed("i live in leeds park is nearby")["location"] == "Leeds"
    got = keyed("ok big news im moving!! found a 1br apartment in scarborough near the beach, "
                "moving in on the 15th")
    assert got["location"].startswith("Scarborough")


def test_texting_n_and_r_between_relatives():
    # (remember58 linh: "my mum n dad r in mirrabooka")
    assert any("mum and dad are in mirrabooka" in t for t in statements(
        "my mum n dad r in mirrabooka, they run a pho shop there"))
    assert keyed("my mum n dad live in perth")["relation.parents.location"] == "Perth"
    # "n" and "r" elsewhere are left
    assert not any(" and " in t for t in statements("I drive an N reg van"))


def test_notebook_shapes_of_the_blind_round_remember56():
    # (remember56: ruairi's third chat formed nothing; pim, teodoro, gunnhild)
    assert keyed("sold the Corolla, got a Skoda Octavia now, dark blue")["car"] == "Skoda Octavia"
    assert keyed("new GP - Dr Hennessy, Dr Fitzgerald retired")["carer.gp"] == "Dr Hennessy"
    assert keyed("switched dentists, now Dr Nilsen at the clinic by the cathedral")[
        "carer.dentist"] == "Dr Nilsen"
    assert keyed("padel moved to Sunday mornings")["habit.sunday_morning"] == "padel"
    assert keyed("new car! a Toyota Hilux, grey, the Fiat went to my brother")["car"] == "Toyota Hilux"
    assert keyed("call me pimmy from now on")["nickname"] == "Pimmy"
    assert keyed("please call me Gunn, nobody says Gunnhild")["nickname"] == "Gunn"
    assert keyed("remember this my name is pim im 24 and i work as a bike courier")["name"] == "Pim"
    assert keyed("fav colour: dark green. fav band: a-ha, obviously")["preference.band"] == "a-ha"
    assert keyed("dont like olives at all")["dislikes.olives"] == "olives"
    k = keyed("about me: 45, accountant, live in Córdoba, married to Valeria, twins Mateo and Lucía")
    assert k["relation.child.mateo"] == "Mateo" and k["relation.child.lucia"] == "Lucía"
    # near misses: no nickname, no dislike, no name "I'm"
    assert "nickname" not in keyed("Call me crazy but I love it")
    assert "nickname" not in keyed("call me back later")
    assert not any(a.startswith("dislikes.") for a in keyed("Don't like the sound of that."))
    from memory.lpm_rules import side_facts
    from tests.unit.helpers.extract import page
    said = "scratch that about Saoirse, her birthday is 15 March not the 14th"
    got = {f["attribute"]: f["value"] for f in side_facts(said, page(said), "The user",
                                                          known={"Saoirse": "granddaughter"})}
    assert got["relation.granddaughter.saoirse.birthday"] == "15 March"


def test_expat_shapes_of_the_blind_round_remember57():
    # (zainab: "Where am I originally from?" found nothing)
    assert keyed("Hi, quick one: can you help me compare school fees in Dubai? I'm a "
                 "paediatrician at Latifa Hospital, originally from Khartoum.")["hometown"] == "Khartoum"
    assert "hometown" not in keyed("I'm a paediatrician at Latifa Hospital in Khartoum.")
    # a language's level said after it
    assert "basic level" in [t for t in statements_or_keyed(
        "I'm learning Italian, it's basic so far") if "Italian" in t][0]
    assert "level" not in statements_or_keyed("I'm learning German.")[0]


def test_a_thing_once_done_here_in_a_country_is_no_home():
    # (remember57 ondrej: "I got my licence here in Australia last year" ended Melbourne)
    assert "location" not in keyed("I never learned to drive in Czechia, I got my licence here "
                                   "in Australia last year.")
    assert keyed("I got a job here in Saskatoon last year.")["location"] == "Saskatoon"
    assert keyed("I'm a dispatcher at a trucking company here in Saskatoon.")["location"] == "Saskatoon"
