""" "You may [pay a cost]. If you do, ..." (CR 118.12, 608.2c) where the cost has several
parts ("pay {1} and sacrifice an artifact", paid together or not at all, CR 601.2h), and
where the "If you do" sentence ends in a quoted ability; compiled from real cards."""

from __future__ import annotations

from kw_compile import compile_card

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import mountain, plains
from mtgc.runtime.scenario import Scenario, Step, Zone

SMELTER = compile_card("""Sokenzan Smelter {1}{R}
Creature — Goblin Artificer
At the beginning of combat on your turn, you may pay {1} and sacrifice an artifact. If you do, create a 3/1 red Construct artifact creature token with haste.
2/2""")  # noqa: E501

ENGINEER = compile_card("""Digsite Engineer {2}{W}
Creature — Dwarf Artificer
Whenever you cast an artifact spell, you may pay {2}. If you do, create a 0/0 colorless Construct artifact creature token with "This token gets +1/+1 for each artifact you control."
3/3""")  # noqa: E501

RELIC = compile_card("""Bottle of Suleiman {4}
Artifact""")


def _constructs(s: Scenario) -> list[int]:
    return s.find("Construct Token", Zone.BATTLEFIELD)


def test_pay_one_and_sacrifice_an_artifact():
    """CR 118.12: Alice pays {1} and sacrifices the artifact; she gets a 3/1 Construct."""
    s = Scenario()
    s.battlefield(0, SMELTER, mountain())
    s.battlefield(0, RELIC)
    s.answer(0, ChooseYesNo, True)
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Bottle of Suleiman"]
    (token,) = _constructs(s)
    assert s.pt(token) == (3, 1)


def test_without_an_artifact_nothing_is_paid():
    """CR 601.2h, 118.3: the mana alone is not the cost; with no artifact to sacrifice
    Alice can't pay, so no Construct is made and her Mountain stays untapped."""
    s = Scenario()
    smelter, land = s.battlefield(0, SMELTER, mountain())
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.resolve_stack()
    assert _constructs(s) == []
    assert not s.obj(land).tapped


def test_if_you_do_with_a_quoted_ability():
    """CR 608.2c: paying {2} as an artifact spell is cast makes the Construct, which gets
    +1/+1 for each artifact Alice controls (itself and the resolved Bottle: 2/2)."""
    s = Scenario()
    s.battlefield(0, ENGINEER)
    s.battlefield(0, *(plains() for _ in range(6)))
    s.answer(0, ChooseYesNo, True)
    s.cast(0, s.hand(0, RELIC)[0])
    s.resolve_stack()
    (token,) = _constructs(s)
    assert s.pt(token) == (2, 2)
