"""Facts said inside a question: "Is it normal that my 3-year-old, Zaid, still naps twice a
day?", "Since we live in Leeds, is it worth driving to York?", "Our anniversary is on June
14th, would a class be a good idea?", "What's a good gift for my wife, she's into pottery?",
"How do I ask for a raise when I've only been a tester here for 18 months?".

Design decisions:
- Some people tell an assistant nearly everything as questions. A question is never a
  statement (`sentences.candidate`), but parts of one are asserted, not asked: what "is it
  normal / should I be worried that ..." is about, a clause fronted with "since" or "now
  that", a statement before the comma that opens the question, what "she's ..." adds after
  "my wife", and a "when I've been ... / when my wife works ..." that says the situation.
  `inside` says each such part as a plain sentence, which the usual rules then read (and
  reject as they would any sentence: hypotheticals, reports, remarks on the listener).
- Only first-person parts: the clause must open with I/my/our/we ("is it normal for a
  toddler to ..." asserts nothing about the speaker); never after "if" or "would it be
  weird if", which ask about what is not so; "when" only with a verb of a standing state
  (works, lives, has been), not "what do I do when I lose my passport".
- "my 3-year-old, Zaid" names a child and their age in any mood, like "my wife Anneke" does
  (lpm_passing.kin_named): said as "My kid Zaid is 3." (or son/daughter when said).
"""
from __future__ import annotations

import re

from . import sentences as S
from .lpm_spoken import AGE_WORDS
from .lpm_words import FEMALE, MALE, RELATIONS

_ME = r"(?:I|I'm|I've|I am|I have|my|My|our|Our|we|We|we're|We're|we've|We've)\b"
_AUX = (r"(?:would|should|could|can|is|are|was|do|does|did|will|what|what's|how|where|which|"
        r"who|any|anything|when|why)\b")
_PREFIX = r"^(?:(?:and|so|but|also|ok|okay|oh|hey|hi)[,!]?\s+)*"
# what the question is about: "is it normal that ...", "should I be worried that ..."
_ABOUT = re.compile(_PREFIX + r"(?i:(?:is it|isn't it|is this|it is) (?:\w+ )?(?:normal|ok|okay|"
                    r"fine|weird|strange|bad|common|unusual|healthy|a problem|worrying|"
                    r"concerning|typical|a big deal)|(?:should|do|must) I (?:be )?(?:worried|"
                    r"concerned|worry)|why is it|how come) (?i:that|about the fact that) "
                    # ("Should I be worried that he only eats pasta, or is that just a toddler
                    # thing?": the one just named; yusuf; the "or ..." asks, unsaid)
                    r"(" + _ME + r".+?|(?:he|she|they)(?:'s| is| are)? [^,?]+?)"
                    r"(?:,? or (?:is|are|was|should|do|does|could|would)\b[^?]*)?\s*\?*$")
# "Since we live in Leeds, is it worth ...?": a fronted reason is asserted
_SINCE = re.compile(_PREFIX + r"(?i:since|as|now that|given that|seeing as|because) "
                    r"(" + _ME + r"[^,?]{4,}),\s*(?i:" + _AUX + r")")
# "Our anniversary is on June 14th, would ...?": a statement, then the question
_LEAD = re.compile(_PREFIX + r"((?:" + _ME + r"|(?i:it's|it is|it'll be|it will be|this is) "
                   r"(?i:my|our)\b)[^,?]{4,}),\s*(?i:" + _AUX + r")")
# "... for my wife, she's into pottery?": what follows an unnamed relative
_KIN_THEN = re.compile(r"\b(?i:my|our) (?i:(" + RELATIONS + r"))\b[^,?]{0,40},\s*(he|she)"
                       r"('s| is| loves| likes| works| lives| has)\b([^,?]{3,})")
# the same once lpm_chat has dropped the repeated subject ("my wife, she's" -> "my wife's")
_KIN_IS = re.compile(r"\b(?i:my|our) (?i:(" + RELATIONS + r"))'s ((?:really |very |super |big )?"
                     r"(?:into|obsessed with|a fan of|mad about|crazy about|allergic to|an? )"
                     r"[^,?]{3,})")
# "... when I've only been a tester for 18 months?", "when my wife works nights"
_WHEN = re.compile(r"\bwhen ((?:I've|I have|we've|we have) (?:only |just |already )?been\b"
                   r"[^,?]{4,}?|(?:my|our) (?:" + RELATIONS + r") (?:works|lives|is a|is an)\b"
                   r"[^,?]{3,}?|(?:I|we) (?:work|live)\b[^,?]{3,}?)"
                   r"(?=\s*(?:\?|,|$| and (?:he|she|they|it|I)\b| but\b| so\b))", re.I)
# "my 3-year-old, Zaid", "our 7 year old daughter Mia"
_AGED = re.compile(r"\b(?i:my|our) (\d{1,2})[- ](?i:year|yr)[- ](?i:old)"
                   r"(?: (?i:(son|daughter|boy|girl)))?,? ([A-Z][a-z'-]+)\b")
# "Is it normal for my two-year-old to bite?": a child's age said without a name
_AGED_ALONE = re.compile(r"\b(?i:my|our) (\d{1,2}|(?i:" + AGE_WORDS + r"))[- ](?i:year|yr)s?[- ]"
                         r"(?i:old)(?!,? [A-Z])(?:(?: (?i:(son|daughter|boy|girl)))\b(?!,? [A-Z])|(?='s|[,.;!?]|$| "
                         r"(?:to|is|has|was|and|who|at|in|still|does|did|keeps|won't|can't|"
                         r"doesn't|isn't|wants|loves|hates|likes)\b))")   # (not "my 10-year-old car")
_CHILD = {"boy": "son", "girl": "daughter"}
# "Is that a silly hobby to start at 58?", "am I too old to learn the piano at 60?": the
# speaker's own age, asked about (gloria: "How old am I?" found nothing)
_AT_AGE = re.compile(r"\b(?:(?i:to|I) (?:start|begin|learn|take up|retrain|go back to|change "
                     r"careers?)\b|(?i:too old|too late)\b)[^?.!]{0,40}? (?i:at) ([1-9]\d)"
                     r"(?: (?i:years old))?\s*\?")
# ... but not another's age or an hour: "for my mum to learn to drive at 70?", "start work at 10?"
_NOT_MINE = re.compile(r"\bfor (?:an?|the|my|our|his|her|your|him|them)\b|\b(?:work|school|job|"
                       r"shift) at\b", re.I)
_IF = re.compile(r"\b(?:if|would|could|might|suppose|imagine|whether|wish)\b", re.I)


def _said(clause: str) -> str | None:
    clause = clause.strip(" ,")
    if len(clause.split()) < 3 or _IF.search(clause) or S.is_question(clause + "."):
        return None
    return clause[0].upper() + clause[1:] + "."


def inside(s: str) -> list[str]:
    """The first-person statements a question asserts, each as a plain sentence."""
    out = [f"My {_CHILD.get((m.group(2) or '').lower(), (m.group(2) or 'kid').lower())} "
           f"{m.group(3)} is {m.group(1)}." for m in _AGED.finditer(s)]
    out += [f"My {_CHILD.get((m.group(2) or '').lower(), (m.group(2) or 'child').lower())} is "
            f"{m.group(1)}." for m in _AGED_ALONE.finditer(s)]
    if not s.rstrip().endswith("?"):
        return out
    out += [f"I'm {m.group(1)}." for m in _AT_AGE.finditer(s)
            if int(m.group(1)) >= 16 and not _NOT_MINE.search(s)][:1]
    for rx in (_ABOUT, _SINCE, _LEAD):
        m = rx.match(s.strip())
        if m:
            out.append(_said(m.group(1)))
    for m in _WHEN.finditer(s):   # "I've only been a tester ..." says the job all the same
        out.append(_said(re.sub(r"\b(?:only|just|already) (?=been\b)", "", m.group(1))))
    m = _KIN_THEN.search(s)
    if m and (m.group(2).lower() == "she") == (m.group(1).lower() in FEMALE) and \
            m.group(1).lower() in FEMALE | MALE:
        verb = " is" if m.group(3) == "'s" else m.group(3)
        out.append(_said(f"My {m.group(1).lower()}{verb}{m.group(4)}"))
    m = _KIN_IS.search(s)
    if m:
        out.append(_said(f"My {m.group(1).lower()} is {m.group(2)}"))
    return [x for x in out if x]
