"""Emblems — CR 114: "[Player] gets an emblem with [ability]".

The emblem (:class:`GetEmblem`) is an object in the command zone, owned and controlled by
the player who gets it (CR 114.2), with no characteristics but its abilities (CR 114.3);
its abilities function in the command zone (CR 114.4): its triggered abilities are
command-zone abilities (runtime/events/triggers.py's ``command_triggers``), and each of
its layered static abilities is a continuous effect from the emblem, applying as long as
the game lasts (an emblem never leaves the command zone) to the objects its filter names
at each moment (CR 611.3a), with the emblem's timestamp (CR 613.7).
"""

from __future__ import annotations

from typing import Any

import attrs

from ..continuous.layers import EffectInstance, LayeredSpec
from ..state.abilities import StaticAbility, TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import Ctx, PlayerSel, You, _players
from ..state.objects import CardDefinition, Zone


def emblem_ability_ok(ability: Any) -> bool:
    """Whether the runtime can run ``ability`` as an emblem's (CR 114.4): a triggered
    ability, or a layered static ability without a condition."""
    if isinstance(ability, TriggeredAbility):
        return ability.zone is Zone.BATTLEFIELD and not ability.modes
    return (isinstance(ability, StaticAbility) and isinstance(ability.effect, LayeredSpec)
            and ability.condition is None and ability.part_of is None
            and ability.zone is Zone.BATTLEFIELD)  # fmt: skip


#: ``GameObject.choices`` key of an emblem (CR 114.1: a marker with abilities, not a card).
EMBLEM = "emblem"


@attrs.frozen
class GetEmblem(Effect):
    """CR 114.2: each chosen player puts an emblem with ``abilities`` into the command
    zone; they own and control it."""

    abilities: tuple[Any, ...]
    who: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        g = ctx.game
        st = g.state
        card = CardDefinition("Emblem", frozenset(), abilities=tuple(
            attrs.evolve(a, zone=Zone.COMMAND) for a in self.abilities))  # fmt: skip
        for p in _players(self.who, ctx):
            obj = g.new_object(card, p, Zone.COMMAND, False)
            obj.choices[EMBLEM] = True  # CR 114.1: a marker, not a card
            st.command.append(obj.id)
            for a in card.abilities:
                if isinstance(a, StaticAbility):  # CR 114.4, 611.3a
                    g.add_effect(EffectInstance(a.effect, obj.id, p, obj.timestamp, a.affected))
            g.changed()
            g.log_note(f"P{p} gets an emblem (CR 114.2)")


__all__ = ["GetEmblem", "emblem_ability_ok"]
