"""Where a looping answer is cut (app/repetition.py)."""
from app.repetition import WINDOW, loop_start

PARA = ("I'll keep an eye on your family's special occasion. How have you been enjoying your "
        "life here? Tell me more about your plans for the week!\n")


def test_a_repeated_paragraph_is_cut_after_its_first_copy():
    text = "Sure. " + PARA * 4 + PARA[:30]
    assert text[:loop_start(text)].rstrip() == ("Sure. " + PARA).rstrip()


def test_the_nearest_copy_sets_the_period_so_one_copy_stays():
    short = "Rex is a corgi and loves sushi! "   # shorter than the window: many copies match
    text = "Hi. " + short * 20
    assert text[:loop_start(text)].rstrip() == ("Hi. " + short).rstrip()


def test_no_loop_in_a_plain_answer_or_while_too_short():
    assert loop_start("Your dog is called Rex. " * 1) is None
    assert loop_start(PARA + PARA[:WINDOW - 10]) is None   # not two windows long yet
    varied = " ".join(f"Step {i}: mix {i * 2} cups of flour with water and stir well."
                      for i in range(20))
    assert loop_start(varied) is None
