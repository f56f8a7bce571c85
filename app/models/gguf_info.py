"""What a GGUF file says about itself: architecture, name, quantisation, context length.

Design decision: a small reader of the GGUF key/value header (versions 2 and 3) instead of a
dependency. It reads only the metadata (the first few MB at most; token lists are skipped,
not decoded) and never the tensors, so listing a folder of 5 GB models stays instant.
"""
from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from pathlib import Path

# llama.cpp's LLAMA_FTYPE values (general.file_type)
FILE_TYPES = {0: "F32", 1: "F16", 2: "Q4_0", 3: "Q4_1", 7: "Q8_0", 8: "Q5_0", 9: "Q5_1",
              10: "Q2_K", 11: "Q3_K_S", 12: "Q3_K_M", 13: "Q3_K_L", 14: "Q4_K_S", 15: "Q4_K_M",
              16: "Q5_K_S", 17: "Q5_K_M", 18: "Q6_K", 19: "IQ2_XXS", 20: "IQ2_XS", 21: "Q2_K_S",
              22: "IQ3_XS", 23: "IQ3_XXS", 24: "IQ1_S", 25: "IQ4_NL", 26: "IQ3_S", 27: "IQ3_M",
              28: "IQ2_S", 29: "IQ2_M", 30: "IQ4_XS", 31: "IQ1_M", 32: "BF16", 36: "TQ1_0",
              37: "TQ2_0"}
_QUANT_IN_NAME = re.compile(r"(?i)(?<![A-Z0-9])(I?Q\d(?:_[A-Z0-9]+)*|BF16|F16|F32)(?![A-Z0-9])")
_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q",
            11: "<q", 12: "<d"}
_WANT = ("general.architecture", "general.name", "general.file_type", "general.size_label",
         "general.license")


class NotGGUF(ValueError):
    """The file is not a readable GGUF model."""


@dataclass(frozen=True)
class GgufInfo:
    architecture: str
    name: str
    quantisation: str
    context_length: int | None
    size_label: str = ""
    license: str = ""


class _Reader:
    def __init__(self, fh):
        self.fh = fh

    def take(self, fmt: str):
        n = struct.calcsize(fmt)
        b = self.fh.read(n)
        if len(b) != n:
            raise NotGGUF("header ends early")
        return struct.unpack(fmt, b)[0]

    def string(self, limit: int = 1 << 20) -> str:
        n = self.take("<Q")
        if n > limit:
            self.fh.seek(n, 1)
            return ""
        b = self.fh.read(n)
        if len(b) != n:
            raise NotGGUF("header ends early")
        return b.decode("utf-8", errors="replace")

    def value(self, vtype: int):
        if vtype in _SCALARS:
            return self.take(_SCALARS[vtype])
        if vtype == 8:
            return self.string()
        if vtype == 9:
            itype, n = self.take("<I"), self.take("<Q")
            if itype in _SCALARS:       # numbers: skip in one seek
                self.fh.seek(struct.calcsize(_SCALARS[itype]) * n, 1)
            else:
                for _ in range(n):
                    self.value(itype)
            return None
        raise NotGGUF(f"unknown value type {vtype}")


def read_info(path: str | Path) -> GgufInfo:
    """Metadata of a GGUF file; NotGGUF when it is not one."""
    path = Path(path)
    try:
        with open(path, "rb", buffering=1 << 16) as fh:
            r = _Reader(fh)
            if fh.read(4) != b"GGUF":
                raise NotGGUF(f"{path.name} is not a GGUF file")
            version = r.take("<I")
            if version not in (2, 3):
                raise NotGGUF(f"{path.name}: GGUF version {version} is not supported")
            r.take("<Q")
            n_kv = r.take("<Q")
            if n_kv > 1 << 20:
                raise NotGGUF(f"{path.name}: implausible header")
            kv: dict = {}
            ctx_key = None
            for _ in range(n_kv):
                key = r.string(1024)
                val = r.value(r.take("<I"))
                if key in _WANT or key.endswith(".context_length"):
                    kv[key] = val
                arch = kv.get("general.architecture")
                ctx_key = f"{arch}.context_length" if arch else None
                if ctx_key in kv and all(k in kv for k in _WANT):
                    break
    except OSError as e:
        raise NotGGUF(f"cannot read {path}: {e}") from None
    arch = str(kv.get("general.architecture") or "unknown")
    ft = kv.get("general.file_type")
    quant = FILE_TYPES.get(ft) if isinstance(ft, int) else None
    if quant is None:
        m = _QUANT_IN_NAME.search(path.name)
        quant = m.group(1).upper() if m else "unknown"
    ctx = kv.get(ctx_key) if ctx_key else None
    return GgufInfo(arch, str(kv.get("general.name") or path.stem), quant,
                    int(ctx) if isinstance(ctx, int) else None,
                    str(kv.get("general.size_label") or ""), str(kv.get("general.license") or ""))
