"""One chat turn in the main window: send, stream, stop, and what the answer shows after.

A mixin of MainWindow. The view shows the user's bubble and an empty answer at once; the
model lane runs `Session.chat.send` with `on_token` emitting on a Relay (queued to the GUI
thread), a throttled `on_progress` that drives the status bar's prefill bar until the first
token, and a cancel flag that Stop/Esc sets. The result is app.assistant's TurnResult.
"""
from __future__ import annotations

from app.errors import GenerationCancelled

from .errors import show_error
from .qt import QTimer
from .workers import Cancel, Relay, Throttle

# The assistant's background maintenance (flush to mid-term, heat, promotion) lands about
# this long after an answer; the window refreshes once more then.
LATE_REFRESH_MS = 2500


class Turns:
    def send(self, text: str) -> None:
        if self.cancel is not None:
            return
        if self.ctx.session is None or self.ctx.session.assistant is None:
            self.chat.add_user(text)
            m = self.chat.add_assistant()
            m.set_stats("waiting for the model to load (the first reply starts once it is "
                        "ready)…")
            self.current_answer = m
            self.pending.append(text)
            return
        self._start_turn(text)

    def _start_turn(self, text: str, show_user: bool = True, regenerate: bool = False) -> None:
        s = self.ctx.session
        if show_user:
            self.chat.add_user(text)
            self.current_answer = self.chat.add_assistant()
        answer = self.current_answer
        answer.set_stats("")
        self.cancel = Cancel()
        self.relay = Relay()
        self.relay.token.connect(answer.append)
        self.chat.set_busy(True)
        # until the first token: retrieval, slot restore and prefill (seconds on a long prompt)
        self.set_busy_status("Looking up memory…")
        first = {"seen": False}

        def first_token(_tok):
            if not first["seen"]:
                first["seen"] = True
                self.set_busy_status("Writing…", bar=False)  # the tokens are the progress now

        def prefill(done, total):
            # late batches after Stop or the first token must not bring the bar back
            if not first["seen"] and self.relay is relay and not cancel.is_set():
                self.show_prefill(done, total)
        self.relay.token.connect(first_token)
        self.relay.prefill.connect(prefill)
        cancel, relay = self.cancel, self.relay
        progress = Throttle(relay.prefill.emit)
        temporary, cid = self.temporary, self.cid
        replace, self.replace_page = self.replace_page, None

        def turn():
            nonlocal cid
            if replace is not None and cid is not None:
                s.chat.replace_exchange(cid, replace)
            if cid is None and not temporary:
                from app.services import conversation_title
                cid = s.chat.new_conversation(conversation_title(text)).id
            if regenerate:
                res = s.chat.regenerate(cid, temporary=temporary, on_token=relay.token.emit,
                                        cancel=cancel, on_progress=progress)
            else:
                res = s.chat.send(cid, text, temporary=temporary, on_token=relay.token.emit,
                                  cancel=cancel, on_progress=progress)
            return res.conversation_id or cid, res

        self._undoable = (replace is not None or regenerate) and not temporary
        self.ctx.model.submit(turn, on_done=lambda r: self._turn_done(answer, r),
                              on_error=lambda e: self._turn_failed(answer, e))

    def _end_turn(self) -> None:
        self.set_busy_status(None)
        self.cancel = None
        self.relay = None
        self.chat.set_busy(False)
        self.chat.finished_turn()
        self.chat.composer.edit.setFocus()

    def _turn_done(self, answer, result) -> None:
        cid, res = result
        new = cid is not None and cid != self.cid and not self.temporary
        self.cid = cid  # a temporary chat keeps its id too, so its turns see each other
        # the streamed text stays unless the answer kept is longer, or a cut of it (a loop)
        if len(res.text) >= len(answer.buffer) or answer.buffer.strip().startswith(res.text):
            answer.buffer = res.text
        answer.set_stats(self.show_stats(res))
        answer.set_notices(res.notices)
        page_id = res.page_id
        answer.set_context(res.context.items, page_id)
        answer.finish(stopped=res.cancelled)
        self.facts.answer_shown(page_id, answer)
        self._end_turn()
        if getattr(self, "_undoable", False) and cid is not None:
            from app.undo import KEEP_S
            self._undo_page = page_id
            self.chat.show_undo("The previous exchange was replaced.", KEEP_S)
        if new:
            self.refresh_conversations()
        self.ctx.memory_changed.emit()
        # the assistant's background maintenance (flush to mid-term, heat, promotion) lands
        # shortly after the answer; refresh once more so an open inspector shows it
        QTimer.singleShot(LATE_REFRESH_MS, self, self._late_refresh)
        self.turn_finished.emit(res)

    def _late_refresh(self) -> None:
        if self.ctx.session is not None:
            self.ctx.memory_changed.emit()
            assistant = self.ctx.session.assistant
            if assistant is not None and assistant.scheduler is not None:
                # failures of that maintenance reach the user here, once each
                self.status.background_errors(assistant.scheduler.new_errors())

    def _turn_failed(self, answer, exc) -> None:
        if isinstance(exc, GenerationCancelled):
            answer.finish(stopped=True)
        else:
            answer.finish(error="No answer: " + (str(exc) or type(exc).__name__))
            show_error(self, exc)
        self._end_turn()
        self.ctx.memory_changed.emit()
        self.turn_finished.emit(exc)

    def stop(self) -> None:
        if self.cancel is not None:
            self.cancel.set()
            self.model_label.setText("Stopping…")
            self.set_busy_status(None)
