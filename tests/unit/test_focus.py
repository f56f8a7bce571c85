"""The focused layout for small models (app/focus.py): the closest fact beside a personal
question, answered greedily; the full layout for capable models and other messages. Real
engine on a real encrypted store, real MiniLM embedder (fact order is by meaning), fake model."""
from __future__ import annotations

import pytest

from app import focus, focus_subject
from app.assistant import Assistant
from app.config import Settings
from app.fake_runtime import FakeRuntime
from app.prompt import CHAT_SYSTEM, SYSTEM
from memory.engine import MemoryEngine

from tests.unit.helpers.extract import tell, items as _items


@pytest.fixture
def engine(store, embedder):
    return MemoryEngine(store, embedder)


class Recorder(FakeRuntime):
    def stream(self, messages, **kw):
        self.calls = getattr(self, "calls", []) + [(messages, kw)]
        return super().stream(messages, **kw)


def ask(engine, text, n_params, setting="auto"):
    rt = Recorder(replies=["ok"])
    rt.n_params = n_params
    a = Assistant(engine, rt, settings=Settings(temperature=0.7, prompt_focus=setting),
                  background=False)
    a.send(None, text)
    msgs, kw = rt.calls[-1]
    return msgs[-1]["content"], kw["temperature"]


def test_wanted_by_size_or_setting():
    assert focus.wanted("auto", 135_000_000) and not focus.wanted("auto", 7_000_000_000)
    assert not focus.wanted("auto", 0)          # unknown size (a server): full layout
    assert focus.wanted("focused", 0) and not focus.wanted("full", 135_000_000)


def test_small_model_gets_the_closest_fact_and_answers_greedily(engine):
    tell(engine, "My name is Ingrid Dahl.", "We have a dog named Pepper.",
         "I work as a pharmacist at the hospital.")
    tail, temp = ask(engine, "What's the name of my dog?", 135_000_000)
    assert tail.startswith("Fact: The user's dog is called Pepper.\nQuestion: ")
    assert tail.endswith(focus.ANSWER_HINT) and temp == 0.0
    assert "Ingrid" not in tail and "Memories that may be relevant" not in tail


def test_a_focused_answer_favours_the_facts_own_words_and_only_it(engine):
    tell(engine, "We have a dog named Pepper.")
    rt = Recorder(replies=["ok"])
    rt.n_params = 135_000_000
    a = Assistant(engine, rt, settings=Settings(prompt_focus="auto"), background=False)
    a.send(None, "What's the name of my dog?")
    assert rt.calls[-1][1]["favour"] == ["dog", "called", "Pepper"]
    a.send(None, "Write a short poem about autumn.")
    assert rt.calls[-1][1]["favour"] == ()


def test_capable_model_and_other_messages_keep_the_full_layout(engine):
    tell(engine, "We have a dog named Pepper.")
    tail, temp = ask(engine, "What's the name of my dog?", 8_000_000_000)
    assert "Memories that may be relevant" in tail and temp == 0.7
    assert "Fact:" not in tail
    for text in ("Write a short poem about autumn.", "What's the capital of Norway?",
                 "Can you show me a Python function that reverses a string?",
                 "Tell me a joke about dogs?"):
        tail, temp = ask(engine, text, 135_000_000)
        assert "Fact:" not in tail and temp == 0.7, text
        # what is told or asked to be done: no retrieved block either (see the next test)
        assert (tail == text) == (not text.endswith("?") or bool(focus._REQUEST.match(text))), text


def test_a_small_model_answers_other_messages_from_the_head_alone(engine):
    tell(engine, "We have a dog named Pepper.", "I need a quick weeknight dinner idea.")
    rt = Recorder(replies=["ok"])
    rt.n_params = 135_000_000
    a = Assistant(engine, rt, settings=Settings(prompt_focus="auto"), background=False)
    cid = a.send(None, "We went to the beach today with Pepper.").conversation_id
    a.send(cid, "The weather was lovely.")
    msgs = rt.calls[-1][0]   # no earlier exchange to copy, no retrieved pages
    assert [m["role"] for m in msgs] == ["system", "user"]
    assert msgs[-1]["content"] == "The weather was lovely."
    # what is only told gets no profile to recite back either
    assert msgs[0]["content"] == CHAT_SYSTEM and "Pepper" not in msgs[0]["content"]
    a.send(cid, "And it rained there later.")   # goes on from the last exchange: kept
    assert [m["role"] for m in rt.calls[-1][0]] == ["system", "user", "assistant", "user"]
    for follow_up in ("Make that shorter.", "Give me another example of a good beach walk "
                      "for a dog.", "Thanks"):
        a.send(cid, follow_up)
        assert len(rt.calls[-1][0]) == 4, follow_up
    # a question that is not focused keeps the chat: it may ask of what was just told
    a.send(cid, "Why?")
    assert len(rt.calls[-1][0]) > 4
    # advice asked in the first person is no question about memory: no fact to parrot
    for text in ("Any tips for a long drive with my dog?", "What's a fun theme for my son's "
                 "party?", "Should I see a doctor about my knee?"):
        a.send(None, text)
        assert rt.calls[-1][0][-1]["content"] == text, text
    # a capable model keeps the full layout for the same message
    rt.n_params = 8_000_000_000
    a.send(cid, "The weather was lovely.")
    assert len(rt.calls[-1][0]) > 2


def test_a_question_naming_someone_a_fact_names_is_personal(engine):
    tell(engine, "My nephew Oskar turned seven last week.")
    tail, _ = ask(engine, "How old is Oskar?", 135_000_000)
    assert tail.startswith("Fact: ") and "Oskar" in tail.splitlines()[0]


def test_a_request_about_the_users_own_things_is_still_personal(engine):
    tell(engine, "We have a dog named Pepper.")
    for text in ("Can you remind me what my dog is called?", "Tell me my dog's name?"):
        tail, _ = ask(engine, text, 135_000_000)
        assert tail.startswith("Fact: The user's dog is called Pepper."), text


def test_the_fact_beside_the_question_is_about_whom_it_asks():
    facts = _items("The user works as a plumber.", "The user's son Leo plays chess.",
                   "The user's wife Nora is a dentist.", "The user paints watercolours.")
    pick = focus_subject.subject_match
    assert pick(facts, "What does my wife do for a living?", set()).text.startswith(
        "The user's wife")
    # a question about the user alone passes over the closer facts about relatives
    assert pick(facts[1:], "What do I do in the evenings?", set()).text == \
        "The user paints watercolours."
    assert pick(facts[1:3], "What do I do?", set()).text == "The user's son Leo plays chess."
    assert pick(facts, "What does Leo like?", {"leo"}).text == "The user's son Leo plays chess."
    assert pick(facts, "Where do I work?", set()).text == "The user works as a plumber."
    # a sentence about a relative and the user is about the user too
    both = _items("The user's wife Nora loves cycling, and the user plays the violin.",
                  "The user drinks rooibos.")
    assert pick(both, "What instrument do I play?", set()).text.endswith("the violin.")
    # what a relative does is not their name, unless the name is asked
    son = _items("The user's son is called Leo.", "The user's son Leo plays chess.")
    assert pick(son, "What does my son do?", set()).text.endswith("plays chess.")
    assert pick(son, "What's my son called?", set()).text.endswith("called Leo.")
    assert pick(son, "How old is Leo?", {"leo"}).text.endswith("plays chess.")


def test_a_question_typed_without_apostrophe_or_question_mark_is_one():
    for text in ("whats my name again", "wheres my sister living now", "hows my dog called",
                 "What's my name?", "remind me where I live"):
        assert focus.is_question(text), text
    for text in ("whatsapp is down again", "i live in leeds", "Thanks, that helps."):
        assert not focus.is_question(text), text


def test_a_person_named_in_lowercase_is_still_named(engine):
    tell(engine, "My brother Tobias is obsessed with chess.", "I work as a nurse.")
    tail, _ = ask(engine, "what is tobias obsessed with", 135_000_000)
    assert tail.startswith("Fact: ") and "Tobias" in tail.splitlines()[0]


def test_a_question_about_the_user_as_a_whole_lists_the_profile(engine):
    tell(engine, "Hi, I'm Maya and I live in Lisbon.", "I work as a marine biologist.",
         "My cat is called Pixel.")
    for text in ("What do you know about me?", "what do you remember about me",
                 "Tell me about myself.", "Who am I?"):
        tail, temp = ask(engine, text, 135_000_000)
        facts = [ln for ln in tail.splitlines() if ln.startswith("Fact: ")]
        assert len(facts) >= 3 and any("Maya" in f for f in facts), (text, tail)
        assert tail.endswith(focus.PROFILE_HINT) and temp == 0.0
    tail, _ = ask(engine, "What do you know about Lisbon?", 135_000_000)
    assert focus.PROFILE_HINT not in tail


def test_a_question_about_whom_the_user_dates_asks_of_the_partner_not_the_ex():
    facts = _items("The user's ex is Jordan (they broke up; no longer together).",
                   "The user works at a cinema.", "The user's girlfriend is called Sam.")
    pick = focus_subject.subject_match
    for q in ("who am i dating at the moment?", "Who am I seeing these days?"):
        assert pick(facts, q, set()).text == "The user's girlfriend is called Sam.", q
    # without a partner fact the closest one stays
    assert pick(facts[:2], "who am i dating?", set()).text.startswith("The user's ex")


def test_a_relative_asked_of_by_order_or_another_word_for_a_partner():
    pick = focus_subject.subject_match
    sons = _items("The user's younger son is called Dev.", "The user's older son is called Arjun.")
    assert pick(sons, "What is my older son called?", set()).text.endswith("Arjun.")
    assert pick(sons, "What is my younger son called?", set()).text.endswith("Dev.")
    partner = _items("The user works as a nurse.", "The user's partner Theo is a jazz pianist.")
    assert pick(partner, "What does my husband do?", set()).text.startswith("The user's partner")
    # no partner fact: the closest one stays
    assert pick(partner[:1], "What does my husband do?", set()).text.startswith("The user works")


def test_the_pet_asked_of_with_the_is_the_users(engine):
    tell(engine, "We have a dog named Pepper.")
    tail, _ = ask(engine, "What's the dog's name?", 135_000_000)
    assert tail.startswith("Fact: The user's dog is called Pepper.")
    tail, _ = ask(engine, "Is the dog food at the shop any good?", 135_000_000)
    assert "Fact:" not in tail


def test_an_activity_asked_of_finds_the_fact_that_says_it():
    pick = focus_subject.subject_match
    facts = _items("The user trained in Europe.", "The user has been training for a half "
                   "marathon.", "The user works as a pastry chef.")
    assert "marathon" in pick(facts, "What am I training for?", set()).text
    evenings = _items("The user's daughter is studying law.", "The user spends the evenings "
                      "practising calligraphy.")
    assert "calligraphy" in pick(evenings, "What do I do in the evenings?", set()).text
    # a common verb is no clue: the closest fact stays first
    doing = _items("The user is going to Rome on Friday.", "The user is doing a PhD.")
    assert pick(doing, "What am I doing this weekend?", set()).text.startswith("The user is going")


@pytest.mark.parametrize("typed, read", [
    ("whats my dauhgter's name", "what's my daughter's name"),
    ("whats my gfs name", "what's my girlfriend's name"),
    ("wat do i do for work", "what do i do for work"),
    ("wher do i live again", "where do i live"),
    ("whats my sheepdogs name", "what's my dog's name"),
    ("whats my oldest boys name", "what's my older sons name"),
    ("What's the name of our little girl?", "What's the name of our daughter?"),
    ("whats my other half's job", "what's my partner's job"),
    ("wait how old did i say i was", "how old did i say i was"),
    ("Remind me what I used to do for work", "what I used to do for work"),
    ("Do you remember my hometown?", "my hometown?"),
    ("what food cant i stand", "what food can't i stand"),
])
def test_a_question_is_read_as_typed_by_people(typed, read):
    assert focus.asked(typed) == read


@pytest.mark.parametrize("text", ["any allergies i have", "anything im allergic to",
                                  "wat was my new tattoo", "ok so whats my name"])
def test_questions_without_a_question_word_or_mark_are_questions(text):
    assert focus.is_question(text) or focus.is_question(focus.asked(text))


def test_statements_and_requests_are_not_rewritten_for_retrieval():
    for text in ("My daughter is called Hana.", "I live in Leeds.", "Hello there"):
        assert focus.query(text) == text
    assert focus.query("Remind me what my dog is called") == "what my dog is called"


def test_the_person_asked_of_by_name_or_by_relation_finds_the_other_facts():
    pick = focus_subject.subject_match
    facts = _items("The user's husband is called Suresh.", "The user lives in Reno.",
                   "The user's husband drives a forklift at a warehouse.")
    assert "forklift" in pick(facts, "What does Suresh do for a living?", {"suresh"}).text
    facts = _items("The user's partner is called Hanne.", "The user is a designer.",
                   "Hanne is a vet.")
    assert pick(facts, "What does my partner do for a living?", set()).text == "Hanne is a vet."
    # the name asked: the fact naming them is the answer
    assert pick(facts, "What is my partner called?", set()).text.endswith("Hanne.")
    samir = _items("Samir is a dentist.", "The user's brother Samir lives in Lille.")
    assert "Lille" in pick(samir, "Where does Samir live?", {"samir"}).text


def test_a_question_about_pets_finds_a_pet_and_names_after_a_comma_are_names():
    pick = focus_subject.subject_match
    facts = _items("The user lives in Norwich.", "The user is vegetarian.",
                   "The user's tortoise is called Sid.")
    assert pick(facts, "Do I have any pets?", set()).text.endswith("Sid.")
    assert "Ana" in focus._NAMES.findall("The user has two children, Ana is seven.")


def test_a_long_fact_is_cut_to_the_sentence_that_says_what_is_asked():
    long = _items("[3 Mar 2026] Sorry in advance, the user tends to ramble. The user's brother "
                  "Samir lives up in Lille and keeps telling them to move there.")[0]
    cut = focus._excerpt(long, "which city is my brother in")
    assert cut.text == ("[3 Mar 2026] The user's brother Samir lives up in Lille and keeps "
                        "telling them to move there.")
    assert cut.tokens < long.tokens
    # nothing of the question in any sentence, or one sentence only: the fact as it is
    assert focus._excerpt(long, "what is my name") is long
    short = _items("The user lives in Leeds.")[0]
    assert focus._excerpt(short, "where do i live") is short
    # the same words in two sentences: the one saying the kind of thing asked (a job)
    mate = _items("The user's flatmate Zainab is driving them mad. The user's flatmate Zainab "
                  "is a junior doctor on nights.")[0]
    assert focus._excerpt(mate, "What does my flatmate do?").text.endswith("doctor on nights.")
    assert focus._excerpt(mate, "Is my flatmate ok?").text.endswith("driving them mad.")
    # a name asked: the sentence naming it (remember34)
    salon = _items("Exciting news, the user finally opened their own salon. The user's salon is "
                   "called Loose Ends and it's on Main Street.")[0]
    assert "Loose Ends" in focus._excerpt(salon, "What's the name of my salon?").text
    assert "opened" in focus._excerpt(salon, "When did I open my salon?").text
    # "where": a place said by its initials counts as one ("at KTH"; remember35)
    trip = _items("The user got their exchange placement. Stockholm in January 2027, at KTH, "
                  "which was their first choice.")[0]
    assert "KTH" in focus._excerpt(trip, "Where am I going on exchange?").text
    assert "KTH" not in focus._excerpt(trip, "Did I get my exchange placement?").text


def test_who_am_i_marrying_is_no_question_about_the_whole_user_and_the_twins_are_family():
    assert focus._ABOUT_ME.search("Who am I?") and not focus._ABOUT_ME.search(
        "Who am I marrying?")
    pick = focus_subject.subject_match
    facts = _items("The user lives in Leeds.", "The user's twins were born in 2016.")
    assert "2016" in pick(facts, "What year were the twins born?", set()).text


def test_the_users_own_thing_asked_of_with_the():
    facts = _items("The user lives in Cork.", "The user's wedding to Ronan is in the spring.")
    assert focus_subject.owned("When is the wedding?", facts) == [facts[1]]
    assert "spring" in focus_subject.subject_match(facts, "When is the wedding?", set()).text
    assert focus_subject.owned("Is the weather nice in Cork?", facts) == []
    assert focus_subject.owned("Is the dog food any good?", _items("The user's dog is Rex.")) == []


def test_a_pet_named_in_the_question_and_relatives_asked_by_name():
    pick = focus_subject.subject_match
    facts = _items("The user has two daughters.", "The user's dog (collie) is called Bran.")
    assert "collie" in pick(facts, "What kind of dog have I got?", set()).text
    kids = _items("The user is writing a memoir for their kids.",
                  "The user's twins, Amara and Leo, were born in 2016.")
    assert "Amara" in pick(kids, "What are my kids called?", set()).text


def test_a_focused_prompt_keeps_the_chat_only_when_the_question_goes_on_from_it():
    pages = ["p1", "p2", "p3"]
    assert focus.chat_pages(pages, "What's my dog called?") == []
    assert focus.chat_pages(pages, "and how old is she?") == ["p3"]
    assert focus.chat_pages(pages, "What about my sister?") == ["p3"]
    assert focus.chat_pages([], "and her?") == []


def test_asked_in_a_row_the_small_model_is_not_shown_its_earlier_answers(engine):
    tell(engine, "My dog is called Pepper.", "I work as a nurse.")
    rt = Recorder(replies=["Pepper.", "A nurse."])
    rt.n_params = 135_000_000
    a = Assistant(engine, rt, settings=Settings(), background=False)
    first = a.send(None, "What's my dog called?")
    a.send(first.conversation_id, "What do I do for work?")
    msgs, _ = rt.calls[-1]
    assert not any(m["role"] == "assistant" for m in msgs), msgs
    assert msgs[-1]["content"].startswith("Fact: The user")


def test_a_job_or_a_diet_asked_puts_the_fact_that_names_one_first():
    pick = focus_subject.subject_match
    sis = _items("The user's sister Amber just got engaged.", "The user's sister is called Amber.",
                 "The user's sister Amber is a primary school teacher in Leeds.")
    assert pick(sis, "what does my sister do?", set()).text.endswith("teacher in Leeds.")
    # (not when something else she does is asked)
    assert pick(sis, "what does my sister do on weekends?", set()).text.endswith("engaged.")
    me = _items("The user has a weird shift pattern this month.", "The user is pescatarian.")
    assert pick(me, "what kind of diet do I follow?", set()).text == "The user is pescatarian."
    assert pick(me, "what shifts do I work?", set()).text.startswith("The user has a weird")
    # the job template's "working as" is no answer to "what am I working towards?"
    work = _items("The user's job is working as a software tester.",
                  "The user is working towards the ISTQB certification.")
    assert "ISTQB" in pick(work, "what certification am I working towards?", set()).text


def test_a_question_about_the_past_gets_an_ended_value_and_originally_the_oldest():
    from memory.types import ContextItem
    facts = (ContextItem("lpm", 1, "trait", "The user's job is working as a paramedic.", 30.0, 8),
             ContextItem("lpm", 2, "trait", "The user lives in York.", 30.0, 8),
             ContextItem("lpm", 3, "trait", "The user used to live in Sheffield.",
                         20.0, 8),
             ContextItem("lpm", 4, "trait", "The user used to live in Leeds.",
                         10.0, 8),
             ContextItem("lpm", 5, "trait", "The user's job used to be working as a nurse.",
                         10.0, 8))
    pick = focus_subject.subject_match
    assert "nurse" in pick(facts, "What was my old job?", set()).text   # a 3-letter word asked
    assert "paramedic" in pick(facts, "What's my job?", set()).text
    assert "Sheffield" in pick(facts, "Where did I live before York?", set()).text
    assert "Leeds" in pick(facts, "Which city did I live in originally?", set()).text
    assert "York" in pick(facts, "Where do I live?", set()).text


def test_only_what_asks_about_the_user_keeps_the_profile(engine):
    tell(engine, "We have a dog named Pepper.")
    rt = Recorder(replies=["ok"])
    rt.n_params = 135_000_000
    a = Assistant(engine, rt, settings=Settings(prompt_focus="auto"), background=False)
    told = ("I've been learning the cello since spring.", "hello! i'm new here",
            "My mum's a hairdresser, so I never pay for haircuts.")
    asked = ("Any tips for a long walk with my dog?", "Make that shorter.",
             "Can you help me draft an email to my boss asking for Friday off?")
    for text in told:   # a chat prompt, no profile to recite back
        a.send(None, text)
        assert rt.calls[-1][0][0]["content"] == CHAT_SYSTEM, text
        assert focus.tells(text), text
    for text in asked:   # a request: the built-in prompt, the cached head's first tokens
        a.send(None, text)
        assert rt.calls[-1][0][0]["content"] == SYSTEM, text
        assert not focus.tells(text), text
    for text in ("Write a short bio of me.", "Can you sum up my profile?"):
        a.send(None, text)   # about the user: the profile
        assert "The user's dog is called Pepper." in rt.calls[-1][0][0]["content"], text
    a.send(None, "What's the capital of Norway?")   # not bare: the head as always
    assert "Pepper" in rt.calls[-1][0][0]["content"]
    # the user's own system prompt replaces both
    b = Assistant(engine, rt, settings=Settings(prompt_focus="auto", system_prompt="Be terse."),
                  background=False)
    for text in told[:1] + asked[:1]:
        b.send(None, text)
        assert rt.calls[-1][0][0]["content"] == "Be terse."
    # a capable model keeps the profile for the same message
    rt.n_params = 8_000_000_000
    a.send(None, "I've been learning the cello since spring.")
    assert "Pepper" in rt.calls[-1][0][0]["content"]


def test_a_question_typed_with_curly_apostrophes_is_focused(engine):
    tell(engine, "We have a dog named Pepper.", "I work as a nurse.")
    tail, temp = ask(engine, "What’s my dog’s name?", 135_000_000)
    assert tail.startswith("Fact: The user's dog is called Pepper.") and temp == 0.0


def test_a_relatives_home_asked_puts_the_fact_saying_where_they_live_first():
    pick = focus_subject.subject_match
    bro = _items("The user's brother Samir is a dentist (their job).",
                 "The user's brother Samir lives up in Lille and keeps telling them to move there.")
    assert "Lille" in pick(bro, "which city is my brother in", set()).text
    assert "Lille" in pick(bro, "Where does my brother live these days?", set()).text
    # where he works is not where he lives
    assert "dentist" in pick(bro, "What does my brother do for work?", set()).text


def test_a_pastime_asked_by_its_bare_name_is_the_users():
    facts = _items("The user lives in Llandeilo.",
                   "The user sings alto with a ladies' choir on Tuesday evenings.",
                   "The user's daughter Catrin sings in a choir in Cardiff.")
    assert focus_subject.owned("Which night is choir?", facts) == [facts[1]]
    assert "Tuesday" in focus_subject.subject_match(facts, "Which night is choir?", set()).text
    assert focus_subject.owned("Which night is bingo?", facts) == []
    assert focus_subject.owned("What is a choir?", facts) == []
