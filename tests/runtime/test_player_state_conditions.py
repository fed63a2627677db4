"""Conditions on a player's own state and counters a player gets, compiled from real card
text: corrupted ("an opponent has three or more poison counters", CR 122.1f), "that player
gets two poison counters" (CR 122.1f, 704.5c) and "if you weren't the starting player"
(CR 103.1)."""

from kw_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, mountain
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.abilities import DoubleStrike
from mtgc.runtime.state.objects import PlayerRef

APOSTLE = """Apostle of Invasion {3}{W}
Creature — Phyrexian Angel
Flying
Corrupted — As long as an opponent has three or more poison counters, this creature has double strike.
2/3"""  # noqa: E501
VIPER = """Marsh Viper {3}{B}
Creature — Snake
Whenever Marsh Viper deals damage to a player, that player gets two poison counters.
1/2"""
SMITE = """Cindercone Smite {R}
Instant
Cindercone Smite deals 2 damage to target creature. Then create a Treasure token if you weren't the starting player."""  # noqa: E501
CHICANE = """Rising Chicane
Land
If you were the starting player, this land enters tapped.
{T}: Add {C}."""


def test_corrupted_static_waits_for_three_poison_counters():
    """CR 122.1f, 611.3a: the ability applies only while an opponent has three or more
    poison counters; your own poison counters don't count."""
    s = Scenario()
    angel = s.battlefield(0, compile_card(APOSTLE))[0]
    assert not s.game.view(angel).has_keyword(DoubleStrike)
    s.state.players[0].poison = 5
    s.game.changed()
    assert not s.game.view(angel).has_keyword(DoubleStrike)
    s.state.players[1].poison = 3
    s.game.changed()
    assert s.game.view(angel).has_keyword(DoubleStrike)


def test_player_gets_poison_counters_and_loses_at_ten():
    """CR 122.1f: combat damage to Bob gives him two poison counters; CR 704.5c: at ten
    he loses the game."""
    s = Scenario()
    viper = s.battlefield(0, compile_card(VIPER))[0]
    s.state.players[1].poison = 8
    s.attack({viper: PlayerRef(1)})
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve_stack()
    assert s.state.players[1].poison == 10
    assert s.state.game_over and s.state.winner == 0


def _smite(active: int, starting: int) -> Scenario:
    s = Scenario()
    s.state.extra["starting_player"] = starting
    s.set_step(Step.PRECOMBAT_MAIN, active=active)
    s.battlefield(0, mountain())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, compile_card(SMITE))[0], targets=(bear,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    return s


def test_treasure_only_if_you_werent_the_starting_player():
    """CR 103.1: Bob took the first turn, so Alice wasn't the starting player and gets the
    Treasure; when Alice started, she doesn't."""
    assert _smite(active=0, starting=1).zone_names(0, Zone.BATTLEFIELD) == [
        "Mountain",
        "Treasure Token",
    ]
    assert _smite(active=0, starting=0).zone_names(0, Zone.BATTLEFIELD) == ["Mountain"]


def test_enters_tapped_if_you_were_the_starting_player():
    """CR 103.1, 614.1c: the starting player's land enters tapped; the other player's
    doesn't."""
    s = Scenario()  # Alice took turn 1
    a = s.battlefield(0, compile_card(CHICANE), enter=True)[0]
    b = s.battlefield(1, compile_card(CHICANE), enter=True)[0]
    assert s.obj(a).tapped and not s.obj(b).tapped


PROMENADE = """Bountiful Promenade
Land
This land enters tapped unless you have two or more opponents.
{T}: Add {G} or {W}."""


def test_enters_tapped_unless_you_have_two_or_more_opponents():
    """CR 102.3, 614.1c: in a two-player game you have one opponent, so the land enters
    tapped; with three players it enters untapped; once one of them has lost the game
    (CR 800.4a) you have one opponent again."""
    two = Scenario()
    land = two.battlefield(0, compile_card(PROMENADE), enter=True)[0]
    assert two.obj(land).tapped
    three = Scenario(players=("Alice", "Bob", "Carol"))
    land = three.battlefield(0, compile_card(PROMENADE), enter=True)[0]
    assert not three.obj(land).tapped
    three.state.players[2].lost = True
    land = three.battlefield(0, compile_card(PROMENADE), enter=True)[0]
    assert three.obj(land).tapped
