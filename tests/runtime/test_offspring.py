"""Offspring (CR 702.175), compiled from a real card's text."""

from effects_compile import compile_card

from mtgc.runtime.cards_basic import plains
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.game_state import Step

#: Intrepid Rabbit
RABBIT = compile_card("Offspring {1}\nWhen this creature enters, target creature you control "
                      "gets +1/+1 until end of turn.", "Creature — Rabbit Soldier", "{2}{W}",
                      ("3", "2"), name="Intrepid Rabbit")  # fmt: skip


def _cast(paid: bool) -> Scenario:
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[plains() for _ in range(4)])
    s.cast(0, s.hand(0, RABBIT)[0], optional=(0,) if paid else ())
    s.resolve_stack()
    return s


def test_offspring_paid_creates_a_one_one_token_copy():
    """CR 702.175a: the offspring cost {1} was paid: when it enters, a token copy of it,
    except it's 1/1 (CR 707.9b) — which has the copied enters ability too (its own trigger
    resolves), but no offspring payment of its own (a token isn't cast)."""
    s = _cast(True)
    rabbits = s.find("Intrepid Rabbit", Zone.BATTLEFIELD)
    assert len(rabbits) == 2
    [token] = [i for i in rabbits if s.obj(i).is_token]
    assert s.game.view(token).power == 1 and s.game.view(token).toughness == 1
    assert all(s.obj(i).tapped for i in s.find("Plains", Zone.BATTLEFIELD))


def test_offspring_not_paid():
    """CR 702.175a: without the additional cost, no token."""
    s = _cast(False)
    assert len(s.find("Intrepid Rabbit", Zone.BATTLEFIELD)) == 1
    assert sum(s.obj(i).tapped for i in s.find("Plains", Zone.BATTLEFIELD)) == 3
