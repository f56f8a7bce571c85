"""The extractor and the focus rules on styles of writing (remember14): phone typing with
slips and autocorrect ("my daugther", "i wrok as", "hygenist i mean hygienist"), a life
across countries (a remote employer, a working week, a language picked up), tastes said in
idioms ("X is my jam", "not a fan of X", "I'm a tea person"), and a life told as the past
against now (an age after the name, a pet taken in, the old pet that died). Each family with
a near miss it must leave alone. No model."""
from app.focus_subject import subject_match
from app.questions import asked
from memory.lpm_chat import mended
from memory.lpm_corrections import inline
from memory.types import ContextItem

from tests.unit.helpers.extract import keyed


def _item(text, created=0.0):
    return ContextItem(item_type="lpm", item_id=len(text), tier="trait", text=text,
                       created=created, tokens=10)


# thumb slips of kin words and of "work"/"live" (lpm_chat.mended)
def test_a_kin_word_with_a_slip_after_my_is_the_kin_word():
    assert keyed("my daugther is called evie").get("relation.daughter.evie") == "Evie"
    assert keyed("my husbnad rob is a plasterer").get("relation.husband") == "Rob"
    assert keyed("My neice Ava is 7").get("relation.niece.ava") == "Ava"


def test_a_real_word_one_slip_from_a_kin_word_stays():
    for s in ("my sitter is great", "my other half", "my bother", "my sons", "my fried rice"):
        assert mended(s) == s
    assert not keyed("my sitter Jo is lovely")


def test_work_and_live_typed_with_a_swap_after_i_are_read():
    assert keyed("i wrok as a nurse").get("job") == "nurse"
    assert keyed("we lvie in Leeds").get("location") == "Leeds"


def test_a_swapped_word_that_is_not_after_i_or_we_stays():
    assert mended("the wrok surface") == "the wrok surface"
    assert "job" not in keyed("my wife wroks as a nurse")


# a slip put right in the same breath (lpm_corrections.inline)
def test_a_slip_put_right_with_i_mean_is_replaced():
    assert keyed("i work as a dental hygenist i mean hygienist, at a practice in exeter").get(
        "job") == "dental hygienist"
    assert keyed("we live in Brsitol i mean Bristol").get("location") == "Bristol"
    assert inline("on tuesday sorry thursday") == "on thursday"


def test_i_mean_as_a_filler_or_a_change_of_mind_is_left_alone():
    assert inline("I mean, it is fine") == "I mean, it is fine"
    assert inline("pizza i mean pasta") == "pizza i mean pasta"
    assert inline("I love Leeds, I mean it") == "I love Leeds, I mean it"
