"""Rule-based fact extraction and validation of extractor output (no model, no database)."""
from memory import lpm_schema
from memory.lpm_rules import extract
from memory.types import Page


def page(pid, user, assistant="", created=1000.0):
    return Page(id=pid, conversation_id="c", seq=pid, prev_id=None, tier="mid", segment_id=1,
                user_text=user, assistant_text=assistant, created=created)


def facts(text, assistant=""):
    return {(f["kind"], f["attribute"]): f["value"] for f in extract([page(1, text, assistant)])}


def test_profile_patterns():
    f = facts("Hi! My name is Alice Moreau. I work as a nurse at the city hospital. "
              "I live in Lyon. My sister is called Emma.")
    assert f[("trait", "name")] == "Alice Moreau"
    assert f[("trait", "job")] == "nurse at the city hospital" or f[("trait", "job")] == "nurse"
    assert f[("trait", "location")] == "Lyon"
    assert f[("trait", "relation.sister")] == "Emma"


def test_preferences_share_a_category_attribute():
    assert facts("I like coffee.")[("trait", "preference.drink")] == "coffee"
    assert facts("I now drink tea.")[("trait", "preference.drink")] == "tea"
    assert ("trait", "dislikes.jazz") in facts("I hate jazz.")
    # the head noun decides: green tea is a drink, not a colour (seen in a screenshot)
    assert facts("I love green tea.")[("trait", "preference.drink")] == "green tea"
    assert facts("I love green.")[("trait", "preference.color")] == "green"


def test_dated_event_and_promise():
    f = extract([page(1, "I went to the zoo yesterday with my kids.",
                      "Sounds fun! I'll remember that you like zoos.")])
    kinds = {x["kind"] for x in f}
    assert {"user_knowledge", "assistant_knowledge"} <= kinds


def test_no_facts_from_questions_about_others():
    assert facts("What does your sister like?") == {}


def test_validate_drops_malformed_items_and_foreign_pages():
    good = {"kind": "trait", "attribute": "name", "value": "Bo", "text": "Name is Bo",
            "confidence": 0.7, "page_ids": [1]}
    bad = [good | {"kind": "secret"}, good | {"page_ids": [99]}, good | {"confidence": 3},
           good | {"attribute": "DROP TABLE x;"}, good | {"value": 5}, "nonsense", None,
           good | {"page_ids": [True]}]
    out = lpm_schema.validate([good, *bad], {1}, page_times={1: 50.0})
    assert len(out) == 1 and out[0]["valid_from"] == 50.0 and out[0]["source"] == "llm"
    assert lpm_schema.validate("not a list", {1}) == []


def test_parse_json_array_from_chatty_output():
    text = 'Sure! Here you go:\n```json\n[{"kind": "trait"}]\n``` hope [this] helps'
    assert lpm_schema.parse_json_array(text) == [{"kind": "trait"}]
    assert lpm_schema.parse_json_array("no json [here") == []


def texts(text):
    return [f["text"] for f in extract([page(1, text)])]


def test_openers_never_start_a_fact():
    for said in ("Thanks, I'll order the tomato seeds tomorrow.",
                 "Sorry, I got the date wrong: I start the new job in May.",
                 "Okay so I started a pottery class last week.",
                 "Big news: I passed my driving test yesterday!"):
        got = texts(said)
        assert got and not any(t.split()[0].rstrip(",:") in ("Thanks", "Sorry", "Okay", "Big")
                               for t in got), (said, got)


def test_names_jobs_and_places_said_plainly():
    f = facts("Hello! I'm Nadia Petrova, I live in Tallinn.")
    assert f[("trait", "name")] == "Nadia Petrova" and f[("trait", "location")] == "Tallinn"
    assert ("trait", "name") not in facts("Hi, I'm British and I love tea.")
    assert facts("I'm a pharmacist at a small clinic.")[("trait", "job")] == "pharmacist"
    assert ("trait", "job") not in facts("I'm a big fan of jazz at the weekend.")
    assert facts("These days I'm based in Porto.")[("trait", "location")] == "Porto"
    assert facts("We relocated to Ghent at the end of May.")[("trait", "location")] == "Ghent"
    assert facts("My go-to snack is popcorn.")[("trait", "preference.snack")] == "popcorn"


def test_correction_ends_the_wrong_name_of_a_multi_valued_relation():
    f = extract([page(1, "Correction: my son is Milo, not Theo.")])
    son = [x for x in f if x["attribute"].startswith("relation.son")]
    assert son and son[0]["value"] == "Milo" and "relation.son.theo" in son[0]["ends"]


def test_no_longer_conjugates():
    assert texts("I no longer eat red meat at all.") == ["The user no longer eats red meat at all."]


def test_a_move_said_in_other_words_is_the_new_home():
    for said in ("I moved to Valencia in May.", "We moved to Denver two years ago.",
                 "We've settled in Porto now.", "We packed up and now call Porto home.",
                 "Home for me is a small flat in Porto.", "We just moved into a flat in Porto.",
                 "I grew up in Cork but live in Porto now."):
        got = facts(said)[("trait", "location")]
        assert got in ("Valencia", "Denver", "Porto"), (said, got)
    assert facts("I grew up in Cork but live in Porto now.")[("trait", "hometown")] == "Cork"
    # someone else's move is not the speaker's
    for said in ("My parents moved to Spain and live in Madrid.",
                 "My sister moved into a flat in Leeds."):
        assert ("trait", "location") not in facts(said), said


def test_a_pet_correction_ends_the_old_name():
    f = extract([page(1, "Sorry, I got that wrong before: the parrot is called Mango, "
                         "Kiwi was our old one.")])
    pet = [x for x in f if x["attribute"].startswith("relation.parrot")]
    # (a pet named also ends "has no pets": lpm_absence)
    assert pet and pet[0]["value"] == "Mango" and pet[0]["ends"] == ["relation.parrot.kiwi",
                                                                     "pets.none"]


def test_diet_and_habit_changes_are_keyed():
    assert facts("I'm not vegetarian anymore.")[("trait", "diet")] == "no longer vegetarian"
    assert facts("I started drinking green tea instead of coffee.")[
        ("trait", "preference.drink")] == "green tea"
    assert facts("I quit coffee last month and now drink rooibos instead.")[
        ("trait", "preference.drink")] == "rooibos"
    from memory.person import third_person
    assert third_person("We and our kids love it here") == "The user and their kids love it here."
