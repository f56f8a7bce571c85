"""A relative's birthday, keyed by them: "My mum's birthday is on the 3rd of June", and said
inside a request, "a message to my son Anand for his birthday on 14th August".

Design decisions:
- Was a statement only, which a long message or a request did not keep; keyed
  (`relation.<rel>[.<name>].birthday`), a later date ends the earlier one.
- A date must be said ("on the 3rd", "in March", "next Friday"); inside a request only a
  dated one ("for his birthday on 14th August"), not "for her birthday" alone, which says
  when nothing is. The date is resolved as yearly: a birthday has no year.
"""
from __future__ import annotations

import re

from .lpm_base import MONTHS, WHEN, fact, kin_key, poss
from .lpm_words import NAME, RELATIONS
from .timewords import resolve
from .types import Page

_KIN_BIRTHDAY = re.compile(r"\b(?i:my|our) (?i:(" + RELATIONS + r"))(?:,? " + NAME + r",?)?(?:'s "
                           r"(?i:birthday)(?: (?i:is)|'s)| (?i:for|on) (?i:his|her) (?i:birthday)"
                           r"(?= (?i:on) (?:the )?\d))(?: (?i:on))? ([^,.;!?]{3,30}?)"
                           r"(?=[,.;!?]|$| and | but | so )")


def kin_birthdays(s: str, page: Page, who: str) -> list[dict]:
    """The birthdays of relatives said in sentence `s`, keyed by them."""
    out = []
    for m in _KIN_BIRTHDAY.finditer(s):
        rel, name, when = m.group(1).lower(), m.group(2), m.group(3).strip()
        if name in ("I", "My") or not re.search(r"\d|" + WHEN, when, re.I):
            continue
        when = resolve(when, page.created, future=True, yearly=True)
        on = "" if re.match(r"(?:in|on|next|this|at|around|the)\b", when, re.I) else "on "
        key = kin_key(rel, name) + ".birthday"
        who_ = f"{rel} {name}" if name else rel
        out.append(fact("trait", key, when, f"{poss(who)} {who_}'s birthday is {on}{when}.",
                        page, 0.75))
    return out


# "My eldest Bea is turning 12 on Nov 3": the day of an age turned is the birthday (remember33:
# "When is Bea's birthday?" found only her age); a calendar date only ("on the 14th of
# March", "on 3 May"), not "on Saturday" or "next week", which say when this year's falls
_MONTH = r"(?:" + MONTHS + r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)"
_TURNING_ON = re.compile(r"\b(?:is turning|'s turning|turns|will be|is going to be) (\d{1,3}) "
                         r"on ((?:the )?(?:\d{1,2}(?:st|nd|rd|th)?(?: of)? " + _MONTH + r"|"
                         + _MONTH + r"\.? \d{1,2}(?:st|nd|rd|th)?)\b)", re.I)


def birthdays_turning(s: str, page: Page, who: str, out: list[dict]) -> list[dict]:
    """The birthdays of the relatives whose age turned on a date `s` says, keyed by them
    (`out`: the facts of `s` read so far, which hold the age)."""
    new = []
    for m in _TURNING_ON.finditer(s):
        for f in out:
            whose = re.match(re.escape(poss(who)) + r" (.+?) is (?:turning )?" + m.group(1) + r"\b",
                             f["text"])
            key = f["attribute"][:-4] + ".birthday"
            if (whose and f["attribute"].startswith("relation.") and f["attribute"].endswith(".age")
                    and not any(g["attribute"] == key for g in out + new)):
                when = resolve(m.group(2), page.created, future=True, yearly=True)
                new.append(fact("trait", key, when, f"{poss(who)} {whose.group(1)}'s birthday is "
                                f"on {when}.", page, 0.75))
    return new


__all__ = ["birthdays_turning", "kin_birthdays"]
