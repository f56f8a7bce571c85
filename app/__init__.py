"""Engram services and entry points (no widgets here)."""
import os

# Must be set before llama_cpp (OpenMP) loads: spinning OpenMP workers made a 22-token prefill
# take 25 s instead of 0.4 s on a loaded 2-core machine (measured in the runtime work).
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")


def _malloc_tuning() -> None:
    # glibc raises its mmap threshold after the first large free, so later multi-MB slot-state
    # buffers come from the heap and stay resident once freed: +58 MB RSS by turn 50 of the
    # bundled-model soak; with the threshold pinned at 1 MiB, +19 MB.
    import ctypes
    import sys

    if sys.platform.startswith("linux"):
        try:
            ctypes.CDLL("libc.so.6").mallopt(-3, 1 << 20)  # M_MMAP_THRESHOLD
        except (OSError, AttributeError):
            pass


_malloc_tuning()

__version__ = "0.1.0"
