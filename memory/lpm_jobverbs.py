"""A job said by what one does for it: "I'm waitressing in a café now", "I've been
bartending at the Crown since June" (remember32: a new job said this way formed none, so the
bookshop job stayed the user's work).

Only verbs that name a paid trade whatever follows them: "teaching", "nursing", "modelling"
or "tutoring" are also what people do at home ("I'm nursing a cold", "I'm teaching my son to
swim"), so they are left to the job nouns. Said of the speaker, in the present or as still
going on; "I was waitressing", "I'm not bartending anymore" are none.
"""
from __future__ import annotations

import re

from .lpm_jobfact import job_fact
from .types import Page

_BY_VERB = {
    "waitressing": "waitress", "waitering": "waiter", "waiting tables": "waiter",
    "waiting on tables": "waiter", "bartending": "bartender", "barbering": "barber",
    "nannying": "nanny", "childminding": "childminder", "cheffing": "chef",
    "lifeguarding": "lifeguard", "temping": "temp", "labouring": "labourer",
    "laboring": "laborer", "bricklaying": "bricklayer", "plastering": "plasterer",
    "hairdressing": "hairdresser", "freelancing": "freelancer", "bookkeeping": "bookkeeper",
    "dog walking": "dog walker", "dog-walking": "dog walker", "house-sitting": "house sitter",
    "stocking shelves": "shelf stacker", "stacking shelves": "shelf stacker",
    "fixing cars": "mechanic", "repairing cars": "mechanic", "doing the books": "bookkeeper",
}
# the same trades said in the present: "I fix cars at my uncle's garage", "I do the books for a
# couple of shops" (remember43: no job); not a pastime ("I fix cars for fun", "as a hobby")
_PRESENT = {"fix cars": "mechanic", "repair cars": "mechanic", "do the books": "bookkeeper"}
_NOW = re.compile(r"\bi (?:(?:now|still|mostly|just) )?(" + "|".join(_PRESENT) + r")\b(?![^.;!?]*"
                  r"\b(?:for fun|as a hobby|in my spare time|on weekends|at weekends|myself)\b)",
                  re.I)
_PASTIME = re.compile(r"\b(?:for fun|as a hobby|in my spare time|on weekends|at weekends)\b", re.I)
_SAID = re.compile(r"\bi(?:'m| am|'ve been| have been)(?: (?:now|currently|still|just|mostly|"
                   r"actually|full-time|part-time))? (" + "|".join(
                       sorted(map(re.escape, _BY_VERB), key=len, reverse=True)) + r")\b", re.I)


# "now I give maths tuition to two Sec 3 kids", "I tutor GCSE maths" (remember35: formed no
# job): tutoring said with what or whom it is given, not one's own ("I tutor my son"), nor a
# side line beside another job ("I also tutor a bit on the side")
_TUTOR = re.compile(r"\bi (?:now |currently |still )?(?:give|do) (?:some |private |paid |online )?"
                    r"(?:[a-z]+ )?(?:tuition|tutoring)\b(?! (?:from|with me|(?:to|for) (?:my|our)\b))|\bi (?:now |"
                    r"currently |still )?tutor (?!(?:my|our|his|her|myself|them)\b)[a-z]", re.I)
# "I'm working on reception now", "I work on the tills": a post said with "on", as British
# and second-language speakers say it (remember44: the old job stayed); not one day's duty
_POSTS = {"reception": "receptionist", "front desk": "receptionist", "the front desk":
          "receptionist", "the tills": "cashier", "the till": "cashier", "the checkouts": "cashier"}
_POST = re.compile(r"\bi(?:'m| am)?(?: (?:now|currently|still|mostly|just))? (?:working |work )?on "
                   r"(" + "|".join(_POSTS) + r")\b(?! (?:duty|today|tonight|tomorrow|this)\b)", re.I)
# "I teach Year 2 at a primary school in Roundhay" (remember100: no job): a school year or
# a school taught at, not one's own child ("I teach my son maths") nor a skill ("teach yoga")
_TEACH = re.compile(r"\bi (?:now |currently |still )?teach (?:(?:year|grade|form|class|primary|p|ks|key stage) ?\d+|"
                    r"reception|nursery|kindergarten)\b", re.I)
_SIDE = re.compile(r"\b(?:also|on the side|as well|side hustle|extra cash|too)\b", re.I)


# "I've gone back to nursing part time": a trade gone back to is the job again, the ones left
# to the job nouns above too, as a trade one returns to is one's work (not "back to teaching my
# son to swim": the trade word ends the phrase)
_TRADES = {**_BY_VERB, "nursing": "nurse", "teaching": "teacher", "midwifery": "midwife",
           "tutoring": "tutor", "driving": "driver", "cleaning": "cleaner", "nannying": "nanny",
           "accountancy": "accountant", "law": "lawyer", "engineering": "engineer"}
_BACK = re.compile(r"\bi(?:'ve| have|'m| am)? (?:now |just |finally )?(?:gone|went|going|got|get|"
                   r"getting) back (?:in)?to (" + "|".join(sorted(map(re.escape, _TRADES), key=len,
                                                             reverse=True))
                   + r")(?=[,.;!]|$| (?:part[- ]time|full[- ]time|now|again|at|in|for|after)\b)|"
                   r"\bi(?:'ve| have)? (?:now |just )?returned to (" + "|".join(
                       sorted(map(re.escape, _TRADES), key=len, reverse=True))
                   + r")(?=[,.;!]|$| (?:part[- ]time|full[- ]time|now|again|at|in|for|after)\b)",
                   re.I)


def job_by_verb(s: str) -> str | None:
    """The job noun of a trade the speaker says they are doing in `s`, or None."""
    m = _BACK.search(s)
    if m and not re.search(r"\b(?:if|might|maybe|want to|hope|thinking of|would)\b",
                           s[:m.start()], re.I):
        return _TRADES[(m.group(1) or m.group(2)).lower()]
    m = _SAID.search(s)
    if m and not _PASTIME.search(s[m.end():]):
        return _BY_VERB[m.group(1).lower()]
    m = _NOW.search(s)
    if m:
        return _PRESENT[m.group(1).lower()]
    m = _POST.search(s)
    if m:
        return _POSTS[m.group(1).lower()]
    if _TEACH.search(s) and not _SIDE.search(s):
        return "teacher"
    return "tutor" if _TUTOR.search(s) and not _SIDE.search(s) else None


# where the trade is done goes with the job, as no statement is kept beside a job fact: "I've
# been fixing cars at my uncle Suresh's garage in Pinetown" (remember43: "where did I work
# before?" found nothing once the garage was sold)
_WHERE = re.compile(r"\b((?:at|for) (?:(?:my|our|the|a|an) )?[^,.;!?]{3,60}?)(?=[,.;!?]|$| so | and "
                    r"| but | since | for (?:going|about|nearly|over|almost|\w+ (?:years|months))\b)",
                    re.I)


def where_by_verb(s: str) -> str | None:
    """Where the trade `job_by_verb` read in `s` is done ("at my uncle's garage"), or None."""
    m = _BACK.search(s) or _SAID.search(s) or _NOW.search(s)
    w = _WHERE.match(s[m.end():].lstrip()) if m else None
    # ("gone back to nursing part time, two days a week at Morriston hospital": where, after
    # how much; a named place only)
    w = w or (re.search(r"\b((?:at|for) (?:the )?[A-Z][\w'&-]+(?: [A-Z][\w'&-]+){0,2}(?: (?:hospital|"
                        r"school|clinic|college|surgery|practice|centre|center|home))?)(?=[,.;!?]|$"
                        r"| and | but | now\b)", s[m.end():]) if m is not None and m.re is _BACK
              else None)
    return re.sub(r"\b(?i:my|our)\b", "their", w.group(1)) if w else None


def job_said_by_verb(s: str, page: Page, who: str) -> dict | None:
    """The job fact of a trade the speaker says they are doing in `s`, with where it is done."""
    job = job_by_verb(s)
    if not job:
        return None
    out = job_fact(job, page, who, s)
    where = where_by_verb(s)
    if where:
        out["text"] = out["text"][:-1] + f" ({where})."
    return out
