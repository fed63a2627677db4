"""'You may cast this spell as though it had flash [if you pay {2} more to cast it].'
(CR 601.3b, 601.2f), compiled from real cards' text (Rout, Hungering Yeti): the card's own
permission to be cast any time it could cast an instant, with its cost increase and its
'as long as' condition."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.cards_basic import forest, mountain, plains
from mtgc.runtime.errors import RulesError, TimingError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

ROUT = """Rout {3}{W}{W}
Sorcery
You may cast this spell as though it had flash if you pay {2} more to cast it. (You may cast it any time you could cast an instant.)
Destroy all creatures. They can't be regenerated."""  # noqa: E501

YETI = """Hungering Yeti {4}{R}
Creature — Yeti
As long as you control a green or blue permanent, you may cast this spell as though it had flash. (You may cast it any time you could cast an instant.)
4/4"""  # noqa: E501


def _rout_in_combat(lands: int) -> tuple[Scenario, int, int]:
    s = Scenario()
    (attacker,) = s.battlefield(1, bear())
    s.battlefield(0, *[plains() for _ in range(lands)])
    (rout,) = s.hand(0, compile_card(ROUT))
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.attack({attacker: PlayerRef(0)})
    s.pass_priority(1)
    return s, rout, attacker


def test_rout_at_instant_speed_costs_two_more():
    """CR 601.3b, 601.2f: during Bob's combat Alice casts Rout for {5}{W}{W}."""
    s, rout, attacker = _rout_in_combat(7)
    s.cast(0, rout)
    s.resolve()
    assert s.zone_of(attacker) is None and s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_rout_at_instant_speed_without_the_two_more_cant_be_paid():
    """CR 601.2f-h: with five Plains the increased cost can't be paid."""
    s, rout, attacker = _rout_in_combat(5)
    with pytest.raises(RulesError):
        s.cast(0, rout)
    assert s.zone_of(attacker) is Zone.BATTLEFIELD


def test_rout_as_a_sorcery_costs_its_mana_cost():
    """CR 307.1: in her own main phase with an empty stack, five Plains are enough."""
    s = Scenario()
    (b,) = s.battlefield(1, bear())
    s.battlefield(0, *[plains() for _ in range(5)])
    (rout,) = s.hand(0, compile_card(ROUT))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.cast(0, rout)
    s.resolve()
    assert s.zone_of(b) is None


def test_hungering_yeti_has_flash_only_with_a_green_or_blue_permanent():
    """CR 601.3b, 611.3a: without a green or blue permanent the Yeti can't be cast in Bob's
    turn; with a green Grizzly Bears it can."""
    s = Scenario()
    s.battlefield(0, *[mountain() for _ in range(5)])
    (yeti,) = s.hand(0, compile_card(YETI))
    s.set_step(Step.UPKEEP, active=1)
    s.pass_priority(1)
    with pytest.raises(TimingError):
        s.cast(0, yeti)
    s.battlefield(0, bear())
    s.cast(0, yeti)
    s.resolve()
    assert s.find("Hungering Yeti", Zone.BATTLEFIELD)


def test_a_creature_without_the_ability_has_no_flash():
    """CR 307.1: a Grizzly Bears (no such ability) can't be cast in Bob's upkeep."""
    s = Scenario()
    s.battlefield(0, forest())
    (card,) = s.hand(0, bear())
    s.set_step(Step.UPKEEP, active=1)
    s.pass_priority(1)
    with pytest.raises(TimingError):
        s.cast(0, card)
