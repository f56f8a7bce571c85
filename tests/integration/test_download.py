"""Model downloads from a real HTTP server on 127.0.0.1 laid out as the Hugging Face hub's
resolve/ URLs (302 + X-Linked-Etag, Range, ETag), serving the bundled GGUF: resume after a
drop, pause/resume, cancel, wrong sha256, not-GGUF, and a real full disk (a tiny tmpfs in a
private mount namespace): each failure leaves nothing behind in the models folder."""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

from app.models import bundled_model_path
from app.models.download import Download, DownloadError, DownloadPaused, hub_url
from tests.integration.helpers.hub_server import Hub

REPO, FILE = "HuggingFaceTB/SmolLM2-135M-Instruct-GGUF", "smollm2-135m-instruct-q4_1.gguf"


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    junk = tmp_path_factory.mktemp("junk") / "junk.gguf"
    junk.write_bytes(b"<html>rate limited</html>" * 100)
    with Hub({f"{REPO}/{FILE}": bundled_model_path(), "x/y/resolve-me.gguf": junk}) as h:
        yield h


@pytest.fixture
def endpoint(hub, monkeypatch):
    monkeypatch.setenv("HF_ENDPOINT", hub.url)
    hub.requests.clear()
    hub.drop_after, hub.chunked = None, False
    return hub


def _sha(p):
    return hashlib.sha256(p.read_bytes()).hexdigest()


def test_download_verifies_with_hub_etag_and_installs_atomically(endpoint, tmp_path):
    seen = []
    d = Download(hub_url(REPO, FILE), tmp_path / "models", FILE)
    out = d.run(seen.append)
    assert out == tmp_path / "models" / FILE and d.verified_with == "hub etag"
    assert _sha(out) == _sha(bundled_model_path())
    assert os.listdir(tmp_path / "models") == [FILE]               # no part file left
    assert oct(out.stat().st_mode & 0o777) == "0o600"
    assert seen[-1].done == seen[-1].total == out.stat().st_size
    assert all(p.bytes_per_s > 0 for p in seen) and "MB/s" in seen[-1].line()


def test_dropped_connection_resumes_with_range(endpoint, tmp_path):
    endpoint.drop_after = 10 << 20
    d = Download(hub_url(REPO, FILE), tmp_path, FILE)
    out = d.run()
    assert _sha(out) == _sha(bundled_model_path())
    assert any(r == f"bytes={10 << 20}-" for _, r in endpoint.requests)


def test_pause_keeps_the_part_and_resume_finishes(endpoint, tmp_path):
    d = Download(hub_url(REPO, FILE), tmp_path, FILE)

    def pause_early(p):
        if p.done >= 20 << 20:
            d.pause()
    with pytest.raises(DownloadPaused):
        d.run(pause_early)
    part = tmp_path / f".{FILE}.part"
    assert part.exists() and part.stat().st_size >= 20 << 20 and not (tmp_path / FILE).exists()
    out = d.run()
    assert _sha(out) == _sha(bundled_model_path()) and not part.exists()
    assert any(r and r.startswith("bytes=") for _, r in endpoint.requests)


def test_paused_at_the_very_end_resumes_without_refetching(endpoint, tmp_path):
    d = Download(hub_url(REPO, FILE), tmp_path, FILE)
    size = bundled_model_path().stat().st_size

    def pause_at_end(p):
        if p.done == size:
            d.pause()
    with pytest.raises(DownloadPaused):
        d.run(pause_at_end)
    endpoint.requests.clear()
    out = d.run()                        # the server answers 416: nothing more to fetch
    assert _sha(out) == _sha(bundled_model_path()) and out.stat().st_size == size
    assert any(r == f"bytes={size}-" for _, r in endpoint.requests)


def test_ctrl_c_pauses_like_the_pause_button(endpoint, tmp_path):
    d = Download(hub_url(REPO, FILE), tmp_path, FILE)

    def interrupt(p):
        if p.done >= 5 << 20:
            raise KeyboardInterrupt
    with pytest.raises(KeyboardInterrupt):
        d.run(interrupt)
    assert (tmp_path / f".{FILE}.part").stat().st_size >= 5 << 20
    assert _sha(d.run()) == _sha(bundled_model_path())


def test_cancel_leaves_nothing(endpoint, tmp_path):
    d = Download(hub_url(REPO, FILE), tmp_path, FILE)
    with pytest.raises(DownloadError, match="cancelled"):
        d.run(lambda p: d.cancel())
    assert os.listdir(tmp_path) == []


def test_wrong_sha256_is_refused_and_leaves_no_file(endpoint, tmp_path):
    d = Download(hub_url(REPO, FILE), tmp_path, FILE, sha256="ab" * 32)
    with pytest.raises(DownloadError, match="corrupt.*sha256"):
        d.run()
    assert os.listdir(tmp_path) == []


def test_not_gguf_and_missing_file(endpoint, tmp_path):
    with pytest.raises(DownloadError, match="not a GGUF"):
        Download(hub_url("x/y", "resolve-me.gguf"), tmp_path, "junk.gguf").run()
    with pytest.raises(DownloadError, match="not found \\(404\\)"):
        Download(hub_url(REPO, "nope.gguf"), tmp_path, "nope.gguf").run()
    assert os.listdir(tmp_path) == []


def _unshare() -> list[str] | None:
    if not sys.platform.startswith("linux") or not shutil.which("unshare"):
        return None
    return ["unshare", "-m"] if os.geteuid() == 0 else ["unshare", "-rm"]


@pytest.mark.parametrize("chunked", [False, True], ids=["size-known", "size-unknown"])
def test_full_disk_gives_a_clear_error_and_leaves_nothing(endpoint, tmp_path, chunked):
    prefix = _unshare()
    mnt = tmp_path / "mnt"
    mnt.mkdir()
    probe = prefix and subprocess.run(prefix + ["sh", "-c", f"mount -t tmpfs -o size=64k tmpfs "
                                                f"'{mnt}'"], capture_output=True, text=True)
    if not probe or probe.returncode != 0:
        pytest.skip("needs Linux with unshare(1) and a private tmpfs mount")
    endpoint.chunked = chunked          # unknown size: the disk fills during the write
    child = textwrap.dedent(f"""
        import json, os, sys
        sys.path.insert(0, os.getcwd())
        from app.models.download import Download, DownloadError, hub_url
        d = Download(hub_url({REPO!r}, {FILE!r}), {str(mnt)!r}, {FILE!r})
        try:
            d.run()
            out = {{"error": None}}
        except DownloadError as e:
            out = {{"error": str(e)}}
        out["left"] = os.listdir({str(mnt)!r})
        print(json.dumps(out))
    """)
    script = tmp_path / "child.py"
    script.write_text(child)
    r = subprocess.run(prefix + ["sh", "-c", f"mount -t tmpfs -o size=40m tmpfs '{mnt}' && "
                                 f"'{sys.executable}' '{script}'"],
                       capture_output=True, text=True, timeout=120,
                       cwd=os.path.dirname(os.path.dirname(os.path.dirname(__file__))),
                       env=dict(os.environ, HF_ENDPOINT=endpoint.url))
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout.strip().splitlines()[-1])
    want = "disk holding .* is full" if chunked else "not enough free disk space"
    assert out["error"] and __import__("re").search(want, out["error"]), out
    assert out["left"] == []


def test_targets_the_user_can_name(tmp_path, monkeypatch):
    from app.models.download import for_target

    monkeypatch.setenv("HF_ENDPOINT", "http://127.0.0.1:1")
    d, e = for_target("llama-3.2-1b-instruct", tmp_path)
    assert e.id == "llama-3.2-1b-instruct" and d.url == hub_url(e.repo, e.file)
    d, e = for_target(" org/repo-GGUF/model.Q4_K_M.gguf ", tmp_path)
    assert e is None and d.url == "http://127.0.0.1:1/org/repo-GGUF/resolve/main/model.Q4_K_M.gguf"
    d, _ = for_target("https://example.org/files/m.gguf?download=1", tmp_path, "ab" * 32)
    assert d.filename == "m.gguf" and d.sha256 == "ab" * 32
    for bad in ("llama", "org/repo/readme.md", "https://example.org/page", "a/b/c/d.gguf"):
        with pytest.raises(DownloadError):
            for_target(bad, tmp_path)


def test_downloads_go_through_the_http_proxy_the_environment_names(endpoint, tmp_path,
                                                                    monkeypatch):
    """A real forward proxy on 127.0.0.1 relays the hub's answers (absolute-form requests)."""
    import http.client
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
    from urllib.parse import urlsplit

    seen = []

    class Proxy(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *a):
            pass

        def do_GET(self):
            seen.append((self.path, self.headers.get("Proxy-Authorization")))
            up = urlsplit(self.path)
            c = http.client.HTTPConnection(up.hostname, up.port, timeout=30)
            fwd = {k: v for k, v in self.headers.items()
                   if k.lower() not in ("proxy-authorization", "host", "connection")}
            c.request("GET", up.path, headers=fwd)
            r = c.getresponse()
            body = r.read()
            self.send_response(r.status)
            for k, v in r.getheaders():
                if k.lower() not in ("content-length", "connection", "transfer-encoding"):
                    self.send_header(k, v)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            c.close()

    srv = ThreadingHTTPServer(("127.0.0.1", 0), Proxy)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    try:
        monkeypatch.setenv("HTTP_PROXY", f"http://user:p%40ss@127.0.0.1:{srv.server_address[1]}")
        monkeypatch.delenv("NO_PROXY", raising=False)
        monkeypatch.delenv("no_proxy", raising=False)
        out = Download(hub_url(REPO, FILE), tmp_path, FILE).run()
        assert _sha(out) == _sha(bundled_model_path())
        assert seen and all(p.startswith(endpoint.url) for p, _ in seen)   # absolute form
        assert seen[0][1] == "Basic dXNlcjpwQHNz"                       # user:p@ss
        monkeypatch.setenv("NO_PROXY", "127.0.0.1")
        seen.clear()
        Download(hub_url(REPO, FILE), tmp_path / "direct", FILE).run()
        assert seen == []                                              # NO_PROXY honoured
    finally:
        srv.shutdown()
        srv.server_close()
