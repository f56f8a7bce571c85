"""Work at a relative's business: "Now I help my sister Hanh at her bakery", "I work for my
dad on his farm now", "These days I help out at my brother's garage" (remember39: the salon
sold, the new work formed no fact, and "I work for my dad" was read as an employer called
"my dad").

Design decisions:
- The workplace is kept as `employer` ("their sister Hanh's bakery"), with the relative's
  name, so "Where do I work?" finds it; said with a word of now ("now", "these days",
  "full time") it is the work now and ends the job held before (a job noun would only guess
  what the speaker does there).
- Helping is work only at a business and not for a time ("I help my mum at her shop on
  Saturdays", "I'm helping my brother at his garage this week" are favours); working is work
  whenever it is said of the speaker. Unsure or to come ("I might work for my uncle") is none.
"""
from __future__ import annotations

import re

from .lpm_base import UNSURE, fact
from .lpm_business import BUSINESS
from .lpm_words import IN_LAWS, NAME
from .types import Page

_KIN = (IN_LAWS + "|sister|brother|mother|mom|mum|father|dad|wife|husband|partner|son|daughter|"
        "uncle|aunt|auntie|cousin|grandmother|grandma|grandfather|grandpa|grandad|gran|nan|"
        "parents|family|in-laws|best friend|friend|stepdad|stepmum|stepmom")
_DOING = (r"\b(?i:i)(?:(?i:'m| am))?(?: (?i:now|currently|still|just|mostly))? (?i:(help|work))"
          r"(?i:ing)?(?: (?i:out))?")
_FOR = r"(?: (?i:for|with))? (?i:my|our) (?i:(" + _KIN + r"))(?:,? " + NAME + r")?"
_BIZ = (r"(?:(?i:own|little|new|family) )?(?i:(" + BUSINESS + r"))\b"
        r"(?: ((?i:in|on) (?:the )?[A-Z][\w'-]+(?: [A-Z][\w'-]+)?))?")   # (and where it is)
_SHAPES = (
    # "I help my sister Hanh at her bakery", "I work for my dad on his farm"
    re.compile(_DOING + _FOR + r" (?i:at|in|on) (?i:her|his|their) " + _BIZ),
    # "I help out at my brother's garage", "I work in my husband Ali's shop"
    re.compile(_DOING + r" (?i:at|in|on) (?i:my|our) (?i:(" + _KIN + r"))(?:,? " + NAME
               + r")?'s " + _BIZ),
    # "I work for my dad now": the relative as the employer, no business said
    re.compile(_DOING + _FOR + r"(?=[,.;!]|$| (?i:now|these days|full[- ]time|part[- ]time)\b)"))
_NOW = re.compile(r"\b(?:now|these days|nowadays|full[- ]time|instead)\b", re.I)
# a favour for a while, not work
_FAVOUR = re.compile(r"\b(?:on (?:saturdays|sundays|weekends|the weekend|\w+days)|at (?:the )?"
                     r"weekends?|sometimes|occasionally|this (?:week|weekend|summer|month)|today|"
                     r"tomorrow|tonight|over the (?:summer|holidays)|when (?:she|he|they))\b", re.I)


def kin_workplace(s: str, page: Page, who: str) -> list[dict]:
    """The speaker's work at (or for) a relative's business that sentence `s` says."""
    m = next((m for m in (p.search(s) for p in _SHAPES) if m), None)
    if not m or UNSURE.search(s[:m.start()]):
        return []
    helps = m.group(1).lower() == "help"
    if helps and (m.re is _SHAPES[2] or _FAVOUR.search(s)):
        return []   # "I help my mum on Saturdays": a favour
    kin = m.group(2).lower()
    whose = f"their {kin}" + (f" {m.group(3)}" if m.group(3) else "")
    place = f"{whose}'s {m.group(4).lower()}" if m.re is not _SHAPES[2] else whose
    if m.re is not _SHAPES[2] and m.group(5):
        place += f" {m.group(5)}"
    now = bool(_NOW.search(s))
    verb = "works for" if m.re is _SHAPES[2] else "helps out at" if helps else "works at"
    text = f"{who} {verb} {place}" + (" (their work now)." if now else ".")
    return [fact("trait", "employer", place, text, page, 0.75, ends=["job"] if now else ())]


__all__ = ["kin_workplace"]
