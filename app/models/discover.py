"""GGUF models other apps already downloaded: LM Studio, Ollama, GPT4All, Jan, Hugging Face cache.

Design decisions:
- Only well-known folders are looked at (each app's default, plus the environment variables
  the apps themselves honour: OLLAMA_MODELS, HF_HUB_CACHE / HF_HOME, LMSTUDIO_MODELS_DIR), never
  a crawl of the disk. Each place is a small function from a home folder to candidate files,
  so tests lay the same trees out under a tmp folder.
- Files are used in place, never copied: the registry stores the path. Ollama keeps weights
  as digest-named blobs, so its manifests (JSON, `application/vnd.ollama.image.model` layer)
  give the model its name; Hugging Face cache snapshots are symlinks into blobs/, resolved.
- Every candidate is checked by reading its GGUF header (architecture, quantisation, context
  length); what is not a GGUF model (vision projectors aside, which are GGUF but not chat
  models: `mmproj` files are skipped) is left out, not reported as an error.
"""
from __future__ import annotations

import json
import logging
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator, Mapping

from .gguf_info import GgufInfo, NotGGUF, read_info

log = logging.getLogger(__name__)
MAX_DEPTH = 5


@dataclass(frozen=True)
class FoundModel:
    path: Path
    app: str                 # "LM Studio", "Ollama", "GPT4All", "Jan", "Hugging Face cache"
    name: str
    size: int
    info: GgufInfo


def _glob(root: Path, depth: int = MAX_DEPTH) -> Iterator[Path]:
    if not root.is_dir():
        return
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        if len(Path(dirpath).relative_to(root).parts) >= depth:
            dirnames[:] = []
        for f in filenames:
            if f.lower().endswith(".gguf") and "mmproj" not in f.lower():
                yield Path(dirpath) / f


def _data_dirs(home: Path, app: str) -> list[Path]:
    """Per-user application data folders where `app` keeps its files, per platform."""
    if sys.platform == "darwin":
        return [home / "Library" / "Application Support" / app]
    if sys.platform.startswith("win"):
        local = os.environ.get("LOCALAPPDATA")
        roaming = os.environ.get("APPDATA")
        return [Path(p) / app for p in (local, roaming) if p] or [
            home / "AppData" / "Local" / app]
    return [home / ".local" / "share" / app]


def lm_studio(home: Path, env: Mapping[str, str]) -> Iterable[tuple[Path, str]]:
    roots = [Path(env["LMSTUDIO_MODELS_DIR"])] if env.get("LMSTUDIO_MODELS_DIR") else []
    roots += [home / ".lmstudio" / "models", home / ".cache" / "lm-studio" / "models"]
    for root in roots:
        for p in _glob(root):   # models/<publisher>/<repo>/<file>.gguf
            yield p, p.stem


def ollama(home: Path, env: Mapping[str, str]) -> Iterable[tuple[Path, str]]:
    roots = [Path(env["OLLAMA_MODELS"])] if env.get("OLLAMA_MODELS") else []
    roots += [home / ".ollama" / "models", Path("/usr/share/ollama/.ollama/models")]
    for root in roots:
        manifests = root / "manifests"
        if not manifests.is_dir():
            continue
        for m in manifests.rglob("*"):
            if not m.is_file():
                continue
            try:
                layers = json.loads(m.read_text(encoding="utf-8")).get("layers") or []
            except (OSError, ValueError, AttributeError):
                continue
            for layer in layers:
                if layer.get("mediaType") == "application/vnd.ollama.image.model":
                    blob = root / "blobs" / str(layer.get("digest", "")).replace(":", "-")
                    # manifests/<registry>/<namespace>/<model>/<tag>: name it model:tag
                    rel = m.relative_to(manifests).parts
                    name = f"{rel[-2]}:{rel[-1]}" if len(rel) >= 2 else m.name
                    if rel and len(rel) >= 3 and rel[-3] != "library":
                        name = f"{rel[-3]}/{name}"
                    yield blob, name


def gpt4all(home: Path, env: Mapping[str, str]) -> Iterable[tuple[Path, str]]:
    for root in _data_dirs(home, os.path.join("nomic.ai", "GPT4All")):
        for p in _glob(root, 1):
            yield p, p.stem


def jan(home: Path, env: Mapping[str, str]) -> Iterable[tuple[Path, str]]:
    roots = [home / "jan" / "models"]
    roots += [d / "data" / "llamacpp" / "models" for d in _data_dirs(home, "Jan")]
    roots += [d / "models" for d in _data_dirs(home, "Jan")]
    for root in roots:
        for p in _glob(root, 3):   # models/<id>/model.gguf: the folder is the name
            yield p, p.parent.name if p.stem == "model" else p.stem


def hf_cache(home: Path, env: Mapping[str, str]) -> Iterable[tuple[Path, str]]:
    if env.get("HF_HUB_CACHE"):
        roots = [Path(env["HF_HUB_CACHE"])]
    elif env.get("HF_HOME"):
        roots = [Path(env["HF_HOME"]) / "hub"]
    else:
        roots = [home / ".cache" / "huggingface" / "hub"]
    for root in roots:
        if not root.is_dir():
            continue
        for repo in sorted(root.glob("models--*")):
            for p in _glob(repo / "snapshots", 4):
                org_name = repo.name[len("models--"):].replace("--", "/")
                yield p, f"{org_name}/{p.name}"


PLACES = (("LM Studio", lm_studio), ("Ollama", ollama), ("GPT4All", gpt4all), ("Jan", jan),
          ("Hugging Face cache", hf_cache))


def find_models(home: Path | None = None,
                env: Mapping[str, str] | None = None) -> list[FoundModel]:
    """Every GGUF chat model the known apps hold, each real file once."""
    home = Path(home) if home is not None else Path.home()
    env = os.environ if env is None else env
    out, seen = [], set()
    for app, place in PLACES:
        try:
            candidates = list(place(home, env))
        except OSError as e:
            log.info("cannot look into %s's folders: %s", app, e)
            continue
        for path, name in candidates:
            try:
                real = path.resolve(strict=True)
            except (OSError, RuntimeError):
                continue
            if real in seen or not real.is_file():
                continue
            try:
                info = read_info(real)
            except NotGGUF as e:
                log.debug("skipping %s: %s", path, e)
                continue
            seen.add(real)
            out.append(FoundModel(path, app, name, real.stat().st_size, info))
    return out
