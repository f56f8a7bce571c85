"""A real HTTP server on 127.0.0.1 laid out like the Hugging Face hub's resolve/ URLs.

`/{repo}/resolve/main/{file}` answers 302 to `/blobs/{sha256}` with X-Linked-Etag and
X-Linked-Size (as the hub does for LFS files); the blob honours Range and sends an ETag.
`Hub.drop_after` makes the next blob answer stop after that many bytes (a dropped
connection); `Hub.chunked` sends no Content-Length or X-Linked-Size (size unknown up
front).
"""
from __future__ import annotations

import hashlib
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


class Hub:
    def __init__(self, files: dict[str, Path]):
        """files: {"org/repo/file.gguf": local path}"""
        self.files = {}
        self.blobs = {}
        for name, path in files.items():
            data = Path(path).read_bytes()
            digest = hashlib.sha256(data).hexdigest()
            self.files[name] = digest
            self.blobs[digest] = data
        self.drop_after: int | None = None
        self.chunked = False
        self.requests: list[tuple[str, str | None]] = []    # (path, Range header)
        hub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *a):
                pass

            def do_GET(self):
                hub.requests.append((self.path, self.headers.get("Range")))
                m = re.fullmatch(r"/(.+)/resolve/main/(.+)", self.path)
                if m:
                    digest = hub.files.get(f"{m.group(1)}/{m.group(2)}")
                    if digest is None:
                        return self._empty(404)
                    self.send_response(302)
                    self.send_header("Location", f"/blobs/{digest}")
                    self.send_header("X-Linked-Etag", f'"{digest}"')
                    if not hub.chunked:
                        self.send_header("X-Linked-Size", str(len(hub.blobs[digest])))
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                m = re.fullmatch(r"/blobs/([0-9a-f]{64})", self.path)
                if not m or m.group(1) not in hub.blobs:
                    return self._empty(404)
                data = hub.blobs[m.group(1)]
                start = 0
                rng = self.headers.get("Range")
                if rng:
                    start = int(re.fullmatch(r"bytes=(\d+)-", rng).group(1))
                    if start >= len(data):
                        return self._empty(416)
                    self.send_response(206)
                    self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
                else:
                    self.send_response(200)
                body = data[start:]
                self.send_header("ETag", f'"{m.group(1)}"')
                if hub.chunked:
                    self.send_header("Connection", "close")
                else:
                    self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                limit = hub.drop_after
                hub.drop_after = None
                try:
                    if limit is not None:
                        self.wfile.write(body[:limit])
                        self.wfile.flush()
                        self.close_connection = True
                        return
                    for i in range(0, len(body), 1 << 20):
                        self.wfile.write(body[i:i + (1 << 20)])
                except OSError:
                    pass
                if hub.chunked:
                    self.close_connection = True

            def _empty(self, code):
                self.send_response(code)
                self.send_header("Content-Length", "0")
                self.end_headers()

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self._t = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self):
        self._t.start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()
