"""A few plain card definitions built from runtime objects — basic lands (CR 305.6) and
vanilla creatures — for tests, examples and the benchmark. Not a card library."""

from __future__ import annotations

from .actions.effects import AddMana
from .mana.symbols import ManaCost, ManaType
from .stack.costs import TapCost
from .state.abilities import ManaAbility
from .state.objects import CardDefinition

_BASICS = {
    "Plains": ("W", "Plains"),
    "Island": ("U", "Island"),
    "Swamp": ("B", "Swamp"),
    "Mountain": ("R", "Mountain"),
    "Forest": ("G", "Forest"),
}


def basic_land(name: str) -> CardDefinition:
    """CR 305.6 — a basic land with its intrinsic "{T}: Add [mana]"."""
    sym, sub = _BASICS[name]
    ability = ManaAbility((TapCost(),), AddMana((ManaType(sym),)))
    return CardDefinition(name, frozenset({"Land"}), None, frozenset({sub}),
                          frozenset({"Basic"}), abilities=(ability,))  # fmt: skip


def plains() -> CardDefinition:
    return basic_land("Plains")


def island() -> CardDefinition:
    return basic_land("Island")


def swamp() -> CardDefinition:
    return basic_land("Swamp")


def mountain() -> CardDefinition:
    return basic_land("Mountain")


def forest() -> CardDefinition:
    return basic_land("Forest")


def creature(
    name: str, cost: str, power: int, toughness: int, *abilities: object,
    subtypes: tuple[str, ...] = (),
) -> CardDefinition:  # fmt: skip
    """A creature card (vanilla unless ``abilities`` are given)."""
    return CardDefinition(name, frozenset({"Creature"}), ManaCost.parse(cost),
                          frozenset(subtypes), power=power, toughness=toughness,
                          abilities=tuple(abilities))  # fmt: skip


def grizzly_bears() -> CardDefinition:
    return creature("Grizzly Bears", "{1}{G}", 2, 2, subtypes=("Bear",))
