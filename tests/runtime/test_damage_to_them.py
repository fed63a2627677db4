""" "[This] deals N damage to them" with no objects before it: "them" is the player of the
triggering event (a player is "they"; CR 120.3: damage to a player), compiled from real
cards' Oracle text and played out."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears
from mtgc.runtime.scenario import Scenario, Step

ROILING_VORTEX = compile_card(
    "At the beginning of each player's upkeep, this enchantment deals 1 damage to them.",
    "Enchantment", "{1}{R}", name="Roiling Vortex")  # fmt: skip
VENGEFUL_TRACKER = compile_card(
    "Whenever an opponent sacrifices an artifact, this creature deals 2 damage to them.",
    "Creature \u2014 Human Ranger", "{2}{R}", ("2", "2"), name="Vengeful Tracker")  # fmt: skip
IDOL = compile_card("{T}, Sacrifice this artifact: Draw a card.", "Artifact", "{1}",
                    name="Idol")  # fmt: skip


def test_roiling_vortex_damages_each_player_at_their_upkeep():
    """CR 503.1, 120.3: at Bob's upkeep Bob takes 1, at Alice's next upkeep Alice does."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    s.battlefield(0, ROILING_VORTEX)
    s.library(0, grizzly_bears(), grizzly_bears())
    s.library(1, grizzly_bears(), grizzly_bears())
    s.advance_to(Step.UPKEEP)
    s.resolve_stack()
    assert s.state.active == 1 and (s.life(0), s.life(1)) == (20, 19)
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)
    s.resolve_stack()
    assert s.state.active == 0 and (s.life(0), s.life(1)) == (19, 19)


def test_vengeful_tracker_damages_the_sacrificing_opponent():
    """CR 120.3: Bob sacrifices an artifact; the Tracker deals 2 damage to him."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.battlefield(0, VENGEFUL_TRACKER)
    idol = s.battlefield(1, IDOL)[0]
    s.library(1, grizzly_bears())
    s.activate(1, idol, 0)
    s.resolve_stack()
    assert (s.life(0), s.life(1)) == (20, 18)
