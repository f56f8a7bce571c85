"""The fact format shared by the rule extractor and a model extractor, and its validation.

Design decision: whatever produced a fact (rules, the chat model, an MCP client, an import),
it is a plain dict that passes `validate` before long_term stores it, so a model's malformed
or hostile JSON is dropped here, one fact at a time, and never raises.
"""
from __future__ import annotations

import json
import logging
import re
from typing import Protocol, Sequence

from .types import LPM_KINDS, Page

log = logging.getLogger(__name__)

KINDS = LPM_KINDS
_ATTR = re.compile(r"[a-z0-9_.:\-]{0,64}")
MAX_VALUE, MAX_TEXT = 300, 500


class LlmExtractor(Protocol):
    """Extracts durable facts from pages with a language model (runs in the background).

    Returns a list of dicts: {"kind": trait|user_knowledge|assistant_knowledge,
    "attribute": "snake.case" or "" (single-valued attributes supersede), "value": str,
    "text": third-person sentence, "confidence": 0..1, "page_ids": [ids of the given pages]}.
    Output is passed through `validate` before anything is stored.
    """

    def extract(self, pages: Sequence[Page]) -> list[dict]: ...


def _first_json(text: str, opener: str, kind: type):
    dec = json.JSONDecoder()
    start = text.find(opener)
    while start != -1:
        try:
            v, _ = dec.raw_decode(text, start)
            if isinstance(v, kind):
                return v
        except ValueError:
            pass
        start = text.find(opener, start + 1)
    return None


def parse_json_array(text: str) -> list:
    """The first JSON array in a model's output (models wrap JSON in prose or code fences)."""
    return _first_json(text, "[", list) or []


def parse_json_object(text: str) -> dict:
    """The first JSON object in a model's output, or {}."""
    return _first_json(text, "{", dict) or {}


def validate(items, allowed_page_ids, source: str = "llm",
             page_times: dict[int, float] | None = None) -> list[dict]:
    """Keep only well-formed facts, cleaned; drop (and log) the rest. Never raises."""
    out = []
    if not isinstance(items, list):
        return out
    allowed = set(allowed_page_ids)
    for raw in items[:200]:
        try:
            if not isinstance(raw, dict) or raw.get("kind") not in KINDS:
                raise ValueError("kind")
            attr = str(raw.get("attribute") or "").strip().lower()
            if not _ATTR.fullmatch(attr):
                raise ValueError("attribute")
            value, text = raw.get("value"), raw.get("text") or raw.get("value")
            if not isinstance(value, str) or not isinstance(text, str):
                raise ValueError("value/text")
            value, text = value.strip()[:MAX_VALUE], text.strip()[:MAX_TEXT]
            if not value or not text:
                raise ValueError("empty")
            conf = raw.get("confidence", 0.6)
            if isinstance(conf, bool) or not isinstance(conf, (int, float)) or not 0 <= conf <= 1:
                raise ValueError("confidence")
            pids = raw.get("page_ids")
            if (not isinstance(pids, list) or not pids
                    or not all(isinstance(p, int) and not isinstance(p, bool) for p in pids)
                    or not set(pids) <= allowed):
                raise ValueError("page_ids")
            vf = raw.get("valid_from")
            if not isinstance(vf, (int, float)) or isinstance(vf, bool):
                vf = max((page_times or {}).get(p, 0.0) for p in pids)
            ends = [e for e in raw.get("ends", []) if isinstance(e, str) and _ATTR.fullmatch(e)]
            like = [w for w in raw.get("ends_like", []) if isinstance(w, str)
                    # ("a|b": either; see long_term `ends_like`; up to a month's names,
                    # "january|...|december", for a plan's old date: lpm_plans)
                    and re.fullmatch(r"[\w'-]+(?: [\w'-]+)?(?:\|[\w'-]+(?: [\w'-]+)?){0,11}", w)
                    and 3 <= len(w) <= 100][:4]
            out.append({"kind": raw["kind"], "attribute": attr, "value": value, "text": text,
                        "confidence": float(conf), "page_ids": sorted(set(pids)),
                        "valid_from": float(vf), "source": source, "ends": ends,
                        "ends_like": like})
        except (ValueError, TypeError) as e:
            log.info("dropped an extracted fact (%s)", e)
    return out
