""" "Becomes the target of" triggers (CR 115.1, 603.2), compiled from real card text: a
spell only, not an ability (CR 112.1: Labyrinth Guardian), the creature an Aura enchants
(Spectral Prison) and any creature that fits (Horobi, Death's Wail), with whose spell or
ability it is (Stormchaser Drake: "a spell you control")."""

from kw_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, island, mountain
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.objects import PlayerRef

GUARDIAN = """Labyrinth Guardian {1}{U}
Creature — Zombie Warrior
When this creature becomes the target of a spell, sacrifice it.
2/3"""
PRISON = """Spectral Prison {2}{U}
Enchantment — Aura
Enchant creature
Enchanted creature doesn't untap during its controller's untap step.
When enchanted creature becomes the target of a spell, sacrifice this Aura."""
HOROBI = """Horobi, Death's Wail {2}{B}{B}
Legendary Creature — Spirit
Flying
Whenever a creature becomes the target of a spell or ability, destroy that creature.
4/4"""
DRAKE = """Stormchaser Drake {1}{U}
Creature — Drake
Flying
Whenever this creature becomes the target of a spell you control, draw a card.
2/1"""
GROWTH = """Test Growth {R}
Instant
Target creature gets +1/+1 until end of turn."""
PINGER = """Test Pinger {R}
Creature — Goblin
{T}: This creature deals 1 damage to any target.
1/1"""


def test_a_spell_not_an_ability():
    """CR 112.1, 115.1: an ability targeting the guardian doesn't trigger it; a spell does."""
    s = Scenario()
    guardian = s.battlefield(1, compile_card(GUARDIAN))[0]
    pinger = s.battlefield(0, compile_card(PINGER))[0]
    s.battlefield(0, mountain())
    s.activate(0, pinger, targets=(guardian,))
    s.resolve_stack()
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Labyrinth Guardian"]
    s.cast(0, s.hand(0, compile_card(GROWTH))[0], targets=(guardian,))
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Labyrinth Guardian"]


def test_enchanted_creature_becomes_the_target():
    """CR 303.4, 115.1: a spell targeting the enchanted creature: the Aura is sacrificed;
    one targeting another creature leaves it."""
    s = Scenario()
    bears, other = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.battlefield(0, compile_card(PRISON), attached_to=bears)
    s.battlefield(0, mountain(), mountain())
    s.cast(0, s.hand(0, compile_card(GROWTH))[0], targets=(other,))
    s.resolve_stack()
    assert "Spectral Prison" in s.zone_names(0, Zone.BATTLEFIELD)
    s.cast(0, s.hand(0, compile_card(GROWTH))[0], targets=(bears,))
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Spectral Prison", "Test Growth", "Test Growth"]


def test_any_creature_that_becomes_a_target():
    """CR 603.2: Horobi destroys the targeted creature (not a targeted player)."""
    s = Scenario()
    s.battlefield(1, compile_card(HOROBI))
    bears = s.battlefield(0, grizzly_bears())[0]
    pinger = s.battlefield(0, compile_card(PINGER))[0]
    s.activate(0, pinger, targets=(PlayerRef(1),))
    s.resolve_stack()
    assert s.life(1) == 19 and s.zone_names(0, Zone.GRAVEYARD) == []
    s.battlefield(0, mountain())
    s.cast(0, s.hand(0, compile_card(GROWTH))[0], targets=(bears,))
    s.resolve_stack()
    assert "Grizzly Bears" in s.zone_names(0, Zone.GRAVEYARD)


def test_a_spell_you_control():
    """CR 115.1: Alice's spell targeting her drake draws her a card; Bob's doesn't."""
    s = Scenario()
    drake = s.battlefield(0, compile_card(DRAKE))[0]
    s.battlefield(0, mountain())
    s.battlefield(1, mountain())
    s.library(0, island(), island())
    s.cast(0, s.hand(0, compile_card(GROWTH))[0], targets=(drake,))
    s.resolve_stack()
    assert len(s.state.players[0].hand) == 1
    s.pass_priority(0)
    s.cast(1, s.hand(1, compile_card(GROWTH))[0], targets=(drake,))
    s.resolve_stack()
    assert len(s.state.players[0].hand) == 1
