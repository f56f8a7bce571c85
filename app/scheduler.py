"""MemScheduler: memory and activation work off the user's critical path.

Design decisions:
- One daemon worker thread and a FIFO of named jobs; a job already queued under the same name
  is not queued twice (ten quick turns need one slot rebuild, not ten).
- Jobs that use the model (slot rebuilds) take the assistant's model lock and pass its
  preempt event down to the prefill, so a user's new message interrupts them within one small
  batch; the turn then reuses whatever prefix they had built.
- Periodic jobs (maintenance, TTL sweeps, head refresh) are re-submitted by a timer thread.
- Plain threads and queues: no Qt, so the CLI, the benches and the app share it.
"""
from __future__ import annotations

import logging
import queue
import threading
import time
from typing import Callable

log = logging.getLogger(__name__)


class MemScheduler:
    def __init__(self, name: str = "engram-mem"):
        self._q: queue.Queue = queue.Queue()
        self._pending: set[str] = set()
        self._lock = threading.Lock()
        self._idle = threading.Event()
        self._idle.set()
        self._stop = threading.Event()
        self._timers: list[threading.Thread] = []
        self.done: list[tuple[str, float]] = []      # (job, seconds), last 200, for benches
        self.errors: list[tuple[str, str]] = []
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

    def every(self, seconds: float, name: str, fn: Callable[[], object]) -> None:
        def tick():
            while not self._stop.wait(seconds):
                self.submit(name, fn)

        t = threading.Thread(target=tick, name=f"{name}-timer", daemon=True)
        t.start()
        self._timers.append(t)

    def _run(self) -> None:
        while True:
            item = self._q.get()
            if item is None:
                return
            name, fn = item
            with self._lock:
                self._pending.discard(name)
            t = time.perf_counter()
            try:
                fn()
            except Exception as e:  # a failed background job must not kill the worker
                log.exception("background job %s failed", name)
                self.errors.append((name, f"{type(e).__name__}: {e}"))
            self.done.append((name, time.perf_counter() - t))
            del self.done[:-200]
            with self._lock:
                if not self._pending and self._q.empty():
                    self._idle.set()

    def wait_idle(self, timeout: float | None = None) -> bool:
        return self._idle.wait(timeout)

    @property
    def busy(self) -> bool:
        return not self._idle.is_set()

    def close(self, timeout: float = 30.0) -> None:
        self._stop.set()
        self._q.put(None)
        self._thread.join(timeout)
