"""The extractor on facts told in passing and in stories (remember39): a home told as one of a
block, as got together or as a fragment after a move ("New flat in Porz, three
bedrooms"), "I said X, I meant Y" with a clause after the value, a slip put right after
trailing dots, where one moved here from, a diet said before a relative's opinion, the car
named in the aside of its sale, and a business sold. Each with a near miss it must leave
alone. No model."""
from memory.lpm_changes import left_job
from memory.lpm_corrections import fix_of
from memory.lpm_rules import extract
from memory.slips import corrected

from tests.unit.helpers.extract import keyed, page


# homes (lpm_home)
def test_one_home_of_a_block_is_the_home():
    assert keyed("I sold the house, the stairs were murder, and I'm in one of the new sheltered "
                 "flats in Lerwick since last week.")["location"] == "Lerwick"
    assert "location" not in keyed("I'm in one of the new flats in Leeds for the week.")


def test_a_home_got_together_is_the_home():
    assert keyed("My boyfriend Jarrah and I got a flat together in Footscray.")["location"] == \
        "Footscray"


def test_a_past_share_a_stay_or_someone_elses_flat_is_no_home():
    for s in ("My sister and her husband got a flat together in Leeds.",
              "We got a flat together in Magaluf for the week."):
        assert "location" not in keyed(s), s


def test_a_new_home_said_as_a_fragment_after_a_move_is_the_home():
    assert keyed("Good news, we finally moved! New flat in Porz, three bedrooms, and the "
                 "heating works.")["location"] == "Porz"


def test_new_flats_in_general_or_a_new_cafe_are_no_home():
    for s in ("New flats in Leeds cost a fortune.", "New cafe in Porz, great coffee.",
              "New house in Leeds is on the market for 300k."):
        assert "location" not in keyed(s), s


# corrections (lpm_corrections, slips)
def test_i_said_x_i_meant_y_then_a_clause_about_it():
    assert fix_of("Sorry, I said Aberdeen, I meant Inverness, she moved there in the spring "
                  "and I keep forgetting.") == ("Inverness", "Aberdeen")
    # the quoted word is put right where it was said, not in the correction itself
    s = "Sorry, I said Aberdeen, I meant Inverness."
    assert corrected(s) == s


def test_a_value_that_goes_on_is_no_correction():
    assert fix_of("Sorry, I said Aberdeen, I meant the big hospital in Inverness where my "
                  "daughter works.") is None


def test_a_slip_put_right_after_trailing_dots():
    assert corrected("my brother got a job in Auckland... sorry, I meant Wellington") == \
        "my brother got a job in Wellington"
    assert corrected("I rang Tom... no answer.") == "I rang Tom... no answer."


# where one came from (lpm_story)
def test_moved_here_from_names_where_one_came_from():
    assert keyed("ever since I moved here from Valparaíso in 2022 it's been one disaster "
                 "after another")["came_from"] == "Valparaíso"
    assert keyed("We came over here from Poland when I was six.")["came_from"] == "Poland"


def test_someone_else_or_a_thing_moved_here_is_not_where_one_came_from():
    for s in ("My mum moved here from Leeds.", "The office moved here from Leeds.",
              "I came here from work."):
        assert "came_from" not in keyed(s), s


# a diet before a relative's opinion (sentences._SPLICE)
def test_a_diet_said_before_a_relatives_opinion_is_kept():
    assert keyed("I went vegetarian last year, my mum back in Chile still thinks it's a "
                 "phase")["diet"] == "vegetarian"


def test_a_relatives_opinion_of_ones_diet_is_no_diet():
    assert "diet" not in keyed("My mum thinks I'm vegetarian.")


# the car sold, named in an aside (lpm_tastes)
def _car(s):
    return [f["text"] for f in extract([page(s)]) if f["attribute"] == "car"]


def test_the_car_named_in_the_aside_of_its_sale_is_kept():
    assert _car("I sold my car btw, the old Corolla, because parking costs a fortune") == \
        ["The user sold their car and has no car now (it was a Corolla)."]


def test_a_clause_after_the_sale_names_no_car():
    assert _car("I sold my car, the kids hated it.") == \
        ["The user sold their car and has no car now."]


# a business sold is work left (lpm_changes._LEFT)
def test_a_business_sold_is_work_left():
    assert left_job("Big news, we sold the salon!") == ("salon",)
    assert left_job("I sold the shop last year and retired.") == ("shop",)


def test_a_house_sold_or_a_things_sale_is_no_work_left():
    for s in ("We sold the house!", "I sold the shop's old till.", "My parents sold the shop."):
        assert left_job(s) is None, s
