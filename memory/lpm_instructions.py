"""What the user asks of the assistant for good, and what the assistant promised.

Design decision: the only facts read from the listener's side of a chat: a standing
instruction ("Please always answer in French", "Never suggest recipes with coriander") is
the user's fact about the assistant; the assistant's text yields only its promises ("I'll
remind you ..."), never facts about the user (see `lpm_rules`).
A rule is read where it is sure to be one for good: said with "always"/"never"/"keep your
answers", or without them where it shapes every answer (spelling, units, lists, language:
"Use British spelling please"; remember16), or keeps a topic away ("Please don't bring up my
ex"), or holds whenever something happens ("When you give me a list, use numbered points").
"Use metric for this recipe" and "Write me a poem in French" name one task, so they are none.
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


_ASKING = (r"(?:(?:can|could|would|will) you |please |pls |from now on,? |in future,? |"
           # ("can use simple English?": the "you" dropped, after a "when you ..." only)
           r"(?:can|could) (?=use |write |answer |reply |keep |make )|"
           r"going forward,? |and |also )*")
# "When you give me a list, use numbered points": a rule for whenever that happens
_WHEN_YOU = re.compile(r"^(?:and |also )?((?:when|whenever|if|every time) you (?:give|write|"
                       r"send|make|suggest|list|recommend|answer|reply|show|do|talk)[^,.!?]{0,60}?)"
                       # ("When you reply can use simple English?": no comma, the request
                       # after it said with "can"; remember45)
                       r"(?:,\s+|\s+(?=(?:can|could|please|pls) ))(?:then |please )?", re.I)
# what shapes every answer: said without "always" ("Use British spelling please") a rule
# still, as no task is named ("Use metric for this recipe" names one)
_FORM = re.compile(r"\b(?:spelling|units?|metric|imperial|celsius|fahrenheit|kilomet(?:re|er)s?|"
                   r"km|miles|bullet(?: point)?s?|numbered|lists?|paragraphs?|sentences|words|"
                   r"emojis?|jargon|tone|formal|informal|casual|headings|tables|"
                   # "use simple English, my mum reads over my shoulder" (remember45)
                   r"(?:plain|simple|easy|basic|simpler|easier) (?:english|words|language)|"
                   r"markdown|british|american|24-hour|language)\b", re.I)
_ONE_OFF = re.compile(r"\b(?:this|that|it|these|those|here|today|tonight|for now)\b|"
                      r"^(?:me )?(?:a|an|some|the following)\b", re.I)
_FORM_VERB = re.compile(r"^" + _ASKING + r"(use|answer|reply|respond|write|talk|speak|stick to|"
                        r"spell|format|give me)\s+([^.!?]{3,120})", re.I)
# "Please don't bring up my ex": a topic to keep away from, for good (not "don't mention it")
_AVOID = re.compile(r"^" + _ASKING + r"(?:don't|do not|dont) (mention|bring up|talk about|"
                    r"ask (?:me )?about|raise|joke about|remind me (?:of|about)) "
                    r"(?!(?:it|that|this|them|him|her)\b)([^.!?]{2,100})", re.I)
# "don't use emojis", "I hate it when you use bullet points": a form never wanted, for good
# (formed none); only a form word (`_FORM`) and no task: "don't use that word here" is one-off
_NO_FORM = re.compile(r"^" + _ASKING + r"(?:(?:don't|do not|dont|stop)\s+(?:using|use|adding|add|"
                      r"putting|put|including|include)|no more)\s+([^.!?]{2,80})|"
                      r"^i (?:hate|don't like|do not like|can't stand|dislike)(?: it)? when you "
                      r"(?:use|add|put in|write (?:in|with))\s+([^.!?]{2,80})", re.I)
# a conditioned rule may use any of these: "When you suggest recipes, leave out mushrooms"
_ANY_VERB = re.compile(r"^(use|leave out|skip|avoid|include|add|keep|make|put|give|say|stick "
                       r"to|stop at|limit|answer|reply|write|mention|suggest|start|end)\s+"
                       r"([^.!?]{3,120})", re.I)
# "I read your answers on my phone, so please keep them short": the answers named first, the
# rule after (remember19: formed none); not "... keep them short today"
_KEEP_THEM = re.compile(r"\byour (answers|replies|responses|messages)\b[^.!?]{0,80}?,? (?:so |and "
                        r")?(?:please |pls )(keep|make) (?:them|those) ([^.!?]{2,60})", re.I)
# "I don't like long answers, keep it short please": "it" is the answers (remember48's seun
# formed only a dislike); not "I like long walks, keep it simple"
_KEEP_IT = re.compile(r"\b(?:long|wordy|lengthy|waffly) (?:answers|replies|responses|messages|"
                      r"explanations)\b[^.!?]{0,40}?,? (?:(?:so|just|please|pls|and) )*(keep|make) "
                      r"(?:it|them|things) (short|brief|concise|simple|to the point)\b", re.I)
# the reason said after a rule is not part of it: "..., I never got used to miles"
_REASON = re.compile(r",\s+(?=(?:i|i'm|i've|as|because|since|we|it's|it is|that's)\b)", re.I)


def _theirs(body: str) -> str:
    """ "my ex-wife" as the rule says it of the user: "their ex-wife"."""
    body = re.sub(r"\bmy\b", "their", body, flags=re.I)
    # ("answer in English, even when I write some French words": remember48 kept "I write")
    body = re.sub(r"\bI(?:'m| am)\b", "they're", re.sub(r"\bI was\b", "they were", body))
    body = re.sub(r"\bI've\b", "they've", re.sub(r"\bI\b(?!')", "they", body))
    return re.sub(r"\bme\b", "them", body, flags=re.I)


# "Keep your answers short for me would you": the asking said after the rule is no part of it
# (remember45 stored "keep your answers short for them would you")
_TAG = re.compile(r"(?:,?\s+(?:for (?:me|them)|would you|will you|could you|can you|please|pls|"
                  r"thanks|ok|okay|yeah|yes|can|lah|ah))+\s*[?!.]*$", re.I)


def _rule(rule: str, body: str, page: Page) -> dict:
    rule, body = _TAG.sub("", rule) or rule, _TAG.sub("", body) or body
    return fact("assistant_knowledge", f"instruction.{slug(body)[:30]}", rule,
                f"The user asked the assistant to {rule}.", page, 0.8)


def instruction(s: str, page: Page) -> dict | None:
    """A standing instruction: "Please always answer in French", "Can you always give
    temperatures in Celsius?", "Please keep answers short" (not a one-off "please give me ..."),
    "Use British spelling please", "Please don't bring up my ex", "When you give me a list,
    use numbered points"."""
    m = _KEEP_IT.search(s)
    if m:
        return _rule(f"{m.group(1).lower()} answers {m.group(2).lower()}", f"answers {m.group(2)}",
                     page)
    m = _KEEP_THEM.search(s)
    if m and not _ONE_OFF.search(m.group(3)):
        body = _REASON.split(m.group(3), maxsplit=1)[0].strip()
        return _rule(f"{m.group(2).lower()} your {m.group(1).lower()} {body}", f"your {m.group(1)} {body}", page)
    m = _NO_FORM.match(s)
    body = m and _REASON.split(m.group(1) or m.group(2), maxsplit=1)[0].strip()
    if m and _FORM.search(body) and not _ONE_OFF.search(body) and len(body.split()) <= 5:
        return _rule(f"never use {_theirs(body)}", body, page)
    when = _WHEN_YOU.match(s)
    if when:
        s = s[when.end():]
    # (not a thought of one's own: "Never thought I'd be a tenor at 67"; remember96)
    m = re.search(r"^" + _ASKING + r"(always|never|don't ever|do not ever|keep|make) "
                  r"(?!(?:thought|knew|expected|imagined|dreamed|dreamt|believed|guessed|been|had|"
                  r"did|was|were|could|would|got|saw|seen|met|liked|cared|realised|realized)\b)"
                  r"([^.!?]{3,120})", s, re.I)
    if m and (m.group(1).lower() not in ("keep", "make") or re.match(
            r"(?:your |the |all )?(?:answers|replies|responses|messages)\b", m.group(2), re.I)):
        body = _REASON.split(m.group(2), maxsplit=1)[0].strip()
        rule = f"{m.group(1).lower()} {_theirs(body)}"
    else:
        m = _AVOID.match(s) or _FORM_VERB.match(s) or (_ANY_VERB.match(s) if when else None)
        if not m:
            return None
        body = re.sub(r"\s*,?\s*please\b", "", _REASON.split(m.group(2), maxsplit=1)[0],
                      flags=re.I).strip()
        if m.re is _FORM_VERB and not when and (not _FORM.search(body) or
                                               _ONE_OFF.search(body)):
            return None
        rule = ("never " if m.re is _AVOID else "") + f"{m.group(1).lower()} {_theirs(body)}"
    if when:   # "when you give me a list" -> "when the assistant gives them a list"
        rule += " " + re.sub(r"^(\w+(?: time)?) you (\w+)", lambda w: f"{w.group(1).lower()} "
                             f"the assistant {_third(w.group(2))}", _theirs(when.group(1)))
    return _rule(rule, body, page)


def _third(verb: str) -> str:
    v = verb.lower()
    return ("does" if v == "do" else v[:-1] + "ies" if v.endswith("y") and v[-2] not in "aeiou"
            else v + "es" if v.endswith(("s", "sh", "ch")) else v + "s")


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
