"""Layer 6 dependencies and effects in several layers, with cards compiled from their
Oracle text: "has double strike as long as it has first strike" and "creatures with first
strike have double strike" wait for the effect that grants first strike, whatever the
timestamps (CR 613.8a-b: it changes the existence of the first effect, or what it applies
to); an effect applied in one layer keeps applying to the same objects in later layers
even if its ability is removed meanwhile (CR 613.6)."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.continuous.layers import EffectInstance, RemoveAllAbilities
from mtgc.runtime.mana.symbols import ManaType
from mtgc.runtime.scenario import Scenario
from mtgc.runtime.state.abilities import DoubleStrike, FirstStrike

KNIGHT = """Blade Test {1}{W}
Creature — Human Knight
This creature has double strike as long as it has first strike.
2/2"""
LORD = """Strike Lord {2}{W}
Creature — Human Soldier
Creatures you control with first strike have double strike.
1/1"""
STRIKE_AURA = """Strike Aura {W}
Enchantment — Aura
Enchant creature
Enchanted creature has first strike."""
DARK_BEAR = """Dark Bear {1}{B}
Creature — Bear
This creature is black and gets +1/+1.
2/2"""
TWO_SENTENCES = """Dark Bear {1}{B}
Creature — Bear
This creature is black. This creature gets +1/+1.
2/2"""


def _aura_on(s: Scenario, target: int, older_than: int | None = None) -> int:
    """The Strike Aura on ``target``; ``older_than``: with a timestamp before that object's
    (CR 613.7a: it was on the battlefield first)."""
    aura = s.battlefield(0, compile_card(STRIKE_AURA), attached_to=target)[0]
    if older_than is not None:
        s.obj(aura).timestamp = s.obj(older_than).timestamp - 1
        s.game.changed()
    return aura


@pytest.mark.parametrize("aura_older", [False, True])
def test_double_strike_as_long_as_it_has_first_strike(aura_older):
    """CR 613.8a-b, 613.1f: the Aura's layer-6 effect changes the existence of the knight's
    conditional layer-6 effect, so that one waits for it whatever the timestamps: the
    knight has first strike and double strike."""
    s = Scenario()
    knight = s.battlefield(0, compile_card(KNIGHT))[0]
    _aura_on(s, knight, older_than=knight if aura_older else None)
    v = s.game.view(knight)
    assert v.has_keyword(FirstStrike) and v.has_keyword(DoubleStrike)


def test_no_first_strike_no_double_strike():
    """CR 611.3a: without first strike the condition doesn't hold."""
    s = Scenario()
    knight = s.battlefield(0, compile_card(KNIGHT))[0]
    assert not s.game.view(knight).has_keyword(DoubleStrike)


@pytest.mark.parametrize("aura_older", [False, True])
def test_creatures_with_first_strike_have_double_strike(aura_older):
    """CR 613.8a-b: the Aura's effect changes what the lord's effect applies to, so the
    lord's waits: the enchanted bear has double strike, the other bear doesn't."""
    s = Scenario()
    lord = s.battlefield(0, compile_card(LORD))[0]
    enchanted, plain = s.battlefield(0, bear(), bear())
    _aura_on(s, enchanted, older_than=lord if aura_older else None)
    assert s.game.view(enchanted).has_keyword(DoubleStrike)
    assert not s.game.view(plain).has_keyword(DoubleStrike)


def _loses_all_abilities(s: Scenario, target: int) -> None:
    """"Target creature loses all abilities until end of turn." resolved (CR 613.1f)."""
    g = s.game
    g.add_effect(EffectInstance(RemoveAllAbilities(), -1, 1, g.stamp(), frozenset({target}),
                                "eot"))  # fmt: skip


def test_an_effect_in_two_layers_keeps_applying_after_its_ability_is_removed():
    """CR 613.6: "is black and gets +1/+1" starts to apply in layer 5 (black); losing all
    abilities in layer 6 doesn't stop its layer-7c part: the bear is a black 3/3."""
    s = Scenario()
    card = compile_card(DARK_BEAR)  # one sentence: its statics share ``part_of``
    names = [a.part_of for a in card.abilities]
    assert len(names) == 2 and names[0] == names[1] and names[0] is not None
    dark = s.battlefield(0, card)[0]
    assert s.pt(dark) == (3, 3)
    _loses_all_abilities(s, dark)
    v = s.game.view(dark)
    assert v.colors == {ManaType.B} and s.pt(dark) == (3, 3) and not v.abilities


def test_two_separate_abilities_each_stop_when_removed():
    """CR 613.1f, 613.6: as two abilities ("is black." and "gets +1/+1."), the layer-5 one
    applied before the abilities went, and the layer-7c one no longer exists: a black
    2/2."""
    s = Scenario()
    card = compile_card(TWO_SENTENCES)
    assert {a.part_of for a in card.abilities} == {None}
    dark = s.battlefield(0, card)[0]
    _loses_all_abilities(s, dark)
    assert s.game.view(dark).colors == {ManaType.B} and s.pt(dark) == (2, 2)
