"""What the speaker pays for their home, a week or a month: "now I'm in a studio in Carlton,
350 a week", "found a flat in East Legon, rent is 4000 cedis a month", "still paying the
mortgage, 600 thousand pesos a month".

Keyed (`home.rent`, `home.mortgage`) so that the rent of a new home ends the old one's; a
home fact said in the same sentence keeps only the place, and the sum was lost (haruka,
akosua). Only the speaker's own: not a relative's ("my sister pays 900 a month for her
flat"), and not what else is paid by the month ("I pay 30 a month for the gym").
"""
from __future__ import annotations

import re

from .lpm_base import fact, poss
from .lpm_words import RELATIONS
from .types import Page

_SUM = (r"(?P<amt>(?:[£$€¥₹]|rs\.? ?|r ?(?=\d))?\d[\d,.]*(?: ?k\b)?(?: thousand| grand)?"
        r"(?: (?:cedis|dollars|bucks|pounds|quid|euros|pesos|rand|naira|baht|yen|zloty|zł|"
        r"rupees|shillings|reais|ringgit|kr|(?-i:[A-Z]{3}))\b)?)")   # (a code in capitals only)
SUM = _SUM   # (what one earns: lpm_income)
_PER = r" (?:a|per|each|every) (?P<per>week|month|fortnight|year)\b"
_RENT = re.compile(r"(?:\brent(?:'s| is| of| at| came to| went up to| has gone up to)?:? |"
                   r"\bmortgage(?:'s| is| of)?:? |\bi (?:pay|paid) |\bfor |, ?)"
                   r"(?:(?:only|just|about|around|like|nearly|almost) )?" + _SUM + _PER,
                   re.I)
_HOME = re.compile(r"\b(?:rent|rents|renting|rented|mortgage|flat|apartment|studio|room|house|"
                   r"bedsit|condo|unit|place|cottage|bungalow|semi|terrace)\b", re.I)
# paid by the month for something else than a home
_OTHER = re.compile(r"\b(?:gym|netflix|phone|insurance|loan|childcare|nursery|parking|"
                    r"subscription|membership|lessons?|fees?|bills?|electric\w*|gas|water|"
                    r"internet|broadband|petrol|fuel|diesel|salary|earn\w*|make|makes|made|"
                    r"wage|paid me|pays me)\b", re.I)
_NOT_MINE = re.compile(r"^(?:(?:\w+,? ){0,2})?(?:(?<!\band )(?:my|our) (?:\w+ )?(?:" + RELATIONS
                       + r")\b|(?:he|she|they)(?:'s| is| are| pays?)\b)", re.I)


# "so I'm moving to Accra, found a one bedroom apartment in East Legon": the home found for a
# move still to come (akosua: only the plan was kept, and "Which area of Accra is my apartment
# in?" had no answer); not "my sister found a flat in Leeds", not one only looked at
_MOVING = re.compile(r"\b(?:i'm|i am|we're|we are) (?:\w+ )?(?:moving|relocating) to (?-i:[A-Z])|"
                     r"\b(?:i|we) (?:will|'ll|am going to|are going to) (?:be )?mov(?:e|ing)\b", re.I)
_FOUND = re.compile(r"(?:^|, |\b(?:i|we|and) )(?:(?:finally|just) )?(?:found|got|signed for|"
                    r"rented|taken) (?:a|an) ((?:[\w-]+ ){0,3}?(?:flat|apartment|studio|house|"
                    r"bedsit|condo|place|cottage|bungalow|unit)) in ((?-i:[A-Z])[\w'-]+"
                    r"(?: (?-i:[A-Z])[\w'-]+){0,2})", re.I)


def _found(s: str, page: Page, who: str) -> list[dict]:
    m = _FOUND.search(s)
    if not m or not _MOVING.search(s[:m.start()]) or _NOT_MINE.match(s):
        return []
    return [fact("trait", "plan.move.home", m.group(2), f"{poss(who)} new home for the move is "
                 f"a {m.group(1)} in {m.group(2)} (found, not moved in yet).", page, 0.7)]


# "me and my wife Ioana rent a two bed flat in Erdington": the home rented is where one lives
# (florin: only the rent was keyed); not "we rent a car in Faro", not a relative's flat
# ("now I am renting small room in North York": a learner drops the article; remember52)
_RENTED = re.compile(r"(?:^|\b(?:i|we)|\bme and (?:my )?[\w ]{2,25}?)(?:'m|'re| am| are)? (?:now |still |"
                     r"currently )?(?:rent|renting) (?:(?:(?:a|an|the|this) |(?!out\b))((?:[\w-]+ ){0,3}?"
                     r"(?:flat|apartment|house|studio|room|cottage|bungalow|place|condo|semi|terrace|"
                     r"unit)) )?"
                     r"(?:in|on) ((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2})", re.I)


def _rented(s: str, page: Page, who: str) -> list[dict]:
    m = _RENTED.search(s)
    if not m or _NOT_MINE.match(s) or re.search(r"\b(?:if|might|maybe|would|want|hope|used to)\b",
                                                 s[:m.start()], re.I):
        return []
    # ("We rent a holiday flat in Cornwall every August": a stay, not the home)
    if re.search(r"\b(?:holiday|vacation|summer|weekend|beach|ski|airbnb)\b", m.group(1) or "", re.I) or \
            re.match(r",? (?:every|each|for (?:the|a|an|two|three|\d)|this|next|last|over)\b",
                     s[m.end():], re.I):
        return []
    # ("im renting in rockingham with two mates now": the place alone; remember53)
    what = (f"{'an' if m.group(1)[0].lower() in 'aeiou' else 'a'} {m.group(1)}" if m.group(1)
            else "there")
    return [fact("trait", "location", m.group(2), f"{who} lives in {m.group(2)} (they rent "
                 f"{what}).", page, 0.75)]


def rent(s: str, page: Page, who: str) -> list[dict]:
    """The speaker's rent or mortgage said with its sum in `s`, keyed; a home found for a
    move to come; the home rented."""
    return _found(s, page, who) + _rent(s, page, who) + _rented(s, page, who)


# "rent's going up to £575 from next month", "fraser's put the rent up to £495 from this
# month": the rent now, said as a rise (remember85 kept the old one)
_RISE = re.compile(r"(?:(?:^|[,.;:!]\s*|\b(?:my|our|the|and|so|but) )rent(?:'s| is)? (?:going|gone|goes|"
                   r"went|has gone|is going) up to |"
                   r"\bput (?:the|my|our) rent up to )" + _SUM + r"(?:" + _PER + r")?", re.I)


def _rent(s: str, page: Page, who: str) -> list[dict]:
    rise = _RISE.search(s)
    if rise and not _NOT_MINE.match(s):
        per = f" a {rise.group('per').lower()}" if rise.group("per") else ""
        return [fact("trait", "home.rent", rise.group("amt").strip(), f"{poss(who)} rent is "
                     f"{rise.group('amt').strip()}{per} (it went up).", page, 0.7)]
    m = _RENT.search(s)
    if m and m.group(0).lower().startswith("rent") and re.search(r"[\w']s ?$|\b(?:his|her|their|"
                                                                r"your) $", s[:m.start()], re.I):
        return []   # (Jake's rent, her rent: another's)
    # ("rent is £520 a month bills included": the bills are part of the rent)
    if not m or _NOT_MINE.match(s) or not _HOME.search(s[:m.end()]) or _OTHER.search(
            re.sub(r"\b(?:bills included|including bills|incl\.? bills|with bills)\b", "", s, flags=re.I)):
        return []
    what = "mortgage" if re.search(r"\bmortgage\b", s, re.I) else "rent"
    amt = m.group("amt").strip()
    if re.fullmatch(r"\d{1,2}", amt):   # "for 2 a week" is no home's price
        return []
    said = f"{poss(who)} {what} is {amt} a {m.group('per').lower()}"
    return [fact("trait", f"home.{what}", amt, said + ".", page, 0.7)]
