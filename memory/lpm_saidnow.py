"""Corrections said as what was said, then the value now, with no "I meant" (lpm_corrections
reads the rest): "Sorry, I said Birta was 15, she's 16 now", "I said my brother was studying
medicine, it's pharmacy actually, I always mix it up" (remember51: neither formed a fix, so
the old age and the old subject stayed current).

Design decisions:
- A number said again of the one it was said of ("she's 16 now") only after an opener
  ("sorry", "oops"): "I said Birta was 15, she's 16 now" alone may be news of a birthday.
- One word put right for one word ("it's pharmacy actually" for "studying medicine") only
  where what was said ends on that word as the object of a verb of study or play, and is not
  said of the speaker ("I said I was tired, it's nothing actually", "I told you my sister was
  coming, but she's actually busy" put nothing right).
- What follows "actually," is an aside ("I always mix it up"), not part of the value.
"""
from __future__ import annotations

import re

from . import sentences as S

_NUMBER = (r"(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
           r"fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)")
_SAID_NOW = re.compile(r"^i (?:said|told (?:you|u)|wrote|mentioned)(?: that)? (?P<said>[^,;]+?),?"
                       r"\s+(?:but )?(?:he|she|they|it)(?:'s| is| are| was|(?<=he|it)s) "
                       r"(?P<meant>" + _NUMBER + r")(?: now| already)?(?=[,;]|$)", re.I)


def said_now(body: str) -> tuple[str, str] | None:
    """(new, old) of "I said X was 15, she's 16 now" (`body` after its opener), else None."""
    m = _SAID_NOW.match(body)
    if not m:
        return None
    new = m.group("meant")
    same = [w for w in re.findall(r"(?<![\w.:])" + _NUMBER + r"(?![\w:])", m.group("said"), re.I)
            if w.lower() != new.lower()]
    return (new, same[-1]) if len(same) == 1 else None


def aside_cut(body: str) -> str:
    """`body` without the aside after "actually,": "it's pharmacy actually, I always mix it
    up" -> "it's pharmacy actually"."""
    return re.sub(r"\s+(actually|in fact),\s.*$", r" \1", body, flags=re.I)


def word_for_word(said: str, new: str) -> str | None:
    """The one word of `said` (said last, after "studying", "playing" ...) that the one word
    `new` puts right; None where there is none."""
    # ("I said Owen studies engineering, it's architecture": the verb in the present too)
    last = re.search(r"\b(?:studying|studies|doing|does|reading|reads|taking|takes|learning|"
                     # ("I told you Kemi is allergic to mango - that's wrong, it's kiwi": remember62)
                     r"learns|teaching|teaches|playing|plays|allergic to|intolerant to) ([a-z][\w-]+)$", said)
    if (last and re.fullmatch(r"[a-z][\w-]+", new) and not re.match(r"i\b", said, re.I)
            and S.content_words(last.group(1)) and S.content_words(new)):
        return last.group(1)
    return None


def first_put_right(said: str, new: str) -> tuple[str | None, str]:
    """(old, new) where the one word `said` is put right by the first word of a two-word
    `new` that names it whole ("i said mechanical, its actually chemical engineering":
    remember54 formed no fix); else (None, new)."""
    one = re.fullmatch(r"(?:(?:the|a|an) )?([a-z][\w-]+) ([a-z][\w-]+)", new)
    if one and re.fullmatch(r"[a-z][\w-]+", said) and S.content_words(said):
        return said, one.group(1)
    # ("I said cardiac ward before, that's wrong, it's the respiratory ward": the word before
    # the same noun; remember67)
    two = re.fullmatch(r"(?:(?:the|a|an|my) )?([a-z][\w-]+) ([a-z][\w-]+)", said)
    if one and two and one.group(2) == two.group(2) and S.content_words(two.group(1)):
        return two.group(1), one.group(1)
    return None, new

