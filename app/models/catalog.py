"""The curated catalog (resources/catalog.json) and a hardware-fit hint for each entry.

Design decisions:
- The catalog is data shipped with the app, each entry citing where its facts came from;
  nothing is fetched to build it. An entry without a sha256 is verified by the hub's
  X-Linked-Etag at download time.
- The fit hint is arithmetic on what the machine has (RAM, cores, and GPU memory when the
  llama.cpp build can offload): "runs well" leaves half the RAM (or fits the GPU), "tight"
  fits in three quarters or has few cores for its size, otherwise "too big". It is a hint for
  choosing, never a gate: the user may download anything.
"""
from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

log = logging.getLogger(__name__)

CATALOG = Path(__file__).resolve().parents[2] / "resources" / "catalog.json"
RUNS_WELL, TIGHT, TOO_BIG = "runs well", "tight", "too big"


@dataclass(frozen=True)
class CatalogEntry:
    id: str
    name: str
    repo: str
    file: str
    params_b: float
    quantisation: str
    size_bytes: int
    license: str
    context_length: int
    ram_gb: float
    sha256: str | None
    notes: str
    sources: tuple[str, ...]
    sha256_source: str = ""    # where the sha256 was cited from (or why it is null)


@dataclass(frozen=True)
class Hardware:
    ram_bytes: int
    cores: int
    gpu_offload: bool
    vram_bytes: int | None = None

    def line(self) -> str:
        gpu = (f", GPU {self.vram_bytes / 2**30:.0f} GiB" if self.vram_bytes
               else ", GPU backend" if self.gpu_offload else ", CPU only")
        return f"{self.ram_bytes / 2**30:.0f} GiB RAM, {self.cores} cores{gpu}"


def load(path: Path | None = None) -> list[CatalogEntry]:
    # CATALOG is read at call time, so a test can point the app at its own catalog
    data = json.loads(Path(path or CATALOG).read_text(encoding="utf-8"))
    return [CatalogEntry(**{**m, "sources": tuple(m.get("sources", ()))})
            for m in data["models"]]


def recommended_ids(path: Path | None = None) -> list[str]:
    return list(json.loads(Path(path or CATALOG).read_text(encoding="utf-8")).get(
        "recommended", ()))


def find(key: str, path: Path | None = None) -> CatalogEntry | None:
    """An entry by id or by file name."""
    return next((e for e in load(path) if key in (e.id, e.file)), None)


def _ram_bytes() -> int:
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, ValueError, OSError):
        pass
    if sys.platform.startswith("win"):
        import ctypes

        class MemStatus(ctypes.Structure):
            _fields_ = [("dwLength", ctypes.c_ulong), ("dwMemoryLoad", ctypes.c_ulong),
                        ("ullTotalPhys", ctypes.c_ulonglong), ("rest", ctypes.c_ulonglong * 6)]
        st = MemStatus()
        st.dwLength = ctypes.sizeof(st)
        if ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(st)):
            return int(st.ullTotalPhys)
    return 8 << 30


def _vram_bytes() -> int | None:
    """Total memory of the first NVIDIA GPU (nvidia-smi), where there is one."""
    smi = shutil.which("nvidia-smi")
    if not smi:
        return None
    try:
        out = subprocess.run([smi, "--query-gpu=memory.total", "--format=csv,noheader,nounits"],
                             capture_output=True, text=True, timeout=5).stdout.split()
        return int(out[0]) << 20 if out and out[0].isdigit() else None
    except (OSError, subprocess.SubprocessError):
        return None


@lru_cache(maxsize=1)
def hardware() -> Hardware:
    from ..runtime import gpu_offload_supported

    try:
        gpu = gpu_offload_supported()
    except Exception as e:  # noqa: BLE001 - no llama.cpp here means no GPU either
        log.info("cannot ask llama.cpp about GPU offload: %s", e)
        gpu = False
    return Hardware(_ram_bytes(), os.cpu_count() or 1, gpu, _vram_bytes() if gpu else None)


def fit(entry: CatalogEntry, hw: Hardware) -> tuple[str, str]:
    """(hint, reason) for running `entry` on `hw`."""
    need = entry.ram_gb * 2**30
    if hw.gpu_offload and hw.vram_bytes and need <= hw.vram_bytes * 0.9:
        return RUNS_WELL, f"fits the GPU ({need / 2**30:.1f} of {hw.vram_bytes / 2**30:.0f} GiB)"
    share = need / hw.ram_bytes
    if share > 0.75:
        return TOO_BIG, (f"needs about {entry.ram_gb:.1f} GB, this machine has "
                         f"{hw.ram_bytes / 2**30:.0f} GiB")
    if share > 0.5:
        return TIGHT, f"needs about {entry.ram_gb:.1f} GB of {hw.ram_bytes / 2**30:.0f} GiB"
    if hw.cores < 4 and entry.params_b >= 3:
        return TIGHT, f"{hw.cores} CPU cores: answers will come slowly"
    return RUNS_WELL, f"needs about {entry.ram_gb:.1f} GB of {hw.ram_bytes / 2**30:.0f} GiB"


def best_fit(hw: Hardware) -> CatalogEntry | None:
    """The first recommended entry that runs well here, else the first that is tight."""
    entries = {e.id: e for e in load()}
    ranked = [entries[i] for i in recommended_ids() if i in entries]
    for want in (RUNS_WELL, TIGHT):
        for e in ranked:
            if fit(e, hw)[0] == want:
                return e
    return None
