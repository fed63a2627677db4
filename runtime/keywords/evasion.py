"""Evasion keyword abilities — blocking restrictions of CR 702 (509.1b):
landwalk (702.14), intimidate (702.13), shadow (702.28), horsemanship (702.31),
fear (702.36), skulk (702.118).

:func:`evasion_allows` is asked by :func:`mtgc.runtime.combat.combat.can_block` for each proposed
block.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..mana.symbols import ManaType
from ..state.abilities import Keyword
from ..state.objects import GameObject

if TYPE_CHECKING:
    from ..game import Game
    from ..state.objects import Characteristics


@attrs.frozen
class Landwalk(Keyword):
    """CR 702.14c — can't be blocked as long as the defending player controls a land with
    the subtype (``islandwalk``), the supertype (``legendary landwalk``), without the
    supertype (``nonbasic landwalk``: ``without_supertype``), both a supertype and a
    subtype (``snow swampwalk``), or also the card type (``artifact landwalk``)."""

    subtype: str | None = None
    supertype: str | None = None
    without_supertype: str | None = None
    card_type: str | None = None

    def land_matches(self, ch: Characteristics) -> bool:
        if "Land" not in ch.types:
            return False
        if self.subtype is not None and self.subtype not in ch.subtypes:
            return False
        if self.supertype is not None and self.supertype not in ch.supertypes:
            return False
        if self.without_supertype is not None and self.without_supertype in ch.supertypes:
            return False
        return self.card_type is None or self.card_type in ch.types


@attrs.frozen
class Fear(Keyword):
    """CR 702.36b — can't be blocked except by artifact creatures and/or black creatures."""


@attrs.frozen
class Intimidate(Keyword):
    """CR 702.13b — can't be blocked except by artifact creatures and/or creatures that
    share a color with it."""


@attrs.frozen
class Shadow(Keyword):
    """CR 702.28b — can't be blocked except by creatures with shadow; a creature with
    shadow can't block creatures without shadow."""


@attrs.frozen
class Horsemanship(Keyword):
    """CR 702.31b — can't be blocked except by creatures with horsemanship."""


@attrs.frozen
class Skulk(Keyword):
    """CR 702.118b — can't be blocked by creatures with greater power."""


def evasion_allows(game: Game, blocker: int, attacker: int) -> bool:
    """Whether the evasion abilities of ``attacker`` (and shadow of ``blocker``) allow the
    block (CR 509.1b)."""
    b, a = game.view(blocker), game.view(attacker)
    for lw in a.keywords_of(Landwalk):  # 702.14c: lands of the defending player
        for i in game.state.battlefield:
            o = game.state.objects[i]
            if not isinstance(o, GameObject):
                continue
            land = game.view(i)
            if land.controller == b.controller and lw.land_matches(land):
                return False
    if a.has_keyword(Fear) and not ("Artifact" in b.types or ManaType.B in b.colors):
        return False
    if a.has_keyword(Intimidate) and not ("Artifact" in b.types or a.colors & b.colors):
        return False
    if a.has_keyword(Shadow) != b.has_keyword(Shadow):  # 702.28b, both directions
        return False
    if a.has_keyword(Horsemanship) and not b.has_keyword(Horsemanship):
        return False
    if a.has_keyword(Skulk) and (b.power or 0) > (a.power or 0):
        return False
    return True
