"""Background operations: one lane (thread) owns the database, one owns the model.

Anki-style: a widget submits a small call (`lane.submit(fn, on_done=...)`); it runs on the
lane's single thread, in order, and its result or error comes back by a queued signal, so the
callback runs on the Qt main thread. Worker code never sees a widget. A lane with one thread
is what makes "one thread owns the connection / the model" true without locks in the UI.
"""
from __future__ import annotations

import itertools
import logging
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Callable

from .qt import QObject, Signal

log = logging.getLogger(__name__)

Callback = Callable[[Any], None]


class Lane(QObject):
    """A single background thread; calls run in submission order."""

    _finished = Signal(int, object, object)  # ticket, result, error

    def __init__(self, name: str, on_error: Callable[[BaseException], None] | None = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.name = name
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"engram-{name}")
        self._tickets = itertools.count(1)
        self._pending: dict[int, tuple[Callback | None, Callback | None]] = {}
        self._busy = 0
        self.default_error = on_error
        self._closed = False
        self._finished.connect(self._deliver)

    def submit(self, fn: Callable[..., Any], *args, on_done: Callback | None = None,
               on_error: Callback | None = None, **kwargs) -> Future:
        """Run fn(*args, **kwargs) on this lane; call on_done(result) / on_error(exc) on the UI thread."""
        if self._closed:
            raise RuntimeError(f"lane {self.name} is shut down")
        ticket = next(self._tickets)
        self._pending[ticket] = (on_done, on_error)
        self._busy += 1

        def job():
            try:
                result = fn(*args, **kwargs)
            except BaseException as e:  # noqa: BLE001 - every failure goes back to the UI
                log.debug("%s lane: %s failed: %r", self.name, getattr(fn, "__name__", fn), e)
                self._emit(ticket, None, e)
                raise
            self._emit(ticket, result, None)
            return result

        return self._pool.submit(job)

    def _emit(self, ticket, result, error) -> None:
        try:
            self._finished.emit(ticket, result, error)
        except RuntimeError:  # the lane's QObject is gone: the app is shutting down
            pass

    def _deliver(self, ticket: int, result, error) -> None:
        self._busy -= 1
        on_done, on_error = self._pending.pop(ticket, (None, None))
        if error is None:
            if on_done is not None:
                on_done(result)
            return
        handler = on_error or self.default_error
        if handler is not None:
            handler(error)
        else:
            log.error("%s lane: unhandled error", self.name, exc_info=error)

    @property
    def busy(self) -> bool:
        return self._busy > 0

    def call(self, fn: Callable[..., Any], *args, timeout: float | None = None, **kwargs):
        """Run on the lane and wait (for shutdown and tests; never from a UI event handler)."""
        return self._pool.submit(fn, *args, **kwargs).result(timeout)

    def shutdown(self, wait: bool = True) -> None:
        self._closed = True
        self._pool.shutdown(wait=wait, cancel_futures=True)


class Relay(QObject):
    """Carries streamed tokens and progress from a worker thread to the UI thread."""

    token = Signal(str)
    progress = Signal(str, float)  # what, fraction 0..1 (negative: indeterminate)
    prefill = Signal(int, int)     # prompt tokens evaluated so far, tokens to evaluate


def _finished(done, total) -> bool:
    return done >= total


class Throttle:
    """Wraps a worker-side progress callback so it fires at most every `interval` seconds.

    llama.cpp reports progress per batch, export per row: on a fast machine that is
    thousands of queued signals for a bar that repaints at 60 Hz. The first call and the
    final ones (`final(*args)`, by default done >= total) always pass, so the bar starts at
    once and ends full.
    """

    def __init__(self, fn: Callable[..., None], interval: float = 0.05,
                 final: Callable[..., bool] = _finished):
        self.fn = fn
        self.interval = interval
        self.final = final
        self._last = float("-inf")
        self.calls = 0    # how many reached fn (tests check the throttling)

    def __call__(self, *args) -> None:
        now = time.monotonic()
        if self.final(*args) or now - self._last >= self.interval:
            self._last = now
            self.calls += 1
            self.fn(*args)


class Cancel(threading.Event):
    """The cancel flag generation checks between tokens."""
