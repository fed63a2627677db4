"""Bestow — CR 702.103.

"Bestow [cost]" means "As you cast this spell, you may choose to cast it bestowed. If you do,
you pay [cost] rather than its mana cost" (702.103a). As it's put onto the stack the spell
becomes an Aura enchantment with enchant creature (702.103b): the object's card becomes
:func:`bestowed_card` and its real card is kept in ``obj.choices["bestowed"]``. With an
illegal target as it resolves it ceases to be bestowed and resolves as a creature spell
(702.103e); a bestowed Aura that becomes unattached ceases to be bestowed (702.103f) —
an enchantment creature again, not put into a graveyard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.abilities import Enchant, Keyword
from ..state.filters import CREATURE
from ..state.objects import CardDefinition, GameObject

if TYPE_CHECKING:
    from ..game import Game


def bestowed_card(card: CardDefinition) -> CardDefinition:
    """CR 702.103b, 205.1b: an Aura enchantment with enchant creature — no longer a
    creature, so without creature subtypes."""
    return attrs.evolve(
        card,
        types=card.types - {"Creature"},
        subtypes=frozenset({"Aura"}),
        abilities=(*card.abilities, Enchant(CREATURE)),
    )


@attrs.frozen
class Bestow(Keyword):
    """CR 702.103a — the alternative cost of casting the spell bestowed."""

    cost: tuple[Any, ...] = ()
    cr = "702.103"

    @property
    def alternative_cost(self) -> tuple[Any, ...]:
        return self.cost

    def on_cast(self, game: Game, spell: GameObject) -> None:
        """CR 702.103b, 702.103d: it becomes a bestowed Aura spell as it's put on the stack
        (its target is then chosen as an Aura's, CR 601.2c, 303.4a)."""
        spell.choices["bestowed"] = spell.card
        spell.card = bestowed_card(spell.card)


def unbestow(game: Game, obj: GameObject) -> None:
    """CR 702.103e-f: it ceases to be bestowed — its own card again, unattached."""
    real = obj.choices.pop("bestowed", None)
    if real is not None:
        obj.card = real
        obj.attached_to = None
        obj.enchant_target = None
        game.log_note(f"{real.name}#{obj.id} ceases to be bestowed (CR 702.103e-f)")
        game.changed()
