"""What every entry point does before it opens the profile: settle what a kill left behind.

A data folder move is finished or undone first (it decides where the database is), then the
profile folders are made, then the hidden copies a killed backup, restore or rekey left are
removed. An interrupted key change is settled by `keys.obtain` itself, because only there is
a key about to be used. Each settled thing is logged as one warning line for the user.
"""
from __future__ import annotations

from memory import backup

from . import config, relocate


def prepare() -> config.Paths:
    """The profile's paths, with its folders made and leftovers of a kill cleared."""
    relocate.recover()
    p = config.ensure_dirs()
    backup.remove_leftovers(p.db_file)
    return p
