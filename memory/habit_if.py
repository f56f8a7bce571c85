"""A condition said after what the speaker does each time it holds: "my stepdad gives me 10
quid pocket money a week if i do the bins", "I get paid double if I work a Sunday".

Design decision: "if" makes a sentence hypothetical (sentences._HYPOTHETICAL) when it opens
it or goes with a wish or a modal ("I'd move to Spain if I could", "If I get the job I'll
move"). Said after a main clause in the plain present, with an "if I/we ..." in the plain
present too, it is the terms of a routine, and the main clause is a fact (felix: the pocket
money was dropped whole). Only the main clause is read for a hypothetical; the text keeps the
condition.

A plan said after the condition that it waits on ("If I stay in remission we're planning a
week in Orkney in May") is a plan the speaker has made, kept with its condition (remember73:
the trip was dropped whole); the main clause must be one of planning, not of a wish or a
"would" ("If I get the job I'll move" stays out).
"""
from __future__ import annotations

import re

# (a modal, a plan or a wish in the main clause is no routine: "I'll come if I finish early")
_MODAL = re.compile(r"\b(?:will|'ll|would|'d|could|can|might|may|should|shall|gonna|going to|"
                    r"wanna|want|hope|plan|if)\b", re.I)
_COND = re.compile(r",?\s+(?:if|whenever|as long as) (?:i|we) (?!(?:would|'d|could|might|was|were|"
                   r"had|will|'ll|can|ever|only)\b)[a-z]+\b[^,;]*[.!]*$", re.I)


def if_habit(t: str) -> re.Match | None:
    """Where the condition of a routine said after its main clause starts in `t`, or None."""
    m = _COND.search(t)
    if not m or not m.start() or _MODAL.search(t[:m.start()]) or _MODAL.search(
            t[m.start():].replace("if", "", 1)):
        return None
    return m


_PLAN_IF = re.compile(r"^(?:if|as long as|assuming) (?:i|we|all|everything|it|things) (?!(?:would|"
                      r"'d|could|might|was|were|had|ever|only)\b)[^,;]*?,?\s+(?=(?:we're|we are|i'm|"
                      r"i am) (?:still )?planning\b|(?:we|i) (?:still )?plan\b|the plan is\b)", re.I)


def plan_if(t: str) -> re.Match | None:
    """The condition a plan said after it waits on, at the start of `t`, or None."""
    m = _PLAN_IF.match(t)
    return m if m and not re.search(r"\b(?:would|'d|could|might|wish)\b", t[m.end():], re.I) \
        else None
