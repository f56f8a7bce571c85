"""The `engram` command: gui (default), chat, memory …, mcp, bench …, doctor.

Each command group lives in its own module and registers itself here; errors the services
raise on purpose are printed as one clear line and a non-zero exit, never a traceback. So are
bad arguments (one line, not argparse's usage block), arguments that are not valid UTF-8 (a
lone surrogate in argv), file errors, and - as a last resort - a bug, which names itself as
one and shows its traceback only under --verbose.
"""
from __future__ import annotations

import argparse
import logging
import sys

from memory.errors import MemoryStoreError

from .cli_args import Parser, bad_argument, printable
from .errors import EngramError

EXIT_ERROR = 2
EXIT_BUG = 1


# The command each module registers. Only the module of the command being run is imported:
# importing all of them (the MCP SDK, the benches, the doctor's model catalog) cost ~0.7 s
# of every `engram chat --once` before it had done anything.
COMMANDS = {"doctor": "doctor", "memory": "memory_cli", "chat": "chat_cli",
            "models": "models_cli", "bench": "bench", "mcp": "mcp_server"}


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser; with `command` (a known command name) only that command's module is
    imported and registered, otherwise all of them (for help and errors)."""
    ap = Parser(prog="engram", description="Local-first assistant with an "
                                 "encrypted, inspectable memory.")
    ap.add_argument("-v", "--verbose", action="store_true", help="log debug output")
    ap.add_argument("--self-test", metavar="SCREENSHOT", nargs="?", const="",
                    help="start the window offscreen, run one real turn, save a screenshot")
    sub = ap.add_subparsers(dest="command")
    gui = sub.add_parser("gui", help="start the desktop app (the default); if it already runs, "
                         "bring its window forward")
    gui.add_argument("file", nargs="?", help="a text file to put in the message box")
    gui.add_argument("--new-chat", action="store_true", help="start a new chat")
    gui.set_defaults(func=_run_gui)
    names = [COMMANDS[command]] if command in COMMANDS else list(COMMANDS.values())
    for name in names:
        mod = _optional(name)
        if mod is not None and hasattr(mod, "register"):
            mod.register(sub)
    return ap


def _command(argv: list[str]) -> str | None:
    """The command word of `argv` (the first word that is not an option), if any."""
    for a in argv:
        if a == "--":
            return None
        if not a.startswith("-"):
            return a
    return None


def _optional(name: str):
    import importlib

    try:
        return importlib.import_module(f"app.{name}")
    except ModuleNotFoundError as e:
        if e.name != f"app.{name}":
            raise
        return None


def _headless() -> bool:
    import os

    return (sys.platform.startswith("linux") and not os.environ.get("DISPLAY")
            and not os.environ.get("WAYLAND_DISPLAY") and not os.environ.get("QT_QPA_PLATFORM"))


def _run_gui(args) -> int:
    self_test = getattr(args, "self_test", None)
    if self_test is not None:
        import os

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    elif _headless():
        print("engram: no screen here (DISPLAY and WAYLAND_DISPLAY are unset). Chat in the "
              "terminal with `engram chat`, check the install with `engram doctor`, or run the "
              "window on a virtual screen: `xvfb-run engram`.", file=sys.stderr)
        return EXIT_ERROR
    try:
        from ui.main import run
    except ImportError as e:
        print(f"engram: the desktop app cannot start here ({e}). On a machine without a "
              "screen run `engram chat`, or QT_QPA_PLATFORM=offscreen for tests.",
              file=sys.stderr)
        return EXIT_ERROR
    return run(self_test=self_test, command="new-chat" if getattr(args, "new_chat", False)
               else None, path=getattr(args, "file", None))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    bad = bad_argument(argv)
    if bad:
        print(f"engram: {bad}", file=sys.stderr)
        return EXIT_ERROR
    ap = build_parser(_command(argv))
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    func = getattr(args, "func", None) or _run_gui
    try:
        return int(func(args) or 0)
    except (MemoryStoreError, EngramError) as e:
        print(f"engram: {printable(e)}", file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt:
        return 130
    except OSError as e:   # a file or folder the user named (missing, a folder, no access)
        where = f": {printable(e.filename)}" if e.filename else ""
        print(f"engram: {printable(e.strerror or e)}{where}", file=sys.stderr)
        return EXIT_ERROR
    except Exception as e:  # noqa: BLE001 - a bug: one line, the trace only when asked for
        if args.verbose:
            logging.getLogger(__name__).exception("unexpected error")
        print(f"engram: unexpected error ({type(e).__name__}: {printable(e)[:300]}); please "
              "report it (run with -v for details)", file=sys.stderr)
        return EXIT_BUG
