"""Rules properties (CR 702.2b, 702.12b, 702.15b): destroying, lethal damage, deathtouch and
lifelink read what an object's current abilities make true after continuous effects
(CR 613), never a keyword by name — so an ability granted by an Aura counts, and any
ability that declares the property does, with cards compiled from their Oracle text."""

from __future__ import annotations

import attrs

import mtgc
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.abilities import Ability
from mtgc.runtime.state.objects import RulesProperty


def one(text: str):
    (card,) = mtgc.compile(text)
    return card


SWAMP = one("Swamp\nBasic Land — Swamp\n({T}: Add {B}.)\n")
MOUNTAIN = one("Mountain\nBasic Land — Mountain\n({T}: Add {R}.)\n")
MURDER = one("Murder {1}{B}{B}\nInstant\nDestroy target creature.\n")
BOLT = one("Lightning Bolt {R}\nInstant\nLightning Bolt deals 3 damage to any target.\n")
BEAR = one("Grizzly Bears {1}{G}\nCreature — Bear\n2/2\n")
GUARD = one(
    "Guard Test {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has "
    "indestructible.\n"
)
DARKSTEEL = one("Darksteel Myr {3}\nArtifact Creature — Phyrexian Myr\nIndestructible\n0/1\n")


def test_indestructible_granted_by_an_aura_survives_destroy_and_lethal_damage():
    """CR 702.12b, 613.1f: the Aura's layer-6 effect gives the bear indestructible; Murder
    doesn't destroy it (701.8) and lethal damage doesn't either (704.5g)."""
    s = Scenario()
    s.battlefield(0, SWAMP, SWAMP, SWAMP, MOUNTAIN)
    bear = s.battlefield(1, BEAR)[0]
    s.battlefield(1, GUARD, attached_to=bear)
    assert s.game.view(bear).has_property(RulesProperty.INDESTRUCTIBLE)
    s.cast(0, s.hand(0, MURDER)[0], targets=(bear,))
    s.resolve()
    s.cast(0, s.hand(0, BOLT)[0], targets=(bear,))
    s.resolve()
    assert s.zone_of(bear) is Zone.BATTLEFIELD and s.obj(bear).damage == 3


def test_printed_indestructible_is_the_same_property():
    """CR 702.12b: Darksteel Myr isn't destroyed by Murder."""
    s = Scenario()
    s.battlefield(0, SWAMP, SWAMP, SWAMP)
    myr = s.battlefield(1, DARKSTEEL)[0]
    s.cast(0, s.hand(0, MURDER)[0], targets=(myr,))
    s.resolve()
    assert s.zone_of(myr) is Zone.BATTLEFIELD


@attrs.frozen
class _NotAKeyword(Ability):
    """An ability that isn't the indestructible keyword but says the same rule (CR 702.12b:
    the rules read the property, not the keyword)."""

    properties = frozenset({RulesProperty.INDESTRUCTIBLE})


def test_destroy_reads_the_property_not_the_keyword():
    """CR 702.12b: destroying checks the rules property; an ability declaring it (not the
    Indestructible keyword class) is enough. A bear without it is destroyed."""
    s = Scenario()
    s.battlefield(0, SWAMP, SWAMP, SWAMP, SWAMP, SWAMP, SWAMP)
    sturdy = attrs.evolve(BEAR, abilities=(*BEAR.abilities, _NotAKeyword()))
    keeps, plain = s.battlefield(1, sturdy, BEAR)
    for target in (keeps, plain):
        s.cast(0, s.hand(0, MURDER)[0], targets=(target,))
        s.resolve()
    assert s.zone_of(keeps) is Zone.BATTLEFIELD and s.zone_of(plain) is None
