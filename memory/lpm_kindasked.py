"""A taste said right after a request naming the kind of thing: "can you recommend a podcast
for my tram commute? I'm really into true crime" is true crime podcasts.

Design decision (bartek: "what podcasts am I into?" found the name and a brother, as "The user
likes true crime." said nothing of podcasts): the sentence of the taste is read with the kind
the request named, where it names none itself. Only a request for one of a few kinds of
thing one consumes by taste, and only "I'm into / I love / I like X" said right after it.
"""
from __future__ import annotations

import re

_KINDS = r"(podcast|book|novel|film|movie|show|series|album|song|game|audiobook|documentary)"
_ASKED = re.compile(r"\b(?:recommend|suggest|find|give) (?:me )?(?:a|an|some|any) (?:good |new )?"
                    + _KINDS + r"s?\b", re.I)
_TASTE = re.compile(r"^(?:(?:oh|also|and|but)[, ]+)?(I(?:'m| am) (?:really |mostly |very )?into|"
                    r"I (?:really )?(?:love|like|enjoy)) ((?-i:[a-z][\w' -]{2,40}?))([.!]*)$", re.I)


def kind_asked(prev: str | None, s: str) -> str:
    """`s` with the kind of thing the request `prev` named, when `s` is a taste said bare."""
    asked = _ASKED.search(prev or "")
    m = _TASTE.match(s.strip()) if asked else None
    if not m or re.search(_KINDS, m.group(2), re.I):
        return s
    kind = asked.group(1).lower()
    kinds = "series" if kind == "series" else "documentaries" if kind == "documentary" else kind + "s"
    return f"{m.group(1)} {m.group(2)} {kinds}{m.group(3)}"


__all__ = ["kind_asked"]
