"""Memory governance for the inspector and the chat's fact lines (Session.memory).

A small facade over memory.engine and memory.governance: every change goes through the engine
(which audits it and applies the policy), and afterwards the assistant is told its cached
prompt head may be stale. The delete dialogs' plain words (what a cascade takes and keeps) are
made here, on the DB thread, so the widgets only show them.
"""
from __future__ import annotations

from memory import audit, governance
from memory.activation import SlotCatalogue

# The audit log rows the inspector loads at once (newest first).
AUDIT_ROWS = 2000


class MemoryService:
    def __init__(self, session):
        self._s = session

    @property
    def _store(self):
        return self._s.store

    @property
    def _engine(self):
        return self._s.engine

    def snapshot(self, history: bool = True) -> dict:
        """All rows the inspector shows, in one call on the DB thread."""
        st = self._store
        return {"short": governance.records(st, "short"),
                "mid": governance.records(st, "mid", kind="segment")
                + governance.records(st, "archive", kind="segment"),
                "long": governance.records(st, "long", history=history),
                "profile": self.profile(),
                "slots": SlotCatalogue(st).list(),
                "audit": audit.entries(st, limit=AUDIT_ROWS),
                "counts": st.table_counts(),
                "titles": self._chat_labels()}

    def _chat_labels(self) -> dict:
        """Chat titles for the inspector, with where an imported or MCP-told chat came from."""
        from .transfer import source_names

        src = source_names(self._store)
        return {c.id: f"{c.title} · {src[c.id]}" if c.id in src else c.title
                for c in self._engine.conversations()}

    def profile(self) -> list[dict]:
        """What Engram knows about the user, grouped, with history and sources
        (app/profile_view.py)."""
        from . import profile_view

        return profile_view.groups(self._store)

    def undo_fact(self, change) -> None:
        """Undo one "Remembered"/"Updated" line: the new fact is deleted, and a fact it had
        replaced becomes current again (the delete cascade restores it). Undoing a "Forgot"
        line puts the forgotten fact back."""
        if change.action == "forgotten":
            self._engine.restore_fact(change.item, change.history)
            self._s.memory_changed()
            return
        refs = []
        for i in (change.item.id, *change.carried):
            try:
                governance.get(self._store, "lpm", i)
            except Exception:  # noqa: BLE001 - already gone (deleted in the inspector)
                continue
            refs.append(("lpm", i))
        if refs and refs[0][1] == change.item.id:   # the fact itself gone: undone already
            self.delete(refs)

    def describe(self, ref) -> dict:
        st = self._store
        out = governance.describe(st, ref)
        if out["type"] == "page":   # an imported or MCP-told chat says where it came from
            from .transfer import source_label

            out["source"] = source_label(st, out.get("conversation_id"))
        if out["type"] == "segment":
            out["pages"] = [governance.record(p) for p in
                            governance.segment_pages(st, governance.parse_ref(out["id"])[1])]
        if out["type"] == "lpm":
            out["versions"] = [governance.record(v) for v in
                               governance.history(st, governance.parse_ref(out["id"])[1])]
            for ref in out.get("page_ids", [])[:1]:   # the message the fact came from
                try:
                    out["source_text"] = governance.get(st, ref).user_text
                    out["source_page"] = ref
                except Exception:  # noqa: BLE001 - a deleted source: shown without it
                    pass
        return out

    def set_pinned(self, refs, pinned: bool) -> int:
        for ref in refs:
            (self._engine.pin if pinned else self._engine.unpin)(ref)
        self._s.memory_changed()
        return len(refs)

    def edit(self, ref, text: str, field: str = "user"):
        out = self._engine.edit(ref, text, field=field)
        self._s.memory_changed()
        return out

    def preview_delete(self, refs):
        return self._engine.preview_delete(list(refs))

    def delete(self, refs):
        """Delete with the cascade (which also clears a chat title made from a deleted message)."""
        out = self._engine.delete(list(refs))
        self._s.memory_changed()
        return out

    def forget_conversation(self, cid: str, spare=()):
        out = self._engine.forget_conversation(cid, spare=spare)
        self._s.memory_changed()
        return out

    def preview_delete_conversation(self, cid: str, forget: bool) -> dict:
        """What deleting a chat takes and keeps, for its dialog; writes nothing.

        {"items": [(what, ref, text)] that go or change, "pinned": [(ref, text)] pinned items
        the delete would take (kept unless ticked), "stays": [plain sentences]}."""
        st = self._store
        c = governance.preview_conversation(st, cid, forget)
        pinned = governance.pinned_in(st, c)
        spare = governance.preview_conversation(st, cid, forget, spare=pinned)
        shown = {governance.format_ref(*r) for r in pinned}
        items = [i for i in self.cascade_items(spare) if i[1] not in shown]
        pins = [(governance.format_ref(*ref), self._text(ref)) for ref in pinned]
        total = st.scalar("SELECT count(*) FROM pages WHERE conversation_id = ?", (cid,))
        kept = total - len(c.pages)  # never taken by this delete: already in mid-term topics
        stays = []
        if kept:
            stays.append(f"{kept} message{'s' if kept != 1 else ''} already filed in mid-term "
                         f"topics stay{'s' if kept == 1 else ''}; review them in the memory "
                         "inspector (Ctrl+M).")
        if spare.lpm_unlinked:
            n = len(spare.lpm_unlinked)
            stays.append(f"{n} thing{'s' if n != 1 else ''} learned about you "
                         f"stay{'s' if n == 1 else ''} (also known from elsewhere)."
                         if forget else f"{n} thing{'s' if n != 1 else ''} learned from it "
                         f"stay{'s' if n == 1 else ''} in long-term memory.")
        with_pins = len(set(c.lpm_items) - set(spare.lpm_items) - {r[1] for r in pinned
                                                                     if r[0] == "lpm"})
        if with_pins:
            stays.append(f"{with_pins} thing{'s' if with_pins != 1 else ''} learned from the "
                         f"pinned item{'s' if len(pins) != 1 else ''} "
                         f"stay{'s' if with_pins == 1 else ''} with "
                         f"{'them' if len(pins) != 1 else 'it'}, unless you tick "
                         f"{'them' if len(pins) != 1 else 'it'}.")
        return {"items": items, "pinned": pins, "stays": stays}

    def delete_conversation(self, cid: str, forget: bool, include_pinned=()):
        """Remove a chat. `forget`: also everything learned from it (the full cascade);
        otherwise its transcript goes and its mid-term pages and long-term items stay.
        Pinned items are spared unless listed in `include_pinned` (the user ticked them)."""
        include = {governance.as_ref(r) for r in include_pinned}
        c = governance.preview_conversation(self._store, cid, forget)
        spare = [r for r in governance.pinned_in(self._store, c) if r not in include]
        if forget:
            return self.forget_conversation(cid, spare=spare)
        out = self._engine.delete_conversation(cid, spare=spare)
        self._s.memory_changed()
        return out

    def cascade_items(self, cascade) -> list[tuple[str, str, str]]:
        """(what happens, ref, text) for every item a cascade touches, for the preview dialog."""
        out = []
        groups = (("deleted", "page", cascade.pages), ("deleted", "segment", cascade.segments),
                  ("deleted", "lpm", cascade.lpm_items),
                  ("rebuilt from remaining pages", "segment", cascade.segments_updated),
                  ("loses a source link", "lpm", cascade.lpm_unlinked),
                  ("becomes current again", "lpm", cascade.lpm_restored),
                  ("quoted it: the quoted words are redacted", "page", cascade.answers))
        for what, t, ids in groups:
            for i in ids:
                out.append((what, governance.format_ref(t, i), self._text((t, i))))
        for sid in cascade.slots:
            out.append(("dropped", f"saved context {sid}", "Saved context (speeds up replies)"))
        titles = {c.id: c.title for c in self._engine.conversations()}
        for cid in cascade.conversations:
            out.append(("deleted", "chat", titles.get(cid) or "untitled chat"))
        return out

    def _text(self, ref) -> str:
        try:
            return governance.describe(self._store, ref)["text"]
        except Exception:  # noqa: BLE001 - a vanished row is shown without text
            return ""

    def drop_slots(self, ids) -> int:
        cat = SlotCatalogue(self._store)
        return sum(1 for i in ids if cat.drop(int(i)))
