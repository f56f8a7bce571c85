"""The extractor on facts said in passing inside everyday requests (remember23): a tag that is
no condition ("if that helps"), an ask put as a maybe, an allergy said as "them", a flat
shared, a home rented or got the keys to, a car said by its make after "my", a reptile pet,
a job got said as a bare title, a lowercase town after "here in", a nationality that is no
person, a relative's coeliac disease, a budget with no owner, what someone is "into". Each
family with a near miss it must leave alone. No model."""
from memory.lpm_rules import extract

from tests.unit.helpers.extract import keyed, page, statements, items as _items


def _chat(*messages):
    """Facts of each message of one chat, each read with the message before it."""
    out, before = [], ""
    for i, m in enumerate(messages, 1):
        out.append(extract([page(m, i)], before={i: before}))
        before = m
    return out


def _all(user):
    return [f["text"] for f in extract([page(user)])]


# a closing tag that is no condition (sentences._CLOSER)
def test_if_that_helps_is_no_hypothetical():
    k = keyed("oh and i have a degree in anthropology from UNM if that helps lol, never used it")
    assert k.get("education.degree") == "UNM"


def test_a_real_condition_stays_a_hypothetical():
    assert not _all("I'd move to Leeds if it helps my career.")
    assert not _all("I can drive you there if that helps.")


# an ask after the fact put as a maybe or about the clause (lpm_askafter)
def test_a_fact_before_a_maybe_ask_is_read():
    k = keyed("I was a tram driver in The Hague for 31 years before I retired, maybe I can make "
              "a small joke about this in the speech?")
    assert k.get("former_job") == "tram driver" and k.get("job") == "retired"


def test_a_setup_clause_before_a_maybe_ask_is_no_fact():
    assert not _all("If I retire early, maybe I can travel?")


# an allergy said as a pronoun (lpm_tastes._antecedent)
def test_an_allergy_to_them_is_to_the_thing_said_before():
    assert keyed("Nothing with pistachios please, I'm allergic to them.").get(
        "allergy.pistachios") == "pistachios"
    assert keyed("I love cats but I'm allergic to them.").get("allergy.cats") == "cats"


def test_an_allergy_to_them_with_nothing_before_keys_no_pronoun():
    assert not any(a.startswith("allergy.") for a in keyed("I'm allergic to them."))
    assert not any(a.startswith("allergy.") for a in keyed("I'm allergic to it."))


# a flat shared with a friend (lpm_changes._SHARED_HOME)
def test_sharing_the_flat_with_a_pal_names_the_flatmate():
    assert keyed("I share the flat with my pal Eilidh at the moment.").get(
        "relation.flatmate.eilidh") == "Eilidh"


def test_a_partner_shared_with_or_someone_elses_flat_is_no_flatmate():
    k = keyed("I share a flat with my boyfriend Tom.")
    assert k.get("relation.boyfriend") == "Tom"
    assert not any("flatmate" in a for a in k)
    assert not any("flatmate" in a for a in keyed("My sister shares a flat with her friend Jo."))


# a home got the keys to, a home rented (lpm_changes._BOUGHT_HOME, lpm_home)
def test_the_keys_to_our_own_house_is_the_home():
    assert keyed("Oh and we finally got the keys to our own house in Telford last week.").get(
        "location") == "Telford"


def test_the_keys_to_someone_elses_house_is_no_home():
    assert "location" not in keyed("We got the keys to my mum's house in Telford.")


def test_a_home_rented_now_is_the_home():
    assert keyed("We rent a three-bed semi from him in Walsall and we've been here since 2019, "
                 "always paid on time.").get("location") == "Walsall"


def test_a_holiday_let_a_car_or_someone_elses_rent_is_no_home():
    assert "location" not in keyed("We rent a holiday flat in Cornwall every August.")
    assert "location" not in keyed("We rent a car in Spain every year.")
    assert "location" not in keyed("We rented a cottage in Devon last summer.")
    assert "location" not in keyed("My sister rents a flat in Leeds.")


# a car said by its make after "my" (lpm_tastes._MY_CAR), and the clause before it kept
def test_my_car_by_its_make_in_passing_is_the_car():
    assert keyed("My little Fiat needs new tyres.").get("car") == "Fiat"
    st = statements("My half of the rent is £650 and the insurance on my wee Toyota Yaris is a "
                    "killer.")
    assert keyed("The insurance on my wee Toyota Yaris is a killer.").get("car") == "Toyota Yaris"
    assert any("rent is £650" in s for s in st)


def test_a_smart_tv_an_old_car_or_a_relatives_car_is_not_my_car():
    assert "car" not in keyed("My Smart TV is broken.")
    assert "car" not in keyed("I miss my old Ford Fiesta.")
    assert "car" not in keyed("My dad's Toyota Yaris is ancient.")


def test_an_aside_after_the_keyed_clause_is_no_statement():
    assert not any("on-call" in s for s in statements(
        "I'm a backend dev at a fintech and I'm on-call this week."))


# reptiles and small pets (lpm_words.PETS)
def test_a_bearded_dragon_by_name_is_a_pet():
    assert keyed("my bearded dragon Noodle will be the guest of honor obviously.").get(
        "relation.bearded_dragon.noodle") == "Noodle"
    assert keyed("We have a gecko called Ziggy.").get("relation.gecko.ziggy") == "Ziggy"


def test_someone_elses_bearded_dragon_is_not_the_users():
    assert not any(a.startswith("relation.") for a in
                   keyed("My sister's bearded dragon Spike is ill."))


# a job got, said as a bare title (lpm_identity)
def test_got_the_job_then_a_title_at_a_place_is_the_job():
    assert keyed("ok update i GOT THE JOB!!! junior data analyst at a solar company here in "
                 "albuquerque, i start monday").get("job") == "junior data analyst"
    assert keyed("Got the job, junior designer at a studio in Leeds.").get("job") == \
        "junior designer"


def test_someone_elses_job_or_no_title_is_no_job():
    assert "job" not in keyed("My sister got the job! Junior analyst at KPMG.")
    assert "job" not in keyed("I got the job at the bakery!")
    assert "job" not in keyed("I didn't get the job, they gave it to a nurse at another clinic.")


# a lowercase town after "here in", capitals only shouted (lpm_passing.capitalised)
def test_here_in_a_lowercase_town_is_the_home():
    assert keyed("ok update i GOT THE JOB!!! junior data analyst at a solar company here in "
                 "albuquerque, i start monday").get("location") == "Albuquerque"


def test_here_in_town_or_a_stay_is_no_home():
    assert "location" not in keyed("it's lovely here in town, i work at the library")
    assert "location" not in keyed("we're staying here in rome for the week")


# a nationality or language is no person (lpm_passing._A_NAME)
def test_she_after_my_english_is_still_the_granddaughter():
    _, second = _chat("Hello. My granddaughter Elif is getting married in September and I must "
                      "give a speech. My English is not so good, can you help me to write it?",
                      "She is marrying a Dutch boy called Joost, very nice boy, he is a baker.")
    assert any("granddaughter Elif is marrying a Dutch boy called Joost" in f["text"]
               for f in second)


def test_she_after_another_person_named_is_not_the_granddaughter():
    _, second = _chat("My granddaughter Elif is getting married in September. I met Tom "
                      "yesterday.", "She is marrying a Dutch boy called Joost.")
    assert not any("Elif" in f["text"] for f in second)


# a relative's coeliac disease (lpm_people._KIN_DIET)
def test_a_relatives_coeliac_disease_is_keyed_by_the_relative():
    k = keyed("My wife Kavita went vegan in January, and our daughter Anika is coeliac, so it's "
              "getting complicated!")
    assert k.get("relation.daughter.anika.diet") == "coeliac"
    assert k.get("relation.wife.diet") == "vegan"


def test_a_relatives_friends_coeliac_disease_or_a_question_is_not_keyed():
    assert not any(a.endswith(".diet") for a in keyed("My son's friend is coeliac."))
    assert not any(a.endswith(".diet") for a in keyed("Is my daughter coeliac?"))


# a budget with no owner (fragments._NO_OWNER)
def test_the_budget_said_to_the_assistant_is_the_users():
    st = statements("The budget is about £80 a week for food. Can you make a shopping list too?")
    assert any(s.startswith("The user's budget is about £80 a week") for s in st)


def test_a_budget_of_something_else_is_not_the_users():
    assert not _all("The budget for the new stadium is £2bn.")


# focus: what someone is into (app/focus_kinds)

def test_what_someone_is_into_picks_the_sentence_saying_the_pastime():
    from app import focus
    from memory.types import Context
    facts = _items("The user's brother Hamish turns 30 in December 2026 and the user has got no "
                   "idea what to get him. The user's brother Hamish is obsessed with wild "
                   "swimming, he's in the Forth every weekend.")
    got = focus.select(Context("q", (), 100, 0, facts), "What is Hamish into?")
    assert got is not None and "swimming" in got.items[0].text


def test_how_old_someone_is_turning_still_picks_the_age():
    from app import focus
    from memory.types import Context
    facts = _items("The user's brother Hamish turns 30 in December 2026 and the user has got no "
                   "idea what to get him. The user's brother Hamish is obsessed with wild "
                   "swimming, he's in the Forth every weekend.")
    got = focus.select(Context("q", (), 100, 0, facts), "How old is Hamish turning?")
    assert got is not None and "30" in got.items[0].text


# a job word that is also a verb is no other person (lpm_passing._PEOPLE)
def test_she_after_what_can_i_cook_for_my_mum_is_the_mum():
    assert any("mum is diabetic" in s for s in statements(
        "What can I cook for my mum? She's diabetic and doesn't like fish."))


def test_a_cook_or_coach_said_as_a_person_is_someone_else():
    assert not any("mum is brilliant" in s for s in _all("My mum hired a cook. She's brilliant."))
    assert not any("son is strict" in s
                   for s in _all("My son has a new football coach. He's strict."))


# the home said in passing by its kind (lpm_home)
def test_our_flat_in_a_town_said_in_passing_is_the_home():
    assert keyed("My landlord won't fix the damp in our flat in Croydon, can you help me write "
                 "to him?").get("location") == "Croydon"


def test_an_old_a_holiday_a_let_or_a_relatives_home_or_a_month_is_no_home():
    for s in ("I miss my old flat in Leeds.", "We're renovating our holiday cottage in Devon.",
              "My mum's house in Leeds is huge.", "My house in Leeds is rented out.",
              "We painted our house in June.", "I'm staying at my flat in Leeds this week."):
        assert "location" not in keyed(s), s


# a relative's name said a few words on in a request (lpm_passing._KIN_HIS)
def test_his_name_after_a_request_about_my_flatmate_names_him():
    assert keyed("Help me write a text to my flatmate about the bins, his name's Callum and he "
                 "never takes them out.").get("relation.flatmate.callum") == "Callum"


def test_his_name_after_someone_elses_relative_names_no_relative():
    assert not any(a.startswith("relation.") for a in keyed(
        "Help me write a text to my sister about her boyfriend, his name's Tom."))
    assert not any(a.startswith("relation.") for a in keyed(
        "Help me write a note to my flatmate and his girlfriend, her name's Amy."))


# a job held for a while (lpm_identity)
def test_ive_been_working_as_a_job_is_the_job():
    assert keyed("Can you help me update my CV? I've been working as a receptionist at a dental "
                 "practice since 2021.").get("job") == "receptionist"


def test_someone_else_working_as_or_no_job_word_is_no_job():
    assert "job" not in keyed("My sister has been working as a nurse.")
    assert "job" not in keyed("I've been working as hard as I can.")


# a relative's own thing said with "'s" (lpm_passing._UNNAMED)
def test_he_after_my_brothers_birthday_is_the_brother():
    assert any("brother is really into fishing" in s for s in statements(
        "What should I get for my brother's birthday? He's really into fishing."))
    assert any("mum loves gardening" in s for s in statements(
        "Any ideas for my mum's birthday? She loves gardening."))


def test_he_after_my_brothers_dog_or_friend_is_not_the_brother():
    assert not any("brother is called Rex" in t for t in _all(
        "My brother's new puppy is so cute. He's called Rex."))
    assert not any("mum is lovely" in t for t in _all("My mum's friend came round. She's lovely."))
