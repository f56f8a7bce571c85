"""Rule-based extraction of durable facts from what the user (and assistant) said.

Design decisions:
- Patterns over single sentences, first person only: "my name is", "I work as/at", "I live
  in", "I love/hate/prefer", "my sister is", "I now drink", dated events, standing
  instructions ("always/never ...") and the assistant's promises ("I'll remind you ...").
- Preferences are keyed by category when the object's category is known (a small lexicon:
  drinks, food, music ...), so "I like coffee" and later "I now drink tea" share the attribute
  `preference.drink` and the newer one supersedes. Unknown objects get `likes.<object>` /
  `dislikes.<object>`, and each ends its opposite.
- Output is plain dicts in the LlmExtractor format, validated by long_term.validate like any
  model output. Recall is modest by design: a wrong "fact" in the persona costs more than a
  missing one (everything stays retrievable from the pages anyway).
"""
from __future__ import annotations

import re
from typing import Sequence

from .types import Page

_SENT = re.compile(r"(?<=[.!?])\s+|\n+")
_STOP_TAIL = re.compile(r"\s+(?:now|these days|nowadays|anymore|any more|too|as well|lately|"
                        r"instead|though|actually|a lot|so much|very much)$", re.I)
_OBJ = r"([^,.;!?]{2,60}?)"
_END = r"(?=\s*(?:[,.;!?]|$| and | but | because | since | so ))"

CATEGORIES = {
    "drink": "coffee tea water juice beer wine soda milk latte espresso cappuccino matcha cocoa "
             "lemonade smoothies smoothie kombucha whisky whiskey",
    "food": "pizza pasta sushi burgers burger salad salads tacos curry ramen noodles steak "
            "chocolate ice-cream cheese vegan vegetarian",
    "music": "jazz rock pop hip-hop rap classical metal country blues techno edm folk reggae "
             "punk opera",
    "sport": "football soccer basketball tennis running swimming cycling yoga hiking climbing "
             "golf baseball volleyball skiing surfing boxing",
    "color": "red blue green yellow purple pink orange black white grey gray",
    "season": "spring summer autumn fall winter",
}
_CATEGORY_OF = {w: c for c, ws in CATEGORIES.items() for w in ws.split()}
_VERB_CATEGORY = {"drink": "drink", "eat": "food", "listen to": "music"}
_RELATIONS = ("sister|brother|mother|mom|mum|father|dad|wife|husband|partner|girlfriend|"
              "boyfriend|son|daughter|boss|best friend|friend|dog|cat|grandmother|grandma|"
              "grandfather|grandpa|aunt|uncle|cousin|roommate|manager")
_NAME = r"([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)"
_TIME = re.compile(r"\b(yesterday|today|tonight|this (?:morning|week|weekend|month|year)|"
                   r"last (?:night|week|weekend|month|year|monday|tuesday|wednesday|thursday|"
                   r"friday|saturday|sunday)|\d+ (?:days|weeks|months|years) ago|"
                   r"on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b", re.I)
_PAST = re.compile(r"^i (?:just |finally |recently )?(?:went|visited|started|finished|bought|"
                   r"adopted|joined|ran|met|got|moved|graduated|won|lost|painted|signed|"
                   r"attended|completed|launched|quit|travel(?:l)?ed|celebrated|had|took)\b",
                   re.I)


def _clean(v: str) -> str:
    v = _STOP_TAIL.sub("", v.strip().rstrip(" ,"))
    v = re.sub(r"^(?:a|an|the)\s+", "", v, flags=re.I) if len(v.split()) > 1 else v
    return v.strip()


def _slug(v: str) -> str:
    return "_".join(re.findall(r"[a-z0-9]+", v.lower()))[:40]


def _third(s: str) -> str:
    """First person -> 'The user' (good enough for a short fact sentence)."""
    s = re.sub(r"\bI am\b|\bI'm\b", "the user is", s)
    s = re.sub(r"\bI\b", "the user", s)
    s = re.sub(r"\bmy\b", "the user's", s, flags=re.I)
    s = re.sub(r"\bme\b", "the user", s)
    return s[0].upper() + s[1:] if s else s


def _fact(kind, attribute, value, text, page, confidence=0.6, ends=()):
    return {"kind": kind, "attribute": attribute, "value": value, "text": text,
            "confidence": confidence, "page_ids": [page.id], "valid_from": page.created,
            "ends": list(ends)}


def _preference(verb: str, obj: str, page: Page) -> dict | None:
    obj = _clean(obj)
    words = obj.lower().split()
    if not words or len(words) > 6:
        return None
    negative = verb.lower() in ("hate", "dislike", "can't stand", "don't like", "do not like")
    cat = _VERB_CATEGORY.get(verb.lower()) or next(
        (_CATEGORY_OF[w] for w in words if w in _CATEGORY_OF), None)
    slug = _slug(obj)
    if negative:
        return _fact("trait", f"dislikes.{slug}", obj, f"The user dislikes {obj}.", page,
                     ends=[f"likes.{slug}"])
    if cat:
        return _fact("trait", f"preference.{cat}", obj,
                     f"The user's preferred {cat}: {obj}.", page, ends=[f"dislikes.{slug}"])
    return _fact("trait", f"likes.{slug}", obj, f"The user likes {obj}.", page,
                 ends=[f"dislikes.{slug}"])


def _user_facts(s: str, page: Page) -> list[dict]:
    out = []
    m = re.search(r"\b(?i:my name is|call me|i'm called|i am called) " + _NAME, s)
    if m:
        out.append(_fact("trait", "name", m.group(1), f"The user's name is {m.group(1)}.",
                         page, 0.9))
    m = re.search(r"\bi(?:'m| am) (\d{1,3}) years old\b", s, re.I)
    if m:
        out.append(_fact("trait", "age", m.group(1), f"The user is {m.group(1)} years old.",
                         page, 0.8))
    m = re.search(r"\bi (?:now )?work (?:as an?|as) " + _OBJ + _END, s, re.I)
    if m:
        job = _clean(m.group(1))
        out.append(_fact("trait", "job", job, f"The user works as {job}.", page, 0.8))
    m = re.search(r"\bi (?:now )?work (?:at|for) " + _OBJ + _END, s, re.I)
    if m:
        org = _clean(m.group(1))
        out.append(_fact("trait", "employer", org, f"The user works at {org}.", page, 0.8))
    m = re.search(r"\bi(?: now|'ve| have)? (?:live|am living|'m living|moved|just moved|"
                  r"have moved|relocated) (?:in|to) " + _OBJ + _END, s, re.I)
    if m:
        place = _clean(m.group(1))
        out.append(_fact("trait", "location", place, f"The user lives in {place}.", page, 0.8))
    m = re.search(r"\bi(?:'m| am| come) from " + _OBJ + _END, s, re.I)
    if m:
        place = _clean(m.group(1))
        out.append(_fact("trait", "hometown", place, f"The user is from {place}.", page, 0.7))
    for m in re.finditer(r"\b(?i:my) (?i:(" + _RELATIONS + r"))(?:'s name)? (?i:is) "
                         r"(?i:called |named )?" + _NAME, s):
        rel = m.group(1).lower()
        out.append(_fact("trait", f"relation.{_slug(rel)}", m.group(2),
                         f"The user's {rel} is {m.group(2)}.", page, 0.8))
    for m in re.finditer(r"\b(?i:i have an?) (?i:(" + _RELATIONS + r")) (?i:named|called) "
                         + _NAME, s):
        rel = m.group(1).lower()
        out.append(_fact("trait", f"relation.{_slug(rel)}", m.group(2),
                         f"The user's {rel} is {m.group(2)}.", page, 0.8))
    m = re.search(r"\bi (?:really |absolutely |totally |still )?(love|like|enjoy|adore|prefer|"
                  r"hate|dislike|can't stand|don't like|do not like)(?: to)? " + _OBJ + _END,
                  s, re.I)
    if m:
        f = _preference(m.group(1), m.group(2), page)
        if f:
            out.append(f)
    m = re.search(r"\bi (?:now |mostly |usually |only )+(drink|eat|listen to) " + _OBJ + _END,
                  s, re.I)
    if m:
        f = _preference(m.group(1), m.group(2), page)
        if f:
            out.append(f)
    if _PAST.search(s) and _TIME.search(s) and len(s) <= 300:
        out.append(_fact("user_knowledge", "", s, _third(s), page, 0.6))
    m = re.search(r"\bi(?:'m| am) (?:currently |now )?working on " + _OBJ + _END, s, re.I)
    if m:
        proj = _clean(m.group(1))
        out.append(_fact("user_knowledge", "", f"working on {proj}",
                         f"The user is working on {proj}.", page, 0.6))
    m = re.search(r"^(?:please )?(always|never) ([^.!?]{3,120})", s, re.I)
    if m:
        rule = f"{m.group(1).lower()} {m.group(2).strip()}"
        out.append(_fact("assistant_knowledge", f"instruction.{_slug(m.group(2))[:30]}", rule,
                         f"The user asked the assistant to {rule}.", page, 0.8))
    return out


def _assistant_facts(s: str, page: Page) -> list[dict]:
    m = re.search(r"\bi(?:'ll| will) (remember|remind you|keep in mind|make sure|note)"
                  r"([^.!?]{0,160})", s, re.I)
    if not m:
        return []
    promise = (m.group(1) + m.group(2)).strip()
    return [_fact("assistant_knowledge", "", promise,
                  f"The assistant promised to {promise}.", page, 0.6)]


def extract(pages: Sequence[Page]) -> list[dict]:
    """Facts stated in `pages`, in the LlmExtractor dict format (validated by the caller)."""
    out = []
    for p in pages:
        for s in _SENT.split(p.user_text or ""):
            if s.strip():
                out.extend(_user_facts(s.strip(), p))
        for s in _SENT.split(p.assistant_text or ""):
            if s.strip():
                out.extend(_assistant_facts(s.strip(), p))
    return out
