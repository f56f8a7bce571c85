"""The inspector's governance buttons: pin, edit, delete (preview -> confirm -> delete),
drop saved contexts, export and import; a mixin of the Inspector window.

Every change runs on the DB lane through `Session.memory` / `Session.data` and then says
memory changed, so every open view refreshes from the store rather than patching itself.
"""
from __future__ import annotations

from ..errors import show_error
from ..qt import QDialog, QFileDialog
from .dialogs import CascadeDialog, EditDialog, ProgressDialog


class GovernanceActions:
    def _done(self, _=None) -> None:
        self.ctx.memory_changed.emit()

    def pin(self, on: bool) -> None:
        refs = self.selected_refs()
        if refs:
            self.ctx.db.submit(self.ctx.session.memory.set_pinned, refs, on, on_done=self._done)

    def edit(self) -> None:
        refs = self.selected_refs()
        if len(refs) != 1 or self.current_key() not in ("short", "mid", "long"):
            return

        def ask(rec):
            d = EditDialog(rec, self)
            if d.exec() == QDialog.DialogCode.Accepted and self.ctx.session is not None:
                text, field = d.values()
                self.ctx.db.submit(self.ctx.session.memory.edit, rec["id"], text, field,
                                   on_done=self._done)
        self.ctx.db.submit(self.ctx.session.memory.describe, refs[0], on_done=ask)

    def delete(self) -> None:
        refs = self.selected_refs()
        if not refs:
            return
        if self.current_key() == "slots":
            ids = [int(r.split(":")[1]) for r in refs]
            self.ctx.db.submit(self.ctx.session.memory.drop_slots, ids, on_done=self._done)
            return
        if self.current_key() == "audit":
            return
        s = self.ctx.session

        def preview():
            c = s.memory.preview_delete(refs)
            return c, s.memory.cascade_items(c)

        def confirm(result):
            cascade, items = result
            self.cascade_dialog = d = CascadeDialog(refs, items, self)
            d.finished.connect(lambda code: self._confirmed(code, refs))
            d.open()
        self.ctx.db.submit(preview, on_done=confirm)

    def _confirmed(self, code: int, refs: list[str]) -> None:
        self.cascade_dialog = None
        if code == QDialog.DialogCode.Accepted:
            self.ctx.db.submit(self.ctx.session.memory.delete, refs, on_done=self._done)

    def export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export memory", "engram-memory.json",
                                              "Engram memory (*.json *.jsonl);;All files (*)")
        if path:
            self._transfer("Exporting memory", self.ctx.session.data.export_memory, path)

    def import_(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import memory", "",
                                              "Engram memory (*.json *.jsonl);;All files (*)")
        if path:
            self._transfer("Importing memory", self.ctx.session.data.import_memory, path)

    def _transfer(self, title: str, fn, path: str) -> None:
        dlg = ProgressDialog.start(title, self)

        def finished(_):
            dlg.close()
            self._done()

        def failed(e):
            dlg.close()
            show_error(self, e)
        # one call per row exported or embedded: dlg.say is the throttled reporter
        self.ctx.db.submit(fn, path, dlg.say, on_done=finished, on_error=failed)
