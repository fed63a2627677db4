"""Triggers on a player's nth spell of a turn (CR 603.2, 601.2i, 500.7), compiled from real
cards' text."""

from effects_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, mountain
from mtgc.runtime.scenario import PlayerRef, Scenario
from mtgc.runtime.state.game_state import Step

#: Hearthborn Battler
BATTLER = compile_card("Haste\nWhenever a player casts their second spell each turn, this "
                       "creature deals 2 damage to target opponent.",
                       "Creature — Lizard Warlock", "{2}{R}", ("2", "3"),
                       name="Hearthborn Battler")  # fmt: skip
SHOCK = compile_card("Shock deals 2 damage to any target.", "Instant", "{R}", name="Shock")


def test_second_spell_each_turn_triggers_once():
    """Only the caster's second spell of the turn triggers it: not the first, not the
    third."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, BATTLER, mountain(), mountain(), mountain())
    for _ in range(3):
        s.cast(0, s.hand(0, SHOCK)[0], targets=(PlayerRef(1),))
        s.resolve_stack()
    # three Shocks (6) and one trigger (2), on the second spell only
    assert s.life(1) == 12


def test_nth_counts_per_player():
    """Each player's spells are counted apart: the opponent's first spell is not the
    controller's second."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, BATTLER, mountain())
    s.battlefield(1, mountain())
    s.library(1, grizzly_bears())
    s.cast(0, s.hand(0, SHOCK)[0], targets=(PlayerRef(1),))
    s.pass_priority(0)
    s.cast(1, s.hand(1, SHOCK)[0], targets=(PlayerRef(0),))
    s.resolve_stack()
    assert s.life(1) == 18 and s.life(0) == 18
