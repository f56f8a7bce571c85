from __future__ import annotations

import pytest

from app import config


def test_defaults_are_valid_and_described():
    s = config.Settings()
    assert s.stm_capacity == 10 and s.mtm_capacity == 200 and s.segment_threshold == 0.6
    assert s.promotion_heat == 5 and s.heat_tau_days == 7 and s.slot_cap_bytes == 1 << 30
    for name in config.FIELDS:
        assert config.describe(name)


def test_bounds_and_types_are_enforced():
    with pytest.raises(config.SettingsError):
        config.Settings(n_threads=0)
    with pytest.raises(config.SettingsError):
        config.Settings(theme="purple")
    with pytest.raises(config.SettingsError):
        config.Settings(stm_capacity="10")
    with pytest.raises(config.SettingsError):
        config.coerce("no_such_setting", 1)
    assert config.coerce("heat_tau_days", 3) == 3.0


def test_engram_home_moves_everything(engram_home):
    p = config.paths()
    for d in (p.config_dir, p.data_dir, p.cache_dir):
        assert engram_home in d.parents
    assert p.db_file.parent == p.data_dir


def test_save_and_load_roundtrip_toml(engram_home):
    s = config.Settings().replace(n_threads=3, theme="dark", heat_tau_days=2.5)
    path = config.save(s)
    assert path.read_text().count("n_threads = 3") == 1
    assert config.load() == s


def test_bad_values_in_file_fall_back_to_defaults(engram_home, caplog):
    p = config.ensure_dirs()
    p.settings_file.write_text('n_threads = -4\ntheme = "dark"\nbogus = 1\n')
    s = config.load()
    assert s.n_threads == config.Settings().n_threads
    assert s.theme == "dark"
    p.settings_file.write_text("this is [not toml")
    assert config.load() == config.Settings()
