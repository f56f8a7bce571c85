"""Facts said while setting the assistant right: "No, you've got that mixed up, Pepper is my
DOG, the cat is Miso", "ugh no, Sophie is my cousin".

Design decisions:
- A correction of what the assistant said opens with a remark to the listener ("you've got
  that mixed up", "you're confusing them"), and `sentences.candidate` rightly drops a
  sentence about the listener. What follows the remark is the speaker's own statement:
  `set_right` says it as a sentence of its own, so the usual rules read it. A remark that
  goes on about the listener ("you've got it wrong, you always do") stays dropped there.
- "Pepper is my dog", "Sophie is my cousin": the name first, then the relation, is how a
  correction says who someone is. It is said the way the rules read a relation ("My dog is
  called Pepper."), only in a sentence that sets something right (a remark to the listener
  or an opening "No,", "Actually,"): elsewhere the first word may be no name at all
  ("Coffee is my best friend", "Netflix is my boyfriend now"). Not "... is not my dog",
  "... is my cousin's wife" (someone else's relative), "she/this/that is my ...", or a
  question.
- Earlier chats are not changed here: a relation is single-valued where the rules key it so
  (`relation.dog`), so "Pepper is my dog" ends a wrong "the dog is called Miso" by itself.
"""
from __future__ import annotations

import re

from . import sentences as S
from .lpm_words import RELATIONS

_REMARK = re.compile(
    r"^(?:(?:no|nope|nah|ugh|argh|oh|ah|um|hmm|wait|sorry|actually|lol)\b[,!.]*\s+)*"
    r"(?:you(?:'ve| have)? got (?:that|it|them|those|this|us|me|things)(?: all)? (?:mixed up|"
    r"wrong|backwards|the wrong way round|confused|muddled(?: up)?)|you(?:'re| are) (?:mixing|"
    r"confusing|muddling) (?:them|things|those|it|that|us|me)(?: up)?|you(?:'ve| have)? "
    r"(?:mixed|muddled) (?:them|those|that|it|things|us) up|that's (?:not right|wrong|not "
    r"it)|you misunderstood|you misread(?: that| it)?)"
    r"(?: (?:again|there|a bit))?[,;:.!\u2014-]+\s+(?=\S)", re.I)
# a sentence that opens as setting something right ("No, not Sophie, ...", "Actually, ...")
_FIX = re.compile(r"^(?:no|nope|nah|not|actually|sorry|ugh|argh|wait|oh no|correction)\b", re.I)
_NOT_NAMES = frozenset("This That It He She They There Here What Who Which Mine Yours "
                       "Today Tomorrow Now Then".split())
_NAMED_AS = re.compile(r"(?:^|(?<=[,;:] )|(?<=\band )|(?<=\bbut ))([A-Z][a-z'-]+) (?:is|'s) "
                       r"(?:my|our) (?:(?:little|big|older|younger|baby|best) )?"
                       r"((?i:" + RELATIONS + r"))\b(?!'s|-in-law| (?:and|&) )")


def set_right(s: str) -> list[str]:
    """What a sentence that sets the listener right says of the speaker, as sentences of
    their own: the part after the remark, and "NAME is my REL" said as "My REL is called
    NAME."."""
    out = []
    m = _REMARK.match(s.strip())
    rest = s.strip()[m.end():] if m else ""
    if rest and not S.is_question(rest):
        out.append(rest[0].upper() + rest[1:])
    if not S.is_question(s) and (m or _FIX.match(s.strip())):
        for n in _NAMED_AS.finditer(s):
            if n.group(1) not in _NOT_NAMES:
                out.append(f"My {n.group(2).lower()} is called {n.group(1)}.")
    return out
