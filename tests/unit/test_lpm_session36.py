"""Session 36: what session 35's blind rounds left (remember73, 74), each fix with a near miss."""
from __future__ import annotations

from types import SimpleNamespace

from app.memory_service import MemoryService
from memory import long_term
from tests.unit.helpers.extract import statements


def _engine(store, embedder):
    from memory.engine import MemoryEngine
    return MemoryEngine(store, embedder)


def _said(engine, *messages):
    cid = engine.new_conversation().id
    return [c for m in messages for c in engine.form_facts(engine.add_exchange(cid, m, "Okay.").id)]


def _current(store):
    return [i.text for i in long_term.current(store)]


def test_a_change_ends_only_the_sentence_of_a_statement_that_said_it(store, embedder):
    # (remember74: raising the day rate ended the publisher's book covers said beside it)
    engine = _engine(store, embedder)
    _said(engine, "My day rate is 420 euros at the moment. I mostly do packaging design for a "
                  "tea brand and book covers for a small publisher.")
    changes = _said(engine, "Big news, I raised my day rate to 480 euros starting this month!")
    now = " ".join(_current(store))
    assert "book covers for a small publisher" in now and "420" not in now
    # the whole statement is the rate's history ("What was my day rate before I raised it?")
    rate = next(c.item for c in changes if "480" in c.item.text)
    assert any("420" in o.text for o in long_term.older_versions(store, rate.id))
    # the Undo of "Updated" puts the statement back whole, and the rest goes with the fact
    updated = next(c for c in changes if c.action == "updated")
    assert updated.carried
    MemoryService(SimpleNamespace(store=store, engine=engine,
                                  memory_changed=lambda: None)).undo_fact(updated)
    now = _current(store)
    assert sum("small publisher" in t for t in now) == 1 and any("420" in t for t in now)
    assert not any("480" in t for t in now)


def test_a_sentence_leaning_on_the_one_that_ended_ends_with_it(store, embedder):
    engine = _engine(store, embedder)
    _said(engine, "My current medication is Humira, I inject it every other week. My IBD nurse "
                  "is called Shona and she's brilliant.")
    _said(engine, "Bad news, the Humira has stopped working so Dr Ferguson is switching me to "
                  "Stelara.")
    now = " ".join(_current(store))
    assert "IBD nurse is called Shona" in now and "current medication is Humira" not in now
    # a statement whose one sentence holds it all ends whole, as before
    _said(engine, "I drive a blue Honda Jazz, it is the car I learned in.")
    _said(engine, "I sold the Honda Jazz last week.")
    assert not any("blue Honda Jazz" in t for t in _current(store))


def test_a_plan_said_after_the_condition_it_waits_on():
    got = " ".join(statements("If I stay in remission we're planning a week in Orkney in May, "
                              "fingers crossed."))
    assert "planning a week in Orkney" in got and got.startswith("If the user stays")
    # a wish or a "would" after the condition is still no plan
    for said in ("If I won the lottery I'd buy a boat.", "If I get the job I'll move to Leeds.",
                 "If we had the money we're planning nothing, but I'd love a boat."):
        assert not statements(said), said


def test_a_stretch_of_work_told_in_the_past_answers_what_one_did_before_retiring():
    from app.focus_subject import subject_match
    from tests.unit.helpers.extract import items
    facts = items("The user is retired.", "The user was a primary school teacher for thirty-odd "
                  "years.", "The user is 64 years old.")
    assert "teacher" in subject_match(facts, "What did I do for a living before I retired?",
                                      set()).text
    # (a past said without a stretch of time is no work done before)
    facts = items("The user is retired.", "The user was a bridesmaid at their sister's wedding.")
    assert "retired" in subject_match(facts, "What did I do for a living before I retired?",
                                      set()).text


def test_a_short_name_in_capitals_asks_the_statement_it_ended(store, embedder):
    # (remember75: "What was my FTP before?" got the FTP now)
    engine = _engine(store, embedder)
    _said(engine, "My FTP is 210 watts at the moment and I ride a Canyon Endurace.")
    _said(engine, "Did a ramp test yesterday and my FTP is now 228 watts, so happy.")
    q = "What was my FTP before?"
    found = engine.retrieve(q, 1024).facts
    assert any("FTP used to be 210 watts and" in f.text for f in found)   # ("at the moment" left out)
    assert not any("used to be" in f.text for f in engine.retrieve("What was my PB before?",
                                                                   1024).facts)


def test_another_says_against_the_speaker_and_the_speakers_own_beside_a_friends():
    from tests.unit.helpers.extract import keyed
    assert keyed("I was born in Wolverhampton by the way, not Walsall, whatever my sister Judith "
                 "tells people.")["hometown"] == "Wolverhampton"
    got = " ".join(statements("My friend Brenda from the choir has just been diagnosed with "
                              "diabetes, type 2, poor thing, and she's getting a new puppy, a "
                              "cockapoo. I'm in the choir too, we sing on Wednesday evenings, it "
                              "moved to Wednesdays in September."))
    assert "the user sings on Wednesday" in got.lower() or "The user is in the choir" in got
    # (a relative's news beside the speaker's is no friend's: the statement as before)
    got = " ".join(statements("My sister Judith has just been diagnosed with diabetes, type 2, "
                              "poor thing, and she's getting a new puppy, a cockapoo. I'm in the "
                              "choir too, we sing on Wednesday evenings, it moved in September."))
    assert "Judith" in got


def test_a_dose_gone_up_said_as_a_slip():
    from tests.unit.helpers.extract import keyed
    k = keyed("I take levothyroxine every morning, 50 micrograms, no wait, it went up to 75 in "
              "the spring.")
    assert "75" in k["medication.levothyroxine"]
    assert "50" in keyed("I take levothyroxine, 50 micrograms, it went up from 25 in the spring."
                         )["medication.levothyroxine"]


def test_a_new_parents_news():
    from tests.unit.helpers.extract import keyed
    assert keyed("hi, it's Poppy. writing this one-handed mid feed.")["name"] == "Poppy"
    assert "name" not in keyed("it's Friday. writing this one-handed.")
    got = " ".join(statements("baby Alfie arrived on 14 March, 7lb 12oz of pure chaos"))
    assert "The user's baby Alfie arrived on 14 March" in got
    assert not statements("baby is crying again")
    # what the speaker told work of their own return is theirs; what another told them is not
    assert "come back part time" in " ".join(statements(
        "and I've told work I'll come back part time, three days a week, not full time"))
    assert not any(t.startswith("The user will") for t in statements(
        "My boss told me she'll come back part time."))


def test_she_two_messages_on_and_a_weight_put_right(store, embedder):
    engine = _engine(store, embedder)
    _said(engine, "Nkechi here. our daughter Zikora was born on 5 June, 3.1kg, she's perfect",
          "I'm a pharmacist at Boots, planning to go back full time when my leave ends",
          "she sleeps in a moses basket next to our bed for now")
    _said(engine, "correction, Zikora was 3.4kg not 3.1, I misread the red book at 4am",
          "big news, Zikora is in her own cot in the nursery now!")
    now = " ".join(_current(store))
    assert "daughter Zikora sleeps in a moses basket" in now
    assert "3.4kg" in now and "3.1kg" not in now
    assert "daughter Zikora is in her own cot" in now
    # (not after a message naming another: "she" is then no longer the daughter)
    _said(engine, "My daughter Mia is 4.", "My husband Tom is a chef.", "she loves her nursery")
    assert not any("Mia loves" in t for t in _current(store))


def test_a_household_of_pets_each_named():
    from tests.unit.helpers.extract import keyed
    k = keyed("We've got two dogs, Bramble who's a 9 year old springer spaniel and Pip, a 3 "
              "year old border terrier.")
    assert k["relation.dog.bramble"] == "Bramble" and k["relation.dog.pip"] == "Pip"
    assert keyed("Two cats, Bonnie and Clyde, brother and sister, both 6.")["relation.cat.clyde"] == "Clyde"
    assert keyed("Plus the old cat Marmalade, she's 14.")["relation.cat"] == "Marmalade"
    assert keyed("And the horse of course, Duchess, a 22 year old cob mare.")[
        "relation.horse.duchess"] == "Duchess"
    assert not keyed("The cat Tom next door is loud.")
    k = keyed("Evening. I'm Hamish, 52, self-employed electrician, based in Dingwall.")
    assert k["name"] == "Hamish" and k["age"] == "52" and "electrician" in k["job"]
    assert keyed("Wife Shona and our two kids, Callum 12 and Isla 9.")["relation.wife"] == "Shona"


def test_a_workplace_named_and_a_relatives_job_left(store, embedder):
    from tests.unit.helpers.extract import keyed
    assert keyed("Also I've left the sports clinic, I'm now working for the NHS at Wythenshawe "
                 "Hospital.")["employer"] == "the NHS at Wythenshawe Hospital"
    assert "employer" not in keyed("I'm working at the hospital today.")
    engine = _engine(store, embedder)
    _said(engine, "My boyfriend Daniel lives in Lisbon.",
          "Daniel is a chef at a seafood restaurant near the river there. He's 30.",
          "He has a dog called Pastel.")
    _said(engine, "Ugh, I got his age wrong earlier, Daniel's 31, he had his birthday in January.",
          "Update: Daniel quit the restaurant, he's starting his own food truck selling bifanas.")
    now = " ".join(_current(store))
    assert "Daniel has a dog called Pastel" in now and "Daniel is 31 years old" in now
    assert "is a chef (their job)" not in now and "food truck" in now
    assert "lives in Lisbon" in now   # (quitting ends the work only)


def test_a_new_chat_opening_he_is_the_one_son(store, embedder):
    engine = _engine(store, embedder)
    _said(engine, "Sindre here, dad on paternity leave with our son Eirik, he's 14 months")
    _said(engine, "he still has a bottle of milk before bed, trying to wean him off it",
          "he's got a place at Fjellsiden barnehage starting in January")
    _said(engine, "Fjellsiden fell through, staffing problems. he's got a place at Solsikken "
                  "barnehage instead, starting in February",
          "and we did it, no more bottle! he has his milk in a cup before bed now")
    now = " ".join(_current(store))
    assert "Eirik has his milk in a cup" in now and "Solsikken" in now
    assert "bottle of milk" not in now and "Fjellsiden barnehage starting" not in now
    assert "February 2027" in now   # (a start said ahead)
    # (not with a husband known: "he" may be either)
    from memory.lpm_aboutkin import only_child
    assert only_child({"Eirik": "son", "Tom": "husband"}) == []
    assert only_child({"Eirik": "son", "Kari": "partner"}) == [("son", "Eirik")]


def test_new_dates_said_apart_from_the_move():
    from tests.unit.helpers.extract import keyed
    assert keyed("So the airline moved my flight, I'm now leaving on December 18th instead."
                 )["plan.flight.date"] == "December 18th"
    assert keyed("Ugh, the exam's been moved, it's now on 2 April because the test centre "
                 "double-booked.")["plan.exam.date"] == "2 April"
    assert keyed("Bad news, the examiner was sick so my Part 2 test is now on 4 June instead."
                 )["plan.part_2_test.date"] == "4 June"
    assert "plan.exam.date" not in keyed("The exam's been moved, I'm so annoyed.")


def test_households_carers_and_ages_of_older_speakers():
    from tests.unit.helpers.extract import keyed
    assert keyed("I live in Headingley.", ) and keyed(
        "And we've moved! Me, Shaun and Biscuit are in Armley now, the rent was cheaper."
    )["location"] == "Armley"
    assert keyed("Joy has retired, so a new carer called Precious comes in the mornings "
                 "instead.")["carer.carer"] == "Precious"
    assert keyed("I have a carer, Marek, who comes at 8 in the morning to help me shower."
                 )["carer.carer"] == "Marek"
    assert "carer.carer" not in keyed("A nurse called Ann was lovely to me.")
    assert keyed("My name is Mavis Pennington and I am eighty-one years of age.")["age"] == "81"
    assert keyed("I am Cyril Atherton, aged seventy-nine, a retired vet.")["age"] == "79"
    assert keyed("my mum is NOT happy lol")  == {} and keyed("My mum is Carol.")["relation.mum"]


def test_slips_put_right_by_their_number_words():
    from memory.lpm_corrections import fix_of
    assert fix_of("Correction from the other day, I said eleven years at the salon but it was "
                  "actually nine.") == ("nine", "eleven")
    assert fix_of("Ah, I made a mistake before, it was twenty-four years with the trattoria, "
                  "not twenty-two.") == ("twenty-four", "twenty-two")
    assert fix_of("sorry, wrong, my leave runs until the end of April, not March. counted the "
                  "weeks wrong") == ("April", "March")
    got = " ".join(statements("Evening. I'm Stellan, 41, and after fifteen years handling "
                              "insurance claims at Harbourside Insurance I've started a PGCE."))
    assert "Harbourside Insurance" in got
    assert not statements("My boss claims I was late again.")


def test_a_co_parents_ex_by_name_and_introductions_by_name_age_and_job(store, embedder):
    from tests.unit.helpers.extract import keyed
    k = keyed("Hi. Joanne, 41, pharmacist at a CVS in Dublin, Ohio.")
    assert (k["name"], k["age"], k["job"]) == ("Joanne", "41", "pharmacist")
    assert "name" not in keyed("My kids: Ayo, 9, loves football.")
    assert "dental nurse" in keyed("Hi, I'm Nadine, 38, dental nurse in Swindon.")["job"]
    assert keyed("Divorced 3 years, co-parenting with my ex Marcus.")["relation.ex.marcus"]
    assert "relation.ex" not in " ".join(keyed("I'm studying for my exams."))
    engine = _engine(store, embedder)
    _said(engine, "Ex is Craig. We split two years ago. We've got two kids, Poppy who's 9 and "
                  "Alfie who's 6.",
          "Craig has them every other weekend. Handover is at the McDonald's car park.")
    _said(engine, "Correction from the other day, Alfie's actually 7 now, he had his birthday "
                  "last week.")
    now = " ".join(_current(store))
    assert "ex Craig has them every other weekend" in now
    assert "called Handover" not in now   # (the count had named both children)
    assert "Alfie is 7 years old" in now and "Alfie is 6 years old" not in now


def test_renters_and_owners_introduced_in_lowercase_and_their_rent():
    from tests.unit.helpers.extract import keyed
    k = keyed("yo. marcus here, 29, i share a flat in peckham with 2 mates")
    assert (k["name"], k["age"], k["location"]) == ("Marcus", "29", "Peckham")
    k = keyed("hey so im jude, 24, renting a room in a 4 bed houseshare in bristol")
    assert (k["name"], k["age"], k["location"]) == ("Jude", "24", "Bristol")
    assert keyed("hiya! tilly, 22, just finished my english degree")["name"] == "Tilly"
    assert "name" not in keyed("im tired, 24 hours no sleep")
    assert keyed("landlord is a guy called dennis okafor. rent is £520 a month bills included"
                 )["home.rent"] == "£520"
    assert keyed("ugh dennis just texted, rent's going up to £575 from next month."
                 )["home.rent"] == "£575"
    assert not keyed("Jake's rent is £900 a month.") and not keyed("I pay £30 a month for the gym.")
    from tests.unit.helpers.extract import extract, page
    assert any("called Kettle Yard" in f["text"] for f in extract([page(
        "I run a wee cafe called the Kettle Yard on the Promenade in Portstewart.")]))
    assert "activity.running" not in keyed("I run Georgiou Plumbing & Heating out of Enfield.")
    assert "activity.running" in keyed("I run Mondays and Fridays.")


def test_an_exs_move_and_whom_a_relative_married_and_a_subject_put_right():
    from app.focus_subject import subject_match
    from memory.lpm_corrections import fix_of
    from tests.unit.helpers.extract import items
    facts = items("The user's ex Dean and Kayleigh have moved to Wroughton, so Ollie's handovers "
                  "are only ten minutes now.", "The user's son Ollie's given up swimming and "
                  "started karate instead, Saturday mornings when he's with the user.")
    assert "karate" in subject_match(facts, "What activity does Ollie do now?", {"ollie"}).text
    facts = items("The user's ex-wife is called Maureen.", "The user's ex-wife Maureen remarried "
                  "a bloke called Ron years back.")
    assert "Ron" in subject_match(facts, "Who did my ex-wife marry?", set()).text
    assert "Maureen." in subject_match(facts, "What's my ex-wife called?", set()).text
    assert fix_of("sorry, correction, Marisa's studying nursing, not engineering.") == (
        "nursing", "engineering")


def test_a_workplace_after_a_job_in_lowercase_chat():
    from tests.unit.helpers.extract import keyed
    k = keyed("hey so im linh, 24, nurse in the ED at fiona stanley (fsh), need help w my roster")
    assert k["job.unit"] == "ED" and k["name"] == "Linh"
    from tests.unit.helpers.extract import extract, page
    assert any("the ED at Fiona Stanley" in f["text"] for f in extract([page(
        "hey so im linh, 24, nurse in the ED at fiona stanley (fsh), need help w my roster")]))
    assert "employer" not in keyed("im a nurse at the weekend")
    from app.focus_subject import subject_match
    from tests.unit.helpers.extract import items
    facts = items("The user's job is working as a nurse.",
                  "The user's unit at work is the ED at Fiona Stanley (fsh).")
    assert "Fiona Stanley" in subject_match(facts, "which hospital do i work at again?", set()).text
    assert "nurse" in subject_match(facts, "What is my job?", set()).text
