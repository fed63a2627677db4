"""Player actions taken with priority — CR 116 (special actions), 117 (priority),
305 (playing lands), 601 (casting), 602 (activating), 605 (mana abilities).

Choices that CR 601.2b-c makes the player announce (modes, X, hybrid/Phyrexian payment,
targets, alternative costs, objects for sacrifice/discard costs) may be given in the
action; any that are left ``None`` are asked from the player's agent.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..mana.symbols import ManaType, PaymentChoices


class Action:
    """Base class of actions."""

    __slots__ = ()


@attrs.frozen
class PassPriority(Action):
    """CR 117.3d — pass priority."""


@attrs.frozen
class PlayLand(Action):
    """CR 305.1, 116.2a — play a land (a special action) from hand or with a permission."""

    card_id: int


@attrs.frozen
class CastSpell(Action):
    """CR 601 — cast the spell ``card_id``.

    ``without_paying``: use a "without paying its mana cost" permission (X is 0, CR 107.3b).
    ``alternative``: index of an alternative cost of the spell (CR 118.9).
    ``optional``: indices of optional additional costs paid, e.g. kicker (CR 601.2b, 702.33).
    ``mana``: ordered (source id, ability index) mana abilities to activate during CR 601.2g;
    with ``auto_pay`` the engine taps untapped mana sources for what is still missing.
    """

    card_id: int
    targets: tuple[Any, ...] | None = None
    x: int | None = None
    modes: tuple[int, ...] | None = None
    payment: PaymentChoices | None = None
    without_paying: bool = False
    alternative: int | None = None
    optional: tuple[int, ...] = ()
    cost_choices: tuple[tuple[int, ...], ...] | None = None
    mana: tuple[tuple[int, int], ...] = ()
    auto_pay: bool = True


@attrs.frozen
class ActivateAbility(Action):
    """CR 602 (and 605 for mana abilities) — activate ability ``index`` of ``source_id``.

    ``index`` counts the object's activated abilities (keyword expansions such as equip
    included) in order. ``color`` answers "one mana of any color" for mana abilities.
    """

    source_id: int
    index: int = 0
    targets: tuple[Any, ...] | None = None
    x: int | None = None
    modes: tuple[int, ...] | None = None
    payment: PaymentChoices | None = None
    cost_choices: tuple[tuple[int, ...], ...] | None = None
    color: ManaType | None = None
    mana: tuple[tuple[int, int], ...] = ()
    auto_pay: bool = True
