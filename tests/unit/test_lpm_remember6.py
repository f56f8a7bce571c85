"""The extractor on styles of writing (remember6): texts pasted for editing (the user's own
and someone else's), regional kin words and a home said by its duration, long multi-topic
messages, a new pet named after the news, sports and languages said with a plain verb, a
life story and a career, and plans once settled. Each family with a near miss it must leave
alone. No model."""
import pytest

from memory.lpm_long import parts
from memory.lpm_regional import regional

from tests.unit.helpers.extract import keyed, statements


# pasted texts
def test_a_pasted_text_is_the_users_own_words():
    k = keyed("can you shorten this for my profile: I'm Ann Lee, a nurse with twenty years of "
              "experience. I live in Leeds with my husband Sam.")
    assert (k.get("name"), k.get("job"), k.get("location"), k.get("relation.husband")) == (
        "Ann Lee", "nurse", "Leeds", "Sam")
    # a letter's salutation dropped, a slip of a text to fix made standard
    k = keyed("fix the grammar please: Dear Ms Patel, I currently lives in Lyon and I speaks "
              "French.")
    assert k.get("location") == "Lyon" and k.get("languages") == "French"
    assert keyed("can you summarise my essay: I grew up in Cork and I live in Galway.").get(
        "location") == "Galway"


@pytest.mark.parametrize("said", [
    "My mate Theo wrote his own bio, can you fix the grammar: Hi, I'm Theo Brandt. I live in "
    "Berlin with my cat Miso.",
    "This is for my sister. Could you proofread it: I'm Theo Brandt, I live in Berlin with my "
    "cat Miso.",
    "can you tidy up Theo's bio: I'm Theo Brandt. I live in Berlin with my cat Miso.",
    # a text to summarise is someone else's unless the preface says it is the user's
    "Can you summarise this: I'm Theo Brandt. I live in Berlin with my cat Miso.",
])
def test_someone_elses_pasted_text_is_not_the_users(said):
    k = keyed(said)
    assert "name" not in k and "location" not in k and "relation.cat" not in k


# regional kin words, a home said by how long one has been there
def test_regional_kin_words_and_a_home_by_its_duration():
    assert keyed("I share a flat with my missus, Jess.").get("relation.wife") == "Jess"
    assert keyed("My nan Joan is 90.").get("relation.grandmother.joan") == "Joan"
    assert keyed("I've been in Manchester about eight years now.").get("location") == \
        "Manchester"
    assert keyed("We've been living in Cork since 2015.").get("location") == "Cork"


@pytest.mark.parametrize("said", ["I saw Mrs Patel at the shop.", "We met the Mrs Doyle.", "My MA thesis is due.",
                                  "I've been in Rome for two weeks.",
                                  "I've been in Paris twice."])
def test_near_misses_of_regional_words_and_durations(said):
    k = keyed(said)
    assert "relation.wife" not in k and "location" not in k
    assert regional("my MA thesis") == "my MA thesis"


# long messages
def test_a_long_message_gives_a_statement_per_part():
    text = ("Right, long one, sorry. I'm from Porto originally. I work nights at a tapas bar in "
            "town so my hours are mad. My mum is coming over from Portugal for three weeks in "
            "May and she doesn't eat pork. I've got a dodgy knee from football so I can't run "
            "much. I'm doing evening classes in pottery at the community centre. Jess is off "
            "on Wednesdays so that's our only evening together. Anyway, can you plan meals?")
    assert len(parts(text)) > 1 and len(statements(text)) >= 2


def test_a_short_message_stays_whole():
    text = "I moved to Leeds last year. I love it here. My flat is tiny though."
    assert parts(text) == [text]


# a new pet named after the news
def test_a_new_pet_named_after_the_news():
    assert keyed("we did get a kitten last week though, she's called Mochi").get(
        "relation.cat") == "Mochi"
    k = keyed("we finally got a dog at the weekend! a beagle puppy called Biscuit")
    assert k.get("relation.dog") == "Biscuit"


@pytest.mark.parametrize("said", ["my sister got a dog, he's called Rex",
                                  "We got a dog and a cat, she's called Luna.",
                                  "We got a puppy but he died, he was called Rex."])
def test_a_pet_that_is_not_the_users_or_unsure(said):
    k = keyed(said)
    assert "relation.dog" not in k and "relation.cat" not in k


# sports and languages with a plain verb
def test_sports_and_languages_said_with_a_verb():
    assert "activity.swimming" in keyed("My knee is bad so I can't run anymore, I swim at the "
                                        "leisure centre instead, usually Monday mornings.")
    assert keyed("I speak French and English fluently and some German.").get("languages") == \
        "French and English fluently and some German"
    assert keyed("Outside work I'm slowly learning Japanese.").get("learning.japanese") == \
        "Japanese"
    assert keyed("Outside of work I coach an under-12 rugby team on Saturdays.").get(
        "activity.coaching") == "an under-12 rugby team on Saturdays"


@pytest.mark.parametrize("said", ["I can't swim.", "I run a small cafe.", "I run late a lot.",
                                  "I speak to my mum every day.", "I'm learning patience.",
                                  "If I swim I get tired.", "I wish I spoke Spanish.",
                                  "I row with my husband about money.",
                                  "My husband coaches football.", "Can you coach me?"])
def test_no_sport_or_language(said):
    k = keyed(said)
    assert not any(a.startswith(("activity.", "languages", "learning.")) for a in k)


# a life story and a career
def test_a_life_story_and_a_career():
    k = keyed("In 2009 I moved to Leeds for university to study pharmacology.")
    assert k.get("education.university") == "Leeds" and k.get("location") == "Leeds"
    assert keyed("I hold a master's degree from INSA Lyon.").get(
        "education.master_s_degree") == "INSA Lyon"
    assert keyed("I'm doing a part-time MSc in food science at Salford uni.").get("study")
    assert keyed("Since 2019 I've been the clinical lead pharmacist at a GP practice.").get(
        "job") == "clinical lead pharmacist"
    assert keyed("I'm based in Lyon, where I work at Arcadis and lead a team of six engineers."
                 ).get("team") == "six engineers"
    assert keyed("I live in Lyon with my wife Claire and our two sons.").get(
        "children.count") == "two sons"


@pytest.mark.parametrize("said", ["My son moved to Leeds for university.", "I have a degree.",
                                  "Since 2019 I've been the happiest I've ever been.",
                                  "My boss leads a team of six engineers.",
                                  "My sister has two kids.", "I have two cats."])
def test_someone_elses_story_or_too_little(said):
    k = keyed(said)
    assert not any(a.startswith(("education", "study", "job", "team", "children")) for a in k)


# plans once settled
def test_a_settled_plan():
    k = keyed("and we decided: Galway it is. We move in June.")
    assert (k.get("plan.move"), k.get("plan.move.date")) == ("Galway", "June 2024")
    k = keyed("I handed in my notice! I'm starting as a primary school teacher in September")
    assert k.get("job") == "primary school teacher" and k.get("plan.job.date") == \
        "September 2024"
    k = keyed("oh and Ronan and I are getting married next spring!")
    assert k.get("relation.partner") == "Ronan" and k.get("plan.wedding.date") == "next spring"


@pytest.mark.parametrize("said", ["We decided on Oliver. He's due in May.",
                                  "We decided on pizza. We move in June.",
                                  "we're probably moving to Cork next year",
                                  "I think I'm going to quit my job at the bank.",
                                  "I might start as a teacher in September.",
                                  "My sister and Tom are getting married in May."])
def test_a_maybe_or_someone_elses_plan_is_no_fact(said):
    k = keyed(said)
    assert not any(a.startswith(("plan.", "relation.partner", "job")) for a in k)


def test_a_sentence_started_without_a_capital():
    from memory.lpm_long import capital_starts
    assert capital_starts("cool, I'll send him that. unrelated, we got a Dog") == \
        "cool, I'll send him that. Unrelated, we got a Dog"


@pytest.mark.parametrize("said", ["Bring cake etc. and tea", "It is approx. 5 km from Leeds",
                                  "I woke at 7 a.m. and left for Leeds",
                                  "we got a dog! a beagle called Rex",
                                  "i live in leeds. my wife is ann"])
def test_no_sentence_start_where_a_stop_is_no_end(said):
    from memory.lpm_long import capital_starts
    assert capital_starts(said) == said


@pytest.mark.parametrize("said", ["I've been in IT for ten years.",
                                  "I've been in Sales for five years.",
                                  "My nanny is great with the kids.",
                                  "Ronan and I are engaged in a long argument."])
def test_a_field_of_work_a_childminder_and_another_engaged(said):
    k = keyed(said)
    assert "location" not in k and "relation.grandmother" not in k
    assert "relation.partner" not in k
