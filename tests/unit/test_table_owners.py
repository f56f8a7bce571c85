"""Each table is written by one owner module; every other module calls the owner.

The source of app/, memory/ and ui/ is read with ast (nothing is imported): every string
literal (implicitly joined literals are one; an f-string's placeholders read as `{}`) is
searched for SQL writes - INSERT INTO, INSERT OR ... INTO, REPLACE INTO, UPDATE, DELETE
FROM - and each write must be in its table's owner (docs/architecture.md "Table owners"),
or in one of the few documented exceptions below. A new table needs its owner in TABLES_OF.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("app", "memory", "ui")

TABLES_OF = {   # owner module: the tables it writes
    "memory/short_term.py": ("pages", "pages_vec"),
    "memory/mid_term.py": ("segments", "segments_vec"),
    "memory/long_term.py": ("lpm_items", "lpm_sources", "lpm_vec", "facts_refused"),
    "memory/fact_formation.py": ("facts_formed",),
    "memory/activation.py": ("slots", "slot_data", "slot_sources"),
    "memory/audit.py": ("audit",),
    "memory/conversations.py": ("conversations",),
    "memory/answer_context.py": ("answer_context",),
    "memory/store.py": ("meta",),
    "memory/migrations.py": ("schema_migrations",),
    "memory/vector_index.py": ("vec_log",),
    "memory/turn_vectors.py": ("turns_vec", "turns_embedded"),
}
OWNERS = {table: owner for owner, tables in TABLES_OF.items() for table in tables}
# whole modules that may write any table: the schema itself (migrations rebuild tables and
# FTS/vector rows), and the benches' bulk loaders (synthetic stores, built for speed)
ANY_TABLE = ("memory/migrations.py", "app/bench/")
# (module, table): the deliberate exceptions, each with its reason
EXCEPTIONS = {
    # a deletion and everything it takes go in one statement set in one transaction, so what
    # the preview showed is what goes (memory/cascade._apply); triggers drop FTS, vectors
    # and dependent slots; version chains and dialogue chains are relinked across the gap
    ("memory/cascade.py", "pages"), ("memory/cascade.py", "segments"),
    ("memory/cascade.py", "lpm_items"), ("memory/cascade.py", "lpm_sources"),
    ("memory/cascade.py", "answer_context"), ("memory/cascade.py", "slots"),
    # pin/unpin of any kind through the ItemKind table (`UPDATE {KINDS[t].table} SET pinned`)
    ("memory/governance.py", "{}"),
}
WRITE = re.compile(r"\b(?:INSERT(?:\s+OR\s+[A-Z]+)?\s+INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)"
                   r"\s+(\{\}|[A-Za-z_][A-Za-z0-9_]*)")
NOT_TABLES = {"SET", "OF"}   # `ON CONFLICT DO UPDATE SET`, trigger `AFTER UPDATE OF`


def _strings(tree: ast.AST):
    """(line, text) of every string literal; f-strings with `{}` for each placeholder."""
    inside = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            text = "".join(v.value if isinstance(v, ast.Constant) and isinstance(v.value, str)
                           else "{}" for v in node.values)
            inside.update(id(v) for v in node.values)
            yield node.lineno, text
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in inside:
            yield node.lineno, node.value


def writes() -> list[tuple[str, int, str]]:
    """(module path, line, table) of every SQL write in app/, memory/ and ui/."""
    out = []
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            for line, text in _strings(tree):
                for m in WRITE.finditer(text):
                    if m.group(1) not in NOT_TABLES:
                        out.append((rel, line, m.group(1)))
    return out


def test_the_scan_finds_known_writes():
    found = {(m, t) for m, _, t in writes()}
    assert ("memory/short_term.py", "pages") in found
    assert ("memory/conversations.py", "conversations") in found
    assert ("memory/governance.py", "{}") in found   # the f-string form is read too


def test_every_table_is_written_only_by_its_owner():
    bad = []
    for module, line, table in writes():
        if module.startswith(ANY_TABLE) or (module, table) in EXCEPTIONS:
            continue
        owner = OWNERS.get(table)
        if owner is None:
            bad.append(f"{module}:{line} writes {table}, which has no owner in TABLES_OF")
        elif owner != module:
            bad.append(f"{module}:{line} writes {table}; call its owner {owner}")
    assert not bad, "\n".join(bad)


def test_exceptions_are_still_needed():
    """An exception nobody uses any more goes, so the list stays the truth."""
    found = {(m, t) for m, _, t in writes()}
    assert EXCEPTIONS <= found, sorted(EXCEPTIONS - found)
