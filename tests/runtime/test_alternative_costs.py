"""Costs offered as alternatives (CR 601.2b, 608.2d, 118.3): "As an additional cost to cast
this spell, discard a card or pay {5}" — the caster announces which one and pays only it;
"reveal an Elf card from your hand" as a cost (CR 701.20a). Compiled from real cards."""

from __future__ import annotations

import pytest
from kw_compile import compile_card

from mtgc.runtime.agents import ChooseOption
from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import Scenario, Zone

AXE = compile_card("""Lightning Axe {R}
Instant
As an additional cost to cast this spell, discard a card or pay {5}.
Lightning Axe deals 5 damage to target creature.""")

VANQUISHER = compile_card("""Wren's Run Vanquisher {1}{G}
Creature — Elf Warrior
As an additional cost to cast this spell, reveal an Elf card from your hand or pay {3}.
Deathtouch
3/3""")

ELF = compile_card("""Llanowar Elves {G}
Creature — Elf Druid
{T}: Add {G}.
1/1""")


def test_discard_instead_of_paying_five():
    """CR 601.2b: Alice announces the discard; only {R} is paid for mana."""
    s = Scenario()
    s.battlefield(0, mountain())
    s.hand(0, island())
    victim = s.battlefield(1, grizzly_bears())[0]
    s.answer(0, ChooseOption, 0, about="cost to pay")
    s.cast(0, s.hand(0, AXE)[0], targets=(victim,))
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Island"]
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_paying_five_more_keeps_the_hand():
    """CR 601.2b, 601.2f: choosing "pay {5}" adds {5} to the total cost ({5}{R})."""
    s = Scenario()
    lands = s.battlefield(0, *(mountain() for _ in range(6)))
    s.hand(0, island())
    victim = s.battlefield(1, grizzly_bears())[0]
    s.answer(0, ChooseOption, 1, about="cost to pay")
    s.cast(0, s.hand(0, AXE)[0], targets=(victim,))
    assert s.zone_names(0, Zone.HAND) == ["Island"]
    assert all(s.obj(i).tapped for i in lands)


def test_the_announced_alternative_must_be_payable():
    """CR 118.3: with one Mountain, "pay {5}" can't be paid."""
    s = Scenario()
    s.battlefield(0, mountain())
    s.hand(0, island())
    victim = s.battlefield(1, grizzly_bears())[0]
    s.answer(0, ChooseOption, 1, about="cost to pay")
    with pytest.raises(RulesError):
        s.cast(0, s.hand(0, AXE)[0], targets=(victim,))
    assert s.zone_names(0, Zone.GRAVEYARD) == []


def test_reveal_an_elf_card_from_hand():
    """CR 701.20a: revealing the Elf pays the cost; it stays in hand."""
    s = Scenario()
    s.battlefield(0, mountain(), forest())
    s.hand(0, ELF)
    s.answer(0, ChooseOption, 0, about="cost to pay")
    vanquisher = s.hand(0, VANQUISHER)[0]
    s.cast(0, vanquisher)
    assert s.zone_names(0, Zone.HAND) == ["Llanowar Elves"]
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Wren's Run Vanquisher") == 1


def test_no_elf_to_reveal():
    """CR 118.3: with no other Elf card in hand (the Vanquisher itself is being cast), the
    reveal can't be paid."""
    s = Scenario()
    s.battlefield(0, mountain(), forest())
    s.hand(0, island())
    s.answer(0, ChooseOption, 0, about="cost to pay")
    with pytest.raises(RulesError):
        s.cast(0, s.hand(0, VANQUISHER)[0])
