"""Moving the data folder: copy, verify with the key, switch, then remove the old files."""
from __future__ import annotations

import pytest

from app import config, services
from app.relocate import DataMoveError
from memory.embed import HashEmbedder
from memory.store import Key

KEY = Key("test-passphrase-123")   # the conftest's ENGRAM_PASSPHRASE


def _open():
    s = services.Session.open(KEY, "env")
    s.embedder = s.engine.embedder = HashEmbedder()
    if getattr(s.engine, "retriever", None) is not None:
        s.engine.retriever.embedder = s.embedder
    return s


def _seed(s):
    cid = s.engine.new_conversation("moving day").id
    for i in range(4):
        s.engine.add_exchange(cid, f"box {i} holds the teapot", "noted")
    return cid


def test_move_reopen_data_present_old_folder_gone(tmp_path, engram_home):
    s = _open()
    cid = _seed(s)
    old_dir = s.paths.data_dir
    counts = s.store.table_counts()
    steps = []
    target = tmp_path / "elsewhere" / "engram-data"
    res = s.move_data(str(target), lambda what, frac: steps.append((what, frac)))
    try:
        assert res.new_dir == target.resolve() and res.left_behind == ()
        # the open session now works on the copy
        assert s.paths.db_file == target.resolve() / config.DB_FILE
        assert s.store.table_counts() == counts
        s.engine.add_exchange(cid, "one more box", "ok")
        fracs = [f for _, f in steps if f >= 0]
        assert fracs == sorted(fracs) and fracs[-1] == 1.0
    finally:
        s.close()
    assert not old_dir.exists(), "the old data folder is removed after a verified copy"
    # persisted: the next start finds the data through the pointer
    assert (config.default_paths().config_dir / config.DATA_POINTER).read_text().strip() == \
        str(target.resolve())
    assert config.paths().data_dir == target.resolve()
    s2 = _open()
    try:
        assert s2.paths.db_file == target.resolve() / config.DB_FILE
        assert s2.store.table_counts()["pages"] == counts["pages"] + 1
        assert [c.id for c in s2.chat.conversations()] == [cid]
    finally:
        s2.close()
    # moving back to the default folder removes the pointer
    s3 = _open()
    try:
        s3.move_data(str(config.default_paths().data_dir))
    finally:
        s3.close()
    assert not (config.default_paths().config_dir / config.DATA_POINTER).exists()
    assert config.paths().data_dir == config.default_paths().data_dir
    assert not target.exists()


def test_unwritable_target_loses_nothing(tmp_path):
    s = _open()
    _seed(s)
    counts = s.store.table_counts()
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    try:
        with pytest.raises(DataMoveError, match="cannot write to .*nothing was moved"):
            s.move_data(str(blocker / "data"))
        # still open and working on the original
        assert s.store.table_counts() == counts
        assert s.paths.data_dir == config.default_paths().data_dir
    finally:
        s.close()
    assert not (config.default_paths().config_dir / config.DATA_POINTER).exists()
    s2 = _open()
    try:
        assert s2.store.table_counts()["pages"] == counts["pages"]
    finally:
        s2.close()


def test_failure_while_copying_reopens_the_original(tmp_path, monkeypatch):
    from app import relocate

    s = _open()
    _seed(s)
    counts = s.store.table_counts()
    old_db = s.paths.db_file

    def broken_copy(src, dst, done, total, progress):
        dst.write_bytes(b"half a database")
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(relocate, "_copy", broken_copy)
    target = tmp_path / "new"
    try:
        with pytest.raises(DataMoveError, match="still in .*nothing was lost"):
            s.move_data(str(target))
        assert s.store.table_counts() == counts and s.paths.db_file == old_db
        s.engine.new_conversation("still writable")
    finally:
        s.close()
    assert not (target / config.DB_FILE).exists(), "the partial copy is removed"
    assert old_db.exists()
    assert config.paths().db_file == old_db


def test_refuses_a_folder_with_a_database(tmp_path):
    s = _open()
    try:
        (tmp_path / "taken").mkdir()
        (tmp_path / "taken" / config.DB_FILE).write_bytes(b"")
        with pytest.raises(DataMoveError, match="already holds"):
            s.move_data(str(tmp_path / "taken"))
        with pytest.raises(DataMoveError, match="inside the current"):
            s.move_data(str(s.paths.data_dir / "sub"))
        assert s.store.table_counts()["pages"] == 0
    finally:
        s.close()
