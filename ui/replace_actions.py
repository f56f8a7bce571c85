"""Replacing the last exchange (regenerate, edit and resend) and undoing it.

A mixin of MainWindow. Editing asks first (the old exchange is replaced when the edited
message is sent); the session keeps the replaced exchange for a while (app.undo) and the chat
shows an Undo bar after the new answer, so neither action loses anything silently.
"""
from __future__ import annotations


class ReplaceActions:
    def regenerate(self) -> None:
        """Answer the last message again (the assistant deletes the old answer's page)."""
        if self.cancel is not None or self.ctx.session is None or self.cid is None:
            return
        if self.ctx.session.assistant is None:
            return
        last = self.chat.last_assistant()
        text = self.chat.remove_last_exchange()
        if text is None:
            return
        self.chat.add_user(text)
        self.current_answer = self.chat.add_assistant()
        if last is not None and last.page_id is None and not self.temporary:
            self._start_turn(text, show_user=False)  # the old answer was never stored
        else:
            self._start_turn(text, show_user=False, regenerate=True)

    def confirm(self, title: str, text: str, action: str) -> bool:
        """Ask before a destructive step (tests replace this)."""
        from .qt import QMessageBox
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self)
        ok = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is ok

    def edit_last(self) -> None:
        """Put the last message back in the box, after asking; its old exchange is replaced
        when it is resent (on the model lane, before the new turn; kept for undo a while), so
        abandoning the edit loses nothing."""
        if self.cancel is not None:
            return
        if not self.temporary and not self.confirm(
                "Edit your last message?",
                "Sending the edited message replaces your last message and its answer. "
                "You can undo the replacement for 10 minutes; the chat keeps its title.",
                "Edit"):
            return
        last = self.chat.last_assistant()
        pid = last.page_id if last is not None else None
        text = self.chat.remove_last_exchange()
        if text:
            self.replace_page = pid if not self.temporary else None
            self.chat.composer.set_text(text)

    def undo_replace(self) -> None:
        """Put back the exchange the last edit or regenerate replaced."""
        if self.cancel is not None or self.cid is None or self.ctx.session is None:
            return
        cid, newer = self.cid, getattr(self, "_undo_page", None)
        self.chat.hide_undo()

        def done(_):
            self.cid = None  # reload the chat as stored
            self.open_conversation(cid)
            self.ctx.memory_changed.emit()
        self.ctx.model.submit(self.ctx.session.chat.undo_replace, cid, newer, on_done=done)

