"""CR 611.2a, 500.1: effects "until your next turn" last through the other players' turns
and end as their controller's next turn begins — compiled from real cards' text (Hag of
Inner Weakness, Bond of Revival)."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.cards_basic import grizzly_bears
from mtgc.runtime.scenario import Scenario, Step, Zone

HAG = compile_card("At the beginning of your upkeep, target creature an opponent controls "
                   "gets -2/-1 until your next turn.", "Creature — Hag", "{3}{B}", ("3", "3"),
                   name="Hag of Inner Weakness")  # fmt: skip
BOND = compile_card("Return target creature card from your graveyard to the battlefield. It "
                    "gains haste until your next turn.", "Sorcery", "{0}",
                    name="Bond of Revival")  # fmt: skip


def _to_upkeep(s: Scenario, player: int) -> None:
    s.advance_to(Step.UPKEEP)
    while s.game.state.active != player:
        s.advance_to(Step.DRAW)
        s.advance_to(Step.UPKEEP)


def test_minus_two_lasts_through_the_opponents_turn():
    """Hag's -2/-1 made in Alice's upkeep is still there in Bob's turn and ends as Alice's
    next turn begins (then her upkeep trigger makes a new one)."""
    s = Scenario()
    s.battlefield(0, HAG)
    (bear,) = s.battlefield(1, grizzly_bears())
    s.library(0, *(grizzly_bears() for _ in range(3)))
    s.library(1, *(grizzly_bears() for _ in range(3)))
    s.set_step(Step.UPKEEP, active=1)
    _to_upkeep(s, 0)
    s.answer(0, ChooseTargets, (bear,))
    s.resolve()
    assert s.pt(bear) == (0, 1)
    _to_upkeep(s, 1)  # Bob's turn
    assert s.pt(bear) == (0, 1)
    s.advance_to(Step.END)
    _to_upkeep(s, 0)  # Alice's next turn began: the effect ended; the new trigger waits
    assert s.stack_names() == ["ability of Hag of Inner Weakness"]
    assert s.pt(bear) == (2, 2)


def test_haste_until_your_next_turn():
    """Bond of Revival: the returned creature (a new object, CR 400.7: "it") has haste this
    turn and in the opponent's turn, not in its controller's next turn."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (dead,) = s.graveyard(0, grizzly_bears())
    s.library(0, *(grizzly_bears() for _ in range(3)))
    s.library(1, *(grizzly_bears() for _ in range(3)))
    s.cast(0, s.hand(0, BOND)[0], targets=(dead,))
    s.resolve()
    [bear] = s.find("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert "Haste" in {type(a).__name__ for a in s.game.view(bear).abilities}
    _to_upkeep(s, 1)
    assert "Haste" in {type(a).__name__ for a in s.game.view(bear).abilities}
    _to_upkeep(s, 0)
    assert "Haste" not in {type(a).__name__ for a in s.game.view(bear).abilities}
