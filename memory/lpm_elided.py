"""A second verb of the speaker's with its subject left out: "I live in Cork and work as a
nurse" says "I work as a nurse" too, which the rule families read only with its "I".

Only the verbs people tell their lasting facts with, in the present, after a clause the
speaker opens ("My parents sold up and live in Spain" is theirs); not after a wish, a plan or
a past habit ("I'd love to go to Japan and live in Tokyo", "I used to live in Leeds and work
at the mill"): what the second verb says then is no more settled than the first.
"""
from __future__ import annotations

import re

from .lpm_base import opens_with_me
from .lpm_words import BY_AGE, RELATIONS

_VERB = (r"(?:work|live|teach|drive|run|own|have|study|manage|volunteer|coach|am|keep|"
         r"look after|care for|do|play|speak|weigh)\b")
_AND = re.compile(r"(?:,\s*|\s+)(?:and|but)(?: (?:also|now|still|currently))? (?=" + _VERB + ")")
# before the "and": a wish, a plan, a condition or what used to be (an infinitive's "to" is
# told from a place's by what follows it: "moved to Perth", "to the coast" are places)
_UNSETTLED = re.compile(
    r"\b(?:would|'d|will|'ll|wanna|gonna|want|wants|wanted|hope|hoping|plan|planning|might|"
    r"may|could|should|can|can't|if|when|once|dream|wish|used to|try|trying|tried|"
    r"to (?!(?:the|a|an|my|our|his|her|their|this|that|work)\b)[a-z]+)\b|\?")


# "My son Nnamdi has left the bank and moved to Abuja": a relative's move said second, after
# what else changed (remember47: the move formed no home of his); only a move, said in the past
_KIN_SUBJECT = re.compile(r"^((?:My|Our) " + BY_AGE + r"(?:" + RELATIONS + r")(?: [A-Z][\w'-]+)?) "
                          r"(?:has |have |had |just |finally )*[a-z]+\b(?<!\band)")
_KIN_MOVED = re.compile(r"(?:,\s*|\s+)and (?:has |have |then |just |now |finally )*"
                        r"((?:moved|relocated)(?: (?:up|down|over|back|out))? to [A-Z][^,.;!?]*)")


# "I have a son called Tom and a daughter called Amy": the verb left out before the second
# one named (the daughter and a cat said so were lost as keys); only things had, each named
_HAD_NAMED = re.compile(
    r"^((?i:i|we)(?:'ve| have)?(?: (?i:also|got|both))* (?:have|got|own))(?: got)? "
    r"(?:an?|one|two|three) [^,.;!?]{1,40}? (?:called|named) [A-Z][\w'-]+(?: [A-Z][\w'-]+)?,? "
    r"and ((?:an?|one|two|three) [a-z][\w-]*(?: [a-z][\w-]*){0,2} (?:called|named) "
    r"[A-Z][\w'-]+(?: [A-Z][\w'-]+)?)")


def elided(s: str) -> list[str]:
    """The clauses of `s` after "and"/"but" whose subject is the speaker left out, each with
    its "I" said: "I live in Cork and work as a nurse" -> ["I work as a nurse"]; a relative's
    move said second, with its subject: "My son Tom left the bank and moved to Leeds" ->
    ["My son Tom has moved to Leeds"]."""
    kin = _KIN_SUBJECT.match(s)
    moved = _KIN_MOVED.search(s) if kin else None
    if moved and not _UNSETTLED.search(s[:moved.start()]):
        return [f"{kin.group(1)} has {moved.group(1)}"]
    had = _HAD_NAMED.match(s)
    if had:
        return [f"{had.group(1)} {had.group(2)}"]
    if not opens_with_me(s):
        return []
    cuts = list(_AND.finditer(s))
    out = []
    for n, m in enumerate(cuts):
        if _UNSETTLED.search(s[:m.start()]):
            break
        end = cuts[n + 1].start() if n + 1 < len(cuts) else len(s)
        out.append("I " + s[m.end():end].strip())
    return out
