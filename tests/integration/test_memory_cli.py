"""`engram memory …` end to end through app.cli.main on the real profile (tmp ENGRAM_HOME,
passphrase key, real encrypted file, real embedder)."""
from __future__ import annotations

import json

import pytest

from app import memory_cli
from app.cli import main


@pytest.fixture(autouse=True)
def shared_embedder(monkeypatch, embedder):
    monkeypatch.setattr(memory_cli, "_embedder", lambda: embedder)


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main(["memory", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def js(capsys, *argv):
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    return json.loads(out)


@pytest.fixture
def transcript(tmp_path):
    msgs = []
    for i in range(13):
        msgs += [{"role": "user", "content": f"I grow tomatoes in greenhouse {i}.",
                  "timestamp": 1_700_000_000 + 60 * i},
                 {"role": "assistant", "content": f"Greenhouse {i} sounds productive."}]
    msgs[0]["content"] = "My name is Okonkwo. I grow tomatoes in greenhouse 0."
    p = tmp_path / "chat.json"
    p.write_text(json.dumps(msgs))
    return p


def test_import_list_show_search_pin_edit(capsys, transcript):
    r = js(capsys, "import", str(transcript), "--title", "garden")
    assert r["kind"] == "transcript" and r["pages"] == 13
    cid = r["conversations"][0]
    short = js(capsys, "list", "--tier", "short")
    assert len(short) == 10
    for item in short:
        assert {"id", "tier", "text", "created", "conversation_id", "pinned", "heat"} <= set(item)
        assert item["id"].startswith("p") and item["conversation_id"] == cid
    mid = js(capsys, "list", "--tier", "mid")
    assert any(i["type"] == "segment" and i["heat"] > 0 for i in mid)
    first = min((i for i in mid if i["type"] == "page"), key=lambda i: i["created"])
    assert "Okonkwo" in first["text"]

    shown = js(capsys, "show", first["id"])
    assert shown["segment_id"].startswith("s") and shown["created_at"].startswith("2023-11-14")

    hits = js(capsys, "search", "what is my name")
    assert hits and any("Okonkwo" in h["text"] for h in hits[:5])

    code, out, _ = run(capsys, "pin", first["id"])
    assert code == 0 and "pinned" in out
    assert js(capsys, "show", first["id"])["pinned"] is True
    run(capsys, "unpin", first["id"])
    assert js(capsys, "show", first["id"])["pinned"] is False

    edited = js(capsys, "edit", first["id"], "My name is Adaeze. I grow peppers.")
    assert edited["user_text"] == "My name is Adaeze. I grow peppers."
    hits = js(capsys, "search", "Adaeze peppers")
    assert hits[0]["id"] == first["id"]

    code, out, _ = run(capsys, "list")
    assert code == 0 and first["id"] in out and "[pinned]" not in out

    convs = js(capsys, "conversations")
    assert convs == [dict(convs[0], id=cid, title="garden", pages=13)]


def test_delete_forget_and_audit(capsys, transcript):
    cid = js(capsys, "import", str(transcript))["conversations"][0]
    page = js(capsys, "list", "--tier", "short")[0]["id"]
    preview = js(capsys, "delete", page, "--dry-run")
    assert preview["pages"] == [page] and preview["deleted"] is False
    assert any(i["id"] == page for i in js(capsys, "list", "--tier", "short"))
    done = js(capsys, "delete", page)
    assert done["pages"] == [page] and done["deleted"] is True
    code, _, err = run(capsys, "show", page)
    assert code == 2 and f"no memory {page}" in err

    code, out, _ = run(capsys, "forget", "--conversation", cid, "--dry-run")
    assert code == 0 and "would delete" in out
    forgot = js(capsys, "forget", "--conversation", cid)
    assert len(forgot["pages"]) == 12 and forgot["conversations"] == [cid]
    assert js(capsys, "list") == []

    log = js(capsys, "audit")
    actions = [e["action"] for e in log]
    assert {"import", "delete", "forget", "page_add"} <= set(actions)
    assert "tomatoes" not in json.dumps(log) and "Okonkwo" not in json.dumps(log)
    assert js(capsys, "audit", "--actor", "user", "--action", "forget")[0]["target_id"] == cid
    code, out, _ = run(capsys, "audit", "--since", "2999-01-01")
    assert code == 0 and "(no entries)" in out


def test_export_import_backup_restore_stats(capsys, transcript, tmp_path):
    js(capsys, "import", str(transcript))
    cube = tmp_path / "cube.json"
    code, out, err = run(capsys, "export", "--out", str(cube))
    assert code == 0 and "13 pages" in out and "plain text" in err
    data = json.loads(cube.read_text())
    assert data["format"] == "engram-memory" and len(data["pages"]) == 13

    bk = tmp_path / "backup.db"
    assert js(capsys, "backup", "--out", str(bk))["counts"]["pages"] == 13
    again = js(capsys, "import", str(cube))
    assert again["kind"] == "cube" and again["pages"] == 13
    assert js(capsys, "stats")["counts"]["pages"] == 26

    r = js(capsys, "restore", str(bk))
    assert r["counts"]["pages"] == 13 and r["previous"] is None
    assert js(capsys, "stats")["counts"]["pages"] == 13
    assert js(capsys, "audit", "--action", "restore")


def test_user_errors_are_one_line(capsys, tmp_path):
    code, _, err = run(capsys, "show", "12")
    assert code == 2 and "not a memory id" in err
    code, _, err = run(capsys, "delete", "p99")
    assert code == 2 and "no memory p99" in err
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "engram-memory", "version": 1, "pages": 5}')
    code, _, err = run(capsys, "import", str(bad))
    assert code == 2 and "pages: expected an array" in err
    code, _, err = run(capsys, "forget", "--conversation", "nope")
    assert code == 2 and "no conversation" in err
    code, _, err = run(capsys, "restore", str(tmp_path / "missing.db"))
    assert code == 2 and "missing.db" in err
    with pytest.raises(SystemExit):
        main(["memory", "list", "--tier", "warm"])
    capsys.readouterr()


def test_help_documents_typed_ids(capsys):
    with pytest.raises(SystemExit):
        main(["memory", "delete", "--help"])
    out = capsys.readouterr().out
    assert "p<N> = page" in out and "s<N>" in out and "l<N>" in out
