"""MemScheduler: memory and activation work off the user's critical path.

Design decisions:
- One daemon worker thread and a FIFO of named jobs; a job already queued under the same name
  is not queued twice (ten quick turns need one slot rebuild, not ten).
- Jobs that use the model (slot rebuilds) take the assistant's model lock and pass its
  preempt event down to the prefill, so a user's new message interrupts them within one small
  batch; the turn then reuses whatever prefix they had built.
- Maintenance is submitted after each turn (the assistant does), not by a timer: no turns,
  no changes to maintain.
- A failed job is logged with its traceback and kept as a JobError in a bounded list (the
  last MAX_ERRORS; a job failing every turn must not grow memory); `new_errors()` hands the
  ones not yet seen to whoever shows them to the user (status bar, inspector), once each.
- Plain threads and queues: no Qt, so the CLI, the benches and the app share it.
"""
from __future__ import annotations

import logging
import queue
import threading
import time
from collections import deque
from typing import Callable, NamedTuple

log = logging.getLogger(__name__)

MAX_ERRORS = 50   # background failures kept for the user; every one is in the log


class JobError(NamedTuple):
    job: str
    message: str     # "ExceptionType: text", one line for a status bar
    when: float      # time.time()


class MemScheduler:
    def __init__(self, name: str = "engram-mem"):
        self._q: queue.Queue = queue.Queue()
        self._pending: set[str] = set()
        self._lock = threading.Lock()
        self._idle = threading.Event()
        self._idle.set()
        self._stop = threading.Event()
        self.errors: deque[JobError] = deque(maxlen=MAX_ERRORS)   # oldest first
        self._n_errors = 0      # ever recorded
        self._n_seen = 0        # of those, handed out by new_errors()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(self, name: str, fn: Callable[[], object]) -> bool:
        """Queue `fn` unless a job of this name is already waiting; return whether queued."""
        with self._lock:
            if self._stop.is_set() or name in self._pending:
                return False
            self._pending.add(name)
            self._idle.clear()
        self._q.put((name, fn))
        return True

    def _run(self) -> None:
        while True:
            item = self._q.get()
            if item is None:
                return
            name, fn = item
            with self._lock:
                self._pending.discard(name)
            try:
                fn()
            except Exception as e:  # a failed background job must not kill the worker
                log.exception("background job %s failed", name)
                first_line = (str(e).splitlines() or [""])[0]
                with self._lock:
                    self.errors.append(JobError(name, f"{type(e).__name__}: {first_line}",
                                                time.time()))
                    self._n_errors += 1
            with self._lock:
                if not self._pending and self._q.empty():
                    self._idle.set()

    def new_errors(self) -> list[JobError]:
        """Errors recorded since the previous call, oldest first (those that fell out of
        the bounded list meanwhile are only in the log)."""
        with self._lock:
            n = min(self._n_errors - self._n_seen, len(self.errors))
            self._n_seen = self._n_errors
            return list(self.errors)[len(self.errors) - n:]

    def wait_idle(self, timeout: float | None = None) -> bool:
        return self._idle.wait(timeout)

    @property
    def busy(self) -> bool:
        return not self._idle.is_set()

    def close(self, timeout: float = 30.0) -> None:
        self._stop.set()
        self._q.put(None)
        self._thread.join(timeout)
