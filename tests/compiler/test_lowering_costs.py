"""Costs that tap, return or exile objects, spells' additional costs and activation
restrictions, compiled from card text and played out (CR 118.3, 601.2b, 601.2h, 602.5b)."""

from __future__ import annotations

import pytest
from test_lower import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears, mountain
from mtgc.runtime.errors import CostError, IllegalActionError, TimingError
from mtgc.runtime.mana.symbols import ManaType
from mtgc.runtime.scenario import Scenario, Step, Zone

DRAW = "Draw a card."


def _drawer(cost: str, restriction: str = "", **kw) -> object:
    text = f"{cost}: {DRAW}" + (f" {restriction}" if restriction else "")
    kw.setdefault("type_line", "Artifact")
    return compile_card(text, **kw)


def test_tap_an_untapped_creature_you_control_ignores_summoning_sickness():
    """CR 302.6 restricts only a creature's own {T} abilities: a creature that came under
    its controller's control this turn can be tapped to pay "Tap an untapped creature you
    control"; a tapped one can't (CR 118.3)."""
    drum = compile_card("{T}, Tap an untapped creature you control: Add one mana of any "
                        "color.", type_line="Artifact")  # fmt: skip
    s = Scenario()
    [d] = s.battlefield(0, drum)
    [bear] = s.battlefield(0, grizzly_bears(), sick=True)
    assert s.game.summoning_sick(bear)
    s.tap_for_mana(0, d, color=ManaType.R)
    assert s.obj(bear).tapped and s.obj(d).tapped
    assert s.pool(0) == "{R}"
    s.game.untap(d)
    with pytest.raises(CostError):
        s.tap_for_mana(0, d, color=ManaType.R)


def test_tap_two_untapped_creatures():
    """ "Tap two untapped creatures you control": both are tapped; with one it can't be
    paid."""
    s = Scenario()
    [d] = s.battlefield(0, _drawer("{T}, Tap two untapped creatures you control",
                                   type_line="Creature — Human"))  # fmt: skip
    s.library(0, forest())
    [a] = s.battlefield(0, grizzly_bears())
    with pytest.raises(CostError):
        s.activate(0, d)  # itself (tapped by {T} first) and one Bear are not two
    [b] = s.battlefield(0, grizzly_bears())
    s.activate(0, d)
    assert s.obj(d).tapped and s.obj(a).tapped and s.obj(b).tapped


def test_return_a_land_you_control_to_its_owners_hand():
    """ "Return a land you control to its owner's hand: Untap this creature." (CR 602.2)."""
    s = Scenario()
    [c] = s.battlefield(0, compile_card("Return a land you control to its owner's hand: "
                                        "Untap this creature."))  # fmt: skip
    [land] = s.battlefield(0, mountain())
    s.game.tap(c)
    s.activate(0, c)
    assert s.zone_names(0, Zone.HAND) == ["Mountain"]
    assert s.zone_of(land) is not Zone.BATTLEFIELD
    s.resolve()
    assert not s.obj(c).tapped


def test_exile_this_card_from_your_graveyard_works_only_there():
    """CR 113.6k: an ability whose cost exiles the card from its owner's graveyard
    functions only there."""
    card = _drawer("{1}, Exile this card from your graveyard", type_line="Creature — Spirit")
    s = Scenario()
    s.library(0, forest())
    s.battlefield(0, mountain())
    [on_field] = s.battlefield(0, card)
    with pytest.raises(IllegalActionError):
        s.activate(0, on_field)
    [in_yard] = s.graveyard(0, card)
    s.activate(0, in_yard)
    assert s.zone_names(0, Zone.EXILE) == ["Test Card"]
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Forest"]


def test_exile_cards_from_your_graveyard_needs_enough_of_them():
    """ "Exile two cards from your graveyard": with one card there the cost can't be paid
    (CR 118.3); with two, both are exiled."""
    s = Scenario()
    s.library(0, forest())
    [d] = s.battlefield(0, _drawer("Exile two cards from your graveyard"))
    s.graveyard(0, mountain())
    with pytest.raises(CostError):
        s.activate(0, d)
    s.graveyard(0, forest())
    s.activate(0, d)
    assert s.zone_names(0, Zone.GRAVEYARD) == []
    assert sorted(s.zone_names(0, Zone.EXILE)) == ["Forest", "Mountain"]


def test_exile_this_permanent_as_a_cost():
    s = Scenario()
    s.library(0, forest())
    [d] = s.battlefield(0, _drawer("{T}, Exile this artifact"))
    s.activate(0, d)
    assert s.zone_names(0, Zone.EXILE) == ["Test Card"]
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Forest"]


def test_activate_only_once_each_turn():
    """CR 602.5b: "Activate only once each turn." — a second activation this turn is
    refused; next turn it's allowed again."""
    s = Scenario()
    s.library(0, forest(), forest(), forest())
    s.library(1, forest(), forest())
    [d] = s.battlefield(0, _drawer("{0}", "Activate only once each turn."))
    s.activate(0, d)
    s.resolve()
    with pytest.raises(TimingError):
        s.activate(0, d)
    s.advance_to(Step.UPKEEP)  # the opponent's turn
    s.pass_priority(1)
    s.activate(0, d)
    s.resolve()
    assert len(s.zone_names(0, Zone.HAND)) == 2


def test_activate_no_more_than_twice_each_turn():
    s = Scenario()
    s.library(0, forest(), forest(), forest())
    [d] = s.battlefield(0, _drawer("{0}", "Activate no more than twice each turn."))
    for _ in range(2):
        s.activate(0, d)
        s.resolve()
    with pytest.raises(TimingError):
        s.activate(0, d)


def test_activate_only_during_your_upkeep():
    s = Scenario()
    s.library(0, forest(), forest())
    s.library(1, forest(), forest())
    [d] = s.battlefield(0, _drawer("{0}", "Activate only during your upkeep."))
    with pytest.raises(TimingError):
        s.activate(0, d)  # main phase
    s.advance_to(Step.UPKEEP)  # the opponent's upkeep
    assert s.game.state.active == 1
    s.pass_priority(1)
    with pytest.raises(TimingError):
        s.activate(0, d)
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)  # ours
    assert s.game.state.active == 0
    s.activate(0, d)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Forest"]


def test_additional_cost_is_paid_while_casting():
    """CR 601.2b, 601.2h: "As an additional cost to cast this spell, sacrifice a
    creature." — can't be cast without one; the creature is sacrificed on casting, before
    the spell resolves."""
    text = "As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards."
    spell = compile_card(text, type_line="Sorcery", cost="{R}", name="Deal")
    s = Scenario()
    s.library(0, forest(), forest())
    s.battlefield(0, mountain())
    [card] = s.hand(0, spell)
    with pytest.raises(IllegalActionError):
        s.cast(0, card)
    [bear] = s.battlefield(0, grizzly_bears())
    s.cast(0, card)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"]  # before it resolves
    s.resolve()
    assert sorted(s.zone_names(0, Zone.HAND)) == ["Forest", "Forest"]
    assert bear not in s.game.state.battlefield


def test_additional_cost_of_a_permanent_spell():
    """A creature spell with "As an additional cost to cast this spell, sacrifice a
    creature." (CR 601.2b applies to every spell)."""
    horror = compile_card("As an additional cost to cast this spell, sacrifice a creature.",
                          type_line="Creature — Horror", cost="{R}", name="Horror")  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain())
    [card] = s.hand(0, horror)
    with pytest.raises(IllegalActionError):
        s.cast(0, card)
    s.battlefield(0, grizzly_bears())
    s.cast(0, card)
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.find("Horror", Zone.BATTLEFIELD)


def test_put_a_counter_as_a_cost():
    """ "Put a −1/−1 counter on this creature: Untap this creature." The cost can be paid
    even when the counter will make the creature die (CR 118.3, 704.5f)."""
    druid = compile_card("{T}: Add {G}.\nPut a -1/-1 counter on this creature: Untap this "
                         "creature.", pt=("0", "2"), name="Druid")  # fmt: skip
    s = Scenario()
    [d] = s.battlefield(0, druid)
    s.game.tap(d)
    s.activate(0, d, index=1)
    assert s.obj(d).counters["-1/-1"] == 1
    s.resolve()
    assert not s.obj(d).tapped
    s.activate(0, d, index=1)  # toughness 0 after this counter: it dies (SBA)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Druid"]
