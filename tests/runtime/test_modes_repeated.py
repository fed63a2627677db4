"""Modal spells whose modes may be chosen more than once (CR 700.2d), compiled from real
card text: "Choose three. You may choose the same mode more than once." — a mode chosen
twice happens twice, in printed order, each time with its own targets."""

import pytest
from kw_compile import compile_card

from mtgc.runtime.agents import ChooseModes
from mtgc.runtime.cards_basic import grizzly_bears, mountain
from mtgc.runtime.errors import InvalidInputError
from mtgc.runtime.scenario import Scenario, Zone

FIERY = compile_card("""Fiery Confluence {2}{R}{R}
Sorcery
Choose three. You may choose the same mode more than once.
• Fiery Confluence deals 1 damage to each creature.
• Fiery Confluence deals 2 damage to each opponent.
• Destroy target artifact.""")
ORNITHOPTER = compile_card("""Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2""")


def _cast(modes, targets=()):
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain(), mountain())
    s.cast(0, s.hand(0, FIERY)[0], modes=modes, targets=targets)
    s.resolve()
    return s


def test_same_mode_three_times():
    """CR 700.2d: the second mode chosen three times deals 2 damage three times: 6."""
    s = _cast((1, 1, 1))
    assert s.life(1) == 14 and s.life(0) == 20


def test_damage_to_each_creature_twice_kills_a_two_toughness_creature():
    """CR 700.2d: "1 damage to each creature" twice is 2 damage to Grizzly Bears (2/2),
    which dies (CR 704.5g); then 2 damage to the opponent once."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain(), mountain())
    s.battlefield(1, grizzly_bears())
    s.cast(0, s.hand(0, FIERY)[0], modes=(0, 1, 0))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.life(1) == 18


def test_a_repeated_targeted_mode_has_a_target_each_time():
    """CR 700.2d: "Destroy target artifact" chosen twice targets two artifacts (different
    ones here); each is destroyed."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain(), mountain())
    a = s.battlefield(1, ORNITHOPTER)[0]
    b = s.battlefield(1, ORNITHOPTER)[0]
    s.cast(0, s.hand(0, FIERY)[0], modes=(2, 2, 1), targets=(a, b))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Ornithopter", "Ornithopter"]
    assert s.life(1) == 18


def test_without_the_rider_a_mode_cant_repeat():
    """CR 700.2d: normally the same mode can't be chosen more than once; three modes must be
    chosen for "Choose three" even when they repeat."""
    assert ChooseModes(0, 3, 3, repeat=True).validate((2, 0, 2)) == (0, 2, 2)
    with pytest.raises(InvalidInputError):
        ChooseModes(0, 3, 3).validate((2, 0, 2))
    with pytest.raises(InvalidInputError):
        ChooseModes(0, 3, 3, repeat=True).validate((1, 1))
    with pytest.raises(InvalidInputError):
        _cast((1, 1))
