"""The extractor on styles of writing (remember3): texting, English as a second language,
forms ("Name: ...; Age: ..."), facts after a request, negations and contrasts, break-ups,
jobs said in other ways. Each family with a sentence it must leave alone. No model."""
import pytest

from memory.lpm_chat import standard
from memory.lpm_fields import expand

from tests.unit.helpers.extract import keyed, statements


# texting: abbreviations, fillers, emoji as sentence breaks
def test_texting_is_read_as_standard_english():
    assert statements("ngl my bf jordan is obsessed w fifa lol") == [
        "The user's boyfriend Jordan is obsessed with fifa."]
    assert statements("ugh so tired today 😩 i volunteer at a cinema rn") == [
        "The user volunteers at a cinema right now."]
    # (weekends done at a cinema are the shift worked there: lpm_shift)
    assert keyed("ugh work was so long today 😩 i do weekends at a cinema rn").get(
        "work.shift") == "weekend shift"
    assert keyed("fav food = sushi, no contest 🍣").get("preference.food") == "sushi"
    k = keyed("heyy im kayla btw 😅 19, doing nursing at uni in sheffield")
    assert k.get("name") == "Kayla" and k.get("age") == "19"


@pytest.mark.parametrize("said, kept", [
    ("We moved to BC last year.", "BC"),               # a place, not "because"
    ("I drew a w on the board.", "a w on"),            # "w" not between two words
])
def test_texting_spellings_leave_words_alone(said, kept):
    assert kept in standard(said)
    assert "name" not in keyed("hey im tired, 3 kids and a dog")   # no name before an age


# forms: labelled fields, several to a line
def test_labelled_fields_are_read_as_sentences():
    k = keyed("Name: Oskar Lind; Age: 38; Job: graphic designer; City: Uppsala.")
    assert (k.get("name"), k.get("age"), k.get("job"), k.get("location")) == (
        "Oskar Lind", "38", "graphic designer", "Uppsala")
    assert keyed("Birthday: 14 March.").get("birthday", "").startswith("14 March")


@pytest.mark.parametrize("said", ["Big change: I moved to Leeds.", "Work: so busy today.",
                                  "From: John Smith"])
def test_an_unknown_or_ambiguous_label_is_no_field(said):
    assert expand(said) == said


# what the speaker says of themselves after a request
def test_a_fact_after_a_request_is_read():
    assert keyed("Could you suggest a dinner as I'm vegetarian?").get("diet") == "vegetarian"
    assert keyed("Can you find me a flat near work, we moved to Leeds last month.").get(
        "location") == "Leeds"


@pytest.mark.parametrize("said", ["Can you tell me what to do, I'm not sure what you mean?",
                                  "Can you help me, what should I cook tonight?"])
def test_a_request_alone_gives_nothing(said):
    assert not keyed(said) and not statements(said)


def test_a_lowercase_name_after_a_relation_and_before_a_verb():
    assert keyed("ngl my bf jordan is obsessed w fifa lol").get("relation.boyfriend") == "Jordan"
    assert "relation.dog" not in keyed("my dog walker is great")
    assert "relation.sister" not in keyed("my sister actually is nice")


# English as a second language: dropped articles, a subject said twice, "like" for "as"
def test_learner_english_gives_jobs_and_names():
    k = keyed("My husband he is electrician, his name is Stefan.")
    assert k.get("relation.husband") == "Stefan"
    assert statements("My husband he is electrician, his name is Stefan.") == [
        "The user's husband is an electrician, his name is Stefan."]
    assert keyed("Now I am payroll manager in the hospital.").get("job") == "payroll manager"
    assert keyed("I am working like accountant in small company.").get("job") == "accountant"
    assert keyed("We have also one dog, is called Pufi, he is beagle.").get(
        "relation.dog") == "Pufi"


@pytest.mark.parametrize("said, attribute", [
    ("I am not nurse.", "job"),
    ("I am working like a dog this week.", "job"),
    ("My sister is married to a guy, his name is Tom.", "relation.sister"),
])
def test_learner_rules_leave_near_misses_alone(said, attribute):
    assert attribute not in keyed(said)


# break-ups; jobs said as a new job or as freelance work
def test_a_break_up_keeps_the_ex_and_ends_the_partner():
    from memory.lpm_rules import extract
    from tests.unit.helpers.extract import page
    f = [f for f in extract([page("omg me n jordan broke up 💔 anyway")])
         if f["attribute"] == "relation.ex.jordan"]
    assert f and "relation.boyfriend" in f[0]["ends"]
    assert not any(a.startswith("relation.ex") for a in keyed("My friend split up with Tom."))


# negations and contrasts
def test_negations_and_contrasts_are_read_the_right_way_round():
    assert keyed("Please can you help me with a recipe, but no pork, I am not eating pork "
                 "since many years.").get("avoids.pork") == "pork"
    k = keyed("I don't drink coffee, only tea, Earl Grey mostly.")
    assert k.get("avoids.coffee") == "coffee" and k.get("preference.drink") == "tea"
    said = "I'm not vegetarian but my wife Yvonne is, so we cook a lot of veggie stuff."
    assert "diet" not in keyed(said)
    assert "The user's wife Yvonne is vegetarian; the user is not." in [
        f for f in statements(said)]
    assert keyed("I'm a huge Tottenham fan.").get("likes.tottenham") == "Tottenham"


@pytest.mark.parametrize("said, attribute", [
    ("I don't eat much these days.", "avoids.much"),
    ("I'm not drinking wine tonight.", "avoids.wine"),           # a one-off
    ("I don't support Arsenal like my brother does.", "likes.arsenal"),
])
def test_negations_leave_one_offs_and_other_peoples_tastes_alone(said, attribute):
    assert attribute not in keyed(said)


def test_jobs_said_as_a_new_job_or_freelance_work():
    assert keyed("I moved to Oslo last week for a new job as an art director.").get(
        "job") == "art director"
    assert keyed("I left the agency; I'm freelance now, designing book covers.").get(
        "job") == "freelance (designing book covers)"
    assert "job" not in keyed("My wife got a new job as a nurse.")
    assert "job" not in keyed("I hired a freelance designer for the logo.")


def test_news_of_a_change_beside_the_keyed_value_is_no_statement():
    said = "Good news, I have new job! Now I am payroll manager in the hospital."
    assert keyed(said).get("job") == "payroll manager" and not statements(said)
    assert statements("Good news, I have a new puppy!")   # nothing keyed holds it



# phones: curly apostrophes, and "i'm" typed with its apostrophe but no capital
@pytest.mark.parametrize("said, attribute", [
    ("I’m allergic to peanuts", "allergy.peanuts"), ("i’m vegan", "diet"),
    ("i'm allergic to peanuts.", "allergy.peanuts"), ("i've got two kids.", "children.count"),
    ("My sister’s called Maya and she’s a vet.", "relation.sister"),
    ("my dog's called Rex", "relation.dog"),
])
def test_apostrophes_and_capitals_as_phones_type_them(said, attribute):
    assert attribute in keyed(said), said
    assert all("’" not in s and not s.startswith("I") for s in statements(said)), said


def test_a_lowercase_i_is_mended_only_before_a_contraction():
    from memory.sentences import informal, plain_quotes
    assert informal("i'm in, i'd go, i'll see, i've been") == "I'm in, I'd go, I'll see, I've been"
    assert informal("hi'm not a word, the ii's") == "hi'm not a word, the ii's"
    assert plain_quotes("“Sure,” she said, ‘it’s fine’") == "\"Sure,\" she said, 'it's fine'"
    # someone else's thing called something is no relative of the user's
    assert "relation.dog" not in keyed("My neighbour's dog's called Rex.")
