"""Area 10 — play permissions: "exile the top card of your library. You may play that card
this turn" (Nahiri, Forged in Fury seed rulings; CR 305.2, 307.1, 601.2, 107.3b)."""

import pytest
from rt_cards import bonesplitter, lightning_bolt, nahiri, x_equipment

from mtgc.runtime.cards_basic import forest, grizzly_bears, mountain, plains
from mtgc.runtime.errors import IllegalActionError, TimingError
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)


def nahiri_attack(s, top):
    """Nahiri and an equipped creature; the equipped creature attacks; the trigger
    exiles ``top`` from Alice's library."""
    s.battlefield(0, nahiri())
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, bonesplitter(), attached_to=bear)
    s.library(0, top)
    s.attack({bear: BOB})
    assert s.stack_names() == ["ability of Nahiri, Forged in Fury"]
    s.resolve()
    [card] = s.state.exile
    return card


def test_exiled_equipment_cast_without_paying_mana_cost():
    """Seed ruling: Equipment cast this way without paying its mana cost."""
    s = Scenario()
    eq = nahiri_attack(s, bonesplitter())
    s.advance_to(Step.POSTCOMBAT_MAIN)
    s.cast(0, eq, without_paying=True)
    s.resolve()
    assert len(s.find("Bonesplitter", Zone.BATTLEFIELD)) == 2


def test_equipment_with_x_cast_free_has_x_zero():
    """Seed ruling / CR 107.3b: cast without paying its mana cost, X must be 0."""
    s = Scenario()
    eq = nahiri_attack(s, x_equipment())
    s.advance_to(Step.POSTCOMBAT_MAIN)
    with pytest.raises(IllegalActionError):
        s.cast(0, eq, without_paying=True, x=2)
    s.cast(0, eq, without_paying=True)
    s.resolve()
    [xb] = s.find("X Blade", Zone.BATTLEFIELD)
    assert s.obj(xb).x_value == 0


def test_exiled_creature_follows_normal_timing_and_costs():
    """Seed ruling: a creature card is cast paying its cost, only in your main phase with
    an empty stack (CR 307.1); not without paying (not an Equipment)."""
    s = Scenario()
    s.battlefield(0, forest(), forest())
    bear = nahiri_attack(s, grizzly_bears())
    with pytest.raises(TimingError):
        s.cast(0, bear)  # still the declare attackers step
    s.advance_to(Step.POSTCOMBAT_MAIN)
    with pytest.raises(IllegalActionError):
        s.cast(0, bear, without_paying=True)
    s.cast(0, bear)
    assert s.stack_names() == ["Grizzly Bears"]


def test_exiled_land_uses_the_land_play():
    """Seed ruling: a land exiled this way can be played only if no land was played yet
    (CR 305.2)."""
    s = Scenario()
    hand_land = s.hand(0, plains())[0]
    s.play_land(0, hand_land)
    land = nahiri_attack(s, mountain())
    s.advance_to(Step.POSTCOMBAT_MAIN)
    with pytest.raises(TimingError):
        s.play_land(0, land)
    s2 = Scenario()
    land2 = nahiri_attack(s2, mountain())
    s2.advance_to(Step.POSTCOMBAT_MAIN)
    s2.play_land(0, land2)
    assert s2.find("Mountain", Zone.BATTLEFIELD)


def test_permission_ends_with_the_turn_and_card_stays_exiled():
    """Seed ruling: if you don't play the card, it remains exiled."""
    s = Scenario()
    bolt = nahiri_attack(s, lightning_bolt())
    s.library(1, forest())
    s.advance_to(Step.UPKEEP)
    assert s.state.active == 1 and s.zone_of(bolt) is Zone.EXILE
    s.battlefield(0, mountain())
    with pytest.raises(IllegalActionError):
        s.cast(0, bolt, targets=(BOB,))


def test_instant_from_exile_any_time_with_priority():
    """Seed ruling / CR 117.1a: the exiled card follows its normal timing: an instant at
    instant speed."""
    s = Scenario()
    s.battlefield(0, mountain())
    bolt = nahiri_attack(s, lightning_bolt())
    s.cast(0, bolt, targets=(BOB,))
    s.resolve()
    assert s.life(1) == 17
