"""More keyword abilities (CR 702) that are pure rules markers."""

from __future__ import annotations

import attrs

from .abilities import Keyword


@attrs.frozen
class Lifelink(Keyword):
    """CR 702.15 — damage dealt by the source also causes its controller to gain that much."""


@attrs.frozen
class Indestructible(Keyword):
    """CR 702.12 — not destroyed by lethal damage or "destroy" effects."""
