"""Awaken — CR 702.113: "Awaken N—[cost]" means "You may pay [cost] rather than pay this
spell's mana cost as you cast this spell" and "If this spell's awaken cost was paid, also
put N +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature
with haste. It's still a land." The target is chosen only if the awaken cost is paid
(702.113b): cast that way, the spell's card is a variant whose spell ability has the extra
target and effect (its real card kept in ``obj.choices["awakened"]``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..actions.effects import Sequence
from ..continuous.layers import AddAbilities, AddTypes, EffectInstance, SetPT
from ..state.abilities import Haste, Keyword, SpellAbility
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectFilter, Target, TargetSpec, Who
from ..state.objects import GameObject

if TYPE_CHECKING:
    from ..game import Game

#: "target land you control" (CR 702.113a).
LAND_YOU_CONTROL = ObjectFilter(card_types=frozenset({"Land"}), controller=Who.YOU)


@attrs.frozen
class AwakenLand(Effect):
    """ "put N +1/+1 counters on target land you control and it becomes a 0/0 Elemental
    creature with haste. It's still a land." (no duration: it lasts, CR 611.2a)"""

    n: int
    target: int

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for i in Target(self.target).resolve(ctx):
            game.add_counters(i, "+1/+1", self.n)
            for spec in (AddTypes(frozenset({"Creature"}), frozenset({"Elemental"})),
                         SetPT(0, 0), AddAbilities((Haste(),))):  # fmt: skip
                game.add_effect(EffectInstance(spec, ctx.source_id, ctx.controller,
                                               game.stamp(), frozenset({i})))  # fmt: skip


@attrs.frozen
class Awaken(Keyword):
    """CR 702.113a — "Awaken N—[cost]"."""

    n: int
    cost: tuple[Any, ...] = ()
    cr = "702.113"

    @property
    def alternative_cost(self) -> tuple[Any, ...]:
        return self.cost

    def on_cast(self, game: Game, spell: GameObject) -> None:
        """CR 702.113b: with the awaken cost paid the spell has the awaken target."""
        card = spell.card
        sa = next((a for a in card.abilities if isinstance(a, SpellAbility)), None)
        if sa is None or sa.modes:
            return
        k = len(sa.targets)
        effect = AwakenLand(self.n, k)
        new_sa = attrs.evolve(
            sa, effect=effect if sa.effect is None else Sequence((sa.effect, effect)),
            targets=(*sa.targets, TargetSpec(LAND_YOU_CONTROL)),
        )
        spell.choices["awakened"] = card
        spell.card = attrs.evolve(card, abilities=tuple(
            new_sa if a is sa else a for a in card.abilities))  # fmt: skip
