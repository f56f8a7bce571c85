"""Parsers for the JSON exports of ChatGPT, Claude, Open WebUI and LM Studio.

Each takes the already-parsed JSON (strict, bounded: import_check.load) and returns Chats;
anything not shaped as that application writes it raises ImportFormatError with its place.
"""
from __future__ import annotations

import hashlib
import json

from ..errors import ImportFormatError
from .chats import Chat, Message, text_of, when

MAX_TITLE = 200


def _digest(obj) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True, default=str)
                          .encode("utf-8", "surrogatepass")).hexdigest()[:24]


def _title(v, fallback: str) -> str:
    return (" ".join(v.split())[:MAX_TITLE] if isinstance(v, str) and v.strip() else fallback)


def _list(data, where: str) -> list:
    if not isinstance(data, list):
        raise ImportFormatError(f"{where}: expected an array")
    return data


def _obj(v, where: str) -> dict:
    if not isinstance(v, dict):
        raise ImportFormatError(f"{where}: expected an object")
    return v


def _id(v, where: str, fallback) -> str:
    if v is None:
        return _digest(fallback)
    if not isinstance(v, (str, int)) or isinstance(v, bool) or len(str(v)) > 200:
        raise ImportFormatError(f"{where}: not an id")
    return str(v)


def _chat(oid: str, title: str, created, msgs: list[Message]) -> Chat:
    if created is None:
        created = next((m.created for m in msgs if m.created is not None), None)
    return Chat(oid, title, created, tuple(m for m in msgs if m.text.strip()))


# --- ChatGPT ---------------------------------------------------------------------------------

def chatgpt(data) -> list[Chat]:
    """ChatGPT "Export data" → conversations.json: an array of conversations, each a message
    tree `mapping` {node id: {id, message|null, parent, children}} with `current_node` the
    leaf the user last saw; message = {author: {role}, content: {content_type, parts: [str |
    object]}, create_time: float|null, metadata}. The active branch is walked from
    current_node to the root; system, tool and hidden messages are left out."""
    out = []
    for n, conv in enumerate(_list(data, "conversations")):
        where = f"conversations[{n}]"
        conv = _obj(conv, where)
        mapping = _obj(conv.get("mapping"), f"{where}.mapping")
        node = conv.get("current_node")
        if node is None and mapping:   # no leaf recorded: the last node without children
            node = next((k for k, v in reversed(mapping.items())
                         if isinstance(v, dict) and not v.get("children")), None)
        chain, seen = [], set()
        while node is not None:
            if not isinstance(node, str) or node in seen or len(seen) > 200_000:
                raise ImportFormatError(f"{where}.mapping: the message tree has a loop or a "
                                        "bad node id")
            seen.add(node)
            entry = mapping.get(node)
            if entry is None:
                raise ImportFormatError(f"{where}.mapping: no node {node[:40]!r}")
            entry = _obj(entry, f"{where}.mapping[{node[:40]!r}]")
            chain.append(entry)
            node = entry.get("parent")
        msgs = []
        for entry in reversed(chain):
            m = entry.get("message")
            if m is None:
                continue
            w = f"{where}.mapping[{str(entry.get('id'))[:40]!r}].message"
            m = _obj(m, w)
            role = _obj(m.get("author"), f"{w}.author").get("role")
            meta = m.get("metadata") if isinstance(m.get("metadata"), dict) else {}
            if role not in ("user", "assistant") or meta.get("is_visually_hidden_from_"
                                                            "conversation"):
                continue
            content = _obj(m.get("content"), f"{w}.content")
            if content.get("content_type", "text") not in ("text", "multimodal_text"):
                continue              # code, execution output, browsing: not conversation
            parts = content.get("parts", [])
            text = text_of([p for p in _list(parts, f"{w}.content.parts")
                            if isinstance(p, str)], f"{w}.content.parts")
            msgs.append(Message(role, text, when(m.get("create_time"), f"{w}.create_time")))
        oid = _id(conv.get("conversation_id", conv.get("id")), f"{where}.id", conv)
        out.append(_chat(oid, _title(conv.get("title"), "ChatGPT conversation"),
                         when(conv.get("create_time"), f"{where}.create_time"), msgs))
    return out


# --- Claude ----------------------------------------------------------------------------------

def claude(data) -> list[Chat]:
    """Claude (claude.ai Settings → Privacy → Export data) conversations.json: an array of
    {uuid, name, created_at, updated_at, chat_messages: [{uuid, sender: "human"|"assistant",
    text, content: [{type: "text", text} | tool blocks], created_at}]} with ISO 8601 times."""
    out = []
    for n, conv in enumerate(_list(data, "conversations")):
        where = f"conversations[{n}]"
        conv = _obj(conv, where)
        msgs = []
        for i, m in enumerate(_list(conv.get("chat_messages"), f"{where}.chat_messages")):
            w = f"{where}.chat_messages[{i}]"
            m = _obj(m, w)
            sender = m.get("sender")
            if sender not in ("human", "assistant"):
                continue
            text = m.get("text")
            if not isinstance(text, str) or not text.strip():
                text = text_of(m.get("content"), f"{w}.content")
            elif len(text) > 1 << 20:
                text = text_of(text, f"{w}.text")
            msgs.append(Message("user" if sender == "human" else "assistant", text,
                                when(m.get("created_at"), f"{w}.created_at")))
        oid = _id(conv.get("uuid"), f"{where}.uuid", conv)
        out.append(_chat(oid, _title(conv.get("name"), "Claude conversation"),
                         when(conv.get("created_at"), f"{where}.created_at"), msgs))
    return out


# --- Open WebUI ------------------------------------------------------------------------------

def openwebui(data) -> list[Chat]:
    """Open WebUI Settings → Chats → Export chats: an array of chat records {id, user_id,
    title, chat: {title, history: {messages: {id: {id, parentId, childrenIds, role, content,
    timestamp}}, currentId}, messages: [...]}, created_at, updated_at} (times in seconds).
    A single chat's download (one record, or its bare `chat` object) is accepted too."""
    items = data if isinstance(data, list) else [data]
    out = []
    for n, rec in enumerate(items):
        where = f"chats[{n}]"
        rec = _obj(rec, where)
        chat = _obj(rec.get("chat", rec), f"{where}.chat")
        history = chat.get("history")
        if isinstance(history, dict) and isinstance(history.get("messages"), dict):
            nodes = history["messages"]
            node, chain, seen = history.get("currentId"), [], set()
            while node is not None:
                if not isinstance(node, str) or node in seen or node not in nodes:
                    raise ImportFormatError(f"{where}.chat.history: broken message chain")
                seen.add(node)
                chain.append(_obj(nodes[node], f"{where}.chat.history.messages"))
                node = chain[-1].get("parentId")
            raw = list(reversed(chain))
        else:
            raw = _list(chat.get("messages"), f"{where}.chat.messages")
        msgs = []
        for i, m in enumerate(raw):
            w = f"{where}.chat.messages[{i}]"
            m = _obj(m, w)
            if m.get("role") not in ("user", "assistant"):
                continue
            msgs.append(Message(m["role"], text_of(m.get("content"), f"{w}.content"),
                                when(m.get("timestamp"), f"{w}.timestamp")))
        oid = _id(rec.get("id", chat.get("id")), f"{where}.id", rec)
        out.append(_chat(oid, _title(rec.get("title", chat.get("title")), "Open WebUI chat"),
                         when(rec.get("created_at"), f"{where}.created_at"), msgs))
    return out


# --- LM Studio -------------------------------------------------------------------------------

def lmstudio(data) -> list[Chat]:
    """LM Studio's ~/.lmstudio/conversations/*.conversation.json: {name, createdAt (ms),
    messages: [{versions: [{type: "singleStep", role, content: [{type: "text", text}]} |
    {type: "multiStep", role: "assistant", steps: [{type: "contentBlock", content: [...]}]}],
    currentlySelected}]}. Messages carry no time of their own: all take createdAt."""
    conv = _obj(data, "conversation")
    created = when(conv.get("createdAt"), "createdAt")
    msgs = []
    for i, m in enumerate(_list(conv.get("messages"), "messages")):
        w = f"messages[{i}]"
        m = _obj(m, w)
        versions = _list(m.get("versions"), f"{w}.versions")
        sel = m.get("currentlySelected", 0)
        if not versions:
            continue
        if not isinstance(sel, int) or isinstance(sel, bool) or not 0 <= sel < len(versions):
            raise ImportFormatError(f"{w}.currentlySelected: not one of the versions")
        v = _obj(versions[sel], f"{w}.versions[{sel}]")
        if v.get("role") not in ("user", "assistant"):
            continue
        if v.get("type") == "multiStep":
            steps = _list(v.get("steps", []), f"{w}.steps")
            text = "\n".join(text_of(s.get("content"), f"{w}.steps[{j}].content")
                             for j, s in enumerate(steps)
                             if isinstance(s, dict) and s.get("type") == "contentBlock")
        else:
            text = text_of(v.get("content"), f"{w}.content")
        msgs.append(Message(v["role"], text, created))
    oid = _id(conv.get("id"), "id", conv) if "id" in conv else _digest(conv)
    return [_chat(oid, _title(conv.get("name"), "LM Studio conversation"), created, msgs)]


def detect(data) -> str | None:
    """Which of these formats `data` is (None: none of them; the memory cube and the plain
    transcript are recognised by memory/portable.py)."""
    if isinstance(data, dict):
        msgs = data.get("messages")
        if isinstance(msgs, list) and msgs and isinstance(msgs[0], dict) \
                and "versions" in msgs[0]:
            return "lmstudio"
        if isinstance(data.get("chat"), dict) or isinstance(data.get("history"), dict):
            return "openwebui"
        return None
    if not isinstance(data, list) or not data or not isinstance(data[0], dict):
        return None
    first = data[0]
    if "mapping" in first:
        return "chatgpt"
    if "chat_messages" in first:
        return "claude"
    if isinstance(first.get("chat"), dict):
        return "openwebui"
    return None


PARSERS = {"chatgpt": chatgpt, "claude": claude, "openwebui": openwebui, "lmstudio": lmstudio}
