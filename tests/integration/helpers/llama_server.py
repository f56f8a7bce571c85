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
           "--n_threads_batch", str(threads), "--model_alias", "smollm2-135m"]
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


def server_binary():
    """llama.cpp's own `llama-server`, built by `scripts/setup.sh --test` from the sources
    vendored in llama-cpp-python (or named by ENGRAM_LLAMA_SERVER); None when absent."""
    cache = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    p = os.environ.get("ENGRAM_LLAMA_SERVER") or os.path.join(cache, "engram", "bin",
                                                               "llama-server")
    return p if os.path.isfile(p) and os.access(p, os.X_OK) else None


@contextlib.contextmanager
def cpp_server(model: str, *, slot_dir=None, n_ctx: int = 2048, threads: int = 2,
               log_path=None, timeout: float = 120.0, port: int | None = None):
    """Run llama.cpp's llama-server (one slot; slot files in `slot_dir` when given) and yield
    (url, process); killed on exit."""
    binary = server_binary()
    if binary is None:
        raise RuntimeError("llama-server is not built (bash scripts/setup.sh --test)")
    port = port or free_port()
    cmd = [binary, "-m", str(model), "--host", "127.0.0.1", "--port", str(port), "-c",
           str(n_ctx), "-t", str(threads), "-tb", str(threads), "-np", "1",
           "--alias", "smollm2-135m", "--no-webui"]
    if slot_dir is not None:
        cmd += ["--slot-save-path", str(slot_dir)]
    log = open(log_path, "ab") if log_path else subprocess.DEVNULL
    # OpenMP threads that spin between ops starve the test process on 2 cores (the same
    # setting llama_server() above uses)
    env = dict(os.environ, OMP_WAIT_POLICY="PASSIVE")
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"llama-server exited with {proc.returncode}")
            try:
                with urllib.request.urlopen(url + "/health", timeout=2) as r:
                    if json.loads(r.read()).get("status") == "ok":
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("llama-server did not start in time")
            time.sleep(0.3)
        yield url, proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)
        if log_path:
            log.close()
