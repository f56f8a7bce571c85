"""How chats with an assistant are retrieved and packed (real encrypted store, real embedder):
a question about the assistant's own words gets that reply whole; a question answered across
several chats gets pages from each of them."""
from datetime import datetime

from memory.engine import MemoryEngine
from memory.packing import asks_about_reply
from memory.policy import Policy
from memory.retrieval import regex_tokens

T0 = datetime(2024, 3, 1, 10, 0).timestamp()
DAY = 86400.0

KNOT = ("For tent guy lines the best choice is a taut-line hitch.\n\n1. Wrap the line twice "
        "around the standing part.\n2. Add one more turn outside the wraps.\n3. Pull it snug: "
        "it grips under load and slides to adjust the tension. " + "It is easy to learn. " * 12)


def make(store, embedder):
    now = [T0]
    eng = MemoryEngine(store, embedder, Policy(), clock=lambda: now[0],
                       count_tokens=regex_tokens)
    return eng, now


def test_asks_about_reply_reads_questions_about_the_assistants_words():
    for q in ("Can you remind me of the Mayo Clinic video you recommended?",
              "What was that Soviet cartoon you mentioned?",
              "Going back to our previous conversation about tents, which knot was it?",
              "What did you tell me about sourdough?"):
        assert asks_about_reply(q), q
    for q in ("What knot should I use for my tent?", "How many books did I read?",
              "Do you know a good hotel in Miami?"):
        assert not asks_about_reply(q), q


def test_a_question_about_the_assistants_words_gets_the_whole_reply(store, embedder):
    eng, now = make(store, embedder)
    c = eng.new_conversation()
    eng.add_exchange(c.id, "Which knot should I use to keep my tent's guy lines tight?", KNOT,
                     created=T0)
    other = eng.new_conversation()
    for i, t in enumerate(["I love baking sourdough bread on Sundays.",
                           "My cat Miso sleeps on the sofa all day."]):
        eng.add_exchange(other.id, t, "That sounds lovely! " * 20, created=T0 + DAY * (i + 1))
    now[0] = T0 + 30 * DAY
    ctx = eng.retrieve("Can you remind me which knot you recommended for my tent?", 400)
    assert KNOT.strip() in ctx.text             # whole and verbatim, newlines kept
    assert 'You replied: "' in ctx.text and ctx.used_tokens <= 400
    plain = eng.retrieve("Which knot should I use for my tent?", 400)
    assert KNOT.strip() not in plain.text       # otherwise the reply stays cut short
    assert "Which knot should I use to keep my tent's guy lines tight?" in plain.text


def test_evidence_said_in_several_chats_is_packed_from_each(store, embedder):
    eng, now = make(store, embedder)
    first = eng.new_conversation()
    for i, t in enumerate(["I started cello lessons and my bow hand hurts.",
                           "My cello teacher wants me to practise scales with the cello.",
                           "Should I buy a cello or rent one for the first year of cello?",
                           "What rosin is best for a student cello?",
                           "How often should I change the strings on my cello?"]):
        eng.add_exchange(first.id, t, "Good question. " * 10, created=T0 + i * 60)
    second = eng.new_conversation()
    eng.add_exchange(second.id, "Besides that, I have now picked up the ukulele as an "
                     "instrument too.", "Fun! " * 10, created=T0 + 5 * DAY)
    now[0] = T0 + 20 * DAY
    ctx = eng.retrieve("Which musical instruments am I learning, cello and what else?", 70)
    assert "picked up the ukulele" in ctx.text
    assert "cello" in ctx.text


def test_a_reply_without_a_message_is_shown_as_the_assistants(store, embedder):
    eng, now = make(store, embedder)
    c = eng.new_conversation()
    eng.add_exchange(c.id, "", "Welcome back! Your garden plan is ready.", created=T0)
    now[0] = T0 + DAY
    ctx = eng.retrieve("garden plan", 200)
    assert 'You said: "Welcome back! Your garden plan is ready."' in ctx.text
    assert 'The user said: ""' not in ctx.text
