"""The monarch (CR 724), lowered from real cards' text onto the runtime's player
designations (runtime/actions/player_designations.py); the monarch's inherent triggered
abilities (CR 724.2) are compiled from their text."""

from effects_compile import compile_card

from mtgc.runtime.actions.player_designations import holder
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

#: Palace Sentinels
SENTINELS = compile_card("When this creature enters, you become the monarch.",
                         "Creature — Human Soldier", "{3}{W}", ("2", "4"),
                         name="Palace Sentinels")  # fmt: skip
#: Throne Warden
WARDEN = compile_card("At the beginning of your end step, if you're the monarch, put a +1/+1 "
                      "counter on this creature.", "Creature — Human Soldier", "{1}{W}",
                      ("1", "1"), name="Throne Warden")  # fmt: skip
#: Queen Marchesa (its last line)
MARCHESA = compile_card("At the beginning of your upkeep, if an opponent is the monarch, create "
                        "a 1/1 black Assassin creature token with deathtouch and haste.",
                        "Legendary Creature — Human Assassin", "{1}{R}{W}{B}", ("2", "2"),
                        name="Queen Marchesa")  # fmt: skip
BEAR = compile_card("", "Creature — Bear", "{1}{G}", ("2", "2"), name="Grizzly Bears")
PLAINS = compile_card("{T}: Add {W}.", "Basic Land — Plains", None, name="Plains")


def test_become_the_monarch_and_draw_at_the_end_step():
    """CR 724.1: Palace Sentinels makes Alice the monarch; CR 724.2: at the beginning of
    her end step she draws a card; Throne Warden's "if you're the monarch" holds."""
    s = Scenario()
    s.battlefield(0, *[PLAINS] * 4)
    warden = s.battlefield(0, WARDEN)[0]
    s.library(0, PLAINS, PLAINS)
    s.cast(0, s.hand(0, SENTINELS)[0])
    s.resolve_stack()
    assert holder(s.game, "monarch") == 0
    assert s.zone_names(0, Zone.HAND) == []
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Plains"]
    assert s.pt(warden) == (2, 2)


def test_combat_damage_to_the_monarch_steals_it():
    """CR 724.2: "Whenever a creature deals combat damage to the monarch, its controller
    becomes the monarch"; CR 724.3: Alice ceases to be the monarch."""
    s = Scenario()
    s.battlefield(0, SENTINELS, enter=True)
    s.resolve_stack()
    assert holder(s.game, "monarch") == 0
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    bear = s.battlefield(1, BEAR)[0]
    s.attack({bear: PlayerRef(0)})
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve_stack()
    assert s.life(0) == 18
    assert holder(s.game, "monarch") == 1


def test_if_an_opponent_is_the_monarch():
    """CR 724, 603.4: Queen Marchesa's upkeep trigger makes an Assassin only while an
    opponent of Alice is the monarch."""
    s = Scenario()
    s.battlefield(0, MARCHESA)
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.battlefield(1, SENTINELS, enter=True)
    s.resolve_stack()
    assert holder(s.game, "monarch") == 1
    s.library(0, PLAINS, PLAINS)
    s.library(1, PLAINS, PLAINS)
    s.advance_to(Step.UPKEEP)  # Alice's next turn (Bob drew at his end step, CR 724.2)
    s.resolve_stack()
    assert s.state.active == 0 and s.zone_names(1, Zone.HAND) == ["Plains"]
    assert "Assassin Token" in s.zone_names(0, Zone.BATTLEFIELD)
