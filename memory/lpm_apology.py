"""An apology said as a sentence of its own before the fix: "Sorry, I said wrong last time.
Taras is bus driver, not truck driver." (remember44: no fix was read, the old job stayed).

Design decision: only a bare apology (sorry, oops, my mistake, "I said it wrong", "I made a
mistake") opens the next sentence as a correction; lpm_corrections then reads that one as it
reads "Sorry, X, not Y" (a value pair of one kind, or two short phrases), so a next sentence
that is no fix ("Sorry, I said wrong. My husband is called Taras.") still forms none.
"""
from __future__ import annotations

import re

_PREFACE = re.compile(r"^(?:(?:oh|and|so|also)[\s,]+)?(?:sorry|oops|whoops|my bad|my mistake|"
                      r"correction)[\s,.!:-]*(?:i (?:said|wrote|told you|typed) (?:it |that |"
                      r"something )?(?:wrong|wrongly|incorrectly|by mistake)|i (?:made|did) (?:a )?"
                      r"mistake|i was wrong|i got (?:it|that|something) wrong)?(?:\s+(?:last time|"
                      r"before|earlier|yesterday))?[\s.!]*$|"
                      # ("I gave you the wrong town for the vet. Dr Botha's practice is in Reitz,
                      # not Bethlehem.": what was wrong named, no apology word; kobus)
                      r"^(?:(?:oh|and|so|also|sorry|oops|whoops|och|ah|wait)[\s,]+)?i (?:gave|told) you the wrong [a-z]+(?: for "
                      r"[\w' ]{2,30}?)?(?: (?:last time|before|earlier|yesterday))?[\s.!]*$", re.I)
# "Did I say Pimenta is a beagle? I meant she's a basset hound.": the value once said, asked
# back, then the one meant (remember53: the question was dropped and "The user meant she's a
# basset hound" stored). Only before "I meant" or "(s)he's actually": "Did I say I'd call?
# I'll do it now." is no fix.
_ASKED_BACK = re.compile(r"\b(?:did|have) i (?:say|said|tell you|told you|write|mention)(?: that)? "
                         r"([^?.!]{3,80}?)\s*\?+\s+(?:(?:oh|sorry|oops|whoops)[\s,!.]+)?"
                         r"(?=i (?:actually |really )?(?:meant|mean)\b|(?:he|she|it|they)(?:'s| is|"
                         r" are) actually\b)", re.I)


def asked_back(text: str) -> str:
    """`text` with "Did I say X? I meant Y" said as "I said X, I meant Y", the shape
    lpm_corrections reads."""
    return _ASKED_BACK.sub(lambda m: "I said " + m.group(1) + ", ", text)


def prefaced(sents: list[str]) -> list[str]:
    """`sents` with a sentence after a bare apology ("Sorry, I said wrong last time.") opened
    as a correction, so "X, not Y" there is read as one."""
    return [("Sorry, " + s) if i and _PREFACE.match(sents[i - 1]) and not _PREFACE.match(s)
            else s for i, s in enumerate(sents)]
