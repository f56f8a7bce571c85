"""The extractor on ordinary people (remember29): "mine" the pit beside "mine" the pronoun,
an Australian or Irish greeting before a name, a car said with a clause after it or traded
in, a correction said as "I told you X was Y, he's actually Z", children named with their ages
as clauses of their own, an age in "years" after the name, "shifted to" a town, a lecturer's
subject, "me and the wife", a former home asked of when only where the user is from was told.
Each family with a near miss it must leave alone. No model."""
from app.focus_kinds import home_before
from app.questions import asked
from memory.lpm_corrections import fix_of, rewrite
from memory.lpm_rules import extract
from memory.past_facts import asks_past
from memory.person import third_person

from tests.unit.helpers.extract import keyed, page


def _facts(user):
    return extract([page(user)])


# "mine" (memory/person.py)
def test_the_gold_mine_stays_a_mine():
    assert "at the gold mine" in third_person("I drive a truck at the gold mine out at Kalgoorlie.")
    assert "in a coal mine" in third_person("I work in a coal mine near Wollongong.")


def test_mine_the_pronoun_is_still_theirs():
    assert "is theirs" in third_person("This one is mine.")
    assert "is theirs" in third_person("The blue car is mine.")
    assert "borrowed theirs" in third_person("My sister borrowed mine.")


# greetings before a name (lpm_identity.name_of, sentences._OPENER)
def test_gday_and_howya_open_an_introduction():
    k = keyed("G'day, I'm Brodie, 29.")
    assert k.get("name") == "Brodie"
    assert keyed("Howya, I'm Seamus and I live in Tralee.").get("name") == "Seamus"


def test_a_greeting_before_something_else_names_nobody():
    assert "name" not in keyed("G'day, I'm knackered after that shift.")
    assert "name" not in keyed("Howya, it's freezing here today.")


# a vehicle driven for work (lpm_identity._DRIVES): a modifier before the workplace
def test_a_truck_driven_at_the_gold_mine_is_the_job():
    assert keyed("I drive a truck at the gold mine.").get("job") == "truck driver"


def test_a_van_driven_at_the_weekend_is_no_job():
    assert "job" not in keyed("I drive a van at the weekend.")
    assert "job" not in keyed("I drive the kids at the weekend.")


# cars (lpm_tastes)
def test_a_clause_after_the_car_is_not_its_model():
    assert keyed("I drive a 2009 Toyota Avensis that's on its last legs.").get("car") == \
        "2009 Toyota Avensis"


def test_a_car_traded_in_for_another_is_the_new_car():
    k = keyed("I traded in the Avensis for a second-hand Hyundai Tucson last week.")
    assert k.get("car") == "second-hand Hyundai Tucson"


def test_a_phone_traded_in_or_a_brothers_car_is_not_the_users_car():
    assert "car" not in keyed("I traded in my old phone for a new Samsung.")
    assert "car" not in keyed("My brother traded in his Golf for a second-hand Audi A3.")


# corrections (lpm_corrections._SAID_ACTUALLY, openers)
def test_i_told_you_x_was_y_hes_actually_z_corrects_y():
    assert fix_of("Sorry, I told you Cillian was in Perth, that's wrong, he's actually in "
                  "Fremantle, just down the road from it.") == ("Fremantle", "Perth")
    assert fix_of("Correction please, I said Dayo is 4 but he is actually 5 now, he "
                  "celebrated last week.") == ("5", "4")
    assert rewrite("Our son Cillian emigrated to Perth three years ago.", "Fremantle", "Perth") \
        == "Our son Cillian emigrated to Fremantle three years ago."


def test_actually_about_something_else_corrects_nothing():
    assert fix_of("I said I would come but it's actually too far.") is None
    assert fix_of("I told you my sister was coming, but she's actually busy.") is None
    assert fix_of("I told you about Tom, he's really nice.") is None


def test_one_correction_opens_a_fix_and_only_is_no_part_of_the_value():
    assert fix_of("One correction, Rohit is in second year only, not third year.") == \
        ("second year", "third year")


def test_a_contrast_without_a_correction_opener_is_no_fix():
    assert fix_of("Rohit is in second year only, not third year.") is None


# children named with their ages (lpm_namelists)
def test_children_with_ages_as_clauses_each_get_their_age():
    k = keyed("We have two children, Tomiwa is 7 and her brother Dayo is 4.")
    assert k.get("relation.daughter.tomiwa.age") == "7"
    assert k.get("relation.son.dayo.age") == "4"
    k = keyed("I have two kids, Sam, 9, and Lily, 6.")
    assert k.get("relation.child.sam.age") == "9" and k.get("relation.child.lily.age") == "6"


def test_pets_described_by_clauses_are_not_aged_children():
    k = keyed("We have two dogs, Rex is a collie and Bella is a lab.")
    assert not any(a.endswith(".age") for a in k)
    k = keyed("We have two kids, Sam is at school and Lily is at nursery.")
    assert not any(a.endswith(".age") for a in k)


# an age said with "years" after the name (lpm_passing.sentences_of, lpm_rules)
def test_an_age_in_years_after_the_name_is_the_age():
    assert keyed("Hello, I am Kavitha, 45 years, from Mysuru.").get("age") == "45"
    assert keyed("I'm Tom, 34 years old, living in Leeds.").get("age") == "34"


def test_years_in_a_job_after_the_name_is_no_age():
    assert "age" not in keyed("I'm Tom, 10 years in the job, still loving it.")


# "shifted to" a place (lpm_indian)
def test_shifted_to_a_place_is_a_move():
    assert keyed("We have shifted to Bengaluru last month.").get("location") == "Bengaluru"


def test_shifted_to_a_duty_or_a_relatives_shift_is_no_home():
    assert "location" not in keyed("I shifted to night duty last week.")
    assert "location" not in keyed("We have shifted to online classes.")


# the field of a teaching or research job (lpm_identity._job)
def test_a_lecturer_in_a_subject_keeps_the_subject():
    k = [f for f in _facts("I am a lecturer in microbiology at the University of Ilorin.")
         if f["attribute"] == "job"]
    assert k and "lecturer in microbiology" in k[0]["text"]


def test_a_teacher_in_town_or_in_a_school_keeps_no_field():
    for s in ("I'm a teacher in town.", "I'm a teacher in a primary school."):
        job = [f for f in _facts(s) if f["attribute"] == "job"]
        # (where the job is done may go with it, "(in a primary school)"; no field is read)
        assert job and job[0]["text"].startswith("The user's job is working as a teacher") and \
            "teacher in" not in job[0]["text"]


# "me and the wife" (lpm_chat._ME_AND) and "do me and X" in questions (app/questions)
def test_me_and_the_wife_is_the_speaker_and_their_wife():
    k = keyed("Me and the wife Bernadette live just outside Skibbereen.")
    assert k.get("relation.wife") == "Bernadette" and "Skibbereen" in k.get("location", "")


def test_me_and_the_lads_is_no_wife():
    assert not keyed("Me and the lads went to the match.")


def test_a_question_of_me_and_someone_asks_of_we():
    assert asked("where do me and Bernadette live?") == "where do we live?"
    assert "me and" in asked("What did he tell me and Bernadette?")


# a former home asked of when none was kept (memory/past_facts, app/focus_kinds)
def test_before_shifting_asks_of_the_past():
    assert asks_past("Where did we stay before shifting?")
    assert not asks_past("What should I pack before moving?")


def test_where_we_stayed_before_is_answered_by_where_from():
    from types import SimpleNamespace as NS
    facts = [NS(text="The user lives in Bengaluru."), NS(text="The user is from Mysuru.")]
    assert [f.text for f in home_before("Where did we stay before shifting?", facts)] == \
        ["The user is from Mysuru."]
    assert home_before("What did I eat before shifting?", facts) == []


# a relative's age said after "NAME is my REL" (lpm_base.named_before, lpm_people)
def test_the_age_after_naming_the_relative_carries_the_name():
    for s in ("Jayden is my younger brother, he's 26.",
              "Jayden's not my older brother, he's my younger brother, he's 26."):
        age = [f for f in _facts(s) if f["attribute"] == "relation.brother.age"]
        assert age and "Jayden" in age[0]["text"]


def test_a_pronoun_before_the_relative_names_nobody():
    age = [f for f in _facts("That's my brother, he's 26.")
           if f["attribute"] == "relation.brother.age"]
    assert age and age[0]["text"] == "The user's brother is 26 years old."


# "handler" as a job (lpm_words.JOBS)
def test_a_crocodile_handler_is_a_relatives_job():
    assert keyed("My brother Jayden is a crocodile handler.").get("relation.brother.job") == \
        "crocodile handler"


def test_hiring_a_handler_is_no_relatives_job():
    assert "relation.brother.job" not in keyed("My brother hired a dog handler for the show.")


# "the old car" asked as the speaker's own (app/questions)
def test_the_old_car_is_asked_as_my_old_car():
    assert asked("what was the old car?") == "what was my old car?"


def test_the_old_name_of_a_city_is_no_ones():
    assert asked("What was the old name of Mumbai?") == "What was the old name of Mumbai?"
