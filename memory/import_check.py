"""Strict validation of import files (memory cubes and transcripts), before any write.

Design decision: hostile input is expected (files from other tools, hand edits, fuzzers), so
every field is checked for type, range and size, every reference is resolved inside the file,
and the first problem is reported as ImportFormatError naming its place
(`pages[3].segment_id: no such segment`). Nothing here touches the database.
"""
from __future__ import annotations

import datetime as _dt
import json
import math
import re
from typing import Any

from .errors import ImportFormatError
from .types import KINDS, LPM_KINDS

FORMAT, VERSION = "engram-memory", 1
MAX_FILE_BYTES = 512 << 20
MAX_ITEMS = 1_000_000
MAX_TEXT = 1 << 20
MAX_SHORT = 500
MAX_KEYWORDS = 64
MAX_META_BYTES = 64 << 10
_CID = re.compile(r"[\w.:\-]{1,128}", re.ASCII)


def _utf8(s: str) -> bool:
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


class _V:
    """Field checks that raise ImportFormatError naming where the problem is."""

    def __init__(self, where: str, obj: Any):
        if not isinstance(obj, dict):
            raise ImportFormatError(f"{where}: expected an object, got {_tname(obj)}")
        self.where, self.obj = where, obj

    def _fail(self, key: str, why: str):
        raise ImportFormatError(f"{self.where}.{key}: {why}")

    def get(self, key: str, default: Any = ..., *, null: bool = False):
        if key not in self.obj:
            if default is ...:
                self._fail(key, "missing")
            return default
        v = self.obj[key]
        if v is None and not null:
            self._fail(key, "must not be null")
        return v

    def int(self, key: str, default: Any = ..., *, null: bool = False, lo: int = 0,
            hi: int = 2**62) -> int | None:
        v = self.get(key, default, null=null)
        if v is None:
            return None
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            self._fail(key, f"expected an integer in [{lo}, {hi}]")
        return v

    def num(self, key: str, default: Any = ..., *, null: bool = False, lo: float = -1e12,
            hi: float = 1e12) -> float | None:
        v = self.get(key, default, null=null)
        if v is None:
            return None
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) \
                or not lo <= v <= hi:
            self._fail(key, f"expected a number in [{lo:g}, {hi:g}]")
        return float(v)

    def str(self, key: str, default: Any = ..., *, limit: int = MAX_TEXT,
            choices: tuple | None = None) -> str:
        v = self.get(key, default)
        if not isinstance(v, str) or len(v) > limit:
            self._fail(key, f"expected a string of at most {limit} characters")
        if not _utf8(v):
            self._fail(key, "contains text that is not valid Unicode (a lone surrogate)")
        if choices is not None and v not in choices:
            self._fail(key, f"expected one of {', '.join(choices)}")
        return v

    def bool(self, key: str, default: Any = ...) -> bool:
        v = self.get(key, default)
        if not isinstance(v, bool):
            self._fail(key, "expected true or false")
        return v

    def words(self, key: str) -> list[str]:
        v = self.get(key, [])
        if not isinstance(v, list) or len(v) > MAX_KEYWORDS or not all(
                isinstance(w, str) and len(w) <= MAX_SHORT and _utf8(w) for w in v):
            self._fail(key, f"expected at most {MAX_KEYWORDS} short strings")
        return v

    def meta(self, key: str) -> dict:
        v = self.get(key, {})
        if not isinstance(v, dict):
            self._fail(key, "expected an object")
        try:
            size = len(json.dumps(v, allow_nan=False, ensure_ascii=False).encode("utf-8"))
        except (ValueError, TypeError, RecursionError):
            self._fail(key, "not plain JSON")
        if size > MAX_META_BYTES:
            self._fail(key, f"larger than {MAX_META_BYTES} bytes")
        return v


def _tname(v: Any) -> str:
    return {dict: "an object", list: "an array", str: "a string", bool: "a boolean",
            type(None): "null"}.get(type(v), "a number" if isinstance(v, (int, float)) else
                                    type(v).__name__)


def _items(data: dict, key: str) -> list:
    v = data.get(key, [])
    if not isinstance(v, list):
        raise ImportFormatError(f"{key}: expected an array, got {_tname(v)}")
    if len(v) > MAX_ITEMS:
        raise ImportFormatError(f"{key}: more than {MAX_ITEMS} entries")
    return v


def _unique_ids(where: str, rows: list[dict], key: str = "id") -> None:
    seen = set()
    for i, r in enumerate(rows):
        if r[key] in seen:
            raise ImportFormatError(f"{where}[{i}].{key}: duplicate id {r[key]!r}")
        seen.add(r[key])


def validate_cube(data: Any) -> dict[str, list[dict]]:
    """Check a memory cube completely; return its normalised rows. Raises ImportFormatError."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ImportFormatError(f'not an Engram memory file (expected "format": "{FORMAT}")')
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise ImportFormatError("version: expected an integer")
    if version != VERSION:
        raise ImportFormatError(f"version {version} is not supported (this Engram reads "
                                f"version {VERSION}); update Engram to import it")
    convs = []
    for n, raw in enumerate(_items(data, "conversations")):
        v = _V(f"conversations[{n}]", raw)
        cid = v.str("id", limit=128)
        if not _CID.fullmatch(cid):
            raise ImportFormatError(f"conversations[{n}].id: letters, digits and ._:- only")
        convs.append({"id": cid, "title": v.str("title", "", limit=MAX_SHORT),
                      "created": v.num("created"), "updated": v.num("updated", 0.0)})
    _unique_ids("conversations", convs)
    segs = []
    for n, raw in enumerate(_items(data, "segments")):
        v = _V(f"segments[{n}]", raw)
        segs.append({"id": v.int("id"), "tier": v.str("tier", "mid", choices=("mid", "archive")),
                     "summary": v.str("summary", "", limit=MAX_TEXT),
                     "keywords": v.words("keywords"), "visits": v.int("visits", 0),
                     "last_visit": v.num("last_visit", 0.0), "heat": v.num("heat", 0.0),
                     "pinned": v.bool("pinned", False),
                     "promoted_at": v.num("promoted_at", None, null=True),
                     "created": v.num("created"), "updated": v.num("updated", 0.0)})
    _unique_ids("segments", segs)
    conv_ids, seg_ids = {c["id"] for c in convs}, {s["id"] for s in segs}
    pages = []
    for n, raw in enumerate(_items(data, "pages")):
        v = _V(f"pages[{n}]", raw)
        p = {"id": v.int("id"), "conversation_id": v.str("conversation_id", limit=128),
             "seq": v.int("seq"), "prev_id": v.int("prev_id", None, null=True),
             "tier": v.str("tier", "mid", choices=("short", "mid", "archive")),
             "segment_id": v.int("segment_id", None, null=True),
             "user_text": v.str("user_text"), "assistant_text": v.str("assistant_text"),
             "keywords": v.words("keywords"), "pinned": v.bool("pinned", False),
             "created": v.num("created"), "meta": v.meta("meta")}
        if p["conversation_id"] not in conv_ids:
            raise ImportFormatError(f"pages[{n}].conversation_id: no such conversation")
        if p["segment_id"] is not None and p["segment_id"] not in seg_ids:
            raise ImportFormatError(f"pages[{n}].segment_id: no such segment")
        pages.append(p)
    _unique_ids("pages", pages)
    page_conv = {p["id"]: p["conversation_id"] for p in pages}
    page_seq = {p["id"]: p["seq"] for p in pages}
    seqs = set()
    for n, p in enumerate(pages):
        if (p["conversation_id"], p["seq"]) in seqs:
            raise ImportFormatError(f"pages[{n}].seq: duplicate in its conversation")
        seqs.add((p["conversation_id"], p["seq"]))
        if p["prev_id"] is not None and page_conv.get(p["prev_id"]) != p["conversation_id"]:
            raise ImportFormatError(f"pages[{n}].prev_id: not a page of the same conversation")
        # an earlier page only: a cycle in the dialogue chain would hang whatever follows it
        if p["prev_id"] is not None and page_seq[p["prev_id"]] >= p["seq"]:
            raise ImportFormatError(f"pages[{n}].prev_id: not an earlier page")
    lpm = []
    for n, raw in enumerate(_items(data, "lpm_items")):
        v = _V(f"lpm_items[{n}]", raw)
        ids = v.get("page_ids", [])
        if not isinstance(ids, list) or len(ids) > 10_000 or not all(
                isinstance(i, int) and not isinstance(i, bool) and i in page_conv for i in ids):
            raise ImportFormatError(f"lpm_items[{n}].page_ids: expected ids of pages in the file")
        lpm.append({"id": v.int("id"), "kind": v.str("kind", choices=LPM_KINDS),
                    "attribute": v.str("attribute", "", limit=MAX_SHORT),
                    "value": v.str("value", limit=MAX_TEXT), "text": v.str("text"),
                    "confidence": v.num("confidence", 0.5, lo=0.0, hi=1.0),
                    "source": v.str("source", "import", choices=("rules", "llm", "user",
                                                                 "import")),
                    "pinned": v.bool("pinned", False), "valid_from": v.num("valid_from"),
                    "valid_to": v.num("valid_to", None, null=True),
                    "superseded_by": v.int("superseded_by", None, null=True),
                    "created": v.num("created"), "updated": v.num("updated", 0.0),
                    "page_ids": sorted(set(ids)), "joint": v.bool("joint", False)})
    _unique_ids("lpm_items", lpm)
    lpm_ids = {i["id"] for i in lpm}
    for n, i in enumerate(lpm):
        if i["superseded_by"] is not None and (i["superseded_by"] not in lpm_ids
                                               or i["superseded_by"] == i["id"]):
            raise ImportFormatError(f"lpm_items[{n}].superseded_by: no such other item")
    known = {"page": set(page_conv), "segment": seg_ids, "lpm": lpm_ids}
    ctx, keys = [], set()
    for n, raw in enumerate(_items(data, "answer_context")):
        v = _V(f"answer_context[{n}]", raw)
        r = {"page_id": v.int("page_id"), "rank": v.int("rank", hi=1_000_000),
             "item_type": v.str("item_type", choices=tuple(KINDS)),
             "item_id": v.int("item_id"), "tokens": v.int("tokens", 0)}
        if r["page_id"] not in page_conv or r["item_id"] not in known[r["item_type"]]:
            raise ImportFormatError(f"answer_context[{n}]: refers to an item not in the file")
        if (r["page_id"], r["rank"]) in keys:
            raise ImportFormatError(f"answer_context[{n}]: duplicate rank for its page")
        keys.add((r["page_id"], r["rank"]))
        ctx.append(r)
    refused = _items(data, "facts_refused")
    for n, pid in enumerate(refused):
        if isinstance(pid, bool) or not isinstance(pid, int) or pid not in page_conv:
            raise ImportFormatError(f"facts_refused[{n}]: not the id of a page in the file")
    return {"conversations": convs, "segments": segs, "pages": pages, "lpm_items": lpm,
            "answer_context": ctx, "facts_refused": sorted(set(refused))}


_ROLES = {"user": "user", "assistant": "assistant", "system": "system"}


def iso_time(text: str, where: str, bad: str) -> float:
    """Unix seconds of an ISO 8601 time (naive means UTC); ImportFormatError `where: bad`."""
    try:
        t = _dt.datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        raise ImportFormatError(f"{where}: {bad}") from None
    if t.tzinfo is None:
        t = t.replace(tzinfo=_dt.timezone.utc)
    try:
        return t.timestamp()
    except (OverflowError, OSError, ValueError):
        raise ImportFormatError(f"{where}: time out of range") from None


def decode_text(raw: bytes) -> str:
    """An import file's bytes as text: bounded size, UTF-8 (a BOM is dropped)."""
    if len(raw) > MAX_FILE_BYTES:
        raise ImportFormatError(f"the file is larger than {MAX_FILE_BYTES >> 20} MiB")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise ImportFormatError(f"the file is not UTF-8 text (byte {e.start})") from None


def parse_time(value: Any, where: str) -> float | None:
    """Unix seconds (milliseconds accepted), or ISO 8601 (naive means UTC); None if absent."""
    if value is None:
        return None
    if isinstance(value, bool):
        raise ImportFormatError(f"{where}: expected a time")
    if isinstance(value, (int, float)):
        if not math.isfinite(value) or value < 0:
            raise ImportFormatError(f"{where}: expected a time")
        value = value / 1000.0 if value > 1e11 else float(value)
        if value > 1e11:
            raise ImportFormatError(f"{where}: time out of range")
        return float(value)
    if isinstance(value, str) and len(value) <= 64:
        return iso_time(value, where, "not an ISO 8601 time")
    raise ImportFormatError(f"{where}: expected a time")


def parse_transcript(data: Any) -> list[tuple[str, str, float | None]]:
    """`[{role, content, timestamp}]` -> exchanges (user text, assistant text, time).

    Consecutive turns of one role are joined; a user turn followed by assistant turns makes
    one exchange; system turns are skipped.
    """
    if isinstance(data, dict) and "messages" in data:
        data = data["messages"]
    if not isinstance(data, list):
        raise ImportFormatError("a transcript is an array of {role, content, timestamp}")
    if len(data) > MAX_ITEMS:
        raise ImportFormatError(f"transcript: more than {MAX_ITEMS} messages")
    out: list[tuple[str, str, float | None]] = []
    user: list[str] = []
    assistant: list[str] = []
    when: float | None = None
    for n, raw in enumerate(data):
        v = _V(f"messages[{n}]", raw)
        role = v.str("role", limit=32)
        if role not in _ROLES:
            raise ImportFormatError(f"messages[{n}].role: expected user, assistant or system")
        content = v.str("content")
        ts = parse_time(raw.get("timestamp"), f"messages[{n}].timestamp")
        if role == "system":
            continue
        if role == "user" and assistant:
            out.append(("\n".join(user), "\n".join(assistant), when))
            user, assistant, when = [], [], None
        (user if role == "user" else assistant).append(content)
        if when is None:
            when = ts
    if user or assistant:
        out.append(("\n".join(user), "\n".join(assistant), when))
    if not out:
        raise ImportFormatError("the transcript has no user or assistant messages")
    for n, (u, a, _) in enumerate(out):
        if len(u) > MAX_TEXT or len(a) > MAX_TEXT:
            raise ImportFormatError(f"exchange {n}: longer than {MAX_TEXT} characters")
    return out


def _no_constants(name: str):
    raise ValueError(f"{name} is not allowed")


def load(raw: bytes) -> Any:
    """Parse an import file's bytes as strict JSON (UTF-8, no NaN/Infinity, bounded size)."""
    text = decode_text(raw)
    try:
        return json.loads(text, parse_constant=_no_constants)
    except RecursionError:
        raise ImportFormatError("the file nests too deeply to be an import file") from None
    except ValueError as e:  # JSONDecodeError, too-long integers, NaN
        raise ImportFormatError(f"the file is not valid JSON ({e})") from None
