"""Export/import from the inspector drive a determinate progress dialog."""
from __future__ import annotations

from tests.ui.test_inspector import _open_inspector


def test_export_import_progress_dialog_is_determinate(gui, fake_model, qtbot, tmp_path,
                                                      monkeypatch):
    from ui.inspector import dialogs

    seen = []
    original = dialogs.ProgressDialog.update_progress

    def record(self, what, fraction):
        original(self, what, fraction)
        seen.append((what, fraction, self.bar.maximum(), self.bar.value()))
    monkeypatch.setattr(dialogs.ProgressDialog, "update_progress", record)

    ctx, win, _ = gui()

    def seed(session):
        cid = session.engine.new_conversation("seed").id
        for i in range(60):
            session.engine.add_exchange(cid, f"fact {i}: the lamp is number {i}", "noted")
    ctx.db.call(seed, ctx.session)
    insp = _open_inspector(qtbot, win)
    path = tmp_path / "cube.json"
    for title, fn in (("Exporting memory", ctx.session.data.export_memory),
                      ("Importing memory", ctx.session.data.import_memory)):
        seen.clear()
        insp._transfer(title, fn, str(path))
        qtbot.waitUntil(lambda: bool(seen) and seen[-1][0] == "Done", timeout=60_000)
        steps = [s for s in seen if 0 <= s[1] and s[0] != "Done"]
        assert steps, f"{title}: no determinate step reached the dialog"
        assert all(s[2] == 1000 for s in steps)           # determinate range
        values = [s[3] for s in steps]
        assert values == sorted(values) and values[-1] == 1000
        assert " of " in steps[-1][0] and "items" in steps[-1][0]
    assert ctx.db.call(ctx.session.store.scalar, "SELECT count(*) FROM pages") == 120
