""" "For each [objects], [effect]." (CR 608.2c, 609.3), compiled from real cards' Oracle
text: the effect is followed once per object, "its controller" naming that object's."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import grizzly_bears, island, mountain, swamp
from mtgc.runtime.scenario import Scenario, Zone

BRASS_BOUNTY = compile_card("For each land you control, create a Treasure token.", "Sorcery",
                            "{6}{R}", name="Brass's Bounty")  # fmt: skip
FADE_AWAY = compile_card("For each creature, its controller sacrifices a permanent of their "
                         "choice unless they pay {1}.", "Sorcery", "{2}{U}",
                         name="Fade Away")  # fmt: skip


def test_brass_bounty_counts_lands_once():
    """CR 608.2c: seven lands — seven Treasures (the new artifacts don't add to the count)."""
    s = Scenario()
    s.battlefield(0, *[mountain() for _ in range(7)])
    s.cast(0, s.hand(0, BRASS_BOUNTY)[0])
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Treasure Token") == 7


def test_fade_away_asks_each_creatures_controller():
    """CR 608.2c, 118.12: Bob controls two creatures: he pays {1} for one (his only land)
    and sacrifices a permanent for the other."""
    s = Scenario()
    s.battlefield(0, island(), island(), island())
    s.battlefield(1, grizzly_bears(), grizzly_bears(), swamp())
    s.answer(1, ChooseYesNo, True, about="pay")
    s.cast(0, s.hand(0, FADE_AWAY)[0])
    s.resolve()
    assert len(s.zone_names(1, Zone.GRAVEYARD)) == 1
    assert len(s.zone_names(1, Zone.BATTLEFIELD)) == 2
