"""No module reaches into another module's private names (`keys._keyring_get`).

Read with ast: a `_name` attribute of a module of ours that was imported by name, and a
`from <module of ours> import _name`, are reach-ins: the owner gives the name a public one
instead. Package-private modules (`_memstat`) may be imported; dunders are not private.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("app", "memory", "ui")
# the benches share private generators and helpers among themselves (app/bench/scale.py's
# synthetic text, app/bench/_memstat.py): one tool, not an API
EXEMPT = ("app/bench/",)


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _ours(module: str | None, level: int) -> bool:
    return level > 0 or (module or "").split(".")[0] in PACKAGES


def reach_ins() -> list[str]:
    out = []
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel.startswith(EXEMPT):
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            modules = set()   # local names bound to modules of ours
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and _ours(node.module, node.level):
                    for a in node.names:
                        if _private(a.name) and not (ROOT / pkg).joinpath(
                                *(node.module or "").split("."), a.name + ".py").exists() \
                                and not (path.parent / (a.name + ".py")).exists():
                            out.append(f"{rel}:{node.lineno} imports {a.name}")
                        modules.add(a.asname or a.name)
                elif isinstance(node, ast.Import):
                    for a in node.names:
                        if a.name.split(".")[0] in PACKAGES:
                            modules.add(a.asname or a.name.split(".")[0])
            for node in ast.walk(tree):
                if isinstance(node, ast.Attribute) and _private(node.attr) \
                        and isinstance(node.value, ast.Name) and node.value.id in modules:
                    out.append(f"{rel}:{node.lineno} uses {node.value.id}.{node.attr}")
    return out


def test_no_private_reach_ins():
    assert not reach_ins(), "\n".join(reach_ins())
