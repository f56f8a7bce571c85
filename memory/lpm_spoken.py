"""Voice dictation: long messages with no punctuation at all ("we live out in sacramento my
husband drives a forklift and we have two boys so if you suggest recipes ...").

Design decisions:
- Dictation gives one run-on "sentence" holding several facts; read whole, a place runs on
  into the next clause and a remark to the listener ("so if you ...") makes all of it no
  candidate. `clauses` breaks such a message where speech starts a new clause: before
  "and/but/so" that open a first-person clause, before spoken fillers ("oh and", "so yeah",
  "anyway", "by the way"), and before "my/our <relative>" followed by a verb after a word
  that cannot govern it ("near the river my husband drives ..." but not "I told my husband
  is ..."). The breaks become line breaks, which `sentences.split` honours.
- Only a message of some length without a single sentence mark is read so; written chat
  keeps its own sentences.
"""
from __future__ import annotations

import re

from .lpm_words import RELATIONS

_MIN_WORDS = 12
_ME = r"(?:i|i'm|im|i've|ive|we|we're|were|we've|my|our)\b"
# words that take "my X" as their object: "told my husband", "with my son"
_GOVERNS = frozenset(
    "to for with of at in on and about from by like love loves miss call visit see help tell "
    "told is was are were and but so that because than as when where while after before since "
    "until near behind think thought know said says asked ask bought got gave give met meet "
    "take took bring brought".split())
_BREAKS = (
    re.compile(r" (?:and|but) (?=" + _ME + r")", re.I),
    re.compile(r" (?=so (?:if|yeah|anyway|i|i'm|im|we|my|our)\b)", re.I),
    re.compile(r" (?=(?:oh and|so yeah|anyway|anyways|by the way|btw)\b)", re.I),
)
_KIN_CLAUSE = re.compile(r"\b([a-z']+) (?=(?:my|our) (?:" + RELATIONS + r")s? (?:\w+s|is|"
                         r"was|has|had|just)\b)", re.I)


def clauses(text: str) -> str:
    """`text` broken into lines at clause starts when it is unpunctuated dictation."""
    if not text or re.search(r"[.!?;,:\n]", text) or len(text.split()) < _MIN_WORDS:
        return text
    t = text
    for pat in _BREAKS:
        t = pat.sub("\n", t)
    return _KIN_CLAUSE.sub(lambda m: m.group(0) if m.group(1).lower() in _GOVERNS
                           else m.group(1) + "\n", t)
