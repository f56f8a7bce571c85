"""The rule families that read one candidate statement for keyed facts.

Each family reads the same statement (already trimmed to what the speaker says of
themselves: `sentences.candidate`) and returns the facts it finds, with their attribute keys.
The order here is the order the facts of one statement are stored in; `lpm_rules.side_facts`
keeps the first of facts with equal keys.
"""
from __future__ import annotations

import re

from .lpm_absence import absences
from .lpm_belonging import belonging
from .lpm_breakup import break_up
from .lpm_activities import activities, collection
from .lpm_appointments import booked
from .lpm_carers import carers, helpers
from .lpm_changes import changes
from .lpm_contrast import contrasts
from .lpm_drivers import kin_drivers
from .lpm_elided import elided
from .lpm_expecting import baby_due
from .lpm_habits import habits
from .lpm_identity import identity
from .lpm_income import income
from .lpm_kinbirthdays import birthdays_turning
from .lpm_kinhealth import kin_health
from .lpm_kinfrom import kin_from
from .lpm_kinhomes import kin_homes
from .lpm_kinstudy import kin_study
from .lpm_coordinated import coordinated
from .lpm_kinkids import kin_kids
from .lpm_kinnicknames import nicknames
from .lpm_kinjobs import kin_work
from .lpm_measures import measures
from .lpm_medication import medication
from .lpm_movedfrom import moved_from
from .lpm_namelists import named_sets
from .lpm_nowat import now_at
from .lpm_people import people
from .lpm_pastimes import pastimes
from .lpm_pets import new_pet, several_pets
from .lpm_rent import rent
from .lpm_residency import residency
from .lpm_plans import planned_move, rescheduled
from .lpm_school import school
from .lpm_selfsaid import self_said
from .lpm_settled import plans
from .lpm_shift import shift
from .lpm_sidework import side_business
from .lpm_story import story
from .lpm_study import study
from .lpm_tastes import health_and_likes
from .lpm_teaching import teaches_subject
from .lpm_training import training
from .lpm_kinpartner import kin_partner
from .lpm_why import why_moved
from .types import Page

FAMILIES = (identity, people, kin_drivers, named_sets, health_and_likes, contrasts, planned_move,
            medication, habits, rescheduled, booked, new_pet, several_pets, activities, pastimes,
            collection, story, plans, changes, measures, carers, helpers, absences, belonging, school,
            kin_homes, kin_kids, study, moved_from, shift, now_at, nicknames,
            kin_work, rent, side_business, self_said, teaches_subject,
            kin_health, training, baby_due, income, break_up, kin_partner, residency,
            kin_from, kin_study)


_CLUB = re.compile(r"\b(?:AC|FC|AFC|RFC|GAA|CC|RC|Harriers|Athletic|Rovers|Wanderers|Club)$")


def keyed_facts(statement: str, page: Page, who: str) -> list[dict]:
    """Every family's facts of `statement`, said by `who` on `page`, in FAMILIES order."""
    out = [f for family in FAMILIES for f in family(statement, page, who)]
    for clause in elided(statement):   # "I live in Cork and work as a nurse": the job too
        have = {f["attribute"] for f in out}
        out += [f for family in FAMILIES for f in family(clause, page, who)
                if f["attribute"] and f["attribute"] not in have]
    out += coordinated(statement, out)   # "I have asthma and eczema": eczema too
    # ("We found a flat in Leith, we're moving in June": not where one lives yet)
    planned = {f["value"] for f in out if f["attribute"] == "plan.move"}
    out = [f for f in out if not (f["attribute"] == "location" and f["value"] in planned)]
    why_moved(statement, out)   # "We moved to Oranmore, closer to Colm's restaurant"
    # one workplace a sentence: two rules reading "a nurse at the Royal Brisbane hospital" made
    # two, the second ending the first (ishara); the one saying most is kept
    work = [f for f in out if f["attribute"] == "employer"]
    keep = max(work, key=lambda f: len(f["text"])) if len(work) > 1 else None
    out = [f for f in out if f["attribute"] != "employer" or not keep or f is keep]
    # ("we moved from our apartment in Scarborough to a house in Mississauga": the home left is
    # no home now, whichever rule read "apartment in Scarborough"; remember63)
    left = {f["value"] for f in out if f["attribute"].startswith("former_location.")}
    out = [f for f in out if not (f["attribute"] == "location" and f["value"] in left)]
    # ("I've moved from Leevale to Eagle AC because Noreen retired from coaching": a club
    # moved to is no home, nor is the club left one; remember75)
    if any(_CLUB.search(f["value"] or "") for f in out if f["attribute"] == "location"):
        out = [f for f in out if not re.match(r"(?:location|former_location\.|came_from|moved)", f["attribute"])]
    return out + birthdays_turning(statement, page, who, out)   # (from the ages read)


__all__ = ["FAMILIES", "keyed_facts"]
