"""Damage dealt by another object (CR 120.1, 608.2b, 608.2h), compiled from card text."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.cards_basic import forest, grizzly_bears, mountain
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.objects import PlayerRef

GIANT = compile_card("", "Creature — Giant", "{4}{R}", ("5", "5"), name="Giant")
BITE = compile_card("Target creature you control deals damage equal to its power to target "
                    "creature you don't control.", cost="{G}", name="Bite")  # fmt: skip


def test_bite():
    """CR 120.1: the first target is the source of damage equal to its power."""
    s = Scenario()
    s.battlefield(0, forest())
    giant = s.battlefield(0, GIANT)[0]
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, BITE)[0], targets=(giant, bear))
    s.resolve()
    assert s.zone_of(bear) is None and s.obj(giant).damage == 0


def test_bite_with_an_illegal_source_deals_no_damage():
    """CR 608.2b: if the source target became illegal, it deals no damage."""
    s = Scenario()
    s.battlefield(0, forest(), mountain())
    giant = s.battlefield(0, GIANT)[0]
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, BITE)[0], targets=(giant, bear))
    kill = compile_card("Destroy target creature.", cost="{R}")
    s.cast(0, s.hand(0, kill)[0], targets=(giant,))
    s.resolve()
    s.resolve()
    assert s.zone_of(bear) is Zone.BATTLEFIELD


def test_dies_trigger_deals_damage_from_the_dead_creature():
    """CR 608.2h: "When this creature dies, it deals 2 damage to any target" — the source
    as it last existed on the battlefield."""
    myr = compile_card("When this creature dies, it deals 2 damage to any target.",
                       "Artifact Creature — Myr", "{2}", ("1", "1"), name="Myr")  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain())
    m = s.battlefield(0, myr)[0]
    s.answer(0, ChooseTargets, (PlayerRef(1),))
    s.cast(0, s.hand(0, compile_card("Destroy target creature.", cost="{R}"))[0], targets=(m,))
    s.resolve()
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Myr", "Test Card"]
    assert s.life(1) == 18 and s.life(0) == 20
