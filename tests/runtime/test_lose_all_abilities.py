"""'loses all abilities' (CR 613.1f, layer 6), compiled from real cards' text (Kasmina's
Transmutation, a static ability; Turn to Frog, a resolving spell's effect)."""

from kw_compile import bear, compile_card

from mtgc.runtime.scenario import Scenario, Step
from mtgc.runtime.state.abilities import Flying

TRANSMUTATION = """Kasmina's Transmutation {1}{U}
Enchantment — Aura
Enchant creature
Enchanted creature loses all abilities and has base power and toughness 1/1."""
TURN_TO_FROG = """Turn to Frog {1}{U}
Instant
Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1."""  # noqa: E501
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"


def _drake() -> object:
    return bear(name="Wind Drake", cost="{2}{U}", types="Creature — Drake", pt="2/2",
                text="Flying")  # fmt: skip


def test_enchanted_creature_loses_all_abilities():
    """CR 613.1f, 611.3a: as long as the Aura enchants it, the creature has no abilities
    (and base 1/1, layer 7b)."""
    s = Scenario()
    (drake,) = s.battlefield(0, _drake())
    assert s.game.view(drake).has_keyword(Flying)
    s.battlefield(1, compile_card(TRANSMUTATION), attached_to=drake)
    assert not s.game.view(drake).has_keyword(Flying)
    assert s.game.view(drake).abilities == ()
    assert s.pt(drake) == (1, 1)


def test_target_creature_loses_all_abilities_until_end_of_turn():
    """CR 611.2a, 613.1f: until end of turn, then it has flying again (CR 514.2)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (drake,) = s.battlefield(1, _drake())
    s.battlefield(0, *[compile_card(ISLAND)] * 2)
    s.cast(0, s.hand(0, compile_card(TURN_TO_FROG))[0], targets=(drake,))
    s.resolve_stack()
    assert not s.game.view(drake).has_keyword(Flying)
    assert s.pt(drake) == (1, 1)
    assert "Frog" in s.game.view(drake).subtypes
    s.advance_to(Step.CLEANUP)
    assert s.game.view(drake).has_keyword(Flying)
    assert s.pt(drake) == (2, 2)
