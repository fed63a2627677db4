"""Players (CR 102): teams (CR 810), players described by what they did or have, "that
player or that planeswalker's controller", "for each of its colors", "in addition to its
other colors and types" (CR 608.2c, 105, 205). The grammar is grammar/players.lark."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, join, verb
from .effects import ForEachSentence
from .layers import InAddition, StatAmong
from .objects import FixedParts, PlayerRef


@attrs.frozen
class Team(PlayerRef):
    """CR 810.2: a team of the Two-Headed Giant variant ("creatures your team controls",
    "target player's team")."""

    rules = ("team",)
    possessor: Node

    def render(self) -> str:
        return f"{self.possessor.render()} team"


@attrs.frozen
class NumberOfPlayersWho(Node):
    """CR 107.3, 608.2c: "the number of opponents who control more lands than you"."""

    rules = ("number_of_players_who",)
    noun: str
    action: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return f"the number of {self.noun} who {self.action.render()}"


@attrs.frozen
class ForEachPlayerWho(NumberOfPlayersWho):
    """CR 107.1, 608.2c: "for each opponent who controls fewer creatures than you" — an
    amount multiplied by the number of players a relative clause describes."""

    rules = ("for_each_player_who",)

    def render(self) -> str:
        return f"for each {self.noun} who {self.action.render()}"


@attrs.frozen
class ForEachPlayerWhoSentence(Node):
    """CR 609.3, 608.2c: "For each opponent who does, [effect]."."""

    rules = ("for_each_player_who_sentence",)
    noun: str
    action: Node
    clauses: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], children[2], span=span)

    def render(self) -> str:
        head = f"for each {self.noun} who {self.action.render()}"
        return f"{head}, {agreeing(None, self.clauses.render)}."


@attrs.frozen
class ForEachOfIts(Node):
    """CR 105.2, 107.1: "for each of its colors", "for each of that spell's colors"."""

    rules = ("for_each_of_its",)
    possessor: Node
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"for each of {self.possessor.render()} {self.noun}"


@attrs.frozen
class InAdditionBoth(InAddition):
    """CR 205.1b, 105.3: "in addition to its other colors and types" (the new color and types
    are added to the old ones)."""

    rules = ("in_addition_both",)

    @classmethod
    def build(cls, children, span, **fixed):
        pos, noun = children
        return cls(str(pos).lower(), None, str(noun).lower(), span=span)


@attrs.frozen
class TheRestOf(Node):
    """CR 401.4, 701.20: "the rest of the revealed cards" — the cards of a group not yet
    put elsewhere."""

    rules = ("the_rest_of",)
    object: Node
    plural = True
    third_person = False

    def render(self) -> str:
        return f"the rest of {self.object.render()}"


@attrs.frozen
class GreatestStatTied(FixedParts):
    """CR 208.1: "the greatest power or tied for the greatest power" (a quality of the
    creature or creatures with the highest value)."""

    rules = ("greatest_stat_tied",)


@attrs.frozen
class ForEachOfSentence(ForEachSentence):
    """CR 609.3: "For each of those creatures, [effect]."."""

    rules = ("for_each_of_sentence",)

    def render(self) -> str:
        return f"for each of {self.object.render()}, {agreeing(None, self.clauses.render)}."


@attrs.frozen
class ForEachDifferent(StatAmong):
    """CR 208, 202.3: "for each different mana value among nonland cards in your
    graveyard"."""

    rules = ("for_each_different",)
    template = "for each different {stat} among {object}"


@attrs.frozen
class NumberOfDifferent(FixedParts):
    """CR 208, 202.3: "the number of different powers among creatures you control"."""

    rules = ("number_of_different",)


@attrs.frozen
class MostCommonColor(FixedParts):
    """CR 105.2: "the most common color among all permanents" (and "or a color tied for
    most common")."""

    rules = ("most_common_color",)


@attrs.frozen
class MostCommonColorCondition(FixedParts):
    """CR 105.2: "black is the most common color among all permanents or is tied for most
    common"."""

    rules = ("most_common_color_condition",)


@attrs.frozen
class NumberOfCardsEqual(Node):
    """CR 701.9, 701.20: discard or reveal a number of cards given by an amount ("discards
    a number of cards equal to that creature's power")."""

    rules = ("number_of_cards_equal",)
    action: str  # "discard" or "reveal"
    noun: str
    zone_prep: Node | None
    zone: Node | None
    amount: Node

    @classmethod
    def build(cls, children, span, **fixed):
        verb_word, noun, prep, zone, amount = children
        action = "discard" if str(verb_word).lower().startswith("discard") else "reveal"
        return cls(action, str(noun).lower(), prep, zone, amount, span=span)

    def render(self) -> str:
        v = verb(f"<{self.action}|{self.action}s>")
        where = (self.zone_prep, self.zone)
        return join((v, "a number of", self.noun, *where, "equal to", self.amount))


@attrs.frozen
class GreatestNumberOf(Node):
    """CR 107.3: "the greatest number of cards a player discarded this way"."""

    rules = ("greatest_number_of",)
    object: Node

    def render(self) -> str:
        return f"the greatest number of {self.object.render()}"


@attrs.frozen
class SameIsTrue(Node):
    """CR 611.3a, 613: "The same is true for first strike, double strike, and trample." —
    the previous sentence's effect applies also to the abilities or objects listed."""

    rules = ("same_is_true",)
    items: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    def render(self) -> str:
        return f"the same is true for {' and '.join(i.render() for i in self.items)}."


@attrs.frozen
class NoOne(PlayerRef):
    """CR 608.2c, 101.4: none of the players ("If no one does, target player draws three
    cards." after "Any player may ...")."""

    rules = ("no_one",)
    template = "no one"


@attrs.frozen
class CantCause(Node):
    """CR 101.2, 609.4: effects of the subject can't make a player take an action ("Spells
    and abilities your opponents control can't cause you to sacrifice permanents.")."""

    rules = ("cant_cause",)
    player: Node
    action: Node

    pick = (2, 3)

    def render(self) -> str:
        return f"can't cause {self.player.render()} to {agreeing(None, self.action.render)}"


@attrs.frozen
class CountedPlayers(PlayerRef):
    """CR 102.1, 603.2c: players counted by a comparator, "one or more players" ("deals
    combat damage to one or more players": one trigger event for them all)."""

    rules = ("counted_players",)
    count: Node
    comparator: str
    noun: str
    plural = True
    third_person = False

    @classmethod
    def build(cls, children, span, **fixed):
        count, comparator, noun = children
        return cls(count, str(comparator).lower(), str(noun).lower(), span=span)

    def render(self) -> str:
        return f"{self.count.render()} {self.comparator} {self.noun}"
