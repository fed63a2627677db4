"""Bargain (CR 702.166), compiled from a real card's text (High Fae Negotiator)."""

from kw_compile import bear, compile_card

from mtgc.runtime.scenario import Scenario, Step, Zone

NEGOTIATOR = """High Fae Negotiator {3}{B}
Creature — Faerie Warlock
Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)
Flying
When this creature enters, if it was bargained, each opponent loses 3 life and you gain 3 life.
3/2"""
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"
TOKEN_MAKER = "Rock {0}\nArtifact\n{T}: Add {C}.\n"


def _cast(s: Scenario, bargain: bool) -> None:
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(SWAMP)] * 4)
    card = s.hand(0, compile_card(NEGOTIATOR))[0]
    s.cast(0, card, optional=(0,) if bargain else ())
    s.resolve_stack()


def test_bargained_negotiator_drains_three():
    """CR 702.166a-b: sacrificing an artifact as it's cast, it's bargained: its enters
    trigger drains 3."""
    s = Scenario()
    s.battlefield(0, compile_card(TOKEN_MAKER))  # the only artifact, enchantment or token
    _cast(s, True)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Rock"]
    assert (s.life(0), s.life(1)) == (23, 17)


def test_unbargained_negotiator_does_nothing_more():
    """CR 702.166b: without the sacrifice the trigger's "if it was bargained" is false."""
    s = Scenario()
    _cast(s, False)
    assert s.find("High Fae Negotiator", Zone.BATTLEFIELD, 0)
    assert (s.life(0), s.life(1)) == (20, 20)


def test_bargain_cant_sacrifice_a_nontoken_creature():
    """CR 702.166a: only an artifact, enchantment or token can be sacrificed."""
    import pytest

    from mtgc.runtime.errors import RulesError

    s = Scenario()
    (elf,) = s.battlefield(0, bear(name="Elf", pt="1/1"))
    with pytest.raises(RulesError):
        _cast(s, True)
    assert s.zone_of(elf) is Zone.BATTLEFIELD
