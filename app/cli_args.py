"""Argument parsing that fails in one clear line: the parser class, bounded numbers, and the
check that argv is valid UTF-8 (Python turns invalid bytes into lone surrogates, which would
otherwise fail later with a cryptic codec error)."""
from __future__ import annotations

import argparse

EXIT_ERROR = 2


class Parser(argparse.ArgumentParser):
    """argparse with a one-line error (the usage block is one `--help` away)."""

    def error(self, message: str):
        self.exit(EXIT_ERROR, f"{self.prog}: {printable(message)} (see {self.prog} --help)\n")


def bounded_int(lo: int, hi: int):
    """An argparse type: an integer in lo..hi, with a clear message otherwise."""
    def parse(text: str) -> int:
        try:
            v = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{printable(text)!r} is not a whole number") \
                from None
        if not lo <= v <= hi:
            raise argparse.ArgumentTypeError(f"{v if len(str(v)) < 30 else 'the number'} is "
                                             f"outside {lo}..{hi}")
        return v
    parse.__name__ = "int"
    return parse


def printable(text: str) -> str:
    """`text` safe to print on one line: control characters and lone surrogates escaped."""
    return "".join(c if c.isprintable() and not 0xD800 <= ord(c) < 0xE000 else
                   ascii(c)[1:-1] for c in str(text))


def bad_argument(argv: list[str]) -> str | None:
    for a in argv:
        if any(0xD800 <= ord(c) < 0xE000 for c in a):
            return (f"the argument '{printable(a)}' is not valid UTF-8; Engram takes text and "
                    "file names in UTF-8")
    return None
