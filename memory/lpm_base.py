"""Helpers every fact rule module shares: the fact dict, attribute slugs, calendar words, the
patterns that delimit a value ("... in May", "... two years ago") and small text helpers.

Design decision: a module of its own below the rule modules (`lpm_rules`, `lpm_people`,
`lpm_tastes`, `lpm_passing`), so each family of rules can live in its own module without
importing another's.
"""
from __future__ import annotations

import re
import unicodedata

from .lpm_words import SINGLE


_UNDECOMPOSED = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe",
                               "þ": "th", "ı": "i"})


def slug(v: str) -> str:
    # ("José" and "Jose" are one key, not "jos" and "jose": a name typed without its accent)
    v = unicodedata.normalize("NFKD", v.lower().translate(_UNDECOMPOSED))
    v = v.encode("ascii", "ignore").decode()
    return "_".join(re.findall(r"[a-z0-9]+", v.lower()))[:40]


def kin_key(rel: str, name: str | None) -> str:
    """The attribute of a relative or pet: by their relation word where people have one
    (`relation.mum`, also when named: "my mum Peggy" and "Mum" are one person), by name too
    where they may have several (`relation.son.tom`)."""
    return f"relation.{slug(rel)}" + (f".{slug(name)}" if name and not re.fullmatch(
        SINGLE, rel) else "")


_THIRD = {"do": "does", "teach": "teaches", "fix": "fixes", "study": "studies"}


def third_person(verb: str) -> str:
    """ "study" -> "studies": a plain verb said of someone else ("I teach" -> "teaches")."""
    return _THIRD.get(verb.lower(), verb + "s")


def poss(subject: str) -> str:
    return f"{subject}'s"


def fact(kind, attribute, value, text, page, confidence=0.6, ends=(), ends_like=()):
    return {"kind": kind, "attribute": attribute, "value": value, "text": text,
            "confidence": confidence, "page_ids": [page.id], "valid_from": page.created,
            "ends": list(ends), "ends_like": list(ends_like)}


MONTHS = ("january|february|march|april|may|june|july|august|september|october|november|"
          "december")   # the month names, for the other modules' patterns too
CALENDAR = re.compile(r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:" + MONTHS + r")\b", re.I)

STOP_TAIL = re.compile(r"\s+(?:now|these days|nowadays|anymore|any more|too|as well|lately|"
                        r"instead|though|actually|a lot|so much|too much|very much|"
                       r"originally|at all|here|over here)$", re.I)
OBJ = r"([^,.;!?]{2,60}?)"
# a change said as unsure or still to come ("we might move to York", "if I get the job at
# Aldi", "I'm going to start at ..."): no fact of what is now
# what follows "work at/for" that is a time, the speaker or a doing, no employer ("I work at
# weekends", "I work for myself", "I'm working at getting fitter")
NOT_ORG = re.compile(r"(?:the )?(?:weekends?|nights?|night time|home|myself|ourselves|moment|"
                     r"minute|present|lunch|christmas|easter|times|least|once|all|it|that|this|"
                     r"them|him|her|me|us|a living|free|nothing|peanuts|hours?|\d|"
                     r"(?-i:[a-z]+ing))\b", re.I)
UNSURE = re.compile(r"\b(?:if|maybe|might|would|will|going to|plan|planning|thinking)\b", re.I)
WHEN = (r"(?:" + MONTHS + r"|spring|summer|autumn|fall|winter|early|late|mid|the (?:spring|"
        r"summer|autumn|fall|winter|end|start|beginning|middle))")
# a value ends before a time phrase: "moved to Valencia in May", "... two years ago"
END = (r"(?=\s*(?:[,.;!?]|$| and | but | because | since | so | with | now\b| last | this "
        r"| next | yesterday| recently| a few | in \d| on | for \d| since | after | before "
        r"| originally| instead of | rather than | which "
        # "I'm a paramedic not a nurse": what the value is not ends it
        r"| not (?:an? |the |my )"
        # "I work at the bakery as a cashier": the role said after where (remember30)
        r"| as an? "
        # "I hate mushrooms like really hate them": a spoken filler goes on, not the thing
        r"| like (?:really|so|totally|literally|seriously|properly|absolutely)\b| you know\b"
        # "moved to Leeds for university", "moved there that same year", "moved to
        # Newcastle for it" (the new job said just before)
        r"| for (?:uni|university|college|school|work|a job|a new job|the job|it|that|this|him"
        r"|her|them|love|good)\b"
        r"| that (?:same )?(?:year|month|week|spring|summer|autumn|winter)\b"
        r"| at the (?:start|end|beginning)| (?i:in " + WHEN + r")\b"
        r"| (?:\w+ ){1,2}(?:years?|months?|weeks?|days?) ago))")


def clean(v: str) -> str:
    v = STOP_TAIL.sub("", v.strip().rstrip(" ,"))
    v = re.sub(r"^(?:a|an|the)\s+", "", v, flags=re.I) if len(v.split()) > 1 else v
    return v.strip()


def opens_with_me(s: str) -> bool:
    """Whether the sentence's subject is the speaker, so that "... and now drink tea" or
    "... but live in Dublin" speak of them ("I grew up in Cork but ...", not "My parents ...")."""
    return re.match(r"(?:\w+[,!]?\s+){0,2}(?:i|we)\b", s, re.I) is not None


def article(job: str) -> str:
    # ("a used Jeep", "a university lecturer", "a European car": a vowel said as "you")
    an = job[:1].lower() in "aeiou" and not re.match(r"(?:us[eu]|uni|eu|one\b)", job, re.I)
    return job if re.match(r"(?:a|an|the)\b", job, re.I) else ("an " if an else "a ") + job


def named_before(s: str, rel: str) -> str | None:
    """The name `s` says is the speaker's `rel` before an age said of him or her: "Jayden is
    my younger brother, he's 26", "Jayden's not my older brother, he's my younger brother,
    he's 26" (remember29: the age fact had no name, and "how old is Jayden?" got another)."""
    m = re.search(r"(?<![\w'])([A-Z][a-z'-]+)(?:'s| is)(?: not (?:my|our) [^,.;]{2,30}, "
                  r"(?:he|she)(?:'s| is))? (?:my|our) (?:[a-z]+ )?" + re.escape(rel) + r"\b", s)
    if m and m.group(1) not in ("I", "My", "It", "That", "This", "There", "He", "She", "What"):
        return m.group(1)
    return None
