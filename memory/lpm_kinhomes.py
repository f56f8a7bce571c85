"""Where the people close to the speaker live, and their moves: "My mam lives in Ennis",
"my son Tom and his wife live in Leeds", later "Mam has moved into a care home in Nenagh".

Design decisions:
- A relative's home is keyed by the relative (`relation.mum.location`), as their job and age
  are, so a later move ends the old home and keeps it as history. Before, both were unkeyed
  statements: after the move, "lives in Ennis" stayed current beside the new home, and a
  long message kept neither.
- A relation a person has one of is keyed by its word alone ("my mum Mary" and "Mum" are one
  person); one they may have several of (sons, friends) by name too, where a name is said.
- Only what is settled: "lives / is living / is based in", "has moved / emigrated to". Not a
  plan or a wish ("my son wants to move to Leeds", "might move"), nor the past ("my dad lived
  in Spain for years"), nor a stay ("my mum is in Spain this week").
- A home said by its kind ("a care home in Nenagh", "a flat in Bexhill") keeps the kind in
  the text, the town as the value, which is what "where does my mum live?" asks.
"""
from __future__ import annotations

import re

from .lpm_base import CALENDAR, fact, kin_key, poss
from .lpm_words import BY_AGE, NAME, RELATIONS
from .types import Page

# the people said together: "my parents", "my in-laws", "my grandparents"
_GROUPS = "parents|grandparents|in-laws|folks|grandkids|grandchildren|kids|children"
_WHO = (r"\b(?i:my|our) " + BY_AGE + r"(?i:(" + _GROUPS + "|" + RELATIONS + r"))\b(?!')"
        r"(?:,? " + NAME + r")?"
        # "my son Tom and his wife", "my daughter, who"
        r"(?: (?i:and|&) (?i:his|her|their) [a-z]+(?: [A-Z][\w'-]+)?)?,?(?: (?i:who))?")
# a place: its name ("Leeds", "New South Wales", "Cork, Ireland"), or a home of a kind in one
_TOWN = (r"((?:St\. )?[A-Z][\w'-]+(?:(?: (?:upon|on|de|del|la|le|am|sur))? [A-Z][\w'-]+){0,3}"
         r"(?:, (?!(?:I|He|She|We|They|It|My|Our|His|Her|Their)\b)[A-Z][\w'-]+)?)")
_KIND = r"((?i:an?|the) (?:[a-z]+ ){0,3}?(?i:home|flat|house|apartment|bungalow|cottage|place|" \
        r"village|town|farm|unit|condo|housing)) (?i:in|near|outside) "
# ("my mum is 88 and still lives in Mendooran": the age said first; darryl)
_LIVES = re.compile(_WHO + r"(?: (?i:is|'s) \d{1,3},? (?i:and))? (?:(?i:still|now|currently|also|both|all) )?(?i:lives?|"
                    r"(?:is|are|'s|'re) (?:now )?(?:living|based|settled)) "
                    r"(?:(?i:out|over|down|up|back) )?(?i:in|near) (?:" + _KIND + r")?" + _TOWN)
_MOVED = re.compile(_WHO + r" (?:(?i:has|have|'s|'ve) )?(?:(?i:just|recently|finally|now|"
                    r"also|since|both|all) )?(?:(?i:packed up|sold up|upped sticks) (?i:and) )?"
                    r"(?i:moved|relocated|emigrated|shifted|gone to live) "
                    r"(?:(?i:out|over|down|up|back|away|home|abroad) )?"
                    # ("moved from Berlin to Amsterdam": where from said first)
                    r"(?:(?i:from) [A-Z][\w'-]+(?: [A-Z][\w'-]+)? )?(?i:to|into|in to|in"
                    # "has moved in with her boyfriend in Bristol"
                    r"(?: with (?:her|his|their) [a-z]+(?: [A-Z][\w'-]+)? (?:in|to))?) "
                    r"(?:" + _KIND + r"|(?=[A-Z]))" + r"(?:(?i:the) )?" + _TOWN)
# "my brother Andre moved again, he's in Calgary now", chat's "he in Calgary now": the move
# said first, the new home after it (remember51: no home, Toronto stayed current)
_MOVED_THEN = re.compile(_WHO + r" (?:(?i:has|have|'s|'ve) )?(?:(?i:just|recently|finally) )?"
                         r"(?i:moved|relocated|shifted)(?: (?i:again|away|out|house|on))?,? "
                         r"(?:(?i:and|so) )?(?i:he|she|they)(?:'s|'re| (?i:is|are))? "
                         r"(?:(?i:now) )?(?:(?i:living|based) )?()(?i:in) " + _TOWN)
# "My sister's in Perth now", "my brother is now in Berlin": a stay said as lasting ("now",
# "these days"); not "my sister's in Spain this week"
_NOW_IN = re.compile(r"\b(?i:my|our) " + BY_AGE + r"(?i:(" + RELATIONS + r"))(?:,? " + NAME
                     + r",?)?(?:'s|'re| (?i:is|are)) (?:(?i:(now) )(?:(?i:living|based) )?|"
                     r"(?:(?i:living|based) )?)(?:(?i:out|over|down|up|back) )?(?i:in) " + _TOWN
                     + r"(?(3)(?=[,.;!?]|$| and | but | with )|(?=,? (?i:now|these days|nowadays|"
                     r"for good)\b))")
# "my mum's still in the old house in Mendooran", "my dad is in a care home in Leeds": a home
# of a kind one is in (darryl: her move to a care home ended nothing); not "in Berlin this week"
_IN_KIND = re.compile(r"\b(?i:my|our) " + BY_AGE + r"(?i:(" + RELATIONS + r"))(?:,? " + NAME
                      + r",?)?(?:'s| (?i:is)) (?:(?i:still|now) )?(?i:in) " + _KIND + _TOWN)
# "My son Nnamdi is the one still at home in Lagos": home said as being at home there
# (remember47: his move to Abuja ended nothing, so "Where did Nnamdi live before?" had no past)
_AT_HOME = re.compile(r"\b(?i:my|our) " + BY_AGE + r"(?i:(" + RELATIONS + r"))(?:,? " + NAME
                      + r",?)?(?:'s| (?i:is)) (?:(?i:the one|the only one) )?(?:(?i:still) )?()"
                      r"(?i:at home) (?i:in) " + _TOWN + r"\b(?!,? (?i:for|this|until|till|over)\b)")
# "the commute from my parents' place in Bedok", "my mum's house in Leeds": a relative's home
# said in passing by its kind (remember35: "Where does my family live?" found nothing); not
# an old, holiday or second home, nor one sold or let
_THEIR_PLACE = re.compile(r"\b(?i:my|our) " + BY_AGE + r"(?i:(" + _GROUPS + "|" + RELATIONS
                          + r"))(?:'s?|s')() (?:(?i:little|new|big|lovely) )?((?i:place|house|home|flat|"
                          r"apartment|bungalow|cottage|farm)) (?i:in|near|outside) " + _TOWN)
_NOT_THEIRS_NOW = re.compile(r"\b(?:sold|selling|for sale|let out|rented out|used to|holiday|"
                             r"second home)\b", re.I)
# a plan, a wish or a doubt before the verb is no home yet
_NOT_YET = re.compile(r"\b(?:if|might|may|could|would|will|wants? to|going to|planning|"
                      r"thinking|hoping|hopes|about to|before|when)\b", re.I)
# what follows a town that is not a town ("in May", "near us")
_NOT_TOWN = re.compile(r"(?:I|My|Our|The|A|An|He|She|They|We|It|This|That|Year|Grade|Form|"
                       r"Reception|Hospital|Rehab|Care)\b|" + CALENDAR.pattern,
                       re.I)


_MOTHER, _FATHER = r"(?:mum|mom|mother|mam|mammy|mummy)", r"(?:dad|father|daddy)"
# "my mum and dad", "My father is ..., he and my mother live in Nagpur": the parents together
_PARENTS = re.compile(r"\b(?i:my|our) (?i:" + _MOTHER + r" (?:and|&) (?:my |our )?" + _FATHER
                      + r"|" + _FATHER + r" (?:and|&) (?:my |our )?" + _MOTHER + r")\b")
_PARTNER_TOO = re.compile(r"\b(?i:my|our) (?i:(" + _MOTHER + r")|" + _FATHER + r")\b[^.;!?]{0,60}?"
                          r"\b(?i:(he|she)) (?:and|&) (?i:my|our) (?i:(" + _MOTHER + r")|"
                          + _FATHER + r")\b")


def kin_homes(s: str, page: Page, who: str) -> list[dict]:
    """Where a relative (or the speaker's parents) lives, keyed by them, in `s`."""
    out = []
    s = _PARENTS.sub("my parents", s)
    m = _PARTNER_TOO.search(s)
    if m and (m.group(1) is None) == (m.group(2).lower() == "he") and (
            m.group(3) is not None) == (m.group(1) is None):
        s = s[:m.start(2)] + "my parents" + s[m.end():]
    for how, pat in (("lives", _LIVES), ("moved", _MOVED), ("moved", _MOVED_THEN),
                     ("now", _NOW_IN), ("lives", _AT_HOME), ("lives", _IN_KIND),
                     ("place", _THEIR_PLACE)):
        for m in pat.finditer(s):
            rel, name, kind, town = m.group(1).lower(), m.group(2), m.group(3), m.group(4)
            # ("in Gilgandra on Monday": a day is no part of the town, as "upon Avon" is)
            town = re.sub(r" on (?:" + CALENDAR.pattern + r")$", "", town, flags=re.I)
            kind = None if how in ("now", "place") else kind
            if (name in ("I", "My", "Our") or _NOT_TOWN.match(town)
                    or _NOT_YET.search(s[max(0, m.start() - 40):m.end()])
                    or how == "place" and _NOT_THEIRS_NOW.search(s)):
                continue
            key = kin_key(rel, name) + ".location"
            if any(f["attribute"] == key for f in out):
                continue
            whom = f"{rel} {name}" if name else rel
            verb = "live" if rel.endswith("s") and rel in _GROUPS.split("|") else "lives"
            where = f"{kind} in {town}" if kind else town
            # "... in Toronto with her husband": who they live with is said with it
            also = re.match(r" with (?:(?:her|his|their) [a-z]+(?: [A-Z][\w'-]+)?|[A-Z][\w'-]+)"
                            r"(?: and (?:her|his|their|our) (?:\w+ )?[a-z]+)?(?=[,.;!?]|$)",
                            s[m.end():])
            ours = "the user's" if who == "The user" else poss(who)
            where += re.sub(r"\bour\b", ours, also.group(0)) if also else ""
            text = f"{poss(who)} {whom} {verb} in {where}" + (
                " (moved there)." if how == "moved" else " now." if how == "now" else
                f" (their {m.group(3).lower()} is there)." if how == "place" else ".")
            out.append(fact("trait", key, town, text, page, 0.75))
    return out



# "I'm staying in hall, which is so nice because the commute from my parents' place in Bedok
# was killing me": a relative's home said in an aside the statement is trimmed of (remember35:
# the families read only "I'm staying in hall", so "Where do my parents live?" found nothing).
# Only in an aside that gives a reason or says more, not in a condition or a wish.
_ASIDE = re.compile(r",? (?:which|because|cos|since|as|so|and)\b(?![^.;!?]*\b(?:if|unless|"
                    r"would|could|might|wish|want|hope)\b)", re.I)


def aside_homes(s: str, kept: str, page: Page, who: str) -> list[dict]:
    """The relatives' homes said in the aside of sentence `s` that its statement `kept`
    leaves out."""
    m = _ASIDE.search(s)
    if not m:
        return []
    facts = kin_homes(s[m.end():], page, who)
    return [f for f in facts if f["value"].lower() not in kept.lower()]


__all__ = ["aside_homes", "kin_homes"]
