"""Rule-based fact extraction and validation of extractor output (no model, no database)."""
from memory import long_term
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
    out = long_term.validate([good, *bad], {1}, page_times={1: 50.0})
    assert len(out) == 1 and out[0]["valid_from"] == 50.0 and out[0]["source"] == "llm"
    assert long_term.validate("not a list", {1}) == []


def test_parse_json_array_from_chatty_output():
    text = 'Sure! Here you go:\n```json\n[{"kind": "trait"}]\n``` hope [this] helps'
    assert long_term.parse_json_array(text) == [{"kind": "trait"}]
    assert long_term.parse_json_array("no json [here") == []
