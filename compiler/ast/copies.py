"""Copies and changes to a spell or object: changing the targets of a spell or ability (CR
115.7), text-changing effects (CR 612), changing base power and toughness (CR 613.4b),
copies (CR 707.10). The grammar is grammar/copies.lark."""

from __future__ import annotations

import attrs

from .base import Node, tidy
from .objects import FixedParts, FixedSentence, PlayerRef, QualifiedPlayer, RoleNoun


@attrs.frozen
class ChangeTargets(FixedParts):
    """CR 115.7: "Change the target of target spell with a single target." — an effect that
    changes the target(s) of a spell or ability, optionally to a given new target."""

    rules = ("change_targets",)


@attrs.frozen
class WhichTargets(FixedParts):
    """CR 115.7a-d: which targets change, "the target", "a target", "any targets"."""

    rules = ("which_targets",)


@attrs.frozen
class SingleTarget(FixedParts):
    """CR 115.7d: "with a single target" — a spell or ability that has exactly one target."""

    rules = ("single_target",)


@attrs.frozen
class TargetsOnlyPlayer(FixedParts):
    """CR 115.7: "that targets only a player", "that targets only a single creature" — a
    spell whose only target is of the given kind."""

    rules = ("targets_only_player",)


@attrs.frozen
class NewTargetMust(FixedSentence):
    """CR 115.7: "The new target must be a player." — a restriction on the new target."""

    rules = ("new_target_must",)


@attrs.frozen
class ChangeText(FixedParts):
    """CR 612.2: "Change the text of target permanent by replacing all instances of one color
    word with another." — a text-changing effect."""

    rules = ("change_text",)


@attrs.frozen
class TextSwap(FixedParts):
    """CR 612.2: one replacement of a text-changing effect, "one basic land type with
    another", "one creature type with Vampire"."""

    rules = ("text_swap",)


@attrs.frozen
class TextWord(FixedParts):
    """CR 612.2: the kind of word changed, "color word", "basic land type", "creature type"."""

    rules = ("text_word",)


@attrs.frozen
class NewTypeCantBe(FixedSentence):
    """CR 612.2: "The new creature type can't be Wall." — a limit on a text change."""

    rules = ("new_type_cant_be",)


@attrs.frozen
class ChangeBasePT(FixedParts):
    """CR 613.4b: "Change this creature's base power to target creature's power." — a
    layer 7b effect setting base power and/or toughness."""

    rules = ("change_base_pt",)


@attrs.frozen
class PTPair(FixedParts):
    """CR 208: a power and toughness value, "that creature's power and toughness", "the power
    and toughness of target creature", "0/2"."""

    rules = ("pt_pair",)


@attrs.frozen
class CastOutsideTiming(FixedParts):
    """CR 307.1, 702.8a: "you cast it any time a sorcery couldn't have been cast" — the
    spell was cast with flash granted by an effect, outside sorcery timing."""

    rules = ("cast_outside_timing",)


@attrs.frozen
class PlayerRoleOf(RoleNoun, PlayerRef):
    """CR 108.3-108.4: "the controller of the permanent it becomes" — a player by relation
    to an object, written with "of" (the same as "its controller")."""

    rules = ("player_role_of",)
    role: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return f"the {self.role} of {self.object.render()}"


@attrs.frozen
class ItBecomes(FixedParts):
    """CR 111.1, 608.3: "the permanent it becomes" — the permanent a resolving spell
    becomes."""

    rules = ("it_becomes",)


@attrs.frozen
class _TidyParts(FixedParts):
    """A :class:`FixedParts` with a comma token (", rounded up") joined to the word
    before it."""

    def render(self) -> str:
        return tidy(super().render())


@attrs.frozen
class PayHalfLife(_TidyParts):
    """CR 107.1a, 119.4: "pay half your life, rounded up" (as an effect or a cost)."""

    rules = ("pay_half_life",)


@attrs.frozen
class HalfOfObjects(_TidyParts):
    """CR 107.1a: "half the creatures they control, rounded up" — half of a set of objects,
    the count rounded as written."""

    rules = ("half_of_objects",)
    plural = True
    third_person = False


@attrs.frozen
class PreventHalfDamage(_TidyParts):
    """CR 615.1a, 107.1a: "prevent half that damage, rounded up"."""

    rules = ("prevent_half_damage",)


@attrs.frozen
class DealHalfDamage(_TidyParts):
    """CR 614.1a, 107.1a: "it deals half that damage, rounded down, to that permanent or
    player instead"."""

    rules = ("deal_half_damage",)


@attrs.frozen
class CopyMayChoose(FixedParts):
    """CR 707.10c: "copy this spell and may choose a new target for the copy"."""

    rules = ("copy_may_choose",)


@attrs.frozen
class ChooseNewTarget(FixedParts):
    """CR 707.10c, 115.7: "choose a new target for the copy"."""

    rules = ("choose_new_target",)


@attrs.frozen
class OfThem(FixedParts):
    """CR 608.2c: "each of them" (singular: "each of them gets +1/+1"), "any number of
    them" — the objects the preceding text named."""

    rules = ("of_them",)

    @property
    def third_person(self) -> bool:
        return self.parts[0] == "each"

    @property
    def plural(self) -> bool:
        return self.parts[0] != "each"


@attrs.frozen
class RevealedOrControlled(FixedParts):
    """CR 601.2, 701.20: "you revealed a Dragon card or controlled a Dragon as you cast this
    spell" — a condition fixed as the spell was cast."""

    rules = ("revealed_or_controlled",)


@attrs.frozen
class CreateCopies(_TidyParts):
    """CR 707.2, 111.10: "create two tokens that are copies of the exiled card"."""

    rules = ("create_copies",)


@attrs.frozen
class ChooseOtherThan(FixedParts):
    """CR 205.3m, 201.3: "choose a creature type other than Wall", "choose a card name
    other than a basic land card name" — a choice with an excluded value."""

    rules = ("choose_other_than",)


@attrs.frozen
class BecomeThatType(FixedParts):
    """CR 205.1a, 613.1d: "becomes that type" — the chosen type replaces the object's
    subtypes of that kind."""

    rules = ("become_that_type",)


@attrs.frozen
class FewerInHand(FixedParts):
    """CR 402.1: "you have fewer than seven cards in hand"."""

    rules = ("fewer_in_hand",)


@attrs.frozen
class TheDifference(FixedParts):
    """CR 107.1: "the difference" — the amount by which the condition's count fell short."""

    rules = ("the_difference",)


@attrs.frozen
class PlayerOtherThan(QualifiedPlayer, PlayerRef):
    """CR 102.1: "each player other than target player" — players excluding one."""

    rules = ("player_other_than",)
    player: Node
    excluded: Node

    def render(self) -> str:
        return f"{self.player.render()} other than {self.excluded.render()}"
