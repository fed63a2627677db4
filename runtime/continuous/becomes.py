""" "[Object] becomes a 2/2 blue Faerie artifact creature with flying until end of turn" —
CR 611.2, 613.1d-f, 613.4b, 205.1.

One resolved effect, locked in to its objects (CR 611.2c), made of up to four layered
effects with one timestamp: the new types (layer 4), colors (layer 5), abilities (layer 6)
and base power and toughness (layer 7b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ...grammar.vocabulary_data import LAND_WORDS
from ..state.effect_base import Effect
from ..state.filters import Amount, Ctx, ObjectRef, amount_value
from ..state.objects import GameObject, Zone
from .cda_keywords import CREATURE_TYPES
from .layers import AddAbilities, EffectInstance, LayeredSpec, SetPT

if TYPE_CHECKING:
    from .layers import View


@attrs.frozen
class BecomeTypes(LayeredSpec):
    """CR 613.1d, 205.1b — layer 4: the object gains ``types`` and ``subtypes`` and keeps
    its other card types and subtypes ("It's still a land.", "in addition to its other
    types", "becomes an artifact creature"); ``new_creature_types`` — "becomes a [creature
    type] artifact creature" — replaces its creature types (CR 205.1b, last sentence)."""

    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    new_creature_types: bool = False
    #: "is legendary" (CR 205.4a): supertypes gained, the others kept
    supertypes: frozenset[str] = frozenset()
    layer = "4"

    def apply(self, view: View, inst: EffectInstance, ctx: Ctx) -> None:
        kept = view.subtypes
        if self.new_creature_types:
            kept = kept - CREATURE_TYPES
        view.types = view.types | self.types
        view.subtypes = kept | self.subtypes
        view.supertypes = view.supertypes | self.supertypes


#: CR 205.3i — the land types.
LAND_TYPES = frozenset(LAND_WORDS)


@attrs.frozen
class SetLandTypes(LayeredSpec):
    """CR 305.7, 613.1d — layer 4: "[Lands] are Mountains" sets the land subtypes: the
    land loses its old land types and every ability from its rules text (the abilities
    other effects grant come later, in layer 6) and gains the intrinsic mana ability of
    each new basic land type (CR 305.6; ``mana``: subtype -> that ability); ``add`` ("in
    addition to its other land types") keeps its land types and abilities and adds the new
    ones."""

    subtypes: frozenset[str]
    add: bool = False
    mana: tuple[tuple[str, Any], ...] = ()
    layer = "4"

    def apply(self, view: View, inst: EffectInstance, ctx: Ctx) -> None:
        if "Land" not in view.types:  # CR 305.7 speaks of lands only
            return
        new = self.subtypes - view.subtypes if self.add else self.subtypes
        mana = [a for t, a in self.mana if t in new]
        if self.add:
            view.subtypes = view.subtypes | self.subtypes
            view.abilities.extend(mana)
        else:
            view.subtypes = (view.subtypes - LAND_TYPES) | self.subtypes
            view.abilities[:] = mana


@attrs.frozen
class SetColors(LayeredSpec):
    """CR 613.1e, 105.3 — layer 5: the object's colors become ``colors`` (``add``: "in
    addition to its other colors")."""

    colors: frozenset[Any]
    add: bool = False
    layer = "5"

    def apply(self, view: View, inst: EffectInstance, ctx: Ctx) -> None:
        view.colors = view.colors | self.colors if self.add else self.colors


@attrs.frozen
class Become(Effect):
    """CR 611.2 — the referenced permanents become something for ``duration``."""

    what: ObjectRef
    types: BecomeTypes | SetLandTypes | None = None
    colors: frozenset[Any] | None = None
    add_colors: bool = False
    abilities: tuple[Any, ...] = ()
    power: Amount | None = None
    toughness: Amount | None = None
    duration: str = "eot"

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        ids = frozenset(
            i for i in self.what.resolve(ctx)
            if isinstance(game.state.objects.get(i), GameObject)
            and game.state.objects[i].zone is Zone.BATTLEFIELD  # type: ignore[union-attr]
        )  # fmt: skip
        if not ids:
            return
        specs: list[Any] = []
        if self.types is not None:
            specs.append(self.types)
        if self.colors is not None:
            specs.append(SetColors(self.colors, self.add_colors))
        if self.abilities:
            specs.append(AddAbilities(self.abilities))
        if self.power is not None and self.toughness is not None:  # CR 608.2h: X locked in
            specs.append(SetPT(amount_value(self.power, ctx), amount_value(self.toughness, ctx)))
        stamp = game.stamp()
        for spec in specs:
            game.add_effect(EffectInstance(spec, ctx.source_id, ctx.controller, stamp, ids,
                                           self.duration))  # fmt: skip
