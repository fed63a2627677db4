"""Ravenous (CR 702.156) and For Mirrodin! (CR 702.163), compiled from real cards' text
(Hormagaunt Horde, Barbed Batterfist)."""

from kw_compile import bear, compile_card

from mtgc.runtime.cards_basic import forest, mountain
from mtgc.runtime.scenario import Scenario, Step, Zone

HORDE = """Hormagaunt Horde {X}{G}
Creature — Tyranid
Ravenous (This creature enters with X +1/+1 counters on it. If X is 5 or more, draw a card when it enters.)
1/1"""  # noqa: E501

BATTERFIST = """Barbed Batterfist {1}{R}
Artifact — Equipment
For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature token, then attach this to it.)
Equipped creature gets +1/-1.
Equip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)"""  # noqa: E501


def _cast_horde(x: int) -> tuple[Scenario, int]:
    s = Scenario()
    s.battlefield(0, *[forest() for _ in range(x + 1)])
    s.library(0, bear(), bear())
    (horde,) = s.hand(0, compile_card(HORDE))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.cast(0, horde, x=x)
    s.resolve()
    s.resolve_stack()
    (new,) = s.find("Hormagaunt Horde", Zone.BATTLEFIELD)
    return s, new


def test_ravenous_enters_with_x_counters():
    """CR 702.156a: X = 3: three +1/+1 counters, no card drawn (X is less than 5)."""
    s, horde = _cast_horde(3)
    assert s.obj(horde).counters == {"+1/+1": 3} and s.pt(horde) == (4, 4)
    assert s.zone_names(0, Zone.HAND) == []


def test_ravenous_draws_a_card_when_x_is_five_or_more():
    """CR 702.156a: X = 5: five counters and "if X is 5 or more, draw a card"."""
    s, horde = _cast_horde(5)
    assert s.obj(horde).counters == {"+1/+1": 5}
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_for_mirrodin_creates_a_rebel_and_attaches_to_it():
    """CR 702.163a: a 2/2 red Rebel token, the Equipment attached (it's a 3/1)."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    (fist,) = s.hand(0, compile_card(BATTERFIST))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.cast(0, fist)
    s.resolve()
    s.resolve_stack()
    (rebel,) = s.find("Rebel Token", Zone.BATTLEFIELD)
    (eq,) = s.find("Barbed Batterfist", Zone.BATTLEFIELD)
    assert s.obj(eq).attached_to == rebel and s.pt(rebel) == (3, 1)
    assert "Rebel" in s.game.view(rebel).subtypes
