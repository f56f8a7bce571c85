"""Parsing other assistants' exports (memory/importers): the committed samples, detection,
and hostile input (hypothesis over every format: only ImportFormatError, never a crash).

Where each sample's shape comes from (tests/data/imports/):
- chatgpt_conversations.json: ChatGPT "Export data" conversations.json as documented by
  export parsers (mitkury/chatgpt-export-parser docs/chatgpt-data-export-format.md and the
  typed schemas of several viewers): an array of {title, create_time, mapping{node: {id,
  message, parent, children}}, current_node}, with a regenerated branch, a hidden system
  node and a multimodal part.
- claude_conversations.json: claude.ai export conversations.json (Sinity/polylogue
  docs/providers/claude-ai.md; typed exporters): [{uuid, name, created_at, chat_messages:
  [{sender: human|assistant, text, content: [{type, text}]}]}].
- openwebui_chat-export.json: Open WebUI's "Export chats" (records of backend ChatResponse:
  {id, user_id, title, chat: {history: {messages, currentId}}, created_at, updated_at}).
- 1715000000000.conversation.json: LM Studio's conversations/*.conversation.json as read by
  YorkieDev/lm-studio-conversation-converter script.js (messages[].versions[
  currentlySelected], multiStep steps[].contentBlock content[]).
- jan/<thread>/thread.json + messages.jsonl: janhq/jan docs/docs/specs/threads.md and
  messages.md (OpenAI thread.message objects, content[].text.value).
- transcript.md: a hand-written Markdown transcript in the two common styles (headings and
  `**Speaker:**` prefixes).
"""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from memory import import_check, importers
from memory.errors import ImportFormatError
from memory.importers import formats, text_formats

DATA = Path(__file__).resolve().parents[1] / "data" / "imports"
SAMPLES = {"chatgpt": "chatgpt_conversations.json", "claude": "claude_conversations.json",
           "openwebui": "openwebui_chat-export.json",
           "lmstudio": "1715000000000.conversation.json", "jan": "jan",
           "markdown": "transcript.md"}


@pytest.mark.parametrize("fmt", sorted(SAMPLES))
def test_each_sample_is_detected_and_parsed(fmt):
    p = importers.parse(DATA / SAMPLES[fmt])
    assert p.format == fmt == importers.detect(DATA / SAMPLES[fmt])
    pre = p.preview()
    assert pre["conversations"] == len(p.chats) >= 1 and pre["messages"] >= 2
    assert pre["first"] is not None and pre["first"] <= pre["last"]
    for c in p.chats:
        assert c.title and c.original_id and c.created is not None
        assert all(m.role in ("user", "assistant") and m.text.strip() for m in c.messages)


def test_chatgpt_follows_the_branch_the_user_saw_and_keeps_times():
    chats = importers.parse(DATA / SAMPLES["chatgpt"]).chats
    sour = chats[0]
    assert sour.title == "Sourdough starter"
    texts = [m.text for m in sour.messages]
    assert "(an older answer the user regenerated)" not in texts   # not on current_node's path
    assert texts[1].startswith("That acetone smell")
    assert texts[2] == "Here is a photo. Is this rise normal after eight hours?"  # image dropped
    assert sour.messages[0].created == 1714550400.5
    assert [len(c.exchanges()) for c in chats] == [2, 1]


def test_other_formats_keep_their_own_details():
    claude = importers.parse(DATA / SAMPLES["claude"]).chats[0]
    assert claude.messages[1].text == "Split the 40 minutes: scales, etudes, then repertoire."
    assert claude.messages[0].created == 1709402651.0
    lms = importers.parse(DATA / SAMPLES["lmstudio"]).chats[0]
    assert "(a second version" not in lms.messages[1].text and lms.created == 1715000000.0
    web = importers.parse(DATA / SAMPLES["openwebui"]).chats[0]
    assert web.exchanges()[-1] == ("Thanks, I will order Crimson Crush seeds.", "", 1720000100)
    jan = importers.parse(DATA / "jan" / "1715000000000" / "messages.jsonl").chats[0]
    assert jan.title == "Bike commute" and jan.messages[1].created == 1715000060.0
    md = importers.parse(DATA / SAMPLES["markdown"]).chats[0]
    assert md.title == "Planning the garden shed"
    assert [m.role for m in md.messages] == ["user", "assistant", "user", "assistant"]
    assert md.messages[2].created == md.messages[1].created == 1712741460.0


def test_engram_files_and_unknown_json_are_not_claimed(tmp_path):
    cube = {"format": "engram-memory", "version": 1}
    assert formats.detect(cube) is None
    assert formats.detect([{"role": "user", "content": "hi"}]) is None
    f = tmp_path / "x.json"
    f.write_text(json.dumps({"hello": 1}))
    with pytest.raises(ImportFormatError, match="not an export Engram knows"):
        importers.parse(f)


@pytest.mark.parametrize("mutate,msg", [
    (lambda d: d[0].update(current_node="nope"), "no node"),
    (lambda d: d[0]["mapping"]["root"].update(parent="n5"), "loop"),
    (lambda d: d[0]["mapping"]["n1"]["message"].update(create_time="yesterday"), "ISO 8601"),
    (lambda d: d[0]["mapping"]["n1"]["message"].update(content=[1]), "expected an object"),
    (lambda d: d[0].update(mapping=[]), "expected an object"),
])
def test_broken_chatgpt_trees_are_refused_with_their_place(mutate, msg):
    d = json.loads((DATA / SAMPLES["chatgpt"]).read_text())
    mutate(d)
    with pytest.raises(ImportFormatError, match=msg):
        formats.chatgpt(d)


def test_hostile_text_files(tmp_path):
    bad = tmp_path / "x.md"
    bad.write_bytes(b"\xff\xfe not utf-8")
    with pytest.raises(ImportFormatError, match="UTF-8"):
        importers.parse(bad)
    bad.write_text("just notes, nobody speaks")
    with pytest.raises(ImportFormatError, match="no turns"):
        importers.parse(bad)
    d = tmp_path / "t"
    d.mkdir()
    (d / "messages.jsonl").write_text('{"role": "user", "content": "hi"}\n[1,\n')
    with pytest.raises(ImportFormatError, match="not valid JSON"):
        importers.parse(d)
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(ImportFormatError, match="no Jan thread"):
        importers.parse(empty)


def test_export_archives_are_read_and_zip_bombs_refused(tmp_path, monkeypatch):
    import zipfile

    z = tmp_path / "chatgpt-export.zip"
    with zipfile.ZipFile(z, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("user.json", "{}")
        out.write(DATA / SAMPLES["chatgpt"], "conversations.json")
    p = importers.parse(z)
    assert p.format == "chatgpt" and len(p.chats) == 2
    monkeypatch.setattr(import_check, "MAX_FILE_BYTES", 1 << 20)   # the real limit is 512 MiB
    bomb = tmp_path / "bomb.zip"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("conversations.json", b"[" + b" " * (2 << 20) + b"]")
    assert bomb.stat().st_size < 64 << 10
    with pytest.raises(ImportFormatError, match="larger than"):
        importers.parse(bomb)
    bad = tmp_path / "bad.zip"
    bad.write_bytes(b"PK not really")
    with pytest.raises(ImportFormatError, match="zip"):
        importers.parse(bad)


# --- hypothesis: mutated samples of every format ---------------------------------------------

_leaf = st.none() | st.booleans() | st.integers(-2**63, 2**63) | st.floats(
    allow_nan=False) | st.text(max_size=20) | st.lists(st.text(max_size=4), max_size=3) | \
    st.dictionaries(st.text(max_size=5), st.text(max_size=5), max_size=2)


@st.composite
def mutated_doc(draw, doc, rounds: int = 3):
    """`doc` with up to `rounds` values replaced or deleted at drawn places."""
    for _ in range(draw(st.integers(1, rounds))):
        node = doc
        while isinstance(node, (dict, list)) and node:
            keys = list(node) if isinstance(node, dict) else list(range(len(node)))
            k = draw(st.sampled_from(keys))
            child = node[k]
            if not isinstance(child, (dict, list)) or not child or draw(st.booleans()):
                if draw(st.integers(0, 3)) == 0:
                    del node[k]
                else:
                    node[k] = draw(_leaf)
                break
            node = child
    return doc


def mutated(fmt):
    return mutated_doc(json.loads((DATA / SAMPLES[fmt]).read_text()), rounds=5)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), fmt=st.sampled_from(["chatgpt", "claude", "openwebui", "lmstudio"]))
def test_mutated_json_exports_parse_or_fail_clearly(data, fmt):
    doc = data.draw(mutated(fmt))
    try:
        chats = formats.PARSERS[fmt](copy.deepcopy(doc))
    except ImportFormatError as e:
        assert str(e)
        return
    for c in chats:
        assert isinstance(c.title, str) and all(isinstance(m.text, str) for m in c.messages)
        c.exchanges()


@settings(max_examples=60, deadline=None)
@given(text=st.text(max_size=300), head=st.sampled_from(["", "# T\n", "## User\n",
                                                           "**Assistant:** x\n", "User: a\n"]))
def test_markdown_of_any_text_parses_or_fails_clearly(text, head):
    try:
        chat = text_formats.markdown((head + text).encode("utf-8", "surrogatepass"), "t", 1.0)
    except ImportFormatError:
        return
    assert all(m.role in ("user", "assistant") for m in chat.messages)


JAN = DATA / "jan" / "1715000000000"


@st.composite
def mutated_jan(draw):
    """The Jan sample thread with mutated values in thread.json and in some messages.jsonl
    lines, a line cut short or replaced by other JSON now and then."""
    thread = draw(mutated_doc(json.loads((JAN / "thread.json").read_text())))
    lines = (JAN / "messages.jsonl").read_text().splitlines()
    out = []
    for line in lines:
        choice = draw(st.integers(0, 5))
        if choice == 0:
            out.append(json.dumps(draw(mutated_doc(json.loads(line)))))
        elif choice == 1:
            out.append(line[:draw(st.integers(0, len(line)))])
        elif choice == 2:
            out.append(json.dumps(draw(_leaf)))
        else:
            out.append(line)
    return thread, "\n".join(out)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(case=mutated_jan())
def test_mutated_jan_threads_parse_or_fail_clearly(tmp_path, case):
    thread, messages = case
    d = tmp_path / "threads" / "t1"
    d.mkdir(parents=True, exist_ok=True)   # the same folder each example: both files rewritten
    (d / "thread.json").write_text(json.dumps(thread))
    (d / "messages.jsonl").write_text(messages)
    try:
        parsed = importers.parse(d, "jan")
    except ImportFormatError as e:
        assert str(e)
        return
    for c in parsed.chats:
        assert isinstance(c.title, str) and all(isinstance(m.text, str) for m in c.messages)
        c.exchanges()
    parsed.preview()
