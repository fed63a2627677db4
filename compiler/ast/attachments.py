"""Attachments (CR 301.5, 303.4, 701.3): the keyword action unattach."""

from __future__ import annotations

import attrs

from .base import Node


@attrs.frozen
class Unattach(Node):
    """CR 701.3d: unattach an Equipment (or an Aura) from the object it's attached to,
    "unattach this Equipment", "unattach all Equipment from target creature"."""

    rules = ("unattach",)
    template = "<unattach|unattaches> {object}"
    object: Node

    pick = (1,)
