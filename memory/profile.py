"""The user's profile: current long-term facts, grouped by what they are about, most useful first.

Design decisions:
- One table (`GROUPS`) says which group a fact belongs to and in what order groups come:
  who the user is, where they live, their work, the people and pets in their life, health
  and diet, preferences, possessions, plans and events, standing instructions, then the rest.
  The prompt head, the inspector, "What Engram knows about you" and `engram memory list
  --tier long` all read this order, so the model and the user see the same profile.
- A fact's group comes from its attribute (the extractor's key, e.g. `location`,
  `relation.sister`, `preference.drink`) by prefix, and only when the attribute says nothing
  from a few words of its sentence ("allergic", "vegetarian"): attribute names are the
  extractor's vocabulary, so several spellings of one idea map to one group.
- The order within the profile depends only on what the facts are (group, pinned,
  attribute, id), never on scores that move, so the same facts give the same prompt head and
  its saved activation slot stays valid.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

from .types import LpmItem

# (group key, title shown to the user, attribute prefixes, words in the sentence)
GROUPS: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("identity", "Who you are",
     ("name", "nickname", "full_name", "identity", "age", "birthday", "birth", "gender",
      "pronoun", "nationality", "language"), ("name is", "years old", "birthday")),
    ("places", "Where you live",
     ("location", "home", "hometown", "city", "country", "address", "lives", "residence",
      "origin", "place"), ("lives in", "moved to", "is from", "relocated")),
    ("work", "Work and study",
     ("job", "work", "employer", "occupation", "role", "profession", "career", "company",
      "education", "school", "study", "studies", "degree", "university", "income"),
     ("works as", "works at", "job", "studies", "student")),
    ("people", "People and pets",
     ("relation", "family", "person", "people", "pet", "partner", "spouse", "child", "kid",
      "son", "daughter", "friend", "sibling", "parent", "contact"),
     ("sister", "brother", "mother", "father", "wife", "husband", "partner", "son",
      "daughter", "friend", "cat", "dog", "pet")),
    ("health", "Health and diet",
     ("health", "allergy", "allergies", "diet", "dietary", "intolerance", "condition",
      "medication", "medical", "food_restriction", "restriction"),
     ("allergic", "intolerant", "vegetarian", "vegan", "diabetic", "gluten", "dairy")),
    ("preferences", "Likes and habits",
     ("preference", "prefers", "likes", "dislikes", "favorite", "favourite", "hobby",
      "hobbies", "habit", "sport", "interest", "music", "drink", "food", "instrument",
      "activity", "routine"),
     ("likes", "loves", "enjoys", "prefers", "favourite", "favorite", "hobby")),
    ("possessions", "Things you have",
     ("possession", "owns", "car", "vehicle", "bike", "house", "device", "has"),
     ("owns", "bought")),
    ("plans", "Plans and events",
     ("plan", "plans", "event", "goal", "trip", "date", "appointment", "project"),
     ("plans to", "is planning", "will", "going to")),
    ("instructions", "What you asked Engram to do",
     ("instruction", "rule", "standing"), ("asked the assistant",)),
    ("other", "Other things you said", (), ()),
)
RANK = {g[0]: i for i, g in enumerate(GROUPS)}
TITLE = {g[0]: g[1] for g in GROUPS}
_WORD_HINTS = [(g[0], tuple(re.compile(r"\b" + re.escape(w) + r"\b", re.I) for w in g[3]))
               for g in GROUPS]


def group_of(attribute: str, text: str = "", kind: str = "") -> str:
    """The profile group of one fact (see the module docstring)."""
    full = re.split(r"[.:]", (attribute or "").lower(), maxsplit=1)[0]
    for head in dict.fromkeys((full, full.split("_")[0])):
        for key, _title, prefixes, _words in GROUPS:
            if head and head in prefixes:
                return key
    if kind == "assistant_knowledge":
        return "instructions"
    for key, pats in _WORD_HINTS:
        if any(p.search(text or "") for p in pats):
            return key
    return "other"


def sort_key(item: LpmItem) -> tuple:
    """Profile order: group, pinned first, then attribute and id (stable, never by score)."""
    return (RANK[group_of(item.attribute, item.text, item.kind)], not item.pinned,
            item.attribute == "", item.attribute, item.id)


def usefulness_key(item: LpmItem) -> tuple:
    """Which facts get into a small budget first: pinned, then by group, then confidence."""
    return (not item.pinned, RANK[group_of(item.attribute, item.text, item.kind)],
            -round(item.confidence, 2), item.id)


def sentence(item: LpmItem) -> str:
    """A fact as one short sentence (the extractor writes them in the third person)."""
    t = " ".join((item.text or item.value).split())
    return t if t.endswith((".", "!", "?")) else t + "."


@dataclass(frozen=True)
class Group:
    key: str
    title: str
    items: tuple[LpmItem, ...]


def grouped(items: Iterable[LpmItem]) -> list[Group]:
    """Items in profile order, split into their groups (empty groups left out)."""
    out: dict[str, list[LpmItem]] = {}
    for it in sorted(items, key=sort_key):
        out.setdefault(group_of(it.attribute, it.text, it.kind), []).append(it)
    return [Group(k, TITLE[k], tuple(v)) for k, v in out.items()]


HEAD_MAX = 200


def head_candidates(store, limit: int = HEAD_MAX) -> dict[int, tuple]:
    """Current facts for the prompt head: ids in the order they claim the budget (most useful
    first), each mapped to its profile-order key."""
    rows = store.rows("SELECT id, kind, attribute, text, confidence, pinned FROM lpm_items "
                      "WHERE valid_to IS NULL")
    items = [LpmItem(id=r[0], kind=r[1], attribute=r[2], value="", text=r[3],
                     confidence=r[4], source="", pinned=bool(r[5]), valid_from=0.0,
                     valid_to=None, superseded_by=None, created=0.0, updated=0.0)
             for r in rows]
    best = sorted(items, key=usefulness_key)[:limit]
    return {it.id: sort_key(it) for it in best}
