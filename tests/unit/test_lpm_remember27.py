"""The extractor on people who talk mostly about those around them (remember27): a relative
named earlier in the same message, a new partner whose start is said, a long lead-in before a
colon, a relative's promotion, and "he" after a break-up. Each rule with a near miss it must
leave alone. No model."""
from memory.lpm_rules import extract

from tests.unit.helpers.extract import keyed, page, items as _items


def _keyed(user, known):
    return {f["attribute"]: f["value"] for f in extract([page(user)], known=known)
            if f["attribute"]}


# lpm_kinclauses.with_named: a relative named earlier in the message is known to the next
def test_a_child_named_earlier_in_the_message_has_her_birthday_keyed():
    k = keyed("We've got two kids, Mitchell who's 15 and Tayla who's 12. Tayla's birthday is "
              "on the 2nd of November and she wants a horse.")
    assert "November" in k.get("relation.child.tayla.birthday", ""), k


def test_a_name_not_said_as_a_relative_earlier_stays_unknown():
    k = keyed("We went to the fair with Mitchell and Tayla. Tayla's birthday is on the 2nd of "
              "November.")
    assert not any(a.endswith("birthday") for a in k), k
    # an ex named earlier is not whom the name alone speaks of
    k = keyed("Me and my ex Jalen broke up in May. Jalen's birthday is on the 2nd of November.")
    assert not any(a.endswith("birthday") and "ex" not in a for a in k), k


# lpm_changes.MET: a new partner met, said as the start of it
def test_a_new_partner_said_as_started_seeing():
    k = keyed("I've started seeing someone new, his name is Eli and he's a pastry chef.")
    assert k.get("relation.partner") == "Eli"
    assert k.get("relation.partner.job") == "pastry chef"
    assert keyed("I started dating a guy called Eli.").get("relation.partner") == "Eli"


def test_someone_elses_new_partner_is_not_the_users():
    k = keyed("My sister has started seeing someone new, his name is Eli.")
    assert "relation.partner" not in k, k
    assert "relation.partner" not in keyed("I've started seeing someone about my back pain.")


# sentences.trim: a longer lead-in before a colon and a clause about the speaker or theirs
def test_a_long_lead_in_before_a_colon_is_dropped():
    k = keyed("Bit of background so you know who's who: my wife Leanne is a dietitian at the "
              "hospital here in Mackay.")
    assert k.get("relation.wife.job") == "dietitian", k


def test_a_lead_in_about_the_speaker_is_kept():
    # what the GP said is the head of the sentence, not a lead-in to drop
    k = keyed("Something my sister said about her friend: my wife is a nurse.")
    assert "relation.wife.job" not in k, k


# lpm_people._KIN_MADE: a relative's promotion is their job now
def test_a_relatives_promotion_is_their_job():
    k = _keyed("Guess what, Lisa's been made deputy head at her school!", {"Lisa": "daughter"})
    assert k.get("relation.daughter.lisa.job") == "deputy head", k
    k = keyed("My brother Shane has been promoted to site manager.")
    assert k.get("relation.brother.job") == "site manager", k


def test_made_redundant_or_made_to_is_no_job():
    assert not any(a.endswith(".job") for a in keyed("My husband Tom has been made redundant."))
    assert not any(a.endswith(".job") for a in keyed("My son was made to apologise to the "
                                                       "teacher."))
    assert not any(a.endswith(".job") for a in keyed("My daughter has been made captain of "
                                                       "the netball team."))


# lpm_passing.known_in: after "X and I broke up", "He" is the ex, not the partner
def test_he_after_a_break_up_is_not_the_partner():
    said = [f["text"] for f in extract([page("So Jalen and I broke up. It was mutual, mostly. "
                                             "He moved out last week.")],
                                       known={"Jalen": "boyfriend"})]
    assert not any("boyfriend Jalen" in t for t in said), said


def test_he_after_a_row_is_still_the_partner():
    said = [f["text"] for f in extract([page("So Jalen and I had a row. He moved out last "
                                             "week.")], known={"Jalen": "boyfriend"})]
    assert any("boyfriend Jalen moved out" in t for t in said), said


# app.focus.select: "Who am I dating?" with only the ex among the closest facts

def test_the_partner_now_from_the_profile_answers_who_am_i_dating():
    from app import focus
    from memory.types import Context
    found = _items("The user's ex is Jalen (they broke up; no longer together).",
                   "The user's cat is called Waffles.")
    profile = _items("The user lives in Columbus.", "The user's partner is called Eli.")
    got = focus.select(Context("q", found, 500, 16, facts=found), "Who am I dating?", profile)
    assert got.items[0].text == "The user's partner is called Eli."
    # not for the partner before, which the ex answers
    got = focus.select(Context("q", found, 500, 16, facts=found), "Who was I dating before?", profile)
    assert got.items[0].text.startswith("The user's ex is Jalen")
    # nor for a question that is not about a partner
    got = focus.select(Context("q", found, 500, 16, facts=found), "What's my cat called?", profile)
    assert "Eli" not in got.items[0].text
    # "my date of birth" asks no partner (focus_subject.DATING read "my date" as one)
    birth = _items("The user was born on 4 May 1990.", "The user's cat is called Waffles.")
    got = focus.select(Context("q", birth, 500, 16, facts=birth),
                       "Do you remember my date of birth?", profile)
    assert got.items[0].text.startswith("The user was born"), got


# lpm_kinkids: a son's or daughter's children named are grandchildren
def test_a_daughters_children_are_grandchildren_with_their_ages():
    k = keyed("My daughter Lisa has got two, Reggie who's 7 and little Elsie who's 3.")
    assert k.get("relation.grandchild.reggie") == "Reggie"
    assert k.get("relation.grandchild.elsie.age") == "3"
    k = keyed("My daughter has two kids, Reggie and Elsie. Elsie's birthday is the 20th of May.")
    assert "May" in k.get("relation.grandchild.elsie.birthday", ""), k


def test_things_or_people_a_relative_has_or_meets_are_not_their_children():
    assert not any("grandchild" in a for a in keyed("My son has two cars, a Ford and a Fiat."))
    assert not any("grandchild" in a for a in keyed("My daughter met Tom and Ana at the party."))
    # a sibling's children are not keyed (remember19)
    assert not any(a.startswith("relation.") and "sister" not in a
                   for a in keyed("My sister has two boys, Jack and Harry."))


# lpm_passing.known_in: a place said after the relative is no one else "He" could be
def _after(before, user):
    return [f["text"] for f in extract([page(user)], before={1: before},
                                       known={"Shane": "brother"})]


def test_he_after_a_relative_who_moved_to_a_place_is_that_relative():
    # (session 31: a relative's apprenticeship is keyed as their work, in the words said)
    assert _after("Shane has moved to Bendigo.", "He's doing a plumbing apprenticeship now.") \
        == ["The user's brother Shane is doing a plumbing apprenticeship (their work now)."]


def test_he_after_a_relative_with_someone_else_stays_unsure():
    assert not any("Shane" in t for t in _after("Shane went to the pub with Tom.",
                                                "He's doing a plumbing apprenticeship now."))
    assert not any("Shane" in t for t in _after("Shane went to Tom's for tea.",
                                                "He's doing a plumbing apprenticeship now."))
