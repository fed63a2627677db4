"""Sacrifice as an effect (CR 701.21a): "[player] sacrifices it", "sacrifice all [permanents]
you control", "sacrifice them" — real cards compiled from their Oracle text."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears, mountain, plains, swamp
from mtgc.runtime.scenario import Scenario, Step, Zone

MERCY_KILLING = compile_card("Target creature's controller sacrifices it, then creates X 1/1 "
                             "green and white Elf Warrior creature tokens, where X is that "
                             "creature's power.", "Instant", "{2}{G/W}")  # fmt: skip
DEATH_PIT_OFFERING = compile_card("When this enchantment enters, sacrifice all creatures you "
                                  "control.\nCreatures you control get +2/+2.", "Enchantment",
                                  "{2}{B}{B}", name="Death Pit Offering")  # fmt: skip
SALT_ROAD_SKIRMISH = compile_card("Destroy target creature. Create two 1/1 red Warrior "
                                  "creature tokens. They gain haste until end of turn. "
                                  "Sacrifice them at the beginning of the next end step.",
                                  "Sorcery", "{3}{B}")  # fmt: skip


def test_target_creatures_controller_sacrifices_it():
    """CR 701.21a, 608.2h: Bob sacrifices his creature (not destroyed), and gets tokens equal
    to its last known power."""
    s = Scenario()
    s.battlefield(0, forest(), plains(), plains())
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    bears = s.battlefield(1, grizzly_bears())[0]
    mine = s.battlefield(0, grizzly_bears())[0]
    s.cast(0, s.hand(0, MERCY_KILLING)[0], targets=(bears,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_of(mine) is Zone.BATTLEFIELD
    assert sorted(s.zone_names(1, Zone.BATTLEFIELD)) == ["Elf Warrior Token", "Elf Warrior Token"]
    assert "sacrifice" in s.log().lower()


def test_sacrifice_all_creatures_you_control():
    """CR 701.21a: only the creatures Alice controls; Bob's stay."""
    s = Scenario()
    s.battlefield(0, *[swamp() for _ in range(4)])
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    a1, a2 = s.battlefield(0, grizzly_bears(), grizzly_bears())
    b1 = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, DEATH_PIT_OFFERING)[0])
    s.resolve_stack()
    assert s.zone_of(a1) is None and s.zone_of(a2) is None
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears", "Grizzly Bears"]
    assert s.zone_of(b1) is Zone.BATTLEFIELD
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Death Pit Offering") == 1


def test_sacrifice_them_at_the_next_end_step():
    """CR 603.7c, 701.21a: "them" are the two tokens created; they're sacrificed later."""
    s = Scenario()
    s.battlefield(0, swamp(), mountain(), mountain(), mountain())
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    bears = s.battlefield(1, grizzly_bears())[0]
    mine = s.battlefield(0, grizzly_bears())[0]
    s.cast(0, s.hand(0, SALT_ROAD_SKIRMISH)[0], targets=(bears,))
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Warrior Token") == 2
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Warrior Token") == 0
    assert s.zone_of(mine) is Zone.BATTLEFIELD
