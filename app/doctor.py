"""`engram doctor`: versions, where data lives, and a check of every part Engram needs.

Prints one line per check and exits non-zero with a clear line for each problem.
"""
from __future__ import annotations

import logging
import platform
import sys
import time

from . import __version__, config, keys, models

log = logging.getLogger(__name__)


def register(sub) -> None:
    p = sub.add_parser("doctor", help="check versions, data location, keyring and models")
    p.add_argument("--no-models", action="store_true", help="skip loading the models")
    p.set_defaults(func=run)


def _check(results: list, name: str, fn) -> None:
    t = time.perf_counter()
    try:
        detail = fn()
        results.append((True, name, f"{detail}  ({(time.perf_counter() - t) * 1000:.0f} ms)"))
    except Exception as e:  # every failure becomes one clear line
        results.append((False, name, f"{type(e).__name__}: {e}"))


def _storage():
    from memory import cipher as store

    store.require_cipher_build()
    v = store.versions()
    return ", ".join(f"{k} {val}" for k, val in v.items())


def _qt():
    import PySide6
    from PySide6 import QtCore

    return f"PySide6 {PySide6.__version__}, Qt {QtCore.qVersion()}"


def _llama():
    from . import llama_compat

    return f"llama-cpp-python {llama_compat.version()}; {llama_compat.system_info().strip()}"


def _backends(settings):
    """Which compute backends this llama.cpp build has, and what the GPU setting will do."""
    from . import llama_compat

    try:   # the ggml backend registry: what this build can really run on, device by device
        devices = llama_compat.backend_devices()
    except (OSError, AttributeError) as e:
        devices = []
        log.info("ggml backend registry not readable: %s", e)
    info = llama_compat.system_info()
    names = sorted({reg for reg, _t, _d in devices if reg != "CPU"} | {
        b for b in ("CUDA", "Vulkan", "Metal", "ROCm", "HIP", "SYCL", "OpenCL", "BLAS", "CANN",
                    "MUSA") if b.lower() in info.lower()})
    found = "; ".join(f"{reg} {kind}: {desc}" for reg, kind, desc in devices) or "none listed"
    gpu = llama_compat.gpu_offload_supported()
    layers = settings.n_gpu_layers
    if not gpu:
        use = ("CPU only (portable build; see README 'GPU builds' to install one)"
               + (f"; n_gpu_layers={layers} is ignored" if layers else ""))
    else:
        use = ("GPU: all layers" if layers < 0 else f"GPU: {layers} layers" if layers
               else "GPU available but n_gpu_layers=0 keeps the model on the CPU")
    return (f"CPU{' + ' + ', '.join(names) if names else ''}; devices: {found}; GPU offload "
            f"{'yes' if gpu else 'no'}; {use}")


def _data_folder(p: config.Paths):
    """The data folder exists (or can be made) and takes new files."""
    d = p.data_dir
    if not d.exists():
        parent = next((a for a in d.parents if a.exists()), None)
        if parent is None or not config.writable(parent):
            raise PermissionError(f"{d} does not exist and cannot be created")
        return f"{d} (not created yet)"
    if not d.is_dir():
        raise NotADirectoryError(f"{d} is not a folder")
    if not config.writable(d):
        raise PermissionError(f"{d} is not writable; Engram cannot save memories there")
    return f"{d} writable"


def _keyring():
    name, usable = keys.keyring_backend()
    if not usable:
        return f"{name}: no usable keyring, Engram will ask for a passphrase"
    return name


def _embedder():
    from memory.embed import MiniLMEmbedder

    e = MiniLMEmbedder()
    v = e.embed(["hello"])
    if v.shape != (1, e.dim):
        raise RuntimeError(f"unexpected embedding shape {v.shape}")
    return f"{e.name} from {e.model_dir}, dim {e.dim}"


def _chat_model(settings):
    if settings.model_server:
        from .keys import get_server_key
        from .models.remote import RemoteServer, privacy_note

        srv = RemoteServer(settings.model_server, get_server_key(settings.model_server))
        return (f"server {srv.url} offers {', '.join(srv.models()) or 'no models'}; "
                f"{privacy_note(srv.url)}")
    path = models.model_path(settings.model_path)
    if not path.exists():
        raise FileNotFoundError(f"model file not found: {path}")
    from .runtime import LlamaRuntime

    rt = LlamaRuntime(path, n_ctx=512, n_threads=settings.n_threads)
    try:
        return f"{path.name} ({path.stat().st_size / 1e6:.0f} MB) loads; chat format {rt.chat_format}"
    finally:
        rt.close()


def run(args) -> int:
    p = config.paths()
    settings = config.load(p)
    results: list = []
    results.append((True, "engram", f"{__version__} on Python {platform.python_version()} "
                    f"({sys.platform}, {platform.machine()})"))
    results.append((True, "config", str(p.settings_file)))
    results.append((True, "data", str(p.db_file)))
    _check(results, "data folder", lambda: _data_folder(p))
    _check(results, "storage", _storage)
    _check(results, "qt", _qt)
    _check(results, "llama.cpp", _llama)
    _check(results, "backends", lambda: _backends(settings))
    _check(results, "keyring", _keyring)
    if not args.no_models:
        _check(results, "embedder", _embedder)
        _check(results, "chat model", lambda: _chat_model(settings))
    bad = 0
    for ok, name, detail in results:
        print(f"{'ok ' if ok else 'BAD'} {name:<11} {detail}")
        bad += not ok
    if bad:
        print(f"{bad} problem(s) found.")
    else:
        print("all good.")
    return 1 if bad else 0
