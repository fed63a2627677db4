"""Conditions (CR 608.2c, 603.4, 602.5b): what must be true for an effect, a trigger or an
activation, built of players, object phrases, amounts, zones and periods. The grammar is
grammar/conditions.lark."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, join, verb
from .objects import FixedParts


@attrs.frozen
class LifeChangedEither(Node):
    """CR 119.3, 119.4: a player's life total changed either way in a period ("if you gained
    or lost life this turn")."""

    rules = ("life_changed_either",)
    player: Node
    first: str  # "gained" or "lost", as written first
    second: str
    duration: Node

    @classmethod
    def build(cls, children, span, **fixed):
        player, first, _or, second, duration = children
        return cls(player, str(first).lower(), str(second).lower(), duration, span=span)

    def render(self) -> str:
        return join((self.player, self.first, "or", self.second, "life", self.duration))


@attrs.frozen
class LeftZoneCondition(Node):
    """CR 400.7, 603.10a: an object left a zone in a period ("if a card left your graveyard
    this turn")."""

    rules = ("left_zone_condition",)
    object: Node
    owner: Node
    zone: str
    duration: Node

    @classmethod
    def build(cls, children, span, **fixed):
        obj, owner, zone, duration = children
        return cls(obj, owner, str(zone).lower(), duration, span=span)

    def render(self) -> str:
        return join((self.object, "left", self.owner, self.zone, self.duration))


@attrs.frozen
class AnywhereOtherThan(Node):
    """CR 400.1: every zone but the one named ("from anywhere other than your hand")."""

    rules = ("anywhere_other_than",)
    template = "anywhere other than {zone}"
    zone: Node

    pick = (1,)


@attrs.frozen
class AnywhereZone(Node):
    """CR 400.1: every zone, where a card came from ("put into your graveyard from anywhere
    this turn")."""

    rules = ("anywhere_zone",)
    template = "anywhere"


@attrs.frozen
class HadCondition(Node):
    """CR 608.2h: an object had a quality as it last existed ("if it had mana value 3 or
    less")."""

    rules = ("had_condition",)
    template = "{object} had {quality}"
    object: Node
    quality: Node

    pick = (0, 2)


@attrs.frozen
class PerfectLifeChangeCondition(Node):
    """CR 119.3: "you've lost life this turn", "you've gained 3 or more life this turn"."""

    rules = ("perfect_life_change_condition",)
    change: str  # "gained" or "lost"
    amount: Node | None
    comparator: str | None
    duration: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _youve, change, amount, comparator, duration = children
        comparator = str(comparator).lower() if comparator else None
        return cls(str(change).lower(), amount, comparator, duration, span=span)

    def render(self) -> str:
        return join(("you've", self.change, self.amount, self.comparator, "life", self.duration))


@attrs.frozen
class PlayerCountersCondition(FixedParts):
    """CR 122.1, 122.1f: how many counters of a kind a player has ("an opponent has three or
    more poison counters", "target player has fewer than nine poison counters", "they don't
    have any rad counters")."""

    rules = ("player_counters_condition",)


@attrs.frozen
class ManaAmountSpentCondition(FixedParts):
    """CR 601.2h, 106.4: how much mana was spent to cast a spell ("at least seven mana was
    spent to cast it", "five or more mana was spent to cast that spell", "three or more mana
    from creatures was spent to cast it")."""

    rules = ("mana_amount_spent_condition",)


@attrs.frozen
class WasCastAtAllCondition(FixedParts):
    """CR 601.2: whether a permanent was cast, rather than put onto the battlefield ("if it
    wasn't cast", "if it was cast")."""

    rules = ("was_cast_at_all_condition",)


@attrs.frozen
class ConditionOr(Node):
    """CR 602.5b, 608.2c: either of two conditions ("if this land entered this turn or if
    you control a basic land", "if a nonland permanent left the battlefield this turn or a
    spell was warped this turn")."""

    rules = ("condition_or", ("condition_either", {"repeat_if": False}))
    first: Node
    second: Node
    #: Whether "if" is written again before the second ("... this turn or a spell was
    #: warped this turn" has no second "if").
    repeat_if: bool = True

    @classmethod
    def build(cls, children, span, **fixed):
        first, *_, second = children
        return cls(first, second, span=span, **fixed)

    def render(self) -> str:
        joiner = "or if" if self.repeat_if else "or"
        return f"{self.first.render()} {joiner} {self.second.render()}"


@attrs.frozen
class TributePaidCondition(Node):
    """CR 702.104b: "if tribute wasn't paid" — the opponent chosen for the creature's tribute
    didn't have it enter with the +1/+1 counters ("was paid": they did)."""

    rules = ("tribute_paid_condition",)
    was: str  # "was" or "wasn't"

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"tribute {self.was} paid"


@attrs.frozen
class DayNightCondition(Node):
    """CR 730.1, 730.2c: the game's day/night designation, "it's day", "it's night", "it's
    neither day nor night"."""

    rules = ("day_night_condition",)
    designation: str  # "day", "night" or "neither"

    @classmethod
    def build(cls, children, span, **fixed):
        words = [str(c).lower() for c in children[1:]]
        return cls("neither" if words[0] == "neither" else words[0], span=span)

    def render(self) -> str:
        if self.designation == "neither":
            return "it's neither day nor night"
        return f"it's {self.designation}"


@attrs.frozen
class BecomesDayNight(Node):
    """CR 730.1, 702.145d: the game becomes day or night, "it becomes day as this creature
    enters"."""

    rules = ("becomes_day_night",)
    designation: str  # "day" or "night"
    entering: Node | None = None  # the object whose entering is the moment

    @classmethod
    def build(cls, children, span, **fixed):
        entering = next((c for c in children if isinstance(c, Node)), None)
        return cls(str(children[2]).lower(), entering, span=span)

    def render(self) -> str:
        tail = f" as {self.entering.render()} <enter|enters>" if self.entering else ""
        return agreeing(self.entering, lambda: verb(f"it becomes {self.designation}{tail}"))


@attrs.frozen
class OpponentsCountCondition(Node):
    """CR 102.3, 800.4: how many opponents a player has, "you have two or more opponents"."""

    rules = ("opponents_count_condition",)
    player: Node
    amount: Node
    comparator: str | None
    noun: str  # "opponents" or "opponent"

    @classmethod
    def build(cls, children, span, **fixed):
        player, _have, amount, comparator, noun = children
        comp = str(comparator).lower() if comparator else None
        return cls(player, amount, comp, str(noun).lower(), span=span)

    def render(self) -> str:
        have = "has" if getattr(self.player, "third_person", False) else "have"
        return join((self.player, have, self.amount, self.comparator, self.noun))


@attrs.frozen
class StartingPlayerCondition(Node):
    """CR 103.1: whether a player was the starting player of the game: "if you weren't the
    starting player"."""

    rules = ("starting_player_condition",)
    player: Node
    verb: str  # was, wasn't, were, weren't
    noun: str = "player"

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), str(children[-1]).lower(), span=span)

    @property
    def negated(self) -> bool:
        return self.verb.endswith("n't")

    def render(self) -> str:
        return join((self.player, self.verb, "the starting", self.noun))


@attrs.frozen
class PerfectCountCondition(Node):
    """CR 121.1, 701.9: how many cards you've drawn (discarded, cycled, ...) in a period
    ("you've drawn two or more cards this turn")."""

    rules = ("perfect_count_condition",)
    participle: str
    amount: Node
    comparator: str | None
    noun: str
    duration: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _youve, participle, amount, comparator, noun, duration = children
        comp = str(comparator).lower() if comparator else None
        return cls(str(participle).lower(), amount, comp, str(noun).lower(), duration, span=span)

    def render(self) -> str:
        return join(("you've", self.participle, self.amount, self.comparator, self.noun,
                     self.duration))  # fmt: skip


@attrs.frozen
class SymbolsSpentCondition(Node):
    """CR 601.2h, 106.4, 107.4: mana of the kinds its symbols show was spent to cast a spell
    ("{W} was spent to cast this spell", "{R}{G} was spent to cast it": at least one mana of
    each symbol)."""

    rules = ("symbols_spent_condition",)
    symbols: Node
    was: str
    spell: Node

    @classmethod
    def build(cls, children, span, **fixed):
        symbols, was, _cast, spell = children
        return cls(symbols, str(was).lower(), spell, span=span)

    def render(self) -> str:
        return join((self.symbols, self.was, "spent to cast", self.spell))


@attrs.frozen
class NoPlayerControlCondition(Node):
    """CR 102.2, 608.2c: no player of a kind controls an object, "no opponent controls a
    white or blue creature" (``noun``: "opponent" or "player")."""

    rules = ("no_player_control_condition",)
    noun: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), children[3], span=span)

    def render(self) -> str:
        return f"no {self.noun} controls {self.object.render()}"


@attrs.frozen
class CompletedDungeonCondition(Node):
    """CR 309.7: "you've completed a dungeon" — the player completed one this game."""

    rules = ("completed_dungeon_condition",)
    template = "you've completed a dungeon"
