"""CR 700.8: a player's party — up to one each of Cleric, Rogue, Warrior and Wizard among
the creatures they control — counted by real cards compiled from their Oracle text."""

from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature
from mtgc.runtime.scenario import Scenario

SHEPHERD_OF_HEROES = compile_card(
    "Flying\nWhen this creature enters, you gain 2 life for each creature in your party. "
    "(Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)",
    "Creature — Angel Cleric", "{4}{W}", ("3", "4"), name="Shepherd of Heroes")  # fmt: skip


def _gain_with(*others) -> int:
    s = Scenario()
    s.battlefield(0, *others)
    s.battlefield(0, SHEPHERD_OF_HEROES, enter=True)
    s.resolve_stack()
    return s.life(0) - 20


def test_shepherd_alone_is_a_party_of_one():
    """CR 700.8: the Shepherd itself is a Cleric."""
    assert _gain_with() == 2


def test_two_clerics_fill_one_place():
    """CR 700.8: up to one of each type — a second Cleric adds nothing; a Rogue does."""
    cleric = creature("Acolyte", "{W}", 1, 1, subtypes=("Human", "Cleric"))
    rogue = creature("Thief", "{B}", 1, 1, subtypes=("Human", "Rogue"))
    assert _gain_with(cleric) == 2
    assert _gain_with(cleric, rogue) == 4


def test_a_creature_of_two_party_types_fills_the_free_place():
    """CR 700.8a: a Cleric Wizard is counted as the Wizard when the Shepherd is the
    Cleric; a Warrior makes three; a Bear isn't in the party."""
    cleric_wizard = creature("Sage", "{U}", 1, 1, subtypes=("Cleric", "Wizard"))
    warrior = creature("Brute", "{R}", 2, 2, subtypes=("Warrior",))
    bear = creature("Bear", "{G}", 2, 2, subtypes=("Bear",))
    assert _gain_with(cleric_wizard) == 4
    assert _gain_with(cleric_wizard, warrior, bear) == 6
