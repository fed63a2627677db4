"""Copy effects — CR 707, layer 1 (CR 613.2a).

A copy takes the *copiable values* of the object it copies (CR 707.2): the values printed on
it, as modified by other copy effects (707.3), by its face-down status (708.2) and by the
exceptions of the copy effects that made it (707.9). The runtime keeps an object's printed
values in its card definition, and a copy effect that applies as an object is created or
enters replaces that definition (the object remembers its own card under the ``"copying"``
variant, so that it is itself again when it leaves the battlefield, CR 400.7): an object's
card is therefore its copiable values, copy effects included, and other continuous effects
(layers 2-7) apply on top of it as usual.

Exceptions (CR 707.9) are :class:`CopyException` values applied to the copiable values in
order: "except it's an artifact in addition to its other types" (:class:`AlsoTypes`),
"except it has haste" (:class:`AlsoAbilities`), "except its name is ...", "except it's
1/1" (:class:`SetValues`).
"""

from __future__ import annotations

from typing import Any

import attrs

from ..state.objects import CardDefinition, GameObject
from .layers import LayeredSpec, View


def copiable_values(
    obj: GameObject, double_faced: bool = False, game: Any = None
) -> CardDefinition:
    """CR 707.2-707.3: the copiable values of ``obj`` (its card, copy effects included: the
    latest layer-1 :class:`CopyOf` effect on it, when ``game`` is given). A copy is
    double-faced only when a token is created as a copy of a double-faced object (CR 707.8a;
    ``double_faced``); a card entering as a copy can't transform (712.9)."""
    card = obj.card
    if game is not None:
        found = [e for e in game.state.effects if isinstance(e.spec, CopyOf)
                 and isinstance(e.affected, frozenset) and obj.id in e.affected]  # fmt: skip
        if found:
            card = max(found, key=lambda e: e.timestamp).spec.card
    if card.back is not None and not double_faced:
        card = attrs.evolve(card, back=None)
    return card


@attrs.frozen
class CopyOf(LayeredSpec):
    """CR 613.2a (layer 1), 707.2 — "[permanent] becomes a copy of [object]": the copiable
    values ``card`` (determined once, as the effect begins, CR 707.2c) replace the
    permanent's own; its controller, counters and status don't change (CR 707.2)."""

    card: CardDefinition
    layer = "1"

    def apply(self, view: View, inst: Any, ctx: Any) -> None:
        c = self.card
        view.name, view.types, view.subtypes = c.name, c.types, c.subtypes
        view.supertypes, view.colors = c.supertypes, c.base_colors()
        view.power, view.toughness = c.power, c.toughness
        view.abilities = list(c.abilities)
        view.mana_cost = c.mana_cost


class CopyException:
    """CR 707.9 — an exception of a copy effect: a change to the copiable values."""

    __slots__ = ()

    def apply(self, card: CardDefinition) -> CardDefinition:
        raise NotImplementedError


@attrs.frozen
class AlsoTypes(CopyException):
    """CR 707.9b, 205.1b — "except it's a [type] in addition to its other types"; with
    ``replace``, "except it's a [type]" (its types are only those, CR 205.1a)."""

    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    replace: bool = False

    def apply(self, card: CardDefinition) -> CardDefinition:
        if self.replace:
            supertypes = self.supertypes or card.supertypes
            return attrs.evolve(card, types=self.types or card.types, subtypes=self.subtypes,
                                supertypes=supertypes)  # fmt: skip
        return attrs.evolve(card, types=card.types | self.types,
                            subtypes=card.subtypes | self.subtypes,
                            supertypes=card.supertypes | self.supertypes)  # fmt: skip


@attrs.frozen
class AlsoAbilities(CopyException):
    """CR 707.9a — "except it has [ability]": the ability becomes part of the copiable
    values, with the abilities copied."""

    abilities: tuple[Any, ...] = ()

    def apply(self, card: CardDefinition) -> CardDefinition:
        return attrs.evolve(card, abilities=card.abilities + self.abilities)


@attrs.frozen
class SetValues(CopyException):
    """CR 707.9b — "except its name is [name]", "except it's 1/1", "except it isn't
    legendary": the final value becomes the copiable value."""

    name: str | None = None
    power: int | None = None
    toughness: int | None = None
    not_legendary: bool = False
    #: "it's red" (CR 105.2): the colors replace its colors
    colors: frozenset[Any] | None = None
    #: "it's a 1/1 green Frog": the creature type replaces its creature types (CR 205.1a)
    subtypes: frozenset[str] | None = None

    def apply(self, card: CardDefinition) -> CardDefinition:
        changes: dict[str, Any] = {}
        if self.colors is not None:
            changes["colors"] = self.colors
        if self.subtypes is not None:
            changes["subtypes"] = self.subtypes
        if self.name is not None:
            changes["name"] = self.name
        if self.power is not None:
            changes["power"], changes["toughness"] = self.power, self.toughness
        if self.not_legendary:
            changes["supertypes"] = card.supertypes - {"Legendary"}
        return attrs.evolve(card, **changes)


@attrs.frozen
class Both(CopyException):
    """Two changes of one exception ("it's a 1/1 Spirit in addition to its other types")."""

    parts: tuple[CopyException, ...] = ()

    def apply(self, card: CardDefinition) -> CardDefinition:
        return with_exceptions(card, self.parts)


def with_exceptions(card: CardDefinition, exceptions: tuple[CopyException, ...]) -> CardDefinition:
    """The copiable values ``card`` with the copy effect's exceptions applied in order."""
    for e in exceptions:
        card = e.apply(card)
    return card
