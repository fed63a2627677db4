"""Round 3 area eff5: party conditions, counting repetitions, paying to end an effect,
protection from one of two qualities, and related effect shapes."""

from __future__ import annotations

import attrs

from .objects import FixedParts


@attrs.frozen
class FullPartyCondition(FixedParts):
    """CR 700.8: "you have a full party" — a Cleric, a Rogue, a Warrior and a Wizard among
    the creatures a player controls."""

    rules = ("full_party_condition",)


@attrs.frozen
class NumberOfTimes(FixedParts):
    """CR 702.33c, 702.140, 603.4: a count of repetitions, "the number of times this
    creature was kicked", "the number of times this creature has mutated", "the number of
    times this ability has resolved this turn"."""

    rules = ("number_of_times",)


@attrs.frozen
class PayToEndEffect(FixedParts):
    """CR 118.1, 611.2b: paying a cost to end a continuous effect, "You may pay {U} to end
    this effect."."""

    rules = ("pay_to_end_effect",)


@attrs.frozen
class ProtectionOrChoice(FixedParts):
    """CR 702.16: protection from one of two qualities chosen as the effect resolves,
    "protection from artifacts or from the color of your choice"."""

    rules = ("protection_or_choice",)
