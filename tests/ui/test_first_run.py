"""First run and unlocking, with the real keyring fallback and the real encrypted file."""
from __future__ import annotations

from app import config
from memory.store import Key, open_store


def _make_db(passphrase: str) -> None:
    p = config.ensure_dirs()
    open_store(p.db_file, Key(passphrase)).close()


def test_wrong_passphrase_gets_a_retry_dialog_not_a_crash(gui, fake_model, qtbot, monkeypatch):
    from ui.first_run import PassphraseDialog

    _make_db("the-right-passphrase")
    monkeypatch.setenv("ENGRAM_PASSPHRASE", "a-wrong-passphrase")
    ctx, win, unlocker = gui(wait_model=False)
    qtbot.waitUntil(lambda: isinstance(unlocker.dialog, PassphraseDialog), timeout=10_000)
    d = unlocker.dialog
    assert d.error.isVisibleTo(d) and "does not open" in d.error.text()
    assert not d.repeat.isVisibleTo(d)  # unlocking, not creating
    # wrong again: a new retry dialog, still no crash
    d.phrase.setText("still-wrong-123")
    d.ok.click()
    qtbot.waitUntil(lambda: unlocker.dialog is not None and unlocker.dialog is not d,
                    timeout=10_000)
    d2 = unlocker.dialog
    d2.phrase.setText("the-right-passphrase")
    with qtbot.waitSignal(ctx.model_ready, timeout=30_000):
        d2.ok.click()
    assert ctx.session is not None and ctx.session.key_origin == "prompt"


def test_cancelling_the_unlock_dialog_quits_cleanly(gui, fake_model, qtbot, monkeypatch):
    from ui.first_run import PassphraseDialog

    _make_db("the-right-passphrase")
    monkeypatch.setenv("ENGRAM_PASSPHRASE", "a-wrong-passphrase")
    ctx, win, unlocker = gui(wait_model=False)
    qtbot.waitUntil(lambda: isinstance(unlocker.dialog, PassphraseDialog), timeout=10_000)
    with qtbot.waitSignal(unlocker.cancelled, timeout=5_000):
        unlocker.dialog.reject()
    assert ctx.session is None


def test_first_run_without_keyring_asks_for_a_new_passphrase(gui, fake_model, qtbot, monkeypatch):
    from ui.first_run import EXPLANATION, PassphraseDialog

    monkeypatch.delenv("ENGRAM_PASSPHRASE")
    assert not config.paths().db_file.exists()
    ctx, win, unlocker = gui(wait_model=False)
    qtbot.waitUntil(lambda: isinstance(unlocker.dialog, PassphraseDialog), timeout=10_000)
    d = unlocker.dialog
    assert d.new and d.repeat.isVisibleTo(d)
    assert EXPLANATION.split(".")[0] in " ".join(
        w.text() for w in d.findChildren(type(d.error)))
    d.phrase.setText("short")
    d.repeat.setText("short")
    d.ok.click()
    assert d.isVisible() and "at least" in d.error.text()
    d.phrase.setText("a-good-passphrase")
    d.repeat.setText("a-different-one")
    d.ok.click()
    assert "differ" in d.error.text()
    d.repeat.setText("a-good-passphrase")
    with qtbot.waitSignal(ctx.model_ready, timeout=30_000):
        d.ok.click()
    assert config.paths().db_file.exists()
    ctx.shutdown()
    # the file opens with that passphrase and only with it
    open_store(config.paths().db_file, Key("a-good-passphrase")).close()
