"""Switching power and toughness (CR 613.4d, layer 7d), compiled from real cards' text."""

from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, island, swamp
from mtgc.runtime.scenario import Scenario, Zone

#: Phantasmal Fiend
FIEND = compile_card("{B}: This creature gets +1/−1 until end of turn.\n{1}{U}: Switch this "
                     "creature's power and toughness until end of turn.",
                     "Creature — Illusion", "{3}{B}", ("1", "5"),
                     name="Phantasmal Fiend")  # fmt: skip
#: Twisted Image
TWISTED_IMAGE = compile_card("Switch target creature's power and toughness until end of turn."
                             "\nDraw a card.", "Instant", "{U}", name="Twisted Image")  # fmt: skip


def test_a_switch_applies_after_later_pumps():
    """CR 613.4d: the switch applies in layer 7d, after every +N/-N of layer 7c whatever
    their timestamps: the 1/5 Fiend switched is 5/1; pumped +1/-1 after that it is 4/2 (its
    2/4 switched), not 6/0. The switch ends at end of turn (CR 514.2)."""
    s = Scenario()
    s.battlefield(0, island(), island(), swamp())
    fiend = s.battlefield(0, FIEND)[0]
    s.activate(0, fiend, 1)
    s.resolve_stack()
    assert s.pt(fiend) == (5, 1)
    s.activate(0, fiend, 0)
    s.resolve_stack()
    assert s.pt(fiend) == (4, 2)
    assert s.zone_of(fiend) is Zone.BATTLEFIELD


def test_a_zero_power_wall_switched_dies():
    """CR 613.4d, 704.5f: a 0/4 switched is 4/0 and is put into its owner's graveyard."""
    s = Scenario()
    s.battlefield(0, island())
    s.library(0, island())
    wall = s.battlefield(1, creature("Wall of Wood", "{G}", 0, 4))[0]
    s.cast(0, s.hand(0, TWISTED_IMAGE)[0], targets=(wall,))
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Wall of Wood"]
    assert s.zone_names(0, Zone.HAND) == ["Island"]
