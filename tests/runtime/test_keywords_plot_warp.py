"""Plot (CR 702.170) and warp (CR 702.185), compiled from real cards' text (Djinn of Fool's
Fall, Knight Luminary): cards cast from exile on a later turn."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.errors import IllegalActionError, TimingError
from mtgc.runtime.keywords.plot import PlotCard
from mtgc.runtime.scenario import Scenario, Step, Zone

ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"
PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"
DJINN = """Djinn of Fool's Fall {4}{U}
Creature — Djinn
Flying
Plot {3}{U} (You may pay {3}{U} and exile this card from your hand. Cast it as a sorcery on a later turn without paying its mana cost. Plot only as a sorcery.)
4/3"""  # noqa: E501
KNIGHT = """Knight Luminary {3}{W}
Creature — Human Knight
When this creature enters, create a 1/1 white Human Soldier creature token.
Warp {1}{W} (You may cast this card from your hand for its warp cost. Exile this creature at the beginning of the next end step, then you may cast it from exile on a later turn.)
3/2"""  # noqa: E501


def _next_own_main(s: Scenario) -> None:
    s.library(0, bear(), bear())
    s.library(1, bear(), bear())
    s.advance_to(Step.UPKEEP)  # the opponent's turn
    s.advance_to(Step.PRECOMBAT_MAIN)
    s.advance_to(Step.UPKEEP)
    s.advance_to(Step.PRECOMBAT_MAIN)
    assert s.game.state.active == 0


def test_plotted_card_is_cast_free_on_a_later_turn():
    """CR 702.170a, d: plotting pays {3}{U} and exiles the Djinn face up (a special action);
    it can't be cast this turn, and on a later turn it's cast from exile for nothing."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    lands = s.battlefield(0, *[compile_card(ISLAND)] * 4)
    djinn = s.hand(0, compile_card(DJINN))[0]
    s.game.take_action(0, PlotCard(djinn))
    assert all(s.obj(i).tapped for i in lands)
    [exiled] = s.find("Djinn of Fool's Fall", Zone.EXILE, 0)
    with pytest.raises(IllegalActionError):
        s.cast(0, exiled)
    _next_own_main(s)
    s.cast(0, exiled, auto_pay=False)
    s.resolve()
    assert s.find("Djinn of Fool's Fall", Zone.BATTLEFIELD, 0)


def test_plot_and_plotted_casting_need_main_phase_and_empty_stack():
    """CR 702.170a: plotting is sorcery-timed; CR 702.170d: so is casting the plotted card,
    even in its owner's later turn."""
    s = Scenario()
    s.set_step(Step.UPKEEP)
    s.battlefield(0, *[compile_card(ISLAND)] * 4)
    djinn = s.hand(0, compile_card(DJINN))[0]
    with pytest.raises(TimingError):
        s.game.take_action(0, PlotCard(djinn))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.game.take_action(0, PlotCard(djinn))
    [exiled] = s.find("Djinn of Fool's Fall", Zone.EXILE, 0)
    _next_own_main(s)
    s.set_step(Step.END)
    with pytest.raises(IllegalActionError):
        s.cast(0, exiled)


def test_warped_creature_is_exiled_at_end_step_and_recast_later():
    """CR 702.185a: cast for its warp cost {1}{W}, the Knight enters (its trigger makes a
    Soldier) and is exiled at the beginning of the end step; on a later turn its owner casts
    it from exile for its mana cost {3}{W}."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(PLAINS)] * 2)
    s.cast(0, s.hand(0, compile_card(KNIGHT))[0], alternative=0)
    s.resolve_stack()
    assert s.find("Knight Luminary", Zone.BATTLEFIELD, 0)
    assert s.find("Human Soldier Token", Zone.BATTLEFIELD, 0)
    s.advance_to(Step.END)
    s.resolve_stack()
    [exiled] = s.find("Knight Luminary", Zone.EXILE, 0)
    with pytest.raises(IllegalActionError):  # not in the turn it was exiled
        s.cast(0, exiled)
    _next_own_main(s)
    s.battlefield(0, *[compile_card(PLAINS)] * 2)
    s.cast(0, exiled)
    s.resolve_stack()
    [knight] = s.find("Knight Luminary", Zone.BATTLEFIELD, 0)
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.zone_of(knight) is Zone.BATTLEFIELD  # cast for its mana cost: it stays


def test_knight_cast_for_its_mana_cost_isnt_exiled():
    """CR 702.185a: "If this spell's warp cost was paid" — cast for {3}{W}, the Knight stays
    after the end step."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(PLAINS)] * 4)
    s.cast(0, s.hand(0, compile_card(KNIGHT))[0])
    s.resolve_stack()
    [knight] = s.find("Knight Luminary", Zone.BATTLEFIELD, 0)
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.zone_of(knight) is Zone.BATTLEFIELD
