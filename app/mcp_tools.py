"""What `engram mcp` offers other AI tools, as plain functions over the memory engine.

Design decisions:
- The MCP layer (app/mcp_server.py) only translates; everything a client can do is here, so it
  is tested without a protocol and reads exactly like the rest of the app's services.
- Reads (search, profile, recent) are open to every client the user configured; writes
  (remember, forget) only to clients named in the `mcp_write_clients` setting, read from the
  settings file on every write so a change in Settings applies without restarting the server.
- Every call, refused ones included, leaves one audit row `mcp_<tool>` with actor "model" (an
  AI tool acted, not the user at the keyboard) and `client=<name>`; never the query or text.
- `remember(text)` is a fact the user states through a client. It becomes a page (one
  exchange with an empty answer) in the conversation `mcp-<client>`, whose meta names the
  client, and a long-term item sourced from that page (source "user"): provenance, cascade
  deletion and the inspector work for it as for anything said in the app.
- `search_memory` is the chat's own retrieval and packing (`engine.retrieve` under a token
  budget), so another tool sees what the assistant itself would be given.
"""
from __future__ import annotations

import datetime as dt
import re
import time
from dataclasses import dataclass

from memory import audit, conversations, governance, long_term, lpm_schema

from .errors import EngramError

CLIENT_RE = re.compile(r"[^\w.\-]+", re.ASCII)  # ids stay valid conversation ids
MAX_REMEMBER_CHARS = 2000
MAX_BUDGET = 8192
MAX_RECENT = 100


class WriteRefused(EngramError):
    """This MCP client may only read; the user has not allowed it to change memories."""


def client_id(name: str | None) -> str:
    """A client's name as an identifier for settings and audit rows (letters, digits, .-_)."""
    out = CLIENT_RE.sub("-", (name or "").strip()).strip("-")[:40]
    return out or "unknown"


def allowed_writers(setting: str) -> set[str]:
    return {client_id(p) if p.strip() != "*" else "*" for p in setting.split(",") if p.strip()}


def clients_seen(store) -> list[dict]:
    """The MCP clients that have called Engram (from the audit log), newest first: what
    Settings lists with a "may write" box each."""
    return [{"client": c, "last": ts, "calls": n} for c, ts, n in audit.clients(store)
            if isinstance(c, str) and c]


def writers_setting(allowed: set[str]) -> str:
    """The `mcp_write_clients` value for a set of client ids (sorted, "*" first)."""
    return ",".join(sorted(allowed, key=lambda c: (c != "*", c.lower())))


def _iso(ts: float | None) -> str | None:
    if ts is None:
        return None
    return dt.datetime.fromtimestamp(ts, dt.timezone.utc).isoformat(timespec="seconds")


@dataclass
class MemoryTools:
    """The tools for one connected client. `engine` is a MemoryEngine on the shared store;
    `writers()` returns the current `mcp_write_clients` setting."""
    engine: object
    client: str
    writers: object  # Callable[[], str]

    @property
    def store(self):
        return self.engine.store

    def _audit(self, action: str, target_type: str = "", target_id="", **detail) -> None:
        with self.store.tx():
            audit.log(self.store, "model", f"mcp_{action}", target_type, target_id,
                      client=self.client, **detail)

    def may_write(self) -> bool:
        allowed = allowed_writers(self.writers())
        return "*" in allowed or self.client in allowed

    def _require_write(self, tool: str) -> None:
        if not self.may_write():
            self._audit("denied", tool=tool)
            raise WriteRefused(
                f"Engram lets the MCP client '{self.client}' read only. To let it add or forget "
                f"memories, allow it in Engram's Settings (MCP clients that may write) or add "
                f"'{self.client}' to mcp_write_clients in settings.toml.")

    # --- reads --------------------------------------------------------------------------------
    def search_memory(self, query: str, budget_tokens: int = 512) -> dict:
        """The memories the chat would be given for `query`, packed into `budget_tokens`."""
        query = (query or "").strip()
        if not query:
            raise EngramError("the query is empty")
        budget = max(16, min(int(budget_tokens), MAX_BUDGET))
        t = time.perf_counter()
        ctx = self.engine.retrieve(query[:4000], budget)
        items = [{"id": governance.format_ref(i.item_type, i.item_id), "type": i.item_type,
                  "tier": i.tier, "date": _iso(i.created), "text": i.text, "tokens": i.tokens,
                  "conversation_id": i.conversation_id,
                  "sources": [governance.format_ref("page", p) for p in i.page_ids]}
                 for i in ctx.items]
        ms = (time.perf_counter() - t) * 1000
        self._audit("search", items=len(items), tokens=ctx.used_tokens)
        return {"items": items, "budget_tokens": budget, "ms": round(ms, 1)}

    def get_profile(self) -> dict:
        """The current long-term facts about the user (traits and knowledge), newest value of
        each attribute only."""
        facts = [{"id": governance.format_ref("lpm", f.id), "kind": f.kind,
                  "attribute": f.attribute, "value": f.value, "text": f.text,
                  "since": _iso(f.valid_from), "confidence": round(f.confidence, 2),
                  "source": f.source, "pinned": f.pinned,
                  "sources": [governance.format_ref("page", p) for p in f.page_ids]}
                 for f in long_term.current(self.store)]
        self._audit("profile", items=len(facts))
        return {"facts": facts}

    def profile_text(self) -> str:
        """The profile as plain sentences, one per line (the MCP resource, `export --profile`)."""
        facts = self.get_profile()["facts"]
        if not facts:
            return "Engram knows no long-term facts about the user yet.\n"
        return "".join(f"- {f['text']} (since {(f['since'] or '')[:10]}, {f['id']})\n"
                       for f in facts)

    def recent(self, n: int = 10) -> dict:
        """The `n` most recent exchanges, newest first, with their chat's title."""
        n = max(1, min(int(n), MAX_RECENT))
        rows = self.store.rows(
            "SELECT p.id, p.created, p.conversation_id, c.title, p.user_text, p.assistant_text, "
            "p.tier FROM pages p JOIN conversations c ON c.id = p.conversation_id "
            "ORDER BY p.created DESC, p.id DESC LIMIT ?", (n,))
        pages = [{"id": governance.format_ref("page", r[0]), "date": _iso(r[1]),
                  "conversation_id": r[2], "conversation_title": r[3], "user": r[4],
                  "assistant": r[5], "tier": r[6]} for r in rows]
        self._audit("recent", items=len(pages))
        return {"pages": pages}

    # --- writes -------------------------------------------------------------------------------
    def remember(self, text: str) -> dict:
        """Store a fact the user states through this client (page + long-term item)."""
        self._require_write("remember")
        text = " ".join((text or "").split())
        if not text:
            raise EngramError("nothing to remember: the text is empty")
        if len(text) > MAX_REMEMBER_CHARS:
            raise EngramError(f"a fact is at most {MAX_REMEMBER_CHARS} characters; this one has "
                              f"{len(text)}")
        eng, now = self.engine, time.time()
        cid = f"mcp-{self.client}"[:64]
        meta = {"source": "mcp", "client": self.client}
        with self.store.tx():
            conversations.ensure(self.store, cid, f"Remembered through {self.client}", now,
                                 meta=meta)
            page = eng.add_exchange(cid, text, "", meta=meta)
            facts = lpm_schema.validate(
                [{"kind": "user_knowledge", "attribute": "", "value": text, "text": text,
                  "confidence": 0.9, "page_ids": [page.id], "valid_from": now}],
                {page.id}, source="user")
            iid = long_term.upsert(self.store, facts[0], eng.embedder.embed, now, actor="model")
            conversations.touch(self.store, cid, now)
            audit.log(self.store, "model", "mcp_remember", "lpm", iid, client=self.client,
                      page=page.id)
        return {"id": governance.format_ref("lpm", iid),
                "page": governance.format_ref("page", page.id), "conversation_id": cid}

    def forget(self, item_id: str) -> dict:
        """Delete one memory (p<N>, s<N>, l<N>) and whatever was derived only from it."""
        self._require_write("forget")
        ref = governance.parse_ref(item_id)
        c = self.engine.delete([ref], actor="model")
        self._audit("forget", ref[0], ref[1], pages=len(c.pages), segments=len(c.segments),
                    lpm=len(c.lpm_items))
        d = c.to_dict()
        return {"deleted": governance.format_ref(*ref),
                "cascade": {k: d[k] for k in ("pages", "segments", "lpm_items")}}
