"""Effects of round 3 (area eff6): changing the targets of a spell or ability (CR 115.7),
text-changing effects (CR 612) and changing base power and toughness (CR 613.4b). The
grammar is grammar/eff6.lark."""

from __future__ import annotations

import attrs

from .objects import FixedParts, FixedSentence


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
