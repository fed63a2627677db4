"""Optional payments during resolution (CR 608.2c, 118.3): "you may pay {1}. If you do,
..." / "If you don't, ...", compiled from card text."""

from effects_compile import compile_card, status_of

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import grizzly_bears, island, plains
from mtgc.runtime.scenario import Scenario, Step, Zone

ROD = compile_card("Whenever a player casts a blue spell, you may pay {1}. If you do, you gain "
                   "1 life.", "Artifact", "{1}", name="Rod")  # fmt: skip
UPKEEP = compile_card("At the beginning of your upkeep, you may pay {1}. If you don't, "
                      "sacrifice this artifact.", "Artifact", "{1}", name="Tax")  # fmt: skip
BLUE = compile_card("Draw a card.", cost="{U}", name="Blue")


def _to_next_upkeep(s: Scenario) -> None:
    s.library(0, grizzly_bears())
    s.library(1, grizzly_bears())
    s.advance_to(Step.UPKEEP)  # Bob's turn
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)  # Alice's next turn


def test_pay_then_gain():
    """CR 608.2c: the player pays {1} as the trigger resolves; "if you do" follows."""
    s = Scenario()
    s.battlefield(0, ROD, plains(), island())
    s.library(0, grizzly_bears())
    s.answer(0, ChooseYesNo, True)
    s.cast(0, s.hand(0, BLUE)[0])
    s.resolve_stack()
    assert s.life(0) == 21
    assert all(s.obj(i).tapped for i in s.find("Plains") + s.find("Island"))


def test_declining_skips_the_rider():
    """CR 608.2c: without the payment, "if you do" doesn't happen and no mana is spent."""
    s = Scenario()
    s.battlefield(0, ROD, plains(), island())
    s.library(0, grizzly_bears())
    s.answer(0, ChooseYesNo, False)
    s.cast(0, s.hand(0, BLUE)[0])
    s.resolve_stack()
    assert s.life(0) == 20 and not s.obj(s.find("Plains")[0]).tapped


def test_unable_to_pay_means_you_dont():
    """CR 118.3: with no mana the player can't pay, so "if you don't" happens."""
    s = Scenario()
    s.battlefield(0, UPKEEP)
    _to_next_upkeep(s)
    assert s.state.active == 0 and s.stack_names() == ["ability of Tax"]
    s.answer(0, ChooseYesNo, True, required=False)
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Tax"]


def test_paying_keeps_the_permanent():
    """CR 608.2c: paying {1} skips "if you don't"."""
    s = Scenario()
    s.battlefield(0, UPKEEP, plains())
    _to_next_upkeep(s)
    assert s.state.active == 0 and s.stack_names() == ["ability of Tax"]
    s.answer(0, ChooseYesNo, True)
    s.resolve_stack()
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Plains", "Tax"]


def test_additional_cost_was_paid_is_unsupported_with_its_reason():
    """CR 601.2b, 118.8: "If this spell's additional cost was paid" asks about an optional
    additional cost, which the runtime doesn't offer yet: the face says so."""
    status, reasons = status_of("Destroy target creature with mana value 2 or less. If this "
                                "spell's additional cost was paid, you gain 2 life.")
    assert status == "unsupported"
    assert reasons == ("whether an optional additional cost was paid is not supported yet",)


VIGIL_FOR_THE_LOST = compile_card("Whenever a creature you control dies, you may pay {X}. If you "
                                  "do, you gain X life.", "Enchantment", "{3}{W}",
                                  name="Vigil for the Lost")  # fmt: skip
SHOCK = compile_card("Shock deals 2 damage to any target.", "Instant", "{R}", name="Shock")


def test_pay_x_then_gain_x_life():
    """CR 107.3, 608.2c: the player chooses X as they pay {X} (up to what their untapped
    lands can pay, 2 here) and gains that much life."""
    from mtgc.runtime.agents import ChooseNumber
    from mtgc.runtime.cards_basic import mountain

    s = Scenario()
    s.battlefield(0, VIGIL_FOR_THE_LOST, mountain(), plains(), island())
    bear = s.battlefield(0, grizzly_bears())[0]
    offered = []
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseNumber, lambda d: offered.append((d.low, d.high)) or 2)
    s.cast(0, s.hand(0, SHOCK)[0], targets=(bear,))
    s.resolve_stack()
    assert offered == [(0, 2)]  # the Mountain paid for Shock
    assert s.life(0) == 22
    assert all(s.obj(i).tapped for i in s.find("Plains") + s.find("Island"))
