"""Counting the permanents that died this turn (CR 700.4, 500.7), compiled from real card
text: "for each creature that died this turn", "for each Zubera that died this turn" — each
counted with its types as it last existed on the battlefield (CR 608.2h)."""

from __future__ import annotations

from kw_compile import compile_card

from mtgc.runtime.cards_basic import creature, grizzly_bears, swamp
from mtgc.runtime.scenario import Scenario, Step, Zone

GHOUL = compile_card("""Khabál Ghoul {2}{B}
Creature — Zombie
At the beginning of each end step, put a +1/+1 counter on this creature for each creature that died this turn.
1/1""")  # noqa: E501
ZUBERA = compile_card("""Silent-Chant Zubera {1}{W}
Creature — Zubera Spirit
When this creature dies, you gain 2 life for each Zubera that died this turn.
1/2""")
DAMNATION = compile_card("Damnation {2}{B}{B}\nSorcery\nDestroy all creatures.")


def test_the_ghoul_counts_every_creature_that_died():
    """CR 700.4: two creatures died this turn (one of each player's) — two counters; a
    creature exiled didn't die and isn't counted."""
    s = Scenario()
    ghoul = s.battlefield(0, GHOUL)[0]
    bear, other, exiled = s.battlefield(1, grizzly_bears(), creature("Elf", "{G}", 1, 1),
                                        creature("Imp", "{B}", 1, 1))  # fmt: skip
    s.game.destroy(bear)
    s.game.destroy(other)
    s.game.move(exiled, Zone.EXILE)
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.obj(ghoul).counters.get("+1/+1") == 2


def test_zubera_counts_the_zubera_that_died_itself_included():
    """CR 700.4, 603.10a: two Zubera and a Bear die at once (CR 701.8); each Zubera's
    trigger counts both Zubera (itself too) but not the Bear: 2 × 2 life for each of the
    two triggers."""
    s = Scenario()
    s.battlefield(0, ZUBERA, ZUBERA, grizzly_bears())
    s.battlefield(0, swamp(), swamp(), swamp(), swamp())
    s.cast(0, s.hand(0, DAMNATION)[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD).count("Silent-Chant Zubera") == 2
    assert s.life(0) == 28
