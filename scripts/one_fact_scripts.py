"""Write one "remember me" script per line of a one-fact sweep file, for
`engram bench remember --dry OUTDIR/*.json` (each script runs in a fresh profile, so facts of
one kind never end each other).

A line is `what is told || the question || expected word, another`; " ## " parts what is told
into several messages of the one chat; "#" starts a comment line. Usage:
    python scripts/one_fact_scripts.py tests/data/remember/one_fact/sweep1.txt /tmp/sweep1
"""
import json
import sys
from pathlib import Path


def main(src: str, out: str) -> None:
    dest = Path(out)
    dest.mkdir(parents=True, exist_ok=True)
    for old in dest.glob("s*.json"):
        old.unlink()
    n = 0
    for line in Path(src).read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        told, q, expect = (p.strip() for p in line.split("||"))
        n += 1
        script = {"about": f"one-fact sweep line {n} of {src}",
                  "chats": [["Hi, I need some help with a few things."]
                            + [m.strip() for m in told.split(" ## ")]],
                  "questions": [{"q": q, "expect": [e.strip() for e in expect.split(",")]}]}
        (dest / f"s{n:03d}.json").write_text(json.dumps(script, indent=1), encoding="utf-8")
    print(f"{n} scripts in {dest}")


if __name__ == "__main__":
    main(*sys.argv[1:3])
