"""Where each model comes from, and opening the chosen one.

Design decisions:
- A model is named by where it comes from: the bundled SmolLM2 ("bundled"), a GGUF the user
  picked ("file"), a catalog download in Engram's models folder ("catalog"), a file another
  app already holds ("found", used in place), or an OpenAI-compatible server ("remote").
- The choice lives in the settings (model_path, or model_server + server_model); choosing
  changes nothing else. Memory is not tied to a model: switching keeps all of it, and
  activation slots are keyed by the model's identity, so another model simply never gets them.
- Opening is the one place that turns the choice into a ChatModel: LlamaRuntime (its file
  hash cached in the store's meta, GPU layers from the settings) or RemoteModel (API key from
  the keyring).
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from .. import config, keys
from . import BUNDLED_NAME, bundled_model_path, catalog, discover
from .gguf_info import NotGGUF, read_info

log = logging.getLogger(__name__)
KINDS = ("bundled", "file", "catalog", "found", "remote")


@dataclass(frozen=True)
class ModelChoice:
    kind: str          # one of KINDS
    ref: str           # a file path, or the server URL
    name: str
    size: int | None = None
    detail: str = ""   # found: the app; catalog: the entry id; remote: the server's model id
    facts: str = ""    # from the GGUF header: architecture, quantisation, context length


def facts(path: Path) -> str:
    """'llama · Q4_K_M · 8k context' from a GGUF header ('' when unreadable)."""
    try:
        i = read_info(path)
    except NotGGUF:
        return ""
    ctx = f" · {i.context_length // 1024}k context" if i.context_length else ""
    return f"{i.architecture} · {i.quantisation}{ctx}"


def models_dir(paths: config.Paths | None = None) -> Path:
    """Engram's own models folder (downloads go here)."""
    return (paths or config.paths()).data_dir / "models"


def _local(path: Path, paths: config.Paths | None) -> ModelChoice:
    path = Path(path).expanduser()
    size = path.stat().st_size if path.exists() else None
    if path.parent == models_dir(paths):
        e = catalog.find(path.name)
        if e is not None:
            return ModelChoice("catalog", str(path), e.name, size, e.id, facts(path))
    return ModelChoice("file", str(path), path.name, size, facts=facts(path) if size else "")


def current(settings: config.Settings, paths: config.Paths | None = None) -> ModelChoice:
    if settings.model_server:
        return ModelChoice("remote", settings.model_server,
                           settings.server_model or "(first model on the server)",
                           detail=settings.server_model)
    if not settings.model_path:
        p = bundled_model_path()
        return ModelChoice("bundled", str(p), BUNDLED_NAME, p.stat().st_size)
    return _local(Path(settings.model_path), paths)


def available(settings: config.Settings, paths: config.Paths | None = None, *,
              home: Path | None = None, env: Mapping[str, str] | None = None,
              find_on_disk: bool = True) -> list[ModelChoice]:
    """Every model Engram can use now: bundled, downloads, found on disk, the current one."""
    out: list[ModelChoice] = []
    try:
        p = bundled_model_path()
        out.append(ModelChoice("bundled", str(p), BUNDLED_NAME, p.stat().st_size,
                               facts=facts(p)))
    except FileNotFoundError:
        pass
    mdir = models_dir(paths)
    if mdir.is_dir():
        out += [_local(f, paths) for f in sorted(mdir.glob("*.gguf"))]
    if find_on_disk:
        for f in discover.find_models(home, env):
            i = f.info
            ctx = f" · {i.context_length // 1024}k context" if i.context_length else ""
            out.append(ModelChoice("found", str(f.path), f.name, f.size, f.app,
                                   f"{i.architecture} · {i.quantisation}{ctx}"))
    cur = current(settings, paths)
    if cur.kind == "remote" or all(c.ref != cur.ref for c in out):
        out.append(cur)
    return out


def choose(settings: config.Settings, choice: ModelChoice) -> config.Settings:
    """The settings that select `choice` (nothing else changes)."""
    if choice.kind == "remote":
        return settings.replace(model_server=choice.ref, server_model=choice.detail)
    path = "" if choice.kind == "bundled" else choice.ref
    return settings.replace(model_path=path, model_server="", server_model="")


def resolve(spec: str, settings: config.Settings, paths: config.Paths | None = None, *,
            server_model: str | None = None) -> ModelChoice:
    """What `spec` names: 'bundled', a downloaded catalog id, a GGUF path (a found file
    too), or a server URL (its model `server_model`, else its first). Raises EngramError."""
    from ..errors import EngramError
    from ..runtime import check_model_file

    spec = spec.strip()
    if spec.startswith(("http://", "https://")):
        from .remote import RemoteServer, base_url

        url = base_url(spec)
        ids = RemoteServer(url, keys.get_server_key(url)).models()
        if server_model and server_model not in ids:
            raise EngramError(f"{url} does not offer {server_model!r}; it has: "
                              f"{', '.join(ids) or 'no models'}")
        if not ids:
            raise EngramError(f"{url} offers no models")
        return ModelChoice("remote", url, server_model or ids[0], detail=server_model or "")
    if spec == "bundled":
        return current(settings.replace(model_path="", model_server=""), paths)
    e = catalog.find(spec)
    if e is not None:
        path = models_dir(paths) / e.file
        if not path.exists():
            raise EngramError(f"{e.name} is not downloaded yet: engram models download {e.id}")
    else:
        path = Path(spec).expanduser().resolve()
    check_model_file(path)
    return _local(path, paths)


def open_model(settings: config.Settings, store=None):
    """The ChatModel the settings choose (seconds for a local file). Without a store, a local
    model's file hash is left for `cache_identity(store)` (or hashed on first use)."""
    if settings.model_server:
        from .remote import RemoteModel

        return RemoteModel(settings.model_server, settings.server_model or None,
                           api_key=keys.get_server_key(settings.model_server),
                           n_ctx=settings.n_ctx)
    from memory.activation import model_file_hash

    from ..runtime import LlamaRuntime, check_model_file

    path = Path(settings.model_path).expanduser() if settings.model_path else bundled_model_path()
    check_model_file(path)
    return LlamaRuntime(path, n_ctx=settings.n_ctx, n_threads=settings.n_threads,
                        n_gpu_layers=settings.n_gpu_layers,
                        identity=model_file_hash(store, path) if store is not None else None)


class ModelPreload:
    """The chosen model, opening on its own thread while the store opens.

    A cold `engram chat --once` spent its start in two independent waits one after the other:
    the store (imports, the passphrase's key derivation, the schema check) and the model
    (llama.cpp's import, mapping the file, one warm-up decode). The model needs the store only
    for its cached file hash, which `Session.load_model(preload)` fills in afterwards."""

    def __init__(self, settings: config.Settings):
        import threading

        self.settings = settings
        self._box: dict = {}
        self._thread = threading.Thread(target=self._run, name="engram-model-load", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self._box["r"] = open_model(self.settings)
        except BaseException as e:  # noqa: BLE001 - re-raised by result() on the caller
            self._box["e"] = e

    def result(self):
        """The opened ChatModel (waits for it; the caller owns it from now on); the load's
        own error if it failed."""
        self._thread.join()
        if "e" in self._box:
            raise self._box["e"]
        return self._box.pop("r")

    def discard(self) -> None:
        """Not wanted after all (a wrong key, other settings, the app closing before the
        store opened): wait for it and close it. Nothing to do once `result` handed it over."""
        self._thread.join()
        r = self._box.pop("r", None)
        if r is not None:
            r.close()
