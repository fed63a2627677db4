""" "Discard your hand" as a cost (CR 701.9a, 118.3): in an activation cost (Reverberating
Summons) and as the optional cost of "you may discard your hand. If you do, ..." (CR 608.2c,
Vaultguard Trooper), compiled from their Oracle text."""

from kw_compile import compile_card

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import grizzly_bears, island, mountain
from mtgc.runtime.scenario import Scenario, Step, Zone

SUMMONS = """Reverberating Summons {1}{R}
Enchantment
At the beginning of each combat, if you've cast two or more spells this turn, this enchantment becomes a 3/3 Monk creature with haste in addition to its other types until end of turn.
{1}{R}, Discard your hand, Sacrifice this enchantment: Draw two cards."""  # noqa: E501

TROOPER = """Vaultguard Trooper {3}{R}
Creature — Human Soldier
At the beginning of your end step, if you control two or more tapped creatures, you may discard your hand. If you do, draw two cards.
3/3"""  # noqa: E501


def test_activation_discards_the_whole_hand_then_draws():
    """CR 701.9a: both cards in hand are discarded as the cost is paid; the ability then
    draws two new ones."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    s.hand(0, grizzly_bears(), island())
    s.library(0, island(), island())
    summons = s.battlefield(0, compile_card(SUMMONS))[0]
    s.activate(0, summons)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears", "Island", "Reverberating Summons"]
    assert s.state.players[0].hand == []
    s.resolve_stack()
    assert len(s.state.players[0].hand) == 2


def test_an_empty_hand_can_still_be_discarded():
    """CR 118.3: discarding one's hand needs no resource the player lacks — with no cards in
    hand the ability can still be activated."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    s.library(0, island(), island())
    summons = s.battlefield(0, compile_card(SUMMONS))[0]
    s.activate(0, summons)
    s.resolve_stack()
    assert len(s.state.players[0].hand) == 2


def test_may_discard_hand_if_you_do_draw():
    """CR 608.2c: Alice chooses to discard her hand of three; "if you do" she draws two."""
    s = Scenario()
    trooper = compile_card(TROOPER)
    s.battlefield(0, trooper, tapped=True)
    s.battlefield(0, grizzly_bears(), tapped=True)
    s.hand(0, island(), island(), island())
    s.library(0, mountain(), mountain(), mountain())
    s.answer(0, ChooseYesNo, True)
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Island", "Island", "Island"]
    assert sorted(s.zone_names(0, Zone.HAND)) == ["Mountain", "Mountain"]


def test_declining_keeps_the_hand():
    """CR 608.2c: declining the optional discard, nothing is drawn."""
    s = Scenario()
    s.battlefield(0, compile_card(TROOPER), tapped=True)
    s.battlefield(0, grizzly_bears(), tapped=True)
    s.hand(0, island())
    s.library(0, mountain())
    s.answer(0, ChooseYesNo, False)
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Island"]
