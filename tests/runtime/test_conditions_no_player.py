"""Older templates compiled from real cards' text and played: "no opponent controls" (CR
102.2, 608.2c) and the status "enchanted" after "that are" (CR 303.4)."""

from __future__ import annotations

from mtgc.compiler.cards import loads
from mtgc.compiler.lower import lower_face
from mtgc.compiler.pipeline import OK, check_face
from mtgc.runtime.cards_basic import creature, grizzly_bears
from mtgc.runtime.scenario import Scenario
from mtgc.runtime.state.objects import CardDefinition


def compiled(text: str) -> CardDefinition:
    """The definition the real pipeline compiles from a card in the library's format."""
    face = loads(text)[0].faces[0]
    result = check_face(face)
    assert result.status == OK, (result.status, result.diagnostics, result.notes)
    lowered = lower_face(face, result.abilities)
    assert lowered.definition is not None and not lowered.unsupported
    return lowered.definition


SKITTISH_KAVU = compiled("""Skittish Kavu {1}{R}
Creature — Kavu
This creature gets +1/+1 as long as no opponent controls a white or blue creature.
2/1""")

GUARDIANS_MAGEMARK = compiled("""Guardian's Magemark {2}{W}
Enchantment — Aura
Flash
Enchant creature
Creatures you control that are enchanted get +1/+1.""")

HOLY_STRENGTH = compiled("""Holy Strength {W}
Enchantment — Aura
Enchant creature
Enchanted creature gets +1/+2.""")


def test_no_opponent_controls_is_true_when_none_does():
    """CR 608.2c: the opponent controls only a green creature, so the Kavu gets +1/+1."""
    s = Scenario()
    kavu = s.battlefield(0, SKITTISH_KAVU)[0]
    s.battlefield(1, grizzly_bears())
    assert s.pt(kavu) == (3, 2)


def test_no_opponent_controls_is_false_when_one_does():
    """CR 608.2c: a white creature of the opponent turns the bonus off; the player's own
    white creature doesn't (only opponents count)."""
    s = Scenario()
    kavu = s.battlefield(0, SKITTISH_KAVU)[0]
    s.battlefield(0, creature("Savannah Lions", "{W}", 2, 1))
    assert s.pt(kavu) == (3, 2)
    s.battlefield(1, creature("Savannah Lions", "{W}", 2, 1))
    assert s.pt(kavu) == (2, 1)


def test_creatures_that_are_enchanted_get_the_bonus():
    """CR 303.4: only the creature with an Aura attached gets +1/+1 from the Magemark (and
    +1/+2 from its own Aura)."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    other = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, GUARDIANS_MAGEMARK, attached_to=bear)
    assert s.pt(bear) == (3, 3)
    assert s.pt(other) == (2, 2)
    s.battlefield(0, HOLY_STRENGTH, attached_to=other)
    assert s.pt(other) == (4, 5)
