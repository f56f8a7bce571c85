"""Markdown and emoji that stand for words, read as the words: "I ❤️ sushi", "my 🐶 Rex",
"my 🎂 is on 3 May", "allergic to 🥜", "my sis **Amber**", "#almostthirty".

Design decisions:
- Chat written with markup hides the words the rules key on: "**Dev**" is no capitalised
  name to a pattern that wants a letter, "I ❤️ sushi" has no verb, "my 🐶 Rex" no relation.
  `plain` rewrites a message once, before the other preparation (lpm_rules._prepared), so
  every rule reads the words; `lpm_chat.standard` still turns the emoji left (decoration)
  into breaks.
- An emoji is read as a word only in a slot where a word must stand: a heart after "I"/"we"
  before an object is "love"; a pet, food, drink or birthday emoji right after a possessive,
  article or preposition ("my", "a", "to", "of") is its noun. The same emoji elsewhere
  ("Rex is a corgi 🐕 he's 4", "📦 we're moving") is decoration and is not read as a word:
  reading it would put a word where none was said.
- An emoji between a determiner and a word ("a 👩‍🏫 primary school teacher") is decoration
  inside a noun phrase; it is dropped, not turned into a break that would cut the phrase.
  So is one after "=" or ":" ("fav drink = ☕ oat flat white").
- Bold, italics with underscores, strike-through and headings are dropped, their words kept;
  a hashtag ("#maidofhonour") is a tag, not part of the sentence, and is dropped ("#1" is a
  number and stays). A single leading "*" is a correction mark (lpm_corrections) and stays.
"""
from __future__ import annotations

import re

_VS = "\uFE0F\u200D"   # variation selector and joiner that ride on many emoji
_E = "[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF]"
_EMOJI = _E + "[" + _VS + "\U0001F3FB-\U0001F3FF]*(?:" + _E + "[" + _VS + "]*)*"

_HEARTS = frozenset("❤ ♥ 💕 💖 💗 💓 💘 💞 😍 🥰 🧡 💛 💚 💙 💜 🖤 🤍 🤎".split())
# emoji that name one thing, read as that noun in a noun slot
_NOUNS = {
    **{e: "dog" for e in "🐶 🐕 🐩 🦮".split()}, **{e: "cat" for e in "🐱 🐈".split()},
    **{e: "rabbit" for e in "🐰 🐇".split()}, **{e: "horse" for e in "🐴 🐎".split()},
    **{e: "fish" for e in "🐟 🐠".split()}, **{e: "bird" for e in "🐦 🦜".split()},
    "🐹": "hamster", "🐢": "tortoise", "🐍": "snake", "🦎": "lizard",
    "🎂": "birthday", "🥜": "peanuts", "🦐": "shrimp", "🍣": "sushi", "🍕": "pizza",
    "🍔": "burgers", "🌮": "tacos", "🍜": "ramen", "🍝": "pasta", "🍫": "chocolate",
    "🧀": "cheese", "🥚": "eggs", "🥛": "milk", "☕": "coffee", "🍵": "tea", "🍷": "wine",
    "🍺": "beer", "🍻": "beer", "🚗": "car", "👶": "baby",
}
# the words after which a word (a noun) must follow
_DET = (r"(?:my|our|his|her|their|your|a|an|the|this|that|to|of|for|with|and|no|love|like|"
        r"hate|loves|likes|hates)")
_SUBJECT = re.compile(r"(\b(?:I|i|we|We)(?: (?:really|just|totally|absolutely|also|still|so))? )"
                      r"(" + _EMOJI + r")\s*(?=[\w(])")
_AFTER_DET = re.compile(r"(\b" + _DET + r" )(" + _EMOJI + r")(\s*)(?=([\w(]?))", re.I)
_AFTER_MARK = re.compile(r"([=:]\s*)" + _EMOJI + r"\s*(?=\w)")
_MARKS = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*|__(?=\S)(.+?)(?<=\S)__|~~(?=\S)(.+?)(?<=\S)~~")
_HEADING = re.compile(r"(?m)^#{1,6}\s+")
_HASHTAG = re.compile(r"(?<![\w&])#(?!\d)[A-Za-z_]\w*")


def _key(e: str) -> str:
    return e.strip(_VS)


def _noun(m: re.Match) -> str:
    word = _NOUNS.get(_key(m.group(2)))
    if word:
        return f"{m.group(1)}{word}{m.group(3) if m.group(4) else ''}"
    # an unknown emoji inside a noun phrase is dropped ("a 👩‍🏫 primary school teacher");
    # one that ends the sentence stays for lpm_chat (a break)
    if m.group(4) and re.fullmatch(r"(?i:my|our|his|her|their|your|a|an|the) ", m.group(1)):
        return m.group(1)
    return m.group(0)


def plain(text: str) -> str:
    """`text` with markdown marks and hashtags dropped and emoji that stand for words said
    as the words (see the module's design decisions)."""
    if not text:
        return text
    t = _MARKS.sub(lambda m: m.group(1) or m.group(2) or m.group(3), text)
    t = _HEADING.sub("", t)
    t = _HASHTAG.sub("", t)
    t = _SUBJECT.sub(lambda m: m.group(1) + ("love " if _key(m.group(2)) in _HEARTS
                                             else m.group(2) + " "), t)
    t = _AFTER_DET.sub(_noun, t)
    t = _AFTER_MARK.sub(lambda m: m.group(1), t)
    return re.sub(r"[ \t]{2,}", " ", re.sub(r"[ \t]+(?=[.,!?\n]|$)", "", t))
