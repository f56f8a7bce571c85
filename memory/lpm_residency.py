"""The speaker's right to live where they live: a visa, a permit, residency, citizenship.
"I'm on a temporary skill shortage visa", "I finally got permanent residency in October",
"We got the UAE golden visa this week", "I got the EU Blue Card!", "I became a Canadian
citizen on 3 November".

Keyed `residency` so that the new status ends the old one, which stays as history ("What visa
was I on before?"): remember57's expats kept both current and the old visa came first.
Only the speaker's own ("I", "we"), only a status held or got: "I'm applying for a visa",
"if I get PR" and a driving or parking permit are none; nor one refused ("my visa was
rejected").
"""
from __future__ import annotations

import re

from .lpm_base import article, fact
from .timewords import resolve
from .types import Page

# (not a permit to drive or build, nor a visa for a trip: "I'm on a tourist visa for the trip")
_KIND = (r"(?:(?!(?:learner|learners|learner's|provisional|driving|parking|fishing|building|"
         r"planning|gun|firearms?|hunting|tourist|visitor|visitor's|transit|holiday)\b)[\w'-]+ ){0,4}?")
_STATUS = (r"(?P<st>" + _KIND + r"(?:visa|permit)|(?:(?:permanent|temporary|indefinite) )?(?:residency|"
           r"residence)(?: card| permit)?|(?:[\w-]+ )?(?:green|blue) card|(?:pre-)?settled status|"
           r"(?:[A-Z][\w-]+ )?citizenship|pr)\b")
_HELD = re.compile(r"\b(?:i'm|i am|we're|we are)(?: (?:still|now|currently|here|already|"
                   r"finally|officially))* on (?:a|an|the|my|our) " + _STATUS, re.I)
_GOT = re.compile(r"\b(?:i|we)(?:'ve| have)? (?:(?:just|finally|now|recently|officially|"
                  r"actually) )*(?:got|received|obtained|was granted|were granted|been granted|"
                  r"have been granted|'ve been granted) (?:(?P<det>my|our|the|a|an) )?" + _STATUS,
                  re.I)
_CAME = re.compile(r"\b(?:my|our) " + _STATUS + r" (?:(?:has |finally |just )*(?:came "
                   r"through|come through|was approved|got approved|has been approved|was "
                   r"granted|has been granted))", re.I)
# ("I passed the test and became a Canadian citizen on 3 November": the speaker's sentence)
_CITIZEN = re.compile(r"^(?:I|We)\b(?:[^,;!?]{0,40}? and)?(?:'m now|'re now|'ve become| (?:(?:just|"
                      r"finally|now|officially) )*(?:became|have become|am now|are now)) (?:an? )?"
                      r"((?:[A-Z][\w-]+ )?)(citizens?|permanent residents?)\b")
# when it was got: "in October", "on 3 November", "last week"
_WHEN = re.compile(r"^,? ((?:in|on|last|this|back in) [^,;.!?]{2,25}?)(?=[,;.!?]|$| and )")
_NOT = re.compile(r"\b(?:rejected|refused|denied|revoked|expired|cancelled|canceled)\b", re.I)


def residency(s: str, page: Page, who: str) -> list[dict]:
    """The speaker's visa, permit or residency said in `s`, keyed `residency`."""
    if _NOT.search(s):
        return []
    m = _CITIZEN.search(s)
    if m:
        citizen = m.group(2).lower().startswith("citizen")
        value = f"{m.group(1)}citizenship" if citizen else "permanent residency"
        when = _WHEN.match(s[m.end():])
        became = f"{m.group(1)}citizen" if citizen else "permanent resident"
        return [fact("trait", "residency", value, resolve(
            f"{who} has {value} (became a {became}{' ' + when.group(1) if when else ''}).",
            page.created), page, 0.75)]
    for rx, verb in ((_HELD, "is on"), (_GOT, "has"), (_CAME, "has")):
        m = rx.search(s)
        if m:
            value = "permanent residency" if m.group("st").lower() == "pr" else m.group("st")
            card = value.lower().endswith(("visa", "permit", "card"))
            when = _WHEN.match(s[m.end():]) if rx is not _HELD else None
            det = (m.groupdict().get("det") or "").lower()
            # ("the UAE golden visa": the article said, which "a"/"an" gets wrong for letters)
            said = f"the {value}" if det == "the" else article(value) if card else value
            return [fact("trait", "residency", value, resolve(
                f"{who} {verb} {said}{' (got it ' + when.group(1) + ')' if when else ''}.",
                page.created), page, 0.75)]
    return []


__all__ = ["residency"]
