"""A question asked in a learner's word order, said in the standard one before the focus rules
read it: "Where I am from?" -> "Where am I from?", "What car I have?" -> "What car do I have?",
"What is my cat name?" -> "What is my cat's name?".

Design decisions:
- Many who learnt English later keep the statement's order in a question ("Where I am living
  now?", "Since when I am living in Brussels?") or drop "do" and the possessive "'s". The
  focus rules (asked_attribute, past_facts) key on the standard forms, so each of these lost
  the fact that answers it (remember52: "Where I am from?" was given the husband's home).
  Said once here, every rule reads them, as lpm_chat does for statements.
- Only a question word (with up to three words of its phrase) followed straight by "I"/"we"
  and a verb is turned: "be" and the modals move before the subject, any other verb in the
  present gets "do"; a verb in the past ("Where I lived before?") is left as said, as its
  plain form is not always known.
- The possessive is put back only after a kin or pet word before "name", "job", "age" or
  "birthday" ("my brother job"), never after any noun ("my work name" stays).
- The question is only read this way; what the user wrote is kept as it was.
"""
from __future__ import annotations

import re

from .lpm_words import PETS, RELATIONS

_WH = r"(?:(?:in|at|since|from|with|for|to) )?(?:what|where|when|which|who|how|why)"
_AUX = r"am|was|are|were|can|could|will|would|should|must|'m"
# the words of the question's phrase: none a verb of its own or a subject ("What do I ...")
_PHRASE = (r"(?: (?!(?:do|does|did|am|is|are|was|were|can|could|will|would|should|must|have|"
           r"has|had|i|we|you|he|she|they|it|'s|don't|dont|doesn't|doesnt|didn't|didnt|can't|cant|"
           r"cannot|won't|wont|isn't|aren't|wasn't|weren't|shouldn't|couldn't|wouldn't)(?![\w'])"
           r")[\w'-]+){0,3}?")
_UNINVERTED = re.compile(r"^(\W*(?:and |so |but )?" + _WH + _PHRASE + r") (i|we) "
                         r"(" + _AUX + r")\b", re.I)
_NO_DO = re.compile(r"^(\W*(?:and |so |but )?" + _WH + _PHRASE + r") (i|we) "
                    r"(?!(?:" + _AUX + r"|did|does|don't|didn't|'ve|'d|'ll)\b)([a-z]+)\b", re.I)
# the question asked again later in it: "when I was a kid, what did I like?" is a clause
_ASKED_LATER = re.compile(r"\b(?:do|does|did|is|are|am|was|were|can|will|should|have|has) "
                          r"(?:i|we|you|my)\b", re.I)
_NO_POSS = re.compile(r"(?<!\bdid )(?<!\bdoes )(?<!\bdo )(?<!\bwill )(?<!\bcan )"   # "did my son name"
                      r"\b((?:my|our) (?:(?:little|older|younger|big|baby|new|old) )?(?:"
                      + RELATIONS + r"|" + PETS + r"))(?= (?:name|job|age|birthday)\b)",
                      re.I)


def _swapped(m: re.Match) -> str:
    aux = "am" if m.group(3).lower() == "'m" else m.group(3)
    return f"{m.group(1)} {aux} {m.group(2)}"


# a question texted: "where did i work b4", "where do i live rn", "wat team do i support",
# "where r we going" (remember64: "b4" and "rn" lost what was before and what is now)
_TEXTED = {"b4": "before", "rn": "right now", "atm": "at the moment", "wat": "what", "wut": "what",
           "wats": "what's", "whats": "what's", "whos": "who's", "wheres": "where's", "u": "you",
           "ur": "your", "r": "are", "bday": "birthday", "fav": "favourite", "fave": "favourite",
           "tmrw": "tomorrow", "wen": "when", "hw": "how", "mums": "mum's", "moms": "mom's",
           "dads": "dad's", "sis": "sister", "bro": "brother", "bf": "boyfriend", "gf": "girlfriend"}
_TEXTED_RE = re.compile(r"(?<![\w'-])(?:" + "|".join(_TEXTED) + r")(?![\w'-])", re.I)


def standard_question(q: str) -> str:
    """`q` in the standard question order, with "do" and a kin word's "'s" put back."""
    q = _TEXTED_RE.sub(lambda m: _TEXTED[m.group(0).lower()], q or "") if q and q == q.lower() else q
    s = _NO_POSS.sub(r"\1's", q or "")
    if _ASKED_LATER.search(s):
        return s
    m = _UNINVERTED.match(s)
    if m:
        return _swapped(m) + s[m.end():]
    m = _NO_DO.match(s)
    # ("Where I lived before?": a past form is left; "What I do for work?" gets "do" too)
    verb = m.group(3).lower() if m else ""
    if verb == "had":   # ("What car I had before?")
        return f"{m.group(1)} did {m.group(2)} have{s[m.end():]}"
    if m and not verb.endswith("ed"):
        return f"{m.group(1)} do {m.group(2)} {m.group(3)}{s[m.end():]}"
    return s
