"""Where the people close to the speaker work, and their new jobs: "My sister Pei Ling works
at DBS", later "She joined Grab as a product manager" (said of her: `lpm_passing.about_kin`).

Design decisions:
- Keyed by the relative (`relation.sister.employer`), as their home and job are, so a new
  workplace ends the old and keeps it as history (remember47: "Where does my sister work
  now?" got the old DBS statement, both being unkeyed).
- Only a workplace by its name (capitalised: "DBS", "Tata Steel"), said as settled ("works
  at/for", "joined ... as a <job>", "got a job at"); a wish, a plan or the past ("wants to
  work at Google", "used to work for Ford") is none, nor "works at home" or "at the weekend",
  nor "joined Weight Watchers" or "started at Oxford" (a club, a university).
- Joining a new workplace ends the relative's job too when it says the new one ("as a
  product manager"): the old title was of the old place.
"""
from __future__ import annotations

import re

from .lpm_base import fact, kin_key, poss
from .lpm_changes import A_WORKPLACE
from .lpm_words import BY_AGE, NAME, RELATIONS
from .types import Page

_ORG = r"((?!(?:I|The|My|Our|Christmas|Easter|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|" \
       r"Sunday)\b)[A-Z][\w&'.-]*(?: (?:&|of|and) [A-Z][\w&'-]*| [A-Z][\w&'-]*){0,3})"
# ("my wife Samira works at the council", "... at the hospital": a workplace by its kind too,
# as the speaker's own is read, lpm_changes.A_WORKPLACE)
_ORG_OR_KIND = r"(" + A_WORKPLACE + r"|" + _ORG[1:]
_WORKS_AT = re.compile(r"^(?i:my|our) " + BY_AGE + r"(?i:(" + RELATIONS + r"))\b(?!')(?:,? " + NAME
                       + r",?)? (?:(?i:now|currently|still|just|also|has|finally|recently) )*"
                       r"(?:(?i:(works|is working|has been working) (at|for))|(?i:(joined|got a "
                       r"job (?:at|with)|went to work (?:at|for)))) " + _ORG_OR_KIND + r"(?: (?i:as) "
                       r"(?:(?i:an?|the) )?([a-z][\w -]{2,40}?))?(?=[,.;!?]|$| (?:and|but|so|in|on|"
                       r"since|now|last|this)\b)([^,.;!?]{0,50})")
_UNSETTLED = re.compile(r"\b(?:wants?|would|hopes?|might|may|could|used to|plans?|going to|"
                        r"gonna)\b", re.I)


# "My partner is a nurse called Jess": the name said after the job (the job was keyed, the
# name only in a statement, so "What's my partner called?" had no key); a name only
_NAMED_AFTER = re.compile(r"\b(?i:my|our) " + BY_AGE + r"(?i:(" + RELATIONS + r")) (?i:is|'s) "
                          r"(?i:an?) [a-z][\w-]*(?: [a-z][\w-]*){0,2} (?i:called|named) " + NAME
                          + r"(?=[,.;!?]|$| [a-z])")


def _named_after(s: str, page: Page, who: str) -> list[dict]:
    m = _NAMED_AFTER.search(s)
    if not m or m.group(2) in ("I", "My") or _UNSETTLED.search(s[:m.start()]):
        return []
    rel, name = m.group(1).lower(), m.group(2)
    return [fact("trait", kin_key(rel, name), name, f"{poss(who)} {rel} is called {name}.",
                 page, 0.75)]


# "my wife Samira left the council, she's at the NHS now": where they are after the work
# they left (as lpm_nowat reads the speaker's own)
_NOW_AT = re.compile(r"^(?i:my|our) " + BY_AGE + r"(?i:(" + RELATIONS + r"))\b(?!')(?:,? " + NAME
                     + r",?)? (?:(?i:has|just|finally) )*(?i:left|quit) (?:(?i:the|her|his|their) )?"
                     r"[^,;.!?]{2,40}?,? (?:(?i:and|so) )?(?i:(?:she|he)(?:'s| is)) (?:(?i:now) )?"
                     r"(?i:at|with) (?:(?i:the) (?=[A-Z]))?" + _ORG_OR_KIND
                     + r"(?= (?i:now|these days|instead)\b)")


def kin_work(s: str, page: Page, who: str) -> list[dict]:
    """The workplace `s` says a relative works at, keyed by the relative; a relative's name
    said after their job."""
    m = _NOW_AT.match(s)
    if m and m.group(2) not in ("I", "My"):
        rel, name, org = m.group(1).lower(), m.group(2), m.group(3)
        whose = f"{poss(who)} {rel}" + (f" {name}" if name else "")
        the = "the " if re.search(r"(?i:\bat the) " + re.escape(org), s) else ""
        return [fact("trait", kin_key(rel, name) + ".employer", org, f"{whose} works at {the}"
                     f"{org} now (a new job).", page, 0.75, ends=[kin_key(rel, name) + ".job"])]
    return _named_after(s, page, who) + _works_at(s, page, who)


def _works_at(s: str, page: Page, who: str) -> list[dict]:
    m = _WORKS_AT.match(s)
    if not m or _UNSETTLED.search(s[:m.end()]):
        return []
    rel, name, org, job = m.group(1).lower(), m.group(2), m.group(6), m.group(7)
    new = m.group(5) is not None
    if new and not job and not m.group(5).lower().startswith(("got", "went")):
        return []   # ("joined Weight Watchers", "joined Oxford": no job said)
    key = kin_key(rel, name)
    whose = f"{poss(who)} {rel}" + (f" {name}" if name else "")
    as_job = f" as {'an' if job and job[0] in 'aeiou' else 'a'} {job}" if job else ""
    # (a new one said as where they work now: "Where does my sister work now?" reads the verb)
    verb = "works at" if new else "works " + m.group(4).lower()
    text = f"{whose} {verb} {org}{' now' if new else ''}{as_job}{m.group(8).rstrip()}" + (
        " (a new job)." if new else ".")
    return [fact("trait", key + ".employer", org, text, page, 0.75,
                 ends=[key + ".job"] if new and job else [])]


__all__ = ["kin_work"]
