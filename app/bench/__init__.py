"""`engram bench ...`: benchmarks that print numbers (timing goals live here, not in tests).

Design decision: a benchmark is a module in this package exposing `register(bench_subparsers)`;
every such module is found by name at start-up, so adding `app/bench/ttft.py` is all it takes
to add `engram bench ttft`. Modules are imported only to register their arguments; heavy
imports (the embedder, llama_cpp) happen inside the command functions.
"""
from __future__ import annotations

import importlib
import pkgutil
import shutil

ORDER = ("locomo", "scale", "ttft", "turns")


def modules() -> list[str]:
    found = {m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_")}
    return [n for n in ORDER if n in found] + sorted(found - set(ORDER))


def register(subparsers) -> None:
    ap = subparsers.add_parser("bench", help="run a benchmark and print its numbers")
    bench_sub = ap.add_subparsers(dest="bench_command", metavar="BENCHMARK")
    bench_sub.required = True
    for name in modules():
        importlib.import_module(f"{__name__}.{name}").register(bench_sub)


def tear_down(tmp, *parts) -> None:
    """Close a bench's parts in order (None skipped), then remove its temporary folder."""
    for part in parts:
        if part is not None:
            part.close()
    shutil.rmtree(tmp, ignore_errors=True)
