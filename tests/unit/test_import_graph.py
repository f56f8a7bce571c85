"""No import cycles among app/, memory/ and ui/, counting imports inside functions too.

The graph is read with ast (nothing is imported): every `import` and `from ... import`
anywhere in a module, module level or function-local, is an edge to the most specific
module of ours it names. A function-local import still ties the two modules together; it only
hides the cycle from Python's import machinery.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("app", "memory", "ui")

def _modules() -> dict[str, Path]:
    out = {}
    for pkg in PACKAGES:
        for p in (ROOT / pkg).rglob("*.py"):
            parts = list(p.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = p
    return out


def _resolve(name: str, modules: dict[str, Path]) -> str | None:
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def import_graph() -> dict[str, dict[str, int]]:
    """{module: {imported module of ours: first line}} for app, memory and ui."""
    modules = _modules()
    graph: dict[str, dict[str, int]] = {}
    for mod, path in modules.items():
        package = mod.split(".") if path.name == "__init__.py" else mod.split(".")[:-1]
        edges: dict[str, int] = {}
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = ".".join(package[:len(package) - node.level + 1]
                                    + ([node.module] if node.module else []))
                else:
                    base = node.module or ""
                # `from pkg import sub` imports the submodule; `from mod import name` the module
                names = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                         for a in node.names]
            else:
                continue
            for name in names:
                target = _resolve(name, modules) if name.split(".")[0] in PACKAGES else None
                if target and target != mod:
                    edges.setdefault(target, node.lineno)
        graph[mod] = edges
    return graph


def find_cycle(graph: dict[str, dict[str, int]]) -> list[str] | None:
    """One cycle as [a, b, ..., a], or None (iterative DFS, three colours)."""
    state: dict[str, int] = {}   # 1: on the current path, 2: done
    for start in sorted(graph):
        if start in state:
            continue
        path, stack = [start], [iter(sorted(graph[start]))]
        state[start] = 1
        while stack:
            nxt = next(stack[-1], None)
            if nxt is None:
                state[path.pop()] = 2
                stack.pop()
            elif state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            elif nxt not in state:
                state[nxt] = 1
                path.append(nxt)
                stack.append(iter(sorted(graph.get(nxt, {}))))
    return None


def test_the_graph_sees_function_local_and_relative_imports():
    g = import_graph()
    assert "app.chat_template" in g["app.runtime"]          # module level, relative
    assert "app.llama_compat" in g["app.doctor"]            # function-local, `from . import`
    assert "memory.store" in g["app.services"]
    assert not any(t.split(".")[0] not in PACKAGES for e in g.values() for t in e)


def test_find_cycle_finds_a_cycle():
    assert find_cycle({"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b": 1}, "b": {}, "c": {"a": 1, "b": 1}}) is None


def test_no_import_cycles():
    graph = import_graph()
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(
        f"{m} (line {graph[m][n]})" for m, n in zip(cycle, cycle[1:])) + f" -> {cycle[-1]}"
