"""What the speaker earns: "I earn about 40k", "my salary is £32,000", "I make $22 an hour"
(formed nothing: two content words are no statement). Keyed `income`, so a raise ends the old
sum. Only the speaker's own and for the job ("my husband earns ...", "I earned 50 quid today
babysitting", "I made 200 at the car boot sale" are none).
"""
from __future__ import annotations

import re

from .lpm_base import fact, poss
from .lpm_rent import SUM
from .types import Page

_EARN = re.compile(r"\b(?:i(?: earn| make| get paid| take home| am on|'m on)|my (?:salary|wage|pay)"
                   r"(?: is|'s)?(?: now)?|i'm paid)(?: now)? (?:(?:about|around|roughly|nearly|"
                   r"almost|just over|just under|like|over|under|only|just) )?"
                   + SUM + r"(?P<per>(?: (?:a|an|per) (?:year|annum|month|week|hour))|"
                   r"(?: before tax| after tax| gross| net))?(?=[,.;!?]|$| and | but | now\b)",
                   re.I)
_NOT = re.compile(r"\b(?:if|would|could|want|wish|hope|should|today|yesterday|selling|sold|tips)\b",
                  re.I)


# "my stepdad dave gives me 10 quid pocket money a week if i do the bins", "I get £5 pocket
# money": a child's allowance is what they have (felix: formed nothing); not a son's
_POCKET = re.compile(r"\b(?:gives? me|i get|i'm given|i am given|i got|i'm on) (?:(?:about|like|"
                     r"only|just) )?" + SUM + r" (?:of )?(?:pocket money|allowance)"
                     r"(?P<per>(?: (?:a|an|per|every|each) (?:week|month|fortnight)))?", re.I)


def income(s: str, page: Page, who: str) -> list[dict]:
    """The speaker's pay, keyed `income`, else []."""
    m = _POCKET.search(s)
    if m and not s.rstrip().endswith("?") and not re.search(r"\b(?:if|would|wish|want)\b",
                                                          s[:m.start()], re.I):
        said = f"{m.group('amt')} pocket money{m.group('per') or ''}"
        giver = re.search(r"\b(?i:my|our) ([\w-]+)(?: [A-Z][\w'-]+)? $", s[:m.start()])
        by = f" (from their {giver.group(1)})" if giver else ""
        return [fact("trait", "income", said, f"{who} gets {said}{by}.", page, 0.7)]
    m = _EARN.search(s)
    if not m or _NOT.search(s) or s.rstrip().endswith("?"):
        return []
    # (_SUM's three-letter currency reads any word where case is ignored: "28k now")
    amt = re.sub(r" (?-i:[a-z]{3})$", "", m.group("amt"))
    if not re.search(r"\d{2}|k\b|thousand|grand", amt, re.I):   # "I make 5 ..." is no pay
        return []
    said = f"{amt}{m.group('per') or ''}"
    return [fact("trait", "income", said, f"{poss(who)} pay is {said} (what they earn).", page,
                 0.7)]


__all__ = ["income"]
