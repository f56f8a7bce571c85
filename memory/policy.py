"""Memory policy constants (capacities, thresholds, heat weights) as one value.

`app.config.Settings` holds the user's values; `Policy.from_settings` copies the ones the
engine needs, so `memory/` does not depend on `app/`.
"""
from __future__ import annotations

from dataclasses import dataclass, fields

DAY = 86400.0


@dataclass(frozen=True)
class Policy:
    stm_capacity: int = 10
    segment_threshold: float = 0.6
    mtm_capacity: int = 200
    heat_alpha: float = 1.0
    heat_beta: float = 1.0
    heat_gamma: float = 1.0
    heat_tau_days: float = 7.0
    promotion_heat: float = 5.0
    archive_retention_days: int = 0
    slot_cap_bytes: int = 1 << 30

    @classmethod
    def from_settings(cls, settings) -> "Policy":
        return cls(**{f.name: getattr(settings, f.name) for f in fields(cls)
                      if hasattr(settings, f.name)})
