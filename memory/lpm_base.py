"""Helpers every fact rule module shares: the fact dict, attribute slugs, calendar words.

Design decision: a module of its own below the rule modules (`lpm_rules`, `lpm_people`), so
each family of rules can live in its own module without importing another's.
"""
from __future__ import annotations

import re


def slug(v: str) -> str:
    return "_".join(re.findall(r"[a-z0-9]+", v.lower()))[:40]


def poss(subject: str) -> str:
    return f"{subject}'s"


def fact(kind, attribute, value, text, page, confidence=0.6, ends=(), ends_like=()):
    return {"kind": kind, "attribute": attribute, "value": value, "text": text,
            "confidence": confidence, "page_ids": [page.id], "valid_from": page.created,
            "ends": list(ends), "ends_like": list(ends_like)}


CALENDAR = re.compile(r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:january|february|march|"
                      r"april|may|june|july|august|september|october|november|december)\b",
                      re.I)
