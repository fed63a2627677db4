"""Commanders (CR 903.3): "commander" in an object description, and "you own" (CR 108.3),
compiled from real cards' text (Bastion Protector; Inspiring Leader, a Background)."""

from kw_compile import bear, compile_card

from mtgc.runtime.scenario import Scenario
from mtgc.runtime.state.abilities import Indestructible
from mtgc.runtime.state.commanders import designate_commander

PROTECTOR = """Bastion Protector {2}{W}
Creature — Human Soldier
Commander creatures you control get +2/+2 and have indestructible.
3/3"""
LEADER = """Inspiring Leader {2}{W}
Legendary Enchantment — Background
Commander creatures you own have "Creature tokens you control get +2/+2." """


def test_commander_creatures_you_control():
    """CR 903.3: only the creature whose card is a commander gets +2/+2 and indestructible;
    in a game without commanders nothing does."""
    s = Scenario()
    cmd, other = s.battlefield(0, bear(name="Captain"), bear())
    s.battlefield(0, compile_card(PROTECTOR))
    assert s.pt(cmd) == (2, 2)
    designate_commander(s.game, cmd)
    assert s.pt(cmd) == (4, 4) and s.game.view(cmd).has_keyword(Indestructible)
    assert s.pt(other) == (2, 2) and not s.game.view(other).has_keyword(Indestructible)


def test_commander_creatures_you_own():
    """CR 108.3, 903.3: a commander you own has the quoted ability; an opponent's doesn't."""
    s = Scenario()
    (mine,) = s.battlefield(0, bear(name="Captain"))
    (theirs,) = s.battlefield(1, bear(name="Rival"))
    designate_commander(s.game, mine)
    designate_commander(s.game, theirs)
    s.battlefield(0, compile_card(LEADER))
    (token,) = s.battlefield(0, bear(name="Soldier Token", pt="1/1"), token=True)
    (their_token,) = s.battlefield(1, bear(name="Goblin Token", pt="1/1"), token=True)
    assert s.pt(token) == (3, 3)
    assert s.pt(their_token) == (1, 1)
