"""One-shot effects that create layered continuous effects on objects (CR 611.2, 613):
"[objects] lose [abilities] [until end of turn]" (layer 6, CR 613.1f); "[objects] become
the color / creature type / basic land type of your choice" (layers 5 and 4, CR
613.1d-e)."""

from __future__ import annotations

from typing import Any

import attrs

from ..agents import ChooseOption
from ..continuous.becomes import BecomeTypes, SetColors, SetLandTypes
from ..continuous.cda_keywords import CREATURE_TYPES
from ..continuous.layers import (
    EffectInstance,
    RemoveAbilities,
    RemoveAllAbilities,
    SetBaseStat,
    SwitchPT,
)
from ..mana.symbols import ManaType
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectRef, _objects, amount_value


@attrs.frozen
class LoseAbilities(Effect):
    """CR 611.2a, 611.2c, 613.1f — "[objects] lose [abilities] [until end of turn]": the
    objects are locked in as the effect resolves; without a duration the effect lasts for
    as long as they stay on the battlefield (CR 611.2a, 400.7)."""

    what: ObjectRef
    abilities: tuple[Any, ...]
    duration: str = "eot"

    def resolve(self, ctx: Ctx) -> None:
        ids = frozenset(_objects(self.what, ctx))
        g = ctx.game
        g.add_effect(EffectInstance(RemoveAbilities(self.abilities), ctx.source_id,
                                    ctx.controller, g.stamp(), ids, self.duration))  # fmt: skip


@attrs.frozen
class LoseAllAbilities(Effect):
    """CR 611.2a, 611.2c, 613.1f — "[objects] lose all abilities [until end of turn]", the
    objects locked in as the effect resolves (as :class:`LoseAbilities`)."""

    what: ObjectRef
    duration: str = "eot"

    def resolve(self, ctx: Ctx) -> None:
        ids = frozenset(_objects(self.what, ctx))
        g = ctx.game
        g.add_effect(EffectInstance(RemoveAllAbilities(), ctx.source_id, ctx.controller,
                                    g.stamp(), ids, self.duration))  # fmt: skip


@attrs.frozen
class SwitchPowerToughness(Effect):
    """CR 613.4d, 611.2c — "switch [objects'] power and toughness until end of turn": a
    layer-7d effect on the objects locked in as the effect resolves (the values switched
    are those after layers 7a-7c, so later pumps change which one is which)."""

    what: ObjectRef
    duration: str = "eot"

    def resolve(self, ctx: Ctx) -> None:
        ids = frozenset(_objects(self.what, ctx))
        g = ctx.game
        g.add_effect(EffectInstance(SwitchPT(), ctx.source_id, ctx.controller, g.stamp(), ids,
                                    self.duration))  # fmt: skip


#: CR 105.1: the five colors, in WUBRG order.
_COLORS = (ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G)


@attrs.frozen
class BecomeChosen(Effect):
    """CR 608.2d, 611.2c — "[objects] become the color / the creature type / the basic land
    type of your choice [until end of turn]": the controller chooses as the effect resolves;
    then a layer-5 color change (CR 613.1e, 105.3), a layer-4 creature type change (CR
    205.1b: it replaces the creature types) or land type change (CR 613.1d, 305.7:
    ``mana`` gives the intrinsic mana ability of each basic land type; ``add``: "in addition
    to its other types")."""

    what: ObjectRef
    kind: str  # "color", "creature type" or "basic land type"
    mana: tuple[tuple[str, Any], ...] = ()
    add: bool = False
    duration: str = "eot"

    def resolve(self, ctx: Ctx) -> None:
        g = ctx.game
        ids = frozenset(_objects(self.what, ctx))
        if not ids:
            return
        p = ctx.controller
        if self.kind == "color":
            options: tuple[Any, ...] = _COLORS
        elif self.kind == "creature type":
            options = tuple(sorted(CREATURE_TYPES))
        else:
            options = tuple(t for t, _ in self.mana)
        pick = options[g.ask(p, ChooseOption(p, options, f"choose a {self.kind}"))]
        if self.kind == "color":
            spec: Any = SetColors(frozenset({pick}))
        elif self.kind == "creature type":  # CR 205.1b: it replaces its creature types
            spec = BecomeTypes(subtypes=frozenset({pick}), new_creature_types=not self.add)
        else:
            spec = SetLandTypes(frozenset({pick}), self.add, self.mana)
        g.add_effect(EffectInstance(spec, ctx.source_id, ctx.controller, g.stamp(), ids,
                                    self.duration))  # fmt: skip


@attrs.frozen
class SetBaseStatOf(Effect):
    """CR 611.2c, 613.4b — "[objects] have base power 0 until end of turn" (the objects
    locked in as it resolves)."""

    what: ObjectRef
    stat: str
    value: Any
    duration: str = "eot"

    def resolve(self, ctx: Ctx) -> None:
        ids = frozenset(_objects(self.what, ctx))
        if not ids:
            return
        g = ctx.game
        spec = SetBaseStat(self.stat, amount_value(self.value, ctx))
        g.add_effect(EffectInstance(spec, ctx.source_id, ctx.controller, g.stamp(), ids,
                                    self.duration))  # fmt: skip
