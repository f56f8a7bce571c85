"""Settings dialog: generated from the typed settings, saves them, rejects a bad model file."""
from __future__ import annotations

from app import config


def test_settings_save_and_bad_gguf_message(gui, fake_model, qtbot, tmp_path):
    ctx, win, _ = gui()
    d = win.show_settings()
    assert d.editors["stm_capacity"].value() == config.Settings().stm_capacity
    # a file that is not GGUF gets a clear message next to the field and is not saved
    bad = tmp_path / "notes.gguf"
    bad.write_text("definitely not a model")
    d.model_path.setText(str(bad))
    d.save()
    assert d.model_error.isVisibleTo(d) and "not a GGUF model file" in d.model_error.text()
    assert config.load().model_path == ""
    # valid changes land in settings.toml and in the engine's policy
    d.model_path.setText("")
    d.editors["stm_capacity"].setValue(7)
    d.editors["slot_cap_bytes"].setValue(256)
    d.theme_box.setCurrentIndex(d.theme_box.findData("dark"))
    with qtbot.waitSignal(ctx.settings_changed, timeout=10_000):
        d.save()
    saved = config.load()
    assert saved.stm_capacity == 7 and saved.slot_cap_bytes == 256 << 20 and saved.theme == "dark"
    assert ctx.session.engine.policy.stm_capacity == 7
    from ui import theme
    assert theme.current() == "dark"
    theme.apply(qtbot_app(), "light")


def qtbot_app():
    from ui.qt import QApplication
    return QApplication.instance()


def test_change_passphrase_rekeys_the_database(gui, fake_model, qtbot, monkeypatch):
    from memory.store import Key, open_store

    ctx, win, _ = gui()
    d = win.show_settings()
    d.new_phrase.setText("a-brand-new-passphrase")
    d.new_phrase2.setText("a-brand-new-passphrase")
    d._rekey(passphrase=True)
    qtbot.waitUntil(lambda: ctx.session.key_origin == "prompt", timeout=30_000)
    # the dialog hears of it on the Qt thread after the db thread is done
    qtbot.waitUntil(lambda: not d.new_phrase.text(), timeout=30_000)
    ctx.shutdown()
    open_store(config.paths().db_file, Key("a-brand-new-passphrase")).close()
    import pytest
    from memory.errors import WrongKeyError
    with pytest.raises(WrongKeyError):
        open_store(config.paths().db_file, Key("test-passphrase-123")).close()
