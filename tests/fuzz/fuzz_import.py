"""Coverage-guided fuzzing of the import parsers with atheris (issues 7 and 13).

Contract under test: whatever bytes arrive, parsing and validating an import file either
succeeds or raises ImportFormatError - never any other exception, never a hang. Covers the
memory cube, the plain transcript, and every other assistant's format (memory/importers),
each seeded from its committed sample in tests/data/imports/ (Jan's thread folder
written to a temp folder per input).

    python tests/fuzz/fuzz_import.py -atheris_runs=200000          # a bounded run
    python tests/fuzz/fuzz_import.py -max_total_time=600 CORPUS/   # a longer campaign
"""
from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import atheris

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

with atheris.instrument_imports():
    from memory import import_check
    from memory.errors import ImportFormatError
    from memory import importers
    from memory.importers import formats, text_formats

DATA = Path(__file__).resolve().parents[1] / "data" / "imports"
SAMPLES = {name: json.loads((DATA / f).read_text()) for name, f in (
    ("chatgpt", "chatgpt_conversations.json"), ("claude", "claude_conversations.json"),
    ("openwebui", "openwebui_chat-export.json"),
    ("lmstudio", "1715000000000.conversation.json"))}
MARKDOWN = (DATA / "transcript.md").read_bytes()
JAN = DATA / "jan" / "1715000000000"
JAN_THREAD = json.loads((JAN / "thread.json").read_text())
JAN_LINES = [json.loads(line) for line in (JAN / "messages.jsonl").read_text().splitlines()]
JAN_DIR = Path(tempfile.mkdtemp(prefix="fuzz-jan-")) / "t1"   # rewritten for every input

SEED = {"format": "engram-memory", "version": 1,
        "conversations": [{"id": "c1", "title": "t", "created": 1.0, "updated": 2.0}],
        "segments": [{"id": 5, "tier": "mid", "summary": "s", "keywords": ["k"],
                      "created": 1.0}],
        "pages": [{"id": 1, "conversation_id": "c1", "seq": 1, "prev_id": None, "tier": "mid",
                   "segment_id": 5, "user_text": "u", "assistant_text": "a", "created": 1.0,
                   "meta": {"x": [1]}},
                  {"id": 2, "conversation_id": "c1", "seq": 2, "prev_id": 1, "tier": "short",
                   "user_text": "u2", "assistant_text": "a2", "created": 2.0}],
        "lpm_items": [{"id": 9, "kind": "trait", "attribute": "x", "value": "v", "text": "t",
                       "valid_from": 1.0, "created": 1.0, "page_ids": [1, 2],
                       "superseded_by": None}],
        "answer_context": [{"page_id": 2, "rank": 0, "item_type": "lpm", "item_id": 9}]}
TRANSCRIPT = [{"role": "user", "content": "hi", "timestamp": "2024-01-01T10:00:00Z"},
              {"role": "assistant", "content": "hello", "timestamp": 1704103300}]


def _value(fdp, depth: int = 0):
    kind = fdp.ConsumeIntInRange(0, 7 if depth < 2 else 5)
    if kind == 0:
        return None
    if kind == 1:
        return fdp.ConsumeBool()
    if kind == 2:
        return fdp.ConsumeInt(fdp.ConsumeIntInRange(1, 10))
    if kind == 3:
        return fdp.ConsumeRegularFloat()
    if kind in (4, 5):
        return fdp.ConsumeUnicode(fdp.ConsumeIntInRange(0, 40))
    if kind == 6:
        return [_value(fdp, depth + 1) for _ in range(fdp.ConsumeIntInRange(0, 3))]
    n = fdp.ConsumeIntInRange(0, 3)
    return {fdp.ConsumeUnicode(6): _value(fdp, depth + 1) for _ in range(n)}


def _mutate(fdp, obj):
    """Replace or delete a few values at fuzz-chosen places of a valid document."""
    for _ in range(fdp.ConsumeIntInRange(1, 4)):
        node = obj
        while isinstance(node, (dict, list)) and node and fdp.ConsumeBool():
            keys = list(node) if isinstance(node, dict) else list(range(len(node)))
            k = keys[fdp.ConsumeIntInRange(0, len(keys) - 1)]
            child = node[k]
            if not isinstance(child, (dict, list)) or not child or fdp.ConsumeBool():
                if fdp.ConsumeIntInRange(0, 3) == 0:
                    del node[k]
                else:
                    node[k] = _value(fdp)
                break
            node = child
    return obj


def other_assistant(fdp) -> None:
    """A sample of another assistant's export with fuzzed values, or fuzzed Markdown."""
    names = sorted(SAMPLES) + ["markdown", "jan"]
    name = names[fdp.ConsumeIntInRange(0, len(names) - 1)]
    try:
        if name == "jan":   # a thread folder: thread.json + messages.jsonl, both fuzzed
            JAN_DIR.mkdir(parents=True, exist_ok=True)
            thread = _mutate(fdp, json.loads(json.dumps(JAN_THREAD)))
            lines = [json.dumps(_mutate(fdp, json.loads(json.dumps(m)))) if fdp.ConsumeBool()
                     else json.dumps(m) for m in JAN_LINES]
            raw = "\n".join(lines).encode()
            cut = fdp.ConsumeIntInRange(0, len(raw))
            try:
                (JAN_DIR / "thread.json").write_text(json.dumps(thread))
            except (ValueError, RecursionError, UnicodeEncodeError):
                return
            (JAN_DIR / "messages.jsonl").write_bytes(raw[:cut] + fdp.ConsumeBytes(32) + raw[cut:])
            importers.parse(JAN_DIR, "jan").preview()
            return
        if name == "markdown":
            cut = fdp.ConsumeIntInRange(0, len(MARKDOWN))
            text_formats.markdown(MARKDOWN[:cut] + fdp.ConsumeBytes(64) + MARKDOWN[cut:],
                                  "t", 0.0)
            return
        doc = _mutate(fdp, json.loads(json.dumps(SAMPLES[name])))
        try:
            raw = json.dumps(doc).encode("utf-8", "surrogatepass")
        except (ValueError, RecursionError):
            return
        obj = import_check.load(raw)
        found = formats.detect(obj)
        for c in formats.PARSERS[found or name](obj):
            c.exchanges()
    except ImportFormatError:
        pass


def one_input(data: bytes) -> None:
    fdp = atheris.FuzzedDataProvider(data)
    mode = fdp.ConsumeIntInRange(0, 5)
    if mode == 5:
        other_assistant(fdp)
        return
    if mode >= 3:  # structure-aware: a valid document with fuzzed values
        doc = json.loads(json.dumps(SEED if mode == 3 else TRANSCRIPT))
        try:
            raw = json.dumps(_mutate(fdp, doc)).encode("utf-8", "surrogatepass")
        except (ValueError, RecursionError):
            return
        mode = 0
        rest = raw
    else:
        rest = fdp.ConsumeBytes(fdp.remaining_bytes())
    if mode == 0:
        raw = rest
    else:  # splice fuzz bytes into a valid file so the deep checks are reached
        base = json.dumps(SEED if mode == 1 else TRANSCRIPT).encode()
        cut = int.from_bytes(rest[:2] or b"\0", "little") % (len(base) + 1)
        raw = base[:cut] + rest[2:] + base[cut + min(len(rest), 8):]
    try:
        obj = import_check.load(raw)
        if isinstance(obj, dict) and "format" in obj:
            import_check.validate_cube(obj)
        else:
            import_check.parse_transcript(obj)
    except ImportFormatError:
        pass


def main() -> None:
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
