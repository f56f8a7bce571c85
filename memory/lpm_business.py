"""A business the speaker runs or owns as their job: "I left the firm and started my own
consultancy", "I run a little flower shop in Swansea", "the cafe we run".

Design decision: running a business is the job, keyed `job` as a job title is (a new one
ends the old), only for the kinds of business people run (`BUSINESS`); "I run a bath", "I
run a book club" and "the pub my brother runs" name none. Moved out of lpm_identity (its
size), which calls `business_jobs` after the job titles, so a title said first wins.
"""
from __future__ import annotations

import re

from .lpm_base import fact, poss
from .types import Page

# the kinds of business one runs or manages as a job ("I run a cafe", "the pub I manage")
BUSINESS = (r"(?:shop|store|cafe|café|bakery|restaurant|pub|bar|salon|boutique|florist|garage|"
             r"business|company|firm|agency|studio|practice|nursery|guesthouse|b&b|hotel|farm|"
             r"deli|bookshop|bookstore|gallery|gym|kennels|cattery|food truck|food van|market stall|"
             r"takeaway)")
# what one joins for a pastime, not work: "joined the choir as a tenor" (lpm_changes,
# lpm_identity: the role after it is no job)
LEISURE = re.compile(r"\b(?:choir|club|band|team|group|class|gym|orchestra|society|league|"
                     r"committee|church|cast|crew)\b", re.I)
# a workplace said with "in" and its kind after the job ("a waitress in a café near the
# marina"; remember38 kept no workplace): "in a small town" or "in the evenings" is none
IN_BUSINESS = r"in(?= (?:the|an?) (?:[\w-]+ ){0,2}?" + BUSINESS + r"\b)"


# a business bought is the job only where it is one people buy to run: not "bought a house",
# "bought a gym membership", "bought a shop-bought cake"
_BOUGHT = re.compile(r"\b(?:i|we)(?:'ve| have)? (?:now |just |finally |recently |actually )?"
                     r"(?:bought|taken over|took over) (an?|the) ((?:[\w-]+ ){0,2}?(?:food truck|"
                     r"food van|market stall|coffee shop|café|cafe|pub|bar|restaurant|bakery|"
                     r"deli|salon|b&b|guesthouse|franchise|takeaway))(?=[,.;!?]| (?:in|on|at|"
                     r"near|and|so|last|this|with|from|off)\b|$)", re.I)


# an own business said by a bare word names no trade: a mechanic who "opened our own shop" is
# still a mechanic, so it is where they work now (`employer`, which ends the old workplace)
# and the job stays (remember37: "running their own shop" had ended "mechanic"); "my own
# bakery", "my own bookkeeping business" name what they do, and stay the job
_BARE = frozenset(("shop", "store", "business", "company", "firm", "garage", "practice"))
# where it is and its name, after the kind: "on Zacate Creek, Alvarado Auto Repair", "called X"
_PLACE_NAME = re.compile(r"(?: ((?:in|on) (?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+)){0,2}))?"
                         r"(?:,? (?:called|named) |, )((?-i:[A-Z][\w&'-]+)(?: (?-i:[A-Z][\w&'-]+)|"
                         r" &){0,4})(?=[,.;!?]|$)")


def _own_place(kind: str, after: str, page: Page, who: str) -> dict:
    """The workplace fact of the speaker's own business of a bare `kind`; `after`: the text
    after it, which may say where it is and its name."""
    m = _PLACE_NAME.match(after)
    where = re.match(r" ((?:in|on) (?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+)){0,2})", after)
    said = (f" {m.group(1)}" if m and m.group(1) else f" {where.group(1)}" if where else "") + (
        f", {m.group(2)}" if m else "")
    return fact("trait", "employer", f"their own {kind}",
                f"{who} works at their own {kind}{said} (they run it).", page, 0.8)


def business_jobs(s: str, page: Page, who: str, out: list[dict]) -> list[dict]:
    """The job facts of a business the speaker runs in `s`; `out`: the facts read so far."""
    out = list(out)
    n = len(out)
    m = re.search(r"\b(?:i|we|and)(?:'ve| have)? (?:now |just |recently )?(?:started|set up|"
                  r"launched|founded|opened|run|own) (?:my|our) own ((?:[\w-]+ ){0,2}?(?:consultancy|(?!gym\b)"
                  + BUSINESS + r"))"
                  r"\b", s, re.I)
    if m and m.group(1).lower() in _BARE:
        out.append(_own_place(m.group(1).lower(), s[m.end():], page, who))
    elif m:   # being one's own boss is the job now: "I left the firm and started my own ..."
        own = m.group(1).lower()
        out.append(fact("trait", "job", f"runs their own {own}",
                        f"{poss(who)} job is running their own {own}.", page, 0.8))
    # "I run a little flower shop in Swansea", "we own a bakery": a business one runs is the
    # job; "I run a bath", "I run a book club" name no business
    m = None if out and out[-1]["attribute"] == "job" else re.search(
        r"\b(?:i|we) (?:now |currently |still |also )?(run|own|manage) (an?|the) ((?:[\w-]+ ){0,3}?"
        + BUSINESS + r")\b(?! (?:club|group|account|"
        # ("a small café near the canal in Aveiro": the town after where by it; ines)
        r"page|channel|blog|team)\b)(?: ((?:(?:near|by|beside|on) the [a-z]+ )?(?:in|near|on) "
        r"(?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+))?"
        r"(?: (?:market|station|road|street|square|park|bridge|beach|mall|centre|center)\b)?)"
        r")?", s, re.I)
    biz = m and (m.group(1), m.group(2), m.group(3), m.group(4))
    bought = None if biz or out and out[-1]["attribute"] == "job" else _BOUGHT.search(s)
    if bought:   # "I've bought a food truck, and I'm going to sell sandwiches" (remember35)
        what = f"{bought.group(1).lower()} {bought.group(2).lower()}"
        out.append(fact("trait", "job", f"owns {what}",
                        f"{poss(who)} job is running {what} (they bought it).", page, 0.75))
    if not m and not any(f["attribute"] == "job" for f in out):
        # "at the pub I manage", "the cafe we run": said as where, in a relative clause
        # (not "the pub my brother runs", "the gym I manage to get to")
        m = re.search(r"\b(an?|the) ((?:[\w-]+ ){0,3}?" + BUSINESS + r") (?:that |which )?"
                      r"(?:i|we) (?:now |currently |still |also )?(run|own|manage)\b(?! to\b)",
                      s, re.I)
        biz = m and (m.group(3), m.group(1), m.group(2), None)
    if biz and not any(f["attribute"] == "job" for f in out):
        how, art, kind, town = biz
        verb = {"run": "runs", "own": "owns", "manage": "manages"}[how.lower()]
        what = f"{art.lower()} {kind.lower()}"
        # "near Bodija market" stays near: "in Bodija" would be a place they never said
        where = f" {town[0].lower()}{town[1:]}" if town else ""
        # ("a food truck called Grill Pasha here in Leicester", "a one man plumbing business,
        # Fraser Plumbing & Gas, out of Ballarat": its name; remember66 lost it)
        # ("a wee cafe called the Kettle Yard on the Promenade": a name said with "the")
        name = re.match(r"(?:,? (?:called|named) (?:the (?=(?-i:[A-Z])))?|, )((?-i:[A-Z][\w&'-]+)(?: (?-i:[A-Z][\w&'-]+)| &)"
                        r"{0,4})(?=[,.;!?]|$| (?:in|on|out of|here|based)\b)", s[m.end(3):]) if m else None
        named = f" called {name.group(1)}" if name and not town else ""
        out.append(fact("trait", "job", f"{verb} {what}",
                        f"{poss(who)} job is running {what}{named}{where} (they {how.lower()} it).",
                        page, 0.8))
    return out[n:]
