"""Where the speaker is from: "I was brought up in Oban", "I'm Ffion, born and bred in
Llanelli", "I'm 34 and originally from Umeå", each the `hometown` (split out of lpm_identity,
which reads the home now and calls this, when it passed 400 lines).

Design decision: where one is from is not where one lives, so it is a home as well only where
the sentence says it still is ("born and bred in Llanelli, never lived anywhere else";
remember42: "Where do I live?" then found the town of a new job instead).
"""
from __future__ import annotations

import re

from .lpm_base import CALENDAR as _CALENDAR
from .lpm_base import END as _END
from .lpm_base import OBJ as _OBJ
from .lpm_base import clean as _clean
from .lpm_base import fact as _fact
from .types import Page

_STILL = re.compile(r"\b(?:never (?:lived|moved) (?:anywhere|any ?place) else|(?:and )?(?:i )?"
                    r"still (?:live|living) (?:there|here)|lived (?:there|here) all my life)\b",
                    re.I)


_CAME = re.compile(r"(?:, (?-i:[A-Z])[\w'-]+)?[^,.;!?]{0,20}?(?:,? (?:and )?(?:i |we )?((?:came|moved|emigrated|immigrated)"
                   r"(?: over| here| out)?)(?: to ((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?))?)? "
                   r"in ((?:19|20)\d\d)\b", re.I)


_GREW_AFTER = re.compile(r",? (?:but|and) (?:i |we )?(?:grew up|(?:was |were )?(?:raised|brought up)) in "
                         r"((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)", re.I)


def hometown(s: str, page: Page, who: str, place: str | None) -> list[dict]:
    """The hometown fact of `s` (and the home, where it still is); `place`: the home the
    sentence said, which is no hometown."""
    out, home_now = [], place
    # "I was brought up in Oban", "I was born and raised in Kano" (remember21: "brought up"
    # formed no hometown, and "Where did I grow up?" found the age)
    m = re.search(r"\bi(?:'m| am| come| was born| grew up| was (?:brought up|raised|born and "
                  r"(?:raised|bred|brought up)))(?: originally)? (?:from|in) " + _OBJ + _END,
                  s, re.I) or re.search(
        # "I'm Ffion, born and bred in Llanelli", "I'm born and bred in Cork", "I'm Camila, from
        # Fortaleza originally": said after the name, or with no "was" (remember42: none formed)
        r"\bi(?:'m| am)(?: (?-i:[A-Z])[\w'-]+,)? (?:born and (?:raised|bred|brought up) in|"
        # ("I am Chilean, born in Valparaíso": remember57)
        r"(?<=, )(?:originally )?from|(?<=, )born in) " + _OBJ + _END, s, re.I) or re.search(
        # "I'm 34 and originally from Umeå", "I'm Aroha, 23, from Tauranga": where from said
        # after the age (remember25: formed no hometown); "I am Maricel from Talisay" (43)
        r"\bi(?:'m| am)(?:(?: (?-i:[A-Z])[\w'-]+,)? \d{1,3}(?: years old)?(?:,| and|, and)| "
        r"(?-i:[A-Z])[\w'-]+,?) (?:originally )?from (?!(?-i:[A-Z]{2,4})\b)" + _OBJ + _END, s, re.I) or re.search(
        # "I'm a paediatrician at Latifa Hospital, originally from Khartoum" (remember57)
        # ("I'm Niamh, second year psychology student at Leeds, originally from Galway": 69)
        r"\bi(?:'m| am) (?:(?-i:[A-Z])[\w'-]+, )?(?:an? )?[^,.;!?]{2,60}?, originally from " + _OBJ + _END, s, re.I) or re.search(
        # ("I'm 27, Dutch, grew up in Utrecht, and ...": remember75)
        r"\bi(?:'m| am) \d{1,2},(?: [^,.;!?]{2,30},)? grew up in " + _OBJ + _END, s, re.I)
    # ("I was born in March": a month or a day is when, not where)
    if (m and m.group(1)[:1].isupper() and _clean(m.group(1)) != place
            and not _CALENDAR.match(m.group(1))
            and not re.match(r"i(?:'m| am) in\b", m.group(0), re.I)):
        # ("raised in Canada by my gran": by whom is not where)
        place = re.split(r" by (?:my|our|his|her|their|a|an|the) ", _clean(m.group(1)))[0]
        # "grew up in", "was born in" said as such: "Where did I grow up?" reads it
        how = re.search(r"grew up|was born(?! and)|brought up|raised|bred", m.group(0), re.I)
        grew = "grew up" if how and how.group(0).lower() != "was born" else how and "was born"
        said = (f"{who} {grew} in {place} (where they are from)." if how
                else f"{who} is from {place}.")
        # "Born in Wrocław but grew up in Derby": where they grew up said after (remember69)
        then = _GREW_AFTER.match(s[m.end(1):]) if grew == "was born" else None
        said = said.replace(" (where", f" and grew up in {then.group(1)} (where") if then else said
        # "I come from Calabria in 1961", "I'm from Porto, I came to Canada in 1998": the
        # year one came over goes with where from (remember43: "what year did I come to
        # Australia?" had nothing; a clause beside a keyed fact is not kept)
        came = _CAME.match(s[m.end(1):])
        if came and (came.group(1) or re.search(r"\bcome\b", m.group(0), re.I)):
            verb = (came.group(1) or "came over").lower()
            to = f" to {came.group(2)}" if came.group(2) else ""
            said = said[:-1] + f" ({verb}{to} in {came.group(3)})."
        out.append(_fact("trait", "hometown", place, said, page, 0.7))
        if _STILL.search(s) and not home_now:
            out.append(_fact("trait", "location", place, f"{who} lives in {place}.", page, 0.75))
    return out
