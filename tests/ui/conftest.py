"""UI fixtures: the real window offscreen over a real encrypted profile.

`gui` starts the app the way `engram` does (ui.main.build + the Unlocker) in the test's
ENGRAM_HOME. By default the chat turn runs through `FakeAssistant` (real MemoryEngine, real
store, real MiniLM embedder, canned streamed reply) so governance tests are fast; tests
marked `model` use the real Assistant and bundled GGUF.
"""
from __future__ import annotations

import threading
import time
import pytest

from app.assistant import TurnResult, TurnStats


class FakeAssistant:
    """Streams a canned reply word by word, then writes the page through the real engine."""

    def __init__(self, engine, reply="Hello! I am **Engram**. Nice to meet you.", delay=0.0,
                 prefill=(0, 0.0), cut=None, notices=()):
        self.engine = engine
        self.reply = reply
        self.cut, self.notices = cut, tuple(notices)   # as the real one stopping a loop
        self.delay = delay
        self.prefill_tokens, self.prefill_delay = prefill  # a fake prefill: tokens, s/batch
        self.started = threading.Event()
        self.scheduler = None   # as Assistant(background=False); a test may give it one
        self.sent: list[str] = []
        self.ended: list[str] = []
        self.fact_listeners: list = []   # as Assistant: Session subscribes to formed facts
        self.head_stale = 0              # memory_changed calls (the real one rebuilds its head)

    def end_temporary(self, cid):
        self.ended.append(cid)

    def memory_changed(self):
        self.head_stale += 1

    def close(self):
        pass

    def regenerate(self, cid, *, temporary=False, on_token=None, cancel=None, on_progress=None):
        last = self.engine.short_term(cid)[-1]
        self.engine.delete([("page", last.id)])
        return self.send(cid, last.user_text, temporary=temporary, on_token=on_token,
                         cancel=cancel, on_progress=on_progress)

    def send(self, cid, text, *, temporary=False, on_token=None, cancel=None, on_progress=None):
        self.sent.append(text)
        if cid is None and temporary:  # as the real Assistant: a temporary chat gets an id
            cid = f"temp-{len(self.sent)}"
        ctx = self.engine.retrieve(text, 256, conversation_id=cid)
        self.started.set()
        n = self.prefill_tokens
        for done in range(8, n + 8, 8):  # batches of 8 tokens, like llama's n_batch steps
            if on_progress:
                on_progress(min(done, n), n)
            time.sleep(self.prefill_delay)
        out, cancelled = [], False
        for w in self.reply.split(" "):
            if cancel is not None and cancel.is_set():
                cancelled = True
                break
            tok = (" " if out else "") + w
            out.append(tok)
            if on_token:
                on_token(tok)
            if self.delay:
                time.sleep(self.delay)
        answer = "".join(out)[:self.cut].strip()
        page_id = None
        if not temporary and cid is not None:
            page = self.engine.add_exchange(cid, text, answer)
            page_id = page.id
            self.engine.record_use(ctx, page_id)
        stats = TurnStats(ttft_ms=12.0, tokens_per_s=42.0, n_ctx_used=100,
                          gen_tokens=len(out))
        return TurnResult(cid, answer, page_id, ctx, stats, self.notices, cancelled=cancelled,
                          temporary=temporary)


@pytest.fixture
def fake_model(monkeypatch, hash_embedder):
    """Session.load_model installs FakeAssistant; the embedder is the fast hash one."""
    from app import services

    holder = {}

    def load_model(self, preload=None):
        self.assistant = FakeAssistant(self.engine, **holder.get("kw", {}))
        holder["assistant"] = self.assistant
        return self.model_info()

    orig_init = services.Session.__init__

    def init(self, *a, **kw):
        orig_init(self, *a, **kw)
        self.embedder = hash_embedder
        self.engine.embedder = hash_embedder
        if getattr(self.engine, "retriever", None) is not None:
            self.engine.retriever.embedder = hash_embedder

    monkeypatch.setattr(services.Session, "load_model", load_model)
    monkeypatch.setattr(services.Session, "__init__", init)
    monkeypatch.setattr(services.Session, "load_embedder", lambda self: 0.0)
    return holder


@pytest.fixture
def gui(qtbot, qapp):
    """Start the app; returns a function that yields (ctx, win) once the session is open."""
    from ui import main

    started = []

    def start(wait_model=True, interactive=True):
        ctx, win, unlocker = main.build(qapp, interactive=interactive)
        qtbot.addWidget(win)
        started.append((ctx, win))
        unlocker.start()
        if wait_model:
            with qtbot.waitSignal(ctx.model_ready, timeout=120_000):
                pass
        return ctx, win, unlocker

    yield start
    for ctx, win in started:
        main.shutdown(qapp, ctx, win)


def send_and_wait(qtbot, win, text, timeout=120_000):
    with qtbot.waitSignal(win.turn_finished, timeout=timeout) as blocker:
        win.chat.composer.edit.setPlainText(text)
        from ui.qt import Qt
        qtbot.keyClick(win.chat.composer.edit, Qt.Key.Key_Return)
    return blocker.args[0]
