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

An older person writes a message of two or three long sentences, each with its own news
("I've still got Sooty, my old black cat, she's sixteen ..., the vet says ... . I do my
crochet of an evening ..., and on Tuesdays I go to the bowls club ..."): under
LONG_SENTENCES sentences, its one statement kept one of them and the blanket and the club
day were lost. Such a message of RAMBLE_WORDS words or more is read in runs of RUN_WORDS
words (a long sentence alone, short ones together). Each piece after the first is read
with the piece before it as the message before (`lpm_rules.extract`), so "He was a
fisherman" still knows who "he" is.

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
RAMBLE_WORDS = 50      # a message of few long sentences: this many words ...
RUN_WORDS = 25         # ... read in runs of sentences of at least this many words


def _runs(sents: list[str]) -> list[list[str]]:
    """Sentences in runs of at least RUN_WORDS words; a short last run joins the one before."""
    runs: list[list[str]] = [[]]
    for x in sents:
        if sum(len(y.split()) for y in runs[-1]) >= RUN_WORDS:
            runs.append([])
        runs[-1].append(x)
    if len(runs) > 1 and sum(len(y.split()) for y in runs[-1]) < RUN_WORDS:
        last = runs.pop()
        runs[-1] += last
    return runs


def parts(text: str) -> list[str]:
    """`text` as the pieces the rules read as messages: itself, or runs of PART sentences, or
    (few long sentences) runs of RUN_WORDS words."""
    sents = S.split(text or "")
    words = len((text or "").split())
    if len(sents) < LONG_SENTENCES and words >= RAMBLE_WORDS and len(sents) > 1:
        return ["\n".join(r) for r in _runs(sents)]
    if words < LONG_WORDS or len(sents) < LONG_SENTENCES:
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
