"""Fuse — CR 702.102.

Fuse is a static ability found on some split cards that applies while the card is in a
player's hand (CR 702.102a): casting it from there, its caster may cast both halves rather
than choose one (the choice is made with the half, before the card goes on the stack;
:func:`fuse_options`, provided for :func:`mtgc.runtime.stack.casting.cast_half`). The fused
split spell has the combined characteristics of its two halves (702.102b, 709.4d), its
total cost includes the mana cost of each half (702.102c), and as it resolves its
controller follows the instructions of the left half and then those of the right half
(702.102d, :class:`FusedHalves`).
"""

from __future__ import annotations

from typing import Any

import attrs

from ..actions.split_cards import split_card
from ..stack import casting as _casting
from ..state.abilities import Keyword, SpellAbility
from ..state.effect_base import Effect
from ..state.filters import Ctx
from ..state.objects import CardDefinition, Zone


@attrs.frozen
class Fuse(Keyword):
    """CR 702.102a — "Fuse"."""

    cr = "702.102"


@attrs.frozen
class FusedHalves(Effect):
    """CR 702.102d — the left half's instructions, then the right half's, each with its own
    targets (the first ``left_targets`` of the spell's targets are the left half's)."""

    left: Any
    left_targets: int
    right: Any

    def resolve(self, ctx: Ctx) -> None:
        targets = ctx.targets
        for effect, own in ((self.left, targets[: self.left_targets]),
                            (self.right, targets[self.left_targets :])):  # fmt: skip
            if effect is not None:
                ctx.targets = own
                effect.resolve(ctx)
        ctx.targets = targets

    def children(self) -> tuple[Effect, ...]:
        return tuple(e for e in (self.left, self.right) if e is not None)


def _spell_ability(half: CardDefinition) -> SpellAbility | None:
    return next((a for a in half.abilities if isinstance(a, SpellAbility)), None)


def fused_spell(card: CardDefinition) -> CardDefinition | None:
    """CR 702.102b-d, 709.4d: the fused split spell of a split card (None when a half is
    modal: its modes would be chosen for it alone, which isn't supported)."""
    left, right = card.doors
    sl, sr = _spell_ability(left), _spell_ability(right)
    if sl is None or sr is None or sl.modes or sr.modes:
        return None
    both = SpellAbility(
        FusedHalves(sl.effect, len(sl.targets), sr.effect), sl.targets + sr.targets,
        additional_costs=sl.additional_costs + sr.additional_costs,
    )  # fmt: skip
    whole = split_card(left, right)
    others = tuple(a for a in whole.abilities if not isinstance(a, SpellAbility))
    return attrs.evolve(whole, abilities=(both, *others), doors=())


@_casting.split_cast_options.provide
def fuse_options(card: CardDefinition, cast_from: Zone | None) -> tuple[tuple[str, Any], ...]:
    """CR 702.102a: a split card with fuse cast from its owner's hand may be cast as both
    halves: ("both halves", the fused split spell)."""
    if cast_from is not Zone.HAND or len(card.doors) != 2:
        return ()
    if not any(isinstance(a, Fuse) for h in card.doors for a in h.abilities):
        return ()
    fused = fused_spell(card)
    return () if fused is None else (("both halves (fused)", fused),)
