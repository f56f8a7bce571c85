"""PyInstaller entry point: the frozen `engram` runs exactly what the console script runs.

`app/__main__.py` cannot be the script itself: PyInstaller runs the script as a top-level
`__main__` module, so the package-relative imports inside `app` must come from here.
"""
import multiprocessing
import sys

from app.cli import main

if __name__ == "__main__":
    # torch/joblib may start worker processes; in a frozen app each would re-run main() without this.
    multiprocessing.freeze_support()
    sys.exit(main())
