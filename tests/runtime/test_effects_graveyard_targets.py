"""Targets in graveyards (CR 115.1, 400.7), compiled from card text."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import creature, grizzly_bears, island, plains, swamp
from mtgc.runtime.errors import TargetError
from mtgc.runtime.scenario import Scenario, Zone

GRAVEDIGGER = compile_card(
    "When this creature enters, you may return target creature card from your graveyard to "
    "your hand.", "Creature — Zombie", "{3}{B}", ("2", "2"), name="Gravedigger")  # fmt: skip
SHADOWFEED = compile_card("Exile target card from a graveyard. You gain 3 life.",
                          cost="{B}", name="Shadowfeed")  # fmt: skip


def test_return_target_creature_card_from_your_graveyard():
    """CR 603.3d, 115.1: the trigger targets a creature card in its controller's graveyard;
    a land card there or a creature card in an opponent's graveyard isn't legal."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), swamp(), swamp())
    bear, land = s.graveyard(0, grizzly_bears(), plains())
    theirs = s.graveyard(1, grizzly_bears())[0]
    digger = s.hand(0, GRAVEDIGGER)[0]
    seen = []

    def pick(decision):
        seen.append(decision.options)
        return (bear,)

    from mtgc.runtime.agents import ChooseTargets

    s.answer(0, ChooseTargets, pick)
    s.answer(0, ChooseYesNo, True)
    s.cast(0, digger)
    s.resolve_stack()
    assert seen == [((bear,),)]
    assert land and theirs
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_exile_target_card_from_a_graveyard():
    """CR 115.1: "target card from a graveyard" — any graveyard; the rest of the spell
    follows."""
    s = Scenario()
    s.battlefield(0, swamp())
    card = s.graveyard(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, SHADOWFEED)[0], targets=(card,))
    s.resolve()
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"] and s.life(0) == 23


def test_card_that_left_the_graveyard_is_an_illegal_target():
    """CR 400.7, 608.2b: the card leaves the graveyard before resolution; it is a new object
    and the spell, its only target illegal, doesn't resolve (no life gained)."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    card = s.graveyard(1, grizzly_bears())[0]
    a, b = s.hand(0, SHADOWFEED, SHADOWFEED)
    s.cast(0, a, targets=(card,))
    s.cast(0, b, targets=(card,))
    s.resolve_stack()
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"] and s.life(0) == 23


def test_permanent_card_excludes_instants():
    """CR 110.4b: "target permanent card" — an instant card isn't one."""
    s = Scenario()
    s.battlefield(0, island())
    spell = s.hand(0, compile_card(
        "Return target permanent card from your graveyard to your hand.", cost="{U}"))[0]
    instant, bear = s.graveyard(0, SHADOWFEED, grizzly_bears())
    with pytest.raises(TargetError):
        s.cast(0, spell, targets=(instant,))
    s.cast(0, spell, targets=(bear,))
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_return_target_creature_card_to_the_battlefield():
    """CR 110.2: "Return target creature card from a graveyard to the battlefield under your
    control" — from the opponent's graveyard, controlled by the caster."""
    s = Scenario()
    s.battlefield(0, swamp())
    card = s.graveyard(1, grizzly_bears())[0]
    spell = s.hand(0, compile_card(
        "Return target creature card from a graveyard to the battlefield under your control.",
        cost="{B}"))[0]  # fmt: skip
    s.cast(0, spell, targets=(card,))
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Grizzly Bears", "Swamp"]


def test_return_tapped_under_its_owners_control():
    """CR 110.2: without "under your control" the card enters under its owner's control;
    "tapped" is kept."""
    s = Scenario()
    s.battlefield(0, swamp())
    card = s.graveyard(1, grizzly_bears())[0]
    spell = s.hand(0, compile_card(
        "Return target creature card from a graveyard to the battlefield tapped.",
        cost="{B}"))[0]  # fmt: skip
    s.cast(0, spell, targets=(card,))
    s.resolve()
    (bear,) = s.find("Grizzly Bears", Zone.BATTLEFIELD)
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Grizzly Bears"] and s.obj(bear).tapped


def test_flicker_returns_the_new_object():
    """CR 400.7, 610.3: "Exile target creature you control, then return that card to the
    battlefield under its owner's control" — the card returns as a new object: its damage is
    gone and its enters trigger fires again."""
    elf = compile_card("When this creature enters, you gain 2 life.", "Creature — Elf", "{1}",
                       ("2", "2"), name="Elf")  # fmt: skip
    s = Scenario()
    s.battlefield(0, plains())
    old = s.battlefield(0, elf)[0]
    s.obj(old).damage = 1
    spell = s.hand(0, compile_card(
        "Exile target creature you control, then return that card to the battlefield under "
        "its owner's control.", cost="{W}"))[0]  # fmt: skip
    s.cast(0, spell, targets=(old,))
    s.resolve_stack()
    (new,) = s.find("Elf", Zone.BATTLEFIELD)
    assert new != old and s.obj(new).damage == 0 and s.life(0) == 22


def test_return_all_creature_cards_from_your_graveyard():
    """CR 110.2: "Return all creature cards from your graveyard to the battlefield" — every
    creature card there, none of the others, nothing from the opponent's graveyard."""
    s = Scenario()
    s.battlefield(0, swamp())
    s.graveyard(0, grizzly_bears(), plains(), grizzly_bears())
    s.graveyard(1, grizzly_bears())
    spell = compile_card("Return all creature cards from your graveyard to the battlefield.",
                         "Sorcery", "{B}", name="Rise")  # fmt: skip
    s.cast(0, s.hand(0, spell)[0])
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Grizzly Bears", "Grizzly Bears", "Swamp"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Plains", "Rise"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


#: Desecrate Reality's Adamant line, its effect alone (the template "with an odd mana value")
ODD_RETURN = compile_card("Return target permanent card with an odd mana value from your "
                          "graveyard to the battlefield.", "Sorcery", "{B}",
                          name="Desecrate Reality")  # fmt: skip


def test_with_an_odd_mana_value():
    """CR 202.3, 208: "with an odd mana value" — Grizzly Bears (mana value 2, even) and a
    Plains (0, which is even) aren't legal targets; a 3-mana creature card is."""
    s = Scenario()
    s.battlefield(0, swamp())
    ogre = creature("Ogre", "{2}{R}", 3, 3, subtypes=("Ogre",))
    bear, land, giant = s.graveyard(0, grizzly_bears(), plains(), ogre)
    spell = s.hand(0, ODD_RETURN)[0]
    for wrong in (bear, land):
        with pytest.raises(TargetError):
            s.cast(0, spell, targets=(wrong,))
    s.cast(0, spell, targets=(giant,))
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Ogre", "Swamp"]
