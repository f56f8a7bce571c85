"""Start llama-cpp-python's own OpenAI-compatible server on 127.0.0.1 with the bundled model."""
from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def llama_server(model: str, *, api_key: str | None = None, n_ctx: int = 2048,
                 threads: int = 2, log_path=None, timeout: float = 120.0):
    """Yield (url, process); the server is killed on exit."""
    port = free_port()
    cmd = [sys.executable, "-m", "llama_cpp.server", "--model", str(model), "--host",
           "127.0.0.1", "--port", str(port), "--n_ctx", str(n_ctx), "--n_threads", str(threads),
           "--n_threads_batch", str(threads), "--model_alias", "smollm2"]
    if api_key:
        cmd += ["--api_key", api_key]
    log = open(log_path, "wb") if log_path else subprocess.DEVNULL
    env = dict(os.environ, OMP_WAIT_POLICY="PASSIVE")
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"llama_cpp.server exited with {proc.returncode}")
            try:
                req = urllib.request.Request(url + "/v1/models", headers={
                    "Authorization": f"Bearer {api_key}"} if api_key else {})
                with urllib.request.urlopen(req, timeout=2) as r:
                    json.loads(r.read())
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError("llama_cpp.server did not start in time") from None
                time.sleep(0.3)
        yield url, proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)
        if log_path:
            log.close()
