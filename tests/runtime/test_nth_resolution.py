""" "If this is the second time this ability has resolved this turn, ..." (CR 608.2, 707.10b):
the resolving ability's count of resolutions this turn, compiled from South Pole Voyager's and
Harvestrite Host's Oracle text."""

from kw_compile import bear, compile_card

from mtgc.runtime.cards_basic import island
from mtgc.runtime.scenario import Scenario, Step

VOYAGER = """South Pole Voyager {1}{W}
Creature — Human Scout Ally
Whenever this creature or another Ally you control enters, you gain 1 life. If this is the second time this ability has resolved this turn, draw a card.
2/2"""  # noqa: E501

HOST = """Harvestrite Host {2}{W}
Creature — Rabbit Citizen
Whenever this creature or another Rabbit you control enters, target creature you control gets +1/+0 until end of turn. Then draw a card if this is the second time this ability has resolved this turn.
3/2"""  # noqa: E501

ALLY = bear("Kor Ally", "{1}{W}", "2/2", "Creature — Kor Ally")
RABBIT = bear("Meadow Rabbit", "{W}", "1/1", "Creature — Rabbit")


def hand_size(s: Scenario) -> int:
    return len(s.state.players[0].hand)


def test_only_the_second_resolution_draws():
    """CR 608.2: Voyager's own entering resolves first (1 life, no card); the second Ally's
    resolution draws; a third resolution that turn doesn't."""
    s = Scenario()
    s.library(0, island(), island(), island())
    s.battlefield(0, compile_card(VOYAGER), enter=True)
    s.resolve_stack()
    assert (s.life(0), hand_size(s)) == (21, 0)
    s.battlefield(0, ALLY, enter=True)
    s.resolve_stack()
    assert (s.life(0), hand_size(s)) == (22, 1)
    s.battlefield(0, ALLY, enter=True)
    s.resolve_stack()
    assert (s.life(0), hand_size(s)) == (23, 1)


def test_the_count_starts_over_next_turn():
    """The count is of resolutions this turn: on Bob's turn the first one doesn't draw."""
    s = Scenario()
    s.library(0, island(), island())
    s.battlefield(0, compile_card(VOYAGER), enter=True)
    s.resolve_stack()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.battlefield(0, ALLY, enter=True)
    s.resolve_stack()
    assert (s.life(0), hand_size(s)) == (22, 0)


def test_then_draw_if_second_after_a_targeted_pump():
    """CR 608.2c: the Host's second resolution gives +1/+0 and then draws."""
    s = Scenario()
    s.library(0, island(), island())
    host = s.battlefield(0, compile_card(HOST), enter=True)[0]
    s.resolve_stack()
    assert s.pt(host) == (4, 2) and hand_size(s) == 0
    s.battlefield(0, RABBIT, enter=True)
    s.resolve_stack()
    assert hand_size(s) == 1
