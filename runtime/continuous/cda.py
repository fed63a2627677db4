"""Characteristic-defining abilities that set power and/or toughness — CR 604.3, 613.4a.

"Nightmare's power and toughness are each equal to the number of Swamps you control." is a
static ability that functions in every zone (CR 604.3). On the battlefield it applies in
layer 7a (CR 613.4a); counts read while the layers apply see the previous pass of
:func:`mtgc.runtime.continuous.layers.compute_battlefield` (see the comment there). Off the
battlefield (hand, graveyard, stack) :func:`off_battlefield` applies it to the card's base
characteristics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.abilities import StaticAbility
from ..state.filters import Amount, Ctx, amount_value
from .layers import LayeredSpec

if TYPE_CHECKING:
    from ..game import Game
    from ..state.objects import Characteristics, GameObject
    from .layers import EffectInstance, View


@attrs.frozen
class DefinePT(LayeredSpec):
    """CR 613.4a — layer 7a: power and/or toughness defined by a characteristic-defining
    ability (``None`` leaves that value as printed)."""

    power: Amount | None = None
    toughness: Amount | None = None
    layer = "7a"
    dynamic = True  # a count: the layers are reapplied until it is stable

    def apply(self, view: View, inst: EffectInstance, ctx: Ctx) -> None:
        if self.power is not None:
            view.power = amount_value(self.power, ctx)
        if self.toughness is not None:
            view.toughness = amount_value(self.toughness, ctx)


#: objects whose characteristic-defining abilities are being evaluated off the battlefield:
#: a count that looks at the same object again (Mortivore counting itself in a graveyard)
#: sees its printed values instead of recursing (a count of cards never reads P/T).
_EVALUATING: set[int] = set()


def off_battlefield(game: Game, obj: GameObject, ch: Characteristics) -> Characteristics:
    """CR 604.3 — apply the object's power/toughness-defining abilities in any zone."""
    if obj.id in _EVALUATING:
        return ch
    specs = [a.effect for a in ch.abilities
             if isinstance(a, StaticAbility) and isinstance(a.effect, DefinePT)]  # fmt: skip
    if not specs or ch.power is None:
        return ch
    _EVALUATING.add(obj.id)
    try:
        ctx = Ctx(game, obj.id, ch.controller)
        power, toughness = ch.power, ch.toughness
        for spec in specs:
            if spec.power is not None:
                power = amount_value(spec.power, ctx)
            if spec.toughness is not None:
                toughness = amount_value(spec.toughness, ctx)
    finally:
        _EVALUATING.discard(obj.id)
    return attrs.evolve(ch, power=power, toughness=toughness)


def defined_stats(abilities: Any) -> set[str]:
    """Which of "power" / "toughness" the lowered abilities define (CR 604.3)."""
    out: set[str] = set()
    for a in abilities:
        if isinstance(a, StaticAbility) and isinstance(a.effect, DefinePT):
            if a.effect.power is not None:
                out.add("power")
            if a.effect.toughness is not None:
                out.add("toughness")
    return out
