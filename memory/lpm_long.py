"""Long messages that tell many things at once: "Right, bit of an essay incoming. I'm Rafa,
from Porto, in Manchester eight years ... my mum is coming over ... I swim on Mondays ...
anyway, can you plan a week of dinners?".

Design decision: a message yields at most one unkeyed statement (`lpm_rules.side_facts`),
which keeps a chatty message from filling memory with small talk. A long message of many
sentences, though, is several messages' worth of news written at once, and its one
statement kept one topic of eight. `parts` cuts such a message into runs of PART
sentences, each read as a message of its own (so each may give its statement); a message
under LONG_WORDS words or LONG_SENTENCES sentences, as nearly every chat message is,
stays whole. The cut falls only between sentences, never inside one.

Chat starts sentences without a capital ("cool, I'll send him that. unrelated, we got a
dog"), which `sentences.split` needs to see one; `capital_starts` gives the word after a full
stop its capital, unless the stop ends an abbreviation ("e.g. this", "etc. and", "approx. 5")
or a dotted initialism; a message with no capital at all is left to
`lpm_passing.capitalised`, which needs to see it so. An exclamation or question mark is left alone: "we got a dog! a
beagle called Biscuit" goes on with the same news.
"""
from __future__ import annotations

import re

from . import sentences as S

LONG_WORDS = 70        # a long message: this many words ...
LONG_SENTENCES = 6     # ... in at least this many sentences
PART = 2               # sentences read together, as one chat message usually holds


def parts(text: str) -> list[str]:
    """`text` as the pieces the rules read as messages: itself, or runs of PART sentences."""
    sents = S.split(text or "")
    if len((text or "").split()) < LONG_WORDS or len(sents) < LONG_SENTENCES:
        return [text]
    runs = [sents[i:i + PART] for i in range(0, len(sents), PART)]
    if len(runs) > 1 and len(runs[-1]) < 2:   # a last sentence alone joins the run before
        last = runs.pop()
        runs[-1] += last
    return ["\n".join(r) for r in runs]


_ABBREV = frozenset("etc vs approx no nr st mr mrs ms dr fig cf ca esp incl min max sq ft dept "
                    "est jr sr".split())


def capital_starts(text: str) -> str:
    """`text` with a lowercase word after a full stop capitalised (a new sentence in chat)."""
    if not re.search(r"[A-Z]", re.sub(r"\bI\b(?:'\w+)?", "", text or "")):
        return text   # all lowercase: `lpm_passing.capitalised` reads it by its own slots
    def cap(m: re.Match) -> str:
        word = m.group(1)
        if word.lower() in _ABBREV or "." in word or len(word) == 1:
            return m.group(0)
        return m.group(0)[:-1] + m.group(3).upper()
    return re.sub(r"(?<![.\w])([\w.]+)\.(\s+)([a-z])(?=[a-z]*\b)", cap, text or "")
