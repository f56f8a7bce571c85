"""Texts pasted with a request: "can you shorten this: I'm Ann Lee, a nurse in Leeds ...",
"fix the grammar please: Dear Ms Patel, I am writing to apply ...", "My friend Theo wrote
his bio, can you check it: Hi, I'm Theo ...".

Design decisions:
- People paste their bio, CV or an email and ask the assistant to edit it. The request
  ("can you shorten this:") makes the whole sentence a remark to the listener, so the first
  person text after the colon was never read; yet it is the richest statement of who the
  user is that a chat holds. `own_words` says the pasted text as the message itself, the
  request dropped, so the usual rules read it sentence by sentence.
- A text to edit (shorten, fix, proofread, polish ...) is the user's own words unless
  something says it is someone else's; a text to summarise, translate or explain is mostly
  someone else's (an article, a letter received) and is the user's only where the preface
  says so ("my essay", "I wrote this"). A preface that names another writer ("my mate Theo wrote ...", "his bio", "for my sister",
  "Theo's CV", "she asked me to ...") makes the text someone else's, and it is dropped
  entirely: a friend's bio written in the first person would otherwise become the user's
  name, job and pets (a wrong fact about the user is worse than a missing one).
- A letter's salutation ("Dear Ms Patel,") and sign-off are no statement; the slips a
  "fix the grammar" text holds ("I currently lives in Lyon") are made standard for a few
  common verbs, so the rules keyed on "I live" read them.
"""
from __future__ import annotations

import re

from .lpm_words import RELATIONS

# the request before the pasted text: a verb of editing, up to a colon
_ASK = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=\n)|(?<=,\s))(?:(?:hey|hi|ok|okay|so|and|also|pls|please)[\s,]+)*"
    r"(?:(?:can|could|would|will) (?:you|u) (?:please |pls |just |quickly )?|please |pls |"
    r"help me )?(?:(shorten|fix|proofread|proof-read|proof read|check(?! out\b)|tidy|clean up|"
    r"improve|rewrite|re-write|reword|rephrase|edit|polish|trim|tighten|correct|punch up|"
    r"look over|go over)|(summari[sz]e|condense|translate|explain|analy[sz]e))\b"
    r"[^:\n.!?]{0,80}?:\s*", re.I)
# the kinds of text people paste for editing
_TEXT = (r"(?:bio|biography|cv|resume|résumé|email|e-mail|letter|cover letter|profile|essay|"
         r"speech|post|statement|intro|introduction|summary|blurb|application|message|toast|"
         r"about (?:me|page|section)|linkedin|website|portfolio)")
_OTHER = (r"(?:" + RELATIONS + r"|mate|pal|buddy|colleague|co-worker|boss|client|student|"
          r"flatmate|roommate|neighbour|neighbor|teammate)")
# a preface that says the text is the speaker's own: "my bio", "I wrote this"
_MINE = re.compile(r"\bmy (?:own |new |latest |draft )?" + _TEXT + r"\b|\bI(?:'ve| have)? "
                   r"(?:just )?(?:wrote|written|drafted)\b", re.I)
# a preface that names someone else as the writer or owner of the text
_THEIRS = re.compile(
    r"\b(?:my|our|a) " + _OTHER + r"(?: [A-Z][\w'-]+)?(?:'s| (?:wrote|has written|'s written|"
    r"sent|asked|needs|wants|is applying|is writing|has a)\b)"
    r"|\b(?:his|her|their) (?:own |new |latest |draft )?" + _TEXT + r"\b"
    r"|\b[A-Z][\w'-]+'s (?:own |new |draft )?" + _TEXT + r"\b"
    r"|\bfor (?:him|her|them|my " + _OTHER + r")\b"
    r"|\b(?:he|she|they) (?:wrote|asked|sent|needs|wants|has written)\b"
    r"|\bon (?:his|her|their) behalf\b|\bnot mine\b|\bisn't mine\b", re.I)
_SALUTATION = re.compile(r"^(?:(?:dear|hi|hello|hey|good (?:morning|afternoon))(?: [A-Z][\w.'-]*)"
                         r"{0,3}|to whom it may concern|hi all|hello all|hi there|hello there),\s*",
                         re.I)
_SIGN_OFF = re.compile(r"\s*(?:yours (?:sincerely|faithfully|truly)|kind regards|best regards|"
                       r"warm regards|best wishes|many thanks|regards|cheers|thanks|best),?\s*"
                       r"(?:[A-Z][\w'-]+(?: [A-Z][\w'-]+)?)?[.!]?\s*$", re.I)
# "I currently lives", "I speaks": a verb's -s form after "I" (a slip in a text to fix)
_VERBS = ("live work speak love like want need know teach enjoy play run manage lead hold "
          "write read cook drive own coach study have go do")
_THIRD = {"has": "have", "goes": "go", "does": "do", "studies": "study", "teaches": "teach"}
_SLIP = re.compile(r"\b(I (?:\w+ly |also |still |now )?)(" + "|".join(
    [v + "s" for v in _VERBS.split() if v not in ("have", "go", "do", "study", "teach")]
    + list(_THIRD)) + r")\b")


def _agree(text: str) -> str:
    return _SLIP.sub(lambda m: m.group(1) + _THIRD.get(m.group(2), m.group(2)[:-1]), text)


def own_words(text: str) -> str:
    """`text` with a pasted text read as the user's own sentences (the request dropped), or
    dropped where the message says it is someone else's; unchanged without a paste."""
    m = _ASK.search(text or "")
    if not m or not text[m.end():].strip():
        return text
    before, body = text[:m.start()], text[m.end():].strip()
    preface = before + " " + m.group(0)
    # a text to summarise or translate is mostly someone else's (an article, a letter
    # received): it is the speaker's only where they say so
    if _THEIRS.search(preface) or (m.group(2) and not _MINE.search(preface)):
        return before.strip()
    body = _SIGN_OFF.sub("", _SALUTATION.sub("", body))
    # a text is pasted without the capital a sentence needs ("i'm a nurse ...")
    body = body[:1].upper() + body[1:]
    return (before.strip() + "\n" + _agree(body)).strip()
