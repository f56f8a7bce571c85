"""Where this process's memory is: RSS split into the parts a soak must tell apart.

Design decision: RSS growth over a long run is a leak only if it is not one of the bounded
things that fill up as the run goes. So a sample splits it into anonymous memory (SQLite's
own allocations, capped by its page cache; what glibc keeps free after frees; the rest) and
file-backed pages (mmapped model weights and shared libraries: clean pages, bounded by the
files' sizes, which the kernel drops under pressure). Linux /proc and glibc's mallinfo2 are
read directly (no psutil); where one cannot be read, its field is None.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import gc
import os
import re
import tracemalloc
from dataclasses import dataclass

from memory.timewords import day_label

WEIGHT_SUFFIXES = (".safetensors", ".gguf", ".bin", ".onnx", ".pt")
MB = 2**20
# frames in app/ or memory/ name a call site better than the library line it reached
OURS = tuple(os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(__file__))), d, "")
             for d in ("app", "memory"))


def rss_bytes() -> int:
    """Resident set size of this process now (Linux /proc; ru_maxrss elsewhere)."""
    try:
        with open(f"/proc/{os.getpid()}/statm") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        import resource
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return rss if os.uname().sysname == "Darwin" else rss * 1024


def _status() -> dict[str, int]:
    out = {}
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith(("RssAnon:", "RssFile:", "RssShmem:")):
                    k, v = line.split(":")
                    out[k] = int(v.split()[0]) * 1024
    except OSError:
        pass
    return out


def mapped_weights() -> tuple[int | None, int | None]:
    """(resident bytes, file bytes) of mmapped model weight files (the embedder's safetensors,
    a GGUF): pages are read in as inputs touch new rows, up to the file size."""
    rss, files, name = 0, {}, None
    try:
        with open("/proc/self/smaps") as fh:
            for line in fh:
                if line[0] in "0123456789abcdef" and "-" in line.split(" ", 1)[0]:
                    parts = line.split(None, 5)
                    name = parts[5].strip() if len(parts) > 5 else ""
                    if not name.endswith(WEIGHT_SUFFIXES):
                        name = None
                elif name and line.startswith("Rss:"):
                    rss += int(line.split()[1]) * 1024
                    if name not in files:
                        try:
                            files[name] = os.path.getsize(name)
                        except OSError:
                            files[name] = 0
    except OSError:
        return None, None
    return rss, sum(files.values())


class _MallInfo2(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in ("arena", "ordblks", "smblks", "hblks", "hblkhd",
                                                 "usmblks", "fsmblks", "uordblks", "fordblks",
                                                 "keepcost")]


def _libc():
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.mallinfo2.restype = _MallInfo2
        libc.malloc_trim.argtypes = [ctypes.c_size_t]
        return libc
    except (OSError, AttributeError):   # not glibc, or glibc < 2.33
        return None


_LIBC = _libc()


def malloc_info() -> tuple[int | None, int | None]:
    """(bytes in use, bytes held free) by glibc malloc over all arenas, mmapped chunks included."""
    if _LIBC is None:
        return None, None
    m = _LIBC.mallinfo2()
    return m.uordblks + m.hblkhd, m.fordblks


def malloc_trim() -> bool:
    """Give glibc's free memory back to the OS (what RSS drops by was free memory malloc kept,
    not data); False where there is no glibc to ask."""
    if _LIBC is None:
        return False
    _LIBC.malloc_trim(0)
    return True


def sqlite_used() -> int | None:
    try:
        import apsw
        return int(apsw.memory_used())
    except (ImportError, AttributeError):
        return None


@dataclass(frozen=True)
class Sample:
    turn: int
    rss: int
    anon: int | None
    file: int | None
    weights_rss: int | None
    weights_size: int | None
    sqlite: int | None
    malloc_used: int | None
    malloc_free: int | None
    py_heap: int | None = None
    tracing: int = 0        # tracemalloc's own memory: anonymous, but the probe's, not the app's

    def row(self) -> dict:
        return {k: (round(v / MB, 1) if isinstance(v, int) and k != "turn" else v)
                for k, v in self.__dict__.items()}


def sample(turn: int, py_heap: int | None = None) -> Sample:
    st = _status()
    w_rss, w_size = mapped_weights()
    m_used, m_free = malloc_info()
    return Sample(turn, rss_bytes(), st.get("RssAnon"), st.get("RssFile"), w_rss, w_size,
                  sqlite_used(), m_used, m_free, py_heap, tracemalloc.get_tracemalloc_memory())


def drain_caches(runtime) -> None:
    """Empty the runtime's bounded prompt caches (piece tokens: 4,096 entries; prefix
    renderings: 96 / 2 M characters) before a sample, so that their filling up is not read as
    growth; a miss costs one tokenize/render call and the next turn refills them. Plain
    attribute access: a renamed cache must break the soak test, not go quietly undrained."""
    runtime.template.clear_cache()
    runtime._pieces.clear()
    runtime._prompt.clear()     # the last prompt's tokens (app.chat_model.PromptMemo)
    # module-level bounded caches too: date labels (an lru of 8,192) and re's compiled
    # patterns (512); their filling read as growth depended on what ran before in the same
    # process (the CI of session 31 saw 1.03 KB/turn where the soak alone sees 0.64)
    day_label.cache_clear()
    re.purge()
    gc.collect()


class PyHeap:
    """Python heap the app keeps, from tracemalloc (started late: only growth is of interest).

    Measured with the runtime's bounded caches emptied (prompt-piece tokens: 4,096 entries,
    ~1 KB each, full only after ~1,500 soak turns; chat-template prefix renderings: 96) and
    without the fake model's vocabulary (the fake's own model state, which a real runtime
    keeps inside llama.cpp) or the benchmark's own records."""

    EXCLUDE = ("*/app/fake_runtime.py", "*/app/bench/*", tracemalloc.__file__)  # not the app's

    def __init__(self, depth: int, runtime):
        self.runtime = runtime
        self.first = self.last = None
        tracemalloc.start(max(1, depth))

    def measure(self) -> int:
        drain_caches(self.runtime)
        snap = tracemalloc.take_snapshot().filter_traces(
            [tracemalloc.Filter(False, p) for p in self.EXCLUDE])
        self.first = self.first or snap
        self.last = snap
        return sum(t.size for t in snap.traces)

    def top_growth(self, n: int = 5) -> list[str]:
        """The `n` call sites whose kept memory grew most between the first and last sample."""
        if self.first is None or self.last is self.first:
            return []
        out = []
        for st in self.last.compare_to(self.first, "traceback")[:n]:
            inner = list(st.traceback)[::-1]   # most recent frame first
            f = next((f for f in inner if f.filename.startswith(OURS)), inner[0])
            where = "/".join(f.filename.split(os.sep)[-2:])
            out.append(f"{st.size_diff / 1024:+.0f} KiB in {st.count_diff:+d} blocks at "
                       f"{where}:{f.lineno}")
        return out

    def stop(self) -> None:
        tracemalloc.stop()
