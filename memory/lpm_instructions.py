"""What the user asks of the assistant for good, and what the assistant promised.

Design decision: the only facts read from the listener's side of a chat: a standing
instruction ("Please always answer in French", "Never suggest recipes with coriander") is
the user's fact about the assistant; the assistant's text yields only its promises ("I'll
remind you ..."), never facts about the user (see `lpm_rules`).
A promise is kept only when it is about what the user's message spoke of (a word of it, by
its first five letters, a plural as its singular): a small model's reply to "my sister is a
dentist and I'm an electrician" promised "to keep an eye on the user's family's special
occasion", and a commitment the user never asked about is noise they would have to delete.
"""
from __future__ import annotations

import re

from . import sentences as S
from .lpm_base import fact, slug
from .types import Page


def instruction(s: str, page: Page) -> dict | None:
    """A standing instruction: "Please always answer in French", "Can you always give
    temperatures in Celsius?", "Please keep answers short" (not a one-off "please give me ...")."""
    m = re.search(r"^(?:(?:can|could|would|will) you |please |from now on,? |in future,? |"
                  r"going forward,? )*(always|never|don't ever|do not ever|keep|make) "
                  r"([^.!?]{3,120})", s, re.I)
    if not m or (m.group(1).lower() in ("keep", "make") and not re.match(
            r"(?:your |the |all )?(?:answers|replies|responses|messages)\b", m.group(2), re.I)):
        return None
    # the reason said after it is not part of the rule: "..., I never got used to miles"
    body = re.split(r",\s+(?=(?:i|i'm|i've|as|because|since|we)\b)", m.group(2), maxsplit=1,
                    flags=re.I)[0]
    rule = f"{m.group(1).lower()} {body.strip()}"
    return fact("assistant_knowledge", f"instruction.{slug(body)[:30]}", rule,
                 f"The user asked the assistant to {rule}.", page, 0.8)


# what a reply promises to everyone: no commitment to this user ("I'll make sure to remember
# you and help with any questions or messages you may have")
_GENERIC = frozenset("remember remind keep mind make sure note help helping assist support "
                     "questions question messages message anything everything need needs "
                     "user user's may might best always happy able provide information "
                     "further assistance".split())


def _stem(word: str) -> str:   # "zoos" is "zoo", "birthdays" "birthday": enough to match
    return (word[:-1] if word.endswith("s") and len(word) > 3 else word)[:5]


def assistant_facts(s: str, page: Page) -> list[dict]:
    m = re.search(r"\bi(?:'ll| will) (remember|remind you|keep in mind|make sure|note)"
                  r"([^.!?]{0,160})", s, re.I)
    if not m or S.is_question(s):
        return []
    promise = re.sub(r"\byou\b", "the user", (m.group(1) + m.group(2)).strip(), flags=re.I)
    promise = re.sub(r"\byour\b", "the user's", promise, flags=re.I)
    specific = set(S.content_words(promise)) - _GENERIC
    if not specific:   # "I'll make sure to help with anything"
        return []
    if not {_stem(w) for w in specific} & {_stem(w) for w in S.content_words(page.user_text)}:
        return []
    return [fact("assistant_knowledge", "", promise,
                  f"The assistant promised to {promise}.", page, 0.6)]
