"""Typed settings and where Engram keeps its files.

Every setting has a default, bounds and a one-line description in one table (`FIELDS`), so the
settings dialog, the TOML file and validation all read the same source. `ENGRAM_HOME` moves
all data and config under one folder (tests always set it to a tmp dir).

The data folder can live elsewhere (moved from the settings): a one-line pointer file,
`data-location` in the config folder, names it. The config folder itself never moves (it is
how the data is found), and the pointer is per profile root: the default platformdirs config
folder normally, `$ENGRAM_HOME/config` when ENGRAM_HOME is set, so ENGRAM_HOME still selects
a separate profile that never follows the default profile's pointer.

Settings fail safe: NaN and infinities are out of every bound; a settings file that cannot be
read or parsed (bad TOML, not UTF-8, not a file) is renamed aside to
`settings.toml.invalid-<stamp>` and the defaults are used, with a warning naming both files.
A folder that cannot be created or written raises ProfileFolderError (one clear line).
"""
from __future__ import annotations

import dataclasses
import logging
import math
import os
import time
import tomllib
from dataclasses import dataclass, field, fields
from pathlib import Path

import platformdirs

from .errors import EngramError

log = logging.getLogger(__name__)

APP_NAME = "engram"
CONFIG_FILE = "settings.toml"
DB_FILE = "engram.db"
DATA_POINTER = "data-location"


def _f(default, description: str, lo=None, hi=None, choices=None):
    return field(default=default, metadata={"description": description, "lo": lo, "hi": hi,
                                            "choices": choices})


@dataclass(frozen=True)
class Settings:
    # Model
    model_path: str = _f("", "GGUF chat model file; empty means the bundled SmolLM2-135M-Instruct")
    n_threads: int = _f(2, "CPU threads for llama.cpp", 1, 256)
    n_ctx: int = _f(4096, "Context window of the model, in tokens", 512, 131072)
    max_answer_tokens: int = _f(512, "Longest answer the model may write, in tokens", 16, 8192)
    temperature: float = _f(0.2, "Sampling temperature (0 = greedy)", 0.0, 2.0)
    llm_extractor: bool = _f(False, "Let the chat model extract long-term facts and summarise "
                                    "topics in the background")
    prompt_focus: str = _f("auto", "How memory is laid out for a personal question: focused (the one most relevant fact next to it, answered greedily), full (every retrieved memory), or auto (focused for models under 1B parameters)", choices=("auto", "focused", "full"))
    n_gpu_layers: int = _f(-1, "Model layers on the GPU when llama.cpp has a GPU backend (-1 = auto: all, 0 = CPU only)", -1, 1000)
    model_server: str = _f("", "OpenAI-compatible server to chat through (e.g. http://127.0.0.1:8080); empty = the local model. Messages and the memories given with them go to it")
    server_model: str = _f("", "Model id on that server; empty = the first it lists")
    system_prompt: str = _f("", "Instructions the assistant follows in every chat (persona, tone, "
                            "language); replaces the built-in system prompt; part of the cached prompt head, at most 4000 characters")
    # Short-term / mid-term memory
    stm_capacity: int = _f(10, "Pages kept in short-term memory per conversation", 1, 1000)
    segment_threshold: float = _f(0.6, "F-score (cosine + keyword Jaccard) a page needs to join a segment", 0.0, 2.0)
    mtm_capacity: int = _f(200, "Mid-term segments kept before the coldest is archived", 1, 100000)
    heat_alpha: float = _f(1.0, "Heat weight of visits (times a segment was used for an answer)", 0.0, 100.0)
    heat_beta: float = _f(1.0, "Heat weight of the number of pages in a segment", 0.0, 100.0)
    heat_gamma: float = _f(1.0, "Heat weight of recency", 0.0, 100.0)
    heat_tau_days: float = _f(7.0, "Recency time constant of heat, in days", 0.01, 3650.0)
    promotion_heat: float = _f(5.0, "Heat at which a segment's facts are promoted to long-term memory", 0.0, 1000.0)
    archive_retention_days: int = _f(0, "Delete archived pages after this many days (0 = keep forever)", 0, 36500)
    # Retrieval and prompt
    retrieval_budget_tokens: int = _f(256, "Tokens of freshly retrieved memory given to the model per turn (prefilled every turn, so keep it small)", 0, 65536)
    head_budget_tokens: int = _f(1024, "Tokens of the cached prompt head (persona, pinned, hot memories)", 0, 65536)
    max_message_model_chars: int = _f(16000, "Longest user message given to the model (longer is truncated with a notice)", 200, 10_000_000)
    # Activation slots
    slot_cap_bytes: int = _f(1 << 30, "Total bytes of saved activation slots before the least recently used go", 0, 1 << 40)
    slot_conversations: int = _f(8, "Chats whose saved activation slot is kept (the most recently used)", 0, 10000)
    slot_conversation_cap_bytes: int = _f(16 << 20, "Largest saved activation slot kept for one chat (a longer chat is re-read from its pages)", 0, 1 << 40)
    # Other AI tools (engram mcp)
    mcp_write_clients: str = _f("", "MCP clients allowed to add or forget memories (names, comma-separated; * for all); the others may only read")
    # UI
    theme: str = _f("system", "Colour theme", choices=("system", "light", "dark"))

    def __post_init__(self):
        for f in fields(self):
            _check(f, getattr(self, f.name))

    def replace(self, **changes) -> "Settings":
        return dataclasses.replace(self, **changes)

    def as_dict(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self)}


MAX_SYSTEM_PROMPT = 4000


class SettingsError(ValueError):
    """A setting is unknown, of the wrong type or out of bounds."""


class ProfileFolderError(EngramError):
    """A profile folder is missing and cannot be created, or cannot be written."""


def _check(f: dataclasses.Field, value) -> None:
    want = f.type if isinstance(f.type, type) else {"int": int, "float": float, "str": str,
                                                     "bool": bool}[f.type]
    if want is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if not isinstance(value, want) or (want is int and isinstance(value, bool)):
        raise SettingsError(f"{f.name}: expected {want.__name__}, got {value!r}")
    if want is float and not math.isfinite(value):
        raise SettingsError(f"{f.name}: {value!r} is not a finite number")
    if want is str and any(ord(c) < 32 and c != "\t" or 0xD800 <= ord(c) < 0xE000 for c in value):
        raise SettingsError(f"{f.name}: control characters or lone surrogates are not allowed")
    lo, hi, choices = f.metadata["lo"], f.metadata["hi"], f.metadata["choices"]
    if want is str and f.name == "system_prompt" and len(value) > MAX_SYSTEM_PROMPT:
        raise SettingsError(f"system_prompt: {len(value)} characters; at most "
                            f"{MAX_SYSTEM_PROMPT}")
    if lo is not None and value < lo or hi is not None and value > hi:
        raise SettingsError(f"{f.name}: {value!r} is outside {lo}..{hi}")
    if choices and value not in choices:
        raise SettingsError(f"{f.name}: {value!r} is not one of {', '.join(choices)}")


FIELDS = {f.name: f for f in fields(Settings)}


def describe(name: str) -> str:
    return FIELDS[name].metadata["description"]


def coerce(name: str, value):
    """Return `value` as the type setting `name` holds (ints given for floats are widened)."""
    f = FIELDS.get(name)
    if f is None:
        raise SettingsError(f"unknown setting {name!r}")
    if f.type in (float, "float") and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    _check(f, value)
    return value


# ---------------------------------------------------------------- paths

@dataclass(frozen=True)
class Paths:
    config_dir: Path
    data_dir: Path
    cache_dir: Path

    @property
    def settings_file(self) -> Path:
        return self.config_dir / CONFIG_FILE

    @property
    def db_file(self) -> Path:
        return self.data_dir / DB_FILE


def default_paths() -> Paths:
    """Where the profile lives when no data folder was chosen."""
    home = os.environ.get("ENGRAM_HOME")
    if home:
        root = Path(home).expanduser()
        return Paths(root / "config", root / "data", root / "cache")
    return Paths(Path(platformdirs.user_config_dir(APP_NAME)),
                 Path(platformdirs.user_data_dir(APP_NAME)),
                 Path(platformdirs.user_cache_dir(APP_NAME)))


def _pointed_data_dir(config_dir: Path) -> Path | None:
    try:
        text = (config_dir / DATA_POINTER).read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as e:
        log.warning("data folder pointer unreadable (%s); using the default folder", e)
        return None
    p = Path(text).expanduser() if text else None
    if p is None or not p.is_absolute():
        log.warning("ignoring data folder pointer %r (not an absolute path)", text)
        return None
    return p


def paths() -> Paths:
    p = default_paths()
    moved = _pointed_data_dir(p.config_dir)
    return dataclasses.replace(p, data_dir=moved) if moved is not None else p


def set_data_dir(data_dir: Path | None) -> None:
    """Persist where the data folder is (None or the default folder: remove the pointer)."""
    p = default_paths()
    pointer = p.config_dir / DATA_POINTER
    if data_dir is None or Path(data_dir).resolve() == p.data_dir.resolve():
        pointer.unlink(missing_ok=True)
        return
    p.config_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
    tmp = pointer.with_suffix(".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(str(Path(data_dir).resolve()) + "\n")
    os.replace(tmp, pointer)  # atomic: a crash leaves the old pointer or the new one


def ensure_dirs(p: Paths | None = None) -> Paths:
    """Create the profile folders (0700); ProfileFolderError when one cannot be made."""
    p = p or paths()
    if not p.data_dir.exists() and _pointed_data_dir(default_paths().config_dir) == p.data_dir:
        # a moved data folder that is gone (an unplugged drive): never start an empty memory
        raise ProfileFolderError(f"your data folder {p.data_dir} is missing; reconnect the "
                                 "drive it is on, or remove "
                                 f"{default_paths().config_dir / DATA_POINTER} to start afresh")
    for d in (p.config_dir, p.data_dir, p.cache_dir):
        try:
            d.mkdir(parents=True, exist_ok=True, mode=0o700)
        except OSError as e:
            raise ProfileFolderError(f"cannot create the folder {d} ({e.strerror or e}); "
                                     "check that its parent exists and is writable") from None
        if not d.is_dir():
            raise ProfileFolderError(f"{d} is not a folder")
    return p


def writable(d: Path) -> bool:
    """Whether files can be created in folder `d` (a real probe, not a mode guess)."""
    probe = d / f".engram-probe-{os.getpid()}"
    try:
        os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        probe.unlink()
        return True
    except OSError:
        return False


# ---------------------------------------------------------------- load / save

def load(p: Paths | None = None) -> Settings:
    """Read settings.toml; unknown or invalid keys are logged and fall back to defaults; a
    file that cannot be read or parsed is set aside (see the module docstring)."""
    p = p or paths()
    f = p.settings_file
    if not f.exists() and not f.is_symlink():
        return Settings()
    try:
        raw = tomllib.loads(f.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        _set_aside(f, e)
        return Settings()
    good = {}
    for k, v in raw.items():
        try:
            good[k] = coerce(k, v)
        except SettingsError as e:
            log.warning("%s: ignoring setting: %s", f, e)
    return Settings(**good)


def _set_aside(f: Path, why: Exception) -> None:
    reason = getattr(why, "strerror", None) or str(why).splitlines()[0][:120]
    aside = f.with_name(f"{f.name}.invalid-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        os.replace(f, aside)
        log.warning("settings file %s could not be read (%s); it was renamed to %s and the "
                    "defaults are used", f, reason, aside.name)
    except OSError:
        log.warning("settings file %s could not be read (%s); using the defaults", f, reason)


def save(settings: Settings, p: Paths | None = None) -> Path:
    import tomli_w

    p = ensure_dirs(p)
    tmp = p.settings_file.with_suffix(".toml.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(tomli_w.dumps(settings.as_dict()))
    os.replace(tmp, p.settings_file)  # atomic: a crash never leaves half a settings file
    return p.settings_file
