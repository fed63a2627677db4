"""Seed rulings of Nahiri, Forged in Fury (CR 107.3b, 118.9, 305.2, 307.1, 601.2,
702.41), played out with cards compiled from ``cards/``: "Whenever an equipped creature
you control attacks, exile the top card of your library. You may play that card this turn.
You may cast Equipment spells this way without paying their mana costs."."""

import pytest
from rulings_cards import card

from mtgc.runtime.errors import IllegalActionError, TimingError
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)


def nahiri_attack(s, top, equipment=("Bonesplitter",)):
    """Nahiri and a Grizzly Bears wearing ``equipment``; the Bears attack; the trigger
    exiles ``top`` from Alice's library. Returns the exiled card."""
    s.battlefield(0, card("Nahiri, Forged in Fury"))
    bear = s.battlefield(0, card("Grizzly Bears"))[0]
    for name in equipment:
        s.battlefield(0, card(name), attached_to=bear)
    s.library(0, card(top))
    s.attack({bear: BOB})
    assert s.stack_names() == ["ability of Nahiri, Forged in Fury"]
    s.resolve()
    [exiled] = s.state.exile
    return exiled


def test_unplayed_card_remains_exiled():
    """ "If you don't play the card, it will remain exiled." The permission ends with the
    turn; the card stays in exile."""
    s = Scenario()
    bolt = nahiri_attack(s, "Lightning Bolt")
    s.library(1, card("Forest"))
    s.advance_to(Step.UPKEEP)
    assert s.state.active == 1 and s.zone_of(bolt) is Zone.EXILE
    s.battlefield(0, card("Mountain"))
    with pytest.raises(IllegalActionError):
        s.cast(0, bolt, targets=(BOB,))


def test_equipped_creature_means_one_with_equipment_attached():
    """ "An 'equipped creature you control' is any creature you control with one or more
    Equipment attached to it." An unequipped attacker doesn't trigger Nahiri."""
    s = Scenario()
    s.battlefield(0, card("Nahiri, Forged in Fury"))
    bare = s.battlefield(0, card("Grizzly Bears"))[0]
    s.library(0, card("Forest"))
    s.attack({bare: BOB})
    assert s.stack_names() == []
    t = Scenario()
    nahiri_attack(t, "Forest")


def test_equipment_cast_this_way_may_be_paid_for():
    """ "If you cast an Equipment spell this way, you may choose to pay its mana cost if you
    want to." Bonesplitter is cast paying {1}."""
    s = Scenario()
    mountain = s.battlefield(0, card("Mountain"))[0]
    eq = nahiri_attack(s, "Bonesplitter")
    s.advance_to(Step.POSTCOMBAT_MAIN)
    s.cast(0, eq)
    assert s.obj(mountain).tapped
    s.resolve()
    assert len(s.find("Bonesplitter", Zone.BATTLEFIELD)) == 2


def test_equipment_cast_without_paying():
    """The trigger itself: "You may cast Equipment spells this way without paying their
    mana costs." (CR 118.9)"""
    s = Scenario()
    eq = nahiri_attack(s, "Leonin Scimitar")
    s.advance_to(Step.POSTCOMBAT_MAIN)
    s.cast(0, eq, without_paying=True)
    s.resolve()
    assert s.find("Leonin Scimitar", Zone.BATTLEFIELD)


def test_triggers_once_per_equipped_attacker():
    """ "Nahiri's last ability will trigger once for each equipped creature you control
    that attacks, no matter how many Equipment are attached to any of them." Two Equipment
    on one attacker and one on another: two triggers."""
    s = Scenario()
    s.battlefield(0, card("Nahiri, Forged in Fury"))
    a, b = s.battlefield(0, card("Grizzly Bears"), card("Hill Giant"))
    s.battlefield(0, card("Bonesplitter"), card("Short Sword"), attached_to=a)
    s.battlefield(0, card("Leonin Scimitar"), attached_to=b)
    s.library(0, card("Forest"), card("Island"))
    s.attack({a: BOB, b: BOB})
    assert s.stack_names() == ["ability of Nahiri, Forged in Fury"] * 2


def test_exiled_land_needs_the_land_play():
    """ "Unless an effect allows you to play additional lands that turn, you can play a
    land card exiled with Nahiri only if you haven't played a land yet that turn."
    (CR 305.2)"""
    s = Scenario()
    s.play_land(0, s.hand(0, card("Plains"))[0])
    land = nahiri_attack(s, "Mountain")
    s.advance_to(Step.POSTCOMBAT_MAIN)
    with pytest.raises(TimingError):
        s.play_land(0, land)
    t = Scenario()
    land2 = nahiri_attack(t, "Mountain")
    t.advance_to(Step.POSTCOMBAT_MAIN)
    t.play_land(0, land2)
    assert t.find("Mountain", Zone.BATTLEFIELD)


def test_x_equipment_cast_free_has_x_zero():
    """ "One reason you might want to pay its mana cost is if there's an {X} in its mana
    cost. If you cast such a spell without paying its mana cost, you must choose 0 as the
    value of X." (CR 107.3b) Sigil of Distinction ({X}, "enters with X charge counters")
    cast free enters with none; a value of X other than 0 is refused."""
    s = Scenario()
    sigil = nahiri_attack(s, "Sigil of Distinction")
    s.advance_to(Step.POSTCOMBAT_MAIN)
    with pytest.raises(IllegalActionError):
        s.cast(0, sigil, without_paying=True, x=2)
    s.cast(0, sigil, without_paying=True)
    s.resolve()
    [on_battlefield] = s.find("Sigil of Distinction", Zone.BATTLEFIELD)
    assert s.obj(on_battlefield).counters.get("charge", 0) == 0


def test_x_equipment_paid_for_has_the_chosen_x():
    """The other half of the same sentence: paying the mana cost, X is what the player
    chose, and the Sigil enters with that many charge counters (CR 107.3a, 614.1c)."""
    s = Scenario()
    s.battlefield(0, card("Mountain"), card("Mountain"))
    sigil = nahiri_attack(s, "Sigil of Distinction")
    s.advance_to(Step.POSTCOMBAT_MAIN)
    s.cast(0, sigil, x=2)
    s.resolve()
    [on_battlefield] = s.find("Sigil of Distinction", Zone.BATTLEFIELD)
    assert s.obj(on_battlefield).counters.get("charge", 0) == 2


def test_card_playable_after_nahiri_leaves():
    """ "You may play the card exiled with Nahiri's ability even if Nahiri or the equipped
    creature leaves the battlefield or you lose control of them." Doom Blade destroys
    Nahiri; the exiled Grizzly Bears is still cast."""
    s = Scenario()
    s.battlefield(0, card("Swamp"), card("Swamp"), card("Forest"), card("Forest"))
    bears = nahiri_attack(s, "Grizzly Bears")
    s.advance_to(Step.POSTCOMBAT_MAIN)
    [nahiri] = s.find("Nahiri, Forged in Fury", Zone.BATTLEFIELD)
    blade = s.hand(0, card("Doom Blade"))[0]
    s.cast(0, blade, targets=(nahiri,))
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Doom Blade", "Nahiri, Forged in Fury"]
    s.cast(0, bears)
    s.resolve()
    assert len(s.find("Grizzly Bears", Zone.BATTLEFIELD)) == 2


def test_exiled_card_follows_normal_timing_and_costs():
    """ "Playing the exiled card follows the normal rules for playing that card. Unless
    you're casting an Equipment spell this way, you must pay the spell's costs, and you
    must follow all applicable timing rules." (CR 307.1)"""
    s = Scenario()
    s.battlefield(0, card("Forest"), card("Forest"))
    bears = nahiri_attack(s, "Grizzly Bears")
    with pytest.raises(TimingError):
        s.cast(0, bears)  # still the declare attackers step
    s.advance_to(Step.POSTCOMBAT_MAIN)
    with pytest.raises(IllegalActionError):
        s.cast(0, bears, without_paying=True)
    s.cast(0, bears)
    assert s.stack_names() == ["Grizzly Bears"]


def test_affinity_for_equipment():
    """Nahiri's affinity for Equipment (CR 702.41a): with two Equipment, she costs {2}
    less."""
    s = Scenario()
    s.battlefield(0, card("Bonesplitter"), card("Short Sword"))
    s.battlefield(0, card("Mountain"), card("Mountain"), card("Plains"), card("Plains"))
    n = s.hand(0, card("Nahiri, Forged in Fury"))[0]
    s.cast(0, n)
    assert s.stack_names() == ["Nahiri, Forged in Fury"]
    assert all(s.obj(i).tapped for i in s.find("Mountain") + s.find("Plains"))
