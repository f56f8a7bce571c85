"""What a home sentence says beside the town, kept in the home fact's text: since when or for
how long ("we live in Porto since 2018", "I am living in Porto now 3 years": a learner's
"now N years" for "for N years now"), and the area of it said after a comma ("I live in
Madrid, in the neighborhood Usera": remember52's "Which neighbourhood do I live in?" had no
answer, the area being in no fact)."""
from __future__ import annotations

import re

_NUM = r"(?:\d{1,2}|a few|few|many|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_AREA_WORD = r"(?:neighbou?rhood|area|district|barrio|suburb|quarter|borough|part)"


def home_detail(s: str, place: str) -> str:
    """" (since 2018)", " (for 3 years now) (in the Usera area)" or "" for the home `place`
    said in `s`."""
    out = ""
    q = re.escape(place)
    long = re.search(q + r",? (since (?:\d{4}|[^,.;!?]{2,30}?)|for (?:the (?:last|past) )?\w+ "
                     r"years|now " + _NUM + r" years?)(?=[,.;!?]|$| and | but )", s)
    if long:
        said = long.group(1)
        said = f"for {said[4:]} now" if said.startswith("now ") else said
        out += f" ({said})"
    # ", in the neighborhood Usera", ", in the Usera area", ", in Usera": the area after the
    # town (not ", in 2019", ", in the summer", ", in a flat": a name after "in" only)
    area = re.search(q + r"[^.;!?]{0,30}?, in (?:the )?(?:" + _AREA_WORD + r"(?: of| called)? )?"
                     r"((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)(?: " + _AREA_WORD
                     + r")?(?=[,.;!?]|$| and | but | with | near )", s)
    if area and not re.fullmatch(r"(?:January|February|March|April|May|June|July|August|"
                                 r"September|October|November|December|Summer|Winter|Spring|"
                                 r"Autumn|\d+)", area.group(1)):
        out += f" (in the {area.group(1)} area)"
    # "I am in Brussels since 2018, I am living in Molenbeek ...": the town lived in since a
    # year said beside the district (khadija: "Since when I am living in Brussels?" lost it)
    town = re.search(r"\b(?:i|we)(?:'m|'re| am| are|'ve been| have been) in ((?-i:[A-Z])[\w'-]+"
                     r"(?: (?-i:[A-Z])[\w'-]+)?) (since (?:\d{4}|[^,.;!?]{2,30}?))(?=[,.;!?]|$| and | but )",
                     s, re.I)
    if town and town.group(1) != place and not long:
        out += f" (in {town.group(1)} {town.group(2)})"
    return out
