"""Asking in chat to be forgotten: "Forget that I have a cat", "Please don't remember my
address", "Off the record: I'm pregnant."

Design decisions:
- A request to forget is never a fact about the user (the statement rules kept "Forget that
  the user has a cat." as one), and a message that asks not to be kept ("off the record",
  "don't remember this", "don't save any of that") forms no facts at all.
- What to forget is read from the request: "that I have a cat", "my address", "everything
  about my ex". The current long-term facts holding every content word of it (any form of the
  word: "cat" finds "cats"; for a few words, what facts say instead: an address is where one
  "lives at") go, with their history: forgetting where the user lives must not make the town
  before it current again.
- "Forget that" / "forget what I just said", alone in a message: the facts formed from the
  chat's previous message. With statements beside it ("I'm pregnant. Don't remember that."),
  "that" is this message, which then forms nothing.
- Only a target of the speaker's own: "forget about work for a bit" and "forget it" (never
  mind) ask nothing of memory. Delete, erase and remove only with memory named ("delete my
  address from your memory"): "remove the onions" is a recipe.
- The messages stay in the chat: the user asked to forget a fact, not to delete the chat;
  deleting the message (chat or inspector) removes its words too. The chat shows "Forgot: ..."
  under the answer, with an Undo that holds the fact in RAM only.
"""
from __future__ import annotations

import re

from .sentences import content_words, plain_quotes, split

_LEAD = r"^(?:(?:please|pls|oh|ok|okay|actually|also|and|hey|so|but|wait|hmm|um|no|oh and)[,!.\s]+)*"
_ASK = (r"(?:(?:can|could|would|will) you (?:please |just |kindly )?|(?:i want|i'd like|i need) "
        r"you to |you (?:can|should|may|could) (?:just |now )?|(?:just |please )+)?")
_NEVER = r"(?:don't|do not|dont|never|stop|no need to|please don't)"
_KEEP = r"(?:remember|store|save|keep|record|memori[sz]e|note|write down)"
_MEMORY = r"(?:from|in|out of) (?:your |the |my )?memor(?:y|ies)\b"
_VERB = re.compile(
    _LEAD + _ASK + r"(?:(?:forget|unlearn)\b|" + _NEVER + r" " + _KEEP + r"\b|stop remembering\b"
    r"|(?:delete|erase|remove|wipe|clear)\b(?=.*\b" + _MEMORY + r"|\s+(?:what|everything|all)"
    r" (?:i|you)\b))", re.I)
# what a request names before its target: "forget (about|that|everything about) ..."
_INTRO = re.compile(r"^\s*(?:all |everything |anything |the fact |what )?(?:(?:that )?(?:i (?:ever )?"
                    r"(?:said|told you|mentioned)|you know) )?(?:about |of |regarding |that |"
                    r"on )?", re.I)
_TAIL = re.compile(r"[\s,]*(?:" + _MEMORY + r"|please|thanks?(?: you)?|ok(?:ay)?|for now|"
                   r"forever|(?:for )?good|(?:right )?now|anymore|any more|again)?[\s,.!?]*$", re.I)
# "that", "what I (just) said", "this", "any of that": the words said around the request
_PRONOUN = re.compile(r"^(?:(?:all |any of |everything )?(?:that|this|those|these)(?: last"
                      r"(?: bit| part| message| one)?)?|(?:what|everything|all) i (?:just )?"
                      r"(?:said|told you|wrote|typed|mentioned)(?: (?:just )?(?:now|before|"
                      r"earlier|there|above))?|i (?:just )?(?:said|told you) (?:that|this)|"
                      r"(?:my|the) last message)$", re.I)
_OFF = re.compile(r"\boff the record\b|\b(?:this|that) (?:is|stays) (?:just )?between (?:us|"
                  r"you and me)\b", re.I)
# the speaker's own ("me" is not: "don't keep me waiting")
_OWN = re.compile(r"\b(?:i|i'm|i've|i'd|my|mine|we|we're|our)\b", re.I)
_CLAUSE = re.compile(r"\s*(?:[,;:(]|\s-\s|\bbut\b|\bthough\b|\band then\b)\s*", re.I)
# what a fact says instead of the word a request uses
_SAID_AS = {"address": r"(?:address|lives? at|live at)", "age": r"(?:age|years old|\d+ years)",
            "name": r"(?:name|called|named)", "birthday": r"(?:birthday|born)",
            "job": r"(?:job|works?\b|working)", "work": r"(?:work|job)",
            "home": r"(?:home|lives?\b)", "live": r"(?:live|lives|living|home)",
            "allergy": r"allerg", "allergies": r"allerg", "partner": r"(?:partner|husband|wife|"
            r"boyfriend|girlfriend)", "kids": r"(?:kids?|children|child|son|daughter)",
            "children": r"(?:kids?|children|child|son|daughter)"}
_NOT_CONTENT = frozenset("forget remember everything anything said told know mentioned fact "
                         "please memory memories again anymore user user's ever".split())


def request(sentence: str) -> str | None:
    """What `sentence` asks to forget, as its words ("I have a cat", "my address"; "" for
    "that": the words around it), or None when it asks nothing of memory."""
    m = _VERB.match(sentence.strip())
    if m is None:
        return None
    # its first clause: "forget about work for a sec, tell me a joke" asks for a joke
    first = _CLAUSE.split(sentence.strip()[m.end():].strip(), maxsplit=1)[0]
    if _PRONOUN.fullmatch(_TAIL.sub("", first).strip(" ,.!?")):   # "forget what I said"
        return ""
    target = _TAIL.sub("", _INTRO.sub("", first, count=1)).strip(" ,.!?")
    if not target:   # "Forget." alone: never mind
        return None
    if _PRONOUN.fullmatch(target):
        return ""
    if re.fullmatch(r"(?i)(?:about )?it", target):   # "forget it": never mind
        return None
    return target if _OWN.search(target) else None


def off_record(text: str) -> bool:
    """Whether the message asks not to be kept at all: "off the record", or a request to
    forget "this"/"that" beside statements of its own."""
    text = plain_quotes(text)
    if _OFF.search(text):
        return True
    sents = split(text)
    asks = [s for s in sents if request(s) == ""]
    # "Don't remember this, but I'm pregnant": the statement is in the request's sentence
    return bool(asks) and (len(sents) > len(asks) or any(
        len(parts) > 1 and _OWN.search(parts[1])
        for parts in (_CLAUSE.split(_VERB.sub("", s, count=1), maxsplit=1) for s in asks)))


def is_request(sentence: str) -> bool:
    return request(sentence) is not None


def targets(text: str) -> list[str]:
    """The things a message asks to forget ("" = the chat's previous message); none for a
    message that is off the record itself (it forms no facts, so there is nothing to undo)."""
    if off_record(text):
        return []
    return [t for t in (request(s) for s in split(plain_quotes(text))) if t is not None]


def matching(target: str, facts: list[tuple[int, str]]) -> list[int]:
    """Ids of the facts (id, text) that hold every content word of `target`."""
    words = [w for w in content_words(target, 2) if w not in _NOT_CONTENT]   # "my ex"
    if not words:
        return []
    # a word's other forms, not longer words it begins ("ex" is not "expecting")
    pats = [re.compile(rf"\b(?:{_SAID_AS.get(w, '(?!)')}|{re.escape(_stem(w))}\w{{0,4}}\b)",
                       re.I) for w in words]
    return [iid for iid, text in facts if all(p.search(text) for p in pats)]


def _stem(w: str) -> str:
    """The part of a word its other forms share: "cats" -> "cat", "allergies" -> "allerg"."""
    for end in ("ies", "es", "s", "ing", "ed"):
        if w.endswith(end) and len(w) - len(end) >= 3:
            return w[:-len(end)] if end != "ies" else w[:-3]
    return w
