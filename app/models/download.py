"""Downloading a GGUF model: resumable, verified, and never half-written into the models folder.

Design decisions:
- Plain HTTP (http.client), no new dependency; HTTP(S)_PROXY / NO_PROXY are honoured. A
  Hugging Face file is `{HF_ENDPOINT or https://huggingface.co}/{repo}/resolve/main/{file}`;
  any URL works too.
  Redirects are followed by hand so the hub's `X-Linked-Etag` / `X-Linked-Size` (the sha256
  and size of a large file, sent on the first, redirecting answer) are not lost.
- The bytes go to `<models>/.<name>.part` (0600) and are hashed while they arrive. A dropped
  connection resumes with an HTTP Range request (a few retries); pause stops and keeps the
  part file, so a later `run()` resumes it; cancel stops and deletes it.
- Before anything is written the free disk space is checked; a disk that fills anyway
  (ENOSPC) gives a clear error. Every failure (refused, wrong sha256, not GGUF, disk full,
  cancel) deletes the part file: the models folder never holds a half-written model.
- Only when the sha256 (the catalog's, else the hub's) and the GGUF header check out is the
  file fsynced and renamed into place (atomic on one filesystem).
- Nothing is downloaded unless the user asks: this module is only called from
  `engram models download` and the Models page.
"""
from __future__ import annotations

import base64
import errno
import hashlib
import http.client
import logging
import os
import shutil
import socket
import struct
import threading
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Callable
from urllib.parse import quote, unquote, urljoin, urlsplit

from ..errors import EngramError

log = logging.getLogger(__name__)

CHUNK = 1 << 20
RETRIES = 5
HUB = "https://huggingface.co"
DISK_MARGIN = 64 << 20       # keep this much free after the download


class DownloadError(EngramError):
    """A download failed; nothing was left behind in the models folder."""


class DownloadPaused(EngramError):
    """The user paused; the part file stays for a later resume."""


@dataclass(frozen=True)
class Progress:
    done: int
    total: int | None
    bytes_per_s: float

    def line(self) -> str:
        mb = self.done / 1e6
        of = (f" of {self.total / 1e6:,.0f} MB ({self.done / self.total:.0%})" if self.total
              else " MB")
        return f"{mb:,.1f}{of} at {self.bytes_per_s / 1e6:.1f} MB/s"


def hub_url(repo: str, filename: str, revision: str = "main") -> str:
    """The resolve/ URL of a file in a Hugging Face repository (HF_ENDPOINT honoured)."""
    base = os.environ.get("HF_ENDPOINT", HUB).rstrip("/")
    return f"{base}/{repo}/resolve/{quote(revision)}/{quote(filename)}"


def check_gguf_header(path: Path) -> None:
    """The file starts like a GGUF model: magic, a known version, plausible counts."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(24)
    except OSError as e:
        raise DownloadError(f"cannot read the downloaded file: {e}") from None
    if len(head) < 24 or head[:4] != b"GGUF":
        raise DownloadError("the downloaded file is not a GGUF model (wrong header)")
    version, n_tensors, n_kv = struct.unpack("<IQQ", head[4:24])
    if version not in (1, 2, 3) or n_tensors > 1 << 24 or n_kv > 1 << 20:
        raise DownloadError(f"the downloaded file has an unknown GGUF header (version {version})")


def _clean_etag(v: str | None) -> str | None:
    if not v:
        return None
    v = v.strip().removeprefix("W/").strip('"').lower()
    return v if len(v) == 64 and all(c in "0123456789abcdef" for c in v) else None


class Download:
    """One file into `folder`. Call `run()`; `pause()` / `cancel()` from another thread."""

    def __init__(self, url: str, folder: str | Path, filename: str, *,
                 sha256: str | None = None, size: int | None = None,
                 api_key: str | None = None, timeout: float = 30.0):
        if "/" in filename or "\\" in filename or filename.startswith("."):
            raise DownloadError(f"{filename!r} is not a plain file name")
        self.url, self.folder, self.filename = url, Path(folder), filename
        self.sha256 = sha256.lower() if sha256 else None
        self.size = size
        self.api_key = api_key
        self.timeout = timeout
        self.dest = self.folder / filename
        self.part = self.folder / f".{filename}.part"
        self._pause, self._cancel = threading.Event(), threading.Event()
        self.verified_with: str | None = None     # "catalog" | "hub etag" | None

    def pause(self) -> None:
        self._pause.set()

    def cancel(self) -> None:
        self._cancel.set()

    # ---------------------------------------------------------------- the transfer
    def run(self, on_progress: Callable[[Progress], None] | None = None) -> Path:
        """Download (or resume) and install the file; returns its final path."""
        self._pause.clear()
        if self.dest.exists():
            raise DownloadError(f"{self.dest} already exists; remove it or pick another name")
        self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        try:
            self._transfer(on_progress)
            self._verify()
            self._install()
        except (DownloadPaused, KeyboardInterrupt):   # Ctrl-C in the terminal pauses too
            raise
        except BaseException:
            self.part.unlink(missing_ok=True)
            raise
        return self.dest

    def _transfer(self, on_progress) -> None:
        h = hashlib.sha256()
        have = self.part.stat().st_size if self.part.exists() else 0
        if have:
            with open(self.part, "rb") as fh:   # the hash must cover the bytes already here
                for block in iter(lambda: fh.read(CHUNK), b""):
                    h.update(block)
        attempts, t0, start = 0, time.monotonic(), have
        total = self.size
        while True:
            try:
                resp, conn, headers = self._open(have)
                try:
                    if have and resp.status == 200:   # the server ignored Range: start over
                        log.info("server ignored the Range request; starting over")
                        self.part.unlink(missing_ok=True)
                        have = start = 0
                        h = hashlib.sha256()
                    total = self._expect(resp, headers, have, total)
                    fd = os.open(self.part, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
                    with os.fdopen(fd, "ab") as out:
                        while resp.status != 416:     # 416: the part is already whole
                            if self._cancel.is_set():
                                raise DownloadError("download cancelled")
                            if self._pause.is_set():
                                raise DownloadPaused(f"paused at {have / 1e6:,.1f} MB")
                            block = resp.read(CHUNK)
                            if not block:
                                break
                            _write(out, block, self.folder)
                            h.update(block)
                            have += len(block)
                            if on_progress:
                                dt = max(time.monotonic() - t0, 1e-6)
                                on_progress(Progress(have, total, (have - start) / dt))
                        out.flush()
                        os.fsync(out.fileno())
                finally:
                    conn.close()
                if total is not None and have < total:
                    raise ConnectionError(f"connection closed at {have} of {total} bytes")
                self._hash = h.hexdigest()
                return
            except (ConnectionError, socket.timeout, TimeoutError, http.client.HTTPException,
                    OSError) as e:
                if isinstance(e, OSError) and e.errno == errno.ENOSPC:
                    raise DownloadError(_disk_full(self.folder)) from None
                if isinstance(e, ConnectionRefusedError) or attempts >= RETRIES:
                    raise DownloadError(f"download of {self.filename} failed: {e}") from None
                attempts += 1
                log.info("download dropped at %d bytes (%s); resuming (try %d)", have, e,
                         attempts)
                time.sleep(min(0.2 * attempts, 2.0))

    def _open(self, offset: int):
        """GET with Range from `offset`, following redirects; headers of every hop kept."""
        url, seen = self.url, {}
        for _ in range(8):
            sp = urlsplit(url)
            conn, path, hdr = _connect(url, self.timeout)
            if offset:
                hdr["Range"] = f"bytes={offset}-"
            if self.api_key and sp.hostname == urlsplit(self.url).hostname:
                hdr["Authorization"] = f"Bearer {self.api_key}"
            conn.request("GET", path, headers=hdr)
            resp = conn.getresponse()
            for k, v in resp.getheaders():
                seen.setdefault(k.lower(), v)
            if resp.status in (301, 302, 303, 307, 308) and resp.getheader("Location"):
                url = urljoin(url, resp.getheader("Location"))
                resp.read()
                conn.close()
                continue
            return resp, conn, seen
        raise DownloadError(f"too many redirects for {self.url}")

    def _expect(self, resp, headers: dict, have: int, total: int | None) -> int | None:
        linked = headers.get("x-linked-size")
        if linked and linked.isdigit():
            total = int(linked)
        if resp.status == 416 and have and total and have >= total:
            return total          # a paused download that had already got every byte
        if resp.status in (401, 403):
            raise DownloadError(f"{self.url} refused access ({resp.status}); the repository "
                                "may be gated or need a token")
        if resp.status == 404:
            raise DownloadError(f"{self.url} was not found (404); check the repository and "
                                "file name")
        if resp.status not in (200, 206):
            raise DownloadError(f"{self.url} answered {resp.status} {resp.reason}")
        if resp.status == 206:
            rng = resp.getheader("Content-Range", "")
            size = rng.rpartition("/")[2]
            total = int(size) if size.isdigit() else total
        elif resp.getheader("Content-Length", "").isdigit():
            total = int(resp.getheader("Content-Length"))
        if linked and linked.isdigit():
            total = int(linked)
        if self.sha256 is None:
            etag = _clean_etag(headers.get("x-linked-etag")) or _clean_etag(headers.get("etag"))
            if etag:
                self.sha256, self.verified_with = etag, "hub etag"
        elif self.verified_with is None:
            self.verified_with = "catalog"
        if total is not None:
            need = total - have + DISK_MARGIN
            free = shutil.disk_usage(self.folder).free
            if free < need:
                raise DownloadError(f"not enough free disk space in {self.folder}: the model "
                                    f"needs {need / 1e9:.2f} GB more, {free / 1e9:.2f} GB free")
        return total

    def _verify(self) -> None:
        if self.sha256 and self._hash != self.sha256:
            raise DownloadError(f"{self.filename} is corrupt: its sha256 is {self._hash[:16]}…, "
                                f"expected {self.sha256[:16]}… ({self.verified_with}); the "
                                "file was deleted")
        if self.sha256 is None:
            log.warning("%s: no sha256 known (catalog or hub); only the GGUF header is checked",
                        self.filename)
        check_gguf_header(self.part)

    def _install(self) -> None:
        os.chmod(self.part, 0o600)
        os.replace(self.part, self.dest)
        fd = os.open(self.folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _connect(url: str, timeout: float):
    """(connection, request target, headers) for `url`, through the proxy that HTTP_PROXY /
    HTTPS_PROXY name unless NO_PROXY exempts the host: absolute-form requests to a forward
    proxy for http, a CONNECT tunnel for https."""
    sp = urlsplit(url)
    path = (sp.path or "/") + (f"?{sp.query}" if sp.query else "")
    hdr = {"User-Agent": "engram", "Accept-Encoding": "identity"}
    proxy = urllib.request.getproxies_environment().get(sp.scheme)
    if proxy and not urllib.request.proxy_bypass_environment(sp.hostname or ""):
        pp = urlsplit(proxy if "://" in proxy else f"http://{proxy}")
        auth = {}
        if pp.username:
            cred = base64.b64encode(f"{unquote(pp.username)}:{unquote(pp.password or '')}"
                                    .encode()).decode()
            auth = {"Proxy-Authorization": f"Basic {cred}"}
        if sp.scheme == "https":   # TLS to the host inside a CONNECT tunnel through the proxy
            conn = http.client.HTTPSConnection(pp.hostname, pp.port or 8080, timeout=timeout)
            conn.set_tunnel(sp.hostname, sp.port or 443, headers=auth)
            return conn, path, hdr
        conn = http.client.HTTPConnection(pp.hostname, pp.port or 8080, timeout=timeout)
        return conn, url, {**hdr, **auth}
    cls = http.client.HTTPSConnection if sp.scheme == "https" else http.client.HTTPConnection
    return cls(sp.hostname, sp.port, timeout=timeout), path, hdr


def _write(out, block: bytes, folder: Path) -> None:
    try:
        out.write(block)
    except OSError as e:
        if e.errno == errno.ENOSPC:
            raise DownloadError(_disk_full(folder)) from None
        raise


def _disk_full(folder: Path) -> str:
    return (f"the disk holding {folder} is full; the partial download was deleted. Free some "
            "space or choose another models folder")


def for_target(what: str, folder: str | Path, sha256: str | None = None):
    """(Download, catalog entry or None) for what the user named: a catalog id or file name,
    `REPO/FILE.gguf` on the hub, or an http(s) URL."""
    from . import catalog

    what = what.strip()
    e = catalog.find(what)
    if e is not None:
        return Download(hub_url(e.repo, e.file), folder, e.file, sha256=sha256 or e.sha256,
                        size=e.size_bytes), e
    if what.startswith(("http://", "https://")):
        name = urlsplit(what).path.rstrip("/").rsplit("/", 1)[-1]
        if not name.endswith(".gguf"):
            raise DownloadError(f"{what} does not name a .gguf file")
        return Download(what, folder, name, sha256=sha256), None
    repo, _, name = what.rpartition("/")
    if repo.count("/") != 1 or not name.endswith(".gguf"):
        raise DownloadError(f"{what!r} is not a catalog id, REPO/FILE.gguf or an http(s) URL")
    return Download(hub_url(repo, name), folder, name, sha256=sha256), None
