""" "The sacrificed creature" of a cost (CR 118.3, 608.2h), compiled from real cards' text:
its power or toughness as it last existed on the battlefield; "you may sacrifice it" as the
cost of "If you do" (CR 701.21a)."""

from __future__ import annotations

from effects_compile import compile_card, status_of

from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.cards_basic import creature, grizzly_bears, mountain
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

DIAMOND_VALLEY = compile_card("{T}, Sacrifice a creature: You gain life equal to the "
                              "sacrificed creature's toughness.", "Land", None,
                              name="Diamond Valley")  # fmt: skip
FLING = compile_card("As an additional cost to cast this spell, sacrifice a creature.\n"
                     "This spell deals damage equal to the sacrificed creature's power to any "
                     "target.", "Instant", "{1}{R}", name="Fling")  # fmt: skip


def test_diamond_valley_gains_the_sacrificed_toughness():
    """CR 118.3, 608.2h: the creature chosen for the cost, as it last existed (toughness 5
    with a +1/+1 counter)."""
    s = Scenario()
    valley = s.battlefield(0, DIAMOND_VALLEY)[0]
    bear, wall = s.battlefield(0, grizzly_bears(), creature("Wall", "{W}", 0, 4))
    s.game.add_counters(wall, "+1/+1", 1)
    s.answer(0, ChooseObjects, (wall,))
    s.activate(0, valley)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Wall"]
    s.resolve()
    assert s.life(0) == 25
    assert s.zone_of(bear) is Zone.BATTLEFIELD


def test_fling_deals_the_sacrificed_power():
    """CR 601.2b, 608.2h: the additional cost's creature (power 2) sets the damage."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    s.battlefield(0, grizzly_bears())
    s.cast(0, s.hand(0, FLING)[0], targets=(PlayerRef(1),))
    s.resolve()
    assert s.life(1) == 18
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Fling", "Grizzly Bears"]


def test_without_a_sacrifice_cost_stays_unsupported():
    """CR 118.3: nothing was sacrificed to pay for it."""
    status, reasons = status_of("{T}: You gain life equal to the sacrificed creature's "
                                "toughness.", "Land", None)  # fmt: skip
    assert status == "unsupported"
    assert reasons == ("'the sacrificed creature' without a sacrifice in the cost is not "
                       "supported yet (CR 118.3)",)  # fmt: skip


IMPALER_SHRIKE = compile_card("Flying\nWhenever this creature deals combat damage to a player, "
                              "you may sacrifice it. If you do, draw three cards.",
                              "Creature — Bird", "{2}{U}{U}", ("3", "1"),
                              name="Impaler Shrike")  # fmt: skip


def test_impaler_shrike_may_sacrifice_itself():
    """CR 701.21a, 608.2c: "you may sacrifice it" — it is this creature; "If you do" reads
    whether it was sacrificed."""
    s = Scenario()
    shrike = s.battlefield(0, IMPALER_SHRIKE)[0]
    s.library(0, *[grizzly_bears() for _ in range(3)])
    s.answer(0, ChooseYesNo, True)
    s.attack({shrike: PlayerRef(1)})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Impaler Shrike"]
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"] * 3
