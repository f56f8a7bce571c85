"""How `engram memory …` prints: one line per item for people, the same dicts as JSON.

The CLI's listings and the inspector read the same records (memory.governance.records), so
this module only decides the human layout: dates in UTC, text cut to one line.
"""
from __future__ import annotations

import datetime as dt
import json


def when(ts) -> str:
    if ts is None:
        return "-"
    return dt.datetime.fromtimestamp(ts, dt.timezone.utc).strftime("%Y-%m-%d %H:%M")


def one_line(text: str, width: int = 90) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= width else text[:width - 1] + "…"


def print_items(items: list[dict], as_json: bool) -> None:
    if as_json:
        print(json.dumps(items, ensure_ascii=False))
        return
    for it in items:
        heat = "" if it.get("heat") is None else f" heat={it['heat']:.2f}"
        pin = " [pinned]" if it.get("pinned") else ""
        tier = it.get("kind") if it["type"] == "lpm" else it["tier"]
        cur = "" if it.get("current", True) else " (superseded)"
        print(f"{it['id']:<8}{tier:<20}{when(it['created'])}{heat}{pin}{cur}  "
              f"{one_line(it['text'])}")
    if not items:
        print("(nothing)")


def print_cascade(c, as_json: bool, dry_run: bool) -> None:
    d = c.to_dict()
    d["deleted"] = not dry_run
    if as_json:
        print(json.dumps(d))
        return
    print(("would delete" if dry_run else "deleted") + ":")
    for key, label in (("pages", "pages"), ("segments", "segments"),
                       ("lpm_items", "long-term items"),
                       ("segments_updated", "segments rebuilt from their other pages"),
                       ("lpm_unlinked", "long-term items losing a source link"),
                       ("lpm_restored", "older long-term versions made current again")):
        if d[key]:
            print(f"  {label:<44}{' '.join(d[key])}")
    if d["slots"]:
        print(f"  {'activation slots':<44}{len(d['slots'])}")
    if d.get("answers"):
        what = "answers that quoted it, " + ("deleted" if c.answers_mode == "delete"
                                             else "redacted")
        print(f"  {what:<44}{' '.join(d['answers'])}")
    if d["answer_context"]:
        print(f"  {'answer-context records':<44}{d['answer_context']}")
    if c.empty:
        print("  (nothing)")
