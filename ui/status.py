"""The status bar, and what it says about speed in plain words.

Before the first token the user sees what the wait is for: the model still loading, memory
being looked up, or the prompt being read ("Reading 812 tokens of memory and chat… 300/812").
After a turn, a first token that took over a second is explained by its largest part
(restoring saved context, reading N new tokens, looking up memory), from the turn's stats.
"""
from __future__ import annotations

from .qt import QLabel, QProgressBar

SLOW_MS = 1000.0
BACKGROUND_ERROR_MS = 20_000   # long enough to read; the log keeps the traceback


def why_slow(st) -> str:
    """The main reason a first token took over SLOW_MS (st: app.assistant.TurnStats), or ""
    when it was quick."""
    ttft = st.ttft_ms
    if ttft < SLOW_MS:
        return ""
    restore = st.restore_ms
    memory = st.memory_ms or st.retrieve_ms
    prefill_ms = max(0.0, ttft - memory - restore)
    n = st.prefill_tokens
    parts = {"restoring saved context": restore, "looking up memory": memory,
             f"reading {n:,} new tokens of memory and chat" if n else "reading the prompt":
             prefill_ms}
    what, ms = max(parts.items(), key=lambda kv: kv[1])
    return f"first word after {ttft / 1000:.1f} s, mostly {what} ({ms / 1000:.1f} s)"


def reuse_text(st) -> str:
    restored = st.slot_restored
    reused = st.reused_tokens
    if restored:
        return f"saved context reused ({reused:,} tokens)" if reused else "saved context reused"
    if reused:
        return f"{reused:,} tokens reused"
    return ""


class StatusLine:
    """Labels and the progress bar of the main window's status bar."""

    def __init__(self, bar):
        self.bar = bar
        self.model_label = QLabel("Starting…")
        self.model_label.setAccessibleName("Model")
        self.ctx_label = QLabel("")
        self.ttft_label = QLabel("")
        self.speed_label = QLabel("")
        self.slot_label = QLabel("")
        self.progress = QProgressBar()
        self.progress.setAccessibleName("Loading progress")
        self.progress.setMaximumWidth(140)
        self.progress.setMaximumHeight(8)
        self.progress.setTextVisible(False)
        self.progress.setRange(0, 0)
        bar.addWidget(self.model_label)
        bar.addWidget(self.progress)
        for w in (self.ctx_label, self.ttft_label, self.speed_label, self.slot_label):
            bar.addPermanentWidget(w)
        self.model_info = None

    def busy(self, text: str | None, *, bar: bool = True) -> None:
        self.progress.setVisible(text is not None and bar)
        if text is not None and bar:
            self.progress.setRange(0, 0)  # indeterminate: a model load reports no steps
        if text is not None:
            self.model_label.setText(text)
        elif self.model_info is not None:
            self.model_label.setText(f"● {self.model_info.name}")

    def prefill(self, done: int, total: int) -> None:
        if total <= 0:
            return
        self.progress.setRange(0, total)
        self.progress.setValue(min(done, total))
        self.progress.setVisible(True)
        self.model_label.setText(f"Reading {total:,} tokens of memory and chat… "
                                 f"{done:,}/{total:,}")

    def stats(self, result) -> str:
        """Show a turn's figures; return the short line for under the answer."""
        st = result.stats
        used = st.n_ctx_used
        n_ctx = self.model_info.n_ctx if self.model_info else 0
        ttft, tps = st.ttft_ms, st.tokens_per_s
        self.ctx_label.setText(f"context {used:,}/{n_ctx:,}" if n_ctx else f"context {used:,}")
        self.ctx_label.setToolTip("Tokens of the model's context window this chat uses")
        self.ttft_label.setText(f"first word {ttft:.0f} ms" if ttft is not None else "")
        slow = why_slow(st)
        self.ttft_label.setToolTip(slow)
        self.speed_label.setText(f"{tps:.1f} tok/s" if tps else "")
        self.slot_label.setText(reuse_text(st))
        if slow:
            self.bar.showMessage(slow[0].upper() + slow[1:], 8000)
        bits = [f"{tps:.1f} tok/s" if tps else "",
                slow or (f"first word {ttft:.0f} ms" if ttft is not None else "")]
        return "  ·  ".join(b for b in bits if b)

    def background_errors(self, errors) -> str:
        """Say that background memory work failed (app.scheduler.JobError list, new ones
        only); return the line shown, "" when there was nothing to say."""
        if not errors:
            return ""
        last = errors[-1]
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        text = (f"Background memory work failed{more}: {last.message}. Your chats are saved; "
                "details are in the log.")
        self.bar.showMessage(text, BACKGROUND_ERROR_MS)
        return text
