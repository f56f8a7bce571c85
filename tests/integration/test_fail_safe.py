"""Settings, folders, files and backups fail safe: one clear line, defaults, nothing lost,
nothing left readable by others, no hidden copy left behind by an interrupted restore."""
from __future__ import annotations

import contextlib
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from app import config

ROOT = Path(__file__).resolve().parents[2]


def cli(*args, env=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=180, env=env or dict(os.environ))


def one_line_error(out: subprocess.CompletedProcess, *words: str) -> str:
    lines = [x for x in out.stderr.splitlines() if x.strip() and not x.startswith("WARNING")]
    assert out.returncode == 2, out.stdout + out.stderr
    assert "Traceback" not in out.stderr and len(lines) == 1, out.stderr
    for w in words:
        assert w in lines[0], lines[0]
    return lines[0]


@pytest.mark.parametrize("name,value", [("heat_tau_days", "nan"), ("segment_threshold", "nan"),
                                        ("temperature", "inf"), ("promotion_heat", "-inf")])
def test_nan_and_infinity_are_refused(name, value, caplog):
    with pytest.raises(config.SettingsError, match="finite"):
        config.coerce(name, float(value))
    p = config.ensure_dirs()
    p.settings_file.write_text(f"{name} = {value}\nn_threads = 3\n")
    s = config.load(p)
    assert getattr(s, name) == getattr(config.Settings(), name) and s.n_threads == 3
    assert any(name in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize("content", [b"\xff\xfe\x00garbage", b"n_threads = = 3", b"[[[",
                                     b"temperature = 'x\x00'"])
def test_unreadable_settings_file_is_set_aside(content, caplog):
    p = config.ensure_dirs()
    p.settings_file.write_bytes(content)
    assert config.load(p) == config.Settings()
    aside = list(p.config_dir.glob("settings.toml.invalid-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == content and not p.settings_file.exists()
    assert any(str(p.settings_file) in r.getMessage() for r in caplog.records)


def test_non_utf8_settings_via_the_cli_names_the_file():
    p = config.ensure_dirs()
    p.settings_file.write_bytes(b"theme = '\xff'\n")
    out = cli("memory", "stats")
    assert out.returncode == 0, out.stderr
    assert str(p.settings_file) in out.stderr and "renamed" in out.stderr


def test_missing_moved_data_folder_is_one_line_and_creates_nothing(tmp_path):
    gone = tmp_path / "usb-drive" / "engram"
    config.ensure_dirs()
    config.set_data_dir(gone)
    one_line_error(cli("memory", "stats"), str(gone), "missing")
    assert not gone.exists()


def test_weak_env_passphrase_refused_for_a_new_profile_via_cli():
    env = dict(os.environ, ENGRAM_PASSPHRASE="a")
    one_line_error(cli("memory", "stats", env=env), "at least 8")
    assert not config.paths().db_file.exists()


@contextlib.contextmanager
def read_only(folder: Path):
    """Make `folder` really read-only, also for root: a read-only bind mount."""
    if shutil.which("mount") is None:
        pytest.skip("needs mount")
    ok = subprocess.run(["mount", "--bind", str(folder), str(folder)], capture_output=True)
    if ok.returncode != 0:
        pytest.skip(f"cannot bind-mount here: {ok.stderr.decode()[:100]}")
    try:
        r = subprocess.run(["mount", "-o", "remount,bind,ro", str(folder)], capture_output=True)
        if r.returncode != 0:
            pytest.skip("cannot remount read-only here")
        yield
    finally:
        subprocess.run(["umount", str(folder)], capture_output=True)


def test_read_only_profile_is_one_line_and_doctor_sees_it():
    assert cli("memory", "stats").returncode == 0   # the profile exists
    data = config.paths().data_dir
    with read_only(data):
        one_line_error(cli("memory", "stats"), str(data))
        doc = cli("doctor", "--no-models")
        assert doc.returncode == 1 and "Traceback" not in doc.stderr
        assert any(x.startswith("BAD data folder") and "not writable" in x
                   for x in doc.stdout.splitlines()), doc.stdout
    doc = cli("doctor", "--no-models")
    assert any(x.startswith("ok  data folder") for x in doc.stdout.splitlines()), doc.stdout


def test_every_file_engram_creates_is_private(tmp_path):
    out = tmp_path / "backups" / "b.db"
    assert cli("memory", "stats").returncode == 0
    assert cli("memory", "backup", "--out", str(out)).returncode == 0
    assert cli("memory", "export", "--out", str(tmp_path / "backups" / "e.json")).returncode == 0
    config.save(config.Settings(n_threads=3))
    home = Path(os.environ["ENGRAM_HOME"])
    files = [p for p in home.rglob("*")] + list((tmp_path / "backups").rglob("*"))
    assert any(p.name.endswith(".lock") for p in files) and out in files
    for p in files:
        mode = stat.S_IMODE(p.stat().st_mode)
        want = 0o700 if p.is_dir() else 0o600
        assert mode & 0o077 == 0, f"{p} is {oct(mode)}, want {oct(want)}"


def test_damaged_backup_is_refused_in_one_line(tmp_path):
    bk = tmp_path / "b.db"
    assert cli("memory", "backup", "--out", str(bk)).returncode == 0
    before = config.paths().db_file.read_bytes()
    half = tmp_path / "half.db"
    half.write_bytes(bk.read_bytes()[: (bk.stat().st_size // 2) // 4096 * 4096])
    one_line_error(cli("memory", "restore", str(half)), "this backup is damaged")
    empty = tmp_path / "partial.db"      # what a killed backup used to leave: header only
    empty.write_bytes(bk.read_bytes()[:4096])
    one_line_error(cli("memory", "restore", str(empty)), "this backup is damaged")
    one_line_error(cli("memory", "backup", "--out", str(bk)), "already exists")
    assert config.paths().db_file.read_bytes() == before   # the profile was not touched


def test_leftovers_of_interrupted_restores_and_backups_are_removed_at_start(tmp_path):
    assert cli("memory", "stats").returncode == 0
    db = config.paths().db_file
    stray = tmp_path / "elsewhere" / ".mine.db.partial-1"
    stray.parent.mkdir()
    made = [db.with_name(f".{db.name}.restore-20260101-000000-1"),
            db.with_name(f".{db.name}.restore-20260101-000000-1-journal"),
            db.with_name(f".{db.name}.replaced-20260101-000000-2"),
            db.with_name(f".{db.name}.rekey-20260101-000000-3"), stray,
            Path(str(stray) + "-journal")]
    for f in made:
        f.write_bytes(b"x" * 4096)
    Path(str(db) + ".backups").write_text(f"{stray}\n")
    out = cli("memory", "stats")
    assert out.returncode == 0, out.stderr
    assert [f for f in made if f.exists()] == []
    assert "leftover" in out.stderr and not Path(str(db) + ".backups").exists()
    kept = db.with_name(f"{db.name}.before-restore-20260101-000000-4")   # the user asked
    kept.write_bytes(b"x")
    cli("memory", "stats")
    assert kept.exists()
