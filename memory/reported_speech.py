"""Whose words a sentence reports: someone else's news is no fact of the speaker's
(`sentences.candidate` drops it), save the speaker's own clause before it, a diagnosis given
("I was told I need glasses") and a doctor's word on the speaker. Split out of sentences.py
(its size).
"""
from __future__ import annotations

import re

_REPORTED = re.compile(
    # a quoted message: "Can you reword this? 'Fine, we'll come.'"
    r"[\"\u201c\u201d]|^'.*\w[.!?,]?'$|"
    # ("letters about claims", "the said form": a noun after a preposition or determiner;
    # remember24: "I work as a copywriter ..., it's mostly letters about claims" formed no job)
    r"\b(?:he|she|they|it|someone|somebody|people|everyone|(?!(?:about|of|for|with|on|in|to|"
    r"from|by|the|a|an|my|our|your|their|its|any|some|no|these|those|new|false|"
    # ("fifteen years handling insurance claims": claims to pay, no words; remember81)
    r"insurance|expenses?|benefits?|warranty|compensation|injury|tax|damages?|handling|"
    r"processing|filing|assessing)\b)\w+) "
    # ("we said goodbye to the Micra": no one's words reported)
    r"(?:(?:said|says)(?! (?:goodbye|good-bye|bye|farewell|hello|yes|no|grace)\b)|"
    # ("My boyfriend Tiago asked me to marry him": a proposal is news, no words reported)
    # ("I thought I ought to let you know that ...": the speaker's own news; remember44)
    # ("My son always asks for pizza": what one asks for is wanted, no words reported)
    r"told|tells|asked(?! (?:me|us) to marry\b| for\b)|asks(?! for\b)|claims?|claimed|thinks|"
    r"thought(?! (?:i |i'd )"
    r"(?:\w+ ){0,2}?(?:let you know|tell you|mention|update you)\b)|believes|"
    r"believed|mentioned|wrote|writes|posted|reckons)\b|\baccording to\b|\b(?:told me|asked "
    r"me(?! to marry))\b|\bthey say\b", re.I)
# "My husband has been told he has type 2 diabetes", "I was told I need glasses": a diagnosis
# given, not what someone else said (remember34: formed nothing)
_TOLD_ILL = re.compile(r"\b(?:(i|we)(?:'ve| have)?|\w+(?: has| have)?) (?:been |was |were |got )told "
                       r"(?:that )?(?=(i|we|he|she)(?:'ve)? (?:have|has|had|need|needs|am|is|are|'m|"
                       r"'s|'re|got)\b)", re.I)


# "I'm cutting back on the beers, the doc reckons my cholesterol is a bit high": a doctor's
# word on the speaker is no one else's news but the reason for what the speaker does, and
# kept with it (brayden: "Why am I cutting back on beer?" had only "cutting back")
_DOCTOR_ON_ME = re.compile(r"(?:\b(?:(?:the|my|our) |^)(?:doc|doctor|gp|consultant|specialist|nurse|"
                           r"physio|dentist|optician|midwife|cardiologist|dietitian)|"
                           r"(?-i:Dr\.? [A-Z][\w'-]+)) (?:has |had )?"
                           r"(?:(?:said|says|reckons|thinks|told me)(?: that)? (?:my|i|i'm|i've|i'd)\b|"
                           # ("My doctor has asked me to cut down on salt, and I take ...": advice
                           # to the speaker; remember44 lost the medicine after it)
                           r"(?:asked|told|advised|wants) me to\b)", re.I)


def reported(s: str) -> re.Match | None:
    """Where `s` reports someone else's words, unless only a doctor's on the speaker."""
    m = _REPORTED.search(s)
    doc = m and _DOCTOR_ON_ME.search(s)
    return None if doc and doc.start() <= m.start() < doc.end() and not _REPORTED.search(
        s[doc.end():]) else m


# "I've told work I'll come back part time": the speaker's own decision, told to another
# (remember77 lost the return to work as someone else's words)
_TOLD_MINE = re.compile(r"\b(?:i|we)(?:'ve| have)? (?:told|informed|let) (?:work|(?:my|our|the) "
                        r"(?:[a-z]+ )?(?:work|boss|manager|employer|team|office|landlord|school|"
                        r"nursery|agency|hr)|them|him|her|(?-i:[A-Z][\w'-]+))(?: know)? (?:that )?"
                        r"(?=(?:i|we)(?:'ll| will|'m| am|'re| are|'d| would| can|'ve| have)\b)", re.I)


def told_ill(s: str) -> str:
    """`s` without its "has been told he has" of a diagnosis (the told one said again), or
    the "I've told work" before the speaker's own decision."""
    s = _TOLD_MINE.sub("", s)
    m = _TOLD_ILL.search(s)
    if not m or bool(m.group(1)) != (m.group(2).lower() in ("i", "we")):
        return s
    return s[:m.start()] + s[m.end():]


# "I'm a home care worker with an agency, and Mrs Power's daughter asked how her mam is": a
# clause of the speaker's own spliced before someone else's words is still said of the
# speaker (remember37: the job was lost with the daughter's question)
# ("I went vegetarian last year, my mum still thinks it's a phase": a comma splice on to
# a relative's opinion; remember39 lost the diet with the opinion)
# ("my brother Matías just got a job in Wellington, he's told me like five times": on to
# someone's telling; remember39 lost the brother's new town)
_SPLICE = re.compile(r"[,;]\s+(?:(?:and|but|so|while)\s+|(?=(?:my|our) [a-z]+(?: [\w'-]+){0,4}? "
                     r"(?:thinks|reckons|says|believes|keeps saying)\b)|(?=(?:he|she|they)(?:'s|"
                     r" has|'ve| have)? (?:told|tells|said|says) (?:me|us)\b))|"
                     # ("the hip has been put back to May, some shortage of beds they said": a
                     # reason tagged as someone's word at the end; remember45 lost the new date)
                     r"[,;]\s+(?=\w[^,;\"]{0,60}? (?:he|she|they) (?:said|says)[.!]?$)")


def before_report(s: str) -> str:
    """`s`, or its clauses before the clause that reports someone else's words."""
    m = reported(s)
    if not m or told_ill(s) != s or not m.group(0)[:1].isalpha():
        return s
    # "Rex is a corgi, he's 4 and thinks he's a lion": the one said of goes on to what they
    # think; what was said of them before "and" stands (chloe: the breed was lost with it)
    if m.start() and re.match(r"(?i:and|but) ", m.group(0)):
        return s[:m.start()].rstrip(" ,;") + "."
    cuts = [c for c in _SPLICE.finditer(s) if c.end() <= m.start()]
    return s[:cuts[-1].start()] + "." if cuts else s


__all__ = ["before_report", "reported", "told_ill"]
