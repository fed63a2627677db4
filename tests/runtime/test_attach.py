"""Attach (CR 701.3), compiled from real card text: "attach target Equipment you control to
target creature you control", "Attach this Aura to target creature you control"; an Aura or
Equipment that can't be attached there doesn't move, and attaching to what it's already
attached to does nothing (CR 701.3b)."""

from __future__ import annotations

from kw_compile import bear, compile_card

from mtgc.runtime.actions.primitives import attachable
from mtgc.runtime.cards_basic import plains
from mtgc.runtime.scenario import Scenario

BRASS_SQUIRE = compile_card(
    "Brass Squire {3}\nArtifact Creature — Myr\n"
    "{T}: Attach target Equipment you control to target creature you control.\n1/3"
)
BONESPLITTER = compile_card(
    "Bonesplitter {1}\nArtifact — Equipment\nEquipped creature gets +2/+0.\nEquip {1}"
)
FELIDAR_UMBRA = compile_card(
    "Felidar Umbra {1}{W}\nEnchantment — Aura\nEnchant creature\n"
    "Enchanted creature has lifelink.\n{1}{W}: Attach this Aura to target creature you control.\n"
    "Umbra armor (If enchanted creature would be destroyed, instead remove all damage from it "
    "and destroy this Aura.)"
)
BLACK_KNIGHT = bear("Black Knight", "{B}{B}", "2/2", "Creature — Human Knight",
                    "First strike\nProtection from white")  # fmt: skip


def test_squire_attaches_an_equipment_to_a_creature():
    """CR 701.3a: the Equipment moves onto the creature; it then equips it (+2/+0)."""
    s = Scenario()
    squire = s.battlefield(0, BRASS_SQUIRE)[0]
    splitter = s.battlefield(0, BONESPLITTER)[0]
    bear_id = s.battlefield(0, bear())[0]
    s.activate(0, squire, targets=(splitter, bear_id))
    s.resolve()
    assert s.obj(splitter).attached_to == bear_id
    assert s.pt(bear_id) == (4, 2)


def test_squire_moves_an_equipment_between_creatures():
    """CR 701.3a, 301.5c: an attached Equipment moves to the new creature (one at a time)."""
    s = Scenario()
    squire = s.battlefield(0, BRASS_SQUIRE)[0]
    first = s.battlefield(0, bear())[0]
    second = s.battlefield(0, bear("Runeclaw Bear"))[0]
    splitter = s.battlefield(0, BONESPLITTER, attached_to=first)[0]
    s.activate(0, squire, targets=(splitter, second))
    s.resolve()
    assert s.obj(splitter).attached_to == second
    assert s.pt(first) == (2, 2) and s.pt(second) == (4, 2)


def test_aura_attaches_itself_to_another_creature():
    """CR 701.3a, 701.3c: "Attach this Aura to target creature you control" moves the Aura
    (with a new timestamp); lifelink now goes with the new creature."""
    s = Scenario()
    s.battlefield(0, plains(), plains())
    first = s.battlefield(0, bear())[0]
    second = s.battlefield(0, bear("Runeclaw Bear"))[0]
    umbra = s.battlefield(0, FELIDAR_UMBRA, attached_to=first)[0]
    stamp = s.obj(umbra).timestamp
    s.activate(0, umbra, targets=(second,))
    s.resolve()
    assert s.obj(umbra).attached_to == second
    assert s.obj(umbra).timestamp > stamp


def test_aura_doesnt_move_to_what_it_already_enchants():
    """CR 701.3b: attaching to the object it's already attached to does nothing (no new
    timestamp)."""
    s = Scenario()
    s.battlefield(0, plains(), plains())
    first = s.battlefield(0, bear())[0]
    umbra = s.battlefield(0, FELIDAR_UMBRA, attached_to=first)[0]
    stamp = s.obj(umbra).timestamp
    s.activate(0, umbra, targets=(first,))
    s.resolve()
    assert s.obj(umbra).attached_to == first and s.obj(umbra).timestamp == stamp


def test_aura_doesnt_move_onto_a_creature_with_protection_from_it():
    """CR 701.3b, 702.16c: a white Aura can't be attached to a creature with protection from
    white; it doesn't move (the attach action as an effect performs it, without targeting:
    the Knight couldn't be the ability's target, CR 702.16b)."""
    s = Scenario()
    s.battlefield(0, plains(), plains())
    first = s.battlefield(0, bear())[0]
    umbra = s.battlefield(0, FELIDAR_UMBRA, attached_to=first)[0]
    knight = s.battlefield(0, BLACK_KNIGHT)[0]
    assert not attachable(s.game, umbra, knight)
    assert attachable(s.game, umbra, first) and not attachable(s.game, umbra, umbra)
    s.game.attach(umbra, knight)
    assert s.obj(umbra).attached_to == first
    assert "doesn't move (CR 701.3b)" in s.log()
