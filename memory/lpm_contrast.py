"""Negations and contrasts read the right way round: "I don't eat pork", "I don't drink
coffee, only tea", "I'm not vegetarian but my wife is", "I'm a Spurs fan".

Design decisions:
- What a person does not eat or drink is as durable as what they like, and shapes advice
  (recipes, menus): it is keyed `avoids.<thing>` and ends a current "likes <thing>"; a
  correction or a habit given up ("not anymore") is left to the rules that read those.
- A contrast with an ellipsis ("I'm not X but my wife is", "I don't X but my son does") puts
  X on the relative and not on the speaker; the whole is kept as one statement about the
  relative (a sentence with "not" is otherwise no statement, as it is often a correction).
- Being a fan of a named team or artist is a liking, keyed like one; "not a fan of X" is a
  dislike.
"""
from __future__ import annotations

import re

from .lpm_base import END, OBJ, clean, fact, poss, slug
from .lpm_tastes import preference
from .lpm_words import NAME, RELATIONS
from .types import Page

_VERB = {"eat": "eat", "eating": "eat", "drink": "drink", "drinking": "drink", "touch": "touch",
         "touching": "touch"}
# objects that say when or how much, not what: "I don't eat much", "I never drink before noon"
_NOT_THING = re.compile(r"(?:much\b.*|a lot\b.*|anything|it|that|this|them|here|there|out|"
                        r"late|early|before\b.*|after\b.*|until\b.*|enough|well|properly|alone|"
                        r"any more|anymore)$", re.I)


def _avoids(s: str, page: Page, who: str) -> list[dict]:
    m = re.search(r"\bi (?:don't|do not|never|won't|will not|can't|cannot|can not) (eat|drink|"
                  r"touch) (?:any )?" + OBJ + END + r"|\bi(?:'m| am) not (eating|drinking) "
                  r"(?:any )?" + OBJ + END, s, re.I)
    if not m or re.search(r"\b(?:any ?more|these days|since (?:last|this|yesterday))\b|"
                          r"\b(?:today|tonight|this (?:week|month))\b", s, re.I):
        return []   # a change ("not anymore") or a one-off ("not drinking tonight")
    verb, thing = _VERB[(m.group(1) or m.group(3)).lower()], clean(m.group(2) or m.group(4))
    if _NOT_THING.match(thing) or len(thing.split()) > 4:
        return []
    # "I can't eat gluten": a body's limit, said as such (not as a choice)
    neg = "can't" if re.match(r"i ca(?:n't|nnot|n not)\b", m.group(0), re.I) else "doesn't"
    out = [fact("trait", f"avoids.{slug(thing)}", thing, f"{who} {neg} {verb} {thing}.",
                page, 0.8, ends=[f"likes.{slug(thing)}"])]
    # "I don't drink coffee, only tea": what they have instead
    rest = re.match(r"[,;]?\s*(?:only|just|but (?:i )?(?:do |only )?(?:" + verb + r" )?)"
                    + OBJ + END, s[m.end():], re.I)
    if rest:
        pref = preference(verb, rest.group(1), page, who)
        out += [pref] if pref else []
    return out


def _theirs_not_mine(s: str, page: Page, who: str) -> list[dict]:
    """ "I'm not vegetarian but my wife Yvonne is" -> the wife is, the speaker is not."""
    m = re.search(r"\bi(?:'m| am) not (?:an? )?" + OBJ + r",? but (my|our) ((?i:" + RELATIONS
                  + r")(?: " + NAME + r")?) (?:is|are)\b(?! \w)|\bi (?:don't|do not) "
                  + OBJ + r",? but (my|our) ((?i:" + RELATIONS + r")(?: " + NAME
                  + r")?) (?:does|do)\b(?! \w)", s, re.I)
    if not m:
        return []
    if m.group(1):
        x, rel = clean(m.group(1)), m.group(3)
        said = f"{poss(who)} {rel} is {x}; {_plain(who)} is not."
    else:
        x, rel = clean(m.group(5)), m.group(7)
        said = f"{poss(who)} {rel} does {x}; {_plain(who)} does not."
    return [fact("user_knowledge", "", said, said, page, 0.7)]


def _fan_of(s: str, page: Page, who: str) -> list[dict]:
    """ "I'm a huge fan of Thai food" is a liking; "I'm not a fan of horror movies" a dislike
    (the usual English understatement for one)."""
    m = re.search(r"\bi(?:'m| am)( not| never been)? (?:really |much |a |an |)?(?:huge |big |"
                  r"massive |great |real |)?fan of " + OBJ + END, s, re.I)
    f = m and preference("dislike" if m.group(1) else "like", m.group(2), page, who)
    return [f] if f else []


def _fan(s: str, page: Page, who: str) -> list[dict]:
    m = re.search(r"\b(?i:i'm|i am|i have always been|i've always been) (?i:an? )?(?i:huge |"
                  r"big |massive |lifelong |life-long |die-hard |diehard |proud )?(" + _TEAM
                  + r") (?i:fan|supporter)\b|\b(?i:i) (?i:still |have always |'ve always |"
                  r"always )?(?i:support(?:ed)?) (" + _TEAM + r")" + END, s)
    if not m:
        return []
    # ("I support Liverpool.": the sentence's full stop is no part of the name)
    team = re.sub(r"(?<=[a-z]{2})\.$", "", m.group(1) or m.group(2))
    return [fact("trait", f"likes.{slug(team)}", team,
                 f"{who} is a fan of {team} (supports {team}).", page, 0.8,
                 ends=[f"dislikes.{slug(team)}"])]


_TEAM = r"[A-Z][\w.&'-]*(?: [A-Z][\w.&'-]*){0,3}"


def _plain(who: str) -> str:
    return "the user" if who == "The user" else who


def contrasts(s: str, page: Page, who: str) -> list[dict]:
    """Facts of negation and contrast in one candidate sentence."""
    return (_avoids(s, page, who) + _theirs_not_mine(s, page, who) + _fan(s, page, who)
            + _fan_of(s, page, who))
