"""More notebook lines, as lowercase writers keep them (remember61, blind: kieran's notes
formed 7 of 15 answers): "sister niamh bday 3 sept", "plates: KX19 ABC (the corsa)", "work -
junior quantity surveyor at hartley & finch, piccadilly", "vet for biscuit (the cat): northern
vets, dr amaral", "gym is puregym in ancoats".

Design decisions:
- Each line is said as the plain sentences the rules read, as lpm_notebook does; a name in a
  slot where only a name can stand (after the relation, the pet's name in brackets' owner,
  the workplace after "at", the carer's value) gets its capitals when the writer typed none,
  since the rules find names by their capital and lpm_lowercase sees the "My" these sentences
  open with as the writer's own capital.
- The relation of a birthday line must be one the speaker has one of (lpm_words.SINGLE) or be
  said with "my": "friend tom bday 3 may" names no relation of the speaker's.
- A plate is the car's number plate; a gym said without a day or time is where one trains
  (with one, lpm_notebook reads a routine).
"""
from __future__ import annotations

import re

from .lpm_base import article
from .lpm_words import SINGLE

_SMALL = frozenset("and & of the at in on for a an de van von der da di le la".split())
_DATE = (r"(\d{1,2}(?:st|nd|rd|th)?(?: of)? [a-z]{3,9}\.?|[a-z]{3,9}\.? \d{1,2}(?:st|nd|rd|th)?)")
_BDAY = re.compile(r"^\s*(?:my )?(" + SINGLE + r"|(?:my )(?:son|daughter|niece|nephew|grandson|"
                   r"granddaughter|cousin|aunt|uncle))\s+([a-zA-Z][\w-]*)(?:'s)? "
                   r"(?:bday|birthday|b'day)\s*(?:is |on |[:=-]\s*)?" + _DATE + r"(?=[\s.,;!]|$)",
                   re.I)
_PLATE = re.compile(r"^\s*(?:my )?(?:car )?(?:number )?(?:plates?|reg|registration|number plate)\s*(?:[:=]|"
                    r"\s[-\u2013\u2014]\s|\sis\s)\s*([A-Z0-9][A-Z0-9 -]{2,9}[A-Z0-9])\b(?:\s*\((?:the |"
                    r"my )?([^)]+)\))?", re.I)
# "My car is a blue Renault Clio, registration GH-417-LT." (odette)
_REG_IN = re.compile(r",? (?:with )?(?:the )?(?:registration|reg|number plate|plates?)(?: number)?(?: is)? "
                     r"((?-i:[A-Z0-9]{1,4}[- ]?[A-Z0-9]{1,4}(?:[- ][A-Z0-9]{1,4})?))\b(?=[,.;!]?\s*$)", re.I)
_PHONE = re.compile(r"^\s*(?:my )?(?:phone|mobile|cell)(?: number| no\.?)?\s*(?:[:=]|\sis\s)\s*"
                    r"(\+?\d[\d ()-]{5,18}\d)[\s.]*$", re.I)
# "dog: Canelo, 6 yr old beagle" (yolanda)
_PET = re.compile(r"^\s*(?:my )?(dog|cat|puppy|kitten|rabbit)\s*(?:[:=]|\s[-\u2013\u2014]\s)\s*"
                  r"([A-Za-z][\w'-]+),\s*(.+?)[\s.]*$", re.I)
_WORK = re.compile(r"^\s*(?:work|job|my job)\s*(?:[:=]|\s[-\u2013\u2014]\s)\s*([a-z][\w -]{2,40}?) "
                   r"(?:at|for|with) ([\w&'. -]{2,40}?)(?:,\s*([\w' -]{2,30}?))?[\s.]*$", re.I)
_VET_FOR = re.compile(r"^\s*(vet|groomer|dog walker|sitter|pet sitter) for ([a-z][\w'-]+|"
                      r"[A-Z][\w'-]+) \((?:the|my|our) ([a-z]+)\)\s*(?:[:=]|\s[-\u2013\u2014]\s)\s*"
                      r"(.+?)[\s.]*$", re.I)
_GYM = re.compile(r"^\s*(?:my )?gym (?:is|[:=-]) (?!(?:on|at|every)\b)([a-z][\w'-]+|[A-Z][\w'-]+)"
                  r"(?: in ([a-z][\w'-]+|[A-Z][\w'-]+))?(?=\s*(?:[,.;]|$))", re.I)


def named(v: str) -> str:
    """`v` with each word capitalised when the writer typed no capitals in it."""
    if re.search(r"[A-Z]", v):
        return v
    return " ".join(w if w in _SMALL else "Dr" if w in ("dr", "dr.") else w[0].upper() + w[1:]
                    for w in v.split())


# "changed jobs!! now at arcadis, similar role": the new workplace after news of a change
_NOW_AT = re.compile(r"^\s*(?:(?:i've |i have |i )?(?:changed|switched) jobs?|new job)\s*[!.,:-]+\s*"
                     r"(?:i'm |i am )?now (?:at|with) ([a-z][\w&'-]+|[A-Z][\w&'-]+(?: [A-Z][\w&'-]+)?)"
                     r"(?=[\s,.;!]|$)", re.I)


# "switched spin to thursdays 6.30, tues clashes with 5-a-side now": a weekly class moved
_SWITCHED_TO = re.compile(r"^\s*(?:switched|moved|changed) (?:my )?((?:[a-z]+ )?(?:class|spin|gym|"
                          r"yoga|pilates|swimming|training|choir|practice|lessons?))( class)? to "
                          r"((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b", re.I)


def note_line(line: str) -> str | None:
    """`line` said as plain sentences when it is one of the entries above, else None."""
    line = re.sub(r"^\s*[-*\u2022]\s+", "", line)   # (a bullet: "- dog: Canelo, ...")
    m = _PHONE.match(line)
    if m:
        return f"My phone number is {m.group(1)}."
    m = _PET.match(line)
    if m:
        pet, name = m.group(1).lower(), named(m.group(2))
        what = re.sub(r"\b(?:yr|yrs|y/o|yo)\b(?: old)?", "year old", m.group(3))
        return f"My {pet} is called {name}. My {pet} {name} is {article(what)}."
    m = _REG_IN.search(line)
    if m and not _PLATE.match(line):
        return f"{line[:m.start()].rstrip(' ,')}. My number plate is {m.group(1)}."
    m = _BDAY.match(line)
    if m:
        rel = re.sub(r"(?i)^my ", "", m.group(1)).lower()
        name, rest = named(m.group(2)), line[m.end():].strip(" .")
        return (f"My {rel} is called {name}. My {rel} {name}'s birthday is on {m.group(3).rstrip('.')}."
                + (f" {rest[0].upper() + rest[1:]}" if rest else ""))
    m = _PLATE.match(line)
    if m:
        car = f" I drive {article(named(m.group(2)))}." if m.group(2) else ""
        return f"My number plate is {m.group(1).upper()}.{car}"
    m = _WORK.match(line)
    if m:
        where = f" in {named(m.group(3))}" if m.group(3) else ""
        return f"I work as {article(m.group(1).strip())} at {named(m.group(2).strip())}{where}."
    m = _VET_FOR.match(line)
    if m:
        carer, who = m.group(1).lower(), named(m.group(4))
        # ("northern vets, dr amaral": the carer by name, at the practice)
        dr = re.fullmatch(r"(.+?),\s*((?:Dr\.?|Doctor) [\w' -]+)", who)
        who = f"{dr.group(2)} at {dr.group(1)}" if dr else who
        return f"My {m.group(3).lower()} is called {named(m.group(2))}. My {carer} is {who}."
    m = _SWITCHED_TO.match(line)
    if m:
        thing = (m.group(1) + (m.group(2) or "")).lower()
        thing = thing if thing.endswith(("class", "lessons", "lesson", "gym", "choir")) or \
            thing.endswith("ing") else thing + " class"
        return f"My {thing} has moved to {m.group(3).capitalize()}s now.{line[m.end():]}"
    m = _NOW_AT.match(line)
    if m:
        rest = line[m.end():].strip(" ,.")
        return f"I changed jobs. I work at {named(m.group(1))} now." + (
            f" {rest[0].upper() + rest[1:]}." if rest else "")
    m = _GYM.match(line)
    if m:
        return f"My gym is {named(m.group(1))}" + (f" in {named(m.group(2))}" if m.group(2) else "") \
            + line[m.end():].rstrip() + ("" if line.rstrip().endswith(".") else ".")
    return None


__all__ = ["named", "note_line"]
